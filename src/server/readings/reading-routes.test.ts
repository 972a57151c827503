import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../../tests/support/console-guard';
import { createTestApp, signIn, signInWithProfile, sseEvents, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { MAX_WORDS, MIN_WORDS } from '../../composer';
import { messages } from '../../shared/messages';
import { entitlementHolds, profiles, readings } from '../db/schema';
import type { ReadingWriter } from './writers/reading-writer';
import { pdfText } from '../../../tests/support/pdf-text';

/** A writer the test controls: fixed text, or a failure, optionally after a delay. */
function fakeWriter(behaviour: { text?: string; fail?: Error; delayMs?: number; pauseAfterFirstMs?: number } = {}): ReadingWriter & { calls: number } {
  const writer = {
    name: 'fake',
    calls: 0,
    async write(_request: unknown, sink: { text(delta: string): void }) {
      writer.calls++;
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      if (behaviour.fail) throw behaviour.fail;
      const text = behaviour.text ?? 'Namaste Asha.\n\nThe Moon moves through your tenth house today.';
      const [first = '', ...rest] = text.split(/(?<= )/);
      sink.text(first);
      if (behaviour.pauseAfterFirstMs) await new Promise((r) => setTimeout(r, behaviour.pauseAfterFirstMs));
      for (const word of rest) sink.text(word);
      return text;
    },
  };
  return writer;
}

const profileOf = async (t: TestApp, phone: string) => (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!;
const readingsOf = async (t: TestApp, phone: string) => t.db.select().from(readings).where(eq(readings.userPhone, phone));

describe('POST /api/readings', () => {
  it('streams the text, saves the reading and spends the free reading', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);

    const res = await client.post('/api/readings', { readingType: 'daily' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = sseEvents(res.text);
    const streamed = events.filter((e) => e.type === 'text').map((e) => e.delta).join('');
    expect(streamed).toBe('Namaste Asha.\n\nThe Moon moves through your tenth house today.');
    const done = events.at(-1)!;
    expect(done.type).toBe('done');

    const [saved] = await readingsOf(t, phone);
    expect(saved).toMatchObject({ readingId: done.readingId, readingType: 'daily', predictionText: streamed });
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(true);
    expect(await t.db.select().from(entitlementHolds)).toEqual([]);
  });

  it('writes with the built-in Vedic composer by default', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signInWithProfile(t, client, { name: 'Ravi Kumar' });
    const res = await client.post('/api/readings', { readingType: 'career' });
    const events = sseEvents(res.text);
    expect(events.at(-1)?.type).toBe('done');
    const text = events.filter((e) => e.type === 'text').map((e) => e.delta).join('');
    expect(text).toContain('Ravi');
    // The composer's own length rule for what a reading says (its summary and headings come on top).
    const words = text.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(words).toBeLessThanOrEqual(MAX_WORDS);
  });

  it('shows the access gate message once the free reading is used and no credit is left', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    expect((await client.post('/api/readings', { readingType: 'daily' })).status).toBe(200);

    const second = await client.post('/api/readings', { readingType: 'love' });
    expect(second.status).toBe(403);
    expect(second.body.error).toBe(messages.noAccess);
    expect(await readingsOf(t, phone)).toHaveLength(1);
  });

  it('spends one share credit per reading once the free reading is used', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await client.post('/api/readings', { readingType: 'daily' });
    expect((await client.post('/api/shares')).body.sharesAvailable).toBe(1);

    expect((await client.post('/api/readings', { readingType: 'weekly' })).status).toBe(200);
    expect((await profileOf(t, phone)).sharesAvailable).toBe(0);
    expect((await client.post('/api/readings', { readingType: 'monthly' })).status).toBe(403);
  });

  it('explains the everyday terms in a reader’s first readings, and no longer from the fourth', async () => {
    const t = await createTestApp();
    const read = async (client: TestClient, readingType: string) => sseEvents((await client.post('/api/readings', { readingType })).text).filter((e) => e.type === 'text').map((e) => e.delta).join('');
    const premium = async () => {
      const client = t.client();
      const { phone } = await signInWithProfile(t, client);
      await t.db.update(profiles).set({ isPremium: true, hasUsedFreeReading: true }).where(eq(profiles.phoneNumber, phone));
      return client;
    };
    const rahuKaalExplained = 'Rahu kaal (a daily stretch poor for new starts';
    expect(await read(await premium(), 'daily')).toContain(rahuKaalExplained);
    const seasoned = await premium();
    for (const readingType of ['weekly', 'monthly', 'quarterly']) await read(seasoned, readingType);
    const fourth = await read(seasoned, 'daily');
    expect(fourth).toContain('Rahu kaal');
    expect(fourth).not.toContain(rahuKaalExplained);
  });

  it('lets a premium user generate without spending anything', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ isPremium: true, hasUsedFreeReading: true }).where(eq(profiles.phoneNumber, phone));
    for (const readingType of ['monthly', 'quarterly', 'yearly', 'life']) {
      expect(sseEvents((await client.post('/api/readings', { readingType })).text).at(-1)?.type).toBe('done');
    }
    expect(await readingsOf(t, phone)).toHaveLength(4);
    expect((await profileOf(t, phone)).sharesAvailable).toBe(0);
  });

  it('makes exactly one reading from twenty simultaneous requests with one free reading, and all of them open it', async () => {
    const writer = fakeWriter({ delayMs: 20 });
    const t = await createTestApp({ writer, env: { GENERATION_CONCURRENCY: '50' } });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);

    const results = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/readings', { readingType: 'daily' })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const streamed = results.filter((r) => r.headers.get('content-type')?.includes('text/event-stream'));
    expect(streamed).toHaveLength(1);
    const readingId = sseEvents(streamed[0]!.text).at(-1)?.readingId;
    expect(results.filter((r) => r !== streamed[0]).map((r) => r.body)).toEqual(Array(19).fill({ readingId, existing: true }));
    expect(await readingsOf(t, phone)).toHaveLength(1);
    expect(writer.calls).toBe(1);
  });

  it('gives the free reading back when generation fails, with the writer message', async () => {
    allowConsoleError();
    const t = await createTestApp({ writer: fakeWriter({ fail: new Error('model exploded') }) });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);

    const res = await client.post('/api/readings', { readingType: 'daily' });
    const last = sseEvents(res.text).at(-1)!;
    expect(last).toEqual({ type: 'error', message: messages.generationFailed });
    expect(res.text).not.toContain('model exploded');
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(false);
    expect(await readingsOf(t, phone)).toHaveLength(0);
    expect(await t.db.select().from(entitlementHolds)).toEqual([]);
  });

  it('gives a share credit back when generation fails', async () => {
    allowConsoleError();
    const failing = fakeWriter({ fail: new Error('down') });
    const t = await createTestApp({ writer: failing });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ hasUsedFreeReading: true, sharesAvailable: 2 }).where(eq(profiles.phoneNumber, phone));
    await client.post('/api/readings', { readingType: 'health' });
    expect((await profileOf(t, phone)).sharesAvailable).toBe(2);
  });

  it('still saves the reading when the browser drops the connection mid-stream', async () => {
    // The writer is still writing when the browser goes away.
    const t = await createTestApp({ writer: fakeWriter({ text: 'Namaste Asha. '.repeat(60), pauseAfterFirstMs: 150 }) });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.request(
      '/api/readings',
      { method: 'POST', headers: { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/json', cookie }, body: JSON.stringify({ readingType: 'daily' }) },
      { incoming: { socket: { remoteAddress: client.ip, remotePort: 1, remoteFamily: 'IPv4' } } },
    );
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(await readingsOf(t, phone)).toHaveLength(0);

    for (let i = 0; i < 50 && (await readingsOf(t, phone)).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const saved = await readingsOf(t, phone);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.predictionText).toBe('Namaste Asha. '.repeat(60).trim());
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(true);
  });

  it('rejects an unknown reading type and a request without a complete profile', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const client = t.client();
    const { phone } = await signIn(t, client);
    expect((await client.post('/api/readings', { readingType: 'astral' })).status).toBe(400);
    const incomplete = await client.post('/api/readings', { readingType: 'daily' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toBe(messages.birthDetailsMissing);
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(false);
  });

  it('refuses visitors who are not signed in', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const res = await t.client().post('/api/readings', { readingType: 'daily' });
    expect(res.status).toBe(401);
  });

  it('answers "busy" past the per-instance cap instead of piling up', async () => {
    const t = await createTestApp({ writer: fakeWriter({ delayMs: 200 }), env: { GENERATION_CONCURRENCY: '1' } });
    const a = t.client();
    const b = t.client();
    await signInWithProfile(t, a);
    await signInWithProfile(t, b);
    const [first, second] = await Promise.all([a.post('/api/readings', { readingType: 'daily' }), b.post('/api/readings', { readingType: 'daily' })]);
    expect([first.status, second.status].sort()).toEqual([200, 503]);
    expect((second.status === 503 ? second : first).body.error).toBe(messages.busy);
  });

  it('counts a question being answered against the same cap: readings and answers share the process', async () => {
    // A writer held open until the question has been asked: the reading surely holds the one place.
    let started!: () => void;
    let release!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const writer: ReadingWriter = {
      name: 'held',
      async write(_request, sink) {
        started();
        await gate;
        sink.text('A held reading.');
        return 'A held reading.';
      },
    };
    const t = await createTestApp({ writer, env: { GENERATION_CONCURRENCY: '1' } });
    const a = t.client();
    const b = t.client();
    await signInWithProfile(t, a);
    await signInWithProfile(t, b);
    const reading = a.post('/api/readings', { readingType: 'daily' });
    await writing;
    // The question asked meanwhile is turned away, and spends nothing.
    const question = await b.post('/api/questions', { question: 'When will I get married?' });
    release();
    expect(question.status).toBe(503);
    expect(question.body.error).toBe(messages.busy);
    expect((await reading).status).toBe(200);
    expect((await b.get('/api/me')).body.profile.hasUsedFreeReading).toBe(false);
  });
});

