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
// TBT comes from), so with the rest it adds up to the reported figure. Those modules are internal to
// Lighthouse 12: an upgrade may move them.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import type { Artifacts, Result } from 'lighthouse';

/** A simulated task as Lantern's node timings give it (times in ms of the simulation). */
type Timing = { startTime: number; endTime: number; duration: number };
type Estimate = { timeInMs: number; nodeTimings: Map<{ type: string; startTime: number }, Timing> };
type Metric = { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

/** The blocking time of the tasks in `estimate` between `from` and `to` that started early by `early`. */
function earlyBlocking(estimate: Estimate, from: number, to: number, early: (observedStart: number) => boolean) {
  let sum = 0;
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu' || !early(node.startTime)) continue;
    // Lighthouse's own rule for one task: over 50 ms, counted between first paint and interactive.
    sum += Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent({ start: timing.startTime, end: timing.endTime, duration: timing.duration }, from, to);
  }
  return sum;
}

/**
 * The part of a run's Total Blocking Time (ms) from tasks that started, in the trace, before the
 * page's first contentful paint, taken as Lighthouse's own TBT is: half from its optimistic
 * estimate (bounded by the pessimistic first paint and the optimistic interactive time) and half
 * from its pessimistic one (the other way round).
 */
export async function blockingBeforeFirstPaint(artifacts: Artifacts, lhr: Result): Promise<number> {
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
  const optimistic = earlyBlocking(tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs, early);
  const pessimistic = earlyBlocking(tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs, early);
  return (optimistic + pessimistic) / 2;
}
