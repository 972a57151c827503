import { describe, expect, it } from 'vitest';
import reference from './fixtures/sweph-reference.json' with { type: 'json' };
import { computePanchang, karanaOf, tithiOf, yogaOf } from './panchang';

describe.each(reference.panchang)('panchang $id', (p) => {
  const result = computePanchang(p.date, p);

  it('finds sunrise and sunset within a minute of Swiss Ephemeris', () => {
    expect(Math.abs(Date.parse(result.sunrise!) - p.sunriseMs)).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(result.sunset!) - p.sunsetMs)).toBeLessThan(60_000);
    expect(result.atMs).toBe(Math.round(result.atMs));
  });

  it('gives the same five limbs at sunrise', () => {
    expect(result.vara.index).toBe(p.weekday);
    expect(result.tithi.number).toBe(p.tithi);
    expect(result.nakshatra.index).toBe(p.nakshatra);
    expect(result.yoga.number).toBe(p.yoga);
    expect(result.karana.number).toBe(p.karanaIndex + 1);
  });
});

describe('panchang names', () => {
  it('names tithis with their paksha', () => {
    expect(tithiOf(1)).toEqual({ number: 1, name: 'Pratipada', paksha: 'Shukla' });
    expect(tithiOf(179)).toEqual({ number: 15, name: 'Purnima', paksha: 'Shukla' });
    expect(tithiOf(181)).toEqual({ number: 16, name: 'Pratipada', paksha: 'Krishna' });
    expect(tithiOf(359)).toEqual({ number: 30, name: 'Amavasya', paksha: 'Krishna' });
  });

  it('names karanas, fixed ones included', () => {
    expect(karanaOf(1).name).toBe('Kimstughna');
    expect(karanaOf(7).name).toBe('Bava');
    expect(karanaOf(6 * 56 + 1).name).toBe('Vishti');
    expect(karanaOf(6 * 57 + 1).name).toBe('Shakuni');
    expect(karanaOf(6 * 58 + 1).name).toBe('Chatushpada');
    expect(karanaOf(359).name).toBe('Naga');
  });

  it('names yogas', () => {
    expect(yogaOf(0, 1).name).toBe('Vishkambha');
    expect(yogaOf(200, 159).name).toBe('Vaidhriti');
  });

  it('gives New Delhi on 2024-01-15 (the CLI example)', () => {
    const r = computePanchang('2024-01-15', { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' });
    expect(r.sunrise).toMatch(/^2024-01-15T07:1\d:\d\d\+05:30$/);
    expect(r.vara).toMatchObject({ name: 'Somavara', english: 'Monday' });
    expect(r.tithi).toMatchObject({ number: 5, paksha: 'Shukla', name: 'Panchami' });
  });

  it('has no sunrise in the polar night and still reports the day', () => {
    const r = computePanchang('2024-12-21', { latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen' });
    expect(r.sunrise).toBeNull();
    expect(r.tithi.number).toBeGreaterThanOrEqual(1);
  });
});
