import { describe, expect, it } from 'vitest';
import { cityForSlug, slugForPlace, slugify } from './city-slugs';

describe('city slugs', () => {
  it('writes a name in lower case with hyphens, without accents', () => {
    expect(slugify('New Delhi')).toBe('new-delhi');
    expect(slugify('Aurangābād')).toBe('aurangabad');
    expect(slugify("St. John's")).toBe('st-john-s');
  });

  it('finds a city by its own name, in its own zone', () => {
    expect(cityForSlug('new-delhi')).toMatchObject({ slug: 'new-delhi', place: { name: 'New Delhi', country: 'India', timezone: 'Asia/Kolkata' } });
    expect(cityForSlug('new-york')).toMatchObject({ slug: 'new-york', place: { name: 'New York', country: 'United States', timezone: 'America/New_York' } });
    expect(cityForSlug('toronto')).toMatchObject({ slug: 'toronto', place: { region: 'Ontario' } });
  });

  it('keeps the bare name for the city people mean, and tells the others apart by region or country', () => {
    expect(cityForSlug('london')).toMatchObject({ slug: 'london', place: { country: 'United Kingdom' } });
    expect(cityForSlug('london-ontario')).toMatchObject({ slug: 'london-ontario', place: { country: 'Canada' } });
    expect(cityForSlug('aurangabad')).toMatchObject({ slug: 'aurangabad', place: { region: 'Maharashtra' } });
    expect(cityForSlug('aurangabad-bihar')).toMatchObject({ place: { region: 'Bihar' } });
  });

  it('qualifies both cities of a name when neither is the obvious one, and sends the bare name to the larger', () => {
    expect(cityForSlug('hyderabad-telangana')).toMatchObject({ slug: 'hyderabad-telangana', place: { country: 'India' } });
    expect(cityForSlug('hyderabad-pakistan')).toMatchObject({ slug: 'hyderabad-pakistan', place: { country: 'Pakistan' } });
    expect(cityForSlug('hyderabad')?.slug).toBe('hyderabad-telangana');
    expect(slugForPlace({ name: 'Hyderabad', latitude: 17.38405, longitude: 78.45636 })).toBe('hyderabad-telangana');
  });

  it('finds nothing for a name no city has', () => {
    expect(cityForSlug('atlantis-under-the-sea')).toBeNull();
    expect(cityForSlug('')).toBeNull();
  });
});
