import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { birthDetails, createTestApp, signIn, signInWithProfile, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { createTestDb } from '../../../tests/support/test-db';
import { analyticsEvents, profiles, referrals } from '../db/schema';

// Invites that pay the sharer (docs/decisions/033), through the API as the browser uses it: the
// inviter's link, the invite page's landing, the invitee's sign-in and birth details.

const profileDetails = { latitude: 25.3176, longitude: 82.9739 };

async function inviter(t: TestApp, name = 'Priya Sharma') {
  const client = t.client();
  const { phone } = await signInWithProfile(t, client, { name });
  const summary = await client.get('/api/referrals');
  expect(summary.status).toBe(200);
  return { client, phone, code: summary.body.code as string };
}

const sharesOf = async (t: TestApp, phone: string) =>
  (await t.db.select({ n: profiles.sharesAvailable }).from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!.n;

/** A new visitor follows the invite, signs in with a new number and saves birth details. */
async function invitedSignUp(t: TestApp, code: string, client: TestClient = t.client()) {
  const landed = await client.post('/api/referrals/landing', { code });
  expect(landed.status).toBe(200);
  const user = await signInWithProfile(t, client);
  return { client, ...user };
}

describe('GET /api/referrals', () => {
  it("gives a signed-in user one stable code, with nothing earned yet, and the browser a device cookie", async () => {
    const t = await createTestApp();
    const { client, code } = await inviter(t);
    expect(code).toMatch(/^[a-km-np-z2-9]{12}$/);
    const again = await client.get('/api/referrals');
    expect(again.body).toEqual({ code, joined: 0, credits: 0, notCredited: 0, invitedBy: null, perDay: 3, perMonth: 10 });
    expect(client.cookies.get('jyotishi_device')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Codes are random: two users' codes share nothing derived from their numbers.
    expect((await inviter(t, 'Ravi Kumar')).code).not.toBe(code);
  });

  it('is refused signed out', async () => {
    const t = await createTestApp();
    const answer = await t.client().get('/api/referrals');
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('User is not authenticated');
  });
});

describe('an invite, from the link to the credit', () => {
  it("remembers the invite in an HttpOnly cookie, shows the inviter's first name only and credits the inviter once the invitee saves birth details", async () => {
    // A database of its own: the analytics events below are this test's alone.
    const t = await createTestApp({ database: await createTestDb() });
    const host = await inviter(t);
    const guest = t.client();

    const landed = await guest.post('/api/referrals/landing', { code: host.code });
    expect(landed.status).toBe(200);
    expect(landed.body).toEqual({ inviterName: 'Priya', signedIn: false });
    expect(landed.text).not.toContain(host.phone.slice(3));
    const invite = landed.setCookies.find((c) => c.name === 'jyotishi_invite')!;
    expect(invite.value).toBe(host.code);
    expect(invite.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': String(7 * 86_400) });
    expect(landed.setCookies.find((c) => c.name === 'jyotishi_device')?.attributes).toMatchObject({ httponly: true, samesite: 'Lax' });

    // Signed in, not yet credited: the referral waits for the birth details.
    const { phone } = await signIn(t, guest);
    expect(guest.cookies.has('jyotishi_invite')).toBe(false);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 0, credits: 0 });
    expect(await sharesOf(t, host.phone)).toBe(0);

    expect((await guest.put('/api/profile', birthDetails(profileDetails))).status).toBe(200);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 1, credits: 1, notCredited: 0 });
    expect((await host.client.get('/api/me')).body.profile.sharesAvailable).toBe(1);
    // The invitee sees who invited them, by first name.
    expect((await guest.get('/api/referrals')).body).toMatchObject({ invitedBy: 'Priya', joined: 0, credits: 0 });

    // Saving the details again (an edit) earns nothing more.
    expect((await guest.put('/api/profile', birthDetails({ ...profileDetails, name: 'Asha V' }))).status).toBe(200);
    expect(await sharesOf(t, host.phone)).toBe(1);

    const events = await t.db.select({ name: analyticsEvents.name, properties: analyticsEvents.properties }).from(analyticsEvents);
    expect(events.filter((e) => e.name === 'invite_landing')).toHaveLength(1);
    expect(events.filter((e) => e.name === 'invite_signup')).toEqual([{ name: 'invite_signup', properties: { outcome: 'credited' } }]);
    const [row] = await t.db.select().from(referrals);
    expect(JSON.stringify(row)).not.toContain(phone);
  });

  it('refuses a malformed, missing or unknown code with a clear message, in Hindi too, and sets no cookie', async () => {
    const t = await createTestApp({ database: await createTestDb() });
    await inviter(t);
    const guest = t.client();
    const cases: Array<[unknown, number, string]> = [
      [{ code: 'abc' }, 400, 'This invite link is incomplete. Please open the link exactly as it was sent to you.'],
      [{ code: 'ABCDEFGHJKMN' }, 400, 'This invite link is incomplete. Please open the link exactly as it was sent to you.'],
      [{}, 400, 'This invite link is incomplete. Please open the link exactly as it was sent to you.'],
      [{ code: 'x'.repeat(500) }, 400, 'This invite link is incomplete. Please open the link exactly as it was sent to you.'],
      [{ code: 'abcdefghjkmn' }, 404, 'This invite link does not work. Please ask your friend to send it again.'],
    ];
    for (const [body, status, error] of cases) {
      const answer = await guest.post('/api/referrals/landing', body);
      expect([answer.status, answer.body.error]).toEqual([status, error]);
      expect(answer.setCookies).toEqual([]);
    }
    const hindi = await guest.post('/api/referrals/landing', { code: 'abcdefghjkmn' }, { headers: { 'accept-language': 'hi' } });
    expect(hindi.body.error).toBe('यह न्योते का लिंक काम नहीं कर रहा। कृपया अपने दोस्त से इसे दोबारा भेजने को कहें।');
    const hindiShape = await guest.post('/api/referrals/landing', {}, { headers: { 'accept-language': 'hi' } });
    expect(hindiShape.body.error).toBe('यह न्योते का लिंक अधूरा है। कृपया लिंक ठीक वैसे ही खोलें जैसे आपको भेजा गया था।');
    expect(await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'invite_landing'))).toEqual([]);
  });

  it("refuses the inviter's own link, and a signed-in member's landing remembers nothing", async () => {
    const t = await createTestApp();
    const host = await inviter(t);
    const own = await host.client.post('/api/referrals/landing', { code: host.code });
    expect(own.status).toBe(400);
    expect(own.body.error).toBe('This is your own invite link. Send it to a friend: when they join, you earn a free reading.');

    const member = t.client();
    await signInWithProfile(t, member);
    const landed = await member.post('/api/referrals/landing', { code: host.code });
    expect(landed.body).toEqual({ inviterName: 'Priya', signedIn: true });
    expect(landed.setCookies.map((c) => c.name)).not.toContain('jyotishi_invite');
  });

  it('never counts a number that was already a user, even one whose account was deleted since', async () => {
    const t = await createTestApp();
    const host = await inviter(t);

    // An existing member follows the invite while signed out, and signs in again.
    const member = t.client();
    const { phone } = await signInWithProfile(t, member);
    await member.post('/api/auth/sign-out');
    await member.post('/api/referrals/landing', { code: host.code });
    expect((await signInAs(t, member, phone)).isNewUser).toBe(false);
    expect((await member.put('/api/profile', birthDetails(profileDetails))).status).toBe(200);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 0, credits: 0 });

    // Their account is deleted; the number comes back "new" through the invite: still nothing.
    await t.db.delete(profiles).where(eq(profiles.phoneNumber, phone));
    const again = t.client();
    await again.post('/api/referrals/landing', { code: host.code });
    const back = await signInAs(t, again, phone);
    expect(back.isNewUser).toBe(true);
    expect((await again.put('/api/profile', birthDetails(profileDetails))).status).toBe(200);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 0, credits: 0 });
    expect(await sharesOf(t, host.phone)).toBe(0);
  });

  it("gives no credit when the invitee signs up on the inviter's own browser", async () => {
    const t = await createTestApp();
    const host = await inviter(t);
    // The inviter signs out and a "new" number signs up in the same browser.
    await host.client.post('/api/auth/sign-out');
    await invitedSignUp(t, host.code, host.client);
    await signInAs(t, host.client, host.phone);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 1, credits: 0, notCredited: 1 });
    expect(await sharesOf(t, host.phone)).toBe(0);
  });

  it("gives no credit when the invitee's browser carries the inviter's device cookie", async () => {
    const t = await createTestApp({ database: await createTestDb() });
    const host = await inviter(t);
    const guest = t.client();
    guest.cookies.set('jyotishi_device', host.client.cookies.get('jyotishi_device')!);
    await invitedSignUp(t, host.code, guest);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 1, credits: 0 });
    const [event] = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'invite_signup'));
    expect(event?.properties).toEqual({ outcome: 'same_device' });
  });

  it("gives no credit when the invitee lands on one browser and finishes on the inviter's", async () => {
    const t = await createTestApp();
    const host = await inviter(t);
    const guest = t.client();
    await guest.post('/api/referrals/landing', { code: host.code });
    await signIn(t, guest);
    guest.cookies.set('jyotishi_device', host.client.cookies.get('jyotishi_device')!);
    expect((await guest.put('/api/profile', birthDetails(profileDetails))).status).toBe(200);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 1, credits: 0 });
  });

  it('credits three invitees a day and says so; the fourth joins without a credit', async () => {
    const t = await createTestApp();
    const host = await inviter(t);
    for (let i = 0; i < 4; i++) await invitedSignUp(t, host.code);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 4, credits: 3, notCredited: 1 });
    expect(await sharesOf(t, host.phone)).toBe(3);
  });

  it('ignores protected and unknown fields sent with a landing: the inviter gains nothing from it', async () => {
    const t = await createTestApp();
    const host = await inviter(t);
    const guest = t.client();
    const landed = await guest.post('/api/referrals/landing', {
      code: host.code, sharesAvailable: 99, credits: 5, status: 'credited', inviterPhone: host.phone, phone: host.phone, isPremium: true,
    });
    expect(landed.body).toEqual({ inviterName: 'Priya', signedIn: false });
    expect(await sharesOf(t, host.phone)).toBe(0);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 0, credits: 0 });
  });

  it('lets one network open 30 invite links an hour, then says how long to wait; a malformed code is not counted', async () => {
    const t = await createTestApp();
    const host = await inviter(t);
    const guest = t.client();
    for (let i = 0; i < 29; i++) expect((await guest.post('/api/referrals/landing', { code: host.code })).status).toBe(200);
    expect((await guest.post('/api/referrals/landing', { code: 'abcdefghjkmn' })).status).toBe(404);
    expect((await guest.post('/api/referrals/landing', { code: 'short' })).status).toBe(400);
    const refused = await guest.post('/api/referrals/landing', { code: host.code });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many requests. Please try again later. Try again in 1 hour.');
    expect(refused.setCookies).toEqual([]);
    // Another network is not held up.
    expect((await t.client().post('/api/referrals/landing', { code: host.code })).status).toBe(200);
    t.clock.advance({ minutes: 61 });
    expect((await guest.post('/api/referrals/landing', { code: host.code })).status).toBe(200);
  });

  it('ignores a forged invite cookie', async () => {
    const t = await createTestApp();
    const host = await inviter(t);
    const guest = t.client();
    guest.cookies.set('jyotishi_invite', `${host.code}'; drop table referrals`);
    await signInWithProfile(t, guest);
    expect((await host.client.get('/api/referrals')).body).toMatchObject({ joined: 0 });
  });
});

/** Signs a client in as a given number (the helper picks a fresh one otherwise). */
async function signInAs(t: TestApp, client: TestClient, phone: string) {
  return signIn(t, client, phone);
}
