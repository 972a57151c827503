/**
 * The one place that reads the composer's `ReadingFacts` for the checker: when the facts change
 * shape, only this file follows them, and fact-check.ts stays as it is.
 */
import { NAKSHATRAS } from '../../../astro/nakshatra';
import { siderealLongitude } from '../../../astro/transit-events';
import { GRAHAS } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';
import type { DashaSpan, ReadingFacts } from '../../../composer';
import { signsWithinReach } from './fact-sheet';
import type { DashaLevel, DashaSheetSpan, FactSheet, GrahaSheet } from './fact-sheet';

export function factSheetOf(facts: ReadingFacts): FactSheet {
  const { natal, period, sky } = facts;
  // Natal readings speak of the outlook's transits too (dated windows).
  const endMs = period.kind === 'natal' ? period.outlookEndMs : period.endMs;
  const periodSigns = new Map<Graha, Set<number>>();
  for (const g of GRAHAS) {
    const longitude = siderealLongitude(g, period.startMs, sky.basis);
    periodSigns.set(g, new Set([sky.start[g].sign, ...signsWithinReach(g, longitude, period.startMs, period.startMs, endMs)]));
  }
  // Stays, ingresses and the Moon's day-by-day signs are exact, and cover what the bounds above may not.
  for (const stays of Object.values(sky.stays)) for (const s of stays ?? []) periodSigns.get(s.graha)?.add(s.sign);
  for (const e of sky.events) periodSigns.get(e.graha)?.add(e.fromSign).add(e.toSign);
  for (const m of sky.moon) periodSigns.get('Moon')?.add(m.index);
  for (const d of facts.days) for (const m of d.moonSigns) periodSigns.get('Moon')?.add(m.index);

  const grahas = {} as Record<Graha, GrahaSheet>;
  for (const g of GRAHAS) {
    const n = natal.grahas[g];
    grahas[g] = { natalSign: n.sign, natalHouse: n.house, navamsaSign: n.navamsaSign, periodSigns: [...(periodSigns.get(g) ?? [])].sort((a, b) => a - b) };
  }

  const spanOf = (level: DashaLevel, s: DashaSpan): DashaSheetSpan => ({ level, lord: s.lord, start: s.start, end: s.end });
  const d = facts.dasha;
  const dasha: FactSheet['dasha'] = d
    ? {
        running: [spanOf('mahadasha', d.mahadasha), spanOf('antardasha', d.antardasha), spanOf('pratyantardasha', d.pratyantardasha)],
        starting: [...d.ahead.map((a) => spanOf('antardasha', a)), ...d.changes.map((c) => ({ level: c.level, lord: c.lord, start: c.start, end: null }))],
        sequence: d.sequence.map((s) => spanOf('mahadasha', s)),
      }
    : { running: [], starting: [], sequence: [] };

  const dates = new Set<string>([facts.person.birthDate, period.start, period.end]);
  for (const s of [...dasha.running, ...dasha.starting, ...dasha.sequence]) {
    dates.add(s.start);
    if (s.end) dates.add(s.end);
  }
  for (const e of sky.events) dates.add(e.date);
  for (const stays of Object.values(sky.stays)) {
    for (const s of stays ?? []) {
      if (s.entered) dates.add(s.entered.date);
      if (s.left) dates.add(s.left.date);
      for (const st of s.stations) dates.add(st.date);
    }
  }
  for (const m of sky.moon) {
    if (m.start) dates.add(m.start.date);
    if (m.end) dates.add(m.end.date);
  }
  for (const day of facts.days) dates.add(day.date);

  return {
    grahas,
    lagnaSign: facts.person.timeKnown ? natal.lagna.sign : null,
    moon: { sign: natal.moon.sign, nakshatra: NAKSHATRAS[natal.moon.nakshatraIndex]!.sanskrit },
    dasha,
    period: { start: period.start, end: period.kind === 'natal' ? period.outlookEnd : period.end },
    dates: [...dates].sort(),
  };
}
