import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { chartChoicesOf, type ChartChoices } from '../../shared/chart-choices';
import { messages } from '../../shared/messages';
import { isProfileComplete, type Language, type ProfileView } from '../../shared/profile';
import { birthChartOf } from '../charts/chart-service';
import { chartDeeperView } from '../charts/deeper-service';
import { chartAppendix } from '../pdf/chart-appendix';
import { readingTypes } from '../../shared/reading-types';
import { requireUser, type AppEnv } from '../http/context';
import { validate } from '../http/validate';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import type { ProfileService } from '../profiles/profile-service';
import { dayGlanceFor } from './day-glance';
import { historyQuerySchema } from './reading-history';
import { pdfFileName, readingReport } from './reading-pdf';
import type { ReadingService } from './reading-service';

/** When text arrives faster than a person reads (the built-in writer), reveal it at this pace. */
const revealPauseMs = 18;

const requestSchema = z.object({ readingType: z.enum(readingTypes, messages.unknownReadingType) });

export function readingRoutes(deps: { readings: ReadingService; profiles: ProfileService; pdfs: PdfRenderer; now: () => Date; siteUrl: string }) {
  return new Hono<AppEnv>()
    // The history, a page at a time: `{ readings, nextCursor, total, matched }` (reading-history.ts).
    .get('/readings', validate('query', historyQuerySchema), async (c) => c.json(await deps.readings.history(requireUser(c), c.req.valid('query'))))
    // Before '/readings/:readingId', which would otherwise take 'current' for an id.
    // The period's saved reading, or the one being written for it (a reload or a cut stream picks it up there).
    .get('/readings/current', validate('query', requestSchema), async (c) => c.json(await deps.readings.current(requireUser(c), c.req.valid('query').readingType)))
    // Today's daily card: the daily's own plan, its scores and times (day-glance.ts). Free to every
    // signed-in user with birth details, like the panchang card; the full reading stays behind access.
    .get('/readings/today', async (c) => {
      const now = deps.now();
      const profile = await deps.profiles.get(requireUser(c), now);
      return c.json({ glance: profile && isProfileComplete(profile) ? dayGlanceFor(profile, now, c.get('language')) : null });
    })
    .get('/readings/:readingId', async (c) => c.json({ reading: await deps.readings.get(requireUser(c), c.req.param('readingId')) }))
    // Made here rather than in the browser: pdfkit shapes Devanagari (a name or a Hindi reading),
    // and the page no longer loads a PDF library. Someone else's id is 'not found', as above. The
    // file is made in a PDF thread, from the reading and profile as plain data.
    .get('/readings/:readingId/pdf', async (c) => {
      const phone = requireUser(c);
      const { reading, basis } = await deps.readings.getWithBasis(phone, c.req.param('readingId'));
      const now = deps.now();
      const profile = await deps.profiles.get(phone, now);
      // The chart in depth is Premium's: the server decides from the profile, never the request.
      const appendix = profile?.isPremium && isProfileComplete(profile) ? deeperAppendix(profile, basis, now, reading.language) : undefined;
      const report = { ...readingReport(reading, profile), ...(appendix ? { appendix } : {}) };
      const pdf = await deps.pdfs.render({ user: phone, language: c.get('language'), signal: c.req.raw.signal, report, siteUrl: deps.siteUrl });
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdfFileName(reading)}"`,
      });
    })
    .post('/readings', validate('json', requestSchema), async (c) => {
      // Written in the caller's language; the period's reading, if there is one, keeps its own.
      const started = await deps.readings.start(requireUser(c), c.req.valid('json').readingType, c.get('language'));
      // The period already has this reading: nothing was spent, and plain JSON tells the browser
      // which one to open (ADR 006). A stream is only for text being written.
      if (started.kind === 'existing') return c.json({ readingId: started.readingId, existing: true as const });
      const channel = started.events;
      // Server-sent events: 'text' pieces, perhaps a 'restart', then 'done' {readingId, reading} or 'error'.
      // A dropped connection only stops this loop; the reading is still written and saved.
      const response = streamSSE(c, async (stream) => {
        for await (const event of channel) {
          if (stream.aborted) continue;
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          if (event.type === 'text' && channel.backlog > 0) await stream.sleep(revealPauseMs);
        }
      });
      // A reading is personal: no-store like every API answer, not streamSSE's no-cache (which lets
      // a cache keep it). The answer's own header wins over the API-wide one (presetHeaders).
      response.headers.set('Cache-Control', 'no-store');
      return response;
    });
}

/**
 * The Deeper tables of the reader's chart in the reading's language, cast on the ayanamsa and node
 * the reading was written under (readings are kept per basis), not on the choice at download time:
 * the tables must be the chart the text above them reads.
 */
function deeperAppendix(profile: ProfileView, basis: Pick<ChartChoices, 'ayanamsa' | 'node'>, now: Date, language: Language) {
  const subject = { ...profile, chartChoices: { ...chartChoicesOf(profile.chartChoices), ...basis } };
  const birth = birthChartOf(subject);
  return chartAppendix(chartDeeperView(subject, birth, now), language, birth.chart.input.ayanamsa);
}
