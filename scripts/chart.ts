/**
 * Prints a sidereal birth chart as JSON (fields fixed: our own checks read them).
 *   npm run chart -- --date 1990-05-15 --time 14:30 --place "Mumbai, India"
 *   npm run chart -- --date 1990-05-15 --time 14:30 --lat 19.076 --lon 72.8777 --tz Asia/Kolkata [--node true]
 * Options: --node mean|true, --time-rule zone|lmt, --dasha-year julian|sidereal.
 */
import { commandLine, type CommandLine } from './cli-args';
import { buildChart } from '../src/astro/chart';
import { computeDashas } from '../src/astro/dasha';
import type { DashaYear } from '../src/astro/dasha';
import { formatLocalDate, formatOffset } from '../src/astro/local-time';

const USAGE = 'Usage: npm run chart -- --date YYYY-MM-DD --time HH:MM (--place "City, Country" | --lat N --lon N [--tz Zone]) [--node mean|true] [--time-rule zone|lmt] [--dasha-year julian|sidereal]';




// Explicitly typed, so that `cli.fail(…)` (never returns) narrows the checks below.
const cli: CommandLine = commandLine('chart', USAGE);

function main(): void {
  const values = cli.parse(['date', 'time', 'place', 'lat', 'lon', 'tz', 'node', 'time-rule', 'dasha-year']);
  if (!values.date) cli.fail('--date is required');
  if (!values.time) cli.fail('--time is required');
  if (values.place === undefined && values.lat === undefined && values.lon === undefined) cli.fail('give --place or --lat and --lon');
  if (values.place === undefined && values.tz === undefined && (values.lat === undefined) !== (values.lon === undefined)) cli.fail('give both --lat and --lon');
  const node = cli.oneOf('node', values.node, ['mean', 'true'] as const, 'mean');
  const timeRule = cli.oneOf('time-rule', values['time-rule'], ['zone', 'lmt'] as const, 'zone');
  const dashaYear = cli.oneOf<DashaYear>('dasha-year', values['dasha-year'], ['julian', 'sidereal'], 'julian');

  try {
    const place = cli.place(values);
    const chart = buildChart({
      date: values.date, time: values.time,
      latitude: place.latitude, longitude: place.longitude, timezone: place.timezone, node, timeRule,
    });
    const dashas = computeDashas(chart, { year: dashaYear });
    const day = (ms: number): string => formatLocalDate(ms, place.timezone);
    const out = {
      input: {
        date: values.date,
        time: values.time,
        place: { name: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone },
        utc: chart.utc.replace('.000Z', 'Z'),
        utcOffset: formatOffset(chart.localTime.offsetSeconds),
        timeCase: chart.localTime.kind,
        timeNote: chart.localTime.note,
        node,
      },
      ayanamsa: { name: 'Lahiri', degrees: chart.ayanamsa },
      ascendant: {
        longitude: chart.ascendant.longitude, sign: chart.ascendant.sign,
        nakshatra: chart.ascendant.nakshatra, pada: chart.ascendant.pada,
      },
      planets: chart.bodies.map((b) => ({
        name: b.name, longitude: b.longitude, sign: b.sign, degree: b.degree,
        nakshatra: b.nakshatra, pada: b.pada, house: b.house, retrograde: b.retrograde,
        nakshatraLord: b.nakshatraLord, combust: b.combust, navamsaSign: b.navamsaSign, dignity: b.dignity,
      })),
      dashaYear: { name: dashas.year, days: dashas.yearDays },
      dasha: dashas.mahadashas.map((m) => ({
        lord: m.lord, start: day(m.startMs), end: day(m.endMs),
        antardashas: m.antardashas.map((a) => ({ lord: a.lord, start: day(a.startMs), end: day(a.endMs) })),
      })),
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } catch (error) {
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
