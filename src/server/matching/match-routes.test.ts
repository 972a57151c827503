import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { entitlementHolds, people, profiles, readings } from '../db/schema';
import { pdfText } from '../../../tests/support/pdf-text';

const partner = (overrides: Record<string, unknown> = {}) => ({
  kind: 'new', name: 'Rohan Mehta', gender: 'male', birthDate: '1988-11-02', birthTime: '21:10', birthPlace: 'Pune', country: 'India', latitude: 18.5204, longitude: 73.8567, ...overrides,
});
const profileOf = async (t: TestApp, phone: string) => (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!;
const matchRowsOf = async (t: TestApp, phone: string) => (await t.db.select().from(readings).where(eq(readings.userPhone, phone))).filter((r) => r.readingType === 'match');

async function savedPerson(t: TestApp, phone: string, name = 'Meera Iyer') {
  const [row] = await t.db
    .insert(people)
    .values({ userPhone: phone, name, gender: 'female', relation: 'friend', birthDate: '1993-02-14', birthTime: '08:45', birthLocation: { city: 'Chennai', country: 'India', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' } })
    .returning();
  return row!.id;
}

/** The PDF's bytes and the text read back from them (the test client reads bodies as text). */
async function pdfOf(t: TestApp, client: TestClient, matchId: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const env = { incoming: { socket: { remoteAddress: client.ip, remotePort: 1, remoteFamily: 'IPv4' } } };
  const res = await t.app.request(`/api/matches/${matchId}/pdf`, { headers: { cookie, host: 'localhost', origin: 'http://localhost' } }, env);
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = res.status === 200 ? await pdfText(bytes) : '';
  return { res, bytes, text };
}

describe('POST /api/matches', () => {
  it('matches the user with a partner typed in, spends the free reading once, and opens the saved report the second time', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client, { name: 'Asha Verma' });

    const first = await client.post('/api/matches', { a: { kind: 'me' }, b: partner() });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ matchId: expect.any(String), existing: false });
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(true);
    expect(await t.db.select().from(entitlementHolds)).toEqual([]);

    const shown = await client.get(`/api/matches/${first.body.matchId}`);
    expect(shown.status).toBe(200);
    const { match } = shown.body;
    expect(match).toMatchObject({ a: { name: 'Asha Verma', source: 'me', gender: 'female' }, b: { name: 'Rohan Mehta', source: 'new', place: { city: 'Pune' } } });
    expect(Object.keys(match.result.kootas)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'maitri', 'gana', 'bhakoot', 'nadi']);
    expect(match.result).toMatchObject({ max: 36, roles: { groom: 'b', bride: 'a', basis: 'gender' } });
    expect(match.result.total).toBe(Object.values(match.result.kootas as Record<string, { points: number }>).reduce((s, k) => s + k.points, 0));

    // The same two charts, in either order: nothing spent, the same report. No credit is left, so
    // anything else would have been refused.
    const again = await client.post('/api/matches', { a: partner({ name: 'Rohan M.' }), b: { kind: 'me' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ matchId: first.body.matchId, existing: true });
    expect(await matchRowsOf(t, phone)).toHaveLength(1);

    const other = await client.post('/api/matches', { a: { kind: 'me' }, b: partner({ birthTime: '09:00' }) });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe(messages.noAccess);
    expect(await matchRowsOf(t, phone)).toHaveLength(1);
  });

  it('spends a share credit once the free reading is used, and nothing for a premium member', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.update(profiles).set({ hasUsedFreeReading: true, sharesAvailable: 1 }).where(eq(profiles.phoneNumber, phone));
    expect((await client.post('/api/matches', { a: { kind: 'me' }, b: partner() })).status).toBe(200);
    expect((await profileOf(t, phone)).sharesAvailable).toBe(0);

    await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
    expect((await client.post('/api/matches', { a: { kind: 'me' }, b: partner({ birthDate: '1990-01-01' }) })).status).toBe(200);
    expect(await profileOf(t, phone)).toMatchObject({ sharesAvailable: 0, isPremium: true });
    expect(await matchRowsOf(t, phone)).toHaveLength(2);
  });

  it("matches two of the user's saved people; another user's person is not found", async () => {
    const t = await createTestApp();
    const owner = t.client();
    const { phone } = await signInWithProfile(t, owner);
    const meera = await savedPerson(t, phone);
    const res = await owner.post('/api/matches', { a: partner(), b: { kind: 'person', id: meera } });
    expect(res.status).toBe(200);
    const { match } = (await owner.get(`/api/matches/${res.body.matchId}`)).body;
    expect(match.b).toMatchObject({ name: 'Meera Iyer', source: 'person', place: { city: 'Chennai' } });
    expect(match.result.roles).toEqual({ groom: 'a', bride: 'b', basis: 'gender' });

    const stranger = t.client();
    const { phone: strangerPhone } = await signInWithProfile(t, stranger);
    const stolen = await stranger.post('/api/matches', { a: { kind: 'me' }, b: { kind: 'person', id: meera } });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe(messages.matchPersonMissing);
    const unknown = await stranger.post('/api/matches', { a: { kind: 'me' }, b: { kind: 'person', id: crypto.randomUUID() } });
    expect({ ...unknown.body, requestId: undefined }).toEqual({ ...stolen.body, requestId: undefined });
    expect((await profileOf(t, strangerPhone)).hasUsedFreeReading).toBe(false);
  });

  it('refuses one chart matched with itself, a missing side and a bad partner, spending nothing', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const same = await client.post('/api/matches', { a: partner(), b: partner({ name: 'Someone else' }) });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe(messages.matchSameChart);
    expect((await client.post('/api/matches', { a: { kind: 'me' } })).status).toBe(400);
    const noTime = await client.post('/api/matches', { a: { kind: 'me' }, b: partner({ birthTime: '' }) });
    expect(noTime.status).toBe(400);
    expect(noTime.body.error).toBe(messages.birthTimeRequired);
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(false);
  });

  it('answers in Hindi for a Hindi caller, and writes the summary in Hindi', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client, { name: 'आशा वर्मा' });
    const res = await client.post('/api/matches', { a: { kind: 'me' }, b: partner() }, { headers: { 'accept-language': 'hi' } });
    expect(res.status).toBe(200);
    const [row] = await matchRowsOf(t, phone);
    expect(row!.language).toBe('hi');
    expect(row!.predictionText).toMatch(/^आशा वर्मा & Rohan Mehta: 36 में से [\d½]+ गुण \([^)]+\)। /);
    expect(row!.predictionText).not.toMatch(/[^.]\. /);
    const refused = await client.post('/api/matches', { a: partner(), b: partner() }, { headers: { 'accept-language': 'hi' } });
    expect(refused.body.error).toBe('कृपया मिलान के लिए दो अलग-अलग लोगों को चुनें');
  });
});

