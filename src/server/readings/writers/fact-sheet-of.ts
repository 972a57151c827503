/**
 * The one place that reads the composer's `ReadingFacts` for the checker: when the facts change
 * shape, only this file follows them, and fact-check.ts stays as it is.
 */
import { GRAHAS } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';
import type { DashaSpan, ReadingFacts } from '../composer/reading-facts';
import { signsWithinReach } from './fact-sheet';
import type { DashaLevel, DashaSheetSpan, FactSheet, GrahaSheet } from './fact-sheet';

export function factSheetOf(facts: ReadingFacts): FactSheet {
  const { natal, period, transits } = facts;
  const periodSigns = new Map<Graha, Set<number>>();
  for (const g of GRAHAS) {
    const body = transits.bodies[g];
    const reach = signsWithinReach(g, body.sign * 30 + body.degree, transits.atMs, period.startMs, period.endMs);
    periodSigns.set(g, new Set([body.sign, ...reach]));
  }
  // Listed ingresses and stations are exact, and cover grahas whose bounds above would not.
  for (const e of facts.events) periodSigns.get(e.graha)?.add(e.fromSign).add(e.toSign);
  if (facts.daily) {
    periodSigns.get('Moon')?.add(facts.daily.moon.sign);
    if (facts.daily.moonIngress) periodSigns.get('Moon')?.add(facts.daily.moonIngress.toSign);
  }
  // Chandrashtama windows put the Moon in the 8th sign from the natal Moon during the period.
  if (facts.chandrashtama.length) periodSigns.get('Moon')?.add((natal.moon.sign + 7) % 12);

  const grahas = {} as Record<Graha, GrahaSheet>;
  for (const g of GRAHAS) {
    const n = natal.grahas[g];
    grahas[g] = {
      natalSign: n.sign,
      natalHouse: n.house,
      navamsaSign: n.navamsaSign,
      periodSigns: [...(periodSigns.get(g) ?? [])].sort((a, b) => a - b),
    };
  }

  const spanOf = (level: DashaLevel, s: DashaSpan): DashaSheetSpan => ({ level, lord: s.lord, start: s.start, end: s.end });
  const d = facts.dasha;
  const dasha: FactSheet['dasha'] = d
    ? {
        running: [spanOf('mahadasha', d.mahadasha), spanOf('antardasha', d.antardasha), spanOf('pratyantardasha', d.pratyantardasha)],
        starting: [
          spanOf('antardasha', d.nextAntardasha),
          ...d.changes.map((c) => ({ level: c.level, lord: c.lord, start: c.start, end: null })),
        ],
        sequence: d.sequence.map((s) => spanOf('mahadasha', s)),
      }
    : { running: [], starting: [], sequence: [] };

  const dates = new Set<string>([facts.person.birthDate, period.start, period.end, transits.date]);
  for (const s of [...dasha.running, ...dasha.starting, ...dasha.sequence]) {
    dates.add(s.start);
    if (s.end) dates.add(s.end);
  }
  for (const e of facts.events) dates.add(e.date);
  for (const c of facts.sadeSati.changes) dates.add(c.date);
  for (const w of facts.chandrashtama) {
    if (w.start) dates.add(w.start.date);
    if (w.end) dates.add(w.end.date);
  }
  if (facts.daily) dates.add(facts.daily.date);

  return {
    grahas,
    lagnaSign: natal.lagna.sign,
    moon: { sign: natal.moon.sign, nakshatra: natal.moon.nakshatra },
    dasha,
    period: { start: period.start, end: period.end },
    dates: [...dates].sort(),
  };
}
