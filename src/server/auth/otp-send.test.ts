import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { birthDetails, createTestApp, lastCode, signIn, type TestApp } from '../../../tests/support/test-app';
import { createTestDb } from '../../../tests/support/test-db';
import { uniqueIp, uniquePhone } from '../../../tests/support/phones';
import { messages } from '../../shared/messages';
import { otpChallenges, profiles } from '../db/schema';

// Sending codes (docs/security.md, One-time codes): formats, limits, and what a caller can learn.

const send = (t: TestApp, phone: string, client = t.client()) => client.post('/api/auth/otp/send', { phone });

const challengesFor = (t: TestApp, phone: string) => t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone));

/** Every refusal keeps the product's words and then says how long to wait. */
const tooMany = { error: expect.stringMatching(/^Too many requests\. Please try again later\. Try again in \d+ (second|minute|hour)s?\.$/), code: 'rate_limited' };
const waitOf = (seconds: number) => ({ error: `${messages.tooManyRequests} ${messages.tryAgainIn(seconds)}`, code: 'rate_limited', retryAfterSeconds: seconds });

describe('POST /api/auth/otp/send', () => {
  it('sends a 6-digit code to a valid number and answers without the code', async () => {
    const t = await createTestApp();
    const phone = uniquePhone();

    const res = await send(t, phone);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ phoneNumber: phone, resendAfterSeconds: 30, expiresInSeconds: 600 });
    const [message] = t.sms.messagesTo(phone);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);
    expect(res.text).not.toContain(`"${message?.code}"`);
    // The only cookie: the browser's id, which the code's tries are bound to.
    expect(res.setCookies).toEqual([
      { name: 'jyotishi_otp_browser', value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), attributes: { 'max-age': '86400', path: '/', httponly: true, samesite: 'Lax' } },
    ]);
  });

  it('makes every code exactly six digits', async () => {
    const t = await createTestApp();
    const client = t.client();
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const phone = uniquePhone();
      expect((await send(t, phone, client)).status).toBe(200);
      codes.push(lastCode(t.sms, phone));
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // Drawn over the whole million: twenty draws all differ (a clash has odds of about 1 in 5000).
    expect(new Set(codes).size).toBeGreaterThanOrEqual(19);
  });

  it('accepts the number the sign-in form composes, with or without the plus, and stores E.164', async () => {
    const t = await createTestApp();
    const phone = uniquePhone();
    const res = await send(t, phone.slice(1));
    expect(res.status).toBe(200);
    expect(res.body.phoneNumber).toBe(phone);
    expect(await challengesFor(t, phone)).toHaveLength(1);
  });

  it.each([
    ['', messages.phoneBlank],
    ['   ', messages.phoneBlank],
    ['abc', messages.phoneInvalid],
    ['+91', messages.phoneInvalid],
    ['+9112345', messages.phoneInvalid],
    ['+91987654321012', messages.phoneInvalid],
    ['+00 1234 5678', messages.phoneInvalid],
    ['+91 98765-4321x', messages.phoneInvalid],
    // A Mumbai landline: a valid number that cannot receive an SMS.
    ['+912223456789', messages.phoneInvalid],
    ['+91'.padEnd(40, '9'), messages.phoneInvalid],
  ])('refuses %j with the spec message and sends nothing', async (phone, error) => {
    const t = await createTestApp();
    const res = await send(t, phone);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error });
    expect(t.sms.messagesTo(phone)).toEqual([]);
  });

  it('refuses a request without a phone field with the blank-number message', async () => {
    const t = await createTestApp();
    const res = await t.client().post('/api/auth/otp/send', {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: messages.phoneBlank });
  });

  it('answers a known and an unknown number with the same status and body', async () => {
    const t = await createTestApp();
    const known = uniquePhone();
    const user = t.client();
    await signIn(t, user, known);
    expect((await user.put('/api/profile', birthDetails())).status).toBe(200);
    t.clock.advance({ minutes: 1 });
    const unknown = uniquePhone();

    const forKnown = await send(t, known);
    const forUnknown = await send(t, unknown);

    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect({ ...forUnknown.body, phoneNumber: 'x' }).toEqual({ ...forKnown.body, phoneNumber: 'x' });
    expect([...forUnknown.headers.keys()].sort()).toEqual([...forKnown.headers.keys()].sort());
  });

  it('creates no profile for any number until a correct code is entered (100 sends, 0 profiles)', async () => {
    const t = await createTestApp();
    const phones = Array.from({ length: 100 }, () => uniquePhone());

    for (const phone of phones) expect((await send(t, phone)).status).toBe(200);

    expect(await t.db.select().from(profiles).where(inArray(profiles.phoneNumber, phones))).toEqual([]);
    expect(await t.db.select().from(otpChallenges).where(inArray(otpChallenges.phoneNumber, phones))).toHaveLength(100);
  });

  describe('resend', () => {
    it('waits 30 seconds between codes to one number', async () => {
      const t = await createTestApp();
      const phone = uniquePhone();
      const client = t.client();
      expect((await send(t, phone, client)).status).toBe(200);

      t.clock.advance({ seconds: 29 });
      const early = await send(t, phone, client);
      expect(early.status).toBe(429);
      expect(early.body).toMatchObject(waitOf(1));
      expect(early.body.error).toBe('Too many requests. Please try again later. Try again in 1 second.');
      expect(early.headers.get('Retry-After')).toBe('1');
      expect(t.sms.messagesTo(phone)).toHaveLength(1);

      t.clock.advance({ seconds: 1 });
      expect((await send(t, phone, client)).status).toBe(200);
      expect(t.sms.messagesTo(phone)).toHaveLength(2);
    });

    it('lets only one of several simultaneous sends to one number through', async () => {
      const t = await createTestApp();
      const phone = uniquePhone();
      const replies = await Promise.all(Array.from({ length: 6 }, () => send(t, phone)));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
      expect(await challengesFor(t, phone)).toHaveLength(1);
      expect(t.sms.messagesTo(phone)).toHaveLength(1);
    });
  });

  describe('limits per number', () => {
    it('sends at most 5 codes to a number in an hour', async () => {
      const t = await createTestApp();
      const phone = uniquePhone();
      const client = t.client();
      for (let i = 0; i < 5; i++) {
        expect((await send(t, phone, client)).status).toBe(200);
        t.clock.advance({ seconds: 30 });
      }

      const sixth = await send(t, phone, client);
      expect(sixth.status).toBe(429);
      // The first code leaves the hour 60 minutes after it went, 150 s ago.
      expect(sixth.body).toMatchObject(waitOf(3600 - 150));
      expect(sixth.body.error).toBe('Too many requests. Please try again later. Try again in 58 minutes.');
      expect(sixth.headers.get('Retry-After')).toBe(String(3600 - 150));
      expect(t.sms.messagesTo(phone)).toHaveLength(5);

      // The window slides: once the first code is an hour old, one more may go.
      t.clock.advance({ seconds: 3599 - 150 });
      expect((await send(t, phone, client)).status).toBe(429);
      t.clock.advance({ seconds: 2 });
      expect((await send(t, phone, client)).status).toBe(200);
    });

    it('sends at most 10 codes to a number in a day', async () => {
      const t = await createTestApp();
      const phone = uniquePhone();
      const client = t.client();
      for (let hour = 0; hour < 2; hour++) {
        for (let i = 0; i < 5; i++) {
          expect((await send(t, phone, client)).status).toBe(200);
          t.clock.advance({ minutes: 1 });
        }
        t.clock.advance({ hours: 1 });
      }

      const eleventh = await send(t, phone, client);
      expect(eleventh.status).toBe(429);
      expect(eleventh.body).toMatchObject(tooMany);
      expect(t.sms.messagesTo(phone)).toHaveLength(10);

      t.clock.advance({ hours: 22 });
      expect((await send(t, phone, client)).status).toBe(200);
    });
  });

  describe('limits per client IP address', () => {
    it('takes at most 20 send requests from one address in an hour, whatever the numbers', async () => {
      const t = await createTestApp();
      const client = t.client();
      for (let i = 0; i < 20; i++) expect((await send(t, uniquePhone(), client)).status).toBe(200);

      const phone = uniquePhone();
      const over = await send(t, phone, client);
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject(tooMany);
      expect(t.sms.messagesTo(phone)).toEqual([]);
      expect(await challengesFor(t, phone)).toEqual([]);

      // Another address is not affected; the same one may send again after the hour.
      expect((await send(t, uniquePhone(), t.client())).status).toBe(200);
      t.clock.advance({ hours: 1, seconds: 1 });
      expect((await send(t, uniquePhone(), client)).status).toBe(200);
    });

    // The rest use a small limit: the rule under test is how requests are counted, not the number.
    const smallLimit = { OTP_MAX_PER_IP_HOUR: '3' };

    it('counts refused requests too', async () => {
      const t = await createTestApp({ env: smallLimit });
      const client = t.client();
      const phone = uniquePhone();
      expect((await send(t, phone, client)).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await send(t, phone, client)).status).toBe(429); // cooldown
      t.clock.advance({ minutes: 1 });
      expect((await send(t, uniquePhone(), client)).status).toBe(429); // the address's limit
    });

    it('holds under simultaneous requests from one address', async () => {
      const t = await createTestApp({ env: { OTP_MAX_PER_IP_HOUR: '5' } });
      const ip = uniqueIp();
      const replies = await Promise.all(Array.from({ length: 12 }, () => send(t, uniquePhone(), t.client({ ip }))));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(7);
    });

    it('ignores X-Forwarded-For when no trusted proxy is configured', async () => {
      const t = await createTestApp({ env: smallLimit });
      const client = t.client();
      const spoofed = (i: number) => ({ headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      for (let i = 0; i < 3; i++) {
        expect((await client.post('/api/auth/otp/send', { phone: uniquePhone() }, spoofed(i))).status).toBe(200);
      }
      const over = await client.post('/api/auth/otp/send', { phone: uniquePhone() }, spoofed(99));
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject(tooMany);
    });

    it('uses the address the trusted proxy appended to X-Forwarded-For when TRUST_PROXY is on', async () => {
      const t = await createTestApp({ env: { ...smallLimit, TRUST_PROXY: 'true' } });
      const proxy = t.client(); // every request arrives from the proxy's own address
      // Different clients behind the proxy each have their own allowance...
      for (let i = 0; i < 6; i++) {
        const res = await proxy.post('/api/auth/otp/send', { phone: uniquePhone() }, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
        expect(res.status).toBe(200);
      }
      // ...and one client cannot dodge its limit by writing its own entries in front.
      const client = uniqueIp();
      for (let i = 0; i < 3; i++) {
        const res = await proxy.post('/api/auth/otp/send', { phone: uniquePhone() }, { headers: { 'x-forwarded-for': `192.0.2.${i}, ${client}` } });
        expect(res.status).toBe(200);
      }
      const over = await proxy.post('/api/auth/otp/send', { phone: uniquePhone() }, { headers: { 'x-forwarded-for': `192.0.2.200, ${client}` } });
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject(tooMany);
    });
  });

  describe('daily global SMS cap', () => {
    it('stops sending for everyone once the day’s cap is reached', async () => {
      // Its own database: the cap counts every code sent by anyone.
      const t = await createTestApp({ env: { SMS_DAILY_CAP: '3' }, database: await createTestDb() });
      for (let i = 0; i < 3; i++) expect((await send(t, uniquePhone())).status).toBe(200);

      const phone = uniquePhone();
      const over = await send(t, phone);
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject(tooMany);
      expect(t.sms.messagesTo(phone)).toEqual([]);
      expect(await challengesFor(t, phone)).toEqual([]);

      t.clock.advance({ hours: 24, seconds: 1 });
      expect((await send(t, phone)).status).toBe(200);
    });

    it('holds under simultaneous sends to different numbers', async () => {
      const t = await createTestApp({ env: { SMS_DAILY_CAP: '3' }, database: await createTestDb() });
      const replies = await Promise.all(Array.from({ length: 8 }, () => send(t, uniquePhone())));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
      expect(await t.db.select().from(otpChallenges)).toHaveLength(3);
    });
  });
});
