/**
 * Prints the Kundli Milan (Ashtakoota, 36 gunas) of two births as JSON.
 *   npm run match -- --a-date 1990-05-15 --a-time 14:30 --a-place "Mumbai, India" --b-date 1992-08-20 --b-time 06:15 --b-place "Pune, India"
 *   npm run match -- … --a-lat 19.076 --a-lon 72.8777 --a-tz Asia/Kolkata …
 * --a-gender / --b-gender (male|female) decide who is taken as the groom when they differ;
 * otherwise side a is.
 * --system south adds the ten poruthams (counted from the bride's star to the groom's) and their
 * verdict beside the 36 gunas; --system north (the default) prints the gunas alone.
 */
import { commandLine, type CommandLine } from './cli-args';
import { buildChart } from '../src/astro/chart';
import { matchCharts } from '../src/astro/matching';
import type { Gender, Side } from '../src/astro/matching';
import { poruthamsOfMatch } from '../src/astro/porutham';

const USAGE = 'Usage: npm run match -- --a-date YYYY-MM-DD --a-time HH:MM (--a-place "City, Country" | --a-lat N --a-lon N [--a-tz Zone]) [--a-gender male|female] --b-date … --b-time … (--b-place … | --b-lat … --b-lon … [--b-tz …]) [--b-gender …] [--system north|south]';

const cli: CommandLine = commandLine('match', USAGE);
const FIELDS = ['date', 'time', 'place', 'lat', 'lon', 'tz', 'gender'] as const;

function birth(side: Side, values: Record<string, string | undefined>) {
  const own = Object.fromEntries(FIELDS.map((f) => [f, values[`${side}-${f}`]]));
  if (!own.date) cli.fail(`--${side}-date is required`);
  if (!own.time) cli.fail(`--${side}-time is required`);
  if (own.place === undefined && (own.lat === undefined || own.lon === undefined)) cli.fail(`give --${side}-place or --${side}-lat and --${side}-lon`);
  const gender = own.gender === undefined ? null : cli.oneOf<Gender>(`${side}-gender`, own.gender, ['male', 'female'], 'male');
  const place = cli.place(own);
  const chart = buildChart({ date: own.date!, time: own.time!, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone });
  return { chart, gender, place };
}

function main(): void {
  const values = cli.parse([...(['a', 'b'] as const).flatMap((side) => FIELDS.map((f) => `${side}-${f}`)), 'system']);
  const system = cli.oneOf('system', values.system, ['north', 'south'] as const, 'north');
  try {
    const a = birth('a', values);
    const b = birth('b', values);
    const result = matchCharts(a, b);
    const input = (s: typeof a) => ({ date: s.chart.input.date, time: s.chart.input.time, place: s.place.name, utc: s.chart.utc.replace('.000Z', 'Z'), gender: s.gender });
    const south = () => {
      const { poruthams, ...verdict } = poruthamsOfMatch(result);
      return { system: 'south', poruthams, porutham: verdict };
    };
    const out = { input: { a: input(a), b: input(b) }, ...result, ...(system === 'south' ? south() : {}) };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } catch (error) {
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
