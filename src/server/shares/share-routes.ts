import { Hono } from 'hono';
import type { Analytics } from '../analytics/track';
import { requireUser, type AppEnv } from '../http/context';
import { grantShareCredit } from './share-service';

export function shareRoutes(deps: { db: Parameters<typeof grantShareCredit>[0]; perDay: number; now: () => Date; analytics: Pick<Analytics, 'track'> }) {
  return new Hono<AppEnv>().post('/shares', async (c) => {
    const phone = requireUser(c);
    const result = await grantShareCredit(deps.db, phone, deps.now(), deps.perDay);
    await deps.analytics.track({ name: 'share', userPhone: phone, properties: { channel: 'whatsapp' } });
    return c.json(result);
  });
}
