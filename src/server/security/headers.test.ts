import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, overHttp, signInWithProfile, type TestApp, type TestResponse } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { noCaptcha } from '../auth/captcha';
import type { AppEnv } from '../http/context';
import { appStartScriptSource } from '../http/csp';
import type { PaymentProvider } from '../payments/payment-provider';
import { mountStaticSite } from '../static-site';
import { expectError } from '../../../tests/support/security-support';
import { testVapidEnv } from '../../../tests/support/vapid';
import { testGrievanceEnv } from '../../../tests/support/grievance';

// docs/security.md, Web: pages carry a CSP with default-src 'self', no inline script, object-src
// 'none', base-uri 'none', frame-ancestors 'none'; the API's JSON a CSP that allows nothing and
// Cache-Control: no-store. Every answer: HSTS (one year, includeSubDomains) in production only,
// nosniff, a Referrer-Policy, CORS same-origin only. Checked on every class of response the server
// gives, in development and in production configuration, both in process and through a real HTTP
// server (where Node writes the headers: presetHeaders).

const production = {
  NODE_ENV: 'production',
  ...testGrievanceEnv,
  APP_SECRET: 'production-secret-for-the-headers-test-0123456789',
  PUBLIC_SITE_URL: 'https://jyotishi.example',
  CAPTCHA_PROVIDER: 'altcha',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'dummy-token',
  TWILIO_FROM: '+15005550006',
  RAZORPAY_KEY_ID: 'rzp_test_headers',
  RAZORPAY_KEY_SECRET: 'unused-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'unused-webhook-secret',
  GA_MEASUREMENT_ID: 'G-HEADERS123',
  ...testVapidEnv,
};

/** A gateway that fails the way a bug does (not a PaymentProviderError): the 500 class. */
const brokenGateway = (name: 'sandbox' | 'razorpay'): PaymentProvider => {
  const fail = async (): Promise<never> => {
    throw new Error('boom in /work/main/src/server/payments/razorpay-provider.ts:42:7 (key rzp_secret_123)');
  };
  return { name, keyId: 'rzp_test_broken', createOrder: fail, fetchPayment: fail, capturePayment: fail, fetchOrderPayments: fail };
};

const siteDirs: string[] = [];
afterAll(() => {
  for (const dir of siteDirs) rmSync(dir, { recursive: true, force: true });
});

/** A built site of two files, mounted the way main.ts mounts dist/. */
function withStaticSite(t: TestApp) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-site-'));
  siteDirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("app");');
  expect(mountStaticSite(t.app as unknown as Hono<AppEnv>, dir)).toBe(true);
}

type ResponseClass = { name: string; api: boolean; status: number; send: (t: TestApp) => Promise<TestResponse> };

/** One request for each kind of answer the server gives. */
const responseClasses: ResponseClass[] = [
  { name: 'API JSON', api: true, status: 200, send: (t) => t.client().get('/api/plans') },
  { name: 'API JSON for a signed-in user', api: true, status: 200, send: async (t) => signedIn(t, (c) => c.get('/api/me')) },
  { name: 'API 400 (validation)', api: true, status: 400, send: async (t) => signedIn(t, (c) => c.put('/api/profile', {})) },
  { name: 'API 401', api: true, status: 401, send: (t) => t.client().get('/api/readings') },
  { name: 'API 403 (cross-site write)', api: true, status: 403, send: (t) => t.client({ origin: 'https://evil.example' }).post('/api/shares') },
  { name: 'API 404', api: true, status: 404, send: (t) => t.client().get('/api/no-such-route') },
  { name: 'API 413', api: true, status: 413, send: (t) => t.client().post('/api/errors', { message: 'x'.repeat(40_000), route: '/' }) },
  { name: 'API 415', api: true, status: 415, send: (t) => t.client().request('/api/shares', { method: 'POST', body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }) },
  { name: 'API 500 (an unexpected failure)', api: true, status: 500, send: async (t) => signedIn(t, (c) => c.post('/api/payments/orders', { planId: 'monthly' })) },
  { name: 'API preflight (OPTIONS)', api: true, status: 404, send: (t) => preflight(t, '/api/profile') },
  { name: 'API webhook (unsigned, from no page)', api: true, status: 400, send: (t) => t.client({ origin: null }).post('/api/payments/webhook', { event: 'payment.captured' }) },
  { name: 'API HEAD', api: true, status: 200, send: (t) => t.client().request('/api/plans', { method: 'HEAD' }) },
  { name: 'SSE stream', api: true, status: 200, send: async (t) => signedIn(t, (c) => c.post('/api/readings', { readingType: 'daily' })) },
  { name: 'health probe', api: false, status: 200, send: (t) => t.client().get('/healthz') },
  { name: 'readiness probe', api: false, status: 200, send: (t) => t.client().get('/readyz') },
  { name: 'static HTML (/)', api: false, status: 200, send: (t) => t.client().get('/') },
  { name: 'static HTML (a client route)', api: false, status: 200, send: (t) => t.client().get('/reading/result/123') },
  { name: 'static HTML (HEAD)', api: false, status: 200, send: (t) => t.client().request('/', { method: 'HEAD' }) },
  { name: 'static asset', api: false, status: 200, send: (t) => t.client().get('/assets/app.js') },
];

