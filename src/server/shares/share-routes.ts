import { Hono } from 'hono';
import { messagesIn } from '../../shared/messages-in';
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
    const language = c.get('language');
    const result = await grantShareCredit(deps.db, phone, deps.now(), deps.perDay, language);
    deps.profiles.changed(phone);
    await deps.analytics.track({ name: 'share', userPhone: phone, properties: { channel: 'whatsapp' } });
    // The thanks the browser shows, in the caller's language.
    return c.json({ ...result, message: messagesIn(language).shareThanks(result.sharesAvailable) });
  });
}
