import { describe, expect, it } from 'vitest';
import { boundedEditDistance } from './edit-distance';

describe('boundedEditDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one slip each', () => {
    expect(boundedEditDistance('bangalore', 'bangalore', 3)).toBe(0);
    expect(boundedEditDistance('banglore', 'bangalore', 3)).toBe(1);
    expect(boundedEditDistance('bangalore', 'banglore', 3)).toBe(1);
    expect(boundedEditDistance('kolkatta', 'kolkata', 3)).toBe(1);
    expect(boundedEditDistance('dehli', 'delhi', 3)).toBe(1);
    expect(boundedEditDistance('pume', 'pune', 3)).toBe(1);
    expect(boundedEditDistance('', 'abc', 3)).toBe(3);
    expect(boundedEditDistance('abc', '', 3)).toBe(3);
  });

  it('gives up past the bound, answering bound + 1', () => {
    expect(boundedEditDistance('banglore', 'bengaluru', 2)).toBe(3);
    expect(boundedEditDistance('mumbai', 'chennai', 1)).toBe(2);
    expect(boundedEditDistance('a', 'abcdef', 2)).toBe(3);
  });
});