async function signedIn(t: TestApp, call: (client: ReturnType<TestApp['client']>) => Promise<TestResponse>) {
  const client = t.client();
  await signInWithProfile(t, client);
  return call(client);
}

const preflight = (t: TestApp, path: string) =>
  t.client({ origin: 'https://evil.example' }).request(path, {
    method: 'OPTIONS',
    headers: { 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
  });

/** 'directive source source; …' as a map. */
function cspOf(res: TestResponse): Record<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'no Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function expectSecurityHeaders(res: TestResponse, options: { api: boolean; production: boolean }) {
  const csp = cspOf(res);
  if (options.api) {
    // The API's JSON is never a document: a policy that allows nothing at all (OWASP, REST).
    expect(csp).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Document-only headers stay on pages.
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  } else {
    expect(csp['default-src']).toEqual(["'self'"]);
    // Our own files, and the one inline script of a prerendered page, by its hash.
    expect(csp['script-src']).toEqual(options.production ? ["'self'", appStartScriptSource, 'https://*.googletagmanager.com', 'https://checkout.razorpay.com'] : ["'self'", appStartScriptSource]);
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'blob:', 'http:', 'https:']) {
      expect(csp['script-src']).not.toContain(unsafe);
    }
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  }
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(res.headers.get('referrer-policy'));
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(res.headers.get('x-powered-by')).toBeNull();

  const hsts = res.headers.get('strict-transport-security');
  if (options.production) {
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/;\s*includeSubDomains\b/i);
  } else {
    expect(hsts).toBeNull();
  }
  // CORS: same-origin only; no list of allowed origins is configured.
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
}

describe.each([
  ['development', false, 'in process'],
  ['production', true, 'in process'],
  ['development', false, 'over HTTP'],
  ['production', true, 'over HTTP'],
] as const)('every response in %s configuration, %s', (_label, isProduction, transport) => {
  let t: TestApp;
  beforeAll(async () => {
    // The proof of work is not what this suite is about: its users sign in without one.
    t = await createTestApp({ env: isProduction ? production : {}, captcha: noCaptcha, payments: brokenGateway(isProduction ? 'razorpay' : 'sandbox') });
    withStaticSite(t);
    if (transport === 'over HTTP') t = await overHttp(t);
  });

  it.each(responseClasses)('$name carries the security headers', async ({ api, status, send }) => {
    const res = await send(t);
    expect(res.status, res.text.slice(0, 300)).toBe(status);
    expectSecurityHeaders(res, { api, production: isProduction });
  });

  it('the 500 answer is generic: no message, path or secret of the failure', async () => {
    const res = await signedIn(t, (c) => c.post('/api/payments/orders', { planId: 'monthly' }));
    expectError(res, 500, messages.internalError);
    expect(res.text).not.toContain('boom');
    expect(res.text).not.toContain('rzp_secret_123');
  });

  it('a path outside /api with no built site is a plain 404 that carries the headers too', async () => {
    const bare = await createTestApp({ env: isProduction ? production : {} });
    const res = await (transport === 'over HTTP' ? await overHttp(bare) : bare).client().get('/no-such-page');
    expect(res.status).toBe(404);
    expectSecurityHeaders(res, { api: false, production: isProduction });
  });
});

describe('CORS', () => {
  it('answers no foreign origin, on reads, writes or preflights, signed in or not', async () => {
    const t = await createTestApp();
    const evil = t.client({ origin: 'https://evil.example' });
    for (const res of [
      await evil.get('/api/me'),
      await evil.get('/api/plans'),
      await evil.post('/api/auth/otp/send', { phone: '+919800000001' }),
      await preflight(t, '/api/readings'),
      await preflight(t, '/api/auth/otp/send'),
    ]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
      expect(res.headers.get('access-control-allow-headers')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});
