import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import { firstNameOf, INVITE_CODE_LENGTH, inviteCodeAlphabet, type InviteLanding, type ReferralSummary } from '../../shared/referrals';
import type { Db } from '../db/client';
import { inviteCodes, knownNumbers, profiles, referrals, userDevices } from '../db/schema';
import { keyedHash } from '../lib/keyed-hash';

const dayMs = 86_400_000;
const monthMs = 30 * dayMs;

export type ReferralLimits = { perDay: number; perMonth: number };

/** What became of an invitee's referral once they saved their birth details. */
export type ReferralOutcome = 'credited' | 'same_device' | 'day_cap' | 'month_cap';

/** A new code: INVITE_CODE_LENGTH letters of a 32-letter alphabet, 5 random bits each. */
export function newInviteCode() {
  const bytes = randomBytes(INVITE_CODE_LENGTH);
  return Array.from(bytes, (b) => inviteCodeAlphabet[b & 31]).join('');
}

/**
 * Invites that pay the sharer (docs/decisions/033). Every rule is decided in the database, so it
 * holds however many instances serve: a number is an invitee once ever (the referrals' primary
 * key, a keyed hash of the number), is "new" only if it was never seen signing in (known_numbers,
 * which outlives deleted accounts), and an inviter's credits are counted against the caps under a
 * transaction-scoped lock on the inviter, with the pending → done step a conditional update.
 */
