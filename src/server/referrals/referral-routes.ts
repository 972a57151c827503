import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { referralMessages, referralMessagesIn } from '../../shared/referral-messages';
import { INVITE_COOKIE_SECONDS, isInviteCode, type InviteLanding } from '../../shared/referrals';
import type { Analytics } from '../analytics/track';
import { sessionTokenFrom } from '../auth/session-cookie';
import { clientIp } from '../http/client-ip';
import { AppError, waitRefusal } from '../http/errors';
import { requireUser, type AppEnv } from '../http/context';
import { validate } from '../http/validate';
import type { RateLimit } from '../lib/rate-limit';
import type { Logger } from '../logger';
import type { ProfileService } from '../profiles/profile-service';
import type { ReferralService } from './referral-service';

/** The browser's own id, set by the server: invitees on an inviter's browser earn nothing. */
export const deviceCookieName = (production: boolean) => (production ? '__Host-jyotishi_device' : 'jyotishi_device');
/** The invite code a signed-out visitor followed, remembered until they sign in (or 7 days). */
export const inviteCookieName = (production: boolean) => (production ? '__Host-jyotishi_invite' : 'jyotishi_invite');
/** A device id lives a year (browsers cap cookies at 400 days). */
const deviceCookieSeconds = 365 * 86_400;

const landingSchema = z.object({ code: z.string(referralMessages.inviteCodeMalformed).max(64, referralMessages.inviteCodeMalformed) });

type Deps = {
  referrals: ReferralService;
  /** Landings per network (INVITE_LANDINGS_PER_IP_HOUR), taken by well-formed codes only. */
  landings: RateLimit;
  trustProxy: boolean;
  profiles: Pick<ProfileService, 'changed'>;
  analytics: Pick<Analytics, 'track'>;
  production: boolean;
  now: () => Date;
};

/** One cookie's value from a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string) {
  const prefix = `${name}=`;
  return header?.split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix))?.slice(prefix.length);
}

function cookies(production: boolean) {
  const device = deviceCookieName(production);
  const invite = inviteCookieName(production);
  const options = (maxAge: number) => ({ httpOnly: true, sameSite: 'Lax', secure: production, path: '/', maxAge }) as const;
  return {
    /** The browser's device id; a new one is set when it has none (or a malformed one). */
    deviceOf(c: Context) {
      // Same shape as a session token (32 random bytes, base64url), read by the same strict reader.
      const known = sessionTokenFrom(c.req.header('cookie'), device);
      if (known) return known;
      const made = randomBytes(32).toString('base64url');
      setCookie(c, device, made, options(deviceCookieSeconds));
      return made;
    },
    knownDeviceOf: (c: Context) => sessionTokenFrom(c.req.header('cookie'), device),
    inviteOf(c: Context) {
      const code = cookieValue(c.req.header('cookie'), invite);
      return code && isInviteCode(code) ? code : undefined;
    },
    rememberInvite: (c: Context, code: string) => setCookie(c, invite, code, options(INVITE_COOKIE_SECONDS)),
    forgetInvite: (c: Context) => deleteCookie(c, invite, { path: '/', secure: production }),
  };
}

/** GET /api/referrals (the inviter's card) and POST /api/referrals/landing (the invite page). */
export function referralRoutes(deps: Deps) {
  const jar = cookies(deps.production);
  return new Hono<AppEnv>()
    .get('/referrals', async (c) => {
      const phone = requireUser(c);
      // The browser the inviter looks at their link on is theirs: an invitee there earns nothing.
      await deps.referrals.sawDevice(phone, jar.deviceOf(c), deps.now());
      return c.json(await deps.referrals.summary(phone));
    })
    .post('/referrals/landing', validate('json', landingSchema), async (c) => {
      const words = referralMessagesIn(c.get('language'));
      const { code } = c.req.valid('json');
      if (!isInviteCode(code)) throw new AppError('bad_request', words.inviteCodeMalformed);
      const ip = clientIp(c, deps.trustProxy);
      if (!(await deps.landings.take(ip))) throw waitRefusal(await deps.landings.waitMs(ip), c.get('language'));
      const visitor = c.get('userPhone');
      const found = await deps.referrals.landing(code, visitor);
      if (!found) throw new AppError('not_found', words.inviteCodeUnknown);
      if (found.inviterPhone === visitor) throw new AppError('bad_request', words.ownInvite);
      const body: InviteLanding = { inviterName: found.inviterName, signedIn: found.signedIn };
      // Remembered for a visitor who can still sign up; a signed-in one changes nothing.
      if (!visitor) {
        jar.rememberInvite(c, code);
        jar.deviceOf(c);
        await deps.analytics.track({ name: 'invite_landing' });
      }
      return c.json(body);
    });
}

/**
 * What sign-in and the birth details form do for invites: after a sign-in, the browser is the
 * user's and a followed invite becomes a pending referral (for a number never seen before); after
 * birth details are saved, a pending referral is settled and the inviter maybe credited. Neither
 * ever fails the request it follows: a sign-in or a save stands whatever happens here.
 */
export function referralHooks(deps: Deps & { logger: Logger }) {
  const jar = cookies(deps.production);
  const guarded = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      deps.logger.warn({ err: error }, `Invites: ${what} failed`);
    }
  };
  return {
    afterSignIn: (c: Context<AppEnv>, user: { phoneNumber: string; isNewUser: boolean }) =>
      guarded('recording a sign-in', async () => {
        const inviteCode = jar.inviteOf(c);
        if (inviteCode) jar.forgetInvite(c);
        await deps.referrals.signedIn({ phone: user.phoneNumber, isNewUser: user.isNewUser, deviceId: jar.deviceOf(c), inviteCode, now: deps.now() });
      }),
    afterBirthDetails: (c: Context<AppEnv>, phone: string) =>
      guarded('settling a referral', async () => {
        const settled = await deps.referrals.completed(phone, jar.knownDeviceOf(c), deps.now());
        if (!settled) return;
        if (settled.outcome === 'credited') deps.profiles.changed(settled.inviterPhone);
        await deps.analytics.track({ name: 'invite_signup', userPhone: phone, properties: { outcome: settled.outcome } });
      }),
  };
}

export type ReferralHooks = ReturnType<typeof referralHooks>;
