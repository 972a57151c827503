/**
 * Prints the panchang of a day at a place as JSON (fields fixed), taken at local sunrise: the five
 * limbs with their end times and what follows before the next sunrise, sun and moon times, Rahu
 * kaal and the other periods, the choghadiya, festivals and fasts, the lunar months and the eras'
 * years. Times are local ISO-8601 with the place's offset, to the nearest minute.
 *   npm run panchang -- --date 2024-01-15 --place "New Delhi, India"
 *   npm run panchang -- --date 2024-01-15 --lat 28.61 --lon 77.21 [--tz Asia/Kolkata]
 */
import { commandLine, type CommandLine } from './cli-args';
import { almanacFor } from '../src/astro/almanac';
import { almanacView } from '../src/astro/almanac-view';
import { parseCivil } from '../src/astro/local-time';

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
    const { date, ...day } = almanacView(almanacFor(values.date, place), place.timezone);
    const out = {
      date,
      place: { name: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone },
      ...day,
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } catch (error) {
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
