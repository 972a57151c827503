import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPlaces } from '../../astro/places';
import { createTestApp, signInWithProfile, type TestApp } from '../../../tests/support/test-app';
import { residenceMessages, residenceMessagesIn } from '../../shared/residence-messages';
import { profiles } from '../db/schema';

const row = async (t: TestApp, phone: string) => (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!;

/** Born in Varanasi (Uttar Pradesh: purnimanta), as the test profile is. */
async function reader() {
  const t = await createTestApp();
  const client = t.client();
  const { phone } = await signInWithProfile(t, client);
  return { t, client, phone };
}

// The gazetteer takes seconds to load on a busy machine: once, before the tests' own clocks start.
beforeAll(() => preloadPlaces());

const toronto = { place: 'Toronto', country: 'Canada', latitude: 43.70011, longitude: -79.4163 };

describe('PUT /api/profile/residence', () => {
  it('saves a picked place with its zone and state, and /api/me returns it', async () => {
    const { client } = await reader();
    expect((await client.get('/api/me')).body.profile).toMatchObject({ residence: null, lunarMonth: { convention: 'purnimanta', chosen: false, regional: 'purnimanta' } });

    const res = await client.put('/api/profile/residence', toronto);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(residenceMessages.residenceUpdated);
    const expected = { city: 'Toronto', country: 'Canada', region: 'Ontario', latitude: 43.70011, longitude: -79.4163, timezone: 'America/Toronto' };
    expect(res.body.profile.residence).toEqual(expected);
    // Abroad, the lunar months stay those of the birth place's state.
    expect(res.body.profile.lunarMonth).toEqual({ convention: 'purnimanta', chosen: false, regional: 'purnimanta' });
    expect((await client.get('/api/me')).body.profile.residence).toEqual(expected);
  });

  it('finds a typed place on the map, and an Indian state sets the lunar months', async () => {
    const { client } = await reader();
    const res = await client.put('/api/profile/residence', { place: 'Chennai', country: 'India' });
    expect(res.status).toBe(200);
    expect(res.body.profile.residence).toMatchObject({ city: 'Chennai', country: 'India', region: 'Tamil Nadu', timezone: 'Asia/Kolkata' });
    expect(res.body.profile.lunarMonth).toEqual({ convention: 'amanta', chosen: false, regional: 'amanta' });
    const delhi = await client.put('/api/profile/residence', { place: 'Delhi', country: 'India', latitude: 28.65195, longitude: 77.23149 });
    expect(delhi.body.profile.residence).toMatchObject({ region: 'Delhi' });
    expect(delhi.body.profile.lunarMonth).toEqual({ convention: 'purnimanta', chosen: false, regional: 'purnimanta' });
  });

  it('refuses every bad place with a clear message, in the caller’s language, and changes nothing', async () => {
    const { t, client, phone } = await reader();
    await client.put('/api/profile/residence', toronto);
    const before = await row(t, phone);
    const cases: Array<[unknown, string]> = [
      [{ place: '', country: 'Canada' }, residenceMessages.residenceRequired],
      [{ place: '   ' }, residenceMessages.residenceRequired],
      [{ country: 'Canada' }, residenceMessages.residenceRequired],
      [{ place: 'x'.repeat(121) }, residenceMessages.residenceTooLong],
      [{ place: 'Toronto\nOntario' }, residenceMessages.residenceCharacters],
      [{ place: 'Qqqzzzville', country: 'Canada' }, residenceMessages.residenceNotFound],
      [{ place: 'Qqqzzzville', latitude: 43.7 }, residenceMessages.residenceNotFound],
      [{ place: 'Toronto', latitude: 143.7, longitude: -79.4 }, residenceMessages.residencePickAgain],
      [{ place: 'Toronto', latitude: '43.7', longitude: '-79.4' }, residenceMessages.residencePickAgain],
    ];
    for (const [body, error] of cases) {
      const res = await client.put('/api/profile/residence', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(error);
    }
    const hindi = await client.put('/api/profile/residence', { place: 'Qqqzzzville' }, { headers: { 'accept-language': 'hi' } });
    expect(hindi.body).toMatchObject({ error: residenceMessagesIn('hi').residenceNotFound, field: 'place' });
    expect(await row(t, phone)).toEqual(before);
  });

  it('answers a visitor with 401', async () => {
    const t = await createTestApp();
    const res = await t.client().put('/api/profile/residence', toronto);
    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/profile/residence', () => {
  it('goes back to “same as the birth place”', async () => {
    const { t, client, phone } = await reader();
    await client.put('/api/profile/residence', toronto);
    const res = await client.request('/api/profile/residence', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: residenceMessages.residenceCleared, profile: { residence: null } });
    expect((await row(t, phone)).residence).toBeNull();
  });
});

describe('PUT /api/profile/lunar-month', () => {
  it('saves a chosen convention, and null goes back to the region’s', async () => {
    const { client } = await reader();
    const amanta = await client.put('/api/profile/lunar-month', { lunarMonth: 'amanta' });
    expect(amanta.status).toBe(200);
    expect(amanta.body.profile.lunarMonth).toEqual({ convention: 'amanta', chosen: true, regional: 'purnimanta' });
    expect((await client.get('/api/me')).body.profile.lunarMonth).toEqual({ convention: 'amanta', chosen: true, regional: 'purnimanta' });
    const regional = await client.put('/api/profile/lunar-month', { lunarMonth: null });
    expect(regional.body.profile.lunarMonth).toEqual({ convention: 'purnimanta', chosen: false, regional: 'purnimanta' });
  });

  it('refuses anything else and changes nothing', async () => {
    const { t, client, phone } = await reader();
    await client.put('/api/profile/lunar-month', { lunarMonth: 'amanta' });
    for (const body of [{ lunarMonth: 'solar' }, {}, { lunarMonth: 1 }]) {
      const res = await client.put('/api/profile/lunar-month', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(residenceMessages.lunarMonthInvalid);
    }
    const hindi = await client.put('/api/profile/lunar-month', { lunarMonth: 'solar' }, { headers: { 'accept-language': 'hi' } });
    expect(hindi.body.error).toBe(residenceMessagesIn('hi').lunarMonthInvalid);
    expect((await row(t, phone)).lunarMonth).toBe('amanta');
  });
});
