import { Hono, type Context, type Next } from 'hono';
import { z } from 'zod';
import { MUHURTA_EVENTS } from '../../astro/muhurta-rules';
import { MUHURTA_MAX_DAYS, MUHURTA_MAX_PEOPLE, muhurtaMessages as m } from '../../shared/muhurta-messages';
import { muhurtaPersonSchema } from '../../shared/muhurta-people-schema';
import { messages } from '../../shared/messages';
import { languages, type Language } from '../../shared/profile';
import { isRealDate } from '../../shared/profile-schema';
import { requireUser, type AppEnv } from '../http/context';
import { validate } from '../http/validate';
import type { ProfileService } from '../profiles/profile-service';
import { bothOrNeither, placeQueryFields } from '../panchang/panchang-routes';
import { chosenPlace, readerPlaceOf } from '../panchang/panchang-service';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { muhurtaPdfFileName, muhurtaReport } from './muhurta-pdf';
import { muhurtasFor, type MuhurtaView } from './muhurta-service';
import type { PersonalMuhurtaService } from './personal-service';

export const civilDate = z
  .string(m.muhurtaDateInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.muhurtaDateInvalid)
  .refine(isRealDate, m.muhurtaDateInvalid)
  .refine((d) => d >= '1900-01-01' && d <= '2100-12-31', m.muhurtaDateOutOfRange);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/**
 * GET /api/muhurta?purpose=&from=&to=[&lat=&lon=&place=]: the purpose and both dates are
 * required, the range at most a year; the place defaults to where the reader lives (as the
 * panchang's), and `lat` and `lon` come together, `place` only labelling them.
 */
const querySchema = z
  .object({
    purpose: z.enum(MUHURTA_EVENTS, m.muhurtaPurposeInvalid),
    from: civilDate,
    to: civilDate,
    ...placeQueryFields,
    /** The PDF's language (a download link is no API call naming the page's language); else the caller's. */
    lang: z.enum(languages, m.muhurtaLanguageInvalid).optional(),
  })
  .refine(bothOrNeither, messages.panchangPlaceInvalid)
  .refine((q) => q.from <= q.to, m.muhurtaRangeBackwards)
  .refine((q) => daysIn(q.from, q.to) <= MUHURTA_MAX_DAYS, m.muhurtaRangeTooLong);

/** Decimal degrees as JSON numbers, within ±`limit`. */
const degrees = (limit: number) => z.number(messages.panchangPlaceInvalid).min(-limit, messages.panchangPlaceInvalid).max(limit, messages.panchangPlaceInvalid).optional();

/** POST /api/muhurta/personal: the general search's fields, with the place as numbers, and the people. */
const personalSchema = z
  .object({
    purpose: z.enum(MUHURTA_EVENTS, m.muhurtaPurposeInvalid),
    from: civilDate,
    to: civilDate,
    lat: degrees(90),
    lon: degrees(180),
    place: placeQueryFields.place,
    people: z.array(muhurtaPersonSchema, m.muhurtaPeopleCount).min(1, m.muhurtaPeopleCount).max(MUHURTA_MAX_PEOPLE, m.muhurtaPeopleCount),
  })
  .refine(bothOrNeither, messages.panchangPlaceInvalid)
  .refine((q) => q.from <= q.to, m.muhurtaRangeBackwards)
  .refine((q) => daysIn(q.from, q.to) <= MUHURTA_MAX_DAYS, m.muhurtaRangeTooLong);

/** A saved result's PDF: in `lang`, of one month ('2026-02') of it when named, else of all of it. */
const pdfQuery = z.object({
  lang: z.enum(languages, m.muhurtaLanguageInvalid).optional(),
  month: z.string(m.muhurtaMonthInvalid).regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.muhurtaMonthInvalid).optional(),
});

