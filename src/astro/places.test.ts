import { describe, expect, it, vi } from 'vitest';
import { countryName, isPlacesLoaded, nearPlaces, normalizePlaceText, resolvePlace, searchPlaces, timezoneAt } from './places';

describe('places', () => {
  it('does not load the gazetteer at import time', async () => {
    // A fresh copy of the module: test files share loaded modules (vitest.config.ts), so another
    // file may have loaded the gazetteer into this one already.
    vi.resetModules();
    const fresh = await import('./places');
    expect(fresh.isPlacesLoaded()).toBe(false);
  });

  it('finds cities by prefix, the biggest first, with region, country and zone', () => {
    const [first] = searchPlaces('mumb');
    expect(isPlacesLoaded()).toBe(true);
    expect(first).toEqual({
      name: 'Mumbai', region: 'Maharashtra', country: 'India', countryCode: 'IN',
      latitude: expect.closeTo(19.07, 1), longitude: expect.closeTo(72.88, 1), timezone: 'Asia/Kolkata',
    });
  });

  it('returns at most the limit, 10 by default', () => {
    expect(searchPlaces('san')).toHaveLength(10);
    expect(searchPlaces('san', 3)).toHaveLength(3);
    expect(searchPlaces('zzzzqx')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
  });

  it('ignores case and accents, and matches later words of a name', () => {
    expect(searchPlaces('SAO PAULO')[0]!.name).toBe('São Paulo');
    expect(searchPlaces('tromso')[0]).toMatchObject({ name: 'Tromsø', country: 'Norway', timezone: 'Europe/Oslo' });
    expect(searchPlaces('reykjav')[0]).toMatchObject({ name: 'Reykjavík', timezone: 'Atlantic/Reykjavik' });
    expect(searchPlaces('delhi', 3).map((p) => p.name)).toEqual(expect.arrayContaining(['Delhi', 'New Delhi']));
  });

  it('narrows by country or region after a comma', () => {
    const us = searchPlaces('delhi, usa');
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((p) => p.countryCode === 'US')).toBe(true);
    expect(searchPlaces('portland, oregon')[0]).toMatchObject({ region: 'Oregon', timezone: 'America/Los_Angeles' });
  });

  it('resolves free text "City, Country" to one place', () => {
    expect(resolvePlace('Mumbai, India')).toMatchObject({ name: 'Mumbai', countryCode: 'IN' });
    expect(resolvePlace('New Delhi, India')).toMatchObject({ name: 'New Delhi', timezone: 'Asia/Kolkata' });
    expect(resolvePlace('London, UK')).toMatchObject({ name: 'London', region: 'England' });
    expect(resolvePlace('Paris')).toMatchObject({ countryCode: 'FR' });
    expect(resolvePlace('Sydney, Australia')).toMatchObject({ timezone: 'Australia/Sydney' });
    expect(resolvePlace('Xyzzyville, India')).toBeNull();
    expect(resolvePlace('')).toBeNull();
  });

  it('knows the former names of Indian cities', () => {
    expect(resolvePlace('Madras, India')!.name).toBe('Chennai');
    expect(resolvePlace('Bombay')!.name).toBe('Mumbai');
    expect(resolvePlace('Bangalore')!.name).toBe('Bengaluru');
    expect(resolvePlace('Calcutta, India')!.name).toBe('Kolkata');
    // GeoNames keeps Kerala's Kochi under its older name; the Japanese Kochi comes after it.
    expect(searchPlaces('Kochi', 2).map((p) => p.countryCode)).toEqual(['IN', 'JP']);
  });
});

describe('helpers', () => {
  it('normalizes text for matching', () => {
    expect(normalizePlaceText('  São-Paulo ')).toBe('sao paulo');
    expect(normalizePlaceText("St. John's")).toBe('st johns');
    expect(normalizePlaceText('Łódź')).toBe('lodz');
  });

  it('names countries and finds zones offline', () => {
    expect(countryName('IN')).toBe('India');
    expect(timezoneAt(28.61, 77.21)).toBe('Asia/Kolkata');
    expect(timezoneAt(-33.87, 151.21)).toBe('Australia/Sydney');
  });
});

describe('resolveBirthPlace', () => {
  it('takes free text or coordinates, with the zone looked up when missing', async () => {
    const { resolveBirthPlace } = await import('./birth-place');
    expect(resolveBirthPlace({ text: 'Chennai, India' })).toMatchObject({ name: 'Chennai', source: 'gazetteer', timezone: 'Asia/Kolkata' });
    expect(resolveBirthPlace({ latitude: 51.5, longitude: -0.12 })).toMatchObject({ name: null, timezone: 'Europe/London', source: 'coordinates' });
    expect(() => resolveBirthPlace({ text: 'Atlantis, Nowhere' })).toThrow(/Unknown place/);
    expect(() => resolveBirthPlace({ latitude: 10 })).toThrow(/latitude and longitude/);
    expect(() => resolveBirthPlace({ latitude: 10, longitude: 10, timezone: 'Bad/Zone' })).toThrow(/time zone/);
    expect(() => resolveBirthPlace({ text: 'Mumbai', latitude: 1, longitude: 2 })).toThrow(/not both/);
  });
});

describe('near matches and extra towns', () => {
  it('suggests the place a misspelt name is closest to, former names included', () => {
    expect(nearPlaces('Banglore')[0]).toMatchObject({ name: 'Bengaluru', region: 'Karnataka' });
    expect(nearPlaces('Kolkatta')[0]).toMatchObject({ name: 'Kolkata' });
    expect(nearPlaces('Dehli, India')[0]).toMatchObject({ name: 'Delhi', countryCode: 'IN' });
    expect(nearPlaces('Xqzvbnmwp')).toEqual([]);
    expect(nearPlaces('ab')).toEqual([]);
  });

  it('finds former names as they are typed', () => {
    expect(searchPlaces('Bangal')[0]).toMatchObject({ name: 'Bengaluru' });
    expect(searchPlaces('Gurugr')[0]).toMatchObject({ name: 'Gurgaon' });
  });

  it('knows Mhow, also by its official name Dr. Ambedkar Nagar', () => {
    expect(searchPlaces('Mhow')[0]).toMatchObject({ name: 'Mhow', region: 'Madhya Pradesh', timezone: 'Asia/Kolkata' });
    expect(resolvePlace('Dr. Ambedkar Nagar, India')).toMatchObject({ name: 'Mhow' });
    expect(resolvePlace('Mhow, India')!.latitude).toBeCloseTo(22.55, 1);
  });
});
