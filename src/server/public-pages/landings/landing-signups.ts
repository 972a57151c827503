/**
 * A sign-up that began on a public page: when a new account signs in with the landing cookie the
 * page's script left (landing-script.ts), the server records `public_signup` for that page and
 * source. Recorded by the server, once per new account, so a visitor cannot add sign-ups; the
 * cookie's page and source are taken only in the shapes the pages and the sources have.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { isLandingSource } from '../../../shared/landing-sources';
import { normalizePath } from '../../../shared/analytics-path';
import type { Analytics } from '../../analytics/track';
import type { AppEnv } from '../../http/context';
import { LANDING_COOKIE } from './landing-script';

/** A public page's path as analytics keeps it (years become ':n'): the rashifal, a city's panchang, festivals or muhurtas, the city search. */
const PUBLIC_PAGE = /^\/(hi\/)?(rashifal(\/[a-z][\w-]*){0,2}|panchang\/[a-z][\w-]*|festivals\/:n\/[a-z][\w-]*|muhurta\/[a-z][\w-]*\/:n\/[a-z][\w-]*|cities)$/;

/** The page and source the cookie names, or null when it names no public page or no source of ours. */
export function landingOf(cookie: string | undefined): { path: string; source: string } | null {
  if (!cookie || cookie.length > 300) return null;
  const cut = cookie.lastIndexOf('|');
  const raw = cookie.slice(0, cut);
  // A path of this site only: normalizePath would take a full URL's path too.
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const path = normalizePath(raw);
  const source = cookie.slice(cut + 1);
  return cut > 0 && path && PUBLIC_PAGE.test(path) && isLandingSource(source) ? { path, source } : null;
}

export function landingSignups(deps: { analytics: Pick<Analytics, 'track'> }) {
  return {
    afterSignIn: async (c: Context<AppEnv>, user: { phoneNumber: string; isNewUser: boolean }) => {
      const landing = landingOf(getCookie(c, LANDING_COOKIE));
      if (getCookie(c, LANDING_COOKIE) !== undefined) deleteCookie(c, LANDING_COOKIE, { path: '/' });
      if (!landing || !user.isNewUser) return;
      await deps.analytics.track({ name: 'public_signup', userPhone: user.phoneNumber, path: landing.path, properties: { landingSource: landing.source } });
    },
  };
}
