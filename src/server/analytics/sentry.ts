import type { Logger } from '../logger';
import { scrubText } from './events';

export type ErrorTracker = {
  /** Sends an unexpected server error; never throws. */
  capture(error: unknown, context: { requestId?: string; path?: string }): void;
  /** Sends what was captured so far (or gives up after the timeout) and stops the SDK. */
  close(timeoutMs?: number): Promise<void>;
};

/**
 * Optional Sentry for server errors, only when SENTRY_DSN is set: `@sentry/node` is
 * imported then and not before, so a server without a DSN never loads it. No default
 * integrations (no request bodies, headers or breadcrumbs are collected) and no personal data:
 * messages are scrubbed of anything number-like, as in our own error reports.
 */
export function sentryTracker(options: { dsn: string; environment: string; logger: Logger }): ErrorTracker {
  const sdk = import('@sentry/node')
    .then((Sentry) => {
      Sentry.initWithoutDefaultIntegrations({
        dsn: options.dsn,
        environment: options.environment,
        // Collect nothing about users or requests (docs/security.md, Web).
        dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, databaseQueryData: false },
        beforeSend(event) {
          for (const value of event.exception?.values ?? []) {
            if (value.value) value.value = scrubText(value.value);
          }
          if (event.message) event.message = scrubText(event.message);
          delete event.user;
          delete event.request;
          return event;
        },
      });
      return Sentry;
    })
    .catch((error: unknown) => {
      options.logger.warn({ err: error }, 'Sentry could not start: server errors go to the log and the database only');
      return null;
    });

  return {
    capture(error, context) {
      void sdk.then((Sentry) =>
        Sentry?.captureException(error, { tags: { requestId: context.requestId ?? 'none', path: context.path ?? 'none' } }),
      );
    },
    async close(timeoutMs = 2000) {
      const Sentry = await sdk;
      await Sentry?.close(timeoutMs);
    },
  };
}
