import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 as lowercase hex: Razorpay's algorithm for Checkout results and webhooks. */
export function hmacHex(secret: string, data: string) {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/**
 * Checkout's signature: HMAC-SHA256 of `<order id>|<payment id>` with the key secret. The order id
 * must be the one we stored, never the one the browser sends (docs/security.md, Payments).
 */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string) {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/**
 * Constant-time comparison of a signature we computed with one we were given. The SDK's own
 * helpers compare with `===`, hence this. Only the length may leak, and every
 * valid signature has the same length.
 */
export function signatureMatches(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
