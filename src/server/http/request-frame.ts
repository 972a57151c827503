import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requestContext, type Logger } from '../logger';
import type { AppEnv } from './context';
import { presetHeaders } from './response-headers';
import type { SecurityHeaders } from './security';

/** A load balancer's own id is kept when it looks like one (no spaces, quotes or line breaks). */
const acceptableId = /^[\w\-=]{1,255}$/;
const apiPath = /^\/api(\/|$)/;

/**
 * The frame of every request. It names the request (the load balancer's X-Request-Id, else a new
 * UUID), which goes back in X-Request-Id and in error answers; gives the answer the security
 * headers of its kind (API or page); runs the request in the log context, so every line written
 * while serving it carries the id; and logs the request when it ends, by path only (query strings
 * may carry personal data: the dev outbox takes a phone number).
 *
 * It must be the app's first middleware: answers made by inner layers, errors included, are final
 * when it resumes. One middleware rather than four: each layer costs a few promises per request,
 * and with AsyncLocalStorage on (Node 20) every promise pays a hook (bench:api profile).
 */
export function requestFrame(options: { headers: SecurityHeaders; logger: Logger }): MiddlewareHandler<AppEnv> {
  const { headers, logger } = options;
  return (c, next) => {
    const sent = c.req.header('x-request-id');
    const requestId = sent !== undefined && acceptableId.test(sent) ? sent : randomUUID();
    c.set('requestId', requestId);
    const finishHeaders = presetHeaders(c, [...(apiPath.test(c.req.path) ? headers.api : headers.page), ['x-request-id', requestId]]);
    const started = performance.now();
    return requestContext.run({ requestId }, async () => {
      await next();
      finishHeaders();
      logger.info({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
    });
  };
}
