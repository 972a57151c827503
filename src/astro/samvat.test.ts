import { describe, expect, it } from 'vitest';
import { lunarDateOn } from './lunar-month';
import { samvatOf } from './samvat';
import { SAMVATSARAS } from './samvatsaras';

const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const samvatOn = (date: string) => samvatOf(lunarDateOn(date, DELHI).amanta);

describe('samvat', () => {
  it.each([
    // Drik Panchang, New Delhi: Vikram samvat, Shaka samvat with its year name, Gujarati samvat.
    ['2020-12-31', 2077, 1942, 'Sharvari', 2077],
    ['2022-01-24', 2078, 1943, 'Plava', 2078],
    ['2026-09-28', 2083, 1948, 'Parabhava', 2082],
  ])('on %s: Vikram %i, Shaka %i %s, Gujarati %i, as Drik Panchang prints', (date, vikram, shaka, name, gujarati) => {
    expect(samvatOn(date)).toMatchObject({ vikram, shaka, samvatsara: { name }, vikramKartikadi: gujarati });
  });

  it('turns the Chaitradi years at Chaitra Shukla Pratipada (Gudi Padwa, 30 Mar 2025)', () => {
    expect(samvatOn('2025-03-29')).toMatchObject({ vikram: 2081, shaka: 1946, samvatsara: { name: 'Krodhi' } });
    expect(samvatOn('2025-03-30')).toMatchObject({ vikram: 2082, shaka: 1947, samvatsara: { name: 'Vishvavasu' } });
  });

  it('turns the Gujarati (Kartikadi) year the day after Diwali (Bestu Varas, 22 Oct 2025)', () => {
    expect(samvatOn('2025-10-21')).toMatchObject({ vikram: 2082, vikramKartikadi: 2081 });
    expect(samvatOn('2025-10-22')).toMatchObject({ vikram: 2082, vikramKartikadi: 2082 });
  });

  it('counts an adhika month in the year it falls in (Adhika Shravana 2023)', () => {
    const month = lunarDateOn('2023-07-25', DELHI).amanta;
    expect(month).toMatchObject({ name: 'Shravana', adhika: true });
    expect(samvatOf(month)).toMatchObject({ vikram: 2080, shaka: 1945 });
  });

  it('has the sixty names, Prabhava first and Akshaya last', () => {
    expect(SAMVATSARAS).toHaveLength(60);
    expect(new Set(SAMVATSARAS).size).toBe(60);
    expect([SAMVATSARAS[0], SAMVATSARAS[59]]).toEqual(['Prabhava', 'Akshaya']);
  });
});
