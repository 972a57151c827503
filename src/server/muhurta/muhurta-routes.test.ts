import { beforeAll, describe, expect, it } from 'vitest';
import { findMuhurtas } from '../../astro/muhurta';
import { muhurtaMessages, muhurtaMessagesIn } from '../../shared/muhurta-messages';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import { createTestApp, signInWithProfile, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { expectError } from '../../../tests/support/security-support';
import { pdfText } from '../../../tests/support/pdf-text';

const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const VARANASI = { latitude: 25.3176, longitude: 82.9739, timezone: 'Asia/Kolkata' };
const ISO_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/;
const hi = muhurtaMessagesIn('hi');

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
  client = t.client();
  await signInWithProfile(t, client, { birthPlace: 'Varanasi', latitude: VARANASI.latitude, longitude: VARANASI.longitude });
});

const local = (ms: number, offset = '+05:30') => {
  const d = new Date(Math.round(ms / 60_000) * 60_000 + 330 * 60_000);
  return `${d.toISOString().slice(0, 16)}:00${offset}`;
};

describe('GET /api/muhurta', () => {
  it('gives the wedding windows of a month at a picked city, in its zone, with reasons as keys', async () => {
    const res = await client.get('/api/muhurta?purpose=vivah&from=2026-02-01&to=2026-02-28&lat=28.6139&lon=77.209&place=New%20Delhi%2C%20India');
    expect(res.status, res.text).toBe(200);
    const engine = findMuhurtas('vivah', DELHI, '2026-02-01', '2026-02-28');
    expect(res.body).toMatchObject({
      purpose: 'vivah', from: '2026-02-01', to: '2026-02-28', personal: 'off',
      place: { label: 'New Delhi, India', timezone: 'Asia/Kolkata', source: 'chosen' },
    });
    expect(res.body.windows.length).toBe(engine.windows.length);
    expect(res.body.windows.length).toBeGreaterThan(3);
    res.body.windows.forEach((w: Record<string, unknown>, i: number) => {
      const e = engine.windows[i]!;
      expect(w).toMatchObject({
        day: e.day, start: local(e.startMs), end: local(e.endMs), grade: e.grade,
        tithi: e.tithi, nakshatra: e.nakshatra, yoga: e.yoga, karanas: e.karana.name.split(', '), lagna: e.lagna!.sign,
      });
      expect(w.why).toEqual(e.why);
      // Keys the page words, never the engine's English sentences.
      expect((w.why as Array<{ key: string }>).map((r) => r.key).slice(0, 5)).toEqual(['tithi', 'nakshatra', 'weekday', 'yoga-karana', 'clear-of']);
      expect(w.why).toContainEqual({ key: 'lagna', sign: e.lagna!.sign, rule: 'vivah' });
      expect(JSON.stringify(w)).not.toContain('is a tithi allowed');
      for (const cut of w.avoided as Array<{ kind: string; start: string; end: string }>) {
        expect(['rahu-kaal', 'yamaganda', 'gulika-kaal', 'bhadra', 'eclipse', 'holashtak', 'kharmas', 'chaturmas', 'guru-asta', 'shukra-asta', 'guru-balya-vriddha', 'shukra-balya-vriddha', 'sankranti', 'adhika-masa', 'pitru-paksha']).toContain(cut.kind);
        expect(cut.start).toMatch(ISO_MINUTE);
      }
    });
    // Holashtak (Phalguna bright Ashtami to Purnima: 24 February to 3 March 2026) closes weddings.
    expect(res.body.blackouts).toContainEqual(expect.objectContaining({ kind: 'holashtak' }));
    expect(res.body.windows.filter((w: { day: string }) => w.day >= '2026-02-25')).toEqual([]);
  });

  it('gives New Jersey times for a wedding in New Jersey, summer time included', async () => {
    const res = await client.get('/api/muhurta?purpose=griha-pravesh&from=2026-04-20&to=2026-05-31&lat=40.2206&lon=-74.7597&place=Trenton');
    expect(res.status, res.text).toBe(200);
    expect(res.body.place).toMatchObject({ label: 'Trenton', timezone: 'America/New_York' });
    expect(res.body.windows.length).toBeGreaterThan(0);
    for (const w of res.body.windows) expect(w.start).toMatch(/-04:00$/);
  });

  it('searches where the reader lives by default (the birth place here), for every purpose', async () => {
    const res = await client.get('/api/muhurta?purpose=vehicle&from=2026-03-01&to=2026-03-31');
    expect(res.status, res.text).toBe(200);
    expect(res.body.place).toMatchObject({ label: 'Varanasi, India', source: 'birth' });
    const engine = findMuhurtas('vehicle', VARANASI, '2026-03-01', '2026-03-31');
    expect(res.body.windows.map((w: { start: string }) => w.start)).toEqual(engine.windows.map((w) => local(w.startMs)));
    // The choghadiya-timed purchase names a good choghadiya when one overlaps.
    expect(res.body.windows.some((w: { why: Array<{ key: string }> }) => w.why.some((r) => r.key === 'choghadiya'))).toBe(true);
  });

  it("names the public pages' city of the place, for a share's link, and none for a place that is no such city", async () => {
    const slugOf = async (query: string) => (await client.get(`/api/muhurta?purpose=travel&from=2026-03-01&to=2026-03-03&${query}`)).body.citySlug;
    expect(await slugOf('lat=28.6139&lon=77.209&place=New%20Delhi%2C%20India')).toBe('new-delhi');
    expect(await slugOf('lat=40.2206&lon=-74.7597&place=Trenton')).toBe('trenton-new-jersey');
    // Where the reader was born (Varanasi), by default.
    expect(await slugOf('')).toBe('varanasi');
    // A city's name at coordinates far from it, and a spot in the sea.
    expect(await slugOf('lat=19.07&lon=72.88&place=Pune')).toBeNull();
    expect(await slugOf('lat=10&lon=60&place=Arabian%20Sea')).toBeNull();
  });

  it('accepts a full year and refuses a day more', async () => {
    const year = await client.get('/api/muhurta?purpose=sagai&from=2026-01-01&to=2026-12-31');
    expect(year.status, year.text).toBe(200);
    expectError(await client.get('/api/muhurta?purpose=sagai&from=2026-01-01&to=2027-01-02'), 400, muhurtaMessages.muhurtaRangeTooLong);
  });

  it.each([
    ['from=2026-02-01&to=2026-02-28', muhurtaMessages.muhurtaPurposeInvalid, hi.muhurtaPurposeInvalid],
    ['purpose=picnic&from=2026-02-01&to=2026-02-28', muhurtaMessages.muhurtaPurposeInvalid, hi.muhurtaPurposeInvalid],
    ['purpose=vivah&to=2026-02-28', muhurtaMessages.muhurtaDateInvalid, hi.muhurtaDateInvalid],
    ['purpose=vivah&from=01-02-2026&to=2026-02-28', muhurtaMessages.muhurtaDateInvalid, hi.muhurtaDateInvalid],
    ['purpose=vivah&from=2026-02-30&to=2026-03-28', muhurtaMessages.muhurtaDateInvalid, hi.muhurtaDateInvalid],
    ['purpose=vivah&from=1899-12-01&to=1899-12-31', muhurtaMessages.muhurtaDateOutOfRange, hi.muhurtaDateOutOfRange],
    ['purpose=vivah&from=2026-03-01&to=2026-02-01', muhurtaMessages.muhurtaRangeBackwards, hi.muhurtaRangeBackwards],
    ['purpose=vivah&from=2026-01-01&to=2028-01-01', muhurtaMessages.muhurtaRangeTooLong, hi.muhurtaRangeTooLong],
    ['purpose=vivah&from=2026-02-01&to=2026-02-28&lat=28.6', messages.panchangPlaceInvalid, messagesHi.panchangPlaceInvalid],
    ['purpose=vivah&from=2026-02-01&to=2026-02-28&lat=91&lon=77', messages.panchangPlaceInvalid, messagesHi.panchangPlaceInvalid],
  ])('refuses %s with a clear message, in English and in Hindi', async (query, english, hindi) => {
    expectError(await client.get(`/api/muhurta?${query}`), 400, english);
    expectError(await client.get(`/api/muhurta?${query}`, { headers: { 'accept-language': 'hi' } }), 400, hindi);
  });

  it('refuses visitors, whatever they ask', async () => {
    const visitor = t.client();
    expectError(await visitor.get('/api/muhurta?purpose=vivah&from=2026-02-01&to=2026-02-28'), 401, messages.notSignedIn);
    expectError(await visitor.get('/api/muhurta?purpose=nonsense'), 401, messages.notSignedIn);
  });
});