describe('match reports in the history', () => {
  it('are listed with the readings under their own type, with a summary that search finds', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signInWithProfile(t, client, { name: 'Asha Verma' });
    const { matchId } = (await client.post('/api/matches', { a: { kind: 'me' }, b: partner() })).body;
    const list = (await client.get('/api/readings')).body.readings;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ readingId: matchId, readingType: 'match', language: 'en' });
    expect(list[0].predictionText).toMatch(/^Asha Verma & Rohan Mehta: [\d½]+ of 36 gunas \((Not recommended|Acceptable|Good match|Excellent match)\)/);
    expect(list[0].predictionText).toContain('Nadi');
  });
});

describe('GET /api/matches/:id and its PDF', () => {
  it("gives the owner the report and its PDF; another user's id, a reading's id and an unknown id are all the same 404", async () => {
    const t = await createTestApp();
    const owner = t.client();
    await signInWithProfile(t, owner, { name: 'Asha Verma' });
    const { matchId } = (await owner.post('/api/matches', { a: { kind: 'me' }, b: partner() })).body;

    const { res, bytes, text } = await pdfOf(t, owner, matchId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="kundli-milan-${day}.pdf"`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const words of ['Kundli Milan', 'Name: Asha Verma', 'Name: Rohan Mehta', 'Birth Place: Pune, India', 'Varna', 'Graha Maitri', 'Bhakoot', 'Nadi', 'Mangal dosha', 'page 1 of']) expect(text).toContain(words);
    // Halves as '.5' (the PDF's fonts have no '½').
    const { total } = (await owner.get(`/api/matches/${matchId}`)).body.match.result;
    expect(text).toContain(`Asha Verma & Rohan Mehta: ${total} of 36 gunas`);

    const stranger = t.client();
    const { phone } = await signInWithProfile(t, stranger);
    const stolen = await stranger.get(`/api/matches/${matchId}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe(messages.matchNotFound);
    const missing = await stranger.get(`/api/matches/${crypto.randomUUID()}`);
    expect({ ...missing.body, requestId: undefined }).toEqual({ ...stolen.body, requestId: undefined });
    expect((await pdfOf(t, stranger, matchId)).res.status).toBe(404);
    expect((await stranger.get('/api/matches/not-a-uuid')).status).toBe(404);

    const [reading] = await t.db.insert(readings).values({ userPhone: phone, readingType: 'daily', predictionText: 'A daily reading.', periodStart: '2026-01-01', periodEnd: '2026-01-01' }).returning();
    expect((await stranger.get(`/api/matches/${reading!.readingId}`)).status).toBe(404);
  });

  it('prints a Hindi report in Hindi', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signInWithProfile(t, client, { name: 'क्षितिज त्रिपाठी', gender: 'male' });
    const { matchId } = (await client.post('/api/matches', { a: { kind: 'me' }, b: partner({ name: 'मीरा', gender: 'female' }) }, { headers: { 'accept-language': 'hi' } })).body;
    const { res, text } = await pdfOf(t, client, matchId);
    expect(res.status).toBe(200);
    for (const words of ['कुंडली मिलान', 'क्षितिज त्रिपाठी', 'मीरा', 'गुण', 'वर्ण', 'नाड़ी', 'मंगल दोष', 'पृष्ठ 1 /']) expect(text).toContain(words);
  });
});
