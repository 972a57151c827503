import { Hono } from 'hono';
import { z } from 'zod';
import { nearPlaces, searchPlaces, type Place } from '../../astro/places';
import { messages } from '../../shared/messages';
import { requireUser, type AppEnv } from '../http/context';
import { validate } from '../http/validate';

const querySchema = z.object({ q: z.string(messages.placeQueryMissing).trim().max(120, messages.placeQueryTooLong).default('') });

const suggestion = ({ name, region, country, latitude, longitude, timezone }: Place) => ({ name, region, country, latitude, longitude, timezone });

/**
 * Birth place autocomplete: the ten best gazetteer matches for what the user has typed, and when
 * nothing starts with it, the places it is likely a misspelling of ("Did you mean …?").
 */
export function placeRoutes() {
  return new Hono<AppEnv>().get('/places', validate('query', querySchema), (c) => {
    requireUser(c);
    const { q } = c.req.valid('query');
    const places = q.length === 0 ? [] : searchPlaces(q, 10).map(suggestion);
    const nearMatches = places.length === 0 && q.length > 0 ? nearPlaces(q, 3).map(suggestion) : [];
    return c.json({ places, nearMatches });
  });
}
