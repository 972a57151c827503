import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../tests/support/phones';
import { birthDetails, createTestApp, signIn, type TestApp } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import { todayInIndia } from '../../shared/india-time';
import { profiles } from '../db/schema';

const profileRow = async (t: TestApp, phone: string) => (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0];

async function signedInUser() {
  const t = await createTestApp();
  const client = t.client();
  const { phone } = await signIn(t, client);
  return { t, client, phone };
}

/** The day after `date` ('YYYY-MM-DD'). */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('GET /api/me', () => {
  it('answers a visitor with no user and no profile', async () => {
    const t = await createTestApp();
    const res = await t.client().get('/api/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, profile: null });
  });

  it('answers a new user with the user and the minimal profile made at sign-in', async () => {
    const { client, phone } = await signedInUser();
    const res = await client.get('/api/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { phoneNumber: phone, uid: phone },
      profile: {
        phoneNumber: phone,
        name: '',
        gender: 'male',
        email: '',
        birthDate: '',
        birthTime: '',
        birthTimeAccuracy: 'exact',
        birthTimeRange: null,
        birthLocation: { city: '', country: 'India' },
        hasUsedFreeReading: false,
        sharesAvailable: 0,
        isPremium: false,
        language: 'en',
        // Living at the birth place, with the region's lunar months (an empty place: amanta).
        residence: null,
        lunarMonth: { convention: 'amanta', chosen: false, regional: 'amanta' },
        // Lahiri, the mean node and the North Indian drawing until the user chooses otherwise.
        chartChoices: { ayanamsa: 'lahiri', node: 'mean', chartStyle: 'north' },
      },
    });
  });
});

