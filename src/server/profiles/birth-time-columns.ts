import { birthTimeAccuracies, birthTimeRanges, castTimeOf, type BirthTimeKnowledge } from '../../shared/birth-time';
import type { BirthDetails } from '../../shared/profile-schema';

/**
 * The birth-time columns of a profile or a saved person, as the server decides them: birth_time
 * always holds the time the chart is cast for (the exact time, or noon, or the middle of the
 * chosen part of the day), so every chart and match reads it as before, and the accuracy beside
 * it says whether the lagna may be read from that time.
 */
export function birthTimeColumns(details: Pick<BirthDetails, 'birthTime' | 'birthTimeAccuracy' | 'birthTimeRange'>) {
  const knowledge: BirthTimeKnowledge = {
    birthTimeAccuracy: details.birthTimeAccuracy,
    birthTimeRange: details.birthTimeAccuracy === 'range' ? details.birthTimeRange : null,
  };
  return { ...knowledge, birthTime: castTimeOf(knowledge, details.birthTime) };
}

/** The stored accuracy and range, read back defensively: anything unexpected is an exact time. */
export function birthTimeKnowledgeOf(row: { birthTimeAccuracy: string; birthTimeRange: string | null }): BirthTimeKnowledge {
  const accuracy = birthTimeAccuracies.find((a) => a === row.birthTimeAccuracy) ?? 'exact';
  const range = birthTimeRanges.find((r) => r === row.birthTimeRange) ?? null;
  if (accuracy === 'range' && range === null) return { birthTimeAccuracy: 'unknown', birthTimeRange: null };
  return { birthTimeAccuracy: accuracy, birthTimeRange: accuracy === 'range' ? range : null };
}
