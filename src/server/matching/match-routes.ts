import { Hono } from 'hono';
import { matchRequestSchema } from '../../shared/match-schema';
import { requireUser, type AppEnv } from '../http/context';
import { validate } from '../http/validate';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { matchPdfFileName, matchReport } from './match-pdf';
import type { MatchService } from './match-service';

/** /api/matches: Kundli Milan reports of a signed-in user. */
export function matchRoutes(deps: { matches: MatchService; pdfs: PdfRenderer; siteUrl: string }) {
  return new Hono<AppEnv>()
    // A new report costs a reading; the same two charts again answer the saved one (`existing`).
    .post('/matches', validate('json', matchRequestSchema), async (c) =>
      c.json(await deps.matches.create(requireUser(c), c.req.valid('json'), c.get('language'))),
    )
    .get('/matches/:matchId', async (c) => c.json({ match: await deps.matches.get(requireUser(c), c.req.param('matchId')) }))
    // A report made with the 36 gunas, read again with the ten poruthams beside them, for nothing.
    .post('/matches/:matchId/poruthams', async (c) => c.json({ match: await deps.matches.withPoruthams(requireUser(c), c.req.param('matchId')) }))
    // Another user's id is 'not found', as above. Made in a PDF thread, like a reading's.
    .get('/matches/:matchId/pdf', async (c) => {
      const phone = requireUser(c);
      const match = await deps.matches.get(phone, c.req.param('matchId'));
      const pdf = await deps.pdfs.render({ user: phone, language: c.get('language'), signal: c.req.raw.signal, report: matchReport(match), siteUrl: deps.siteUrl });
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${matchPdfFileName(match)}"`,
      });
    });
}
