import { describe, expect, it } from 'vitest';
import { brahmaMuhurta, computeKaal, partOf } from './kaal';
import { localToUtc } from './local-time';

const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const MINUTE = 60_000;

/** Minutes between two local 'HH:MM' clock times on the same day. */
function minutesApart(a: string, b: string): number {
  const m = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
  return Math.abs(m(a) - m(b));
}

describe('kaal', () => {
  it('cuts the daytime into eight parts that tile it exactly', () => {
    const k = computeKaal('2025-03-12', DELHI);
    const rise = k.sunriseMs!;
    const set = k.sunsetMs!;
    const parts = Array.from({ length: 8 }, (_, i) => partOf(rise, set, i + 1, 8, DELHI.timezone));
    expect(parts[0]!.startMs).toBe(rise);
    expect(parts[7]!.endMs).toBe(set);
    for (let i = 1; i < 8; i++) expect(parts[i]!.startMs).toBe(parts[i - 1]!.endMs);
    const lengths = parts.map((p) => p.endMs - p.startMs);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
  });

  it('takes the part of each weekday from the customary table (a whole week in New Delhi)', () => {
    // 2025-03-09 is a Sunday. Rahu [8,2,7,5,6,4,3], Yamaganda [5,4,3,2,1,7,6], Gulika [7,6,5,4,3,2,1].
    const expected = [[8, 5, 7], [2, 4, 6], [7, 3, 5], [5, 2, 4], [6, 1, 3], [4, 7, 2], [3, 6, 1]];
    expected.forEach(([rahu, yama, gulika], i) => {
      const k = computeKaal(`2025-03-${String(9 + i).padStart(2, '0')}`, DELHI);
      const eighth = (k.sunsetMs! - k.sunriseMs!) / 8;
      const startOf = (part: number) => Math.round(k.sunriseMs! + (part - 1) * eighth);
      expect(k.rahuKaal!.startMs).toBe(startOf(rahu!));
      expect(k.yamaganda!.startMs).toBe(startOf(yama!));
      expect(k.gulikaKaal!.startMs).toBe(startOf(gulika!));
      expect(k.rahuKaal!.endMs - k.rahuKaal!.startMs).toBeCloseTo(eighth, -1);
    });
    // Sunday's Rahu kaal is the last eighth: it ends at sunset.
    const sunday = computeKaal('2025-03-09', DELHI);
    expect(sunday.rahuKaal!.endMs).toBe(sunday.sunsetMs);
  });

  it('matches an almanac day in New Delhi within 2 minutes (Monday 2025-10-20)', () => {
    // Almanac sunrise 06:25 and sunset 17:46 IST give, by the same eighths and fifteenths:
    // Rahu 07:50–09:15, Yamaganda 10:41–12:06, Gulika 13:31–14:56, Abhijit 11:43–12:28.
    const k = computeKaal('2025-10-20', DELHI);
    const near = (got: string, want: string) => expect(minutesApart(got, want), `${got} vs ${want}`).toBeLessThanOrEqual(2);
    near(k.rahuKaal!.start, '07:50');
    near(k.rahuKaal!.end, '09:15');
    near(k.yamaganda!.start, '10:41');
    near(k.yamaganda!.end, '12:06');
    near(k.gulikaKaal!.start, '13:31');
    near(k.gulikaKaal!.end, '14:56');
    near(k.abhijit!.start, '11:43');
    near(k.abhijit!.end, '12:28');
    expect(k.abhijit!.inUse).toBe(true);
  });

  it('puts Abhijit around local noon as the 8th of 15 muhurtas, and sets it aside on Wednesdays', () => {
    const k = computeKaal('2025-10-22', DELHI); // a Wednesday
    const muhurta = (k.sunsetMs! - k.sunriseMs!) / 15;
    expect(Math.abs(k.abhijit!.startMs - (k.sunriseMs! + 7 * muhurta))).toBeLessThanOrEqual(1);
    expect(Math.abs(k.abhijit!.endMs - (k.sunriseMs! + 8 * muhurta))).toBeLessThanOrEqual(1);
    const noon = localToUtc('2025-10-22', '12:00', DELHI.timezone).utcMs;
    // Delhi's solar noon is about 12:09 IST in October.
    expect(Math.abs((k.abhijit!.startMs + k.abhijit!.endMs) / 2 - noon)).toBeLessThan(30 * MINUTE);
    expect(k.abhijit!.inUse).toBe(false);
  });

  it('puts Brahma muhurta two night muhurtas before sunrise, for one muhurta', () => {
    // A night of exactly 15 muhurtas of 48 minutes (12 h): 04:24–05:12 before a 06:00 sunrise.
    const sunset = localToUtc('2025-03-19', '18:00', DELHI.timezone).utcMs;
    const sunrise = localToUtc('2025-03-20', '06:00', DELHI.timezone).utcMs;
    expect(brahmaMuhurta(sunset, sunrise, DELHI.timezone)).toMatchObject({ start: '04:24', end: '05:12', endMs: sunrise - 48 * MINUTE });
  });

  it('gives nothing in the polar night', () => {
    const k = computeKaal('2024-12-21', { latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen' });
    expect(k).toMatchObject({ sunriseMs: null, rahuKaal: null, yamaganda: null, gulikaKaal: null, abhijit: null });
  });
});
