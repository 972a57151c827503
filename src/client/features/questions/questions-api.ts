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

/**
 * Asks a new question (no `threadId`) or a follow-up, following the answer's server-sent events as
 * a reading's are followed (request-reading.ts). Rejects with ApiError (the server's message), or
 * with code 'stream_closed' when the connection ends first (the server still saves the answer).
 */
export async function askQuestion(question: string, threadId: string | null, onText: (text: string) => void, language: Language = currentLanguage()): Promise<Asked> {
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
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
    throw new ApiError(body.error ?? failed, response.status, body.code ?? 'unknown');
  }
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    const body = (await response.json()) as { refused?: { reply: string; language: Language } };
    if (body.refused) return { kind: 'refused', reply: body.refused.reply, language: body.refused.language };
    throw new ApiError(failed, response.status, 'unknown');
  }
  let text = '';
  const closed = new ApiError('The connection closed before the answer arrived.', 0, 'stream_closed');
  try {
    for await (const data of serverSentData(response.body)) {
      // Parsed, not checked: the stream is our own server's (question-routes.ts).
      const event = JSON.parse(data) as QuestionEvent;
      if (event.type === 'text') onText((text += event.delta));
      else if (event.type === 'restart') onText((text = ''));
      else if (event.type === 'done') return { kind: 'answered', thread: event.thread };
      else if (event.type === 'error') throw new ApiError(event.message, 500, 'generation_failed');
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw closed;
  }
  throw closed;
}
