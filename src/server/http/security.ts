import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { messages } from '../../shared/messages';
import { bodySizeLimit } from './body-size';
import { AppError } from './errors';
import { presetHeaders, type HeaderList } from './response-headers';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

type GuardOptions = {
  /** Writes the same-origin check lets through (the Razorpay webhook). */
  exempt: (path: string) => boolean;
  /** Origins besides our own whose pages may write (CORS_ALLOWED_ORIGINS, and the public site). */
  allowedOrigins: string[];
  maxBodyBytes: number;
};

/**
 * What every API request goes through before its route: the answer is never cached (`no-store`),
 * and a write must come from our own pages as JSON (CSRF, below) within the body size limit
 * (SECURITY.md, Web). One middleware: reads, the hot path, skip the write checks at no cost.
 */
export function apiGuard(options: GuardOptions): MiddlewareHandler {
  const limitBody = bodySizeLimit(options.maxBodyBytes);
  return (c, next) => {
    presetHeaders(c, noStoreHeader);
    // Reads carry no body (and asking for one makes @hono/node-server build a whole WHATWG Request).
    if (safeMethods.has(c.req.method)) return next();
    if (!options.exempt(c.req.path)) assertSameOriginWrite(c, options.allowedOrigins);
    return limitBody(c, next);
  };
}

/**
 * CSRF defence for cookie-authenticated writes (SECURITY.md, Sessions). Hono's own `csrf`
 * middleware only looks at form content types, so we check both things ourselves:
 * the request comes from our own pages (Sec-Fetch-Site, else Origin), and it is JSON, which a
 * plain HTML form cannot send cross-site without a CORS preflight.
 */
function assertSameOriginWrite(c: Context, allowedOrigins: string[]) {
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const host = c.req.header('host');
  // Our own pages, or an origin the operator listed (CORS_ALLOWED_ORIGINS, e.g. www. beside the
  // bare domain, which browsers call 'same-site').
  const listed = origin !== undefined && allowedOrigins.includes(origin);
  const fromUs = site ? site === 'same-origin' || listed : origin !== undefined && (originHost(origin) === host || listed);
  if (!fromUs) throw new AppError('forbidden', messages.forbiddenOrigin);
  const length = Number(c.req.header('content-length') ?? '0');
  const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined;
  const type = c.req.header('content-type') ?? '';
  if (hasBody && !/^application\/json(;|$)/i.test(type)) {
    throw new AppError('unsupported_media_type', messages.unsupportedContentType);
  }
}

function originHost(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Responses from the API are personal: never cache them anywhere. */
const noStoreHeader: HeaderList = [['cache-control', 'no-store']];

/** Content-Security-Policy directives by name ('default-src'), each with its sources. */
export type CspDirectives = Record<string, string[]>;

/**
 * The security headers of every response (SECURITY.md, Web), built once at start-up: the CSP,
 * HSTS in production only (a development server on http must not pin itself to https), no
 * framing, no MIME sniffing, referrers cut to the origin across sites, and the cross-origin
 * isolation headers. The obsolete X-XSS-Protection (OWASP: do not set), X-Download-Options and
 * X-DNS-Prefetch-Control are left out.
 */
export function securityHeaders(options: { csp: CspDirectives; hsts: boolean }): HeaderList {
  const csp = Object.entries(options.csp)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
  const headers: HeaderList = [
    ['content-security-policy', csp],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(options.hsts ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as const) : []),
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
  ];
  return headers;
}

/**
 * CORS for the origins the operator listed, with cookies; none at all by default, so browsers keep
 * other sites' scripts from reading our answers.
 */
export function corsFor(origins: string[]): MiddlewareHandler | null {
  if (origins.length === 0) return null;
  return cors({ origin: origins, credentials: true, allowMethods: ['GET', 'POST', 'PUT', 'DELETE'], allowHeaders: ['Content-Type'], maxAge: 600 });
}
