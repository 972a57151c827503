/**
 * The daily reading's four areas (love, career, money, health), its score for the day, its good
 * choghadiya and its travel facts, all from the plan's one balance: each area starts from the
 * day's weighed score and adds what touches its own houses (the transiting Moon in them, the
 * running dasha lords placed in or ruling them, the Moon passing over a natal graha there). An
 * area may differ from the day by one step at most, so a careful day never carries a bright area
 * that would read as "go ahead".
 */
import type { ChoghadiyaFact, DayFacts, ReadingFacts } from '../facts/types';
import { NATURAL_BENEFICS, YOGA_AUSPICIOUS } from './classics';
import type { AdviceKey, Area, AreaReason, AreaVerdict, Balance, ChoghadiyaWindow, MoonStretch, StarStretch, Tone } from './plan';

/** A day score on the tone's own thresholds: 5 bright, 4 steady, 3 mixed, 2 or 1 careful. */
export function dayScoreOf(score: number): number {
  if (score >= 2.5) return 5;
  if (score >= 0.75) return 4;
  if (score > -1.5) return 3;
  if (score > -3) return 2;
  return 1;
}

/** The tone a day score belongs to (the inverse of dayScoreOf over tones). */
export function toneOfDayScore(score: number): Tone {
  return score >= 5 ? 'bright' : score === 4 ? 'steady' : score === 3 ? 'mixed' : 'careful';
}

export const AREAS: readonly Area[] = ['love', 'career', 'money', 'health'];

/** The houses each area reads, from the lagna (Moon's house from the natal Moon for chandra bala). */
export const AREA_HOUSES: Record<Area, readonly number[]> = {
  love: [5, 7],
  career: [10, 6],
  money: [2, 11],
  health: [1, 6, 8],
};

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

export function dayAreas(f: ReadingFacts, day: DayFacts, balance: Balance, main: MoonStretch, mainStar: StarStretch | undefined): { dayScore: number; shared: AreaReason[]; areas: AreaVerdict[] } {
  const dayScore = dayScoreOf(balance.score);
  // What every area shares, said once: the day's star, the Moon's house from the natal Moon, the panchang at sunrise.
  const panchangGood = YOGA_AUSPICIOUS[day.yoga.number - 1]! && day.karana !== 'Vishti';
  const shared: Weighed[] = [];
  if (mainStar) shared.push({ weight: mainStar.favourable ? 0.5 : -0.5, reason: { key: 'tara', tara: mainStar.tara, good: mainStar.favourable, nakshatra: mainStar.nakshatra, start: mainStar.start, end: mainStar.end } });
  if (main.chandrashtama) shared.push({ weight: -1, reason: { key: 'chandrashtama' } });
  else shared.push({ weight: main.good ? 0.5 : -0.4, reason: { key: 'chandra-bala', house: main.houseFromMoon, good: main.good } });
  shared.push({ weight: panchangGood ? 0.25 : -0.25, reason: { key: 'panchang', good: panchangGood } });
  const areas = AREAS.map((area): AreaVerdict => {
    const houses = AREA_HOUSES[area];
    const own: Weighed[] = [];
    // The transiting Moon in one of the area's houses from the lagna: it lights the area, well or badly as its chandra bala goes.
    if (f.person.timeKnown && houses.includes(main.houseFromLagna)) {
      const good = main.good && !main.chandrashtama && main.houseFromLagna !== 8;
      own.push({ weight: good ? 1 : -1, reason: { key: 'moon-in-house', house: main.houseFromLagna, good } });
    }
    // The running dasha lords placed in or ruling the area's houses: their natal strength bears on it.
    if (f.dasha) {
      for (const [level, span] of [['mahadasha', f.dasha.mahadasha], ['antardasha', f.dasha.antardasha]] as const) {
        const g = f.natal.grahas[span.lord];
        const house = houses.find((h) => g.house === h) ?? houses.find((h) => g.rules.includes(h));
        if (house === undefined || Math.abs(g.score) < 1) continue;
        own.push({ weight: clamp(g.score / 4, -1, 1) * (level === 'mahadasha' ? 0.75 : 0.5), reason: { key: 'dasha-lord', graha: span.lord, level, house, good: g.score > 0 } });
      }
    }
    // The Moon passing exactly over a natal graha in one of the area's houses.
    for (const c of day.conjunctions) {
      const house = f.natal.grahas[c.graha].house;
      if (!houses.includes(house)) continue;
      const good = NATURAL_BENEFICS.has(c.graha);
      own.push({ weight: good ? 0.5 : -0.5, reason: { key: 'moon-over', graha: c.graha, house, good } });
    }
    const ownSum = own.reduce((s, w) => s + w.weight, 0);
    // The shared factors are in the day score already (the day's verdict weighs them): an area moves
    // from it only by its own, so an area with nothing of its own scores the day's own figure.
    const score = clamp(Math.round(dayScore + ownSum), Math.max(1, dayScore - 1), Math.min(5, dayScore + 1));
    // The area's own reasons, those that pull the way it leans from the day first.
    const lean = Math.sign(score - dayScore) || Math.sign(ownSum);
    const sorted = [...own].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
    const told = sorted.filter((w) => lean === 0 || Math.sign(w.weight) === lean);
    return { area, score, reasons: (told.length ? told : sorted).slice(0, 2).map((w) => w.reason) };
  });
  const sharedTold = [...shared].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight)).slice(0, 2).map((w) => w.reason);
  return { dayScore, shared: sharedTold, areas };
}

interface Weighed {
  weight: number;
  reason: AreaReason;
}

/**
 * The day's good choghadiya: Amrit, Shubh and Labh, day and night, and Char for travel unless the
 * plan warns against travel. A daytime one that meets Rahu kaal, Yamaganda or Gulika kaal is left
 * out, as the reading has just said to keep those free (both are eighths of the same daytime, so
 * such a period coincides with the kaal). When the reading is asked for its own day, windows
 * already over are left out and the reading says so.
 */
export function goodChoghadiya(day: DayFacts, avoid: readonly AdviceKey[]): { choghadiya: ChoghadiyaWindow[]; travel: boolean; inKaal: number; pastLeftOut: number; askedAt: string | null } {
  const travelOk = !avoid.includes('travel');
  const kaal = day.kaal ? [day.kaal.rahu, day.kaal.yamaganda, day.kaal.gulika] : [];
  // Daytime clock strings compare in order: the day's periods lie between sunrise and sunset.
  const meetsKaal = (p: ChoghadiyaFact) => !p.night && kaal.some((k) => p.start < k.end && k.start < p.end);
  const good = (day.choghadiya ?? []).filter((p) => p.nature === 'good' || (p.name === 'Char' && travelOk));
  const clear = good.filter((p) => !meetsKaal(p));
  const asked = day.asked?.atMs ?? day.startMs;
  const open = clear.filter((p) => p.endMs > asked);
  const pastLeftOut = clear.length - open.length;
  return {
    choghadiya: open.map((p) => ({ name: p.name as ChoghadiyaWindow['name'], night: p.night, start: p.start, end: p.end, travel: p.name === 'Char' })),
    travel: travelOk,
    inKaal: good.length - clear.length,
    pastLeftOut,
    askedAt: pastLeftOut > 0 ? day.asked?.time ?? null : null,
  };
}
