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
 * Each part's hours, from its first hour to the hour it ends, and the time the chart is cast for.
 * The night runs across midnight: someone born in it may have been born at either end of their
 * birth date, so its chart is cast for the midnight that begins that date.
 */
export const BIRTH_TIME_RANGES: Readonly<Record<BirthTimeRange, { from: string; to: string; cast: string }>> = {
  'early-morning': { from: '04:00', to: '08:00', cast: '06:00' },
  morning: { from: '08:00', to: '12:00', cast: '10:00' },
  afternoon: { from: '12:00', to: '16:00', cast: '14:00' },
  evening: { from: '16:00', to: '20:00', cast: '18:00' },
  night: { from: '20:00', to: '04:00', cast: '00:00' },
};

/** The time a chart with an unknown birth time is cast for. */
export const UNKNOWN_BIRTH_TIME_CAST = '12:00';

/** How a birth time is known, as stored beside it and shown back. */
export type BirthTimeKnowledge = { birthTimeAccuracy: BirthTimeAccuracy; birthTimeRange: BirthTimeRange | null };

/** The time the chart is cast for: the time itself when exact, else the range's middle or noon. */
export function castTimeOf(knowledge: BirthTimeKnowledge, exactTime: string): string {
  if (knowledge.birthTimeAccuracy === 'exact') return exactTime;
  if (knowledge.birthTimeAccuracy === 'range' && knowledge.birthTimeRange) return BIRTH_TIME_RANGES[knowledge.birthTimeRange].cast;
  return UNKNOWN_BIRTH_TIME_CAST;
}

/** Whether the lagna, and the houses counted from it, can be read from this chart. */
export const isBirthTimeExact = (knowledge: { birthTimeAccuracy?: BirthTimeAccuracy }) =>
  (knowledge.birthTimeAccuracy ?? 'exact') === 'exact';
