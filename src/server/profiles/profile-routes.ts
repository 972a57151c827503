import { Hono, type Context } from 'hono';
import { messages } from '../../shared/messages';
import { messagesIn } from '../../shared/messages-in';
import type { ProfileView } from '../../shared/profile';
import { birthDetailsSchema, profileSettingsSchema } from '../../shared/profile-schema';
import { residenceMessagesIn } from '../../shared/residence-messages';
import { lunarMonthSchema, residenceSchema } from '../../shared/residence-schema';
import { chartChoicesMessagesIn } from '../../shared/chart-choices-messages';
import { chartChoicesSchema } from '../../shared/chart-choices-schema';

/** docs/product.md, Data 'Signed-in user': phoneNumber and uid, both the phone number. */
type Me = { user: { phoneNumber: string; uid: string } | null; profile: ProfileView | null };
import type { Db } from '../db/client';
import type { AppEnv } from '../http/context';
import { currentSubscription, planExtensions } from '../payments/subscription-service';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import { locateResidence, type ProfileService } from './profile-service';

type Deps = {
  db: Db;
  profiles: ProfileService;
  now: () => Date;
  /** Runs after birth details are saved (invites: referrals/referral-routes.ts); never fails the save. */
  afterBirthDetails?: (c: Context<AppEnv>, phone: string) => Promise<void>;
};

export function profileRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/me', async (c) => {
      const phone = c.get('userPhone');
      const body: Me = phone
        ? { user: { phoneNumber: phone, uid: phone }, profile: await deps.profiles.get(phone, deps.now()) }
        : { user: null, profile: null };
      return c.json(body);
    })
    .get('/subscription', async (c) => {
      const phone = c.get('userPhone');
      if (!phone) throw new AppError('unauthorized', messages.notSignedIn);
      const now = deps.now();
      const subscription = await currentSubscription(deps.db, phone, now);
      // What each plan would extend premium to if bought now, by the rule fulfilment grants with.
      return c.json({ subscription, extensions: await planExtensions(deps.db, phone, subscription, now) });
    })
    .put('/profile', validate('json', birthDetailsSchema), async (c) => {
      const phone = c.get('userPhone');
      if (!phone) throw new AppError('unauthorized', messages.userNotAuthenticated);
      const profile = await deps.profiles.saveBirthDetails(phone, c.req.valid('json'), deps.now());
      if (!profile) throw new AppError('not_found', messages.userNotAuthenticated);
      await deps.afterBirthDetails?.(c, phone);
      // The confirmation the browser shows, in the caller's language.
      return c.json({ profile, message: messagesIn(c.get('language')).profileUpdated });
    })
    // The settings apart from the birth details, on their own: a language switch must not need a
    // complete profile (a new user switches before entering their birth details).
    .patch('/profile', validate('json', profileSettingsSchema), async (c) => {
      const phone = c.get('userPhone');
      if (!phone) throw new AppError('unauthorized', messages.userNotAuthenticated);
      const profile = await deps.profiles.saveLanguage(phone, c.req.valid('json').language, deps.now());
      if (!profile) throw new AppError('not_found', messages.userNotAuthenticated);
      return c.json({ profile });
    })
    // Where the user lives now: readings are dated in its zone and judged over its days
    // (docs/decisions/023). Located before anything is written, so a bad place changes nothing.
    .put('/profile/residence', validate('json', residenceSchema), async (c) => {
      const phone = c.get('userPhone');
      if (!phone) throw new AppError('unauthorized', messages.userNotAuthenticated);
      const residence = locateResidence(c.req.valid('json'));
      const profile = await deps.profiles.saveResidence(phone, residence, deps.now());
      if (!profile) throw new AppError('not_found', messages.userNotAuthenticated);
      return c.json({ profile, message: residenceMessagesIn(c.get('language')).residenceUpdated });
    })
    // Back to "same as the birth place".
    .delete('/profile/residence', async (c) => {
      const phone = c.get('userPhone');
      if (!phone) throw new AppError('unauthorized', messages.userNotAuthenticated);
      const profile = await deps.profiles.saveResidence(phone, null, deps.now());
      if (!profile) throw new AppError('not_found', messages.userNotAuthenticated);
      return c.json({ profile, message: residenceMessagesIn(c.get('language')).residenceCleared });
    })
    .put('/profile/lunar-month', validate('json', lunarMonthSchema), async (c) => {
      const phone = c.get('userPhone');
      if (!phone) throw new AppError('unauthorized', messages.userNotAuthenticated);
      const profile = await deps.profiles.saveLunarMonth(phone, c.req.valid('json').lunarMonth, deps.now());
      if (!profile) throw new AppError('not_found', messages.userNotAuthenticated);
      return c.json({ profile, message: residenceMessagesIn(c.get('language')).lunarMonthUpdated });
    })
    // The ayanamsa, node and chart style every chart of the account is cast with (docs/decisions/046).
    .put('/profile/chart-choices', validate('json', chartChoicesSchema), async (c) => {
      const phone = c.get('userPhone');
      if (!phone) throw new AppError('unauthorized', messages.userNotAuthenticated);
      const profile = await deps.profiles.saveChartChoices(phone, c.req.valid('json'), deps.now());
      if (!profile) throw new AppError('not_found', messages.userNotAuthenticated);
      return c.json({ profile, message: chartChoicesMessagesIn(c.get('language')).chartChoicesUpdated });
    });
}
