import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile } from '../../../tests/support/test-app';
import type { ChartView } from '../../shared/chart-view';

describe('GET /api/chart: doshas', () => {
  it('carries the doshas found in the chart, Sade Sati dated by Saturn’s ingresses, and their remedies', async () => {
    const t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
    const client = t.client();
    // Delhi, 23 October 1991, 6 am: Virgo lagna, Moon in Pisces, Mars in Libra, the Sun debilitated in Libra.
    await signInWithProfile(t, client, { name: 'Meera', birthDate: '1991-10-23', birthTime: '06:00', birthPlace: 'Delhi', latitude: 28.6139, longitude: 77.209 });
    const res = await client.get('/api/chart');
    expect(res.status).toBe(200);
    const { doshas } = res.body as ChartView;

    expect(doshas.mangal).toMatchObject({ present: true, cancelled: false, from: { lagna: true, moon: true, venus: false }, houses: { lagna: 2, moon: 8 } });
    expect(doshas.mangal.remedies).toMatchObject({ graha: 'Mars', day: 2, charity: ['red-lentils', 'jaggery', 'red-cloth'] });
    expect(doshas.kaalSarp).toMatchObject({ status: 'none', type: null, remedies: null });

    // Saturn entered Aquarius on 29 April 2022 and Pisces on 29 March 2025 (at 10:07 pm IST), and
    // leaves Aries for good in April 2030, after crossing each sign edge more than once.
    expect(doshas.sadeSati).toMatchObject({ moonSign: 11, running: true, phase: 'peak' });
    const spell = doshas.sadeSati.spell!;
    expect(spell).toMatchObject({ current: true, start: '2022-04-29', end: '2030-04-17' });
    expect(spell.phases).toEqual([
      { phase: 'rising', sign: 10, start: '2022-04-29', end: '2025-03-29' },
      { phase: 'peak', sign: 11, start: '2025-03-29', end: '2028-02-23' },
      { phase: 'setting', sign: 0, start: '2027-06-03', end: '2030-04-17' },
    ]);
    // Two pauses: back into Capricorn in 2022, and forward into Taurus for two months in 2029.
    expect(spell.stays.filter((s) => s.pause)).toEqual([
      { sign: 9, houseFromMoon: 11, start: '2022-07-12', end: '2023-01-17', returning: true, pause: true },
      { sign: 1, houseFromMoon: 3, start: '2029-08-08', end: '2029-10-05', returning: false, pause: true },
    ]);
    expect(doshas.sadeSati.remedies?.mantras.map((m) => m.key)).toEqual(['beej', 'shani-stotra', 'hanuman-chalisa']);
    expect(doshas.dhaiya).toBeNull();

    expect(doshas.debilities).toEqual([
      expect.objectContaining({ graha: 'Sun', sign: 6, house: 2, cancellations: [], remedies: expect.objectContaining({ graha: 'Sun', day: 0 }) }),
    ]);
  });

  it('gives no remedies where nothing holds, and the next Sade Sati when none is running', async () => {
    const t = await createTestApp({ start: new Date('2026-01-15T06:00:00Z') });
    const client = t.client();
    await signInWithProfile(t, client, { name: 'Asha Verma', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', latitude: 19.0728, longitude: 72.8826 });
    const { doshas } = (await client.get('/api/chart')).body as ChartView;
    expect(doshas.mangal).toMatchObject({ present: true, cancelled: true, reasons: ['jupiter-aspect', 'lagna-leo-aquarius', 'mars-yogakaraka'], remedies: null });
    expect(doshas.sadeSati).toMatchObject({ moonSign: 9, running: false, phase: null, remedies: null, spell: { current: false } });
    expect(doshas.sadeSati.spell!.start).toMatch(/^2046-12-/);
    expect(doshas.debilities).toEqual([]);
  });
});
