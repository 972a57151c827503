import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { personDetails } from '../../../tests/support/person-details';
import { createTestApp, signInWithProfile, sseEvents, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { chartChoicesMessages, chartChoicesMessagesIn } from '../../shared/chart-choices-messages';
import type { ChartChoices } from '../../shared/chart-choices';
import { profiles, readings } from '../db/schema';
import type { ReadingWriter } from '../readings/writers/reading-writer';
import { birthMoonOf } from '../muhurta/muhurta-service';

// Born 1 April 1990 at 06:30 in Varanasi: the Lahiri lagna is Pisces 29°25' and the Moon Taurus
// 29°20'. Raman's ayanamsa is about 1°27' smaller, which carries both into the next sign (lagna
// Aries 0°51', Moon Gemini 0°47'), so every surface that reads the chart tells the two apart.
const BIRTH = { birthDate: '1990-04-01', birthTime: '06:30' };
const RAMAN: ChartChoices = { ayanamsa: 'raman', node: 'mean', chartStyle: 'north' };

/** A writer that says which chart basis the prompt named, so a reading served from the wrong basis shows. */
function echoWriter(): ReadingWriter & { calls: number } {
  const writer = {
    name: 'echo',
    calls: 0,
    async write(request: { profile: { chartChoices?: ChartChoices } }, sink: { text(delta: string): void }) {
      writer.calls++;
      const text = `Namaste. Cast with ${request.profile.chartChoices?.ayanamsa ?? 'lahiri'}.`;
      sink.text(text);
      return text;
    },
  };
  return writer as ReadingWriter & { calls: number };
}

async function choose(client: TestClient, choices: ChartChoices) {
  const res = await client.put('/api/profile/chart-choices', choices);
  expect(res.status, res.text).toBe(200);
  return res;
}

describe('chart choices on the profile', () => {
  let t: TestApp;
  let client: TestClient;
  let phone: string;

  beforeAll(async () => {
    t = await createTestApp({ writer: echoWriter() });
    client = t.client();
    ({ phone } = await signInWithProfile(t, client, BIRTH));
  });

  it('starts at Lahiri, the mean node and the North Indian drawing, and saves a new set with a confirmation in the caller’s language', async () => {
    expect((await client.get('/api/me')).body.profile.chartChoices).toEqual({ ayanamsa: 'lahiri', node: 'mean', chartStyle: 'north' });
    const saved = await client.put('/api/profile/chart-choices', { ayanamsa: 'true-chitra', node: 'true', chartStyle: 'south' }, { headers: { 'accept-language': 'hi' } });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.chartChoices).toEqual({ ayanamsa: 'true-chitra', node: 'true', chartStyle: 'south' });
    expect(saved.body.message).toBe(chartChoicesMessagesIn('hi').chartChoicesUpdated);
    expect((await client.get('/api/me')).body.profile.chartChoices).toEqual({ ayanamsa: 'true-chitra', node: 'true', chartStyle: 'south' });
    await choose(client, { ayanamsa: 'lahiri', node: 'mean', chartStyle: 'north' });
  });

  it('refuses an unknown ayanamsa, node or style with its own message and changes nothing', async () => {
    const before = (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!;
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ ayanamsa: 'fagan-bradley', node: 'mean', chartStyle: 'north' }, chartChoicesMessages.ayanamsaInvalid],
      [{ ayanamsa: 'raman', node: 'osculating', chartStyle: 'north' }, chartChoicesMessages.nodeInvalid],
      [{ ayanamsa: 'raman', node: 'mean', chartStyle: 'east' }, chartChoicesMessages.chartStyleInvalid],
      [{ ayanamsa: 'raman' }, chartChoicesMessages.nodeInvalid],
    ];
    for (const [body, message] of refusals) {
      const res = await client.put('/api/profile/chart-choices', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const after = (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!;
    expect(after).toEqual(before);
  });

  it('casts the Kundli with the chosen ayanamsa: the lagna, the Moon’s sign and the dasha balance move', async () => {
    const lahiri = (await client.get('/api/chart')).body;
    await choose(client, RAMAN);
    const raman = (await client.get('/api/chart')).body;
    expect(lahiri.ayanamsa).toMatchObject({ key: 'lahiri', name: 'Lahiri' });
    expect(raman.ayanamsa).toMatchObject({ key: 'raman', name: 'Raman' });
    expect(lahiri.ayanamsa.degrees - raman.ayanamsa.degrees).toBeCloseTo(1.446, 2);
    expect([lahiri.ascendant.signName.english, raman.ascendant.signName.english]).toEqual(['Pisces', 'Aries']);
    const moon = (chart: { bodies: Array<{ name: string; signName: { english: string }; pada: number }> }) => chart.bodies.find((b) => b.name === 'Moon')!;
    expect([moon(lahiri).signName.english, moon(raman).signName.english]).toEqual(['Taurus', 'Gemini']);
    expect([moon(lahiri).pada, moon(raman).pada]).toEqual([2, 3]);
    expect(raman.dasha.balanceAtBirth).not.toEqual(lahiri.dasha.balanceAtBirth);
    await choose(client, { ...RAMAN, ayanamsa: 'lahiri' });
  });

  it('takes Rahu and Ketu from the true node when chosen, and draws the chart in the chosen style', async () => {
    const mean = (await client.get('/api/chart')).body;
    await choose(client, { ayanamsa: 'lahiri', node: 'true', chartStyle: 'south' });
    const truly = (await client.get('/api/chart')).body;
    const rahu = (chart: { bodies: Array<{ name: string; longitude: number }> }) => chart.bodies.find((b) => b.name === 'Rahu')!.longitude;
    expect([mean.node, truly.node]).toEqual(['mean', 'true']);
    expect(Math.abs(rahu(mean) - rahu(truly))).toBeGreaterThan(0.01);
    expect([mean.chartStyle, truly.chartStyle]).toEqual(['north', 'south']);
    await choose(client, { ayanamsa: 'lahiri', node: 'mean', chartStyle: 'north' });
  });

  it('casts the Deeper tabs with it too (the D1 and D9 rows move), while KP keeps its own ayanamsa', async () => {
    const lahiri = (await client.get('/api/chart/deeper')).body;
    await choose(client, RAMAN);
    const raman = (await client.get('/api/chart/deeper')).body;
    const row = (view: { vargas: { rows: Array<{ point: string; signs: number[] }> } }, point: string) => view.vargas.rows.find((r) => r.point === point)!.signs;
    expect(row(lahiri, 'Lagna')[0]).toBe(11);
    expect(row(raman, 'Lagna')[0]).toBe(0);
    expect(row(raman, 'Moon')).not.toEqual(row(lahiri, 'Moon'));
    expect(raman.kp.ayanamsa).toBe(lahiri.kp.ayanamsa);
    await choose(client, { ...RAMAN, ayanamsa: 'lahiri' });
  });

  it('reads the day card and the doshas from the chosen chart', async () => {
    const glance = async () => (await client.get('/api/readings/today')).body.glance;
    const lahiri = { glance: await glance(), doshas: (await client.get('/api/chart')).body.doshas };
    await choose(client, RAMAN);
    const raman = { glance: await glance(), doshas: (await client.get('/api/chart')).body.doshas };
    expect(raman.glance).not.toEqual(lahiri.glance);
    // Mars sits in the 11th from the Lahiri lagna (Pisces) and the 10th from Raman's (Aries).
    expect(JSON.stringify(raman.doshas)).not.toBe(JSON.stringify(lahiri.doshas));
    await choose(client, { ...RAMAN, ayanamsa: 'lahiri' });
  });

  it('casts a saved person’s chart with the account’s choice', async () => {
    const created = await client.post('/api/people', personDetails({ birthDate: BIRTH.birthDate, birthTime: BIRTH.birthTime, birthPlace: 'Varanasi', latitude: 25.3176, longitude: 82.9739 }));
    expect(created.status, created.text).toBe(201);
    const id = created.body.person.id;
    const lahiri = (await client.get(`/api/people/${id}/chart`)).body;
    await choose(client, RAMAN);
    const raman = (await client.get(`/api/people/${id}/chart`)).body;
    const deeper = (await client.get(`/api/people/${id}/chart/deeper`)).body;
    expect([lahiri.ascendant.signName.english, raman.ascendant.signName.english]).toEqual(['Pisces', 'Aries']);
    expect(deeper.vargas.rows.find((r: { point: string }) => r.point === 'Lagna').signs[0]).toBe(0);
    await choose(client, { ...RAMAN, ayanamsa: 'lahiri' });
  });

  it('counts the muhurta personal filter from the janma Moon of the chosen chart', () => {
    const profile = { ...BIRTH, name: 'Asha', birthLocation: { city: 'Varanasi', country: 'India', latitude: 25.3176, longitude: 82.9739, timezone: 'Asia/Kolkata' } };
    expect(birthMoonOf(profile, undefined).sign).toBe(1);
    expect(birthMoonOf(profile, RAMAN).sign).toBe(2);
  });

  it('keeps a period’s reading under the basis it was written on: Raman writes its own, and Lahiri’s opens again on the way back', async () => {
    await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
    const ask = async () => sseEvents((await client.post('/api/readings', { readingType: 'daily' })).text).at(-1)!;
    const lahiri = await ask();
    expect(lahiri.type).toBe('done');
    await choose(client, RAMAN);
    const current = (await client.get('/api/readings/current?readingType=daily')).body;
    expect(current.reading).toBeNull();
    const raman = await ask();
    expect(raman.type).toBe('done');
    expect(raman.readingId).not.toBe(lahiri.readingId);
    await choose(client, { ...RAMAN, ayanamsa: 'lahiri' });
    expect((await client.post('/api/readings', { readingType: 'daily' })).body).toEqual({ readingId: lahiri.readingId, existing: true });
    const rows = await t.db.select().from(readings).where(eq(readings.userPhone, phone));
    expect(rows.map((r) => [r.chartBasis, r.predictionText]).sort()).toEqual([
      ['lahiri/mean', 'Namaste. Cast with lahiri.'],
      ['raman/mean', 'Namaste. Cast with raman.'],
    ]);
  });

  it('matches both sides in the account’s zodiac, as another report than the Lahiri one', async () => {
    const partner = { kind: 'new', name: 'Rohan Mehta', gender: 'male', birthDate: '1988-11-02', birthTime: '21:10', birthPlace: 'Pune', country: 'India', latitude: 18.5204, longitude: 73.8567 };
    const lahiri = await client.post('/api/matches', { a: { kind: 'me' }, b: partner });
    expect(lahiri.status, lahiri.text).toBe(200);
    await choose(client, RAMAN);
    const raman = await client.post('/api/matches', { a: { kind: 'me' }, b: partner });
    expect(raman.body.existing).toBe(false);
    expect(raman.body.matchId).not.toBe(lahiri.body.matchId);
    const result = async (id: string) => (await client.get(`/api/matches/${id}`)).body.match.result;
    // The bride's Moon is Taurus under Lahiri and Gemini under Raman: bhakoot reads another pair of signs.
    expect((await result(raman.body.matchId)).kootas.bhakoot).not.toEqual((await result(lahiri.body.matchId)).kootas.bhakoot);
    await choose(client, { ...RAMAN, ayanamsa: 'lahiri' });
    expect((await client.post('/api/matches', { a: { kind: 'me' }, b: partner })).body).toEqual({ matchId: lahiri.body.matchId, existing: true });
  });
});
