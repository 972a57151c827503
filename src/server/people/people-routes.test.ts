import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personDetails } from '../../../tests/support/person-details';
import { createTestApp, signIn, signInWithProfile, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import { PEOPLE_LIMIT } from '../../shared/people';
import type { PersonInput } from '../../shared/person-schema';
import { people, profiles } from '../db/schema';
import { expectError } from '../../../tests/support/security-support';

const person = personDetails;

async function user(t: TestApp) {
  const client = t.client();
  const { phone } = await signInWithProfile(t, client);
  return { client, phone };
}

async function add(client: TestClient, overrides: Partial<PersonInput> = {}) {
  const res = await client.post('/api/people', person(overrides));
  if (res.status !== 201) throw new Error(`Adding a person failed: ${res.status} ${res.text}`);
  return res.body.person as { id: string; name: string };
}

const remove = (client: TestClient, id: string) => client.request(`/api/people/${id}`, { method: 'DELETE' });

describe('POST /api/people and GET /api/people', () => {
  it('saves a person with the place located from the suggestion, and lists them in the order added', async () => {
    const t = await createTestApp({ start: new Date('2026-03-01T10:00:00Z') });
    const { client } = await user(t);
    expect((await client.get('/api/people')).body).toEqual({ people: [], limit: PEOPLE_LIMIT });

    const created = await client.post('/api/people', person());
    expect(created.status, created.text).toBe(201);
    expect(created.body.person).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Kavya Rao',
      gender: 'female',
      relation: 'spouse',
      birthDate: '1992-08-21',
      birthTime: '23:10',
      birthTimeAccuracy: 'exact',
      birthTimeRange: null,
      // The zone comes from the coordinates on the server.
      birthLocation: { city: 'Bengaluru', country: 'India', latitude: 12.9716, longitude: 77.5946, timezone: 'Asia/Kolkata' },
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    t.clock.advance({ minutes: 1 });
    await add(client, { name: 'Arjun Rao', gender: 'male', relation: 'child', birthDate: '2019-02-03' });

    const list = await client.get('/api/people');
    expect(list.status).toBe(200);
    expect(list.body.people.map((p: { name: string; relation: string }) => [p.name, p.relation])).toEqual([
      ['Kavya Rao', 'spouse'],
      ['Arjun Rao', 'child'],
    ]);
  });

  it('locates a typed place without coordinates from the gazetteer, as the user’s own form does', async () => {
    const t = await createTestApp();
    const { client } = await user(t);
    const created = await add(client, { birthPlace: 'Mumbai', latitude: undefined, longitude: undefined });
    expect((await client.get(`/api/people/${created.id}`)).body.person.birthLocation).toMatchObject({ city: 'Mumbai', timezone: 'Asia/Kolkata' });
  });

  it('refuses an 11th person with a clear message, in the caller’s language, and saves nothing', async () => {
    const t = await createTestApp();
    const { client, phone } = await user(t);
    for (let i = 0; i < PEOPLE_LIMIT; i++) await add(client, { name: `Person ${i + 1}` });

    expectError(await client.post('/api/people', person({ name: 'One Too Many' })), 409, messages.peopleLimitReached(PEOPLE_LIMIT));
    expect(messages.peopleLimitReached(PEOPLE_LIMIT)).toBe('You can save up to 10 people. Delete someone to add another.');
    const hindi = await client.post('/api/people', person({ name: 'One Too Many' }), { headers: { 'accept-language': 'hi' } });
    expectError(hindi, 409, messagesHi.peopleLimitReached(PEOPLE_LIMIT));
    expect(await t.db.select().from(people).where(eq(people.userPhone, phone))).toHaveLength(PEOPLE_LIMIT);

    // Deleting one makes room for one.
    const [first] = (await client.get('/api/people')).body.people;
    expect((await remove(client, first.id)).status).toBe(200);
    expect((await client.post('/api/people', person({ name: 'Now There Is Room' }))).status).toBe(201);
    expect((await client.post('/api/people', person({ name: 'But Not Twice' }))).status).toBe(409);
  });

  it('holds the limit under simultaneous requests: of 15 at once, exactly 10 are saved', async () => {
    const t = await createTestApp();
    const { client, phone } = await user(t);
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => client.post('/api/people', person({ name: `Racer ${i}` }))));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(10).fill(201), ...Array(5).fill(409)]);
    expect(await t.db.select().from(people).where(eq(people.userPhone, phone))).toHaveLength(PEOPLE_LIMIT);
  });

  it('counts each account’s people apart: a full family does not stop another user', async () => {
    const t = await createTestApp();
    const a = await user(t);
    for (let i = 0; i < PEOPLE_LIMIT; i++) await add(a.client, { name: `A’s person ${i}` });
    const b = await user(t);
    expect((await b.client.post('/api/people', person())).status).toBe(201);
    expect((await b.client.get('/api/people')).body.people).toHaveLength(1);
  });

  it.each([
    ['name', { name: '' }, messages.nameRequired],
    ['name', { name: 'x'.repeat(101) }, messages.nameTooLong],
    ['name', { name: 'Asha\nVerma' }, messages.nameCharacters],
    ['gender', { gender: 'other' }, messages.genderRequired],
    ['relation', { relation: 'cousin' }, messages.relationRequired],
    ['relation', { relation: undefined }, messages.relationRequired],
    ['birthDate', { birthDate: '' }, messages.birthDateRequired],
    ['birthDate', { birthDate: '1990-02-30' }, messages.birthDateInvalid],
    ['birthDate', { birthDate: '1899-12-31' }, messages.birthDateTooEarly],
    ['birthDate', { birthDate: '2999-01-01' }, messages.birthDateInFuture],
    ['birthTime', { birthTime: '25:00' }, messages.birthTimeInvalid],
    ['birthPlace', { birthPlace: '' }, messages.birthPlaceRequired],
    ['birthPlace', { birthPlace: 'Pune\u0000' }, messages.birthPlaceCharacters],
    ['latitude', { latitude: 91 }, messages.pickPlaceAgain],
  ] as const)('refuses a bad %s with the user’s own form’s message, and saves nothing', async (_field, overrides, error) => {
    const t = await createTestApp();
    const { client } = await user(t);
    expectError(await client.post('/api/people', { ...person(), ...overrides }), 400, error);
    expect((await client.get('/api/people')).body.people).toEqual([]);
  });

  it('answers validation errors in Hindi for a Hindi caller', async () => {
    const t = await createTestApp();
    const { client } = await user(t);
    const res = await client.post('/api/people', { ...person(), relation: 'cousin' }, { headers: { 'accept-language': 'hi' } });
    expectError(res, 400, messagesHi.relationRequired);
  });

  it('ignores fields a client may not set: the owner, the id and the timestamps', async () => {
    const t = await createTestApp({ start: new Date('2026-03-01T10:00:00Z') });
    const a = await user(t);
    const b = await user(t);
    const id = randomUUID();
    const res = await b.client.post('/api/people', { ...person(), id, userPhone: a.phone, user_phone: a.phone, createdAt: '2000-01-01T00:00:00Z' });
    expect(res.status).toBe(201);
    expect(res.body.person.id).not.toBe(id);
    expect(res.body.person.createdAt).toBe('2026-03-01T10:00:00.000Z');
    expect((await a.client.get('/api/people')).body.people).toEqual([]);
    expect(await t.db.select({ owner: people.userPhone }).from(people).where(eq(people.id, res.body.person.id))).toEqual([{ owner: b.phone }]);
  });

  it('refuses visitors', async () => {
    const t = await createTestApp();
    const visitor = t.client();
    expectError(await visitor.get('/api/people'), 401, messages.notSignedIn);
    expectError(await visitor.post('/api/people', person()), 401, messages.notSignedIn);
    expectError(await visitor.get(`/api/people/${randomUUID()}/chart`), 401, messages.notSignedIn);
  });

  it('lets a user who has not finished their own profile save people', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    expect((await client.post('/api/people', person())).status).toBe(201);
  });
});

