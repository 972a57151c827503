import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 as hex: how codes, tokens and rate-limit subjects are stored. */
export function keyedHash(secret: string, ...parts: string[]) {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

/** Constant-time comparison of two hex digests (different lengths are simply unequal). */
export function sameDigest(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
