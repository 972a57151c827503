import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../../../tests/support/console-guard';
import { personDetails } from '../../../../tests/support/person-details';
import { createTestApp, signInWithProfile, sseEvents, type TestApp, type TestClient } from '../../../../tests/support/test-app';
import { messages } from '../../../shared/messages';
import { questionMessages } from '../../../shared/question-messages';
import { FREE_FOLLOW_UPS, THREAD_TURN_LIMIT, type QuestionThreadView } from '../../../shared/questions';
import { entitlementHolds, profiles, questionThreads, questionTurns, readingRuns } from '../../db/schema';
import type { QuestionWriter } from '../question-writer';
import { pdfText } from '../../../../tests/support/pdf-text';

const profileOf = async (t: TestApp, phone: string) => (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!;
const threadsOf = async (t: TestApp, phone: string) => t.db.select().from(questionThreads).where(eq(questionThreads.userPhone, phone));

/** Asks and reads the whole stream: the text shown and the saved thread it ends with. */
async function ask(client: TestClient, question: string, threadId?: string) {
  const res = await client.post(threadId ? `/api/questions/${threadId}` : '/api/questions', { question });
  if (res.status !== 200 || !res.headers.get('content-type')?.includes('text/event-stream')) return { res, text: '', thread: null, events: [] };
  const events = sseEvents(res.text) as Array<{ type: string; delta?: string; thread?: QuestionThreadView; message?: string }>;
  const text = events.filter((e) => e.type === 'text').map((e) => e.delta).join('');
  return { res, text, thread: events.at(-1)?.type === 'done' ? events.at(-1)!.thread! : null, events };
}

/** A writer that waits before answering, so two requests overlap. */
function slowWriter(ms: number, fail = false): QuestionWriter {
  return {
    name: 'slow',
    async write({ builtin }, sink) {
      await new Promise((r) => setTimeout(r, ms));
      if (fail) throw new Error('model down');
      sink.text(builtin.answer);
      return { text: builtin.answer, source: 'builtin' };
    },
  };
}

describe('POST /api/questions', () => {
  it('streams the answer from the chart, saves the thread and spends the free reading', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);

    const { res, text, thread } = await ask(client, 'When will I get married?');
    expect(res.status).toBe(200);
    expect(thread).not.toBeNull();
    expect(thread!.topic).toBe('marriage');
    expect(thread!.language).toBe('en');
    expect(thread!.turns).toHaveLength(1);
    expect(thread!.turns[0]!.answer).toBe(text.trim());
    expect(text).toMatch(/window|Window/);
    expect(text).toContain('Why:');
    expect(thread!.turns[0]!.windows.length + thread!.turns[0]!.basis.length).toBeGreaterThan(0);
    expect(thread!.nextCost).toBe('free-follow-up');
    expect(thread!.freeFollowUpsLeft).toBe(FREE_FOLLOW_UPS);
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(true);
    expect(await t.db.select().from(entitlementHolds)).toEqual([]);
    expect(await t.db.select().from(readingRuns).where(eq(readingRuns.userPhone, phone))).toEqual([]);

    const opened = await client.get(`/api/questions/${thread!.id}`);
    expect(opened.body.thread).toMatchObject({ id: thread!.id, title: 'When will I get married?' });
    const listed = await client.get('/api/questions?q=married');
    expect(listed.body.threads.map((x: { id: string }) => x.id)).toEqual([thread!.id]);
    expect((await client.get('/api/questions?q=foreign')).body.threads).toEqual([]);
    // The first question of the file also trains the topic model and loads the gazetteer.
  }, 60_000);

  it('answers a Devanagari question in Hindi and a Hinglish one in the profile’s language', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ sharesAvailable: 2 }).where(eq(profiles.phoneNumber, phone));

    const hindi = await ask(client, 'मेरा विदेश जाने का योग कब है?');
    expect(hindi.thread!.language).toBe('hi');
    expect(hindi.thread!.topic).toBe('travel');
    expect(hindi.text).toMatch(/[\u0900-\u097F]/);

    await t.db.update(profiles).set({ language: 'hi' }).where(eq(profiles.phoneNumber, phone));
    const hinglish = await ask(client, 'meri naukri kab lagegi?');
    expect(hinglish.thread!.language).toBe('hi');
    expect(hinglish.thread!.topic).toBe('career');
  });

  it('answers a refused question with its reply in the question’s language, spending and saving nothing', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);

    const res = await client.post('/api/questions', { question: 'मेरी मृत्यु कब होगी?' });
    expect(res.status).toBe(200);
    expect(res.body.refused).toMatchObject({ reason: 'death', language: 'hi' });
    expect(res.body.refused.reply).toContain('मृत्यु');
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(false);
    expect(await threadsOf(t, phone)).toEqual([]);
  });

  it('refuses an empty or over-long question with a clear message', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signInWithProfile(t, client);
    expect((await client.post('/api/questions', { question: '   ' })).body.error).toBe(questionMessages.questionEmpty);
    expect((await client.post('/api/questions', { question: 'a'.repeat(501) })).body.error).toBe(questionMessages.questionTooLong);
  });

  it('gives the no-access message once the free reading is used, and answers nothing', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await ask(client, 'Should I change my job this year?');
    const second = await client.post('/api/questions', { question: 'When will I buy a house?' });
    expect(second.status).toBe(403);
    expect(second.body.error).toBe(messages.noAccess);
    expect(await threadsOf(t, phone)).toHaveLength(1);
  });

  it('spends one credit for two simultaneous new questions: one is answered, the other gets the no-access message', async () => {
    // Room for two at once, so that only the credit decides.
    const t = await createTestApp({ questionWriter: slowWriter(150), env: { READINGS_IN_PROGRESS_PER_USER: '2' } });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ hasUsedFreeReading: true, sharesAvailable: 1 }).where(eq(profiles.phoneNumber, phone));

    const both = await Promise.all([client.post('/api/questions', { question: 'When will I get married?' }), client.post('/api/questions', { question: 'How will my career go next year?' })]);
    const [answered, refused] = [...both].sort((x, y) => x.status - y.status);
    expect(answered!.status).toBe(200);
    expect(refused!.status).toBe(403);
    expect(refused!.body.error).toBe(messages.noAccess);
    expect(await threadsOf(t, phone)).toHaveLength(1);
    expect((await profileOf(t, phone)).sharesAvailable).toBe(0);
  });

  it('gives the credit back when the answer cannot be written', async () => {
    allowConsoleError();
    const t = await createTestApp({ questionWriter: slowWriter(1, true) });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const { events } = await ask(client, 'When will I get married?');
    expect(events.at(-1)).toMatchObject({ type: 'error', message: messages.generationFailed });
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(false);
    expect(await threadsOf(t, phone)).toEqual([]);
  });

  it('answers about a saved family member from their own chart, speaking of them by name', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signInWithProfile(t, client);
    const added = await client.post('/api/people', personDetails({ name: 'Ramesh Sharma', relation: 'parent', gender: 'male', birthDate: '1960-03-10', birthTime: '06:15' }));
    expect(added.status).toBe(201);

    const { thread, text } = await ask(client, 'How will Papa’s health be next year?');
    expect(thread!.subject).toMatchObject({ personId: added.body.person.id, name: 'Ramesh Sharma' });
    expect(thread!.topic).toBe('health');
    expect(text).not.toMatch(/\byour\b/i);
    expect(text).toContain('Ramesh');
  });
});

