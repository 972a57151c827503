import { beforeAll, describe, expect, it } from 'vitest';
import { almanacFor } from '../../astro/almanac';
import { almanacView } from '../../astro/almanac-view';
import { createTestApp, signIn, signInWithProfile, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import { expectError } from '../../../tests/support/security-support';

const CHENNAI = { latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' };
const ISO_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/;

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  // 06:00 UTC is 11:30 in India: 15 January there.
  t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
  client = t.client();
  await signInWithProfile(t, client, { birthPlace: 'Varanasi', latitude: 25.3176, longitude: 82.9739 });
});

describe('GET /api/panchang', () => {
  it('gives today at the birth place when nothing is asked and no residence is saved', async () => {
    const res = await client.get('/api/panchang');
    expect(res.status, res.text).toBe(200);
    const day = res.body;
    expect(day).toMatchObject({
      date: '2026-01-15',
      today: '2026-01-15',
      place: { label: 'Varanasi, India', latitude: 25.3176, longitude: 82.9739, timezone: 'Asia/Kolkata', source: 'birth' },
      vara: { name: 'Guruvara', english: 'Thursday' },
    });
    // The engine's own almanac for that day and place, to the minute; Uttar Pradesh names months purnimanta.
    expect(day.lunarMonth).toBe('purnimanta');
    const expected = almanacView(almanacFor('2026-01-15', { latitude: 25.3176, longitude: 82.9739, timezone: 'Asia/Kolkata' }, 'purnimanta'), 'Asia/Kolkata');
    expect(day).toMatchObject(expected);
    expect(day.sunrise).toMatch(/^2026-01-15T06:\d\d:00\+05:30$/);
    for (const key of ['rahuKaal', 'yamaganda', 'gulikaKaal', 'abhijitMuhurta', 'brahmaMuhurta']) expect(day[key].start, key).toMatch(ISO_MINUTE);
    expect(day.choghadiya.day).toHaveLength(8);
    expect(day.choghadiya.night).toHaveLength(8);
    expect(day.tithi.endsAt).toMatch(ISO_MINUTE);
    expect(day.samvat).toMatchObject({ vikram: 2082, shaka: 1947 });
  });

  it('gives any date at a city picked from the suggestions, with the zone worked out from its coordinates', async () => {
    // A zone sent by the browser is not a parameter: it is ignored.
    const res = await client.get('/api/panchang?date=2025-10-20&lat=13.0827&lon=80.2707&place=Chennai%2C%20India&tz=Europe%2FLondon');
    expect(res.status, res.text).toBe(200);
    expect(res.body.place).toEqual({ label: 'Chennai, India', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata', source: 'chosen' });
    // A picked city keeps the reader's own month names (Varanasi-born: purnimanta).
    expect(res.body).toMatchObject(almanacView(almanacFor('2025-10-20', CHENNAI, 'purnimanta'), 'Asia/Kolkata'));
    expect(res.body.observances.map((o: { key: string }) => o.key)).toContain('diwali');
    expect(res.body.festivals).toContain('Diwali (Lakshmi Puja)');
    expect(res.body.today).toBe('2026-01-15');
    // The South Indian day: a Monday's Gowri periods, Nalla Neram without Rahu kalam (07:28–08:57)
    // and Yamagandam (10:25–11:54), the Tamil solar date and the Telugu month.
    expect(res.body.gowri.day.slice(0, 2)).toEqual([
      { name: 'Amirdha', quality: 'good', start: '2025-10-20T06:00:00+05:30', end: '2025-10-20T07:28:00+05:30' },
      { name: 'Visham', quality: 'bad', start: '2025-10-20T07:28:00+05:30', end: '2025-10-20T08:57:00+05:30' },
    ]);
    expect(res.body.gowri.night).toHaveLength(8);
    expect(res.body.nallaNeram.day).toEqual([
      { start: '2025-10-20T06:00:00+05:30', end: '2025-10-20T07:28:00+05:30' },
      { start: '2025-10-20T11:54:00+05:30', end: '2025-10-20T14:50:00+05:30' },
      { start: '2025-10-20T16:19:00+05:30', end: '2025-10-20T17:47:00+05:30' },
    ]);
    expect(res.body.nallaNeram.night.at(-1)).toEqual({ start: '2025-10-21T02:57:00+05:30', end: '2025-10-21T06:00:00+05:30' });
    expect(res.body.tamil).toEqual({ month: { index: 6, name: 'Aippasi' }, day: 4, year: { number: 39, name: 'Vishvavasu' } });
    expect(res.body.telugu).toEqual({ month: { index: 6, name: 'Ashvin', adhika: false }, year: { number: 39, name: 'Vishvavasu' } });
  });

  it('gives times abroad with that place’s own offset, summer time included', async () => {
    const res = await client.get('/api/panchang?date=2025-07-04&lat=51.5074&lon=-0.1278&place=London');
    expect(res.status, res.text).toBe(200);
    expect(res.body.place).toMatchObject({ label: 'London', timezone: 'Europe/London' });
    expect(res.body.sunrise).toMatch(/^2025-07-04T04:\d\d:00\+01:00$/);
  });

  it('labels a place sent without a name by its coordinates', async () => {
    const res = await client.get('/api/panchang?date=2025-10-20&lat=-33.8688&lon=151.2093');
    expect(res.body.place).toMatchObject({ label: '33.87° S, 151.21° E', timezone: 'Australia/Sydney' });
  });

  it('answers in the polar night without sunrise, periods or choghadiya', async () => {
    const res = await client.get('/api/panchang?date=2024-12-21&lat=78.22&lon=15.65');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ sunrise: null, sunset: null, rahuKaal: null, brahmaMuhurta: null, choghadiya: null, gowri: null, nallaNeram: null });
    // The Sun's sign is there in the polar night too (the month turns at local 18:00 there).
    expect(res.body.tamil.month.name).toBe('Margazhi');
    expect(res.body.tithi.endsAt).toMatch(ISO_MINUTE);
  });

  it.each([
    ['date=15-01-2026', messages.panchangDateInvalid, messagesHi.panchangDateInvalid],
    ['date=2026-02-30', messages.panchangDateInvalid, messagesHi.panchangDateInvalid],
    ['date=2026-01-15&date=2026-01-16', messages.panchangDateInvalid, messagesHi.panchangDateInvalid],
    ['date=1899-12-31', messages.panchangDateOutOfRange, messagesHi.panchangDateOutOfRange],
    ['date=2101-01-01', messages.panchangDateOutOfRange, messagesHi.panchangDateOutOfRange],
    ['lat=13.08', messages.panchangPlaceInvalid, messagesHi.panchangPlaceInvalid],
    ['lon=80.27', messages.panchangPlaceInvalid, messagesHi.panchangPlaceInvalid],
    ['lat=91&lon=80', messages.panchangPlaceInvalid, messagesHi.panchangPlaceInvalid],
    ['lat=13&lon=181', messages.panchangPlaceInvalid, messagesHi.panchangPlaceInvalid],
    ['lat=&lon=', messages.panchangPlaceInvalid, messagesHi.panchangPlaceInvalid],
    ['lat=13e1&lon=80', messages.panchangPlaceInvalid, messagesHi.panchangPlaceInvalid],
    ['lat=NaN&lon=80', messages.panchangPlaceInvalid, messagesHi.panchangPlaceInvalid],
    [`lat=13&lon=80&place=${'x'.repeat(121)}`, messages.panchangPlaceNameInvalid, messagesHi.panchangPlaceNameInvalid],
    ['lat=13&lon=80&place=Chen%0Anai', messages.panchangPlaceNameInvalid, messagesHi.panchangPlaceNameInvalid],
  ])('refuses %s with a clear message, in English and in Hindi', async (query, english, hindi) => {
    expectError(await client.get(`/api/panchang?${query}`), 400, english);
    expectError(await client.get(`/api/panchang?${query}`, { headers: { 'accept-language': 'hi' } }), 400, hindi);
  });

  it('accepts the first and last days of the range', async () => {
    expect((await client.get('/api/panchang?date=1900-01-01&lat=28.6139&lon=77.209')).status).toBe(200);
    expect((await client.get('/api/panchang?date=2100-12-31&lat=28.6139&lon=77.209')).status).toBe(200);
  });

  it('refuses visitors, whatever they ask', async () => {
    const visitor = t.client();
    expectError(await visitor.get('/api/panchang'), 401, messages.notSignedIn);
    expectError(await visitor.get('/api/panchang?date=nonsense&lat=1'), 401, messages.notSignedIn);
  });
});

