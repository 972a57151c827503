import { describe, expect, it } from 'vitest';
import { personDetails } from '../../../tests/support/person-details';
import { birthDetails, createTestApp, signIn, signInWithProfile } from '../../../tests/support/test-app';
import type { ChartView } from '../../shared/chart-view';
import { messages } from '../../shared/messages';

// Many people do not know their birth time: the profile and a saved person may say so, or name a
// rough part of the day. The server decides the time the chart is cast for and refuses pairs that
// contradict each other.

async function signedIn() {
  const t = await createTestApp({ start: new Date('2026-03-01T10:00:00Z') });
  const client = t.client();
  await signIn(t, client);
  return { t, client };
}

describe('PUT /api/profile with a birth time that is not known exactly', () => {
  it('accepts "unknown" and casts the chart for noon', async () => {
    const { client } = await signedIn();
    const res = await client.put('/api/profile', birthDetails({ birthTime: '', birthTimeAccuracy: 'unknown' }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.profile).toMatchObject({ birthTime: '12:00', birthTimeAccuracy: 'unknown', birthTimeRange: null });
  });

  it('accepts a part of the day and casts the chart for its middle', async () => {
    const { client } = await signedIn();
    const res = await client.put('/api/profile', birthDetails({ birthTime: '', birthTimeAccuracy: 'range', birthTimeRange: 'evening' }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.profile).toMatchObject({ birthTime: '18:00', birthTimeAccuracy: 'range', birthTimeRange: 'evening' });
  });

  it('keeps an exact time exact, and a later choice of "unknown" replaces it', async () => {
    const { client } = await signedIn();
    const exact = await client.put('/api/profile', birthDetails({ birthTime: '06:30' }));
    expect(exact.body.profile).toMatchObject({ birthTime: '06:30', birthTimeAccuracy: 'exact', birthTimeRange: null });
    const unknown = await client.put('/api/profile', birthDetails({ birthTime: '', birthTimeAccuracy: 'unknown' }));
    expect(unknown.body.profile).toMatchObject({ birthTime: '12:00', birthTimeAccuracy: 'unknown' });
  });

  it.each([
    ['a time and "unknown"', { birthTime: '06:30', birthTimeAccuracy: 'unknown' as const }, messages.birthTimeOrUnknown],
    ['a time and a range', { birthTime: '06:30', birthTimeAccuracy: 'range' as const, birthTimeRange: 'morning' as const }, messages.birthTimeOrUnknown],
    ['"range" without a range', { birthTime: '', birthTimeAccuracy: 'range' as const }, messages.birthTimeRangeRequired],
    ['"unknown" with a range', { birthTime: '', birthTimeAccuracy: 'unknown' as const, birthTimeRange: 'night' as const }, messages.birthTimeOrUnknown],
    ['an exact time left empty', { birthTime: '' }, messages.birthTimeRequired],
    ['an exact time with a range', { birthTime: '06:30', birthTimeRange: 'night' as const }, messages.birthTimeOrUnknown],
  ])('refuses %s', async (_, overrides, message) => {
    const { client } = await signedIn();
    const res = await client.put('/api/profile', birthDetails(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('refuses an accuracy or a range it does not know', async () => {
    const { client } = await signedIn();
    const accuracy = await client.put('/api/profile', { ...birthDetails({ birthTime: '' }), birthTimeAccuracy: 'roughly' });
    expect(accuracy.status).toBe(400);
    const range = await client.put('/api/profile', { ...birthDetails({ birthTime: '' }), birthTimeAccuracy: 'range', birthTimeRange: 'dusk' });
    expect(range.status).toBe(400);
  });
});

describe('saved people with a birth time that is not known exactly', () => {
  it('saves "unknown", refuses a time beside it, and can be changed back to an exact time', async () => {
    const t = await createTestApp({ start: new Date('2026-03-01T10:00:00Z') });
    const client = t.client();
    await signInWithProfile(t, client);
    const refused = await client.post('/api/people', personDetails({ birthTime: '09:15', birthTimeAccuracy: 'unknown' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(messages.birthTimeOrUnknown);

    const created = await client.post('/api/people', personDetails({ birthTime: '', birthTimeAccuracy: 'range', birthTimeRange: 'night' }));
    expect(created.status, created.text).toBe(201);
    expect(created.body.person).toMatchObject({ birthTime: '00:00', birthTimeAccuracy: 'range', birthTimeRange: 'night' });

    const id = (created.body.person as { id: string }).id;
    const exact = await client.patch(`/api/people/${id}`, personDetails({ birthTime: '09:15' }));
    expect(exact.status, exact.text).toBe(200);
    expect(exact.body.person).toMatchObject({ birthTime: '09:15', birthTimeAccuracy: 'exact', birthTimeRange: null });
  });
});

describe('GET /api/chart for an unknown birth time', () => {
  it('is the noon chart with its houses counted from the Moon and no ascendant, and changes when the time becomes known', async () => {
    const { client } = await signedIn();
    await client.put('/api/profile', birthDetails({ birthTime: '12:00' }));
    const noon = (await client.get('/api/chart')).body as ChartView;

    await client.put('/api/profile', birthDetails({ birthTime: '', birthTimeAccuracy: 'unknown' }));
    const unknown = (await client.get('/api/chart')).body as ChartView;
    expect(unknown.birth).toMatchObject({ time: '12:00', timeAccuracy: 'unknown', timeRange: null });
    expect(unknown.ascendant).toBeNull();
    expect(unknown.timeSensitivity).toBeNull();
    expect(unknown.houseOne).toEqual({ from: 'moon', sign: noon.bodies.find((b) => b.name === 'Moon')!.sign });
    // The same sky as the noon chart, each graha's house counted from the Moon's sign.
    const moonSign = unknown.houseOne.sign;
    for (const body of unknown.bodies) {
      const atNoon = noon.bodies.find((b) => b.name === body.name)!;
      expect(body.longitude).toBe(atNoon.longitude);
      expect(body.house).toBe(((body.sign - moonSign + 12) % 12) + 1);
    }
    expect(unknown.bodies.find((b) => b.name === 'Moon')!.house).toBe(1);
    expect(noon.houseOne).toEqual({ from: 'lagna', sign: noon.ascendant!.sign });
    expect(noon.timeSensitivity!.lagna.later).toBeGreaterThan(0);
    expect(unknown.doshas.mangal.from.lagna).toBe(false);
  });
});

describe('POST /api/matches with a side whose birth time is not known', () => {
  it('matches from the Moon chart cast for noon, and the report says the time was not known', async () => {
    const t = await createTestApp({ start: new Date('2026-03-01T10:00:00Z') });
    const client = t.client();
    await signInWithProfile(t, client, { name: 'Asha Verma' });
    const partner = { kind: 'new', name: 'Rohan Mehta', gender: 'male', birthDate: '1988-11-02', birthTime: '', birthTimeAccuracy: 'unknown', birthPlace: 'Pune', country: 'India' };
    const created = await client.post('/api/matches', { a: { kind: 'me' }, b: partner });
    expect(created.status, created.text).toBe(200);
    const shown = await client.get(`/api/matches/${created.body.matchId}`);
    expect(shown.status).toBe(200);
    expect(shown.body.match.a.birthTimeKnown).toBe(true);
    expect(shown.body.match.b).toMatchObject({ birthTime: '12:00', birthTimeKnown: false });

    const refused = await client.post('/api/matches', { a: { kind: 'me' }, b: { ...partner, birthTime: '07:00' } });
    expect(refused.status).toBe(400);
  });
});