describe('GET, PATCH and DELETE /api/people/:id', () => {
  it('reads, edits (the whole set of details, place re-located) and deletes a person', async () => {
    const t = await createTestApp({ start: new Date('2026-03-01T10:00:00Z') });
    const { client } = await user(t);
    const { id } = await add(client);
    expect((await client.get(`/api/people/${id}`)).body.person).toMatchObject({ id, name: 'Kavya Rao', relation: 'spouse' });

    t.clock.advance({ hours: 1 });
    const edited = await client.patch(`/api/people/${id}`, person({ name: 'Kavya R. Menon', relation: 'partner', birthTime: '06:05', birthPlace: 'London', country: 'United Kingdom', latitude: 51.5072, longitude: -0.1276 }));
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.person).toMatchObject({
      id,
      name: 'Kavya R. Menon',
      relation: 'partner',
      birthTime: '06:05',
      birthLocation: { city: 'London', country: 'United Kingdom', timezone: 'Europe/London' },
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T11:00:00.000Z',
    });
    expect((await client.get(`/api/people/${id}`)).body.person).toEqual(edited.body.person);

    expectError(await client.patch(`/api/people/${id}`, { ...person(), birthDate: '' }), 400, messages.birthDateRequired);
    expect((await client.get(`/api/people/${id}`)).body.person).toEqual(edited.body.person);

    const deleted = await remove(client, id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: id });
    expectError(await client.get(`/api/people/${id}`), 404, messages.personNotFound);
    expectError(await remove(client, id), 404, messages.personNotFound);
    expect((await client.get('/api/people')).body.people).toEqual([]);
  });

  it('answers another user’s person, an unknown id and a malformed id with the same 404, and changes nothing', async () => {
    const t = await createTestApp();
    const a = await user(t);
    const b = await user(t);
    const { id } = await add(a.client, { name: 'Secret Sister', relation: 'sibling' });
    const before = await t.db.select().from(people);

    for (const other of [id, id.toUpperCase(), randomUUID(), 'not-a-uuid', '1', `${id}x`]) {
      for (const res of [
        await b.client.get(`/api/people/${other}`),
        await b.client.get(`/api/people/${other}/chart`),
        await b.client.patch(`/api/people/${other}`, person({ name: 'Stolen' })),
        await remove(b.client, other),
      ]) {
        expectError(res, 404, messages.personNotFound);
        expect(res.text).not.toContain('Secret');
      }
    }
    expect(await t.db.select().from(people)).toEqual(before);
    expect((await b.client.get('/api/people')).body.people).toEqual([]);
    expect((await a.client.get(`/api/people/${id}`)).body.person.name).toBe('Secret Sister');
  });

  it('goes when the account goes (on delete cascade)', async () => {
    const t = await createTestApp();
    const { client, phone } = await user(t);
    await add(client);
    await t.db.delete(profiles).where(eq(profiles.phoneNumber, phone));
    expect(await t.db.select().from(people).where(eq(people.userPhone, phone))).toEqual([]);
  });
});

