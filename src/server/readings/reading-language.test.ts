import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile, sseEvents } from '../../../tests/support/test-app';
import type { Language } from '../../shared/profile';
import { profiles } from '../db/schema';
import { WriterError, type ReadingWriter, type WriteRequest } from './writers/reading-writer';

/** Writes a line in the language it is asked for, and remembers what it was asked. */
function recordingWriter(options: { fail?: Error } = {}): ReadingWriter & { requests: WriteRequest[] } {
  const requests: WriteRequest[] = [];
  return {
    name: 'recording',
    requests,
    async write(request, sink) {
      requests.push(request);
      if (options.fail) throw options.fail;
      const text = request.language === 'hi' ? 'नमस्ते। आज चंद्रमा आपके दशम भाव में है।' : 'Namaste. The Moon is in your tenth house today.';
      sink.text(text);
      return text;
    },
  };
}

const asking = (language: Language | null) => ({ headers: language ? { 'accept-language': language } : {} });

describe('a reading keeps the language it was asked in', () => {
  it('is written in the caller\'s language and every view of it says which', async () => {
    const writer = recordingWriter();
    const t = await createTestApp({ writer, start: new Date('2026-11-24T04:30:00Z') });
    const client = t.client();
    await signInWithProfile(t, client);
    const res = await client.post('/api/readings', { readingType: 'daily' }, asking('hi'));
    const done = sseEvents(res.text).at(-1)!;
    expect(done.type).toBe('done');
    expect(writer.requests.map((r) => r.language)).toEqual(['hi']);

    // Read back in English: the reading stays Hindi.
    const reading = (await client.get(`/api/readings/${done.readingId}`)).body.reading;
    expect(reading).toMatchObject({ readingId: done.readingId, language: 'hi', predictionText: 'नमस्ते। आज चंद्रमा आपके दशम भाव में है।' });
    expect((await client.get('/api/readings')).body.readings).toEqual([expect.objectContaining({ readingId: done.readingId, language: 'hi' })]);
    expect((await client.get('/api/readings/current?readingType=daily')).body.reading).toMatchObject({ readingId: done.readingId, language: 'hi' });
  });

  it('is written in English without a header, and the period\'s reading is opened in its own language', async () => {
    const writer = recordingWriter();
    const t = await createTestApp({ writer, start: new Date('2026-11-24T04:30:00Z') });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ sharesAvailable: 1 }).where(eq(profiles.phoneNumber, phone));
    const first = sseEvents((await client.post('/api/readings', { readingType: 'weekly' }, asking(null))).text).at(-1)!;
    // Asked again in Hindi within the same week: the English reading opens, nothing is written.
    const again = await client.post('/api/readings', { readingType: 'weekly' }, asking('hi'));
    expect(again.body).toEqual({ readingId: first.readingId, existing: true });
    expect(writer.requests.map((r) => r.language)).toEqual(['en']);
    expect((await client.get(`/api/readings/${first.readingId}`, asking('hi'))).body.reading.language).toBe('en');

    // The next week's is written in the language asked for then.
    t.clock.advance({ days: 7 });
    const next = sseEvents((await client.post('/api/readings', { readingType: 'weekly' }, asking('hi'))).text).at(-1)!;
    expect(next.readingId).not.toBe(first.readingId);
    const list = (await client.get('/api/readings')).body.readings as { readingId: string; language: Language }[];
    expect(list.map((r) => [r.readingId, r.language])).toEqual([
      [next.readingId, 'hi'],
      [first.readingId, 'en'],
    ]);
  });

  it('is composed in Hindi by the built-in writer for a Hindi caller, in English otherwise', async () => {
    const t = await createTestApp({ start: new Date('2026-11-24T04:30:00Z') });
    const hindiReader = t.client();
    await signInWithProfile(t, hindiReader);
    const hindi = sseEvents((await hindiReader.post('/api/readings', { readingType: 'daily' }, asking('hi'))).text).at(-1)!;
    const reading = (await hindiReader.get(`/api/readings/${hindi.readingId}`)).body.reading as { predictionText: string; language: Language };
    expect(reading.language).toBe('hi');
    const letters = reading.predictionText.replace(/[^\p{L}]/gu, '');
    const devanagari = letters.replace(/[^\u0900-\u097f]/g, '');
    expect(devanagari.length / letters.length).toBeGreaterThan(0.9);

    const englishReader = t.client();
    await signInWithProfile(t, englishReader);
    const english = sseEvents((await englishReader.post('/api/readings', { readingType: 'daily' })).text).at(-1)!;
    const text = (await englishReader.get(`/api/readings/${english.readingId}`)).body.reading.predictionText as string;
    expect(text).not.toMatch(/[\u0900-\u097f]/);
  });

  it('reports a failure while writing in the reading\'s language', async () => {
    const t = await createTestApp({ writer: recordingWriter({ fail: new WriterError('Unable to generate reading. Please try again later.') }) });
    const client = t.client();
    await signInWithProfile(t, client);
    const events = sseEvents((await client.post('/api/readings', { readingType: 'daily' }, asking('hi'))).text);
    expect(events.at(-1)).toEqual({ type: 'error', message: 'रीडिंग तैयार नहीं हो सकी। कृपया बाद में फिर कोशिश करें।' });
  });
});
