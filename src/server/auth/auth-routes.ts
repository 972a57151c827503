import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import type { Analytics } from '../analytics/track';
import type { Config } from '../config';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { validate } from '../http/validate';
import type { CaptchaProvider } from './captcha';
import type { OtpService } from './otp-service';
import { sessionCookieOptions, sessionTokenFrom } from './session-cookie';
import type { SessionStore } from './sessions';

export const sessionCookieName = (production: boolean) => (production ? '__Host-jyotishi_session' : 'jyotishi_session');
/** A random id for the browser that asks for codes: a code's tries belong to it alone. */
export const otpBrowserCookieName = (production: boolean) => (production ? '__Host-jyotishi_otp_browser' : 'jyotishi_otp_browser');

// The spec's messages for a missing or oversized field too, never zod's own wording.
const phoneField = z.string(messages.phoneBlank).max(32, messages.phoneInvalid);
const sendSchema = z.object({ phone: phoneField, captcha: z.string(messages.captchaRejected).max(4096, messages.captchaRejected).optional() });
const verifySchema = z.object({ phone: phoneField, code: z.string(messages.otpFormat).max(12, messages.otpFormat) });

type Deps = { config: Config; otp: OtpService; sessions: SessionStore; captcha: CaptchaProvider; now: () => Date; analytics: Pick<Analytics, 'track'>;
  /** Runs after every successful sign-in (invites: referrals/referral-routes.ts); never fails it. */
  afterSignIn?: (c: Context<AppEnv>, user: { phoneNumber: string; isNewUser: boolean }) => Promise<void>;
};

export function authRoutes(deps: Deps) {
  const cookieName = sessionCookieName(deps.config.production);
  const browserCookie = otpBrowserCookieName(deps.config.production);
  const ipOf = (c: Context) => clientIp(c, deps.config.trustProxy);
  // Same shape as a session token (32 random bytes, base64url), so the same strict reader serves.
  const browserIdOf = (c: Context) => sessionTokenFrom(c.req.header('cookie'), browserCookie);
  return new Hono<AppEnv>()
    .get('/captcha', async (c) => {
      const challenge = await deps.otp.captchaChallenge(ipOf(c));
      return c.json({ provider: deps.captcha.name, challenge });
    })
    .post('/otp/send', validate('json', sendSchema), async (c) => {
      const body = c.req.valid('json');
      let browserId = browserIdOf(c);
      if (!browserId) {
        browserId = randomBytes(32).toString('base64url');
        // A day outlives any code; HttpOnly, so no script on the page can copy it elsewhere.
        setCookie(c, browserCookie, browserId, { httpOnly: true, sameSite: 'Lax', secure: deps.config.production, path: '/', maxAge: 86_400 });
      }
      const result = await deps.otp.send({ phone: body.phone, captcha: body.captcha, ip: ipOf(c), browserId, language: c.get('language') });
      return c.json(result);
    })
    .post('/otp/verify', validate('json', verifySchema), async (c) => {
      const body = c.req.valid('json');
      const result = await deps.otp.verify({ ...body, language: c.get('language'), browserId: browserIdOf(c), ip: ipOf(c) });
      // Any session this browser had is replaced: a new token at every sign-in.
      await deps.sessions.revoke(sessionTokenFrom(c.req.header('cookie'), cookieName));
      setCookie(c, cookieName, result.token, sessionCookieOptions(deps.config.production, Math.floor(deps.sessions.lifetimeMs / 1000)));
      await deps.analytics.track({ name: 'sign_in', userPhone: result.phoneNumber, properties: { isNewUser: result.isNewUser } });
      await deps.afterSignIn?.(c, { phoneNumber: result.phoneNumber, isNewUser: result.isNewUser });
      return c.json({
        user: { phoneNumber: result.phoneNumber, uid: result.phoneNumber },
        isNewUser: result.isNewUser,
      });
    })
    .post('/sign-out', async (c) => {
      await deps.sessions.revoke(sessionTokenFrom(c.req.header('cookie'), cookieName));
      deleteCookie(c, cookieName, { path: '/', secure: deps.config.production });
      return c.json({ signedOut: true });
    });
}
