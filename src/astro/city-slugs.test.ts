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

  it('finds a city by the name people use where GeoNames keeps another, and by the GeoNames name too', () => {
    expect(cityForSlug('washington')).toMatchObject({ slug: 'washington', place: { name: 'Washington', region: 'District of Columbia' } });
    expect(cityForSlug('howrah')).toMatchObject({ slug: 'howrah', place: { name: 'Howrah', region: 'West Bengal' } });
    // India's Kochi is not ten times Japan's: each is told apart, and the bare name finds the larger.
    expect(cityForSlug('kochi')).toMatchObject({ slug: 'kochi-kerala', place: { name: 'Kochi', country: 'India' } });
    expect(cityForSlug('kochi-japan')).toMatchObject({ place: { country: 'Japan' } });
    expect(cityForSlug('cochin')).toMatchObject({ slug: 'kochi-kerala' });
    expect(cityForSlug('haora')).toMatchObject({ slug: 'howrah' });
  });

  it('finds nothing for a name no city has', () => {
    expect(cityForSlug('atlantis-under-the-sea')).toBeNull();
    expect(cityForSlug('')).toBeNull();
  });
});
