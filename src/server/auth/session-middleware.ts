import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/context';
import { sessionCookieOptions, sessionTokenFrom } from './session-cookie';
import type { SessionStore } from './sessions';

type SessionMiddlewareOptions = {
  sessions: SessionStore;
  cookieName: string;
  /** Secure cookies in production only: a development server on http must still sign in. */
  secure: boolean;
  now: () => Date;
};

/**
 * Who is calling: sets `userPhone` (null when signed out) for every API route. When the store
 * slides a session's expiry forward, its cookie is renewed here too.
 */
export function sessionMiddleware({ sessions, cookieName, secure, now }: SessionMiddlewareOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = sessionTokenFrom(c.req.header('cookie'), cookieName);
    const session = await sessions.resolve(token, now());
    c.set('userPhone', session?.userPhone ?? null);
    if (session?.refreshed && token) {
      // What is left of the session: never past its absolute limit (SESSION_MAX_DAYS).
      setCookie(c, cookieName, token, sessionCookieOptions(secure, session.maxAgeSeconds));
    }
    return next();
  };
}
