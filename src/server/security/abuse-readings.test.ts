import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile, sseEvents, testConfig, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import type { ReadingType } from '../../shared/reading-types';
import { profiles, readingRuns, readings } from '../db/schema';
import { pruneExpiredRows } from '../maintenance/retention';
import type { ReadingWriter, WriteRequest } from '../readings/writers/reading-writer';
import { userRows } from '../../../tests/support/security-support';

// Abuse of readings (docs/security.md): one account cannot hold every writer of every instance
// (at most READINGS_IN_PROGRESS_PER_USER readings in progress, counted in the database), and a
// premium account has a fair-use limit per day (PREMIUM_READINGS_PER_DAY in any 24 hours), which
// bounds what a model writer can cost. Refusals are 429 with the reason, and change nothing.

// Every refusal keeps the product's 'Too many requests' and ends with the real wait: for readings in
// progress, until the first one's lease (READING_HOLD_LEASE_SECONDS, 120) runs out.
const inProgressEn =
  'Too many requests. Please try again later. You already have 2 readings being written. Please wait for one to finish. Try again in 2 minutes.';
const inProgressHi =
  'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें। आपकी 2 रीडिंग अभी लिखी जा रही हैं। कृपया किसी एक के पूरा होने तक रुकें। आप 2 मिनट बाद फिर कोशिश कर सकते हैं।';
// Fair use is a rolling 24 hours, not a calendar day: the refusal names the moment the first of the
// forty turns a day old, on India's clock, and does not promise "tomorrow".
const dailyEn =
  'Too many requests. Please try again later. You have had 40 readings in the last 24 hours, the fair-use limit of your plan. Your next reading can be written from 25 Nov, 10:00 am. Try again in 23 hours.';
const dailyHi =
  'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें। पिछले 24 घंटों में आप 40 रीडिंग ले चुके हैं, जो आपके प्लान की उचित उपयोग सीमा है। आपकी अगली रीडिंग 25 नव॰, 10:00 am से लिखी जा सकेगी। आप 23 घंटे बाद फिर कोशिश कर सकते हैं।';

const dayMs = 86_400_000;
const retentionPolicy = { analyticsDays: 400, sessionMaxDays: 90 };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * A writer that keeps the readings of the `held` types in progress until the test lets them go
 * (`release`; `holdAgain` holds the ones asked for after it); other types are written at once.
 */
function heldWriter(held: ReadingType[] = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'career', 'love', 'health', 'life']) {
  let current = gate();
  const writer: ReadingWriter & { release: () => void; holdAgain: () => void } = {
    name: 'held',
    release: () => current.open(),
    holdAgain: () => {
      current = gate();
    },
    async write(request: WriteRequest, sink) {
      sink.text('Namaste. ');
      if (held.includes(request.readingType)) await current.opened;
      sink.text('The Moon moves through your tenth house.');
      return 'Namaste. The Moon moves through your tenth house.';
    },
  };
  return writer;
}

type Asked = { status: number; body: { error?: string; code?: string; retryAt?: string; readingId?: string; existing?: boolean } | null; streaming: boolean; response: Response };

/**
 * POST /api/readings as the page sends it, answering as soon as the headers arrive: a reading
 * being written keeps its stream open (read it with `eventsOf` once the writer lets it go).
 */
async function ask(t: TestApp, client: TestClient, readingType: ReadingType, language: 'en' | 'hi' = 'en'): Promise<Asked> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/json', 'accept-language': language, cookie };
  const env = { incoming: { socket: { remoteAddress: client.ip, remotePort: 1, remoteFamily: 'IPv4' } } };
  const response = await t.app.request('/api/readings', { method: 'POST', headers, body: JSON.stringify({ readingType }) }, env);
  const streaming = response.headers.get('content-type')?.includes('text/event-stream') ?? false;
  return { status: response.status, body: streaming ? null : await response.json(), streaming, response };
}

const eventsOf = async (asked: Asked) => sseEvents(await asked.response.text());
const savedIdOf = async (asked: Asked) => (await eventsOf(asked)).find((e) => e.type === 'done')?.readingId;

/**
 * Two instances (two apps on the file's database, each with its own process state: writers,
 * caps) and one premium user signed in on both.
 */
