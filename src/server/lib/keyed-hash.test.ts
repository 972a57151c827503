import { describe, expect, it } from 'vitest';
import { keyedHash, sameDigest } from './keyed-hash';

describe('keyedHash', () => {
  it('is HMAC-SHA256 in hex, and depends on the secret and on every part', () => {
    const digest = keyedHash('secret', 'otp', 'challenge-1', '123456');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedHash('secret', 'otp', 'challenge-1', '123456')).toBe(digest);
    expect(keyedHash('other', 'otp', 'challenge-1', '123456')).not.toBe(digest);
    expect(keyedHash('secret', 'otp', 'challenge-2', '123456')).not.toBe(digest);
    expect(keyedHash('secret', 'otp', 'challenge-1', '123457')).not.toBe(digest);
    // Parts are separated, so moving characters between them changes the digest.
    expect(keyedHash('secret', 'ab', 'c')).not.toBe(keyedHash('secret', 'a', 'bc'));
  });
});

describe('sameDigest', () => {
  it('compares digests, and treats different lengths as unequal without throwing', () => {
    const digest = keyedHash('secret', 'x');
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(digest, keyedHash('secret', 'y'))).toBe(false);
    expect(sameDigest(digest, digest.slice(0, 62))).toBe(false);
    expect(sameDigest(digest, '')).toBe(false);
    expect(sameDigest(digest, 'not hex at all')).toBe(false);
  });
});
