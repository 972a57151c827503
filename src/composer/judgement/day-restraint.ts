/**
 * What a day's own almanac tells you to hold back from, whatever the rest of the day favours. The
 * reading says these things in its star and panchang paragraphs ("postpone anything important"
 * under Naidhana, "finishing rather than starting" on a rikta tithi, "avoid new ventures" in the
 * chandrashtama hours), so its advice may not favour them and its verdict may not be bright.
 *
 * - Tarabala (Muhurta Chintamani, nakshatra prakarana): counted from the birth star, the 3rd
 *   (Vipat), 5th (Pratyak) and 7th (Naidhana) taras are shunned for every auspicious start,
 *   Naidhana most of all; the 1st (Janma) is mixed, not for risky beginnings.
 * - Chandrabala (Muhurta Chintamani): the Moon in the 8th from the birth Moon (chandrashtama)
 *   is forbidden for new undertakings, journeys and agreements.
 * - Rikta tithis (the 4th, 9th and 14th of each paksha; Muhurta Chintamani, shubhashubha
 *   prakarana) and Amavasya: "empty" days, for clearing and ending, not for beginnings or purchases.
 */
import type { AdviceKey, MoonStretch, StarStretch, Tone } from './plan';
import { barsBeginnings } from './classics';

/** What an undertaking needs a good day for: the keys a restraint takes out of the day's favour list. */
const STARTS: readonly AdviceKey[] = ['begin', 'sign', 'risk', 'purchase', 'travel'];

/** Per tara (1–9): what it forbids and the brightest verdict a day under it may carry. */
const TARA_RESTRAINT: Partial<Record<number, { keys: readonly AdviceKey[]; ceiling: Tone }>> = {
  1: { keys: ['begin', 'risk'], ceiling: 'bright' },
  3: { keys: STARTS, ceiling: 'steady' },
  5: { keys: STARTS, ceiling: 'steady' },
  7: { keys: STARTS, ceiling: 'mixed' },
};

export interface DayRestraint {
  /** What the day's favour list may not hold. */
  keys: Set<AdviceKey>;
  /** The brightest tone the day's verdict may take. */
  ceiling: Tone;
  /** Why, for a contradiction report: 'tara-7', 'chandrashtama', 'rikta'. */
  reasons: string[];
}

export interface DayAlmanac {
  stars: readonly StarStretch[];
  /** Index of the star that holds most of the waking day. */
  main: number;
  stretches: readonly MoonStretch[];
  /** The main Moon stretch (the one the opening speaks of). */
  mainStretch: MoonStretch;
  tithis: ReadonlyArray<{ number: number; end: string | null }>;
}

const TONES: readonly Tone[] = ['careful', 'mixed', 'steady', 'bright'];
const lower = (a: Tone, b: Tone): Tone => (TONES.indexOf(a) <= TONES.indexOf(b) ? a : b);

/** Does a stretch ('HH:MM' bounds, null = the day's edge) reach into the waking hours, 06:00 to 22:00? */
const waking = (s: { start: string | null; end: string | null }) => (s.start ?? '00:00') < '22:00' && (s.end ?? '24:00') > '06:00';

/** The tithi whose nature the panchang paragraph states: the next one when the first ends within the day. */
export function spokenTithi(tithis: DayAlmanac['tithis']): number | null {
  const [t1, t2] = tithis;
  return (t1?.end && t2 ? t2.number : t1?.number) ?? null;
}

export function dayRestraint(day: DayAlmanac): DayRestraint {
  const keys = new Set<AdviceKey>();
  const reasons: string[] = [];
  let ceiling: Tone = 'bright';
  // The first star's tara is the one the star paragraph gives advice for; the main star is the day's.
  const taras = new Set([day.stars[0]?.tara, day.stars[day.main]?.tara].filter((t): t is number => t !== undefined));
  for (const tara of taras) {
    const r = TARA_RESTRAINT[tara];
    if (!r) continue;
    r.keys.forEach((k) => keys.add(k));
    ceiling = lower(ceiling, r.ceiling);
    reasons.push(`tara-${tara}`);
  }
  if (day.stretches.some((s) => s.chandrashtama && waking(s))) {
    STARTS.forEach((k) => keys.add(k));
    ceiling = lower(ceiling, day.mainStretch.chandrashtama ? 'mixed' : 'steady');
    reasons.push('chandrashtama');
  }
  const tithi = spokenTithi(day.tithis);
  if (tithi !== null && barsBeginnings(tithi)) {
    (['begin', 'sign', 'purchase'] as const).forEach((k) => keys.add(k));
    reasons.push('rikta');
  }
  return { keys, ceiling, reasons };
}
