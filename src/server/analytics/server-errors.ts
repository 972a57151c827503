import type { Context } from 'hono';
import type { Config } from '../config';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import type { AnalyticsBudgets } from './budgets';
import type { ErrorTracker } from './sentry';
import type { Analytics } from './track';

type Deps = {
  analytics: Analytics;
  budgets: AnalyticsBudgets;
  /** Sentry, when SENTRY_DSN is set. */
  tracker: ErrorTracker | null;
  trustProxy: Config['trustProxy'];
};

/**
 * Where an unexpected server error goes: error_reports (and Sentry when configured). The report
 * counts against the caller's error-report budget, so whatever a client finds that makes us fail,
 * it cannot write more reports that way than POST /api/errors would take from it.
 */
export function serverErrorReporter({ analytics, budgets, tracker, trustProxy }: Deps) {
  return (error: Error, c: Context<AppEnv>) => {
    const requestId = c.get('requestId');
    void analytics.recordError(
      { source: 'server', message: error.message, stack: error.stack, route: c.req.path, requestId, userPhone: c.get('userPhone') },
      { within: () => budgets.errorReport.take(clientIp(c, trustProxy)) },
    );
    tracker?.capture(error, { requestId, path: c.req.path });
  };
}
