import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { questionMessages } from '../../../shared/question-messages';
import { QUESTION_MAX_LENGTH } from '../../../shared/questions';
import { requireUser, type AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import type { EventChannel } from '../../readings/event-channel';
import type { QuestionEvent, QuestionService } from './question-service';

/** When text arrives faster than a person reads (the built-in writer), reveal it at this pace, as readings do. */
const revealPauseMs = 18;

const questionText = z.string(questionMessages.questionEmpty).trim().min(1, questionMessages.questionEmpty).max(QUESTION_MAX_LENGTH, questionMessages.questionTooLong);
const askSchema = z.object({ question: questionText });
const listSchema = z.object({ q: z.string().trim().max(100).optional(), limit: z.coerce.number().int().min(1).max(50).optional() });

/**
 * The answer as server-sent events, as a reading is streamed: 'text' pieces, perhaps 'restart', then
 * 'done' { thread } or 'error'. A dropped connection only stops this loop; the answer is still saved.
 */
function stream(c: Context<AppEnv>, channel: EventChannel<QuestionEvent>) {
  const response = streamSSE(c, async (sse) => {
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
export function questionRoutes(deps: { questions: QuestionService }) {
  const { questions } = deps;

  return new Hono<AppEnv>()
    .get('/questions', validate('query', listSchema), async (c) => c.json({ threads: await questions.list(requireUser(c), c.req.valid('query')) }))
    .get('/questions/:threadId', async (c) => c.json({ thread: await questions.get(requireUser(c), c.req.param('threadId')) }))
    .post('/questions', validate('json', askSchema), async (c) => {
      const started = await questions.ask(requireUser(c), c.req.valid('json').question, null);
      if (started.kind === 'refused') return c.json({ refused: { reason: started.reason, reply: started.reply, language: started.language } });
      return stream(c, started.events);
    })
    .post('/questions/:threadId', validate('json', askSchema), async (c) => {
      const started = await questions.ask(requireUser(c), c.req.valid('json').question, c.req.param('threadId'));
      if (started.kind === 'refused') return c.json({ refused: { reason: started.reason, reply: started.reply, language: started.language } });
      return stream(c, started.events);
    });
}
