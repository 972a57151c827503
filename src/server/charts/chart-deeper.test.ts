import { describe, expect, it } from 'vitest';
import { personDetails } from '../../../tests/support/person-details';
import { expectError } from '../../../tests/support/security-support';
import { birthDetails, createTestApp, signIn, signInWithProfile } from '../../../tests/support/test-app';
import type { ChartDeeperView } from '../../shared/chart-deeper-view';
import { messages } from '../../shared/messages';

// The birth GET /api/chart's own test reads (Simha lagna): the figures below are what
// `npm run chart -- --vargas --ashtakavarga --shadbala --bhavabala --dashas yogini,chara --jaimini`
// prints for it, so the page and the command line cannot drift apart.
const ASHA = { name: 'Asha Verma', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', latitude: 19.0728, longitude: 72.8826 };
const ARIES = 0, TAURUS = 1, LEO = 4, SAGITTARIUS = 8, SCORPIO = 7, CAPRICORN = 9;

async function ownDeeper(overrides: Record<string, unknown> = ASHA) {
  const t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
  const client = t.client();
  await signInWithProfile(t, client, overrides);
  const res = await client.get('/api/chart/deeper');
  expect(res.status, res.text).toBe(200);
  return { t, client, deeper: res.body as ChartDeeperView };
}

const row = (d: ChartDeeperView, point: string) => d.vargas.rows.find((r) => r.point === point)!;
const vargaSign = (d: ChartDeeperView, point: string, division: string) => row(d, point).signs[d.vargas.divisions.indexOf(division as never)];

describe('GET /api/chart/deeper', () => {
  it('gives the sixteen vargas with the lagna, vargottama and Vimshopaka of each graha', async () => {
    const { deeper } = await ownDeeper();
    expect(deeper.name).toBe('Asha Verma');
    expect(deeper.timeKnown).toBe(true);
    expect(deeper.vargas.divisions).toEqual(['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60']);
    expect(deeper.vargas.rows.map((r) => r.point)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu', 'Lagna']);
    expect(vargaSign(deeper, 'Lagna', 'D1')).toBe(LEO);
    expect(vargaSign(deeper, 'Lagna', 'D9')).toBe(SAGITTARIUS);
    expect(vargaSign(deeper, 'Sun', 'D9')).toBe(CAPRICORN);
    expect(vargaSign(deeper, 'Mars', 'D9')).toBe(TAURUS);
    for (const r of deeper.vargas.rows) {
      expect(r.signs).toHaveLength(16);
      // Vargottama is the same sign in D1 and D9, no more and no less.
      expect(r.vargottama).toBe(r.signs[0] === r.signs[5]);
    }
    // The Moon in Makara with its navamsa in Makara: vargottama.
    expect(row(deeper, 'Moon').vargottama).toBe(true);
    expect(deeper.vargas.vimshopaka.map((v) => v.graha)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    for (const v of deeper.vargas.vimshopaka) {
      for (const scheme of [v.shadvarga, v.saptavarga, v.dashavarga]) {
        expect(scheme.score).toBeGreaterThanOrEqual(5);
        expect(scheme.score).toBeLessThanOrEqual(20);
      }
    }
    // Saturn in Makara, its own sign, in D1 and D9: both are among its good shadvargas.
    const saturn = deeper.vargas.vimshopaka.find((v) => v.graha === 'Saturn')!;
    expect(saturn.shadvarga.goodVargas).toEqual(expect.arrayContaining(['D1', 'D9']));
  });

  it('gives the eight ashtakavarga rows with their classical totals and a sarvashtakavarga of 337', async () => {
    const { deeper } = await ownDeeper();
    const av = deeper.ashtakavarga!;
    expect(av.bav.map((b) => [b.of, b.total])).toEqual([
      ['Sun', 48], ['Moon', 49], ['Mars', 39], ['Mercury', 54], ['Jupiter', 56], ['Venus', 52], ['Saturn', 39], ['Lagna', 49],
    ]);
    expect(av.sav).toEqual([26, 27, 30, 20, 29, 26, 25, 38, 26, 31, 27, 32]);
    expect(av.savTotal).toBe(337);
    for (const b of av.bav) expect(b.bindus.reduce((x, y) => x + y, 0)).toBe(b.total);
  });

  it('gives Shadbala in parts, rupas and the ratio to the minimum, and the twelve houses’ Bhava bala', async () => {
    const { deeper } = await ownDeeper();
    const sun = deeper.shadbala!.find((s) => s.graha === 'Sun')!;
    expect(sun).toEqual({
      graha: 'Sun',
      parts: { sthana: 190.03, dig: 50.94, kala: 299.05, cheshta: 0, naisargika: 60, drik: -19.1 },
      virupas: 580.91, rupas: 9.68, required: 6.5, ratio: 1.49,
    });
    expect(deeper.shadbala!.map((s) => s.graha)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    expect(deeper.bhavaBala!.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(deeper.bhavaBala![0]).toEqual({ house: 1, sign: LEO, lord: 'Sun', parts: { adhipati: 580.91, dig: 30, drishti: 9.21, dinaRatri: 15 }, virupas: 635.11, rupas: 10.59 });
  });

  it('gives KP cusps and grahas with their three lords and every house’s significators, in KP’s ayanamsa', async () => {
    const { deeper } = await ownDeeper();
    const kp = deeper.kp!;
    expect(deeper.kpUnavailable).toBeNull();
    // Krishnamurti's ayanamsa sits about six minutes of arc below Lahiri's.
    expect(kp.ayanamsa).toBeGreaterThan(23.6);
    expect(kp.ayanamsa).toBeLessThan(23.7258);
    expect(kp.cusps.map((c) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(kp.cusps[0]!.sign).toBe(LEO);
    expect(kp.grahas).toHaveLength(9);
    for (const g of [...kp.cusps, ...kp.grahas]) {
      expect(g.sign).toBe(Math.floor(g.longitude / 30));
      for (const lord of [g.star, g.sub, g.subSub]) expect(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']).toContain(lord);
    }
    expect(kp.significators.map((s) => s.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // The lord of the 1st cusp's sign signifies the 1st house.
    expect(kp.significators[0]!.grahas).toContain('Sun');
  });

  it('gives the Yogini and Chara dashas with their antardashas and what runs today, and Jaimini’s points', async () => {
    const { deeper } = await ownDeeper();
    const { yogini, chara } = deeper.dashas;
    expect(yogini.mahadashas[0]).toMatchObject({ yogini: 'Sankata', lord: 'Rahu' });
    expect(yogini.mahadashas[0]!.antardashas).toHaveLength(8);
    expect(yogini.running!.mahadasha.start <= '2026-01-15' && '2026-01-15' < yogini.running!.mahadasha.end).toBe(true);
    expect(yogini.running!.antardasha.start <= '2026-01-15' && '2026-01-15' < yogini.running!.antardasha.end).toBe(true);
    expect(chara!.periods[0]).toMatchObject({ sign: LEO, start: expect.stringMatching(/^1990-05-1[45]$/) });
    expect(chara!.periods[0]!.antardashas).toHaveLength(12);
    expect(chara!.running!.dasha.start <= '2026-01-15' && '2026-01-15' < chara!.running!.dasha.end).toBe(true);
    expect(deeper.jaimini.arudhaLagna).toBe(SCORPIO);
    expect(deeper.jaimini.upapada).toBe(ARIES);
    expect(deeper.jaimini.karakas.map((k) => k.karaka)).toEqual(['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka']);
    expect(new Set(deeper.jaimini.karakas.map((k) => k.graha)).size).toBe(7);
  });

  it('without a birth time gives only what needs no lagna or hour: the grahas’ vargas, Yogini dasha and the karakas', async () => {
    const t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
    const client = t.client();
    await signIn(t, client);
    const saved = await client.put('/api/profile', birthDetails({ ...ASHA, birthTime: '', birthTimeAccuracy: 'unknown' }));
    expect(saved.status, saved.text).toBe(200);
    const deeper = (await client.get('/api/chart/deeper')).body as ChartDeeperView;
    expect(deeper.timeKnown).toBe(false);
    expect(deeper.vargas.rows.map((r) => r.point)).not.toContain('Lagna');
    expect(deeper.vargas.rows).toHaveLength(9);
    expect(deeper.vargas.vimshopaka).toHaveLength(7);
    expect(deeper).toMatchObject({ ashtakavarga: null, shadbala: null, bhavaBala: null, kp: null, kpUnavailable: 'time-unknown' });
    expect(deeper.dashas.chara).toBeNull();
    expect(deeper.dashas.yogini.mahadashas.length).toBeGreaterThan(0);
    expect(deeper.jaimini).toMatchObject({ arudhaLagna: null, upapada: null });
    expect(deeper.jaimini.karakas).toHaveLength(7);
  });

  it('leaves KP out within the polar circles, where Placidus houses do not exist, and gives the rest', async () => {
    const { deeper } = await ownDeeper({ ...ASHA, birthPlace: 'Tromsø', latitude: 69.6492, longitude: 18.9553 });
    expect(deeper.kp).toBeNull();
    expect(deeper.kpUnavailable).toBe('polar');
    expect(deeper.ashtakavarga!.savTotal).toBe(337);
    expect(deeper.shadbala).toHaveLength(7);
  });

  it('refuses visitors and asks for the birth details first', async () => {
    const t = await createTestApp();
    const client = t.client();
    expectError(await client.get('/api/chart/deeper'), 401, messages.notSignedIn);
    await signIn(t, client);
    expectError(await client.get('/api/chart/deeper'), 400, messages.birthDetailsMissing);
  });
});

describe('GET /api/people/:id/chart/deeper', () => {
  it('gives a saved person’s chart in depth, the same as the same birth on one’s own profile', async () => {
    const { t, client, deeper: own } = await ownDeeper();
    const added = await client.post('/api/people', personDetails(ASHA));
    expect(added.status, added.text).toBe(201);
    const theirs = await client.get(`/api/people/${added.body.person.id}/chart/deeper`);
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.body).toEqual(own);

    // Another account's person, and an unknown id, are not found.
    const stranger = t.client();
    await signInWithProfile(t, stranger);
    expectError(await stranger.get(`/api/people/${added.body.person.id}/chart/deeper`), 404, messages.personNotFound);
    expectError(await stranger.get('/api/people/not-an-id/chart/deeper'), 404, messages.personNotFound);
  });
});
