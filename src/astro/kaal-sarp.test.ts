import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import { KAAL_SARP_TYPES, kaalSarp, kaalSarpOf } from './kaal-sarp';
import type { Planet } from './ephemeris';

const delhi = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const at = (date: string, time: string) => buildChart({ date, time, ...delhi });

describe('kaalSarp on birth charts', () => {
  it('finds all seven grahas hemmed between Rahu and Ketu, named by Rahu’s house', () => {
    // Virgo lagna; Rahu at 19.8° Libra in the 2nd, Ketu in Aries; the seven from 4.5° Taurus to 10.8° Libra.
    const chart = at('2013-07-04', '12:00');
    expect(chart.ascendant.sign).toBe(5);
    expect(kaalSarp(chart)).toEqual({ status: 'full', type: 'kulik', rahuHouse: 2, outside: null, borderline: false });
    // Libra lagna, Rahu in it: Anant.
    expect(kaalSarp(at('2013-08-28', '12:00'))).toMatchObject({ status: 'full', type: 'anant', rahuHouse: 1 });
  });

  it('calls it partial when one graha is outside, and names that graha', () => {
    // Virgo lagna, Rahu at 9° Scorpio in the 3rd: six grahas lie from Ketu forward to Rahu, the Moon
    // at 25° Sagittarius alone on the other half.
    expect(kaalSarp(at('2012-07-04', '12:00'))).toEqual({ status: 'partial', type: 'vasuki', rahuHouse: 3, outside: 'Moon', borderline: false });
  });

  it('finds none when the grahas are spread on both sides', () => {
    const chart = buildChart({ date: '1990-05-15', time: '14:30', latitude: 19.0728, longitude: 72.8826, timezone: 'Asia/Kolkata' });
    expect(kaalSarp(chart)).toMatchObject({ status: 'none', type: null, outside: null });
  });
});

describe('kaalSarpOf', () => {
  // Rahu at 10° Aries, Ketu at 10° Libra; every graha on the Rahu-to-Ketu half to start with.
  const inside: Record<Planet, number> = { Sun: 20, Moon: 40, Mars: 70, Mercury: 100, Jupiter: 130, Venus: 160, Saturn: 185 };
  const base = { lagnaSign: 0, rahuLongitude: 10, longitudes: inside };

  it('names the twelve types by Rahu’s house from the lagna, Anant to Sheshnag', () => {
    expect(KAAL_SARP_TYPES).toEqual(['anant', 'kulik', 'vasuki', 'shankhpal', 'padma', 'mahapadma', 'takshak', 'karkotak', 'shankhachood', 'ghatak', 'vishdhar', 'sheshnag']);
    for (let lagna = 0; lagna < 12; lagna++) {
      const house = ((0 - lagna + 12) % 12) + 1;
      expect(kaalSarpOf({ ...base, lagnaSign: lagna })).toMatchObject({ status: 'full', rahuHouse: house, type: KAAL_SARP_TYPES[house - 1] });
    }
  });

  it('counts the other half, from Ketu forward to Rahu, as Kaal Sarp too', () => {
    const other = Object.fromEntries(Object.entries(inside).map(([p, l]) => [p, l + 180])) as Record<Planet, number>;
    expect(kaalSarpOf({ ...base, longitudes: other })).toMatchObject({ status: 'full', type: 'anant' });
  });

  it('decides a graha in a node’s sign by its degree', () => {
    // The Sun at 5° Aries shares Rahu’s sign but lies behind Rahu’s 10°: outside the hemmed half.
    expect(kaalSarpOf({ ...base, longitudes: { ...inside, Sun: 5 } })).toMatchObject({ status: 'partial', outside: 'Sun' });
    // At 15° Aries it is ahead of Rahu: inside.
    expect(kaalSarpOf({ ...base, longitudes: { ...inside, Sun: 15 } })).toMatchObject({ status: 'full', outside: null });
    // Saturn at 12° Libra, past Ketu’s 10°, is outside; at 8° Libra it is still inside.
    expect(kaalSarpOf({ ...base, longitudes: { ...inside, Saturn: 192 } })).toMatchObject({ status: 'partial', outside: 'Saturn' });
    expect(kaalSarpOf({ ...base, longitudes: { ...inside, Saturn: 188 } }).status).toBe('full');
  });

  it('finds none with two or more outside', () => {
    expect(kaalSarpOf({ ...base, longitudes: { ...inside, Sun: 250, Moon: 300 } })).toEqual({ status: 'none', type: null, rahuHouse: 1, outside: null, borderline: false });
  });

  it('flags a graha within a degree of a node only when moving it would change the answer', () => {
    expect(kaalSarpOf({ ...base, longitudes: { ...inside, Saturn: 189.5 } }).borderline).toBe(true);
    expect(kaalSarpOf({ ...base, longitudes: { ...inside, Sun: 10.5 } }).borderline).toBe(true);
    // Three grahas already outside: one more or one fewer changes nothing.
    expect(kaalSarpOf({ ...base, longitudes: { ...inside, Sun: 250, Moon: 300, Mars: 320, Saturn: 189.5 } }).borderline).toBe(false);
  });
});
