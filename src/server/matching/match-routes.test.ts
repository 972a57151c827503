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

describe('the ten poruthams (system: south)', () => {
  // The bride's Moon in Uttara Ashadha, Capricorn; the groom's in Bharani, Aries (as `npm run match` gives them).
  const bride = partner({ name: 'Kavya Raman', gender: 'female', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', latitude: 19.076, longitude: 72.8777 });
  const groom = partner({ name: 'Arun Kumar', gender: 'male', birthDate: '1992-08-20', birthTime: '06:15' });
  const NAMES = ['dina', 'gana', 'mahendra', 'stree-deergha', 'yoni', 'rasi', 'rasi-adhipathi', 'vasya', 'rajju', 'vedha'];

  it('adds them beside the gunas, counted from the bride, and words them in the summary and the PDF', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const res = await client.post('/api/matches', { a: groom, b: bride, system: 'south' });
    expect(res.status).toBe(200);
    const { match } = (await client.get(`/api/matches/${res.body.matchId}`)).body;
    expect(match.result).toMatchObject({ max: 36, roles: { groom: 'a', bride: 'b', basis: 'gender' } });
    expect(match.poruthams.poruthams.map((p: { name: string }) => p.name)).toEqual(NAMES);
    expect(match.poruthams).toMatchObject({ passed: 7, total: 10, verdict: 'good', decidedBy: [] });
    expect(match.poruthams.poruthams[0]).toEqual({ name: 'dina', pass: true, reason: 'favourable-count', facts: { count: 9, tara: 'Parama Mitra' } });
    expect(match.poruthams.poruthams[8]).toEqual({ name: 'rajju', pass: true, reason: 'different-rajju', facts: { bride: 'nabhi', groom: 'kati' } });

    const [row] = await matchRowsOf(t, phone);
    expect(row!.predictionText).toContain('Ten poruthams: 7 of 10 poruthams agree (Good match). 6 or 7 agree, with Rajju and Vedha: a good match.');
    expect(row!.predictionText).toContain("Dina: Agrees. The groom's star is the 9th from the bride's (Parama Mitra tara): a favourable count.");
    expect(row!.predictionText).toContain("Rajju: Agrees. The bride's star is in the navel (nabhi) rajju, the groom's in the thigh (kati).");
    expect(row!.predictionText).toContain('Rasi Adhipathi: Does not agree.');

    const { text } = await pdfOf(t, client, res.body.matchId);
    for (const words of ['Ten poruthams: 7 of 10 poruthams agree', 'Stree Deergha: Does not agree.', 'Vedha: Agrees.', 'Graha Maitri']) expect(text).toContain(words);
  });

  it('leaves them out by default, and adds them to the saved report, spending nothing, when the same charts are asked for with south', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const first = await client.post('/api/matches', { a: groom, b: bride });
    const plain = (await client.get(`/api/matches/${first.body.matchId}`)).body.match;
    expect(plain).not.toHaveProperty('poruthams');
    expect((await matchRowsOf(t, phone))[0]!.predictionText).not.toContain('poruthams');

    // No credit is left: a new report would be refused.
    const again = await client.post('/api/matches', { a: bride, b: groom, system: 'south' });
    expect(again.body).toEqual({ matchId: first.body.matchId, existing: true });
    const { match } = (await client.get(`/api/matches/${first.body.matchId}`)).body;
    expect(match.result).toEqual(plain.result);
    expect(match.poruthams).toMatchObject({ passed: 7, verdict: 'good' });
    const rows = await matchRowsOf(t, phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.predictionText).toContain('Ten poruthams: 7 of 10 poruthams agree');
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(true);
    expect((await client.post('/api/matches', { a: { kind: 'me' }, b: groom, system: 'south' })).status).toBe(403);
  });

  it('adds them to a saved report from its own page (POST /api/matches/{id}/poruthams), spending nothing, and the history preview opens with their count', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const first = await client.post('/api/matches', { a: groom, b: bride });
    expect((await matchRowsOf(t, phone))[0]!.predictionText).toMatch(/^Arun Kumar & Kavya Raman: [\d½]+ of 36 gunas \([A-Za-z ]+\)\. /);

    const res = await client.post(`/api/matches/${first.body.matchId}/poruthams`, {});
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({ matchId: first.body.matchId, poruthams: { passed: 7, total: 10, verdict: 'good', decidedBy: [] } });
    expect(res.body.match.poruthams.poruthams).toHaveLength(10);
    const rows = await matchRowsOf(t, phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.predictionText).toMatch(/^Arun Kumar & Kavya Raman: [\d½]+ of 36 gunas \([A-Za-z ]+\); 7 of 10 poruthams agree \(Good match\)\. /);
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(true);

    // Again: the same report, unchanged.
    const again = await client.post(`/api/matches/${first.body.matchId}/poruthams`, {});
    expect(again.body.match).toEqual(res.body.match);

    // Someone else's report, or no report, is not found and gains nothing.
    const other = t.client();
    await signInWithProfile(t, other);
    expect((await other.post(`/api/matches/${first.body.matchId}/poruthams`, {})).status).toBe(404);
    expect((await client.post('/api/matches/not-a-report/poruthams', {})).status).toBe(404);
  });

  it('refuses a system that is neither north nor south, in the caller’s language, spending nothing', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const en = await client.post('/api/matches', { a: groom, b: bride, system: 'east' });
    expect(en.status).toBe(400);
    expect(en.body.error).toBe('Please choose north (36 gunas) or south (ten poruthams) matching');
    const hi = await client.post('/api/matches', { a: groom, b: bride, system: 'tamil' }, { headers: { 'accept-language': 'hi' } });
    expect(hi.status).toBe(400);
    expect(hi.body.error).toBe('कृपया उत्तर भारतीय (36 गुण) या दक्षिण भारतीय (दस पोरुत्तम) मिलान चुनें');
    expect(await matchRowsOf(t, phone)).toEqual([]);
    expect((await profileOf(t, phone)).hasUsedFreeReading).toBe(false);
  });

  it('words them in Hindi for a Hindi caller', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const res = await client.post('/api/matches', { a: groom, b: bride, system: 'south' }, { headers: { 'accept-language': 'hi' } });
    expect(res.status).toBe(200);
    const [row] = await matchRowsOf(t, phone);
    expect(row!.predictionText).toMatch(/^Arun Kumar & Kavya Raman: .+ गुण .+; 10 में से 7 पोरुत्तम मिलते हैं \(अच्छा मिलान\)। /);
    expect(row!.predictionText).toContain('दस पोरुत्तम (दक्षिण भारतीय मिलान): 10 में से 7 पोरुत्तम मिलते हैं (अच्छा मिलान)।');
    expect(row!.predictionText).toContain('रज्जु: मिलता है। वधू का नक्षत्र नाभि रज्जु में है, वर का कटि रज्जु में।');
    expect(row!.predictionText).toContain('राशि अधिपति: नहीं मिलता। दोनों स्वामी, शनि और मंगल, मित्र नहीं हैं: एक दूसरे को शत्रु मानता है।');
    expect(row!.predictionText).toContain('वेध: मिलता है। उत्तराषाढ़ा और भरणी में वेध नहीं है।');
  });
});
