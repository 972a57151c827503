/**
 * Prints one built-in reading, as the composer writes it from the real chart, as JSON:
 * { type, period: { start, end }, title, text, paragraphs: [{ text }] }.
 *   npm run reading -- --type daily --date 1990-05-15 --time 14:30 --place "Mumbai, India"
 *   npm run reading -- --type career --on 2026-11-24 --name "Meera Nair" --gender female \
 *     --date 1998-12-21 --time 19:20 --lat 40.7128 --lon -74.006 --tz America/New_York
 */
import { commandLine, type CommandLine } from './cli-args';
import { buildReading } from '../src/composer';
import { birthFor, indiaDate, isCivilDate, profileFor, requestInstant } from '../src/server/readings/audit/request';
import { birthTimeRanges, type BirthTimeKnowledge } from '../src/shared/birth-time';
import { genders, languages } from '../src/shared/profile';
import type { Language } from '../src/shared/profile';
import { readingTypes } from '../src/shared/reading-types';
import type { ReadingType } from '../src/shared/reading-types';
import { readerOf } from '../src/server/residence/reader';

const USAGE = `Usage: npm run reading -- --type ${readingTypes.join('|')} --date YYYY-MM-DD --time HH:MM|unknown|${birthTimeRanges.join('|')}
         (--place "City, Country" | --lat N --lon N [--tz Zone])
         [--on YYYY-MM-DD] [--name "Full Name"] [--gender female|male] [--lang en|hi]
  --time    the birth time, or 'unknown', or the part of the day it fell in
  --on      the date the reading is requested on, where the reader lives (the birth place; at 09:00 there); default today in India
  --name    default "Asha Verma"
  --gender  default female
  --lang    the language the reading is written in; default en`;

const OPTIONS = ['type', 'on', 'name', 'gender', 'date', 'time', 'place', 'lat', 'lon', 'tz', 'lang'] as const;

// Explicitly typed, so that `cli.fail(…)` (never returns) narrows the checks below.
const cli: CommandLine = commandLine('reading', USAGE);


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

function main(): void {
  const values = cli.parse(OPTIONS);
  if (values.type === undefined) cli.fail('--type is required');
  const type = cli.oneOf<ReadingType>('type', values.type, readingTypes, 'daily');
  const language = cli.oneOf<Language>('lang', values.lang, languages, 'en');
  const gender = cli.oneOf('gender', values.gender, genders, 'female');
  const name = (values.name ?? 'Asha Verma').trim();
  if (name === '') cli.fail('--name must not be empty');
  if (!values.date) cli.fail('--date is required');
  if (!isCivilDate(values.date)) cli.fail(`--date must be a date YYYY-MM-DD, got "${values.date}"`);
  if (!values.time) cli.fail('--time is required');
  const timeKnown = knowledgeOf(values.time);
  if (timeKnown.birthTimeAccuracy === 'exact' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) cli.fail(`--time must be HH:MM, unknown or a part of the day, got "${values.time}"`);
  if (values.place === undefined && values.lat === undefined && values.lon === undefined) cli.fail('give --place or --lat and --lon');
  const on = values.on ?? indiaDate(new Date());
  if (!isCivilDate(on)) cli.fail(`--on must be a date YYYY-MM-DD, got "${on}"`);

  try {
    const place = cli.place(values);
    const profile = profileFor({
      name, gender, date: values.date, time: timeKnown.birthTimeAccuracy === 'exact' ? values.time : '', timeKnown,
      ...placeNames(place.name, place.country, place.latitude, place.longitude),
      latitude: place.latitude, longitude: place.longitude, timezone: place.timezone,
    });
    const reading = buildReading({ profile, birth: birthFor(profile), reader: readerOf(profile), readingType: type, now: requestInstant(on, place.timezone) }, language);
    const { period, title, text, paragraphs } = reading;
    process.stdout.write(`${JSON.stringify({ type: reading.type, period, title, text, paragraphs }, null, 2)}\n`);
  } catch (error) {
    // The engine reports bad birth details (a time that does not exist, an unknown zone) as RangeError.
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
