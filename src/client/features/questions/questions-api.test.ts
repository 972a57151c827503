import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionThreadView } from '../../../shared/questions';
import { askQuestion } from './questions-api';

const thread = { id: 't1', turns: [] } as unknown as QuestionThreadView;

/** An event stream that sends `events`, then either ends or breaks as a lost connection does. */
function eventStream(events: object[], { breaks }: { breaks: boolean }) {
  const pieces = events.map((event) => new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`) as Uint8Array<ArrayBuffer>);
  // One piece per read, so the break comes after all of them (an error drops what is still queued).
  const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      const piece = pieces.shift();
      if (piece) controller.enqueue(piece);
      else if (breaks) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('askQuestion', () => {
  it('follows a cut answer again from where its text stopped, through a failed attempt, without a word twice', async () => {
    vi.useFakeTimers();
    const urls: string[] = [];
    const replies = [
      () => eventStream([{ type: 'started', answerId: 'a1', restarts: 0 }, { type: 'text', delta: 'Marriage ' }, { type: 'text', delta: 'is likely ' }], { breaks: true }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => eventStream([{ type: 'started', answerId: 'a1', restarts: 0 }, { type: 'text', delta: 'in 2027.' }, { type: 'done', thread }], { breaks: false }),
    ];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return replies.shift()!();
    });
    const shown: string[] = [];
    const cuts: boolean[] = [];
    const asked = askQuestion('When will I marry?', null, { onText: (text) => shown.push(text), onCut: (cut) => cuts.push(cut) }, 'en');
    await vi.runAllTimersAsync();

    expect(await asked).toEqual({ kind: 'answered', thread });
    expect(shown.at(-1)).toBe('Marriage is likely in 2027.');
    expect(urls).toEqual(['/api/questions', '/api/questions/answering/a1?from=19&restarts=0', '/api/questions/answering/a1?from=19&restarts=0']);
    // The note shows while the stream is cut and goes when the answer flows again.
    expect(cuts).toEqual([true, false]);
  });

  it('starts the text again when the server says the writer took it back', async () => {
    const replies = [
      () => eventStream([{ type: 'started', answerId: 'a1', restarts: 0 }, { type: 'text', delta: 'Draft ' }], { breaks: true }),
      () => eventStream([{ type: 'restart' }, { type: 'started', answerId: 'a1', restarts: 1 }, { type: 'text', delta: 'Final.' }, { type: 'done', thread }], { breaks: false }),
    ];
    vi.stubGlobal('fetch', () => replies.shift()!());
    let text = '';
    await askQuestion('When?', null, { onText: (t) => (text = t) }, 'en');
    expect(text).toBe('Final.');
  });

  it('says the connection closed when the server no longer has the answer', async () => {
    const replies = [
      () => eventStream([{ type: 'started', answerId: 'a1', restarts: 0 }], { breaks: true }),
      () => new Response(JSON.stringify({ error: 'gone', code: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    ];
    vi.stubGlobal('fetch', () => replies.shift()!());
    await expect(askQuestion('When?', null, { onText: () => {} }, 'en')).rejects.toMatchObject({ code: 'stream_closed' });
  });
});