describe('GET /api/readings and /api/readings/:id', () => {
  it('lists the user’s readings newest first and shows each one to its owner', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
    await client.post('/api/readings', { readingType: 'daily' });
    t.clock.advance({ minutes: 1 });
    await client.post('/api/readings', { readingType: 'love' });

    const list = await client.get('/api/readings');
    expect(list.body.readings.map((r: { readingType: string }) => r.readingType)).toEqual(['love', 'daily']);
    const one = await client.get(`/api/readings/${list.body.readings[0].readingId}`);
    expect(one.status).toBe(200);
    expect(one.body.reading.readingType).toBe('love');
  });

  it('answers another user exactly as for a missing reading', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const owner = t.client();
    const stranger = t.client();
    await signInWithProfile(t, owner);
    await signInWithProfile(t, stranger);
    const done = sseEvents((await owner.post('/api/readings', { readingType: 'daily' })).text).at(-1)!;

    const theirs = await stranger.get(`/api/readings/${done.readingId}`);
    const missing = await stranger.get('/api/readings/00000000-0000-4000-8000-000000000000');
    const garbage = await stranger.get('/api/readings/not-an-id');
    for (const res of [theirs, missing, garbage]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(messages.readingNotFound);
    }
    expect(theirs.text).not.toContain('Moon');
    expect((await stranger.get('/api/readings')).body.readings).toEqual([]);
  });
});