export function referralService(deps: { db: Db; secret: string; limits: ReferralLimits }) {
  const { db, secret, limits } = deps;
  const numberHash = (phone: string) => keyedHash(secret, 'known-number', phone);
  const deviceHash = (deviceId: string) => keyedHash(secret, 'device', deviceId);

  async function inviterOf(code: string) {
    const [row] = await db
      .select({ phone: inviteCodes.userPhone, name: profiles.name })
      .from(inviteCodes)
      .innerJoin(profiles, eq(profiles.phoneNumber, inviteCodes.userPhone))
      .where(eq(inviteCodes.code, code));
    return row ?? null;
  }

  return {
    /**
     * The user's invite code: made at sign-in (or here, for a session older than invites), the
     * same code ever after, on every instance.
     */
    async codeOf(phone: string): Promise<string> {
      const [existing] = await db.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.userPhone, phone));
      if (existing) return existing.code;
      // Two first requests at once: one insert wins, both read the winner's code.
      await db.insert(inviteCodes).values({ userPhone: phone, code: newInviteCode() }).onConflictDoNothing({ target: inviteCodes.userPhone });
      const [made] = await db.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.userPhone, phone));
      return made!.code;
    },

    /** The inviter behind a well-formed code, or null when no user has it. */
    async landing(code: string, visitorPhone: string | null): Promise<(InviteLanding & { inviterPhone: string }) | null> {
      const inviter = await inviterOf(code);
      if (!inviter) return null;
      return { inviterPhone: inviter.phone, inviterName: firstNameOf(inviter.name), signedIn: visitorPhone !== null };
    },

    /** Remembers that this user signs in on this browser: their invitees on it earn nothing. */
    async sawDevice(phone: string, deviceId: string, now: Date) {
      await db.insert(userDevices).values({ userPhone: phone, deviceHash: deviceHash(deviceId), seenAt: now }).onConflictDoNothing();
    },

    /**
     * After a sign-in: the number is known from now on, and a number never seen before that
     * followed an invite (`inviteCode`, from the browser's cookie) becomes the inviter's pending
     * invitee. Returns whether it did.
     */
    async signedIn(input: { phone: string; isNewUser: boolean; deviceId: string; inviteCode: string | undefined; now: Date }) {
      const { phone, now } = input;
      await this.sawDevice(phone, input.deviceId, now);
      // The invite link is ready before the profile asks for it: reading it then writes nothing.
      await this.codeOf(phone);
      const firstSeen = await db.insert(knownNumbers).values({ phoneHash: numberHash(phone), firstSeenAt: now }).onConflictDoNothing().returning({ hash: knownNumbers.phoneHash });
      if (!input.inviteCode || !input.isNewUser || firstSeen.length === 0) return false;
      const inviter = await inviterOf(input.inviteCode);
      if (!inviter || inviter.phone === phone) return false;
      const attached = await db
        .insert(referrals)
        .values({ inviteeHash: numberHash(phone), inviterPhone: inviter.phone, inviteeDeviceHash: deviceHash(input.deviceId), createdAt: now })
        .onConflictDoNothing()
        .returning({ hash: referrals.inviteeHash });
      return attached.length === 1;
    },

    /**
     * The invitee saved their birth details: their pending referral is settled, once. The inviter
     * earns a credit unless the invitee is on one of the inviter's browsers (when they signed in,
     * or now) or the inviter reached a cap. Null when the user has no pending referral.
     */
    async completed(phone: string, deviceId: string | undefined, now: Date): Promise<{ inviterPhone: string; outcome: ReferralOutcome } | null> {
      const hash = numberHash(phone);
      const [pending] = await db
        .select({ inviterPhone: referrals.inviterPhone, inviteeDevice: referrals.inviteeDeviceHash })
        .from(referrals)
        .where(and(eq(referrals.inviteeHash, hash), eq(referrals.status, 'pending')));
      if (!pending) return null;
      const devices = [pending.inviteeDevice, deviceId ? deviceHash(deviceId) : null].filter((d): d is string => d !== null);
      return db.transaction(async (tx) => {
        // One inviter's credits are counted and granted one invitee at a time, on every instance.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral:${pending.inviterPhone}`}))`);
        const outcome = await outcomeFor(tx, pending.inviterPhone, devices, now);
        const settled = await tx
          .update(referrals)
          .set({ status: outcome, completedAt: now })
          .where(and(eq(referrals.inviteeHash, hash), eq(referrals.status, 'pending')))
          .returning({ hash: referrals.inviteeHash });
        // Settled meanwhile by another request: nothing more to do.
        if (settled.length === 0) return null;
        if (outcome === 'credited') {
          await tx
            .update(profiles)
            .set({ sharesAvailable: sql`${profiles.sharesAvailable} + 1` })
            .where(eq(profiles.phoneNumber, pending.inviterPhone));
        }
        return { inviterPhone: pending.inviterPhone, outcome };
      });
    },

    /**
     * Puts the numbers of accounts made before invites existed into known_numbers, so that deleting
     * one of them later cannot make its number "new". Runs at start-up and does its work once: when
     * known_numbers already holds a row, every account since has been recorded at its sign-in.
     * Safe on several instances at once (each insert skips a number already there). Returns how
     * many numbers it recorded.
     */
    async recordExistingNumbers(now: Date, batchSize = 1000) {
      const [any] = await db.select({ hash: knownNumbers.phoneHash }).from(knownNumbers).limit(1);
      if (any) return 0;
      let recorded = 0;
      let after = '';
      for (;;) {
        const batch = await db
          .select({ phone: profiles.phoneNumber })
          .from(profiles)
          .where(gt(profiles.phoneNumber, after))
          .orderBy(asc(profiles.phoneNumber))
          .limit(batchSize);
        if (batch.length === 0) return recorded;
        const rows = await db
          .insert(knownNumbers)
          .values(batch.map((row) => ({ phoneHash: numberHash(row.phone), firstSeenAt: now })))
          .onConflictDoNothing()
          .returning({ hash: knownNumbers.phoneHash });
        recorded += rows.length;
        after = batch[batch.length - 1]!.phone;
      }
    },

    /** The inviter's side: their code, who joined, the credits; and who invited them, if anyone. */
    async summary(phone: string): Promise<ReferralSummary> {
      const code = await this.codeOf(phone);
      const rows = await db
        .select({ status: referrals.status, n: count() })
        .from(referrals)
        .where(and(eq(referrals.inviterPhone, phone), ne(referrals.status, 'pending')))
        .groupBy(referrals.status);
      const joined = rows.reduce((sum, row) => sum + row.n, 0);
      const credits = rows.find((row) => row.status === 'credited')?.n ?? 0;
      const [inviter] = await db
        .select({ name: profiles.name })
        .from(referrals)
        .innerJoin(profiles, eq(profiles.phoneNumber, referrals.inviterPhone))
        .where(eq(referrals.inviteeHash, numberHash(phone)));
      return {
        code,
        joined,
        credits,
        notCredited: joined - credits,
        invitedBy: inviter ? firstNameOf(inviter.name) : null,
        perDay: limits.perDay,
        perMonth: limits.perMonth,
      };
    },
  };

  async function outcomeFor(tx: Db, inviterPhone: string, devices: string[], now: Date): Promise<ReferralOutcome> {
    for (const device of devices) {
      const [shared] = await tx
        .select({ hash: userDevices.deviceHash })
        .from(userDevices)
        .where(and(eq(userDevices.userPhone, inviterPhone), eq(userDevices.deviceHash, device)));
      if (shared) return 'same_device';
    }
    const creditedSince = async (since: Date) => {
      const [row] = await tx
        .select({ n: count() })
        .from(referrals)
        .where(and(eq(referrals.inviterPhone, inviterPhone), eq(referrals.status, 'credited'), gt(referrals.completedAt, since)));
      return row?.n ?? 0;
    };
    if ((await creditedSince(new Date(now.getTime() - dayMs))) >= limits.perDay) return 'day_cap';
    if ((await creditedSince(new Date(now.getTime() - monthMs))) >= limits.perMonth) return 'month_cap';
    return 'credited';
  }
}

export type ReferralService = ReturnType<typeof referralService>;
