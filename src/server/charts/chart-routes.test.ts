import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { personDetails } from '../../../tests/support/person-details';
import { createTestApp, signIn, signInWithProfile } from '../../../tests/support/test-app';
import type { ChartView } from '../../shared/chart-view';
import { messages } from '../../shared/messages';
import { profiles } from '../db/schema';

describe('GET /api/places', () => {
  it('suggests birth places by prefix, most populous first, with zone and coordinates', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    const res = await client.get('/api/places?q=mumb');
    expect(res.status).toBe(200);
    expect(res.body.places.length).toBeGreaterThan(0);
    expect(res.body.places.length).toBeLessThanOrEqual(10);
    expect(res.body.places[0]).toMatchObject({ name: 'Mumbai', region: 'Maharashtra', country: 'India', timezone: 'Asia/Kolkata' });
    expect(res.body.places[0].latitude).toBeCloseTo(19.07, 1);
  });

  it('offers near matches for a misspelt place that nothing starts with, and none for nonsense', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    const misspelt = await client.get('/api/places?q=Banglore');
    expect(misspelt.body.places).toEqual([]);
    expect(misspelt.body.nearMatches[0]).toMatchObject({ name: 'Bengaluru', region: 'Karnataka', country: 'India', timezone: 'Asia/Kolkata' });
    expect(misspelt.body.nearMatches[0].latitude).toBeCloseTo(12.97, 1);
    expect((await client.get('/api/places?q=Mhow')).body.places[0]).toMatchObject({ name: 'Mhow', region: 'Madhya Pradesh' });
    expect((await client.get('/api/places?q=Qqqzzzville')).body).toEqual({ places: [], nearMatches: [] });
  });

  it('answers an empty query with no places and refuses visitors', async () => {
    const t = await createTestApp();
    const client = t.client();
    expect((await client.get('/api/places?q=mum')).status).toBe(401);
    await signIn(t, client);
    expect((await client.get('/api/places?q=')).body).toEqual({ places: [], nearMatches: [] });
    expect((await client.get(`/api/places?q=${'x'.repeat(200)}`)).status).toBe(400);
  });
});

