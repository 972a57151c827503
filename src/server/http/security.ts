import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { messages } from '../../shared/messages';
import { AppError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes (SECURITY.md, Sessions). Hono's own `csrf`
 * middleware only looks at form content types, so we check both things ourselves:
 * the request comes from our own pages (Sec-Fetch-Site, else Origin), and it is JSON, which a
 * plain HTML form cannot send cross-site without a CORS preflight.
 */
export function sameOriginWrites(options: { exempt: (path: string) => boolean; allowedOrigins: string[] }): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || options.exempt(c.req.path)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    // Our own pages, or an origin the operator listed (CORS_ALLOWED_ORIGINS, e.g. www. beside the
    // bare domain, which browsers call 'same-site').
    const listed = origin !== undefined && options.allowedOrigins.includes(origin);
    const fromUs = site ? site === 'same-origin' || listed : origin !== undefined && (originHost(origin) === host || listed);
    if (!fromUs) throw new AppError('forbidden', messages.forbiddenOrigin);
    const length = Number(c.req.header('content-length') ?? '0');
    const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined;
    const type = c.req.header('content-type') ?? '';
    if (hasBody && !/^application\/json(;|$)/i.test(type)) {
      throw new AppError('unsupported_media_type', messages.unsupportedContentType);
    }
    return next();
  };
}

function originHost(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Responses from the API are personal: never cache them anywhere. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  // On the response's own headers: c.header() after the response exists rebuilds it (a full
  // WHATWG Response per request under @hono/node-server).
  c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * CORS for the origins the operator listed, with cookies; none at all by default, so browsers keep
 * other sites' scripts from reading our answers.
 */
export function corsFor(origins: string[]): MiddlewareHandler {
  if (origins.length === 0) return (_c, next) => next();
  return cors({ origin: origins, credentials: true, allowMethods: ['GET', 'POST', 'PUT', 'DELETE'], allowHeaders: ['Content-Type'], maxAge: 600 });
}
