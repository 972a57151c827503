import type { ErrorBody } from '../../../server/http/errors';
import type { ReadingEvent, ReadingView } from '../../../server/readings/reading-service';
import { messages } from '../../../shared/messages';
import type { Language } from '../../../shared/profile';
import type { ReadingType } from '../../../shared/reading-types';
import { serverSentData } from '../../../shared/server-sent-events';
import { commonText } from '../../i18n/common';
import { currentLanguage } from '../../i18n/language';
import { ApiError } from '../../lib/api';

// Only the reading page streams, so this lives with it: shared code is loaded by every first page
// (/auth's too, whose JavaScript has a budget: scripts/check-bundle-size.ts).

/** The reading asked for: its id, and the saved reading itself when it was written just now. */
export type RequestedReading = { readingId: string; reading?: ReadingView };

type StreamHandlers = {
  onText: (delta: string) => void;
  onRestart: () => void;
};

/**
 * Asks for a reading and follows the server-sent events as the text is written. Resolves to the
 * saved reading; rejects with ApiError (the server's message) before or during the stream, or with
 * code 'stream_closed' when the connection ends first (the server still finishes the reading).
 * When the period already has this reading the server answers plain JSON `{ readingId, existing }`
 * instead of a stream (nothing was spent): that id is the answer. A new reading is written in
 * `language`, and the messages come in it.
 */
export async function requestReading(readingType: ReadingType, handlers: StreamHandlers, language: Language = currentLanguage()): Promise<RequestedReading> {
  // In English, as the server's own messages are keyed: the page shows it with localizeMessage.
  const generationFailed = messages.generationFailed;
  let response: Response;
  try {
    response = await fetch('/api/readings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-language': language },
      body: JSON.stringify({ readingType }),
    });
  } catch {
    throw new ApiError(commonText[language].network, 0, 'network');
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
    throw new ApiError(body.error ?? generationFailed, response.status, body.code ?? 'unknown');
  }
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    const body = (await response.json()) as { readingId?: string };
    if (body.readingId) return { readingId: body.readingId };
    throw new ApiError(generationFailed, response.status, 'unknown');
  }

  // Worded for the reader by the page, from its own catalogue; this text is for the error report.
  const closed = new ApiError('The connection closed before your reading was ready.', 0, 'stream_closed');
  try {
    for await (const data of serverSentData(response.body)) {
      // Parsed, not checked: the stream is our own server's (reading-routes.ts).
      const event = JSON.parse(data) as ReadingEvent;
      if (event.type === 'text' && event.delta) handlers.onText(event.delta);
      else if (event.type === 'restart') handlers.onRestart();
      else if (event.type === 'done' && event.readingId) return { readingId: event.readingId, reading: event.reading };
      else if (event.type === 'error') throw new ApiError(event.message ?? generationFailed, 500, 'generation_failed');
    }
  } catch (error) {
    // A network failure mid-stream is a cut like an early end: the reading goes on being written.
    if (error instanceof ApiError) throw error;
    throw closed;
  }
  throw closed;
}
