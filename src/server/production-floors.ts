import { isIP } from 'node:net';

// What production refuses to start with, beyond the required keys (config.ts): settings that parse
// but leave the site weaker than it looks (docs/security.md). Development and tests may go below.

/** The settings these floors look at, as config.ts parsed them. */
export type FloorSettings = {
  APP_SECRET: string;
  /** Empty: derived from APP_SECRET. */
  ALTCHA_HMAC_KEY: string;
  PUBLIC_SITE_URL: string;
  CAPTCHA_PROVIDER: 'altcha' | 'none';
  ALTCHA_COST: number;
  ALTCHA_COUNTER_MIN: number;
  ALTCHA_COUNTER_MAX: number;
  ALTCHA_EXPIRES_SECONDS: number;
  PUSH_SERVICE_HOSTS: string[];
};

/**
 * The secrets we make ourselves (APP_SECRET; ALTCHA_HMAC_KEY when set apart from it) key the
 * HMAC-SHA-256 of codes, session tokens, rate-limit subjects and captcha challenges: below 32 random
 * bytes (256 bits) the key, not the hash, is what an attacker guesses, and a guessed captcha key
 * forges easy challenges. A weak ALTCHA key was recovered from one challenge in 15 ms. No rule can
 * prove a string random, so these refuse what is plainly not:
 * - at least 43 characters, what 32 random bytes take in base64 (`openssl rand -base64 32` prints
 *   44; hex takes 64);
 * - at least 12 different characters (a random base64 secret has about 30, a hex one 16);
 * - not one shorter piece repeated ('aaaa…', 'abcabc…', a word over and over).
 * Keys issued by others (Razorpay, Twilio, VAPID) are theirs to make and are not checked here.
 */
export const secretFloors = { minLength: 43, minDistinct: 12 };

const makeOne = 'make one with `openssl rand -base64 32`';

/** Why `value` is not a secret production may use, or null. It never repeats the value. */
export function weakSecretProblem(name: string, value: string): string | null {
  const characters = [...value];
  if (characters.length < secretFloors.minLength) {
    return `${name} is ${characters.length} characters long; production needs at least ${secretFloors.minLength} characters of random data (32 random bytes): ${makeOne}.`;
  }
  const distinct = new Set(characters).size;
  if (distinct < secretFloors.minDistinct) {
    return `${name} has only ${distinct} different characters; a random secret has at least ${secretFloors.minDistinct}: ${makeOne}.`;
  }
  // A string made of a piece repeated is equal to itself shifted by the piece's length.
  const period = Array.from({ length: Math.floor(characters.length / 2) }, (_, i) => i + 1).find((shift) => value.slice(shift) === value.slice(0, value.length - shift));
  if (period !== undefined) return `${name} is one ${period}-character piece repeated, not random data: ${makeOne}.`;
  return null;
}

/**
 * The proof of work before any SMS is sent (ALTCHA, SHA-256): a browser tries counters from 0
 * until it finds the one the server picked between COUNTER_MIN and COUNTER_MAX, each try costing
 * COST hashes.
 * - At least 10,000 hashes for the easiest challenge: below that a script solves hundreds per
 *   second on one core and the captcha no longer slows SMS pumping; the default 20,000–60,000 is
 *   1–2 s on a phone.
 * - COUNTER_MAX at least twice COUNTER_MIN: the minimum is public (it is in this code), so a
 *   script can start there; the range above it is the work it cannot skip.
 * - Challenges live 60 s to an hour: a slow phone needs a minute, and a long life lets a script
 *   solve challenges in quiet hours and spend them all at once.
 */
export const captchaFloors = { minWork: 10_000, maxToMinRatio: 2, minExpiresSeconds: 60, maxExpiresSeconds: 3600 };

/** The first floor production settings fall below, as a message for the operator; null when none. */
export function productionFloorViolation(s: FloorSettings): string | null {
  const weakSecret = weakSecretProblem('APP_SECRET', s.APP_SECRET) ?? (s.ALTCHA_HMAC_KEY ? weakSecretProblem('ALTCHA_HMAC_KEY', s.ALTCHA_HMAC_KEY) : null);
  if (weakSecret) return weakSecret;
  if (new URL(s.PUBLIC_SITE_URL).protocol !== 'https:') {
    return `PUBLIC_SITE_URL must be an https:// address in production (got ${s.PUBLIC_SITE_URL}): session cookies are Secure and are only sent over HTTPS.`;
  }
  if (s.CAPTCHA_PROVIDER === 'none') {
    return 'CAPTCHA_PROVIDER=none lets scripts request codes without any proof of work and cannot run in production.';
  }
  if (s.ALTCHA_COST < 1) return 'ALTCHA_COST must be at least 1 in production.';
  if (s.ALTCHA_COUNTER_MIN * s.ALTCHA_COST < captchaFloors.minWork) {
    return `ALTCHA_COUNTER_MIN × ALTCHA_COST must be at least ${captchaFloors.minWork} in production (got ${s.ALTCHA_COUNTER_MIN} × ${s.ALTCHA_COST}): less work than that does not slow a script down.`;
  }
  if (s.ALTCHA_COUNTER_MAX < captchaFloors.maxToMinRatio * s.ALTCHA_COUNTER_MIN) {
    return `ALTCHA_COUNTER_MAX must be at least twice ALTCHA_COUNTER_MIN in production (got ${s.ALTCHA_COUNTER_MAX} and ${s.ALTCHA_COUNTER_MIN}).`;
  }
  if (s.ALTCHA_EXPIRES_SECONDS < captchaFloors.minExpiresSeconds || s.ALTCHA_EXPIRES_SECONDS > captchaFloors.maxExpiresSeconds) {
    return `ALTCHA_EXPIRES_SECONDS must be between ${captchaFloors.minExpiresSeconds} and ${captchaFloors.maxExpiresSeconds} in production (got ${s.ALTCHA_EXPIRES_SECONDS}).`;
  }
  const notAPushService = s.PUSH_SERVICE_HOSTS.find((entry) => entry.includes(':') || isIP(entry) !== 0);
  if (notAPushService) {
    return `PUSH_SERVICE_HOSTS may list only push services' host names, on port 443, in production (got ${notAPushService}): the server posts reminders to whatever it allows.`;
  }
  return null;
}
