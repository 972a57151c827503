// Where a Lighthouse run's Total Blocking Time comes from, for `npm run lighthouse`: how much of it
// is work the browser did before the page's first paint.
//
// Lighthouse does not time the phone it reports; it simulates one (Lantern) from what it observed
// on this machine. It estimates the first contentful paint from a graph of the tasks it takes the
// paint to need: the first parse, the first layout and the first paint of the trace, and the
// requests that block rendering with the tasks that started them. It then replays every task, four
// times longer, and counts as blocking time what each one over 50 ms runs past that estimate. On
// our pages the first layout of the trace is the empty document's (one layout object, just after
// the navigation's commit), the first paint is at times a partial one made while the parser
// paused, and no request blocks rendering (the app is asked for after the first paint). So the
// commit, which creates the page's JavaScript context, and the page's real parse and layout are
// left out of the estimate, then run after it in the replay and count as blocking, although in
// the trace they ran before the page painted. At a low benchmarkIndex they alone come to hundreds
// of milliseconds. (A page whose head starts a script download early, as a plain Vite page does,
// has the commit in its estimate through that request, and a later estimated first paint.)
//
// This reads Lighthouse's own computation (its computed Lantern metrics, the same the report's
// TBT comes from), so the two parts add up to the reported figure. Those modules are internal to
// Lighthouse 12: an upgrade may move them.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import type { Artifacts, Result } from 'lighthouse';

const threshold = 50;

/** A simulated task as Lantern's node timings give it (times in ms of the simulation). */
type Timing = { startTime: number; endTime: number; duration: number };
type Estimate = { timeInMs: number; nodeTimings: Map<{ type: string; startTime: number }, Timing> };
type Metric = { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

export type BlockingSplit = {
  /** The run's Total Blocking Time, as Lighthouse computes it (ms). */
  total: number;
  /** The part from tasks that started, in the trace, before the page's first contentful paint. */
  beforeFirstPaint: number;
};

/** The blocking time of the tasks in `estimate` between `from` and `to`, split by `early`. */
function blocking(estimate: Estimate, from: number, to: number, early: (observedStart: number) => boolean) {
  const split = { early: 0, late: 0 };
  if (to <= from) return split;
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu' || timing.duration < threshold || timing.endTime < from || timing.startTime > to) continue;
    const clipped = Math.min(timing.endTime, to) - Math.max(timing.startTime, from);
    if (clipped < threshold) continue;
    split[early(node.startTime) ? 'early' : 'late'] += clipped - threshold;
  }
  return split;
}

/**
 * Splits a run's Total Blocking Time as Lighthouse's own TBT does: half from its optimistic
 * estimate (bounded by the pessimistic first paint and the optimistic interactive time) and half
 * from its pessimistic one (the other way round).
 */
export async function splitBlockingTime(artifacts: Artifacts, lhr: Result): Promise<BlockingSplit> {
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, URL: artifacts.URL, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, simulator: null, SourceMaps: artifacts.SourceMaps ?? [] };
  const context = { computedCache: new Map() } as unknown as Parameters<typeof LanternInteractive.request>[1];
  const input = data as unknown as Parameters<typeof LanternInteractive.request>[0];
  const fcp = (await LanternFirstContentfulPaint.request(input, context)) as unknown as Metric;
  const interactive = (await LanternInteractive.request(input, context)) as unknown as Metric;
  const tbt = (await LanternTotalBlockingTime.request(input, context)) as unknown as Metric;
  const metrics = lhr.audits.metrics?.details;
  const observed = metrics && 'items' in metrics ? (metrics.items[0] as { observedFirstContentfulPaintTs?: number }) : {};
  const paintedAt = observed.observedFirstContentfulPaintTs ?? Infinity;
  const early = (observedStart: number) => observedStart < paintedAt;
  const optimistic = blocking(tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs, early);
  const pessimistic = blocking(tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs, early);
  return {
    total: (optimistic.early + optimistic.late + pessimistic.early + pessimistic.late) / 2,
    beforeFirstPaint: (optimistic.early + pessimistic.early) / 2,
  };
}
