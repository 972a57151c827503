/**
 * Prints the panchang of a day at a place as JSON (fields fixed), taken at local sunrise.
 *   npm run panchang -- --date 2024-01-15 --place "New Delhi, India"
 *   npm run panchang -- --date 2024-01-15 --lat 28.61 --lon 77.21 [--tz Asia/Kolkata]
 */
import { commandLine, type CommandLine } from './cli-args';
import { parseCivil } from '../src/astro/local-time';
import { computePanchang } from '../src/astro/panchang';

const USAGE = 'Usage: npm run panchang -- --date YYYY-MM-DD (--place "City, Country" | --lat N --lon N [--tz Zone])';



// Explicitly typed, so that `cli.fail(…)` (never returns) narrows the checks below.
const cli: CommandLine = commandLine('panchang', USAGE);

function main(): void {
  const values = cli.parse(['date', 'place', 'lat', 'lon', 'tz']);
  if (!values.date) cli.fail('--date is required');
  if (values.place === undefined && values.lat === undefined && values.lon === undefined) cli.fail('give --place or --lat and --lon');
  try {
    parseCivil(values.date, '12:00');
    const place = cli.place(values);
    const p = computePanchang(values.date, place);
    const out = {
      date: p.date,
      place: { name: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone },
      sunrise: p.sunrise,
      sunset: p.sunset,
      vara: { name: p.vara.name, english: p.vara.english },
      tithi: p.tithi,
      nakshatra: { index: p.nakshatra.index, name: p.nakshatra.name, english: p.nakshatra.english, pada: p.nakshatra.pada },
      yoga: p.yoga,
      karana: { name: p.karana.name },
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } catch (error) {
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