describe('POST /api/questions/:threadId (follow-ups)', () => {
  it('keeps the thread’s topic for "and next year?", re-answering it for that year, for nothing', async () => {
    const t = await createTestApp();
    t.clock.advance({ days: 0 });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const first = await ask(client, 'When will I get married?');
    const year = Number(first.thread!.turns[0]!.timeframe.start.slice(0, 4)) + 1;

    const next = await ask(client, 'and next year?', first.thread!.id);
    const turn = next.thread!.turns[1]!;
    expect(turn).toMatchObject({ topic: 'marriage', kind: 'answer', timeframe: { start: `${year}-01-01`, end: `${year}-12-31` } });
    expect(next.thread!.freeFollowUpsLeft).toBe(FREE_FOLLOW_UPS - 1);
    const rows = await t.db.select().from(questionTurns).where(eq(questionTurns.userPhone, phone));
    expect(rows.map((r) => r.spend).sort()).toEqual(['follow-up', 'free']);
  });

  it('answers "what remedy?" with the remedy for the thread’s topic, and "aur shaadi?" with its own topic', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signInWithProfile(t, client);
    const first = await ask(client, 'Should I change my job this year?');
    expect(first.thread!.topic).toBe('career');

    const remedy = await ask(client, 'what remedy?', first.thread!.id);
    expect(remedy.thread!.turns[1]).toMatchObject({ kind: 'remedy', topic: 'career' });
    expect(remedy.text).toContain('Remedies: Saturn');

    const upay = await ask(client, 'iska upay kya hai?', first.thread!.id);
    expect(upay.thread!.turns[2]).toMatchObject({ kind: 'remedy', topic: 'career' });

    const marriage = await ask(client, 'aur shaadi?', first.thread!.id);
    expect(marriage.thread!.turns[3]).toMatchObject({ kind: 'answer', topic: 'marriage' });
    expect(marriage.thread!.freeFollowUpsLeft).toBe(0);
    expect(marriage.thread!.nextCost).toBe('reading');
  });

  it('charges a follow-up past the free ones, or after a day, as a new question', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const first = await ask(client, 'When will I get married?');
    t.clock.advance({ hours: 25 });
    const late = await client.get(`/api/questions/${first.thread!.id}`);
    expect(late.body.thread).toMatchObject({ nextCost: 'reading', freeFollowUpsLeft: 0 });
    const refused = await client.post(`/api/questions/${first.thread!.id}`, { question: 'and next year?' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(messages.noAccess);

    await t.db.update(profiles).set({ sharesAvailable: 1 }).where(eq(profiles.phoneNumber, phone));
    const paid = await ask(client, 'and next year?', first.thread!.id);
    expect(paid.thread!.turns).toHaveLength(2);
    expect((await profileOf(t, phone)).sharesAvailable).toBe(0);
  });

  it('bounds a thread at its length, and finds nothing in another user’s thread', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
    const first = await ask(client, 'When will I get married?');
    const id = first.thread!.id;
    const [turn] = await t.db.select().from(questionTurns).where(eq(questionTurns.threadId, id));
    await t.db.insert(questionTurns).values(Array.from({ length: THREAD_TURN_LIMIT - 1 }, (_, i) => ({ ...turn!, id: undefined, position: i + 1 })));
    const full = await client.post(`/api/questions/${id}`, { question: 'and next year?' });
    expect(full.status).toBe(400);
    expect(full.body.error).toBe(questionMessages.threadFull);
    expect((await client.get(`/api/questions/${id}`)).body.thread.nextCost).toBe('thread-full');

    const other = t.client();
    await signInWithProfile(t, other);
    expect((await other.get(`/api/questions/${id}`)).status).toBe(404);
    expect((await other.post(`/api/questions/${id}`, { question: 'and next year?' })).status).toBe(404);
    expect((await other.get('/api/questions/not-a-uuid')).status).toBe(404);
  });
});