describe('birth place on save', () => {
  it('finds coordinates and the time zone for a typed city, and computes the zone itself for a picked one', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    const typed = await client.put('/api/profile', { name: 'Asha', gender: 'female', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', country: 'India' });
    expect(typed.body.profile.birthLocation).toMatchObject({ city: 'Mumbai', country: 'India', timezone: 'Asia/Kolkata' });
    const picked = await client.put('/api/profile', {
      name: 'Asha',
      gender: 'female',
      birthDate: '1990-05-15',
      birthTime: '14:30',
      birthPlace: 'London',
      country: 'United Kingdom',
      latitude: 51.5072,
      longitude: -0.1276,
      timezone: 'Asia/Kolkata',
    });
    // The zone comes from the coordinates on the server, never from the client.
    expect(picked.body.profile.birthLocation).toMatchObject({ city: 'London', latitude: 51.5072, longitude: -0.1276, timezone: 'Europe/London' });
  });
});

describe('GET /api/chart', () => {
  it('returns the signed-in user’s sidereal chart, dashas and today’s panchang', async () => {
    const t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
    const client = t.client();
    await signInWithProfile(t, client, { name: 'Asha Verma', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', latitude: 19.0728, longitude: 72.8826 });
    const res = await client.get('/api/chart');
    expect(res.status).toBe(200);
    const chart = res.body;
    expect(chart.name).toBe('Asha Verma');
    expect(chart.birth).toMatchObject({ utc: '1990-05-15T09:00:00.000Z', utcOffset: '+05:30', approximate: false });
    expect(chart.ayanamsa.name).toBe('Lahiri');
    expect(chart.ayanamsa.degrees).toBeCloseTo(23.7258, 3);
    // Lagna in Simha (Leo) for this birth; the Moon in Makara (Capricorn), the Sun at the start of Vrishabha.
    expect(chart.ascendant.signName.sanskrit).toBe('Simha');
    const sun = chart.bodies.find((b: { name: string }) => b.name === 'Sun');
    const moon = chart.bodies.find((b: { name: string }) => b.name === 'Moon');
    expect(sun).toMatchObject({ sign: 1, house: 10 });
    expect(moon).toMatchObject({ sign: 9, house: 6, nakshatraName: { sanskrit: 'Uttara Ashadha' } });
    expect(chart.bodies.map((b: { name: string }) => b.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    expect(chart.dasha.yearDays).toBe(365.25);
    expect(chart.dasha.mahadashas).toHaveLength(9);
    expect(chart.dasha.running.mahadasha.lord).toBe('Rahu');
    expect(chart.panchang.date).toBe('2026-01-15');
    expect(chart.panchang.sunrise).toMatch(/^2026-01-15T07:\d\d:\d\d\+05:30$/);
    expect(chart.panchang).toMatchObject({ abroad: false, timeZone: 'Asia/Kolkata' });
  });

  it('says how many minutes the birth time can move before the lagna, the Moon’s pada, the D9 lagna or the running dasha change', async () => {
    const t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
    const client = t.client();
    await signInWithProfile(t, client, { name: 'Asha Verma', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', latitude: 19.0728, longitude: 72.8826 });
    const chart = (await client.get('/api/chart')).body as ChartView;
    const s = chart.timeSensitivity!;
    expect(Object.keys(s)).toEqual(['lagna', 'moonPada', 'navamsaLagna', 'dasha']);
    // Leo 27°29' rising: Virgo rises ten and a half minutes later; Leo has been rising for almost two hours.
    expect(s.lagna.later).toBeCloseTo(10.6, 0);
    expect(s.lagna.earlier).toBeGreaterThan(115);
    expect(s.navamsaLagna.later).toBeLessThanOrEqual(s.lagna.later!);
    for (const margin of [s.moonPada, s.dasha]) {
      expect(margin.earlier).toBeGreaterThan(0);
      expect(margin.later).toBeGreaterThan(0);
    }
  });

  it('gives today’s kaal periods, lucky colour and number and the daily reading’s do and don’t', async () => {
    // A Thursday (Guruvara): Jupiter's day.
    const t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
    const client = t.client();
    await signInWithProfile(t, client, { birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', latitude: 19.0728, longitude: 72.8826 });
    const { panchang } = (await client.get('/api/chart')).body as ChartView;
    const sunrise = panchang.sunrise!.slice(11, 16);
    const sunset = panchang.sunset!.slice(11, 16);
    const kaal = panchang.kaal!;
    for (const span of [kaal.rahuKaal, kaal.yamaganda, kaal.gulikaKaal, kaal.abhijit]) {
      expect(span.start).toMatch(/^\d\d:\d\d$/);
      expect(span.end).toMatch(/^\d\d:\d\d$/);
      expect(span.start < span.end).toBe(true);
      expect(span.start >= sunrise && span.end <= sunset).toBe(true);
    }
    // Thursday's Rahu kaal is the sixth eighth of the daytime: early afternoon, after Abhijit.
    expect(kaal.rahuKaal.start > kaal.abhijit.end).toBe(true);
    expect(kaal.abhijit.inUse).toBe(true);
    expect(panchang.lucky.colour).toEqual({ key: 'yellow', lord: 'Jupiter' });
    expect(panchang.lucky.number.value).toBeGreaterThanOrEqual(1);
    expect(panchang.lucky.number.value).toBeLessThanOrEqual(9);
    expect(panchang.lucky.number.nakshatra).toBe(panchang.nakshatra.name);
    expect(panchang.advice.favour.length).toBeGreaterThan(0);
    expect(panchang.advice.avoid.length).toBeGreaterThan(0);
    for (const key of [...panchang.advice.favour, ...panchang.advice.avoid]) expect(key).toMatch(/^[a-z-]+$/);
    expect(panchang.advice.favour.filter((key) => panchang.advice.avoid.includes(key))).toEqual([]);
  });

  it('puts the day’s festival before its fast', async () => {
    // Kartika Purnima 2026: the full-moon fast and the Kartik Purnima festival fall together.
    const t = await createTestApp({ start: new Date('2026-11-24T06:00:00Z') });
    const client = t.client();
    await signInWithProfile(t, client, { birthPlace: 'Mumbai', latitude: 19.0728, longitude: 72.8826 });
    const { panchang } = (await client.get('/api/chart')).body as ChartView;
    expect(panchang.observances.map((o) => o.kind)).toEqual(['festival', 'vrat']);
    expect(panchang.observances[0]).toMatchObject({ key: 'kartik-purnima', name: 'Kartik Purnima' });
  });

  it('dates the day and times it at the reader’s place: the birth place, else where they live now', async () => {
    // 20:00 in New York on 15 January is 06:30 on 16 January in India.
    const t = await createTestApp({ start: new Date('2026-01-16T01:00:00Z') });
    const client = t.client();
    await signInWithProfile(t, client, { birthPlace: 'New York', country: 'United States', latitude: 40.7128, longitude: -74.006 });
    const born = (await client.get('/api/chart')).body.panchang as ChartView['panchang'];
    expect(born).toMatchObject({ date: '2026-01-15', abroad: false, timeZone: 'America/New_York', placeLabel: 'New York' });
    expect(born.sunrise).toMatch(/^2026-01-15T07:\d\d:\d\d-05:00$/);
    // A Thursday: Jupiter's colour.
    expect(born.lucky.colour).toEqual({ key: 'yellow', lord: 'Jupiter' });

    await client.put('/api/profile/residence', { place: 'Mumbai', country: 'India', latitude: 19.0728, longitude: 72.8826 });
    const { panchang } = (await client.get('/api/chart')).body as ChartView;
    expect(panchang).toMatchObject({ date: '2026-01-16', abroad: true, timeZone: 'Asia/Kolkata', placeLabel: 'Mumbai' });
    expect(panchang.sunrise).toMatch(/^2026-01-16T07:\d\d:\d\d\+05:30$/);
    // A Friday: Venus's colour.
    expect(panchang.lucky.colour).toEqual({ key: 'pink', lord: 'Venus' });
    expect(panchang.kaal!.rahuKaal.start >= panchang.sunrise!.slice(11, 16)).toBe(true);

    // A saved person's day is the account holder's: they read the advice where they live.
    const person = await client.post('/api/people', personDetails({ birthPlace: 'Chennai', latitude: 13.0827, longitude: 80.2707 }));
    const theirs = (await client.get(`/api/people/${person.body.person.id}/chart`)).body.panchang as ChartView['panchang'];
    expect(theirs).toMatchObject({ date: '2026-01-16', abroad: true, timeZone: 'Asia/Kolkata', placeLabel: 'Mumbai' });
  });

  it('marks a chart approximate when a profile saved before places were required has none the map knows', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    // The API refuses such a place now; older profiles still hold one.
    await t.db
      .update(profiles)
      .set({ name: 'Asha', birthDate: '1990-05-15', birthTime: '14:30', birthLocation: { city: 'Qqqzzzville', country: 'India' } })
      .where(eq(profiles.phoneNumber, phone));
    const res = await client.get('/api/chart');
    expect(res.status).toBe(200);
    expect(res.body.birth.approximate).toBe(true);
    expect(res.body.birth.approximateReason).toContain('Pick your birth city');
  });

  it('needs complete birth details', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    const res = await client.get('/api/chart');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.birthDetailsMissing);
  });
});
