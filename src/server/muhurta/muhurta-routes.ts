import { Hono } from 'hono';
import { z } from 'zod';
import { MUHURTA_EVENTS } from '../../astro/muhurta-rules';
import { accessLevel } from '../../shared/access';
import { MUHURTA_MAX_DAYS, muhurtaMessages as m } from '../../shared/muhurta-messages';
import { messages } from '../../shared/messages';
import { isProfileComplete } from '../../shared/profile';
import { isRealDate } from '../../shared/profile-schema';
import { requireUser, type AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import type { ProfileService } from '../profiles/profile-service';
import { bothOrNeither, placeQueryFields } from '../panchang/panchang-routes';
import { chosenPlace, readerPlaceOf } from '../panchang/panchang-service';
import { muhurtasFor } from './muhurta-service';

const civilDate = z
  .string(m.muhurtaDateInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.muhurtaDateInvalid)
  .refine(isRealDate, m.muhurtaDateInvalid)
  .refine((d) => d >= '1900-01-01' && d <= '2100-12-31', m.muhurtaDateOutOfRange);

/** Days from `from` to `to`, both counted. */
const daysIn = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/**
 * GET /api/muhurta?purpose=&from=&to=[&lat=&lon=&place=][&personal=1]: the purpose and both dates
 * are required, the range at most a year; the place defaults to where the reader lives (as the
 * panchang's), and `lat` and `lon` come together, `place` only labelling them.
 */
const querySchema = z
  .object({
    purpose: z.enum(MUHURTA_EVENTS, m.muhurtaPurposeInvalid),
    from: civilDate,
    to: civilDate,
    ...placeQueryFields,
    personal: z.enum(['0', '1'], m.muhurtaPersonalInvalid).optional(),
  })
  .refine(bothOrNeither, messages.panchangPlaceInvalid)
  .refine((q) => q.from <= q.to, m.muhurtaRangeBackwards)
  .refine((q) => daysIn(q.from, q.to) <= MUHURTA_MAX_DAYS, m.muhurtaRangeTooLong);

/**
 * The muhurta finder (docs/decisions/029 and 039): the windows for an event over a range at a
 * place. Signed-in users only; the personal filter (tara and chandra bala from the reader's birth
 * Moon) for Premium members with complete birth details, decided here and never by the page.
 */
export function muhurtaRoutes(deps: { profiles: ProfileService; now: () => Date }) {
  return new Hono<AppEnv>().get(
    '/muhurta',
    // Visitors are turned away before their query is read.
    async (c, next) => {
      requireUser(c);
      await next();
    },
    validate('query', querySchema),
    async (c) => {
      const { purpose, from, to, lat, lon, place, personal } = c.req.valid('query');
      const profile = await deps.profiles.get(requireUser(c), deps.now());
      if (personal === '1') {
        if (!profile || !isProfileComplete(profile)) throw new AppError('conflict', m.muhurtaPersonalProfile);
        if (accessLevel(profile) !== 'premium') throw new AppError('forbidden', m.muhurtaPersonalPremium);
      }
      const where = lat !== undefined && lon !== undefined ? chosenPlace(lat, lon, place) : readerPlaceOf(profile);
      return c.json(muhurtasFor(purpose, where, from, to, personal === '1' ? profile : null));
    },
  );
}
