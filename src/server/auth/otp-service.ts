import { randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Language } from '../../shared/profile';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { otpChallenges, profiles } from '../db/schema';
import { AppError } from '../http/errors';
import { keyedHash, sameDigest } from '../lib/keyed-hash';
import { takeRateSlot } from '../lib/rate-limit';
import type { Logger } from '../logger';
import type { CaptchaProvider } from './captcha';
import { toE164 } from './phone';
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

const tooMany = (retryAfterSeconds?: number) =>
  new AppError('rate_limited', messages.tooManyRequests, retryAfterSeconds ? { retryAfterSeconds } : {});

/**
 * Phone sign-in with one-time codes (docs/security.md, One-time codes). Every limit lives in the
 * database so that all instances enforce the same numbers.
 */
export function otpService(deps: Deps) {
  const { db, config, logger } = deps;
  const codeHash = (challengeId: string, code: string) => keyedHash(config.appSecret, 'otp', challengeId, code);

  return {
    /** Sends a new code. The answer is the same whether or not the number has a profile. */
    async send(input: { phone: string; captcha: unknown; ip: string }) {
      const now = deps.now();
      const phone = parsePhoneOrThrow(input.phone);
      const ipAllowed = await takeRateSlot(db, {
        bucket: 'otp-ip',
        subject: keyedHash(config.appSecret, 'ip', input.ip),
        limit: config.otp.maxPerIpHour,
        windowMs: hourMs,
        now,
      });
      if (!ipAllowed) throw tooMany();
      if (!(await deps.captcha.verify(input.captcha, now))) {
        throw new AppError('captcha_failed', messages.captchaRejected);
      }

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const challengeId = randomUUID();
      await db.transaction(async (tx) => {
        // One sender at a time, across instances, so neither the per-number limits nor the daily
        // cap (which counts every number) can be raced. The transaction is short: no SMS inside.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otp:send'))`);
        const recent = await tx
          .select({ createdAt: otpChallenges.createdAt })
          .from(otpChallenges)
          .where(and(eq(otpChallenges.phoneNumber, phone), gt(otpChallenges.createdAt, new Date(now.getTime() - dayMs))))
          .orderBy(desc(otpChallenges.createdAt));
        const last = recent[0]?.createdAt;
        const cooldownMs = config.otp.resendCooldownSeconds * 1000;
        if (last && now.getTime() - last.getTime() < cooldownMs) {
          throw tooMany(Math.ceil((cooldownMs - (now.getTime() - last.getTime())) / 1000));
        }
        const lastHour = recent.filter((r) => now.getTime() - r.createdAt.getTime() < hourMs).length;
        if (lastHour >= config.otp.maxPerNumberHour || recent.length >= config.otp.maxPerNumberDay) throw tooMany();
        const [sentToday] = await tx
          .select({ n: count() })
          .from(otpChallenges)
          .where(gt(otpChallenges.createdAt, new Date(now.getTime() - dayMs)));
        if ((sentToday?.n ?? 0) >= config.otp.dailyGlobalCap) {
          logger.warn('Daily SMS cap reached: no more codes are sent today');
          throw tooMany();
        }
        // A resend kills every earlier code for this number.
        await tx
          .update(otpChallenges)
          .set({ closedAt: now })
          .where(and(eq(otpChallenges.phoneNumber, phone), isNull(otpChallenges.closedAt)));
        await tx.insert(otpChallenges).values({
          id: challengeId,
          phoneNumber: phone,
          codeHash: codeHash(challengeId, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + config.otp.ttlSeconds * 1000),
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
     * Checks a code. Each try is counted before the comparison, so five wrong tries close the
     * code for good; the right code is consumed in the same transaction that makes the session.
     */
    async verify(input: { phone: string; code: string; language: Language }) {
      const now = deps.now();
      const phone = parsePhoneOrThrow(input.phone);
      if (!/^\d{6}$/.test(input.code)) throw new AppError('bad_request', messages.otpFormat);
      const invalid = () => new AppError('bad_request', messages.codeInvalid);

      const [counted] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(
          and(
            eq(otpChallenges.phoneNumber, phone),
            isNull(otpChallenges.closedAt),
            gt(otpChallenges.expiresAt, now),
            lt(otpChallenges.attempts, config.otp.maxAttempts),
          ),
        )
        .returning({ id: otpChallenges.id, codeHash: otpChallenges.codeHash });
      if (!counted || !sameDigest(counted.codeHash, codeHash(counted.id, input.code))) throw invalid();

      return db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(otpChallenges)
          .set({ closedAt: now })
          .where(and(eq(otpChallenges.id, counted.id), isNull(otpChallenges.closedAt)))
          .returning({ id: otpChallenges.id });
        if (!consumed) throw invalid();
        const created = await tx
          .insert(profiles)
          // A new user starts in the language their browser asked in; an existing one keeps theirs.
          .values({ phoneNumber: phone, language: input.language })
          .onConflictDoNothing()
          .returning({ phoneNumber: profiles.phoneNumber });
        const token = await deps.sessions.create(phone, now, tx);
        return { phoneNumber: phone, isNewUser: created.length === 1, token };
      });
    },
  };
}

export type OtpService = ReturnType<typeof otpService>;

/** The SMS text; its last line lets Android and iOS offer the code for autofill (WebOTP). */
function smsBody(code: string, config: Pick<Config, 'publicSiteUrl' | 'otp'>) {
  const host = new URL(config.publicSiteUrl).host;
  const minutes = Math.round(config.otp.ttlSeconds / 60);
  return `${code} is your Jyotishi sign-in code. It expires in ${minutes} minutes. Never share it with anyone.\n\n@${host} #${code}`;
}
