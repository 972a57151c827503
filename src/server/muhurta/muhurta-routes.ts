import { Hono, type Context, type Next } from 'hono';
import { z } from 'zod';
import { MUHURTA_EVENTS } from '../../astro/muhurta-rules';
import { accessLevel } from '../../shared/access';
import { MUHURTA_MAX_DAYS, muhurtaMessages as m } from '../../shared/muhurta-messages';
import { messages } from '../../shared/messages';
import { isProfileComplete, languages } from '../../shared/profile';
import { isRealDate } from '../../shared/profile-schema';
import { requireUser, type AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { validate } from '../http/validate';
import type { ProfileService } from '../profiles/profile-service';
import { bothOrNeither, placeQueryFields } from '../panchang/panchang-routes';
import { chosenPlace, readerPlaceOf } from '../panchang/panchang-service';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { muhurtaPdfFileName, muhurtaReport } from './muhurta-pdf';
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
    /** The PDF's language (a download link is no API call naming the page's language); else the caller's. */
    lang: z.enum(languages, m.muhurtaLanguageInvalid).optional(),
  })
  .refine(bothOrNeither, messages.panchangPlaceInvalid)
  .refine((q) => q.from <= q.to, m.muhurtaRangeBackwards)
  .refine((q) => daysIn(q.from, q.to) <= MUHURTA_MAX_DAYS, m.muhurtaRangeTooLong);

/**
 * The muhurta finder (docs/decisions/029 and 039): the windows for an event over a range at a
 * place. Signed-in users only; the personal filter (tara and chandra bala from the reader's birth
 * Moon) for Premium members with complete birth details, decided here and never by the page.
 */
export function muhurtaRoutes(deps: { profiles: ProfileService; pdfs: PdfRenderer; siteUrl: string; now: () => Date }) {
  /** The search a valid query asks for, with the personal filter granted here or refused. */
  const search = async (c: Context<AppEnv>, query: z.infer<typeof querySchema>) => {
    const { purpose, from, to, lat, lon, place, personal } = query;
    const profile = await deps.profiles.get(requireUser(c), deps.now());
    if (personal === '1') {
      if (!profile || !isProfileComplete(profile)) throw new AppError('conflict', m.muhurtaPersonalProfile);
      if (accessLevel(profile) !== 'premium') throw new AppError('forbidden', m.muhurtaPersonalPremium);
    }
    const where = lat !== undefined && lon !== undefined ? chosenPlace(lat, lon, place) : readerPlaceOf(profile);
    return muhurtasFor(purpose, where, from, to, personal === '1' ? profile : null);
  };
  // Visitors are turned away before their query is read.
  const signedIn = async (c: Context<AppEnv>, next: Next) => {
    requireUser(c);
    await next();
  };

  return new Hono<AppEnv>()
    .get('/muhurta', signedIn, validate('query', querySchema), async (c) => c.json(await search(c, c.req.valid('query'))))
    // The same search as a PDF, made in a PDF thread like a reading's.
    .get('/muhurta/pdf', signedIn, validate('query', querySchema), async (c) => {
      const query = c.req.valid('query');
      const view = await search(c, query);
      const language = query.lang ?? c.get('language');
      const pdf = await deps.pdfs.render({ user: requireUser(c), language, signal: c.req.raw.signal, report: muhurtaReport(view, language, deps.now()), siteUrl: deps.siteUrl });
      return c.body(pdf, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${muhurtaPdfFileName(view)}"` });
    });
}
