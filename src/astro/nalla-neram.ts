/**
 * Nalla Neram, "the good time": the hours a Tamil calendar tells its reader to begin things in. We
 * take it as the good Gowri periods (Amirdha, Uthi, Laabam, Dhanam, Sugam) with Rahu kalam and
 * Yamagandam cut out, joined where they touch. Kuligai is not cut out: Tamil daily calendars list
 * it among the "general" times, not the bad ones, and print Nalla Neram inside it (the sources and
 * the printed pages this was checked against are in docs/decisions/048).
 */
import type { GowriPeriod } from './gowri';
import type { KaalPeriod } from './kaal';
import { localClock } from './kaal';

type Interval = { startMs: number; endMs: number };

/** `from` with each of `cuts` taken out: zero, one or two pieces of it. */
function without(from: Interval, cuts: readonly Interval[]): Interval[] {
  let pieces: Interval[] = [from];
  for (const cut of cuts) {
    pieces = pieces.flatMap((p) => {
      if (cut.endMs <= p.startMs || cut.startMs >= p.endMs) return [p];
      const left = cut.startMs > p.startMs ? [{ startMs: p.startMs, endMs: cut.startMs }] : [];
      const right = cut.endMs < p.endMs ? [{ startMs: cut.endMs, endMs: p.endMs }] : [];
      return [...left, ...right];
    });
  }
  return pieces;
}

/** The good hours among Gowri periods, with the given bad spans (Rahu kalam, Yamagandam) taken out. */
export function nallaNeram(periods: readonly GowriPeriod[], bad: ReadonlyArray<KaalPeriod | null>, timezone: string): KaalPeriod[] {
  const cuts = bad.filter((b): b is KaalPeriod => b !== null);
  const good = periods.filter((p) => p.quality === 'good').flatMap((p) => without(p, cuts));
  const joined: Interval[] = [];
  for (const span of good) {
    const last = joined[joined.length - 1];
    if (last && last.endMs === span.startMs) last.endMs = span.endMs;
    else joined.push({ ...span });
  }
  return joined.map(({ startMs, endMs }) => ({ startMs, endMs, start: localClock(startMs, timezone), end: localClock(endMs, timezone) }));
}
