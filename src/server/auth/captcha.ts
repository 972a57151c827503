import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { usedCaptchas } from '../db/schema';
import { lt } from 'drizzle-orm';

export interface CaptchaProvider {
  readonly name: 'altcha' | 'none';
  /**
   * A new challenge for the browser, or null when no captcha is in use. `level` is how many codes
   * the caller's network asked for lately: each level makes the work harder (`workScale`).
   */
  challenge(now: Date, level: number): Promise<Challenge | null>;
  /**
   * True once per genuine solution of a challenge made for at least `level`: forged, expired,
   * reused and too-easy ones are false (the browser then fetches a fresh, harder challenge).
   */
  verify(payload: unknown, now: Date, level: number): Promise<boolean>;
}

/**
 * How many times the base work a challenge at `level` asks for: doubling every second code, up to
 * `max` (ALTCHA_MAX_WORK_SCALE, 64 by default). A person who asks for two or three codes waits
 * about a second more; a script sending hundreds from one network pays far more for each.
 */
export function workScale(level: number, max: number) {
  return Math.min(max, Math.round(2 ** (Math.max(0, level) / 2)));
}

export const noCaptcha: CaptchaProvider = {
  name: 'none',
  challenge: async () => null,
  verify: async () => true,
};

/**
 * ALTCHA: a self-hosted proof of work the browser solves invisibly. The challenge is signed
 * with our key and expires; solutions are stored with an atomic insert so each works once
 * (altcha-lib verifies a solution again and again on its own).
 */
export function altchaCaptcha(db: Db, config: Config['captcha']): CaptchaProvider {
  return {
    name: 'altcha',
    async challenge(now, level) {
      const scale = workScale(level, config.maxWorkScale);
      return createChallenge({
        algorithm: 'SHA-256',
        cost: config.cost,
        // The solver counts up to this number (deterministic mode), so the work grows with it.
        counter: randomInt(config.counterMax * scale, config.counterMin * scale),
        // Signed with the challenge: a solution of an easier challenge is refused once the level rose.
        data: { level: Math.max(0, Math.floor(level)) },
        deriveKey,
        hmacSignatureSecret: config.hmacKey,
        hmacKeySignatureSecret: `${config.hmacKey}:key`,
        expiresAt: new Date(now.getTime() + config.expiresSeconds * 1000),
      });
    },
    async verify(payload, now, level) {
      const parsed = parsePayload(payload);
      if (!parsed?.challenge.signature) return false;
      const madeFor = parsed.challenge.parameters.data?.level;
      if (typeof madeFor !== 'number' || madeFor < level) return false;
      const expiresAt = parsed.challenge.parameters.expiresAt;
      if (!expiresAt || expiresAt * 1000 <= now.getTime()) return false;
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: config.hmacKey,
        hmacKeySignatureSecret: `${config.hmacKey}:key`,
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
      const inserted = await db
        .insert(usedCaptchas)
        .values({ signature: parsed.challenge.signature, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      return inserted.length === 1;
    },
  };
}

/** The browser sends the payload as base64 JSON, as the ALTCHA widget does. */
function parsePayload(payload: unknown): Payload | null {
  if (typeof payload !== 'string' || payload.length > 4096) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    if (typeof value?.challenge?.parameters !== 'object' || typeof value?.solution !== 'object') return null;
    return value;
  } catch {
    return null;
  }
}
