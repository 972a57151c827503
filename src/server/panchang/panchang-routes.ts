import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { isRealDate, oneLine } from '../../shared/profile-schema';
import { requireUser, type AppEnv } from '../http/context';
import { validate } from '../http/validate';
import type { ProfileService } from '../profiles/profile-service';
import { chosenPlace, panchangFor, readerPlaceOf } from './panchang-service';
import { readerOf } from '../residence/reader';

/** Decimal degrees as a query string writes them: '13.0827', '-74.006'. */
const DEGREES = /^-?\d{1,3}(\.\d{1,8})?$/;

const degrees = (limit: number) =>
  z
    .string(messages.panchangPlaceInvalid)
    .regex(DEGREES, messages.panchangPlaceInvalid)
    .transform(Number)
    .refine((n) => Math.abs(n) <= limit, messages.panchangPlaceInvalid)
    .optional();

/** A place in a query: `lat` and `lon` of a city from the place suggestions, `place` labelling them. */
export const placeQueryFields = {
  lat: degrees(90),
  lon: degrees(180),
  place: z.string(messages.panchangPlaceNameInvalid).trim().max(120, messages.panchangPlaceNameInvalid).refine(oneLine, messages.panchangPlaceNameInvalid).optional(),
};

/** `lat` and `lon` come together or not at all. */
export const bothOrNeither = (q: { lat?: number; lon?: number }) => (q.lat === undefined) === (q.lon === undefined);

/**
 * GET /api/panchang?date=YYYY-MM-DD&lat=&lon=&place=: every parameter optional. The date defaults
 * to today in India, the place to the user's birth place; `lat` and `lon` come together (a city
 * from the place suggestions) and `place` only labels them.
 */
const querySchema = z
  .object({
    date: z
      .string(messages.panchangDateInvalid)
      .regex(/^\d{4}-\d{2}-\d{2}$/, messages.panchangDateInvalid)
      .refine(isRealDate, messages.panchangDateInvalid)
      .refine((d) => d >= '1900-01-01' && d <= '2100-12-31', messages.panchangDateOutOfRange)
      .optional(),
    ...placeQueryFields,
  })
  .refine(bothOrNeither, messages.panchangPlaceInvalid);

/** The day's panchang for any date and place (docs/product.md, Panchang). Signed-in users only. */
export function panchangRoutes(deps: { profiles: ProfileService; now: () => Date }) {
  return new Hono<AppEnv>().get(
    '/panchang',
    // Visitors are turned away before their query is read.
    async (c, next) => {
      requireUser(c);
      await next();
    },
    validate('query', querySchema),
    async (c) => {
      const now = deps.now();
      const { date, lat, lon, place } = c.req.valid('query');
      const profile = await deps.profiles.get(requireUser(c), now);
      const where = lat !== undefined && lon !== undefined ? chosenPlace(lat, lon, place) : readerPlaceOf(profile);
      // The reader's month names wherever the day is asked for: they read their own almanac's.
      return c.json(panchangFor(date, where, now, profile ? readerOf(profile).lunarMonth : undefined));
    },
  );
}