/** The part of a search inside one month ('2026-02'), as the page offers a PDF per month shown. */
function monthOf<View extends MuhurtaView>(view: View, month: string | undefined): View {
  if (!month) return view;
  const [year, number] = month.split('-').map(Number);
  const last = `${month}-${String(new Date(Date.UTC(year!, number!, 0)).getUTCDate()).padStart(2, '0')}`;
  const from = view.from > `${month}-01` ? view.from : `${month}-01`;
  const to = view.to < last ? view.to : last;
  return {
    ...view,
    from,
    to,
    windows: view.windows.filter((w) => w.day >= from && w.day <= to),
    blackouts: view.blackouts.filter((b) => b.start.slice(0, 10) <= to && b.end.slice(0, 10) >= from),
  };
}

/**
 * The muhurta finder (docs/decisions/029, 039 and 045): the windows for an event over a range at a
 * place, free to every signed-in reader; and the personal results, narrowed to chosen people's
 * Moons, bought as a reading is and kept. What is spent is decided here and never by the page.
 */
export function muhurtaRoutes(deps: { profiles: ProfileService; personal: PersonalMuhurtaService; pdfs: PdfRenderer; siteUrl: string; now: () => Date }) {
  /** The general search a valid query asks for. */
  const search = async (c: Context<AppEnv>, query: z.infer<typeof querySchema>) => {
    const { purpose, from, to, lat, lon, place } = query;
    const profile = await deps.profiles.get(requireUser(c), deps.now());
    const where = lat !== undefined && lon !== undefined ? chosenPlace(lat, lon, place) : readerPlaceOf(profile);
    return muhurtasFor(purpose, where, from, to);
  };
  // Visitors are turned away before their query is read.
  const signedIn = async (c: Context<AppEnv>, next: Next) => {
    requireUser(c);
    await next();
  };
  const pdf = async (c: Context<AppEnv>, view: Parameters<typeof muhurtaReport>[0], lang: Language | undefined) => {
    const language = lang ?? c.get('language');
    const file = await deps.pdfs.render({ user: requireUser(c), language, signal: c.req.raw.signal, report: muhurtaReport(view, language, deps.now()), siteUrl: deps.siteUrl });
    return c.body(file, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${muhurtaPdfFileName(view)}"` });
  };

  return new Hono<AppEnv>()
    .get('/muhurta', signedIn, validate('query', querySchema), async (c) => c.json(await search(c, c.req.valid('query'))))
    // The same search as a PDF, made in a PDF thread like a reading's.
    .get('/muhurta/pdf', signedIn, validate('query', querySchema), async (c) => {
      const query = c.req.valid('query');
      return pdf(c, await search(c, query), query.lang);
    })
    // The user's saved personal results, newest first.
    .get('/muhurta/personal', signedIn, async (c) => c.json({ results: await deps.personal.list(requireUser(c)) }))
    // A new personal result costs a reading (201); the same search again opens the saved one (200, `existing`).
    .post('/muhurta/personal', signedIn, validate('json', personalSchema), async (c) => {
      const phone = requireUser(c);
      const { purpose, from, to, lat, lon, place, people } = c.req.valid('json');
      const where = lat !== undefined && lon !== undefined ? chosenPlace(lat, lon, place) : readerPlaceOf(await deps.profiles.get(phone, deps.now()));
      const { id, existing } = await deps.personal.create(phone, { purpose, from, to, place: where, people }, c.get('language'));
      return c.json({ id, existing, result: await deps.personal.get(phone, id) }, existing ? 200 : 201);
    })
    // Another user's result answers as a missing one.
    .get('/muhurta/personal/:id', signedIn, async (c) => c.json({ result: await deps.personal.get(requireUser(c), c.req.param('id') ?? '') }))
    .get('/muhurta/personal/:id/pdf', signedIn, validate('query', pdfQuery), async (c) => {
      const { lang, month } = c.req.valid('query');
      return pdf(c, monthOf(await deps.personal.get(requireUser(c), c.req.param('id') ?? ''), month), lang);
    });
}
