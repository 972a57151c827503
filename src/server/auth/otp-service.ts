import { randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { defaultChartChoicesIn } from '../../shared/chart-choices';
import { messages } from '../../shared/messages';
import { messagesIn } from '../../shared/messages-in';
import type { Language } from '../../shared/profile';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { otpChallenges, profiles } from '../db/schema';
import { AppError, waitRefusal } from '../http/errors';
import { keyedHash, sameDigest } from '../lib/keyed-hash';
import { ipSubject } from '../http/client-ip';
import { countRateEvents, rateSlotWaitMs, recordRateEvent, takeRateSlot, waitUntilOneAgesOut } from '../lib/rate-limit';
import type { Logger } from '../logger';
import type { CaptchaProvider } from './captcha';
import { phoneCountry, toE164 } from './phone';
import type { SessionStore } from './sessions';
import type { SmsProvider } from './sms/sms-provider';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

type Deps = {
  db: Db;
  config: Pick<Config, 'appSecret' | 'otp' | 'publicSiteUrl'>;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  sessions: SessionStore;
  logger: Logger;
  now: () => Date;
};

export function parsePhoneOrThrow(input: string) {
  if (!input.trim()) throw new AppError('bad_request', messages.phoneBlank);
  const phone = toE164(input);
  if (!phone) throw new AppError('bad_request', messages.phoneInvalid);
  return phone;
}

/**
 * Phone sign-in with one-time codes (docs/security.md, One-time codes). Every limit lives in the
 * database so that all instances enforce the same numbers.
 */
export function otpService(deps: Deps) {
  const { db, config, logger } = deps;
  const codeHash = (challengeId: string, code: string) => keyedHash(config.appSecret, 'otp', challengeId, code);
  const browserHash = (browserId: string) => keyedHash(config.appSecret, 'otp-browser', browserId);
  // Per-IP limits count an IPv6 caller's whole /64 (http/client-ip.ts).
  const sendsFrom = (ip: string, now: Date) => countRateEvents(db, { bucket: 'otp-ip', subject: ipSubject(config.appSecret, ip), windowMs: hourMs, now });
  const failedChecks = { bucket: 'otp-verify-failed-ip', limit: config.otp.maxFailedChecksPerIpHour, windowMs: hourMs };

  return {
    /** A captcha challenge whose work grows with the codes the caller's network asked for lately. */
    async captchaChallenge(ip: string) {
      const now = deps.now();
      return deps.captcha.challenge(now, await sendsFrom(ip, now));
    },

    /**
     * Sends a new code. The answer is the same whether or not the number has a profile. The code's
     * tries belong to the browser that asked (`browserId`, from an HttpOnly cookie): nobody else
     * can use them up.
     */
    async send(input: { phone: string; captcha: unknown; ip: string; browserId: string; language: Language }) {
      const now = deps.now();
      const phone = parsePhoneOrThrow(input.phone);
      const country = phoneCountry(phone);
      if (!country || !config.otp.allowedCountries.includes(country)) throw new AppError('bad_request', messagesIn(input.language).countryNotServed);

      // The captcha first: a request without a genuine solution must not take one of the address's
      // sends (otherwise twenty empty requests lock a whole carrier NAT out for an hour). The
      // solution may be one level behind: the browser fetches its next challenge while this send runs.
      const level = await sendsFrom(input.ip, now);
      if (!(await deps.captcha.verify(input.captcha, now, Math.max(0, level - 1)))) {
        throw new AppError('captcha_failed', messages.captchaRejected);
      }
      const ipLimit = { bucket: 'otp-ip', subject: ipSubject(config.appSecret, input.ip), limit: config.otp.maxPerIpHour, windowMs: hourMs, now };
      if (!(await takeRateSlot(db, ipLimit))) throw waitRefusal(await rateSlotWaitMs(db, ipLimit), input.language);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const challengeId = randomUUID();
      await db.transaction(async (tx) => {
        // One sender at a time, across instances, so neither the per-number limits nor the daily
        // caps (which count every number) can be raced. The transaction is short: no SMS inside.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otp:send'))`);
        const recent = await tx
          .select({ createdAt: otpChallenges.createdAt, closedAt: otpChallenges.closedAt, expiresAt: otpChallenges.expiresAt })
          .from(otpChallenges)
          .where(and(eq(otpChallenges.phoneNumber, phone), gt(otpChallenges.createdAt, new Date(now.getTime() - dayMs))))
          .orderBy(desc(otpChallenges.createdAt));
        // The resend wait guards a code still on its way; once it was used (a sign-in), or has
        // expired, a new one may go at once: sign out and in again is not "too many requests".
        const last = recent[0];
        const cooldownMs = config.otp.resendCooldownSeconds * 1000;
        if (last && !last.closedAt && last.expiresAt > now && now.getTime() - last.createdAt.getTime() < cooldownMs) {
          throw waitRefusal(cooldownMs - (now.getTime() - last.createdAt.getTime()), input.language);
        }
        const sent = recent.map((r) => r.createdAt);
        const lastHour = sent.filter((at) => now.getTime() - at.getTime() < hourMs);
        if (lastHour.length >= config.otp.maxPerNumberHour) {
          throw waitRefusal(waitUntilOneAgesOut(lastHour, config.otp.maxPerNumberHour, hourMs, now), input.language);
        }
        if (sent.length >= config.otp.maxPerNumberDay) {
          throw waitRefusal(waitUntilOneAgesOut(sent, config.otp.maxPerNumberDay, dayMs, now), input.language);
        }
        const countryCap = config.otp.countryDailyCaps[country] ?? config.otp.countryDailyCaps['*'] ?? config.otp.dailyGlobalCap;
        await enforceDailyCap(tx, { cap: countryCap, label: `Daily SMS cap for ${country}`, where: eq(otpChallenges.country, country) }, now, input.language);
        await enforceDailyCap(tx, { cap: config.otp.dailyGlobalCap, label: 'Daily SMS cap' }, now, input.language);
        // A resend kills this browser's earlier codes for the number; another browser's stay.
        const thisBrowser = browserHash(input.browserId);
        await tx
          .update(otpChallenges)
          .set({ closedAt: now })
          .where(and(eq(otpChallenges.phoneNumber, phone), eq(otpChallenges.browserHash, thisBrowser), isNull(otpChallenges.closedAt)));
        await tx.insert(otpChallenges).values({
          id: challengeId,
          phoneNumber: phone,
          codeHash: codeHash(challengeId, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + config.otp.ttlSeconds * 1000),
          browserHash: thisBrowser,
          country,
        });
      });

      try {
        await deps.sms.send({ to: phone, code, body: smsBody(code, config) });
      } catch (error) {
        logger.error({ err: error, provider: deps.sms.name }, 'SMS gateway refused a sign-in code');
        await db.update(otpChallenges).set({ closedAt: now }).where(eq(otpChallenges.id, challengeId));
        throw new AppError('upstream_failed', messages.loginFallback);
      }
      return {
        phoneNumber: phone,
        resendAfterSeconds: config.otp.resendCooldownSeconds,
        expiresInSeconds: config.otp.ttlSeconds,
      };
    },

    /**
     * Checks a code. Only the asking browser's code is tried, and each try is counted before the
     * comparison, so five wrong tries close it for good; the right code is consumed in the same
     * transaction that makes the session. Failed checks also count against the caller's network.
     */
    async verify(input: { phone: string; code: string; language: Language; browserId: string | undefined; ip: string }) {
      const now = deps.now();
      const phone = parsePhoneOrThrow(input.phone);
      if (!/^\d{6}$/.test(input.code)) throw new AppError('bad_request', messages.otpFormat);
      const invalid = () => new AppError('bad_request', messages.codeInvalid);
      const ipFailures = { ...failedChecks, subject: ipSubject(config.appSecret, input.ip), now };
      if ((await countRateEvents(db, ipFailures)) >= failedChecks.limit) throw waitRefusal(await rateSlotWaitMs(db, ipFailures), input.language);
      const failed = async () => {
        await recordRateEvent(db, ipFailures);
        return invalid();
      };
      if (!input.browserId) throw await failed();

      const [counted] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(
          and(
            eq(otpChallenges.phoneNumber, phone),
            eq(otpChallenges.browserHash, browserHash(input.browserId)),
            isNull(otpChallenges.closedAt),
            gt(otpChallenges.expiresAt, now),
            lt(otpChallenges.attempts, config.otp.maxAttempts),
          ),
        )
        .returning({ id: otpChallenges.id, codeHash: otpChallenges.codeHash });
      if (!counted || !sameDigest(counted.codeHash, codeHash(counted.id, input.code))) throw await failed();

      return db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(otpChallenges)
          .set({ closedAt: now })
          .where(and(eq(otpChallenges.id, counted.id), isNull(otpChallenges.closedAt)))
          .returning({ id: otpChallenges.id });
        if (!consumed) throw invalid();
        const created = await tx
          .insert(profiles)
          // A new user starts in the language their browser asked in, with that language's chart style
          // (a Tamil or Telugu reader's jathagam is the South Indian square); an existing one keeps theirs.
          .values({ phoneNumber: phone, language: input.language, chartStyle: defaultChartChoicesIn(input.language).chartStyle })
          .onConflictDoNothing()
          .returning({ phoneNumber: profiles.phoneNumber });
        const token = await deps.sessions.create(phone, now, tx);
        return { phoneNumber: phone, isNewUser: created.length === 1, token };
      });
    },
  };

  /**
   * Refuses once `cap` codes went out in the last 24 hours (to everyone, or to `where`'s numbers),
   * and warns in the log as the count passes 80 %, while there is still time to act.
   */
  async function enforceDailyCap(tx: Db, cap: { cap: number; label: string; where?: SQL }, now: Date, language: Language) {
    const where = and(gt(otpChallenges.createdAt, new Date(now.getTime() - dayMs)), cap.where);
    const [counted] = await tx.select({ n: count() }).from(otpChallenges).where(where);
    const sent = counted?.n ?? 0;
    if (sent >= cap.cap) {
      logger.warn(`${cap.label} reached: no more codes are sent until some are 24 hours old`);
      // The wait: until the cap-th newest code is a day old.
      const [blocking] = await tx.select({ createdAt: otpChallenges.createdAt }).from(otpChallenges).where(where).orderBy(desc(otpChallenges.createdAt)).offset(Math.max(0, cap.cap - 1)).limit(1);
      throw waitRefusal(blocking ? blocking.createdAt.getTime() + dayMs - now.getTime() : dayMs, language);
    }
    if (sent + 1 === Math.ceil(cap.cap * 0.8)) logger.warn(`${cap.label}: 80 % used (${sent + 1} of ${cap.cap} codes in 24 hours)`);
  }
}

export type OtpService = ReturnType<typeof otpService>;

/** The SMS text; its last line lets Android and iOS offer the code for autofill (WebOTP). */
function smsBody(code: string, config: Pick<Config, 'publicSiteUrl' | 'otp'>) {
  const host = new URL(config.publicSiteUrl).host;
  const minutes = Math.round(config.otp.ttlSeconds / 60);
  return `${code} is your Jyotishi sign-in code. It expires in ${minutes} minutes. Never share it with anyone.\n\n@${host} #${code}`;
}