describe('GET /api/panchang for a reader who lives elsewhere', () => {
  it('gives today at the residence, on its calendar and clocks, with the reader’s month names', async () => {
    // 03:00 UTC on 16 January 2025: 08:30 on the 16th in India, 22:00 on the 15th in Toronto.
    const app = await createTestApp({ start: new Date('2025-01-16T03:00:00Z') });
    const reader = app.client();
    await signInWithProfile(app, reader, { birthPlace: 'Varanasi', latitude: 25.3176, longitude: 82.9739 });
    await reader.put('/api/profile/residence', { place: 'Toronto', country: 'Canada', latitude: 43.70011, longitude: -79.4163 });
    const res = await reader.get('/api/panchang');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      date: '2025-01-15', today: '2025-01-15', lunarMonth: 'purnimanta',
      place: { label: 'Toronto, Canada', timezone: 'America/Toronto', source: 'residence' },
    });
    expect(res.body.sunrise).toMatch(/^2025-01-15T07:\d\d:00-05:00$/);

    // Lunar months the reader's way: the Krishna Ekadashi of this fortnight (amanta Pausha) is Magha's in purnimanta.
    const ekadashi = await reader.get('/api/panchang?date=2025-01-25');
    expect(ekadashi.body.observances).toContainEqual({ key: 'ekadashi', name: 'Magha Krishna Ekadashi', kind: 'vrat' });
    await reader.put('/api/profile/lunar-month', { lunarMonth: 'amanta' });
    const amanta = await reader.get('/api/panchang?date=2025-01-25');
    expect(amanta.body).toMatchObject({ lunarMonth: 'amanta' });
    expect(amanta.body.observances).toContainEqual({ key: 'ekadashi', name: 'Pausha Krishna Ekadashi', kind: 'vrat' });

    // The day card is the same day at the same place.
    const glance = await reader.get('/api/readings/today');
    expect(glance.status, glance.text).toBe(200);
    expect(glance.body.glance).toMatchObject({ date: '2025-01-15', place: 'Toronto' });
  });
});

describe('GET /api/panchang without a birth place on the map', () => {
  it('falls back to New Delhi, saying so', async () => {
    const fresh = t.client();
    await signIn(t, fresh);
    // Signed in, no birth details yet.
    const res = await fresh.get('/api/panchang?date=2026-01-15');
    expect(res.status, res.text).toBe(200);
    expect(res.body.place).toMatchObject({ label: 'New Delhi, India', timezone: 'Asia/Kolkata', source: 'default' });
  });
});