describe('premium fair use', () => {
  it('counts new questions with readings, and not free follow-ups', async () => {
    const t = await createTestApp({ env: { PREMIUM_READINGS_PER_DAY: '2' } });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ isPremium: true, hasUsedFreeReading: true }).where(eq(profiles.phoneNumber, phone));
    const first = await ask(client, 'When will I get married?');
    await ask(client, 'and next year?', first.thread!.id);
    expect((await client.post('/api/readings', { readingType: 'daily' })).status).toBe(200);
    const over = await client.post('/api/questions', { question: 'How will my career go?' });
    expect(over.status).toBe(429);
    expect(over.body.error).toContain('2 readings in the last 24 hours');
  });
});

describe('GET /api/questions/:threadId/pdf', () => {
  async function pdfOf(t: TestApp, client: TestClient, threadId: string) {
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const env = { incoming: { socket: { remoteAddress: client.ip, remotePort: 1, remoteFamily: 'IPv4' } } };
    const res = await t.app.request(`/api/questions/${threadId}/pdf`, { headers: { cookie, host: 'localhost', origin: 'http://localhost' } }, env);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('gives the thread as a PDF in its language, with each question and its answer', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client, { name: 'Asha Verma' });
    await t.db.update(profiles).set({ sharesAvailable: 1 }).where(eq(profiles.phoneNumber, phone));
    const en = await ask(client, 'When will I get married?');
    const hi = await ask(client, 'मेरी नौकरी कब लगेगी?');

    const { res: pdf, bytes } = await pdfOf(t, client, en.thread!.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="ask-jyotishi-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = await pdfText(bytes);
    expect(text).toContain('Ask Jyotishi');
    expect(text).toContain('When will I get married?');
    expect(text).toContain('Asha Verma');

    const hiText = await pdfText((await pdfOf(t, client, hi.thread!.id)).bytes);
    expect(hiText).toContain('ज्योतिषी से पूछिए');
    expect(hiText).toContain('नौकरी');

    const other = t.client();
    await signInWithProfile(t, other);
    expect((await pdfOf(t, other, en.thread!.id)).res.status).toBe(404);
  }, 60_000);
});
