import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/context';
import { grantShareCredit } from './share-service';

export function shareRoutes(deps: { db: Parameters<typeof grantShareCredit>[0]; perDay: number; now: () => Date }) {
  return new Hono<AppEnv>().post('/shares', async (c) => {
    const result = await grantShareCredit(deps.db, requireUser(c), deps.now(), deps.perDay);
    return c.json(result);
  });
}
