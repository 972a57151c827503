/**
 * Prints the muhurta windows for an event over a range of dates at a place as JSON: each window's
 * local start and end, grade, the day's limbs, why it qualifies and what was cut out of it, then
 * the blackouts that closed the rest. With up to two people's birth details, only the windows whose
 * tara bala and chandra bala hold for everyone; for a wedding the first is the bride (Guru bala
 * is read for her) and the second the groom (Surya bala).
 *   npm run muhurta -- --event marriage --from 2027-01-01 --to 2027-12-31 --place "New Delhi, India"
 *   npm run muhurta -- --event travel --from 2027-03-01 --to 2027-03-31 --lat 40.22 --lon -74.76 --tz America/New_York
 *   … --person-date 1995-04-12 --person-time 08:30 --person-place "Jaipur, India" (repeat for a second person)
 */
import { parseArgs } from 'node:util';
import { commandLine, joinNegativeNumbers, type CommandLine } from './cli-args';
import { resolveBirthPlace } from '../src/astro/birth-place';
import { formatLocalDateTime, localToUtc, parseCivil } from '../src/astro/local-time';
import { findMuhurtas } from '../src/astro/muhurta';
import { forPeople } from '../src/astro/muhurta-personal';
import type { BirthMoon } from '../src/astro/muhurta-personal';
import { EVENT_ALIASES, eventNamed, MUHURTA_EVENTS } from '../src/astro/muhurta-rules';
import { nakshatraOf } from '../src/astro/nakshatra';
import { siderealLongitude } from '../src/astro/transit-events';
import { signOf } from '../src/astro/zodiac';

const USAGE = 'Usage: npm run muhurta -- --event NAME --from YYYY-MM-DD --to YYYY-MM-DD (--place "City, Country" | --lat N --lon N [--tz Zone])'
  + ' [--person-date YYYY-MM-DD --person-time HH:MM --person-place "City, Country"] (up to two people; for a wedding the bride, then the groom)';
const NAMES = [...MUHURTA_EVENTS, ...Object.keys(EVENT_ALIASES)];
/** A range longer than this is refused: the search is meant for a year's planning, not an ephemeris. */
const MAX_DAYS = 800;

const cli: CommandLine = commandLine('muhurta', USAGE);

function readArgs() {
  try {
    const single = ['event', 'from', 'to', 'place', 'lat', 'lon', 'tz'].map((n) => [n, { type: 'string' as const }]);
    const repeated = ['person-date', 'person-time', 'person-place'].map((n) => [n, { type: 'string' as const, multiple: true as const }]);
    return parseArgs({ args: joinNegativeNumbers(process.argv.slice(2)), options: Object.fromEntries([...single, ...repeated]), strict: true, allowPositionals: false })
      .values as Record<string, string | string[] | undefined>;
  } catch (error) {
    return cli.fail(error instanceof Error ? error.message : String(error));
  }
}

function people(values: Record<string, string | string[] | undefined>, wedding: boolean): BirthMoon[] {
  const list = (name: string) => (values[name] as string[] | undefined) ?? [];
  const [dates, times, places] = [list('person-date'), list('person-time'), list('person-place')];
  if (dates.length !== times.length || dates.length !== places.length) cli.fail('each person needs --person-date, --person-time and --person-place');
  if (dates.length > 2) cli.fail('at most two people');
  if (wedding && dates.length === 1) cli.fail('a wedding needs two people: the bride, then the groom');
  return dates.map((date, i) => {
    parseCivil(date, times[i]!);
    const place = resolveBirthPlace({ text: places[i] });
    const moon = siderealLongitude('Moon', localToUtc(date, times[i]!, place.timezone).utcMs);
    const role = wedding ? (['bride', 'groom'] as const)[i]! : undefined;
    return { label: `person ${i + 1}`, nakshatra: nakshatraOf(moon).index, sign: signOf(moon), ...(role ? { role } : {}) };
  });
}

function main(): void {
  const values = readArgs();
  const text = (name: string) => values[name] as string | undefined;
  if (!text('event')) cli.fail(`--event is required (one of ${NAMES.join(', ')})`);
  const event = eventNamed(text('event')!);
  if (!event) cli.fail(`--event must be one of ${NAMES.join(', ')}, got "${text('event')}"`);
  const from = text('from');
  const to = text('to');
  if (!from || !to) cli.fail('--from and --to are required');
  if (text('place') === undefined && text('lat') === undefined && text('lon') === undefined) cli.fail('give --place or --lat and --lon');
  try {
    parseCivil(from, '12:00');
    parseCivil(to, '12:00');
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) cli.fail('--to is before --from');
    if (days > MAX_DAYS) cli.fail(`the range is longer than ${MAX_DAYS} days`);
    const place = cli.place({ place: text('place'), lat: text('lat'), lon: text('lon'), tz: text('tz') });
    const persons = people(values, event === 'vivah');
    const search = findMuhurtas(event, place, from, to);
    const windows = persons.length ? forPeople(search.windows, persons) : search.windows;
    const local = (ms: number) => formatLocalDateTime(Math.round(ms / 60_000) * 60_000, place.timezone);
    const out = {
      event,
      place: { name: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone },
      windows: windows.map((w) => ({
        start: local(w.startMs),
        end: local(w.endMs),
        grade: w.grade,
        tithi: `${w.tithi.paksha} ${w.tithi.name}`,
        nakshatra: w.nakshatra.name,
        yoga: w.yoga.name,
        karana: w.karana.name,
        ...(w.lagna ? { lagna: w.lagna.name } : {}),
        reasons: w.reasons,
        avoided: w.avoided,
      })),
      blackouts: search.blackouts.map((b) => ({ kind: b.kind, start: local(b.startMs), end: local(b.endMs) })),
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } catch (error) {
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
