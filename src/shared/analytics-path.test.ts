import { describe, expect, it } from 'vitest';
import { normalizePath } from './analytics-path';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/reading/result/0B5C4A52-3F7E-4A8E-9A51-6D2F7C1E9B10', '/reading/result/:id'],
    ['/reading/result/0b5c4a52-3f7e-4a8e-9a51-6d2f7c1e9b10', '/reading/result/:id'],
    ['/reading/daily?ref=wa#x', '/reading/daily'],
    ['/reading/daily?ref=wa', '/reading/daily'],
    ['/dev/outbox/+919812345678', '/dev/outbox/:n'],
    ['/profile/9812345678', '/profile/:n'],
    ['/x/919812345678', '/x/:n'],
    ['/Premium', '/premium'],
    ['/family/', '/family/'],
    ['/share-unlock/a.b', '/share-unlock/:n'],
    [`/${'a'.repeat(41)}`, '/:n'],
    ['/a/b/c/d/e/f/g/h/i/j', '/a/b/c/d/e/f/g/h'],
    ['http://localhost:3000/share-unlock?x=1', '/share-unlock'],
    ['  /chart  ', '/chart'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('gives null for what is not a path', () => {
    expect(normalizePath('')).toBeNull();
    expect(normalizePath('   ')).toBeNull();
    expect(normalizePath('reading/daily')).toBeNull();
    expect(normalizePath('https://[bad')).toBeNull();
    expect(normalizePath(null)).toBeNull();
    expect(normalizePath(undefined)).toBeNull();
  });
});
