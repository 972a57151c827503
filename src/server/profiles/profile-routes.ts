import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import { birthDetailsSchema } from '../../shared/profile-schema';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import type { ProfileService } from './profile-service';

export function profileRoutes(deps: { profiles: ProfileService; now: () => Date }) {
  return new Hono<AppEnv>()
    .get('/me', async (c) => {
      const phone = c.get('userPhone');
      if (!phone) return c.json({ user: null, profile: null });
      const profile = await deps.profiles.get(phone, deps.now());
      return c.json({ user: { phoneNumber: phone, uid: phone }, profile });
    })
    .put('/profile', validate('json', birthDetailsSchema), async (c) => {
      const phone = c.get('userPhone');
      if (!phone) throw new AppError('unauthorized', messages.userNotAuthenticated);
      const profile = await deps.profiles.saveBirthDetails(phone, c.req.valid('json'), deps.now());
      if (!profile) throw new AppError('not_found', messages.userNotAuthenticated);
      return c.json({ profile });
    });
}
