import { queryOptions } from '@tanstack/react-query';
import type { ReadingType } from '../../shared/reading-types';
import { api, ApiError, unwrap } from './api';

export const readingsQuery = queryOptions({
  queryKey: ['readings'],
  queryFn: () => unwrap(api.readings.$get()),
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
 * instead of a stream (nothing was spent): that id is the answer.
 */
export async function requestReading(readingType: ReadingType, handlers: StreamHandlers): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/readings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ readingType }),
    });
  } catch {
    throw new ApiError('Could not reach Jyotishi. Please check your connection and try again.', 0, 'network');
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(body.error ?? 'Failed to generate your reading. Please try again later.', response.status, body.code ?? 'unknown');
  }
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    const body = (await response.json()) as { readingId?: string };
    if (body.readingId) return body.readingId;
    throw new ApiError('Failed to generate your reading. Please try again later.', response.status, 'unknown');
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
      else if (event.type === 'error') throw new ApiError(event.message ?? 'Failed to generate your reading. Please try again later.', 500, 'generation_failed');
    }
  }
  throw new ApiError('The connection closed before your reading was ready. It will appear in your history shortly.', 0, 'stream_closed');
}