describe('one reading per type and period', () => {
  /** 10:00 in India on a Tuesday near a month's end (periods are dated on India's calendar). */
  const tuesday = new Date('2026-11-24T04:30:00Z');

  /** A signed-in user with the free reading unused and two share credits. */
  async function withCredits(t: TestApp, client = t.client()) {
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ sharesAvailable: 2 }).where(eq(profiles.phoneNumber, phone));
    return { client, phone };
  }

  const doneOf = (res: { text: string }) => sseEvents(res.text).find((e) => e.type === 'done')?.readingId;

  it('opens the period’s reading when asked again, spending nothing', async () => {
    const writer = fakeWriter();
    const t = await createTestApp({ writer, start: tuesday });
    const { client, phone } = await withCredits(t);
    const firstId = doneOf(await client.post('/api/readings', { readingType: 'daily' }));
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(true);

    t.clock.advance({ hours: 13 }); // 23:00 in India, still the same day there
    const again = await client.post('/api/readings', { readingType: 'daily' });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.body).toEqual({ readingId: firstId, existing: true });
    expect(await profileOf(t, phone)).toMatchObject({ hasUsedFreeReading: true, sharesAvailable: 2 });
    expect(await readingsOf(t, phone)).toHaveLength(1);
    expect(await t.db.select().from(entitlementHolds)).toEqual([]);
    expect(writer.calls).toBe(1);
  });

  it('writes a new daily reading the next day in India, spending a credit for it', async () => {
    const t = await createTestApp({ writer: fakeWriter(), start: tuesday });
    const { client, phone } = await withCredits(t);
    const firstId = doneOf(await client.post('/api/readings', { readingType: 'daily' }));

    t.clock.advance({ hours: 14 }); // 00:00 Wednesday in India
    const next = await client.post('/api/readings', { readingType: 'daily' });
    const nextId = doneOf(next);
    expect(nextId).toBeTruthy();
    expect(nextId).not.toBe(firstId);
    expect((await profileOf(t, phone)).sharesAvailable).toBe(1);
    const saved = await readingsOf(t, phone);
    expect(saved.map((r) => [r.periodStart, r.periodEnd]).sort()).toEqual([
      ['2026-11-24', '2026-11-24'],
      ['2026-11-25', '2026-11-25'],
    ]);
  });

  it('keeps a weekly reading for its seven days, then writes a new one', async () => {
    const t = await createTestApp({ writer: fakeWriter(), start: tuesday });
    const { client, phone } = await withCredits(t);
    const firstId = doneOf(await client.post('/api/readings', { readingType: 'weekly' }));

    t.clock.advance({ days: 6 }); // Monday 30 November: the last day of that week
    expect((await client.post('/api/readings', { readingType: 'weekly' })).body).toEqual({ readingId: firstId, existing: true });
    t.clock.advance({ days: 1 });
    expect(doneOf(await client.post('/api/readings', { readingType: 'weekly' }))).not.toBe(firstId);
    expect(await readingsOf(t, phone)).toHaveLength(2);
    expect((await profileOf(t, phone)).sharesAvailable).toBe(1);
  });

  it('gives natal readings the calendar month: the same month opens it, the next month writes anew', async () => {
    const t = await createTestApp({ writer: fakeWriter(), start: tuesday });
    const { client, phone } = await withCredits(t);
    const firstId = doneOf(await client.post('/api/readings', { readingType: 'career' }));
    expect((await client.get(`/api/readings/${firstId}`)).body.reading.period).toEqual({ start: '2026-11-01', end: '2026-11-30' });

    t.clock.advance({ days: 6 }); // 30 November
    expect((await client.post('/api/readings', { readingType: 'career' })).body).toEqual({ readingId: firstId, existing: true });
    t.clock.advance({ days: 1 }); // 1 December
    const nextId = doneOf(await client.post('/api/readings', { readingType: 'career' }));
    expect(nextId).not.toBe(firstId);
    expect((await client.get(`/api/readings/${nextId}`)).body.reading.period).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect((await profileOf(t, phone)).sharesAvailable).toBe(1);
  });

  it('counts only the user’s own readings', async () => {
    const t = await createTestApp({ writer: fakeWriter(), start: tuesday });
    const a = await withCredits(t);
    const b = await withCredits(t);
    const aId = doneOf(await a.client.post('/api/readings', { readingType: 'daily' }));
    const bId = doneOf(await b.client.post('/api/readings', { readingType: 'daily' }));
    expect(bId).toBeTruthy();
    expect(bId).not.toBe(aId);
    expect((await profileOf(t, b.phone)).hasUsedFreeReading).toBe(true);
    expect(await readingsOf(t, b.phone)).toHaveLength(1);
  });

  it('spends one credit for two simultaneous requests on two instances: the second gives its credit back and opens the first', async () => {
    // Both pass the check before either has saved, both take a credit; the unique index lets one in.
    const a = await createTestApp({ writer: fakeWriter({ delayMs: 30 }), start: tuesday });
    // A second app on the same database (the test file's): another instance, with its own process state.
    const b = await createTestApp({ writer: fakeWriter({ delayMs: 30 }), start: tuesday });
    const { client: onA, phone } = await withCredits(a);
    const onB = b.client();
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);

    const [first, second] = await Promise.all([onA.post('/api/readings', { readingType: 'love' }), onB.post('/api/readings', { readingType: 'love' })]);
    const ids = [doneOf(first), doneOf(second)];
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
    expect(await readingsOf(a, phone)).toHaveLength(1);
    // One took the free reading and the other a share credit; whichever saved second gives its own
    // back, and either may save first: exactly one of the two is spent.
    const after = await profileOf(a, phone);
    expect([after.hasUsedFreeReading, after.sharesAvailable]).toEqual(after.hasUsedFreeReading ? [true, 2] : [false, 1]);
    expect(await a.db.select().from(entitlementHolds)).toEqual([]);
  });

  it('does not open a repeat saved before periods existed (no period)', async () => {
    const t = await createTestApp({ writer: fakeWriter(), start: tuesday });
    const { client, phone } = await withCredits(t);
    await t.db.insert(readings).values({ userPhone: phone, readingType: 'daily', predictionText: 'Old.', createdAt: new Date(tuesday.getTime() - 60_000) });
    expect(doneOf(await client.post('/api/readings', { readingType: 'daily' }))).toBeTruthy();
    expect((await client.get('/api/readings')).body.readings.map((r: { period: unknown }) => r.period)).toEqual([
      { start: '2026-11-24', end: '2026-11-24' },
      null,
    ]);
  });
});