async function twoInstances() {
  const writerA = heldWriter();
  const writerB = heldWriter();
  const a = await createTestApp({ writer: writerA });
  const b = await createTestApp({ writer: writerB });
  const { client: onA, phone } = await premiumUser(a);
  const onB = b.client();
  for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
  return { a, b, writerA, writerB, onA, onB, phone };
}

const profileOf = async (t: TestApp, phone: string) => (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!;
const readingsOf = async (t: TestApp, phone: string) => t.db.select().from(readings).where(eq(readings.userPhone, phone));
const runsOf = async (t: TestApp, phone: string) => t.db.select().from(readingRuns).where(eq(readingRuns.userPhone, phone));
const liveRunsOf = async (t: TestApp, phone: string) =>
  t.db.select().from(readingRuns).where(and(eq(readingRuns.userPhone, phone), gt(readingRuns.expiresAt, t.clock.now())));

const partner = (n: number) => ({
  kind: 'new', name: `Partner ${String.fromCharCode(65 + (n % 26))}`, gender: 'male', birthDate: `1985-01-${String(1 + (n % 28)).padStart(2, '0')}`,
  birthTime: `${String(n % 24).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}`, birthPlace: 'Pune', country: 'India', latitude: 18.5204, longitude: 73.8567,
});

async function premiumUser(t: TestApp, client = t.client()) {
  const { phone } = await signInWithProfile(t, client);
  await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
  return { client, phone };
}

/** Readings rows saved `agoMs` before the app's now, as earlier requests would have left them. */
async function savedReadings(t: TestApp, phone: string, n: number, agoMs: number) {
  const createdAt = new Date(t.clock.now().getTime() - agoMs);
  await t.db.insert(readings).values(Array.from({ length: n }, () => ({ userPhone: phone, readingType: 'daily', predictionText: 'An earlier reading.', createdAt })));
}

// Each test signs users in and writes several readings, the first also warming the chart
// computations up: more than the default 20 s on a busy machine.
const slow = { timeout: 60_000 };

describe('readings in progress per user (READINGS_IN_PROGRESS_PER_USER, 2 by default)', slow, () => {
  it('refuses a third reading while two are written, with the reason and nothing spent, and serves another user meanwhile', async () => {
    const writer = heldWriter();
    const t = await createTestApp({ writer });
    const client = t.client();
    const a = { client, phone: (await signInWithProfile(t, client)).phone };
    // The free reading and two share credits: enough for three.
    await t.db.update(profiles).set({ sharesAvailable: 2 }).where(eq(profiles.phoneNumber, a.phone));

    const first = await ask(t, a.client, 'daily');
    const second = await ask(t, a.client, 'weekly');
    expect([first.streaming, second.streaming]).toEqual([true, true]);
    const before = await userRows(t.db, a.phone);

    const third = await ask(t, a.client, 'monthly');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ error: inProgressEn, code: 'rate_limited' });
    expect(third.body?.error).toContain(messages.readingsInProgressLimit(2));
    expect(third.response.headers.get('Retry-After')).toBe('120');
    const inHindi = await ask(t, a.client, 'monthly', 'hi');
    expect(inHindi.status).toBe(429);
    expect(inHindi.body?.error).toBe(inProgressHi);
    expect(inHindi.body?.error).toContain(messagesHi.readingsInProgressLimit(2));
    // No credit held, no run recorded, nothing else: the refusals changed nothing.
    expect(await userRows(t.db, a.phone)).toEqual(before);

    // Someone else is not held up by A's readings.
    const b = t.client();
    const { phone: bPhone } = await signInWithProfile(t, b);
    const theirs = await ask(t, b, 'daily');
    expect(theirs.status).toBe(200);
    expect(theirs.streaming).toBe(true);

    writer.release();
    expect(await savedIdOf(first)).toBeTruthy();
    expect(await savedIdOf(second)).toBeTruthy();
    expect(await savedIdOf(theirs)).toBeTruthy();
    expect(await profileOf(t, a.phone)).toMatchObject({ hasUsedFreeReading: true, sharesAvailable: 1 });
    expect((await readingsOf(t, a.phone)).map((r) => r.readingType).sort()).toEqual(['daily', 'weekly']);
    expect(await readingsOf(t, bPhone)).toHaveLength(1);
    expect(await runsOf(t, a.phone)).toEqual([]);

    // Once one has finished (the 'done' the browser heard), the next one is written at once.
    const next = await ask(t, a.client, 'monthly');
    expect(next.streaming).toBe(true);
    expect(await savedIdOf(next)).toBeTruthy();
    expect((await profileOf(t, a.phone)).sharesAvailable).toBe(0);
  });

  it('still opens a reading already saved for its period while two others are written', async () => {
    const writer = heldWriter(['weekly', 'monthly']);
    const t = await createTestApp({ writer });
    const { client, phone } = await premiumUser(t);
    const dailyId = await savedIdOf(await ask(t, client, 'daily'));
    expect(dailyId).toBeTruthy();

    const held = [await ask(t, client, 'weekly'), await ask(t, client, 'monthly')];
    expect((await ask(t, client, 'career')).status).toBe(429);
    const again = await ask(t, client, 'daily');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ readingId: dailyId, existing: true });

    writer.release();
    for (const asked of held) expect(await savedIdOf(asked)).toBeTruthy();
    expect(await readingsOf(t, phone)).toHaveLength(3);
  });

  it('holds across two instances sharing the database, one request after another and all at once', async () => {
    const { a, b, writerA, writerB, onA, onB, phone } = await twoInstances();

    const held = [await ask(a, onA, 'daily'), await ask(a, onA, 'weekly')];
    expect(held.map((r) => r.streaming)).toEqual([true, true]);
    const third = await ask(b, onB, 'monthly');
    expect(third.status).toBe(429);
    expect(third.body?.error).toBe(inProgressEn);
    writerA.release();
    for (const asked of held) expect(await savedIdOf(asked)).toBeTruthy();

    // Six at once, three on each instance: exactly two are written.
    writerA.holdAgain();
    const types: ReadingType[] = ['monthly', 'quarterly', 'yearly', 'career', 'love', 'health'];
    const answers = await Promise.all(types.map((type, i) => (i % 2 === 0 ? ask(a, onA, type) : ask(b, onB, type))));
    expect(answers.filter((r) => r.streaming)).toHaveLength(2);
    const refused = answers.filter((r) => !r.streaming);
    // The two instances' clocks differ, and so the waits: the reason is the same.
    expect(refused.map((r) => [r.status, r.body?.error])).toEqual(Array(4).fill([429, expect.stringContaining(messages.readingsInProgressLimit(2))]));
    writerA.release();
    writerB.release();
    for (const asked of answers.filter((r) => r.streaming)) expect(await savedIdOf(asked)).toBeTruthy();
    expect(await readingsOf(a, phone)).toHaveLength(4);
    expect(await runsOf(a, phone)).toEqual([]);
  });

  it('stops counting a run whose instance died once its lease runs out, and retention deletes it', async () => {
    const t = await createTestApp({ writer: heldWriter([]) });
    const { client, phone } = await premiumUser(t);
    const leaseMs = t.config.readings.holdLeaseMs;
    // Two runs an instance started and then lost (a crash, SIGKILL): nobody renews them.
    const now = t.clock.now();
    await t.db.insert(readingRuns).values([
      { userPhone: phone, startedAt: now, expiresAt: new Date(now.getTime() + leaseMs) },
      { userPhone: phone, startedAt: now, expiresAt: new Date(now.getTime() + leaseMs) },
    ]);
    expect((await ask(t, client, 'daily')).status).toBe(429);

    t.clock.advance({ ms: leaseMs + 1000 });
    const after = await ask(t, client, 'daily');
    expect(after.streaming).toBe(true);
    expect(await savedIdOf(after)).toBeTruthy();

    t.clock.advance({ minutes: 15 });
    // The file's database may hold other tests' runs, expired at this clock too.
    expect((await pruneExpiredRows(t.db, t.clock.now(), retentionPolicy)).reading_runs).toBeGreaterThanOrEqual(2);
    expect(await runsOf(t, phone)).toEqual([]);
  });

  it('keeps counting a reading whose writer renews its run, however long it takes', async () => {
    const writer = heldWriter();
    // A one-second lease, renewed every quarter second.
    const t = await createTestApp({ writer, env: { READING_HOLD_LEASE_SECONDS: '1' } });
    const { client, phone } = await premiumUser(t);
    const held = [await ask(t, client, 'daily'), await ask(t, client, 'weekly')];

    t.clock.advance({ seconds: 30 });
    // The writers renew on their timer: wait for both runs to be alive at the new time.
    for (let i = 0; i < 100 && (await liveRunsOf(t, phone)).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await liveRunsOf(t, phone)).toHaveLength(2);
    expect((await ask(t, client, 'monthly')).status).toBe(429);

    writer.release();
    for (const asked of held) expect(await savedIdOf(asked)).toBeTruthy();
    expect(await runsOf(t, phone)).toEqual([]);
  });

  it('ends the run when the writer fails and when the browser goes away mid-stream', async () => {
    const t = await createTestApp({
      writer: {
        name: 'failing',
        async write(request) {
          if (request.readingType === 'daily') throw new Error('model down');
          await new Promise((r) => setTimeout(r, 50));
          return 'Namaste. The Moon moves through your tenth house.';
        },
      },
    });
    const { client, phone } = await premiumUser(t);
    const failed = await eventsOf(await ask(t, client, 'daily'));
    expect(failed.at(-1)?.type).toBe('error');
    expect(await runsOf(t, phone)).toEqual([]);

    const dropped = await ask(t, client, 'weekly');
    await dropped.response.body?.cancel();
    // The reading is still written and saved, and its run ends with it.
    const settled = async () => (await readingsOf(t, phone)).length === 1 && (await runsOf(t, phone)).length === 0;
    for (let i = 0; i < 100 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await readingsOf(t, phone)).toHaveLength(1);
    expect(await runsOf(t, phone)).toEqual([]);
  });

  it('takes its number from READINGS_IN_PROGRESS_PER_USER, and words one reading in the singular', async () => {
    expect(testConfig().readings.inProgressPerUser).toBe(2);
    const writer = heldWriter();
    const t = await createTestApp({ writer, env: { READINGS_IN_PROGRESS_PER_USER: '1' } });
    const { client } = await premiumUser(t);
    const held = await ask(t, client, 'daily');
    const second = await ask(t, client, 'weekly');
    expect(second.status).toBe(429);
    expect(second.body?.error).toBe('Too many requests. Please try again later. You already have a reading being written. Please wait for it to finish. Try again in 2 minutes.');
    expect((await ask(t, client, 'weekly', 'hi')).body?.error).toContain('आपकी एक रीडिंग अभी लिखी जा रही है। कृपया उसके पूरा होने तक रुकें।');
    writer.release();
    expect(await savedIdOf(held)).toBeTruthy();
  });
});

