import { nearestPlace } from '../../astro/places';
import type { LunarMonthConvention } from '../../shared/residence';

/**
 * The Indian states and union territories whose almanacs name lunar months purnimanta (full moon
 * to full moon): the Hindi belt and the north-west, with Odisha. Everywhere else in India
 * (Gujarat, Maharashtra, Goa, Karnataka, Kerala, Tamil Nadu, Andhra Pradesh, Telangana, Bengal,
 * Assam, the north-east…) the lunar month is amanta. Source and the cases left at amanta:
 * docs/decisions/023-reader-place-and-calendar.md. Names as the gazetteer gives them (astro/admin-regions.ts).
 */
export const PURNIMANTA_STATES: ReadonlySet<string> = new Set([
  'Bihar', 'Chandigarh', 'Chhattisgarh', 'Delhi', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir',
  'Jharkhand', 'Ladakh', 'Madhya Pradesh', 'Odisha', 'Punjab', 'Rajasthan', 'Uttar Pradesh', 'Uttarakhand',
]);

const isIndia = (country: string) => /^india$/i.test(country.trim());

type Located = { latitude?: number; longitude?: number; country: string };

/** An Indian state's convention; amanta outside the purnimanta list (and for an unknown state). */
export function conventionOfState(state: string): LunarMonthConvention {
  return PURNIMANTA_STATES.has(state) ? 'purnimanta' : 'amanta';
}

// Birth places repeat on every request of a profile; the nearest-place scan is done once each.
const regions = new Map<string, { countryCode: string; region: string } | null>();

/** The country code and state of located coordinates, from the nearest gazetteer place. */
export function regionOf(place: Located): { countryCode: string; region: string } | null {
  if (place.latitude === undefined || place.longitude === undefined) return null;
  const key = `${place.latitude},${place.longitude}`;
  if (!regions.has(key)) {
    if (regions.size > 10_000) regions.clear();
    const nearest = nearestPlace(place.latitude, place.longitude);
    regions.set(key, nearest ? { countryCode: nearest.countryCode, region: nearest.region } : null);
  }
  return regions.get(key) ?? null;
}

/**
 * The convention a reader gets unless they choose one: their residence's state when they live in
 * India; living abroad (or with no residence saved), their birth place's state when born in India;
 * amanta otherwise, the reckoning of the astronomical new-moon month the engine counts by.
 */
export function regionalLunarMonth(residence: { country: string; region: string } | null, birthPlace: Located): LunarMonthConvention {
  if (residence && isIndia(residence.country)) return conventionOfState(residence.region);
  // Only an Indian birth place can name a state: skip the scan for the rest.
  if (!isIndia(birthPlace.country)) return 'amanta';
  const born = regionOf(birthPlace);
  return born?.countryCode === 'IN' ? conventionOfState(born.region) : 'amanta';
}
