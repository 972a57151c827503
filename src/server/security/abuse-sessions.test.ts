import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../tests/support/phones';
import { createTestApp, overHttp, signIn, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { createTestDb } from '../../../tests/support/test-db';
import { messages } from '../../shared/messages';
import { profiles, sessions } from '../db/schema';
import { keyedHash } from '../lib/keyed-hash';
import { pruneExpiredRows } from '../maintenance/retention';
import { expectError } from '../../../tests/support/security-support';

// Hardening against abuse (docs/security.md): a session ends a fixed time after sign-in however
// busy it is kept, and the development outbox of sign-in codes answers only requests addressed to
// this site, never a page elsewhere that points its own name at the developer's machine.

const cookieName = 'jyotishi_session';
const daySeconds = 24 * 60 * 60;

async function signedInAs(client: TestClient) {
  const me = await client.get('/api/me');
  expect(me.status).toBe(200);
  return (me.body.user?.phoneNumber as string | undefined) ?? null;
}

const cookieMaxAge = (res: { setCookies: Array<{ name: string; attributes: Record<string, string | true> }> }) =>
  Number(res.setCookies.find((c) => c.name === cookieName)?.attributes['max-age']);

describe('a session’s absolute lifetime (SESSION_MAX_DAYS, 90 days by default)', () => {
  it('ends 90 days after sign-in even when used every day, its cookie never outliving it', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);

    for (let day = 1; day < 90; day++) {
      t.clock.advance({ days: 1 });
      const me = await client.get('/api/me');
      expect(me.body.user?.phoneNumber, `day ${day}`).toBe(phone);
      // The sliding refresh gives the cookie 30 more days until they would reach past the 90th
      // day; from then on the cookie already ends with the session and is not sent again.
      if (day <= 60) expect(cookieMaxAge(me), `day ${day}`).toBe(30 * daySeconds);
      else expect(me.setCookies, `day ${day}`).toEqual([]);
    }

    t.clock.advance({ days: 1 });
    expect(await signedInAs(client)).toBeNull();
    // Signed out for everything, not only /api/me.
    expect((await client.get('/api/readings')).status).toBe(401);
  });

  it('holds to the second, used once a month, and a new sign-in starts a new 90 days', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);

    // Inside the 30 idle days each time.
    t.clock.advance({ days: 29 });
    expect(await signedInAs(client)).toBe(phone);
    t.clock.advance({ days: 29 });
    expect(await signedInAs(client)).toBe(phone);
    // Day 87: the refresh stops at the 90th day, and so does the cookie.
    t.clock.advance({ days: 29 });
    const me = await client.get('/api/me');
    expect(me.body.user?.phoneNumber).toBe(phone);
    expect(cookieMaxAge(me)).toBe(3 * daySeconds);
    t.clock.advance({ days: 2, hours: 23, minutes: 59, seconds: 59 });
    expect(await signedInAs(client)).toBe(phone);
    t.clock.advance({ seconds: 1 });
    expect(await signedInAs(client)).toBeNull();

    await signIn(t, client, phone);
    t.clock.advance({ days: 29 });
    expect(await signedInAs(client)).toBe(phone);
  });

  it('is a setting: with SESSION_MAX_DAYS=7 the cookie lasts 7 days and daily use ends on the 7th', async () => {
    const t = await createTestApp({ env: { SESSION_MAX_DAYS: '7' } });
    const client = t.client();
    const phone = uniquePhone();
    await client.post('/api/auth/otp/send', { phone });
    const verified = await client.post('/api/auth/otp/verify', { phone, code: t.sms.messagesTo(phone)[0]!.code });
    expect(verified.status).toBe(200);
    expect(cookieMaxAge(verified)).toBe(7 * daySeconds);

    for (let day = 1; day < 7; day++) {
      t.clock.advance({ days: 1 });
      expect(await signedInAs(client), `day ${day}`).toBe(phone);
    }
    t.clock.advance({ days: 1 });
    expect(await signedInAs(client)).toBeNull();
  });

  it('refuses a session older than the limit even if its stored expiry is later (made before the limit, or before it was lowered)', async () => {
    const t = await createTestApp();
    const phone = uniquePhone();
    await t.db.insert(profiles).values({ phoneNumber: phone });
    const token = randomBytes(32).toString('base64url');
    const now = t.clock.now().getTime();
    await t.db.insert(sessions).values({
      tokenHash: keyedHash(t.config.appSecret, 'session', token),
      userPhone: phone,
      createdAt: new Date(now - 91 * daySeconds * 1000),
      expiresAt: new Date(now + 20 * daySeconds * 1000),
    });
    const client = t.client();
    client.cookies.set(cookieName, token);

    expect(await signedInAs(client)).toBeNull();
  });

  it('is deleted by the hourly retention once past either limit', async () => {
    // A database of its own: the other tests' sessions stay out of the count.
    const t = await createTestApp({ database: await createTestDb() });
    const phone = uniquePhone();
    await t.db.insert(profiles).values({ phoneNumber: phone });
    const now = t.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * daySeconds * 1000);
    const ahead = (days: number) => new Date(now.getTime() + days * daySeconds * 1000);
    await t.db.insert(sessions).values([
      { tokenHash: 'idle-expired', userPhone: phone, createdAt: ago(40), expiresAt: ago(1) },
      { tokenHash: 'past-the-limit', userPhone: phone, createdAt: ago(91), expiresAt: ahead(20) },
      { tokenHash: 'live', userPhone: phone, createdAt: ago(89), expiresAt: ahead(1) },
    ]);

    const deleted = await pruneExpiredRows(t.db, now, { analyticsDays: 400, sessionMaxDays: t.config.session.maxDays });

    expect(deleted.sessions).toBe(2);
    expect((await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions)).map((r) => r.tokenHash)).toEqual(['live']);
  });
});

