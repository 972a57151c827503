import { describe, expect, it } from 'vitest';
import { accessLevel } from './access';

const profile = (over: Partial<{ isPremium: boolean; hasUsedFreeReading: boolean; sharesAvailable: number }> = {}) => ({
  isPremium: false,
  hasUsedFreeReading: false,
  sharesAvailable: 0,
  ...over,
});

// docs/product.md, States: "no profile gives none; is_premium gives premium; free reading not yet used gives
// free; free used with shares_available above 0 gives share; otherwise none" — in that order.
describe('accessLevel', () => {
  it.each([
    ['no profile', null, 'none'],
    ['premium, even with the free reading unused and credits left', profile({ isPremium: true, sharesAvailable: 3 }), 'premium'],
    ['premium after the free reading', profile({ isPremium: true, hasUsedFreeReading: true }), 'premium'],
    ['free reading not yet used, even with credits', profile({ sharesAvailable: 2 }), 'free'],
    ['free reading not yet used', profile(), 'free'],
    ['free used, one credit', profile({ hasUsedFreeReading: true, sharesAvailable: 1 }), 'share'],
    ['free used, no credits', profile({ hasUsedFreeReading: true }), 'none'],
  ] as const)('%s → %s', (_label, input, expected) => {
    expect(accessLevel(input)).toBe(expected);
  });
});