describe('premium fair use (PREMIUM_READINGS_PER_DAY, 40 in any 24 hours by default)', slow, () => {
  it('refuses the 41st reading or Kundli Milan report of 24 hours, changing nothing; saved ones still open; a day later it writes again', async () => {
    expect(testConfig().readings.premiumPerDay).toBe(40);
    // Morning in India: the forty take 80 minutes of the test's clock, and the daily reading asked
    // for again at the end must still be the same India day's (from the real time, after 22:40 it
    // was the next day's, and a new one).
    const t = await createTestApp({ writer: heldWriter([]), start: new Date('2026-11-24T04:30:00Z') });
    const { client, phone } = await premiumUser(t);
    const start = t.clock.now();

    // Forty in a day: eight readings and thirty-two reports.
    const readingTypes: ReadingType[] = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'career', 'love', 'health'];
    for (const type of readingTypes) {
      expect(await savedIdOf(await ask(t, client, type))).toBeTruthy();
      t.clock.advance({ minutes: 10 });
    }
    for (let n = 0; n < 32; n++) {
      const report = await client.post('/api/matches', { a: { kind: 'me' }, b: partner(n) });
      expect(report.status, report.text).toBe(200);
      expect(report.body.existing).toBe(false);
    }
    expect(await readingsOf(t, phone)).toHaveLength(40);
    const before = await userRows(t.db, phone);

    const reading = await ask(t, client, 'life');
    expect(reading.status).toBe(429);
    expect(reading.body).toMatchObject({ error: dailyEn, code: 'rate_limited' });
    expect(reading.body?.error).not.toMatch(/today|tomorrow/i);
    expect(reading.response.headers.get('Retry-After')).toBe(String(24 * 3600 - 80 * 60));
    // When the first of the forty is a day old, there is room again.
    expect(reading.body?.retryAt).toBe(new Date(start.getTime() + dayMs).toISOString());
    expect((await ask(t, client, 'life', 'hi')).body?.error).toBe(dailyHi);
    const report = await client.post('/api/matches', { a: { kind: 'me' }, b: partner(40) });
    expect(report.status).toBe(429);
    expect(report.body.error).toBe(dailyEn);
    expect((await client.post('/api/matches', { a: { kind: 'me' }, b: partner(41) }, { headers: { 'accept-language': 'hi' } })).body.error).toBe(dailyHi);
    expect(await userRows(t.db, phone)).toEqual(before);

    // What was saved opens for nothing: the day's daily reading and a report already made.
    expect((await ask(t, client, 'daily')).body).toMatchObject({ existing: true });
    expect((await client.post('/api/matches', { a: { kind: 'me' }, b: partner(0) })).body).toMatchObject({ existing: true });

    t.clock.advance({ hours: 24 });
    const tomorrow = await ask(t, client, 'life');
    expect(tomorrow.streaming).toBe(true);
    expect(await savedIdOf(tomorrow)).toBeTruthy();
  });

  it('counts readings in progress too, so simultaneous requests at 39 cannot pass 40', async () => {
    const { a, b, writerA, writerB, onA, onB, phone } = await twoInstances();
    await savedReadings(a, phone, 39, 60_000);

    const answers = await Promise.all([ask(a, onA, 'weekly'), ask(b, onB, 'monthly'), ask(a, onA, 'career')]);
    expect(answers.filter((r) => r.streaming)).toHaveLength(1);
    const dailyReason = expect.stringContaining('You have had 40 readings in the last 24 hours, the fair-use limit of your plan.');
    expect(answers.filter((r) => !r.streaming).map((r) => [r.status, r.body?.error])).toEqual([
      [429, dailyReason],
      [429, dailyReason],
    ]);
    // A report meanwhile: the reading being written is the fortieth.
    expect((await onA.post('/api/matches', { a: { kind: 'me' }, b: partner(1) })).status).toBe(429);
    writerA.release();
    writerB.release();
    for (const asked of answers.filter((r) => r.streaming)) expect(await savedIdOf(asked)).toBeTruthy();
    expect(await readingsOf(a, phone)).toHaveLength(40);
  });

  it('counts only the last 24 hours, and leaves free and share readings to their credits', async () => {
    const t = await createTestApp({ writer: heldWriter([]) });
    const { client, phone } = await premiumUser(t);
    await savedReadings(t, phone, 40, dayMs + 60_000);
    await savedReadings(t, phone, 39, dayMs - 60_000);
    expect(await savedIdOf(await ask(t, client, 'daily'))).toBeTruthy();
    expect((await ask(t, client, 'weekly')).status).toBe(429);

    // Not premium: forty readings in the day, and a share credit pays for one more.
    const sharer = t.client();
    const { phone: sharerPhone } = await signInWithProfile(t, sharer);
    await t.db.update(profiles).set({ hasUsedFreeReading: true, sharesAvailable: 1 }).where(eq(profiles.phoneNumber, sharerPhone));
    await savedReadings(t, sharerPhone, 40, 60_000);
    expect(await savedIdOf(await ask(t, sharer, 'weekly'))).toBeTruthy();
    expect((await profileOf(t, sharerPhone)).sharesAvailable).toBe(0);
  });

  it('can be turned off with PREMIUM_READINGS_PER_DAY=0', async () => {
    const t = await createTestApp({ writer: heldWriter([]), env: { PREMIUM_READINGS_PER_DAY: '0' } });
    const { client, phone } = await premiumUser(t);
    await savedReadings(t, phone, 60, 60_000);
    expect(await savedIdOf(await ask(t, client, 'daily'))).toBeTruthy();
    expect((await client.post('/api/matches', { a: { kind: 'me' }, b: partner(2) })).status).toBe(200);
  });
});
