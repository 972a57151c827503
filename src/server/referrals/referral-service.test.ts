import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signIn, signInWithProfile, testAppSecret, type TestApp } from '../../../tests/support/test-app';
import { uniquePhone } from '../../../tests/support/phones';
import { createTestDb } from '../../../tests/support/test-db';
import { REFERRAL_CREDITS_PER_DAY, REFERRAL_CREDITS_PER_MONTH } from '../../shared/referrals';
import type { Db } from '../db/client';
import { knownNumbers, profiles, referrals } from '../db/schema';
import { referralService } from './referral-service';

// The rules of invites (docs/decisions/033) at the service, where the clock is the caller's: every
// limit, counted in the database; then the same rules on two app instances sharing one database.

const limits = { perDay: REFERRAL_CREDITS_PER_DAY, perMonth: REFERRAL_CREDITS_PER_MONTH };
const start = new Date('2026-05-01T06:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);

async function setUp() {
  const { db } = await createTestDb();
  const service = referralService({ db, secret: testAppSecret, limits });
  const user = async (name = 'Meera Iyer') => {
    const phone = uniquePhone();
    await db.insert(profiles).values({ phoneNumber: phone, name });
    await service.signedIn({ phone, isNewUser: true, deviceId: `device-of-${phone}`, inviteCode: undefined, now: start });
    return phone;
  };
  /** A new number signs up through `code` on its own browser and saves its details at `when`. */
  const invitee = async (code: string, when: Date) => {
    const phone = uniquePhone();
    await db.insert(profiles).values({ phoneNumber: phone });
    expect(await service.signedIn({ phone, isNewUser: true, deviceId: `device-of-${phone}`, inviteCode: code, now: when })).toBe(true);
    return (await service.completed(phone, `device-of-${phone}`, when))?.outcome;
  };
  return { db, service, user, invitee };
}

const sharesOf = async (db: Db, phone: string) => (await db.select({ n: profiles.sharesAvailable }).from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!.n;

describe('referral service', () => {
  it('credits at most 3 in any rolling 24 hours, then again once the first is a day old', async () => {
    const { db, service, user, invitee } = await setUp();
    const host = await user();
    const code = await service.codeOf(host);
    const outcomes = [await invitee(code, at(0)), await invitee(code, at(1)), await invitee(code, at(2)), await invitee(code, at(23))];
    expect(outcomes).toEqual(['credited', 'credited', 'credited', 'day_cap']);
    // 24 hours after the first credit, one more fits; not two.
    expect([await invitee(code, at(24.01)), await invitee(code, at(24.02))]).toEqual(['credited', 'day_cap']);
    expect(await sharesOf(db, host)).toBe(4);
    expect(await service.summary(host)).toMatchObject({ joined: 6, credits: 4, notCredited: 2 });
  });

  it('credits at most 10 in any rolling 30 days, however they are spread', async () => {
    const { db, service, user, invitee } = await setUp();
    const host = await user();
    const code = await service.codeOf(host);
    const outcomes = [];
    // Two a day for six days: ten credits, then the month is full while the day still has room.
    for (let day = 0; day < 6; day++) for (const hour of [0, 1]) outcomes.push(await invitee(code, at(day * 24 + hour)));
    expect(outcomes).toEqual([...Array(10).fill('credited'), 'month_cap', 'month_cap']);
    expect(await invitee(code, at(29 * 24 + 23))).toBe('month_cap');
    // Thirty days after the first credit, its place frees up.
    expect(await invitee(code, at(30 * 24 + 0.5))).toBe('credited');
    expect(await sharesOf(db, host)).toBe(11);
  });

  it('makes a number an invitee once ever, and never a number already known or the inviter', async () => {
    const { db, service, user } = await setUp();
    const host = await user();
    const other = await user('Kabir');
    const code = await service.codeOf(host);
    const phone = uniquePhone();
    await db.insert(profiles).values({ phoneNumber: phone });
    expect(await service.signedIn({ phone, isNewUser: true, deviceId: 'd1', inviteCode: code, now: start })).toBe(true);
    // Through another invite later: it is no longer new.
    expect(await service.signedIn({ phone, isNewUser: true, deviceId: 'd1', inviteCode: await service.codeOf(other), now: at(1) })).toBe(false);
    // The inviter with their own code, even were their sign-in taken for a new one.
    await db.delete(knownNumbers);
    expect(await service.signedIn({ phone: host, isNewUser: true, deviceId: 'd2', inviteCode: code, now: at(2) })).toBe(false);
    // An existing user who was never in the ledger (an account older than invites): not new either.
    expect(await service.signedIn({ phone: other, isNewUser: false, deviceId: 'd3', inviteCode: code, now: at(3) })).toBe(false);
    expect(await db.select({ inviter: referrals.inviterPhone }).from(referrals)).toEqual([{ inviter: host }]);
  });

  it('settles a pending referral once, however many saves', async () => {
    const { db, service, user } = await setUp();
    const host = await user();
    const phone = uniquePhone();
    await db.insert(profiles).values({ phoneNumber: phone });
    await service.signedIn({ phone, isNewUser: true, deviceId: 'guest-device', inviteCode: await service.codeOf(host), now: start });
    const settled = await Promise.all([1, 2, 3].map(() => service.completed(phone, 'guest-device', at(1))));
    expect(settled.filter(Boolean)).toEqual([{ inviterPhone: host, outcome: 'credited' }]);
    expect(await service.completed(phone, 'guest-device', at(2))).toBeNull();
    expect(await sharesOf(db, host)).toBe(1);
  });

  it('records the numbers of accounts older than invites once, so deleting one cannot make it new', async () => {
    const { db, service } = await setUp();
    const old = [uniquePhone(), uniquePhone(), uniquePhone()];
    await db.insert(profiles).values(old.map((phoneNumber) => ({ phoneNumber })));
    expect(await service.recordExistingNumbers(start, 2)).toBe(3);
    expect(await service.recordExistingNumbers(start)).toBe(0);
    const host = uniquePhone();
    await db.insert(profiles).values({ phoneNumber: host, name: 'Dev' });
    await db.delete(profiles).where(eq(profiles.phoneNumber, old[0]!));
    await db.insert(profiles).values({ phoneNumber: old[0]! });
    expect(await service.signedIn({ phone: old[0]!, isNewUser: true, deviceId: 'd', inviteCode: await service.codeOf(host), now: start })).toBe(false);
  });
});

// On PGlite one connection runs one transaction at a time; with TEST_DATABASE_URL the two apps'
// requests run on separate PostgreSQL connections at once (without the inviter's lock, all six
// saves below would each count no credits yet and each grant one).
describe('two instances on one database', () => {
  async function twoApps() {
    const database = await createTestDb();
    const a = await createTestApp({ database });
    const b = await createTestApp({ database });
    return { a, b };
  }

  /** A new number, landed and signed in through `code` on instance `t`, birth details not yet saved. */
  async function pendingInvitee(t: TestApp, code: string) {
    const client = t.client();
    expect((await client.post('/api/referrals/landing', { code })).status).toBe(200);
    await signIn(t, client);
    return client;
  }

  it('gives one inviter one code, whichever instance makes it first', async () => {
    const { a, b } = await twoApps();
    const onA = a.client();
    await signInWithProfile(a, onA);
    const onB = b.client();
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const [x, y] = await Promise.all([onA.get('/api/referrals'), onB.get('/api/referrals')]);
    expect(x.body.code).toBe(y.body.code);
  });

  it('never grants past the daily cap when invitees finish at once on both instances, and grants one invitee once', async () => {
    const { a, b } = await twoApps();
    const host = a.client();
    const { phone: hostPhone } = await signInWithProfile(a, host, { name: 'Priya Sharma' });
    const code = (await host.get('/api/referrals')).body.code as string;

    // Six invitees, three signed in on each instance, all saving their details at the same moment.
    const guests = await Promise.all([a, b, a, b, a, b].map((t) => pendingInvitee(t, code).then((client) => ({ t, client }))));
    const saves = await Promise.all(guests.map(({ client }) => client.put('/api/profile', { ...birthDetailsInput })));
    expect(saves.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await host.get('/api/referrals')).body).toMatchObject({ joined: 6, credits: 3, notCredited: 3 });
    expect((await a.db.select({ n: profiles.sharesAvailable }).from(profiles).where(eq(profiles.phoneNumber, hostPhone)))[0]!.n).toBe(3);

    // A day later, one invitee's save sent to both instances at once (its cookies on each): one credit.
    a.clock.advance({ hours: 25 });
    b.clock.advance({ hours: 25 });
    const onA = await pendingInvitee(a, code);
    const onB = b.client();
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    await Promise.all([onA.put('/api/profile', birthDetailsInput), onB.put('/api/profile', birthDetailsInput)]);
    expect((await host.get('/api/referrals')).body).toMatchObject({ joined: 7, credits: 4 });
  });
});

const birthDetailsInput = {
  name: 'Asha Verma', gender: 'female', email: '', birthDate: '1990-04-15', birthTime: '06:30', birthPlace: 'Varanasi', country: 'India', latitude: 25.3176, longitude: 82.9739,
};
