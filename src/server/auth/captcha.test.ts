import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchaPayload, solveCaptcha } from '../../../tests/support/altcha';
import { uniquePhone } from '../../../tests/support/phones';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { otpChallenges } from '../db/schema';

// The captcha is checked on the server before any SMS goes out; each solution works once
// (docs/security.md, One-time codes). A small counter range keeps the proof of work fast here.
const altcha = { CAPTCHA_PROVIDER: 'altcha', ALTCHA_COUNTER_MIN: '10', ALTCHA_COUNTER_MAX: '50' };

const rejected = { error: messages.captchaRejected, code: 'captcha_failed' };

async function challengeFrom(client: TestClient): Promise<Challenge> {
  const res = await client.get('/api/auth/captcha');
  expect(res.status).toBe(200);
  expect(res.body.provider).toBe('altcha');
  return res.body.challenge as Challenge;
}

const send = (client: TestClient, phone: string, captcha?: unknown) => client.post('/api/auth/otp/send', { phone, captcha });

/** Nothing was sent to the number and no code exists for it. */
async function expectNothingSent(t: TestApp, phone: string) {
  expect(t.sms.messagesTo(phone)).toEqual([]);
  expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone))).toEqual([]);
}

describe('ALTCHA on POST /api/auth/otp/send', () => {
  it('hands out a signed challenge that expires', async () => {
    const t = await createTestApp({ env: altcha });
    const challenge = await challengeFrom(t.client());
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.parameters.expiresAt).toBe(Math.floor(t.clock.now().getTime() / 1000) + 600);
  });

  it('sends the code once the browser solved the challenge', async () => {
    const t = await createTestApp({ env: altcha });
    const client = t.client();
    const { payload } = await solveCaptcha(await challengeFrom(client));
    const phone = uniquePhone();

    const res = await send(client, phone, payload);

    expect(res.status).toBe(200);
    expect(t.sms.messagesTo(phone)).toHaveLength(1);
  });

  it('sends nothing without a solution', async () => {
    const t = await createTestApp({ env: altcha });
    const phone = uniquePhone();
    const res = await send(t.client(), phone);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(rejected);
    await expectNothingSent(t, phone);
  });

  it.each([
    ['not base64 JSON', 'definitely-not-a-solution'],
    ['JSON of the wrong shape', captchaPayload({ hello: 'world' })],
    ['a number instead of a string', 12345],
    ['an oversized string', 'A'.repeat(5000)],
  ])('sends nothing for %s', async (_label, captcha) => {
    const t = await createTestApp({ env: altcha });
    const phone = uniquePhone();
    const res = await send(t.client(), phone, captcha);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: messages.captchaRejected });
    await expectNothingSent(t, phone);
  });

  it('sends nothing for a forged solution: wrong counter, tampered challenge, or a challenge we did not sign', async () => {
    const t = await createTestApp({ env: altcha });
    const client = t.client();
    const { challenge, solution } = await solveCaptcha(await challengeFrom(client));

    const forgeries = [
      // The right challenge with a made-up answer. (The derived key is the proof: with a key
      // signature, altcha-lib checks it rather than the counter.)
      { challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } },
      { challenge, solution: { counter: solution.counter + 1, derivedKey: solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0')) } },
      // A tampered challenge: a later expiry, an easier prefix, or no signature at all.
      { challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } }, solution },
      { challenge: { parameters: challenge.parameters }, solution },
    ];
    // A genuine proof of work for a challenge signed with someone else's key.
    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 20,
      deriveKey,
      hmacSignatureSecret: 'attacker-key',
      expiresAt: new Date(t.clock.now().getTime() + 600_000),
    });
    const solvedForeign = await solveCaptcha(foreign);
    forgeries.push({ challenge: foreign, solution: solvedForeign.solution });

    for (const [index, forgery] of forgeries.entries()) {
      const phone = uniquePhone();
      const res = await send(client, phone, captchaPayload(forgery));
      expect(res.status, `forgery ${index}`).toBe(400);
      expect(res.body).toMatchObject(rejected);
      await expectNothingSent(t, phone);
    }
    // The genuine one still works: the forgeries did not use it up.
    expect((await send(client, uniquePhone(), captchaPayload({ challenge, solution }))).status).toBe(200);
  });

  it('sends nothing for an expired solution', async () => {
    const t = await createTestApp({ env: altcha });
    const client = t.client();
    const { payload } = await solveCaptcha(await challengeFrom(client));

    t.clock.advance({ minutes: 10 });

    const phone = uniquePhone();
    const res = await send(client, phone, payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(rejected);
    await expectNothingSent(t, phone);
  });

  it('accepts a solution just before it expires', async () => {
    const t = await createTestApp({ env: altcha });
    const client = t.client();
    const { payload } = await solveCaptcha(await challengeFrom(client));
    t.clock.advance({ minutes: 9, seconds: 58 });
    expect((await send(client, uniquePhone(), payload)).status).toBe(200);
  });

  it('sends nothing for a solution used before', async () => {
    const t = await createTestApp({ env: altcha });
    const client = t.client();
    const { payload } = await solveCaptcha(await challengeFrom(client));
    expect((await send(client, uniquePhone(), payload)).status).toBe(200);

    const phone = uniquePhone();
    const replay = await send(t.client(), phone, payload);

    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject(rejected);
    await expectNothingSent(t, phone);
  });

  it('lets only one of several simultaneous uses of one solution through', async () => {
    const t = await createTestApp({ env: altcha });
    const { payload } = await solveCaptcha(await challengeFrom(t.client()));
    const replies = await Promise.all(Array.from({ length: 5 }, () => send(t.client(), uniquePhone(), payload)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('is off with CAPTCHA_PROVIDER=none', async () => {
    const t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'none' } });
    const client = t.client();
    expect((await client.get('/api/auth/captcha')).body).toEqual({ provider: 'none', challenge: null });
    expect((await send(client, uniquePhone())).status).toBe(200);
  });
});
