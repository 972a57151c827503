import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { messages } from '../../shared/messages';
import { bodySizeLimit } from './body-size';
import { AppError } from './errors';
import type { HeaderList } from './response-headers';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

type GuardOptions = {
  /** Writes the same-origin check lets through (the Razorpay webhook). */
  exempt: (path: string) => boolean;
  /** Origins besides our own whose pages may write (CORS_ALLOWED_ORIGINS, and the public site). */
  allowedOrigins: string[];
  maxBodyBytes: number;
};

/**
 * What every API write goes through before its route: it must come from our own pages as JSON
 * (CSRF, below) within the body size limit (docs/security.md, Web). Reads, the hot path, pass at once.
 */
export function apiGuard(options: GuardOptions): MiddlewareHandler {
  const limitBody = bodySizeLimit(options.maxBodyBytes);
  return (c, next) => {
    // Reads carry no body (and asking for one makes @hono/node-server build a whole WHATWG Request).
    if (safeMethods.has(c.req.method)) return next();
    // The origin check first: a cross-site write is refused (403) before any of its body is read.
    if (!options.exempt(c.req.path)) assertSameOriginWrite(c, options.allowedOrigins);
    return limitBody(c, next);
  };
}

/**
 * CSRF defence for cookie-authenticated writes (docs/security.md, Sessions). Hono's own `csrf`
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

/** Content-Security-Policy directives by name ('default-src'), each with its sources. */
export type CspDirectives = Record<string, string[]>;

/** The headers of every answer, by kind: pages and files, and the API's JSON. */
export type SecurityHeaders = { page: HeaderList; api: HeaderList };

/**
 * The security headers (docs/security.md, Web), built once at start-up. Every answer: a CSP that runs
 * no inline script and forbids framing, HSTS in production only (a development server on http
 * must not pin itself to https), no MIME sniffing, X-Frame-Options for old browsers, referrers cut
 * to the origin across sites, and Cross-Origin-Resource-Policy so other sites cannot embed it.
 *
 * Pages and files carry the page's CSP and the document-only isolation headers. The API's JSON is
 * never a document: it gets OWASP's API set (REST Security Cheat Sheet), a CSP that allows nothing
 * at all (`default-src 'none'`, as large APIs send), and `no-store`, since its answers are
 * personal: half the header bytes of a page, for the server and for every client. An answer's own
 * header wins (presetHeaders), so API routes set no Cache-Control of their own (the SSE stream sets
 * no-store; headers.test.ts checks every kind of answer).
 * The obsolete X-XSS-Protection (OWASP: do not set), X-Download-Options and X-DNS-Prefetch-Control
 * are left out.
 */
export function securityHeaders(options: { csp: CspDirectives; hsts: boolean }): SecurityHeaders {
  const cspOf = (directives: CspDirectives) =>
    Object.entries(directives)
      .map(([directive, sources]) => [directive, ...sources].join(' '))
      .join('; ');
  const everyAnswer: HeaderList = [
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(options.hsts ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as const) : []),
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ];
  return {
    page: [
      ['content-security-policy', cspOf(options.csp)],
      ...everyAnswer,
      ['cross-origin-opener-policy', 'same-origin'],
      ['origin-agent-cluster', '?1'],
      ['x-permitted-cross-domain-policies', 'none'],
    ],
    api: [['content-security-policy', cspOf({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })], ...everyAnswer, ['cache-control', 'no-store']],
  };
}

/**
 * CORS for the origins the operator listed, with cookies; none at all by default, so browsers keep
 * other sites' scripts from reading our answers.
 */
export function corsFor(origins: string[]): MiddlewareHandler | null {
  if (origins.length === 0) return null;
  return cors({ origin: origins, credentials: true, allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], allowHeaders: ['Content-Type'], maxAge: 600 });
}
