import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FakeSms } from '../../../tests/support/fake-sms';
import { uniquePhone } from '../../../tests/support/phones';
import { birthDetails, createTestApp, lastCode, signIn, type TestApp, type TestClient, productionEnv } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { sessions } from '../db/schema';
import { noCaptcha } from './captcha';
import { keyedHash } from '../lib/keyed-hash';

// Sessions (docs/security.md, Sessions): the cookie, what is stored, rotation, sign-out, lifetime.

const cookieName = 'jyotishi_session';
const thirtyDays = String(30 * 24 * 60 * 60);

const sessionsOf = (t: TestApp, phone: string) => t.db.select().from(sessions).where(eq(sessions.userPhone, phone));

async function signedInAs(client: TestClient) {
  const me = await client.get('/api/me');
  expect(me.status).toBe(200);
  return (me.body.user?.phoneNumber as string | undefined) ?? null;
}

/** Sends a code to a new number and verifies it: the response that sets the cookie. */
async function verifyNewNumber(t: { sms: Parameters<typeof lastCode>[0] }, client: TestClient) {
  const phone = uniquePhone();
  expect((await client.post('/api/auth/otp/send', { phone })).status).toBe(200);
  const verified = await client.post('/api/auth/otp/verify', { phone, code: lastCode(t.sms, phone) });
  expect(verified.status).toBe(200);
  return verified;
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lasts 30 days (not Secure outside production)', async () => {
    const t = await createTestApp();
    const client = t.client();

    const verified = await verifyNewNumber(t, client);

    const cookie = verified.setCookies.find((c) => c.name === cookieName);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': thirtyDays });
    expect(cookie?.attributes).not.toHaveProperty('secure');
    expect(cookie?.attributes).not.toHaveProperty('domain');
  });

  it('is Secure and __Host- prefixed in production', async () => {
    const t = await createTestApp({
      env: productionEnv,
      sms: new FakeSms(),
      captcha: noCaptcha,
    });
    const client = t.client();

    const verified = await verifyNewNumber(t, client);

    const phone = verified.body.user.phoneNumber as string;
    const cookie = verified.setCookies.find((c) => c.name === `__Host-${cookieName}`);
    expect(cookie?.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Lax', path: '/', 'max-age': thirtyDays });
    expect(cookie?.attributes).not.toHaveProperty('domain');
    expect(verified.setCookies.map((c) => c.name)).not.toContain(cookieName);
    expect(await signedInAs(client)).toBe(phone);

    // Sign-out clears the same cookie, with the attributes the prefix needs.
    const out = await client.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(out.setCookies.find((c) => c.name === `__Host-${cookieName}`)?.attributes).toMatchObject({ secure: true, path: '/', 'max-age': '0' });
    expect(await signedInAs(client)).toBeNull();
  });
});

describe('session storage', () => {
  it('keeps only a keyed hash of the token: the database never holds the cookie value', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    const token = client.cookies.get(cookieName)!;

    const rows = await sessionsOf(t, phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(keyedHash(t.config.appSecret, 'session', token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, token))).toEqual([]);
  });

  it('makes a new token at every sign-in and drops the browser’s old one', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    const first = client.cookies.get(cookieName)!;

    t.clock.advance({ seconds: 30 });
    await signIn(t, client, phone);
    const second = client.cookies.get(cookieName)!;

    expect(second).not.toBe(first);
    expect(await sessionsOf(t, phone)).toHaveLength(1);
    const stale = t.client();
    stale.cookies.set(cookieName, first);
    expect(await signedInAs(stale)).toBeNull();
    expect(await signedInAs(client)).toBe(phone);
  });

  it('never adopts a token the browser brought (no session fixation)', async () => {
    const t = await createTestApp();
    const client = t.client();
    const planted = 'A'.repeat(43);
    client.cookies.set(cookieName, planted);

    const { phone } = await signIn(t, client);

    expect(client.cookies.get(cookieName)).not.toBe(planted);
    const attacker = t.client();
    attacker.cookies.set(cookieName, planted);
    expect(await signedInAs(attacker)).toBeNull();
    expect(await signedInAs(client)).toBe(phone);
  });

  it('ignores an unknown or oversized cookie', async () => {
    const t = await createTestApp();
    for (const value of ['nonsense', 'x'.repeat(500)]) {
      const client = t.client();
      client.cookies.set(cookieName, value);
      const me = await client.get('/api/me');
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ user: null, profile: null });
    }
  });
});

describe('sign-out', () => {
  it('deletes the session row, clears the cookie, and the old cookie is refused afterwards', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    const token = client.cookies.get(cookieName)!;

    const out = await client.post('/api/auth/sign-out');

    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedOut: true });
    expect(out.setCookies.find((c) => c.name === cookieName)?.attributes).toMatchObject({ 'max-age': '0', path: '/' });
    expect(await sessionsOf(t, phone)).toEqual([]);

    const replay = t.client();
    replay.cookies.set(cookieName, token);
    expect(await signedInAs(replay)).toBeNull();
    const write = await replay.put('/api/profile', birthDetails());
    expect(write.status).toBe(401);
    expect(write.body).toMatchObject({ error: messages.userNotAuthenticated });
  });

  it('signs out only the browser that asked', async () => {
    const t = await createTestApp();
    const phone = (await signIn(t, t.client())).phone;
    const laptop = t.client();
    const phoneBrowser = t.client();
    t.clock.advance({ seconds: 30 });
    await signIn(t, laptop, phone);
    t.clock.advance({ seconds: 30 });
    await signIn(t, phoneBrowser, phone);

    await laptop.post('/api/auth/sign-out');

    expect(await signedInAs(laptop)).toBeNull();
    expect(await signedInAs(phoneBrowser)).toBe(phone);
  });

  it('answers a signed-out browser kindly', async () => {
    const t = await createTestApp();
    const out = await t.client().post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedOut: true });
  });
});

describe('lifetime', () => {
  it('slides: used every 29 days, a session stays signed in', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    const token = client.cookies.get(cookieName);

    t.clock.advance({ days: 29 });
    const used = await client.get('/api/me');
    expect(used.body.user?.phoneNumber).toBe(phone);
    // The browser's cookie is renewed for another 30 days too, with the same attributes.
    expect(used.setCookies.find((c) => c.name === cookieName)).toMatchObject({
      value: token,
      attributes: { httponly: true, samesite: 'Lax', path: '/', 'max-age': thirtyDays },
    });
    const [row] = await sessionsOf(t, phone);
    expect(row!.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * 86_400_000);

    t.clock.advance({ days: 29 });
    expect(await signedInAs(client)).toBe(phone);
    t.clock.advance({ days: 29 });
    expect(await signedInAs(client)).toBe(phone);
  });

  it('ends after 30 days without use', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);

    t.clock.advance({ days: 30, seconds: 1 });

    expect(await signedInAs(client)).toBeNull();
    const write = await client.put('/api/profile', birthDetails());
    expect(write.status).toBe(401);
    expect(write.body).toMatchObject({ error: messages.userNotAuthenticated });
  });

  it('ends 31 days after the last use', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    t.clock.advance({ days: 29 });
    expect(await signedInAs(client)).toBe(phone);
    t.clock.advance({ days: 31 });
    expect(await signedInAs(client)).toBeNull();
  });

  it('does not rewrite the session on every request (at most once an hour)', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    t.clock.advance({ minutes: 30 });
    const me = await client.get('/api/me');
    expect(me.setCookies).toEqual([]);
  });
});