describe('GET /api/people/:id/chart', () => {
  it('gives the person’s chart in the shape of GET /api/chart, from their birth details', async () => {
    const t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
    const { client } = await user(t);
    // The birth GET /api/chart's own test checks: the same chart must come out.
    const { id } = await add(client, { name: 'Asha Verma', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', latitude: 19.0728, longitude: 72.8826 });

    const res = await client.get(`/api/people/${id}/chart`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.name).toBe('Asha Verma');
    expect(res.body.birth).toMatchObject({ date: '1990-05-15', time: '14:30', utc: '1990-05-15T09:00:00.000Z', utcOffset: '+05:30', approximate: false });
    expect(res.body.ascendant.signName.sanskrit).toBe('Simha');
    expect(res.body.dasha.running.mahadasha.lord).toBe('Rahu');
    expect(res.body.panchang.date).toBe('2026-01-15');

    // The same birth saved as the user's own profile gives the very same chart. Today's panchang
    // is the account holder's day where they live (docs/decisions/023): the same as on their own chart page.
    const self = t.client();
    await signInWithProfile(t, self, { name: 'Asha Verma', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', latitude: 19.0728, longitude: 72.8826 });
    const { panchang, ...chart } = res.body;
    const { panchang: ownPanchang, ...ownChart } = (await self.get('/api/chart')).body;
    expect(chart).toEqual(ownChart);
    const holders = (await client.get('/api/chart')).body.panchang;
    expect(panchang).toMatchObject({ date: holders.date, placeLabel: holders.placeLabel, sunrise: holders.sunrise, kaal: holders.kaal, abroad: true });
    expect(panchang.placeLabel).not.toBe(ownPanchang.placeLabel);
  });

  it('is not the account holder’s chart, and follows an edit', async () => {
    const t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
    const { client } = await user(t);
    const { id } = await add(client, { name: 'Ravi Kumar', birthDate: '1960-11-02', birthTime: '04:45', birthPlace: 'Chennai', latitude: 13.0827, longitude: 80.2707 });
    const own = (await client.get('/api/chart')).body;
    const theirs = (await client.get(`/api/people/${id}/chart`)).body;
    expect(theirs.name).toBe('Ravi Kumar');
    expect(theirs.birth.date).not.toBe(own.birth.date);
    expect(theirs.ascendant).not.toEqual(own.ascendant);

    await client.patch(`/api/people/${id}`, person({ name: 'Ravi Kumar', birthDate: '1960-11-02', birthTime: '16:45', birthPlace: 'Chennai', latitude: 13.0827, longitude: 80.2707 }));
    const edited = (await client.get(`/api/people/${id}/chart`)).body;
    expect(edited.birth.time).toBe('16:45');
    expect(edited.ascendant.sign).not.toBe(theirs.ascendant.sign);
  });

  it('refuses a person whose typed place the map does not know, on adding and on editing', async () => {
    const t = await createTestApp();
    const { client } = await user(t);
    const unknown = { birthPlace: 'Nowhere Village Xyz', latitude: undefined, longitude: undefined };
    const added = await client.post('/api/people', person(unknown));
    expect(added.status).toBe(400);
    expect(added.body).toMatchObject({ error: messages.birthPlaceNotFound, code: 'bad_request', field: 'birthPlace' });
    expect((await client.get('/api/people')).body.people).toEqual([]);

    const { id } = await add(client);
    const edited = await client.patch(`/api/people/${id}`, person({ ...unknown, name: 'Renamed' }));
    expect(edited.status).toBe(400);
    expect(edited.body).toMatchObject({ error: messages.birthPlaceNotFound, field: 'birthPlace' });
    expect((await client.get(`/api/people/${id}`)).body.person).toMatchObject({ name: 'Kavya Rao', birthLocation: { city: 'Bengaluru' } });
  });

  it('requires the person’s gender to be chosen', async () => {
    const t = await createTestApp();
    const { client } = await user(t);
    const res = await client.post('/api/people', person({ gender: undefined }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: messages.genderRequired });
  });

  it('marks a chart approximate when a person saved before places were required has none the map knows', async () => {
    const t = await createTestApp();
    const { client } = await user(t);
    const { id } = await add(client);
    // The API refuses such a place now; people saved earlier still hold one.
    await t.db.update(people).set({ birthLocation: { city: 'Nowhere Village Xyz', country: 'India' } }).where(eq(people.id, id));
    const res = await client.get(`/api/people/${id}/chart`);
    expect(res.status).toBe(200);
    expect(res.body.birth).toMatchObject({ approximate: true, place: { city: 'Nowhere Village Xyz', timezone: 'Asia/Kolkata' } });
    // The person's own details are where their place is fixed, not the user's profile.
    expect(res.body.birth.approximateReason).toBe(
      'We could not find "Nowhere Village Xyz, India" on our map, so this chart uses Indian Standard Time at Ujjain. Pick their birth city (or the nearest town) from the suggestions in their details for an exact chart.',
    );
  });
});

describe('how often one account may write its people', () => {
  it('refuses creates, updates and deletes past PEOPLE_WRITES_PER_HOUR with the wait, in the caller’s language, changing nothing', async () => {
    const t = await createTestApp({ start: new Date('2026-03-01T10:00:00Z'), env: { PEOPLE_WRITES_PER_HOUR: '3' } });
    const { client, phone } = await user(t);
    const kavya = await add(client);
    t.clock.advance({ minutes: 10 });
    expect((await client.patch(`/api/people/${kavya.id}`, person({ name: 'Kavya R' }))).status).toBe(200);
    const ravi = await add(client, { name: 'Ravi Rao' });
    const before = await t.db.select().from(people).where(eq(people.userPhone, phone));

    // The first write was 10 minutes before: the window frees a slot in 50 minutes.
    const wait = 50 * 60;
    const refusals = [
      await client.post('/api/people', person({ name: 'Asha Rao' })),
      await client.patch(`/api/people/${kavya.id}`, person({ name: 'Kavya Rao Iyer' })),
      await remove(client, ravi.id),
    ];
    for (const res of refusals) expect(res.status).toBe(429);
    for (const res of refusals) expect(res.body).toMatchObject({ error: `${messages.tooManyRequests} ${messages.tryAgainIn(wait)}`, code: 'rate_limited', retryAfterSeconds: wait });
    const inHindi = await client.post('/api/people', person({ name: 'Asha Rao' }), { headers: { 'accept-language': 'hi' } });
    expect(inHindi.status).toBe(429);
    expect(inHindi.body).toMatchObject({ error: `${messagesHi.tooManyRequests} ${messagesHi.tryAgainIn(wait)}`, retryAfterSeconds: wait });
    expect(await t.db.select().from(people).where(eq(people.userPhone, phone))).toEqual(before);

    // Another account has its own count.
    const other = await user(t);
    await add(other.client);

    // Once the first write is an hour old, one more goes through.
    t.clock.advance({ minutes: 50 });
    expect((await remove(client, ravi.id)).status).toBe(200);
    expect((await client.post('/api/people', person({ name: 'Asha Rao' }))).status).toBe(429);
  });
});
