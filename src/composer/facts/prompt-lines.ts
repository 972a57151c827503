/**
 * The weighed, timed facts as plain lines for a model's prompt: the same facts and the same
 * balance the built-in composer writes from, so a model that stays within them cannot contradict
 * the chart. English only: the lines are data for the model, not text for the user.
 */
import { NAKSHATRAS } from '../../astro/nakshatra';
import { GRAHAS, SIGNS } from '../../astro/zodiac';
import type { Graha } from '../../astro/zodiac';
import { READINGS } from '../reading-registry';
import type { ReadingFacts } from './types';

const sign = (i: number) => SIGNS[i]!.english;
const nak = (i: number) => NAKSHATRAS[i]!.sanskrit;
const ord = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

export function factsToPromptLines(f: ReadingFacts): string[] {
  const n = f.natal;
  const plan = READINGS[f.readingType].plan(f);
  const lines: string[] = [];
  lines.push(`Reading period: ${f.period.start} to ${f.period.end} (India dates)${f.period.kind === 'natal' ? `; asked on ${f.period.asked}, which is "now"; dated windows begin by ${f.period.outlookEnd}` : ''}`);
  lines.push(`This reading covers: ${READINGS[f.readingType].reads}`);
  lines.push(`Person: ${f.person.firstName}, ${f.person.gender}, age ${f.person.age} (${f.person.stage.replace('-', ' ')})`);
  if (!f.person.timeKnown) {
    lines.push(`Birth time not known: the chart is cast for ${f.person.birthTime} and read from the Moon (Chandra lagna). There is no lagna: every "house" below is counted from the Moon sign, ${sign(n.moon.sign)}. Never name a lagna, rising sign or ascendant or its lord; say once, at the start, that the reading is read from the Moon sign.`);
  }
  lines.push(`${f.person.timeKnown ? `Lagna: ${sign(n.lagna.sign)} ${n.lagna.degree.toFixed(1)}°, lord ${n.lagna.lord}; ` : ''}Moon sign ${sign(n.moon.sign)}, nakshatra ${nak(n.moon.nakshatraIndex)} pada ${n.moon.pada}`);
  lines.push(
    `Natal grahas (sign, house from ${f.person.timeKnown ? 'lagna' : 'the Moon'}, strength score, functional nature): ${GRAHAS.map((g) => {
      const x = n.grahas[g];
      const notes = [x.retrograde && g !== 'Rahu' && g !== 'Ketu' ? 'retrograde' : '', x.combust ? 'combust' : '', x.dignity !== 'neutral' ? x.dignity : '', x.neechaBhanga ? 'debility cancelled' : '', x.vargottama ? 'vargottama' : ''].filter(Boolean);
      return `${g} ${sign(x.sign)} ${ord(x.house)} ${x.score >= 0 ? '+' : ''}${x.score} ${x.functional}${notes.length ? ` (${notes.join(', ')})` : ''}`;
    }).join('; ')}`,
  );
  if (n.yogas.length) lines.push(`Yogas that hold: ${n.yogas.map((y) => `${y.key} (${y.grahas.join(' + ')}${y.strength === 'weak' ? ', weakened' : ''})`).join('; ')}`);
  const m = n.mangal;
  lines.push(`Mangal dosha: ${m.present ? (m.cancelled ? `present but cancelled (${m.reasons.join(', ')})` : 'present') : 'absent'}`);
  const d = f.dasha;
  if (d) {
    lines.push(`Running dasha: ${d.mahadasha.lord} mahadasha (${d.mahadasha.start} to ${d.mahadasha.end}), ${d.antardasha.lord} antardasha (${d.antardasha.start} to ${d.antardasha.end}), ${d.pratyantardasha.lord} pratyantardasha (to ${d.pratyantardasha.end})`);
    for (const c of d.changes.filter((x) => x.level !== 'pratyantardasha')) lines.push(`Dasha change inside the period: ${c.lord} ${c.level} begins ${c.start}`);
    if (f.period.kind === 'natal') lines.push(`Antardashas ahead: ${d.ahead.map((a) => `${a.mahadashaLord}/${a.lord} ${a.start} to ${a.end}`).join('; ')}`);
  }
  for (const g of ['Saturn', 'Jupiter', 'Rahu', 'Ketu'] as Graha[]) {
    for (const s of f.sky.stays[g] ?? []) {
      lines.push(`${g} in ${sign(s.sign)} (${ord(s.houseFromMoon)} from the natal Moon${f.person.timeKnown ? `, ${ord(s.houseFromLagna)} from the lagna` : ''}) from ${s.entered?.date ?? 'before'} to ${s.left?.date ?? 'after'}${s.returning ? (s.enteredRetrograde ? ', a retrograde return' : ', a return made in direct motion') : ''}${s.stations.length ? `; stations ${s.stations.map((x) => `${x.turns} ${x.date}`).join(', ')}` : ''}`);
    }
  }
  for (const e of f.sky.events.filter((x) => !['Jupiter', 'Saturn', 'Rahu', 'Ketu'].includes(x.graha))) {
    lines.push(e.kind === 'ingress' ? `${e.date} ${e.time}: ${e.graha} enters ${sign(e.toSign)} (${ord(e.houseFromMoon)} from the Moon)` : `${e.date}: ${e.graha} turns ${e.retrograde ? 'retrograde' : 'direct'} in ${sign(e.toSign)}`);
  }
  for (const day of f.days) {
    const moon = day.moonSigns.map((s) => `${sign(s.index)}${s.start ? ` from ${s.start.time}` : ''}${s.end ? ` until ${s.end.time}` : ''}`).join(', then ');
    const stars = day.moonNakshatras.map((s) => `${nak(s.index)}${s.end ? ` until ${s.end.time}` : ''}`).join(', then ');
    lines.push(`${day.date} at ${day.place} (local times): Moon in ${moon}; nakshatra ${stars}${day.observances.length ? `; ${day.observances.map((o) => o.name).join(', ')}` : ''}`);
    if (day.kaal) lines.push(`${day.date} Rahu kaal ${day.kaal.rahu.start}–${day.kaal.rahu.end}, Yamaganda ${day.kaal.yamaganda.start}–${day.kaal.yamaganda.end}, Gulika ${day.kaal.gulika.start}–${day.kaal.gulika.end}, Abhijit ${day.kaal.abhijit.start}–${day.kaal.abhijit.end}${day.kaal.abhijit.used ? '' : ' (not used on Wednesday)'}`);
    for (const c of day.conjunctions) lines.push(`${day.date} ${c.at.time}: the Moon passes over natal ${c.graha}`);
  }
  const b = plan.balance;
  lines.push(`Weighed balance: ${b.tone} (score ${b.score})${b.lift ? `; main help: ${b.lift.key}${b.lift.graha ? ` ${b.lift.graha}` : ''}` : ''}${b.drag ? `; main hindrance: ${b.drag.key}${b.drag.graha ? ` ${b.drag.graha}` : ''}` : ''}`);
  return lines;
}