describe('GET /api/readings/current', () => {
  it('tells the owner the reading of the running period, and nobody else', async () => {
    const t = await createTestApp({ writer: fakeWriter(), start: new Date('2026-11-24T04:30:00Z') });
    const owner = t.client();
    const stranger = t.client();
    await signInWithProfile(t, owner);
    await signInWithProfile(t, stranger);
    expect((await owner.get('/api/readings/current?readingType=weekly')).body).toEqual({ reading: null, writing: null });

    const readingId = sseEvents((await owner.post('/api/readings', { readingType: 'weekly' })).text).at(-1)?.readingId;
    const mine = await owner.get('/api/readings/current?readingType=weekly');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ reading: { readingId, createdAt: '2026-11-24T04:30:00.000Z', period: { start: '2026-11-24', end: '2026-11-30' }, language: 'en' }, writing: null });
    expect((await owner.get('/api/readings/current?readingType=daily')).body).toEqual({ reading: null, writing: null });
    expect((await stranger.get('/api/readings/current?readingType=weekly')).body).toEqual({ reading: null, writing: null });

    t.clock.advance({ days: 7 });
    expect((await owner.get('/api/readings/current?readingType=weekly')).body).toEqual({ reading: null, writing: null });
  });

  it('gives the owner the text of the reading being written, then the saved reading, and nobody else either', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const writer: ReadingWriter = {
      name: 'gated',
      async write(_request, sink) {
        sink.text('Namaste Asha. ');
        await gate;
        sink.text('The Moon is kind today.');
        return 'Namaste Asha. The Moon is kind today.';
      },
    };
    const t = await createTestApp({ writer });
    const owner = t.client();
    const stranger = t.client();
    await signInWithProfile(t, owner);
    await signInWithProfile(t, stranger);

    // The browser that asked goes away mid-stream; the answer is only read at the end.
    const asked = owner.post('/api/readings', { readingType: 'daily' });
    let writing: { reading: unknown; writing: { text: string } | null } = { reading: null, writing: null };
    for (let tries = 0; !writing.writing && tries < 50; tries++) {
      writing = (await owner.get('/api/readings/current?readingType=daily')).body;
      if (!writing.writing) await new Promise((r) => setTimeout(r, 10));
    }
    expect(writing).toEqual({ reading: null, writing: { text: 'Namaste Asha. ', language: 'en' } });
    expect((await stranger.get('/api/readings/current?readingType=daily')).body).toEqual({ reading: null, writing: null });
    expect((await owner.get('/api/readings/current?readingType=weekly')).body).toEqual({ reading: null, writing: null });

    release();
    const done = sseEvents((await asked).text).at(-1) as { type: string; readingId: string; reading: { predictionText: string } };
    expect(done.type).toBe('done');
    // The saved reading travels with the last event, so the result page needs no second request.
    expect(done.reading).toMatchObject({ readingId: done.readingId, readingType: 'daily', predictionText: 'Namaste Asha. The Moon is kind today.', language: 'en' });
    const after = (await owner.get('/api/readings/current?readingType=daily')).body;
    expect(after).toMatchObject({ reading: { readingId: done.readingId }, writing: null });
  });

  it('refuses visitors and unknown types', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    expect((await t.client().get('/api/readings/current?readingType=daily')).status).toBe(401);
    const client = t.client();
    await signIn(t, client);
    const unknown = await client.get('/api/readings/current?readingType=astral');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown reading type');
    expect((await client.get('/api/readings/current')).status).toBe(400);
  });
});

