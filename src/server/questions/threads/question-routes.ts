import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { questionMessages } from '../../../shared/question-messages';
import { messages } from '../../../shared/messages';
import { QUESTION_MAX_LENGTH, THREAD_PAGE_SIZE } from '../../../shared/questions';
import { cursorToken } from '../../readings/reading-history';
import { requireUser, type AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { PeopleService } from '../../people/people-service';
import type { PdfRenderer } from '../../pdf/pdf-renderer';
import type { ProfileService } from '../../profiles/profile-service';
import type { EventChannel } from '../../readings/event-channel';
import { questionPdfFileName, questionReport } from './question-pdf';
import type { QuestionEvent, QuestionService } from './question-service';

/** When text arrives faster than a person reads (the built-in writer), reveal it at this pace, as readings do. */
const revealPauseMs = 18;

const questionText = z.string(questionMessages.questionEmpty).trim().min(1, questionMessages.questionEmpty).max(QUESTION_MAX_LENGTH, questionMessages.questionTooLong);
const askSchema = z.object({ question: questionText });
/** Where a page's copy of an answer stopped: its length and the restarts it saw (answers-in-progress.ts). */
const followSchema = z.object({ from: z.coerce.number().int().min(0).max(1_000_000).default(0), restarts: z.coerce.number().int().min(0).max(1000).default(0) });
const listSchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(THREAD_PAGE_SIZE).optional(),
  cursor: z.string(messages.historyCursorInvalid).regex(cursorToken, messages.historyCursorInvalid).optional(),
});

/**
 * The answer as server-sent events, as a reading is streamed: 'started' { answerId }, 'text' pieces,
 * perhaps 'restart', then 'done' { thread } or 'error'. A dropped connection only stops this
 * stream; the answer is still written and saved, and can be followed again (GET /questions/answering/:answerId).
 */
function stream(c: Context<AppEnv>, channel: EventChannel<QuestionEvent>, leave: () => void) {
  const response = streamSSE(c, async (sse) => {
    sse.onAbort(() => {
      leave();
      channel.close();
    });
    for await (const event of channel) {
      if (sse.aborted) continue;
      await sse.writeSSE({ event: event.type, data: JSON.stringify(event) });
      if (event.type === 'text' && channel.backlog > 0) await sse.sleep(revealPauseMs);
    }
  });
  // Personal: no-store, as a reading's stream is.
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * Ask Jyotishi (docs/decisions/043). A refusal is plain JSON `{ refused: { reason, reply, language } }`:
 * nothing spent, nothing saved. Someone else's thread answers exactly like a missing one.
 */
type Deps = { questions: QuestionService; profiles: ProfileService; people: PeopleService; pdfs: PdfRenderer; now: () => Date; siteUrl: string };

export function questionRoutes(deps: Deps) {
  const { questions } = deps;

  return new Hono<AppEnv>()
    // A page of the threads: `{ threads, nextCursor, matched }` (thread-store.ts).
    .get('/questions', validate('query', listSchema), async (c) => c.json(await questions.list(requireUser(c), c.req.valid('query'))))
    // Before '/questions/:threadId'. A cut stream followed again: the rest of the answer's text from
    // `from`, then its end. Someone else's answer, or one long finished, is 'not found'.
    .get('/questions/answering/:answerId', validate('query', followSchema), async (c) => {
      const { from, restarts } = c.req.valid('query');
      const answerId = c.req.param('answerId');
      const channel = questions.follow(requireUser(c), answerId, { length: from, restarts });
      if (!channel) throw new AppError('not_found', questionMessages.answerGone);
      return stream(c, channel, () => questions.leave(answerId, channel));
    })
    .get('/questions/:threadId', async (c) => c.json({ thread: await questions.get(requireUser(c), c.req.param('threadId')) }))
    // Made on the server in a PDF thread, as a reading's is: pdfkit shapes the Devanagari.
    .get('/questions/:threadId/pdf', async (c) => {
      const phone = requireUser(c);
      const thread = await questions.get(phone, c.req.param('threadId'));
      const personId = thread.subject?.personId;
      const subject = personId ? await deps.people.get(phone, personId) : await deps.profiles.get(phone, deps.now());
      const pdf = await deps.pdfs.render({ user: phone, language: c.get('language'), signal: c.req.raw.signal, report: questionReport(thread, subject), siteUrl: deps.siteUrl });
      return c.body(pdf, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${questionPdfFileName(thread)}"` });
    })
    .post('/questions', validate('json', askSchema), async (c) => {
      const started = await questions.ask(requireUser(c), c.req.valid('json').question, null);
      if (started.kind === 'refused') return c.json({ refused: { reason: started.reason, reply: started.reply, language: started.language } });
      return stream(c, started.events, () => questions.leave(started.answerId, started.events));
    })
    .post('/questions/:threadId', validate('json', askSchema), async (c) => {
      const started = await questions.ask(requireUser(c), c.req.valid('json').question, c.req.param('threadId'));
      if (started.kind === 'refused') return c.json({ refused: { reason: started.reason, reply: started.reply, language: started.language } });
      return stream(c, started.events, () => questions.leave(started.answerId, started.events));
    });
}
