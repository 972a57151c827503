import { Hono } from 'hono';
import { z } from 'zod';
import { searchPlaces } from '../../astro/places';
import { messages } from '../../shared/messages';
import { requireUser, type AppEnv } from '../http/context';
import { validate } from '../http/validate';

const querySchema = z.object({ q: z.string(messages.placeQueryMissing).trim().max(120, messages.placeQueryTooLong).default('') });

/** Birth place autocomplete: the ten best gazetteer matches for what the user has typed. */
export function placeRoutes() {
  return new Hono<AppEnv>().get('/places', validate('query', querySchema), (c) => {
    requireUser(c);
    const { q } = c.req.valid('query');
    const places = q.length === 0 ? [] : searchPlaces(q, 10).map(({ name, region, country, latitude, longitude, timezone }) => ({ name, region, country, latitude, longitude, timezone }));
    return c.json({ places });
  });
}
