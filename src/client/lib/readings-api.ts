import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { messages } from '../../shared/messages';
import type { StoredReadingType } from '../../shared/match';
import type { Language } from '../../shared/profile';
import type { ReadingType } from '../../shared/reading-types';
import { commonText } from '../i18n/common';
import { currentLanguage } from '../i18n/language';
import { api, ApiError, unwrap } from './api';

/** The newest readings: the history's first page (the dashboard shows the first three). */
export const readingsQuery = queryOptions({
  queryKey: ['readings'],
  queryFn: () => unwrap(api.readings.$get({ query: {} })),
});

/** The history's type filter: every type, or one of them (Kundli Milan reports too). */
export type HistoryFilter = 'all' | StoredReadingType;

/**
 * The history for a search and a type filter, a page at a time: the server searches all of the
 * user's readings and says where the next page starts (`nextCursor`, null on the last). Under
 * ['readings'], so a new reading refreshes it with the rest.
 */
export const historyQuery = (search: string, filter: HistoryFilter) =>
  infiniteQueryOptions({
    queryKey: ['readings', 'history', { search, filter }],
    queryFn: ({ pageParam }) =>
      unwrap(
        api.readings.$get({
          query: { ...(search ? { q: search } : {}), ...(filter === 'all' ? {} : { type: filter }), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const readingQuery = (readingId: string) =>
  queryOptions({
    queryKey: ['readings', readingId],
    queryFn: () => unwrap(api.readings[':readingId'].$get({ param: { readingId } })),
  });

/**
 * The reading of this type whose period is running now, or null: asking for it again opens it for
 * nothing (ADR 006). Under ['readings'], so a new reading refreshes it with the history.
 */
export const currentReadingQuery = (readingType: ReadingType) =>
  queryOptions({
    queryKey: ['readings', 'current', readingType],
    queryFn: () => unwrap(api.readings.current.$get({ query: { readingType } })),
  });

type StreamHandlers = {
  onText: (delta: string) => void;
  onRestart: () => void;
};

/**
 * Asks for a reading and follows the server-sent events as the text is written. Resolves to the
 * saved reading's id; rejects with ApiError (the server's message) before or during the stream.
 * When the period already has this reading the server answers plain JSON `{ readingId, existing }`
 * instead of a stream (nothing was spent): that id is the answer. A new reading is written in
 * `language`, and the messages come in it.
 */
export async function requestReading(readingType: ReadingType, handlers: StreamHandlers, language: Language = currentLanguage()): Promise<string> {
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
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(body.error ?? generationFailed, response.status, body.code ?? 'unknown');
  }
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    const body = (await response.json()) as { readingId?: string };
    if (body.readingId) return body.readingId;
    throw new ApiError(generationFailed, response.status, 'unknown');
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      const event = JSON.parse(data) as { type: string; delta?: string; readingId?: string; message?: string };
      if (event.type === 'text' && event.delta) handlers.onText(event.delta);
      else if (event.type === 'restart') handlers.onRestart();
      else if (event.type === 'done' && event.readingId) return event.readingId;
      else if (event.type === 'error') throw new ApiError(event.message ?? generationFailed, 500, 'generation_failed');
    }
  }
  // Worded for the reader by the page, from its own catalogue; this text is for the error report.
  throw new ApiError('The connection closed before your reading was ready.', 0, 'stream_closed');
}
