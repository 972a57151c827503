// Kept free of zod, like shared/profile.ts: the profile view, the chart page and the server's
// chart code all read it.

/**
 * How well a birth time is known. Many people were never told theirs: 'unknown' casts the chart
 * for noon of the birth day, 'range' for the middle of a rough part of the day. Without an exact
 * time the rising sign (lagna) cannot be known, so such charts count their houses from the Moon.
 */
export const birthTimeAccuracies = ['exact', 'range', 'unknown'] as const;
export type BirthTimeAccuracy = (typeof birthTimeAccuracies)[number];

/** The rough parts of the day a person may remember being born in. */
export const birthTimeRanges = ['early-morning', 'morning', 'afternoon', 'evening', 'night'] as const;
export type BirthTimeRange = (typeof birthTimeRanges)[number];

/**
 * The time each part's chart is cast for: the middle of its hours (early morning 04–08, morning
 * 08–12, afternoon 12–16, evening 16–20, night 20–04; the form's labels show them). The night runs
 * across midnight: someone born in it may have been born at either end of their birth date, so its
 * chart is cast for the midnight that begins that date.
 */
const RANGE_CAST_TIMES: Readonly<Record<BirthTimeRange, string>> = {
  'early-morning': '06:00',
  morning: '10:00',
  afternoon: '14:00',
  evening: '18:00',
  night: '00:00',
};

/** The time a chart with an unknown birth time is cast for. */
const UNKNOWN_BIRTH_TIME_CAST = '12:00';

/** How a birth time is known, as stored beside it and shown back. */
export type BirthTimeKnowledge = { birthTimeAccuracy: BirthTimeAccuracy; birthTimeRange: BirthTimeRange | null };

/** The time the chart is cast for: the time itself when exact, else the range's middle or noon. */
export function castTimeOf(knowledge: BirthTimeKnowledge, exactTime: string): string {
  if (knowledge.birthTimeAccuracy === 'exact') return exactTime;
  if (knowledge.birthTimeAccuracy === 'range' && knowledge.birthTimeRange) return RANGE_CAST_TIMES[knowledge.birthTimeRange];
  return UNKNOWN_BIRTH_TIME_CAST;
}

/** Whether the lagna, and the houses counted from it, can be read from this chart. */
export const isBirthTimeExact = (knowledge: { birthTimeAccuracy?: BirthTimeAccuracy }) =>
  (knowledge.birthTimeAccuracy ?? 'exact') === 'exact';
