import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requestContext } from '../logger';
import type { AppEnv } from './context';
import { withResponseHeaders } from './response-headers';

/** A load balancer's own id is kept when it looks like one (no spaces, quotes or line breaks). */
const acceptableId = /^[\w\-=]{1,255}$/;

/**
 * Names each request: the id a load balancer sent in X-Request-Id, else a new UUID. It goes back in
 * the response's X-Request-Id and in error answers, and onto every log line written while the
 * request is served (requestContext).
 */
export const requestIds: MiddlewareHandler<AppEnv> = (c, next) => {
  const sent = c.req.header('x-request-id');
  const requestId = sent !== undefined && acceptableId.test(sent) ? sent : randomUUID();
  c.set('requestId', requestId);
  return withResponseHeaders(c, [['x-request-id', requestId]], () => requestContext.run({ requestId }, next));
};
