/**
 * The birth details the reading and question commands share: --name, --gender, --date, --time and
 * --place or --lat/--lon/--tz, checked and turned into the profile the server would hold.
 */
import type { CommandLine } from './cli-args';
import { isCivilDate, profileFor } from '../src/server/readings/audit/request';
import { birthTimeRanges, type BirthTimeKnowledge } from '../src/shared/birth-time';
import { genders, type ProfileView } from '../src/shared/profile';

export const PERSON_OPTIONS = ['name', 'gender', 'date', 'time', 'place', 'lat', 'lon', 'tz'] as const;

export const PERSON_USAGE = `--date YYYY-MM-DD --time HH:MM|unknown|${birthTimeRanges.join('|')}
         (--place "City, Country" | --lat N --lon N [--tz Zone]) [--name "Full Name"] [--gender female|male]
  --time    the birth time, or 'unknown', or the part of the day it fell in
  --name    default "Asha Verma"
  --gender  default female`;

/**
 * The place as the profile stores it. Coordinates have no city: they are written out and put
 * where the country goes, because a reading names a place "city, country" whenever it has a city,
 * and an empty country would leave a dangling comma.
 */
function placeNames(name: string | null, country: string | null, latitude: number, longitude: number): { city: string; country: string } {
  if (name !== null) return { city: name, country: country ?? '' };
  const deg = (x: number, plus: string, minus: string): string => `${Math.abs(x).toFixed(2)}° ${x < 0 ? minus : plus}`;
  return { city: '', country: `${deg(latitude, 'N', 'S')}, ${deg(longitude, 'E', 'W')}` };
}

/** --time unknown, or a part of the day ('morning'…), says the exact time is not known. */
function knowledgeOf(time: string): BirthTimeKnowledge {
  if (time === 'unknown') return { birthTimeAccuracy: 'unknown', birthTimeRange: null };
  const range = birthTimeRanges.find((r) => r === time);
  return range ? { birthTimeAccuracy: 'range', birthTimeRange: range } : { birthTimeAccuracy: 'exact', birthTimeRange: null };
}

/** The profile from the options, or a usage error. A place that cannot be found throws RangeError. */
export function personFrom(cli: CommandLine, values: Record<string, string | undefined>): { profile: ProfileView; timezone: string } {
  const gender = cli.oneOf('gender', values.gender, genders, 'female');
  const name = (values.name ?? 'Asha Verma').trim();
  if (name === '') cli.fail('--name must not be empty');
  if (!values.date) cli.fail('--date is required');
  if (!isCivilDate(values.date)) cli.fail(`--date must be a date YYYY-MM-DD, got "${values.date}"`);
  if (!values.time) cli.fail('--time is required');
  const timeKnown = knowledgeOf(values.time);
  if (timeKnown.birthTimeAccuracy === 'exact' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) cli.fail(`--time must be HH:MM, unknown or a part of the day, got "${values.time}"`);
  if (values.place === undefined && values.lat === undefined && values.lon === undefined) cli.fail('give --place or --lat and --lon');
  const place = cli.place(values);
  const profile = profileFor({
    name, gender, date: values.date, time: timeKnown.birthTimeAccuracy === 'exact' ? values.time : '', timeKnown,
    ...placeNames(place.name, place.country, place.latitude, place.longitude),
    latitude: place.latitude, longitude: place.longitude, timezone: place.timezone,
  });
  return { profile, timezone: place.timezone };
}
