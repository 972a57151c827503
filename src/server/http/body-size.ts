import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../shared/messages';
import { AppError } from './errors';

/**
 * Request bodies are bounded (SECURITY.md, Web): 413 with the usual JSON error beyond `maxSize`.
 * GET and HEAD carry none and are passed by: asking for their body makes @hono/node-server build a
 * whole WHATWG Request, which was the largest per-request cost of the read endpoints.
 */
export function limitBodies(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large', messages.bodyTooLarge);
    },
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
