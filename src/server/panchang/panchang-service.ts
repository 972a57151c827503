import { almanacFor } from '../../astro/almanac';
import { almanacView, type AlmanacView } from '../../astro/almanac-view';
import { resolvePlace, timezoneAt } from '../../astro/places';
import type { ProfileView } from '../../shared/profile';
import { INDIA_TIME_ZONE } from '../../shared/india-time';
import type { LunarMonthConvention } from '../../shared/residence';
import { localStamp } from '../../astro/civil-dates';

/**
 * Where a panchang is for: a city the user picked (its coordinates; the time zone is worked out
 * here from them, never taken from the browser), else where the user lives now, else their birth
 * place, else New Delhi.
 */
export type PanchangPlace = {
  label: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** 'chosen' from the city picker, 'residence' where the user lives now, 'birth' the profile's birth place, 'default' New Delhi. */
  source: 'chosen' | 'residence' | 'birth' | 'default';
};

export type PanchangView = AlmanacView & {
  place: PanchangPlace;
  /** Today's date at the place, for the page's "today" (the day shown when none is asked for). */
  today: string;
  /** How the reader names lunar months; the monthly fasts here are named so. */
  lunarMonth: LunarMonthConvention;
};

/** Drik Panchang's default city, and the capital's: used when a birth place is not on our map. */
const NEW_DELHI = { label: 'New Delhi, India', latitude: 28.6139, longitude: 77.209, timezone: INDIA_TIME_ZONE };

/** 13.0827, 80.2707 → '13.08° N, 80.27° E', the label of a place picked without one. */
const coordinatesLabel = (latitude: number, longitude: number) =>
  `${Math.abs(latitude).toFixed(2)}° ${latitude < 0 ? 'S' : 'N'}, ${Math.abs(longitude).toFixed(2)}° ${longitude < 0 ? 'W' : 'E'}`;

export function chosenPlace(latitude: number, longitude: number, label: string | undefined): PanchangPlace {
  return { label: label || coordinatesLabel(latitude, longitude), latitude, longitude, timezone: timezoneAt(latitude, longitude), source: 'chosen' };
}

/** Where the user lives now when they saved it (docs/decisions/023), else the birth place. */
export function readerPlaceOf(profile: ProfileView | null): PanchangPlace {
  const home = profile?.residence;
  if (!home) return birthPlaceOf(profile);
  const label = home.country ? `${home.city}, ${home.country}` : home.city;
  return { label, latitude: home.latitude, longitude: home.longitude, timezone: home.timezone, source: 'residence' };
}

/** The birth place's coordinates as stored, or found on the map for a place typed freely. */
export function birthPlaceOf(profile: ProfileView | null): PanchangPlace {
  const location = profile?.birthLocation;
  if (!location?.city) return { ...NEW_DELHI, source: 'default' };
  const label = location.country ? `${location.city}, ${location.country}` : location.city;
  if (location.latitude !== undefined && location.longitude !== undefined && location.timezone) {
    return { label, latitude: location.latitude, longitude: location.longitude, timezone: location.timezone, source: 'birth' };
  }
  const found = resolvePlace(label);
  return found ? { label, latitude: found.latitude, longitude: found.longitude, timezone: found.timezone, source: 'birth' } : { ...NEW_DELHI, source: 'default' };
}

/**
 * The almanacs computed lately, by day and place: a day takes 20–100 ms to compute and the same
 * few (today, at a handful of cities) are asked for again and again. Oldest out first.
 */
const recent = new Map<string, AlmanacView>();
const RECENT_MAX = 500;

function almanacViewFor(date: string, place: PanchangPlace, reckoning: LunarMonthConvention): AlmanacView {
  const key = `${date}|${place.latitude}|${place.longitude}|${place.timezone}|${reckoning}`;
  let view = recent.get(key);
  if (view) {
    recent.delete(key);
  } else {
    view = almanacView(almanacFor(date, place, reckoning), place.timezone);
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  }
  recent.set(key, view);
  return view;
}

/** The panchang of a date (today at the place when none is given) at a place, months named the reader's way. */
export function panchangFor(date: string | undefined, place: PanchangPlace, now: Date, lunarMonth: LunarMonthConvention = 'amanta'): PanchangView {
  const today = localStamp(now.getTime(), place.timezone).date;
  return { ...almanacViewFor(date ?? today, place, lunarMonth), place, today, lunarMonth };
}
