import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, lastCode, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { uniquePhone } from '../../../tests/support/phones';
import { messages } from '../../shared/messages';
import { otpChallenges, profiles, sessions } from '../db/schema';
import { keyedHash } from '../lib/keyed-hash';

// Checking codes (docs/security.md, One-time codes): storage, expiry, tries, resend and the race.

const invalidCode = { error: messages.codeInvalid, code: 'bad_request' };

async function sendCode(t: TestApp, phone = uniquePhone(), client = t.client()) {
  const res = await client.post('/api/auth/otp/send', { phone });
  expect(res.status).toBe(200);
  return { phone, code: lastCode(t.sms, phone), client };
}

const verify = (client: TestClient, phone: string, code: string) => client.post('/api/auth/otp/verify', { phone, code });

/** A six-digit code that is not `code`. */
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** Another tab of the same browser: its own connection, the same cookies. */
function sameBrowser(t: TestApp, client: TestClient) {
  const tab = t.client({ ip: client.ip });
  for (const [name, value] of client.cookies) tab.cookies.set(name, value);
  return tab;
}

const sessionsOf = (t: TestApp, phone: string) => t.db.select().from(sessions).where(eq(sessions.userPhone, phone));

describe('POST /api/auth/otp/verify', () => {
  it('signs a new number in with the right code: profile created, session cookie set', async () => {
    const t = await createTestApp();
    const { phone, code, client } = await sendCode(t);

    const res = await verify(client, phone, code);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: { phoneNumber: phone, uid: phone }, isNewUser: true });
    expect(client.cookies.get('jyotishi_session')).toBeTruthy();
    expect(await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone))).toHaveLength(1);
    expect(await sessionsOf(t, phone)).toHaveLength(1);
  });

  it('tells a returning number it is not new', async () => {
    const t = await createTestApp();
    const first = await sendCode(t);
    expect((await verify(first.client, first.phone, first.code)).body.isNewUser).toBe(true);
    t.clock.advance({ minutes: 1 });
    const again = await sendCode(t, first.phone);
    const res = await verify(again.client, again.phone, again.code);
    expect(res.body.isNewUser).toBe(false);
    expect(await t.db.select().from(profiles).where(eq(profiles.phoneNumber, first.phone))).toHaveLength(1);
  });

  it('stores the code only as HMAC-SHA256 under the server secret, keyed by the challenge', async () => {
    const t = await createTestApp();
    const { phone, code } = await sendCode(t);

    const rows = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).toBe(keyedHash(t.config.appSecret, 'otp', row.id, code));
    // Nothing else in the row holds the code either.
    for (const [column, value] of Object.entries(row)) {
      if (column !== 'codeHash') expect(String(value)).not.toContain(code);
    }
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 456', '12345a', '١٢٣٤٥٦', '1'.repeat(40)])(
    'refuses the code %j with the 6-digit message, without using up a try',
    async (badCode) => {
      const t = await createTestApp();
      const { phone, code, client } = await sendCode(t);
      const res = await verify(client, phone, badCode);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: messages.otpFormat });
      const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone));
      expect(row?.attempts).toBe(0);
      expect((await verify(client, phone, code)).status).toBe(200);
    },
  );

  it('refuses a request without a code with the 6-digit message', async () => {
    const t = await createTestApp();
    const res = await t.client().post('/api/auth/otp/verify', { phone: uniquePhone() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: messages.otpFormat });
  });

  it.each([
    ['', messages.phoneBlank],
    ['12', messages.phoneInvalid],
  ])('refuses the phone %j with the spec message', async (phone, error) => {
    const t = await createTestApp();
    const res = await verify(t.client(), phone, '123456');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error });
  });

  it('refuses a code for a number that was never sent one, and creates nothing', async () => {
    const t = await createTestApp();
    const phone = uniquePhone();
    const res = await verify(t.client(), phone, '123456');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(invalidCode);
    expect(await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone))).toEqual([]);
  });

  it('refuses another number’s code', async () => {
    const t = await createTestApp();
    const a = await sendCode(t);
    const b = await sendCode(t);
    const res = await verify(b.client, b.phone, a.code === b.code ? wrong(a.code) : a.code);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(invalidCode);
  });

  it('works only once', async () => {
    const t = await createTestApp();
    const { phone, code, client } = await sendCode(t);
    expect((await verify(client, phone, code)).status).toBe(200);
    const replay = await verify(t.client(), phone, code);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject(invalidCode);
    expect(await sessionsOf(t, phone)).toHaveLength(1);
  });

  describe('expiry', () => {
    it('accepts a code just before 10 minutes have passed', async () => {
      const t = await createTestApp();
      const { phone, code, client } = await sendCode(t);
      t.clock.advance({ minutes: 9, seconds: 59 });
      expect((await verify(client, phone, code)).status).toBe(200);
    });

    it('refuses a code after 10 minutes', async () => {
      const t = await createTestApp();
      const { phone, code, client } = await sendCode(t);
      t.clock.advance({ minutes: 10 });
      const res = await verify(client, phone, code);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(invalidCode);
      expect(await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone))).toEqual([]);
    });
  });

  describe('wrong tries', () => {
    it('still accepts the right code on the 5th try after 4 wrong ones', async () => {
      const t = await createTestApp();
      const { phone, code, client } = await sendCode(t);
      for (let i = 1; i <= 4; i++) expect((await verify(client, phone, wrong(code, i))).body).toMatchObject(invalidCode);
      expect((await verify(client, phone, code)).status).toBe(200);
    });

    it('kills the code after 5 wrong tries: the right code on the 6th try fails', async () => {
      const t = await createTestApp();
      const { phone, code, client } = await sendCode(t);
      for (let i = 1; i <= 5; i++) {
        const res = await verify(client, phone, wrong(code, i));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject(invalidCode);
      }

      const sixth = await verify(client, phone, code);
      expect(sixth.status).toBe(400);
      expect(sixth.body).toMatchObject(invalidCode);
      expect(client.cookies.has('jyotishi_session')).toBe(false);
      expect(await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone))).toEqual([]);
      expect(await sessionsOf(t, phone)).toEqual([]);

      // A fresh code (after the cooldown) works again.
      t.clock.advance({ seconds: 30 });
      const fresh = await sendCode(t, phone, client);
      expect((await verify(client, phone, fresh.code)).status).toBe(200);
    });

    it('counts simultaneous wrong tries: ten at once still leave the code dead', async () => {
      const t = await createTestApp();
      const { phone, code, client } = await sendCode(t);
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => verify(sameBrowser(t, client), phone, wrong(code, i + 1))));
      for (const res of replies) expect(res.body).toMatchObject(invalidCode);
      const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone));
      expect(row?.attempts).toBe(5);
      expect((await verify(client, phone, code)).body).toMatchObject(invalidCode);
    });

    it('counts only the asking browser’s tries: other browsers cannot use up the code', async () => {
      const t = await createTestApp();
      const { phone, code, client } = await sendCode(t);
      // Someone who knows the number tries from their own browsers (and even guesses right).
      for (let i = 1; i <= 5; i++) expect((await verify(t.client(), phone, wrong(code, i))).body).toMatchObject(invalidCode);
      expect((await verify(t.client(), phone, code)).body).toMatchObject(invalidCode);
      const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone));
      expect(row?.attempts).toBe(0);
      // The owner's browser still signs in with its code.
      expect((await verify(client, phone, code)).status).toBe(200);
    });

    it('keeps the same answer for a known and an unknown number', async () => {
      const t = await createTestApp();
      const known = await sendCode(t);
      expect((await verify(known.client, known.phone, known.code)).status).toBe(200);
      t.clock.advance({ minutes: 1 });
      const again = await sendCode(t, known.phone);
      const unknown = await sendCode(t);
      const forKnown = await verify(again.client, again.phone, wrong(again.code));
      const forUnknown = await verify(unknown.client, unknown.phone, wrong(unknown.code));
      expect(forUnknown.status).toBe(forKnown.status);
      expect({ ...forUnknown.body, requestId: 'x' }).toEqual({ ...forKnown.body, requestId: 'x' });
    });
  });

  describe('resend', () => {
    it('issues a new code and the old one stops working', async () => {
      const t = await createTestApp();
      const first = await sendCode(t);
      t.clock.advance({ seconds: 30 });
      const second = await sendCode(t, first.phone, first.client);
      expect(t.sms.messagesTo(first.phone)).toHaveLength(2);

      if (first.code !== second.code) {
        const old = await verify(first.client, first.phone, first.code);
        expect(old.status).toBe(400);
        expect(old.body).toMatchObject(invalidCode);
      }
      // Whatever the digits, the first challenge is closed in the database.
      const rows = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, first.phone));
      expect(rows.filter((r) => r.closedAt === null)).toHaveLength(1);
      expect((await verify(first.client, first.phone, second.code)).status).toBe(200);
    });
  });

  describe('two verifies of one correct code at the same moment', () => {
    it('give exactly one session', async () => {
      const t = await createTestApp();
      for (let round = 0; round < 3; round++) {
        const { phone, code, client } = await sendCode(t);
        const browsers = Array.from({ length: 4 }, () => sameBrowser(t, client));

        const replies = await Promise.all(browsers.map((b) => verify(b, phone, code)));

        expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
        for (const r of replies.filter((r) => r.status === 400)) expect(r.body).toMatchObject(invalidCode);
        expect(browsers.filter((b) => b.cookies.has('jyotishi_session'))).toHaveLength(1);
        expect(await sessionsOf(t, phone)).toHaveLength(1);
        expect(await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone))).toHaveLength(1);
      }
    });
  });
});