describe('PUT /api/profile', () => {
  it('saves the birth details and answers with the profile', async () => {
    const { t, client, phone } = await signedInUser();
    const details = birthDetails({ email: 'asha@example.com' });

    const res = await client.put('/api/profile', details);

    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      phoneNumber: phone,
      name: details.name,
      gender: details.gender,
      email: details.email,
      birthDate: details.birthDate,
      birthTime: details.birthTime,
      birthLocation: { city: details.birthPlace, country: details.country },
    });
    expect((await client.get('/api/me')).body.profile).toEqual(res.body.profile);
    expect(await profileRow(t, phone)).toMatchObject({ name: details.name, birthLocation: { city: 'Varanasi', country: 'India' } });
  });

  it('trims the fields and defaults the country to India', async () => {
    const { client } = await signedInUser();
    const res = await client.put('/api/profile', birthDetails({ name: '  Asha  ', birthPlace: ' Pune ', country: '' }));
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ name: 'Asha', birthLocation: { city: 'Pune', country: 'India' } });
  });

  it.each([
    ['name', { name: '' }, messages.nameRequired],
    ['name (spaces only)', { name: '   ' }, messages.nameRequired],
    ['birthDate', { birthDate: '' }, messages.birthDateRequired],
    ['birthTime', { birthTime: '' }, messages.birthTimeRequired],
    ['birthPlace', { birthPlace: '' }, messages.birthPlaceRequired],
    ['birthPlace (spaces only)', { birthPlace: '  ' }, messages.birthPlaceRequired],
  ])('requires %s with the spec message', async (_field, override, error) => {
    const { t, client, phone } = await signedInUser();
    const res = await client.put('/api/profile', birthDetails(override));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error, code: 'bad_request' });
    expect((await profileRow(t, phone))?.name).toBe('');
  });

  it.each([
    ['name', messages.nameRequired],
    ['birthDate', messages.birthDateRequired],
    ['birthTime', messages.birthTimeRequired],
    ['birthPlace', messages.birthPlaceRequired],
  ] as const)('requires %s with the spec message when the field is missing altogether', async (field, error) => {
    const { client } = await signedInUser();
    const body: Record<string, unknown> = { ...birthDetails() };
    delete body[field];
    const res = await client.put('/api/profile', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error });
  });

  it('refuses a body that is not an object with a 400, not a crash', async () => {
    const { client } = await signedInUser();
    for (const body of [null, 'x', []]) {
      const res = await client.put('/api/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('requires the gender to be chosen: nothing is assumed', async () => {
    const { t, client, phone } = await signedInUser();
    const body: Record<string, unknown> = { ...birthDetails() };
    delete body.gender;
    for (const sent of [body, { ...body, gender: '' }]) {
      const res = await client.put('/api/profile', sent);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: messages.genderRequired, code: 'bad_request' });
    }
    expect((await profileRow(t, phone))?.name).toBe('');
  });

  it('refuses a birth place the map does not know when no coordinates come with it, in the caller’s language', async () => {
    const { t, client, phone } = await signedInUser();
    for (const birthPlace of ['Qqqzzzville', 'Banglore']) {
      const res = await client.put('/api/profile', birthDetails({ birthPlace }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: messages.birthPlaceNotFound, code: 'bad_request', field: 'birthPlace' });
    }
    const hindi = await client.put('/api/profile', birthDetails({ birthPlace: 'Qqqzzzville' }), { headers: { 'accept-language': 'hi' } });
    expect(hindi.body.error).toBe(messagesHi.birthPlaceNotFound);
    expect((await profileRow(t, phone))?.name).toBe('');

    // The same name with coordinates (a place the user pinned), or a place the map knows, is saved with them.
    const pinned = await client.put('/api/profile', birthDetails({ birthPlace: 'Qqqzzzville', latitude: 22.5, longitude: 75.7 }));
    expect(pinned.status).toBe(200);
    expect(pinned.body.profile.birthLocation).toMatchObject({ city: 'Qqqzzzville', latitude: 22.5, longitude: 75.7, timezone: 'Asia/Kolkata' });
    const mhow = await client.put('/api/profile', birthDetails({ birthPlace: 'Mhow' }));
    expect(mhow.body.profile.birthLocation).toMatchObject({ city: 'Mhow', latitude: expect.closeTo(22.55, 1), longitude: expect.closeTo(75.76, 1) });
  });

  it('refuses a birth date in the future (India’s calendar)', async () => {
    const { client } = await signedInUser();
    const res = await client.put('/api/profile', birthDetails({ birthDate: dayAfter(todayInIndia()) }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Date of birth cannot be in the future' });
    expect((await client.put('/api/profile', birthDetails({ birthDate: todayInIndia() }))).status).toBe(200);
  });

  it('refuses a birth date before 1900', async () => {
    const { client } = await signedInUser();
    const res = await client.put('/api/profile', birthDetails({ birthDate: '1899-12-31' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Date of birth must be in 1900 or later' });
    expect((await client.put('/api/profile', birthDetails({ birthDate: '1900-01-01' }))).status).toBe(200);
  });

  it.each([
    [{ birthDate: '1990-02-30' }, 'Please enter a valid date of birth'],
    [{ birthDate: '15/04/1990' }, 'Please enter a valid date of birth'],
    [{ birthTime: '24:00' }, 'Please enter a valid birth time'],
    [{ birthTime: '6:30' }, 'Please enter a valid birth time'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ name: 'x'.repeat(101) }, 'Please keep the name under 100 characters'],
    [{ birthPlace: 'x'.repeat(121) }, 'Please keep the birth place under 120 characters'],
  ])('refuses %j', async (override, error) => {
    const { client } = await signedInUser();
    const res = await client.put('/api/profile', birthDetails(override));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error });
  });

  it('answers a visitor with 401 User not authenticated', async () => {
    const t = await createTestApp();
    const res = await t.client().put('/api/profile', birthDetails());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: messages.userNotAuthenticated, code: 'unauthorized' });
  });

  it('ignores protected fields in the body: premium, credits, free reading, phone number', async () => {
    const { t, client, phone } = await signedInUser();
    const other = uniquePhone();

    const res = await client.put('/api/profile', {
      ...birthDetails(),
      isPremium: true,
      is_premium: true,
      sharesAvailable: 99,
      shares_available: 99,
      hasUsedFreeReading: true,
      has_used_free_reading: true,
      phoneNumber: other,
      phone_number: other,
      createdAt: '2000-01-01T00:00:00Z',
    });

    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ phoneNumber: phone, isPremium: false, sharesAvailable: 0, hasUsedFreeReading: false });
    const row = await profileRow(t, phone);
    expect(row).toMatchObject({ isPremium: false, sharesAvailable: 0, hasUsedFreeReading: false, name: birthDetails().name });
    expect(row?.createdAt.getFullYear()).not.toBe(2000);
    expect(await profileRow(t, other)).toBeUndefined();
  });
});

describe('PATCH /api/profile (the interface language)', () => {
  it('saves the language and returns it in the profile the app reads at every sign-in', async () => {
    const { t, client, phone } = await signedInUser();
    expect((await client.get('/api/me')).body.profile.language).toBe('en');
    const res = await client.patch('/api/profile', { language: 'hi' });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ phoneNumber: phone, language: 'hi' });
    expect((await profileRow(t, phone))?.language).toBe('hi');
    expect((await client.get('/api/me')).body.profile.language).toBe('hi');
  });

  it('accepts only English or Hindi and changes nothing else', async () => {
    const { t, client, phone } = await signedInUser();
    const before = await profileRow(t, phone);
    for (const language of ['fr', 'HI', '', 1, null]) {
      const res = await client.patch('/api/profile', { language });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please choose English or Hindi');
    }
    expect(await profileRow(t, phone)).toEqual(before);
  });

  it('refuses a visitor', async () => {
    const t = await createTestApp();
    expect((await t.client().patch('/api/profile', { language: 'hi' })).status).toBe(401);
  });
});
