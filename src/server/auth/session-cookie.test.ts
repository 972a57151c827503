import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionTokenFrom } from './session-cookie';

const token = randomBytes(32).toString('base64url');

describe('session token from the Cookie header', () => {
  it('finds our cookie among others, wherever it stands', () => {
    expect(sessionTokenFrom(`jyotishi_session=${token}`, 'jyotishi_session')).toBe(token);
    expect(sessionTokenFrom(`_ga=GA1.1.5; jyotishi_session=${token}; theme=dark`, 'jyotishi_session')).toBe(token);
    expect(sessionTokenFrom(`a=1;__Host-jyotishi_session=${token}`, '__Host-jyotishi_session')).toBe(token);
  });

  it('ignores a cookie whose name only ends like ours, and a missing header', () => {
    expect(sessionTokenFrom(`old_jyotishi_session=${token}`, 'jyotishi_session')).toBeUndefined();
    expect(sessionTokenFrom(`__Host-jyotishi_session=${token}`, 'jyotishi_session')).toBeUndefined();
    expect(sessionTokenFrom(undefined, 'jyotishi_session')).toBeUndefined();
    expect(sessionTokenFrom('', 'jyotishi_session')).toBeUndefined();
  });

  it('refuses values that cannot be one of our tokens', () => {
    for (const value of ['', 'x', `${token}x`, `${token.slice(0, 42)}=`, `"${token.slice(2)}"`, `${token.slice(0, 40)}%20a`, "' OR 1=1 --"]) {
      expect(sessionTokenFrom(`jyotishi_session=${value}`, 'jyotishi_session')).toBeUndefined();
    }
  });
});