describe('GET /api/readings/:readingId/pdf', () => {
  /** The PDF's bytes: the test client reads bodies as text, which would garble a binary file. */
  async function pdfOf(t: TestApp, client: TestClient, readingId: string) {
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const env = { incoming: { socket: { remoteAddress: client.ip, remotePort: 1, remoteFamily: 'IPv4' } } };
    const res = await t.app.request(`/api/readings/${readingId}/pdf`, { headers: { cookie, host: 'localhost', origin: 'http://localhost' } }, env);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function readingOf(t: TestApp, client: TestClient) {
    const readingId = sseEvents((await client.post('/api/readings', { readingType: 'daily' })).text).at(-1)?.readingId;
    if (!readingId) throw new Error('The reading was not written');
    return readingId;
  }

  it('gives the owner the reading as a PDF to download, and anyone else the same 404 as a missing reading', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const owner = t.client();
    await signInWithProfile(t, owner, { name: 'Asha Verma', birthPlace: 'Varanasi' });
    const readingId = await readingOf(t, owner);

    const { res, bytes } = await pdfOf(t, owner, readingId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="daily-reading-${day}.pdf"`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Name: Asha Verma');
    expect(text).toContain('Namaste Asha. The Moon moves through your tenth house today.');
    expect(text).toContain('page 1 of 1');

    const other = t.client();
    await signInWithProfile(t, other, { name: 'Bhavesh Other' });
    const stolen = await other.get(`/api/readings/${readingId}/pdf`);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ error: messages.readingNotFound });
    const missing = await other.get(`/api/readings/${crypto.randomUUID()}/pdf`);
    expect({ ...missing.body, requestId: undefined }).toEqual({ ...stolen.body, requestId: undefined });
  });

  it('prints a Devanagari name and a Hindi reading with their conjuncts and vowel signs in order', async () => {
    const t = await createTestApp({ writer: fakeWriter() });
    const client = t.client();
    const name = 'क्षितिज त्रिपाठी';
    await signInWithProfile(t, client, { name });
    const readingId = await readingOf(t, client);
    const hindi = [
      'नमस्ते क्षितिज। आज चंद्रमा आपके दशम भाव से गुज़र रहा है, इसलिए कर्म और प्रतिष्ठा पर ध्यान दें।',
      'श्रेष्ठ परिणाम धैर्य से मिलेंगे; किसी मित्र की सलाह उपयोगी रहेगी। Saturn (शनि) आपको अनुशासन सिखाता है।',
      'स्वास्थ्य के लिए प्रातःकाल योग और प्राणायाम करें, और त्रिफला का सेवन लाभदायक रहेगा।'.repeat(12),
    ].join('\n\n');
    await t.db.update(readings).set({ predictionText: hindi }).where(eq(readings.readingId, readingId));

    const { res, bytes } = await pdfOf(t, client, readingId);
    expect(res.status).toBe(200);
    const text = await pdfText(bytes);
    expect(text).toContain(`Name: ${name}`);
    // Every word, in order: a line break in the PDF reads back as a space.
    expect(text).toContain(hindi.split('\n\n').slice(0, 2).join(' ').replace(/\s+/g, ' '));
    expect(text).toContain(hindi.split('\n\n')[2]!.replace(/\s+/g, ' '));
  });

  it('labels a Hindi reading in Hindi, with Hindi dates, whatever language the download is asked in', async () => {
    const t = await createTestApp({ writer: fakeWriter(), start: new Date('2026-11-24T04:30:00Z') });
    const client = t.client();
    await signInWithProfile(t, client, { name: 'Asha Verma', birthDate: '1990-08-15', birthTime: '06:45', birthPlace: 'Varanasi' });
    const written = await client.post('/api/readings', { readingType: 'daily' }, { headers: { 'accept-language': 'hi' } });
    const readingId = sseEvents(written.text).at(-1)?.readingId;
    if (!readingId) throw new Error('The reading was not written');
    const hindi = 'नमस्ते आशा। आज चंद्रमा आपके दशम भाव से गुज़र रहा है; आपकी महादशा शनि की है और लग्न सिंह राशि में है।';
    await t.db.update(readings).set({ predictionText: hindi }).where(eq(readings.readingId, readingId));

    // The download itself carries no Accept-Language: the reading's own language decides.
    const { res, bytes } = await pdfOf(t, client, readingId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="daily-reading-2026-11-24.pdf"');
    const text = await pdfText(bytes);
    expect(text).toContain('ज्योतिषी');
    expect(text).toContain('दैनिक राशिफल');
    expect(text).toContain('24 नवंबर 2026 को तैयार की गई');
    expect(text).toContain('नाम: Asha Verma');
    expect(text).toContain('जन्म तिथि: 15 अगस्त 1990');
    expect(text).toContain('जन्म समय: सुबह 6:45');
    expect(text).toContain('जन्म स्थान: Varanasi, India');
    expect(text).toContain(hindi);
    expect(text).toContain('पृष्ठ 1 / 1');
    expect(text).not.toMatch(/Name:|Date of Birth|Generated on|page 1 of 1/);
  });
});
