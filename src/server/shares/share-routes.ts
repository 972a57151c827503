import { Hono } from 'hono';
import type { Analytics } from '../analytics/track';
import { requireUser, type AppEnv } from '../http/context';
import type { ProfileService } from '../profiles/profile-service';
import { grantShareCredit } from './share-service';

type Deps = {
  db: Parameters<typeof grantShareCredit>[0];
  profiles: Pick<ProfileService, 'changed'>;
  perDay: number;
  now: () => Date;
  analytics: Pick<Analytics, 'track'>;
};

export function shareRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/shares', async (c) => {
    const phone = requireUser(c);
    const result = await grantShareCredit(deps.db, phone, deps.now(), deps.perDay);
    deps.profiles.changed(phone);
    await deps.analytics.track({ name: 'share', userPhone: phone, properties: { channel: 'whatsapp' } });
    return c.json(result);
  });
}
