import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { usedCaptchas } from '../db/schema';
import { lt } from 'drizzle-orm';

export interface CaptchaProvider {
  readonly name: 'altcha' | 'none';
  /** A new challenge for the browser, or null when no captcha is in use. */
  challenge(now: Date): Promise<Challenge | null>;
  /** True once per genuine solution: forged, expired and reused ones are false. */
  verify(payload: unknown, now: Date): Promise<boolean>;
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
    async challenge(now) {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: config.cost,
        counter: randomInt(config.counterMax, config.counterMin),
        deriveKey,
        hmacSignatureSecret: config.hmacKey,
        hmacKeySignatureSecret: `${config.hmacKey}:key`,
        expiresAt: new Date(now.getTime() + config.expiresSeconds * 1000),
      });
    },
    async verify(payload, now) {
      const parsed = parsePayload(payload);
      if (!parsed?.challenge.signature) return false;
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
