import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile, sseEvents, type TestApp, type TestClient } from '../../../../tests/support/test-app';
import { serverSentData } from '../../../shared/server-sent-events';
import type { QuestionThreadView } from '../../../shared/questions';
import type { QuestionWriter } from '../question-writer';
import { answersInProgress, FINISHED_KEPT_MS, type QuestionEvent } from './answers-in-progress';

/** A writer that writes the first half of the built-in answer, waits for `release`, then writes the rest. */
function gatedWriter() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const writer: QuestionWriter = {
    name: 'gated',
    async write({ builtin }, sink) {
      const half = Math.floor(builtin.answer.length / 2);
      sink.text(builtin.answer.slice(0, half));
      await gate;
      sink.text(builtin.answer.slice(half));
      return { text: builtin.answer, source: 'builtin' };
    },
  };
  return { writer, release };
}

/** A request as the browser makes it, whose body the test reads piece by piece (and may cut). */
function rawRequest(t: TestApp, client: TestClient, path: string, init: { method?: string; json?: unknown } = {}) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers: Record<string, string> = { host: 'localhost', origin: 'http://localhost', cookie };
  if (init.json) headers['content-type'] = 'application/json';
  return t.app.request(
    path,
    { method: init.method ?? 'GET', headers, body: init.json ? JSON.stringify(init.json) : undefined },
    { incoming: { socket: { remoteAddress: client.ip, remotePort: 1, remoteFamily: 'IPv4' } } },
  );
}

/** Reads events from a stream until `until` says stop; the reader stays open for more. */
async function readUntil(events: AsyncGenerator<string>, until: (e: QuestionEvent) => boolean) {
  const seen: QuestionEvent[] = [];
  for (;;) {
    const next = await events.next();
    if (next.done) return seen;
    const event = JSON.parse(next.value) as QuestionEvent;
    seen.push(event);
    if (until(event)) return seen;
  }
}

const textOf = (events: QuestionEvent[]) => events.map((e) => (e.type === 'text' ? e.delta : '')).join('');

describe('an answer whose stream was cut', () => {
  it('is followed again from where the page stopped, and the two streams together give the saved answer once', async () => {
    const gated = gatedWriter();
    const t = await createTestApp({ questionWriter: gated.writer });
    const client = t.client();
    await signInWithProfile(t, client);

    const asked = await rawRequest(t, client, '/api/questions', { method: 'POST', json: { question: 'When will I get married?' } });
    const first = serverSentData(asked.body!);
    const before = await readUntil(first, (e) => e.type === 'text');
    const started = before[0]!;
    expect(started).toMatchObject({ type: 'started', restarts: 0 });
    const answerId = (started as { answerId: string }).answerId;
    const shown = textOf(before);
    expect(shown.length).toBeGreaterThan(0);
    // The phone loses its signal: this stream is gone; the server goes on writing.
    await first.return(undefined);

    const again = await rawRequest(t, client, `/api/questions/answering/${answerId}?from=${shown.length}&restarts=0`);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toContain('text/event-stream');
    expect(again.headers.get('cache-control')).toBe('no-store');
    gated.release();
    const after = sseEvents(await again.text()) as QuestionEvent[];
    expect(after[0]).toMatchObject({ type: 'started', answerId });
    expect(after.some((e) => e.type === 'restart')).toBe(false);
    const done = after.at(-1) as { type: 'done'; thread: QuestionThreadView };
    expect(done.type).toBe('done');
    // Nothing twice, nothing missing: what the page had and what it was sent make the saved answer.
    expect((shown + textOf(after)).trim()).toBe(done.thread.turns[0]!.answer);

    // A page that comes back after the end still gets the rest and the saved thread.
    const late = sseEvents(await (await rawRequest(t, client, `/api/questions/answering/${answerId}?from=${shown.length}`)).text()) as QuestionEvent[];
    expect((shown + textOf(late)).trim()).toBe(done.thread.turns[0]!.answer);
    expect(late.at(-1)).toMatchObject({ type: 'done', thread: { id: done.thread.id } });
  }, 60_000);

  it('is nobody else’s to follow, and an unknown answer is not found', async () => {
    const gated = gatedWriter();
    const t = await createTestApp({ questionWriter: gated.writer });
    const owner = t.client();
    await signInWithProfile(t, owner);
    const asked = await rawRequest(t, owner, '/api/questions', { method: 'POST', json: { question: 'When will I get married?' } });
    const events = serverSentData(asked.body!);
    const [started] = await readUntil(events, (e) => e.type === 'started');
    const answerId = (started as { answerId: string }).answerId;

    const other = t.client();
    await signInWithProfile(t, other);
    const stranger = await other.get(`/api/questions/answering/${answerId}`);
    expect(stranger.status).toBe(404);
    expect((await owner.get('/api/questions/answering/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.client().get(`/api/questions/answering/${answerId}`)).status).toBe(401);
    gated.release();
    await readUntil(events, (e) => e.type === 'done');
  }, 60_000);
});

describe('answersInProgress', () => {
  it('sends a page whose text the writer took back the whole text again, after a restart', async () => {
    const answers = answersInProgress(() => 0);
    const answer = answers.start('+911234567890');
    answer.text('First try. ');
    answer.restart();
    answer.text('Second ');
    const follower = answers.follow('+911234567890', answer.answerId, { length: 'First try. '.length, restarts: 0 })!;
    answer.text('try.');
    answer.finish({ type: 'error', message: 'x' });
    const events = await drain(follower);
    expect(events.map((e) => e.type)).toEqual(['restart', 'started', 'text', 'text', 'error']);
    expect(textOf(events)).toBe('Second try.');
  });

  it('forgets a finished answer once it has been kept long enough to be picked up', () => {
    let now = 0;
    const answers = answersInProgress(() => now);
    const answer = answers.start('+911234567890');
    answer.finish({ type: 'error', message: 'x' });
    now = FINISHED_KEPT_MS - 1;
    expect(answers.follow('+911234567890', answer.answerId, { length: 0, restarts: 0 })).not.toBeNull();
    now = FINISHED_KEPT_MS;
    expect(answers.follow('+911234567890', answer.answerId, { length: 0, restarts: 0 })).toBeNull();
  });
});

/** Every event of a channel that has ended. */
async function drain(channel: AsyncIterable<QuestionEvent>) {
  const events: QuestionEvent[] = [];
  for await (const event of channel) events.push(event);
  return events;
}