/** The PDF's bytes and its text read back (the test client reads bodies as text). */
async function pdfOf(who: TestClient, query: string) {
  const cookie = [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const env = { incoming: { socket: { remoteAddress: who.ip, remotePort: 1, remoteFamily: 'IPv4' } } };
  const res = await t.app.request(`/api/muhurta/pdf?${query}`, { headers: { cookie, host: 'localhost', origin: 'http://localhost' } }, env);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, text: res.status === 200 ? await pdfText(bytes) : bytes.toString('utf8') };
}

describe('GET /api/muhurta/pdf', () => {
  const month = 'purpose=vivah&from=2026-02-01&to=2026-02-28&lat=28.6139&lon=77.209&place=New%20Delhi%2C%20India';

  it("is the month's windows as a PDF: event, city, each day with its windows' times, grade and reasons", async () => {
    const { res, text } = await pdfOf(client, month);
    expect(res.status, text).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="muhurta-vivah-2026-02-01.pdf"');
    expect(text).toContain('Muhurta: Wedding (vivah)');
    expect(text).toContain('New Delhi, India');
    expect(text).toContain('1 February 2026');
    const engine = findMuhurtas('vivah', DELHI, '2026-02-01', '2026-02-28');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`${engine.windows.length} windows on`);
    for (const w of engine.windows) {
      const hhmm = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' }).format(new Date(Math.round(w.startMs / 60_000) * 60_000));
      expect(flat).toContain(hhmm.replace(/\s/g, ' ').toLowerCase());
    }
    expect(flat).toContain('is a tithi allowed for a wedding');
    expect(flat).toContain('Holashtak');
  }, 60_000);

  it('in Hindi when asked, written natively', async () => {
    const { res, text } = await pdfOf(client, `${month}&lang=hi`);
    expect(res.status).toBe(200);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('मुहूर्त: विवाह');
    expect(flat).toContain('विवाह के लिए मान्य है');
    expect(flat).toMatch(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d/);
  }, 60_000);

  it('refuses what the search refuses, a language it has not, and visitors', async () => {
    expect((await pdfOf(client, `${month}&lang=fr`)).res.status).toBe(400);
    expect((await pdfOf(client, `${month}&lang=fr`)).text).toContain(muhurtaMessages.muhurtaLanguageInvalid);
    expect((await pdfOf(client, 'purpose=vivah&from=2026-01-01&to=2027-06-01')).text).toContain(muhurtaMessages.muhurtaRangeTooLong);
    expect((await pdfOf(t.client(), month)).res.status).toBe(401);
  });
});
