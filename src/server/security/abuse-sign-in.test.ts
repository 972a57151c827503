import type { Challenge } from 'altcha-lib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../tests/support/altcha';
import { capturingLogger } from '../../../tests/support/capture-logs';
import { uniqueIp, uniquePhone } from '../../../tests/support/phones';
import { createTestApp, lastCode, signIn, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { createTestDb } from '../../../tests/support/test-db';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import { otpChallenges } from '../db/schema';

// Abuse of sign-in that costs money or locks people out (docs/security.md, One-time codes): SMS
// pumping to foreign numbers, cheap captchas, a carrier NAT locked out by requests without one,
// and someone burning a number's code.

const send = (client: TestClient, phone: string, captcha?: string) => client.post('/api/auth/otp/send', { phone, captcha });
const verify = (client: TestClient, phone: string, code: string) => client.post('/api/auth/otp/verify', { phone, code });
const sentTo = (t: TestApp, phone: string) => t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone));

// Valid mobile numbers of countries the sign-in form offers and of one it does not.
const somali = '+252612345678';
const british = '+447400123456';
let nextBritish = 100_000;
/** A British mobile number (07400 range) no other test here uses. */
const ukBritish = () => `+447400${String(nextBritish++).padStart(6, '0')}`;

describe('SMS pumping', () => {
  it('sends codes only to the countries the sign-in form offers', async () => {
    const t = await createTestApp();
    const refused = await send(t.client(), somali);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: messages.countryNotServed, code: 'bad_request' });
    expect(t.sms.messagesTo(somali)).toEqual([]);
    expect(await sentTo(t, somali)).toEqual([]);

    expect((await send(t.client(), british)).status).toBe(200);
  });

  it('follows OTP_ALLOWED_COUNTRIES, and answers in the caller’s language', async () => {
    const t = await createTestApp({ env: { OTP_ALLOWED_COUNTRIES: 'IN' } });
    const refused = await t.client().post('/api/auth/otp/send', { phone: ukBritish() }, { headers: { 'accept-language': 'hi' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(messagesHi.countryNotServed);
    expect((await send(t.client(), uniquePhone())).status).toBe(200);
  });

  it('caps each country per day and warns in the log at 80 %', async () => {
    const { logger, text } = capturingLogger('warn');
    const t = await createTestApp({ env: { SMS_COUNTRY_DAILY_CAPS: 'IN:100,*:5' }, database: await createTestDb(), logger });
    for (let i = 0; i < 3; i++) expect((await send(t.client(), ukBritish())).status).toBe(200);
    expect(text()).not.toContain('80 %');
    expect((await send(t.client(), ukBritish())).status).toBe(200);
    expect(text()).toContain('Daily SMS cap for GB: 80 % used (4 of 5 codes in 24 hours)');
    expect((await send(t.client(), ukBritish())).status).toBe(200);

    t.clock.advance({ hours: 2 });
    const over = await send(t.client(), ukBritish());
    expect(over.status).toBe(429);
    // The first British code of the day is 22 hours from leaving the window.
    expect(over.body).toMatchObject({ error: `${messages.tooManyRequests} ${messages.tryAgainIn(22 * 3600)}`, retryAfterSeconds: 22 * 3600 });
    expect(over.body.error).toBe('Too many requests. Please try again later. Try again in 22 hours.');
    expect(text()).toContain('Daily SMS cap for GB reached');
    // India has its own cap: Indian numbers still get codes.
    expect((await send(t.client(), uniquePhone())).status).toBe(200);
  });
});

describe('the captcha', () => {
  const altcha = { CAPTCHA_PROVIDER: 'altcha', ALTCHA_COUNTER_MIN: '10', ALTCHA_COUNTER_MAX: '20' };
  const challengeFor = async (client: TestClient) => (await client.get('/api/auth/captcha')).body.challenge as Challenge;
  const solvedFor = async (client: TestClient) => (await solveCaptcha(await challengeFor(client))).payload;

  it('is checked before the address’s send slot: requests without one lock nobody out', async () => {
    const t = await createTestApp({ env: altcha });
    const ip = uniqueIp(); // a carrier NAT: everyone behind it shares the address
    for (let i = 0; i < 25; i++) {
      const res = await send(t.client({ ip }), uniquePhone());
      expect(res.body).toMatchObject({ error: messages.captchaRejected, code: 'captcha_failed' });
    }
    const neighbour = t.client({ ip });
    expect((await send(neighbour, uniquePhone(), await solvedFor(neighbour))).status).toBe(200);
  });

  it('asks for more work as an address sends more codes, and refuses a solution of an easier challenge', async () => {
    const t = await createTestApp({ env: altcha });
    const client = t.client();
    const first = await challengeFor(client);
    expect(first.parameters.data).toEqual({ level: 0 });
    const early = await solveCaptcha(first);
    expect(early.solution.counter).toBeLessThanOrEqual(20);

    for (let i = 0; i < 6; i++) expect((await send(client, uniquePhone(), await solvedFor(client))).status).toBe(200);

    const later = await solveCaptcha(await challengeFor(client));
    expect(later.challenge.parameters.data).toEqual({ level: 6 });
    // 2^(6/2) = 8 times the work: the counter the browser must reach starts at 8 × 10.
    expect(later.solution.counter).toBeGreaterThanOrEqual(80);
    // A level-0 solution kept from before is refused, without taking a send slot...
    const phone = uniquePhone();
    expect((await send(client, phone, early.payload)).body).toMatchObject({ code: 'captcha_failed' });
    expect(await sentTo(t, phone)).toEqual([]);
    // ...and the harder one is accepted.
    expect((await send(client, phone, later.payload)).status).toBe(200);
    // Another address still starts at level 0.
    expect((await challengeFor(t.client())).parameters.data).toEqual({ level: 0 });
  });
});

describe('per-address limits count an IPv6 /64 as one address', () => {
  it('shares one hourly allowance across a /64, not across different /64s', async () => {
    const t = await createTestApp({ env: { OTP_MAX_PER_IP_HOUR: '3' } });
    for (let i = 1; i <= 3; i++) expect((await send(t.client({ ip: `2001:db8:1:2::${i}` }), uniquePhone())).status).toBe(200);
    const over = await send(t.client({ ip: '2001:db8:1:2:ffff:1:2:3' }), uniquePhone());
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('Too many requests. Please try again later. Try again in 1 hour.');
    expect((await send(t.client({ ip: '2001:db8:1:3::1' }), uniquePhone())).status).toBe(200);
  });
});

describe('locking a number out', () => {
  it('binds a code’s tries to the browser that asked: a stranger’s wrong guesses do not burn it', async () => {
    const t = await createTestApp();
    const owner = t.client();
    const phone = uniquePhone();
    expect((await send(owner, phone)).status).toBe(200);
    const code = lastCode(t.sms, phone);
    for (let i = 0; i < 10; i++) {
      const stranger = t.client();
      const res = await verify(stranger, phone, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      expect(res.body).toMatchObject({ error: messages.codeInvalid });
    }
    expect((await verify(owner, phone, code)).status).toBe(200);
  });

  it('a stranger asking for a new code does not cancel the owner’s code', async () => {
    const t = await createTestApp();
    const owner = t.client();
    const phone = uniquePhone();
    expect((await send(owner, phone)).status).toBe(200);
    const code = lastCode(t.sms, phone);
    t.clock.advance({ seconds: 31 });
    expect((await send(t.client(), phone)).status).toBe(200);
    expect((await verify(owner, phone, code)).status).toBe(200);
  });

  it('counts failed checks per address, across numbers', async () => {
    const t = await createTestApp({ env: { OTP_MAX_FAILED_CHECKS_PER_IP_HOUR: '3' } });
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      const res = await verify(t.client({ ip }), uniquePhone(), '123456');
      expect(res.body).toMatchObject({ error: messages.codeInvalid });
    }
    // Even the right code for a fresh number waits now: guessing is what the limit stops.
    const honest = t.client({ ip });
    const phone = uniquePhone();
    expect((await send(honest, phone)).status).toBe(200);
    const refused = await verify(honest, phone, lastCode(t.sms, phone));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many requests. Please try again later. Try again in 1 hour.');
    // Another address is not affected.
    const elsewhere = t.client();
    const other = uniquePhone();
    expect((await send(elsewhere, other)).status).toBe(200);
    expect((await verify(elsewhere, other, lastCode(t.sms, other))).status).toBe(200);
  });
});

describe('signing out and in again', () => {
  it('is not refused by the resend wait once the code was used', async () => {
    const t = await createTestApp();
    const browser = t.client();
    const { phone } = await signIn(t, browser);
    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    t.clock.advance({ seconds: 5 });
    expect((await send(browser, phone)).status).toBe(200);
  });
});