describe('GET /api/dev/outbox answers only requests addressed to this site (DNS rebinding)', () => {
  /** A code sent to a new number, and the outbox path that lists it. */
  async function sentCode(t: TestApp) {
    const phone = uniquePhone();
    expect((await t.client().post('/api/auth/otp/send', { phone })).status).toBe(200);
    return { code: t.sms.messagesTo(phone)[0]!.code, path: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` };
  }

  it.each(['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io:3000', 'evil.example@localhost', 'localhost/evil'])(
    'gives a page on another site no codes (Host: %s)',
    async (host) => {
      const t = await createTestApp();
      const { code, path } = await sentCode(t);
      // What a rebinding page sends: its own name in Host (and Origin), the request reaching 127.0.0.1.
      const res = await t.client({ origin: null }).get(path, { headers: { host } });

      expectError(res, 404, messages.notFound);
      expect(res.text).not.toContain(code);
    },
  );

  it('gives no codes to a request without a Host header', async () => {
    const t = await createTestApp();
    const { code, path } = await sentCode(t);
    const res = await t.client().get(path, { headers: { host: undefined } });
    expectError(res, 404, messages.notFound);
    expect(res.text).not.toContain(code);
  });

  it.each(['localhost', 'localhost:3000', 'LOCALHOST:5173', '127.0.0.1:3000', '[::1]:3000', 'dev.jyotishi.test:5173'])(
    'answers this site’s own names on any port (Host: %s)',
    async (host) => {
      const t = await createTestApp({ env: { PUBLIC_SITE_URL: 'http://dev.jyotishi.test:5173' } });
      const { code, path } = await sentCode(t);
      const res = await t.client().get(path, { headers: { host } });
      expect(res.status).toBe(200);
      expect(res.body.messages[0].code).toBe(code);
    },
  );

  it('answers a real HTTP request to 127.0.0.1 on the port the server listens on', async () => {
    const t = await overHttp(await createTestApp());
    const { code, path } = await sentCode(t);
    const res = await t.client().get(path);
    expect(res.status).toBe(200);
    expect(res.body.messages[0].code).toBe(code);
  });
});
