import { describe, expect, it } from 'vitest';
import { afterSignIn, forSignedIn, isServerPage, safeReturnPath, signInPathFrom, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/readings', '/chart?x=1', '/reading/result/abc?tab=2#share', '/profile', '/%2F%2Fevil.com'])('follows the path %j', (next) => {
    expect(safeReturnPath(next)).toBe(next);
  });

  it.each([
    null,
    '',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '/readings\\..\\..\\evil',
    'https://evil.com',
    'http:evil.com',
    'javascript:alert(1)',
    'evil.com',
    'readings',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /readings',
    '/auth',
    '/auth/',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});

describe('the way back through sign-in', () => {
  it('sends a visitor to /auth with the page, path and query, to return to', () => {
    expect(signInPathFrom({ pathname: '/readings', search: '' })).toBe('/auth?next=/readings');
    expect(signInPathFrom({ pathname: '/chart', search: '?x=1&y=2' })).toBe('/auth?next=/chart%3Fx%3D1%26y%3D2');
    expect(new URLSearchParams(signInPathFrom({ pathname: '/chart', search: '?x=1&y=2' }).split('?')[1]).get('next')).toBe('/chart?x=1&y=2');
  });

  it('adds nothing for the dashboard, which is where sign-in goes anyway', () => {
    expect(signInPathFrom({ pathname: '/', search: '' })).toBe('/auth');
    expect(signInPathFrom({ pathname: '/', search: '?ref=wa' })).toBe('/auth');
    expect(withReturnPath('/auth', null)).toBe('/auth');
  });

  it('takes a new user through the birth-details form first', () => {
    expect(afterSignIn(false, '/readings')).toBe('/profile/complete?next=/readings');
    expect(afterSignIn(false, null)).toBe('/profile/complete');
    expect(afterSignIn(true, '/readings')).toBe('/readings');
    expect(afterSignIn(true, null)).toBe('/');
  });

  it("returns a sign-in to the public page it began on, but sends one already signed in on to the reading the page's way in offers", () => {
    for (const page of ['/rashifal/kark', '/hi/rashifal', '/panchang/new-delhi?date=2026-12-07', '/festivals/2026/pune', '/muhurta/vivah/2027/pune']) {
      expect(safeReturnPath(page), page).toBe(page);
      expect(afterSignIn(true, page), page).toBe(page);
      expect(afterSignIn(false, page), page).toBe(withReturnPath('/profile/complete', page));
      expect(forSignedIn(true, page), page).toBe('/');
      expect(isServerPage(page.split('?')[0]!), page).toBe(true);
    }
    expect(forSignedIn(true, '/readings')).toBe('/readings');
    expect(forSignedIn(false, '/rashifal/kark')).toBe('/profile/complete');
    expect(isServerPage('/readings')).toBe(false);
    expect(isServerPage('/panchang')).toBe(false);
  });
});
