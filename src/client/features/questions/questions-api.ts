import type { ErrorBody } from '../../../server/http/errors';
import type { QuestionEvent } from '../../../server/questions/threads/question-service';
import { messages } from '../../../shared/messages';
import type { Language } from '../../../shared/profile';
import type { QuestionThreadView } from '../../../shared/questions';
import { serverSentData } from '../../../shared/server-sent-events';
import { commonText } from '../../i18n/common';
import { currentLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';

/** What asking gave: the saved thread with its new answer, or the reply to a question not answered. */
export type Asked = { kind: 'answered'; thread: QuestionThreadView } | { kind: 'refused'; reply: string; language: Language };

/** How long the page waits before asking again after a failed attempt to follow a cut answer. */
export const PICKUP_RETRY_MS = 1000;

/** How far this page has an answer: its id once the server names it, its text, and the restarts seen. */
type Progress = { answerId: string | null; text: string; restarts: number };

type Handlers = {
  onText: (text: string) => void;
  /** True while the answer's stream is cut and the page tries to follow it again; false once it is back. */
  onCut?: (cut: boolean) => void;
  /** Ends the attempts to follow a cut answer (the page was left). */
  signal?: AbortSignal;
};

/**
 * Asks a new question (no `threadId`) or a follow-up, following the answer's server-sent events as
 * a reading's are followed (request-reading.ts). A stream cut by the network is followed again
 * from where its text stopped (GET /api/questions/answering/:answerId), every PICKUP_RETRY_MS
 * until the server answers, so the text goes on without a word twice. Rejects with ApiError (the
 * server's message), or with code 'stream_closed' when the server no longer has the answer.
 */
export async function askQuestion(question: string, threadId: string | null, handlers: Handlers, language: Language = currentLanguage()): Promise<Asked> {
  const failed = messages.generationFailed;
  let response: Response;
  try {
    response = await fetch(threadId ? `/api/questions/${encodeURIComponent(threadId)}` : '/api/questions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-language': language },
      body: JSON.stringify({ question }),
    });
  } catch {
    throw new ApiError(commonText[language].network, 0, 'network');
  }
  if (!response.ok || !response.body) throw await errorOf(response);
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    const body = (await response.json()) as { refused?: { reply: string; language: Language } };
    if (body.refused) return { kind: 'refused', reply: body.refused.reply, language: body.refused.language };
    throw new ApiError(failed, response.status, 'unknown');
  }
  const progress: Progress = { answerId: null, text: '', restarts: 0 };
  const thread = await follow(response.body, progress, handlers.onText);
  if (thread) return { kind: 'answered', thread };
  // Cut before the server named the answer: nothing to follow, but it is still saved.
  if (!progress.answerId) throw streamClosed();
  return { kind: 'answered', thread: await pickUp(progress, handlers, language) };
}

/** Follows a cut answer until it ends: each failed attempt waits PICKUP_RETRY_MS and tries again. */
async function pickUp(progress: Progress, { onText, onCut, signal }: Handlers, language: Language): Promise<QuestionThreadView> {
  onCut?.(true);
  for (;;) {
    if (signal?.aborted) throw streamClosed();
    let response: Response | null = null;
    try {
      const query = new URLSearchParams({ from: String(progress.text.length), restarts: String(progress.restarts) });
      response = await fetch(`/api/questions/answering/${encodeURIComponent(progress.answerId!)}?${query}`, { headers: { accept: 'text/event-stream', 'accept-language': language }, signal });
    } catch {
      // No network yet: try again in a moment.
    }
    if (response && response.status === 404) throw streamClosed();
    if (response && !response.ok) throw await errorOf(response);
    if (response?.body) {
      onCut?.(false);
      const thread = await follow(response.body, progress, onText);
      if (thread) return thread;
      onCut?.(true);
    }
    await new Promise((resolve) => setTimeout(resolve, PICKUP_RETRY_MS));
  }
}

/**
 * Reads one stream of the answer into `progress`: the saved thread at its end, or null when the
 * stream is cut first. A failed answer rejects with the server's message.
 */
async function follow(body: ReadableStream<Uint8Array<ArrayBuffer>>, progress: Progress, onText: (text: string) => void): Promise<QuestionThreadView | null> {
  try {
    for await (const data of serverSentData(body)) {
      // Parsed, not checked: the stream is our own server's (question-routes.ts).
      const event = JSON.parse(data) as QuestionEvent;
      if (event.type === 'started') {
        progress.answerId = event.answerId;
        progress.restarts = event.restarts;
      } else if (event.type === 'text') onText((progress.text += event.delta));
      else if (event.type === 'restart') {
        progress.restarts++;
        onText((progress.text = ''));
      } else if (event.type === 'done') return event.thread;
      else if (event.type === 'error') throw new ApiError(event.message, 500, 'generation_failed');
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
  }
  return null;
}

async function errorOf(response: Response) {
  const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
  return new ApiError(body.error ?? messages.generationFailed, response.status, body.code ?? 'unknown');
}

const streamClosed = () => new ApiError('The connection closed before the answer arrived.', 0, 'stream_closed');
