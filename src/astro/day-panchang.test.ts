import { describe, expect, it } from 'vitest';
import { dayPanchang } from './day-panchang';

const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

describe('dayPanchang', () => {
  it('bundles the day for Diwali 2025 in New Delhi', () => {
    const day = dayPanchang('2025-10-20', DELHI);
    expect(day.panchang.vara.english).toBe('Monday');
    expect(day.panchang.tithi.name).toBe('Chaturdashi');
    expect(day.lunar.amanta).toMatchObject({ name: 'Ashvin', adhika: false });
    expect(day.lunar.purnimanta.name).toBe('Kartika');
    expect(day.kaal.rahuKaal).not.toBeNull();
    expect(day.timeline.tithis.map((t) => t.name)).toEqual(['Chaturdashi', 'Amavasya']);
    expect(day.observances.map((o) => o.key)).toContain('diwali');
    // Monday: the Moon's white; the number from the lord of the nakshatra at sunrise.
    expect(day.lucky.colour).toMatchObject({ key: 'white', lord: 'Moon' });
    expect(day.lucky.number.value).toBeGreaterThanOrEqual(1);
  });

  it('still answers in the polar night, without kaal periods', () => {
    const day = dayPanchang('2024-12-21', { latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen' }, { ayanamsa: 'lahiri', node: 'true' });
    expect(day.kaal.rahuKaal).toBeNull();
    expect(day.timeline.tithis.length).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(day.observances)).toBe(true);
  });
});
