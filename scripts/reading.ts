/**
 * Prints one built-in reading, as the composer writes it from the real chart, as JSON:
 * { type, period: { start, end }, title, text, paragraphs: [{ text }] }.
 *   npm run reading -- --type daily --date 1990-05-15 --time 14:30 --place "Mumbai, India"
 *   npm run reading -- --type career --on 2026-11-24 --name "Meera Nair" --gender female \
 *     --date 1998-12-21 --time 19:20 --lat 40.7128 --lon -74.006 --tz America/New_York
 */
import { commandLine, type CommandLine } from './cli-args';
import { PERSON_OPTIONS, PERSON_USAGE, personFrom } from './person-args';
import { buildReading } from '../src/composer';
import { birthFor, indiaDate, isCivilDate, requestInstant } from '../src/server/readings/audit/request';
import { languages } from '../src/shared/profile';
import type { Language } from '../src/shared/profile';
import { readingTypes } from '../src/shared/reading-types';
import type { ReadingType } from '../src/shared/reading-types';
import { readerOf } from '../src/server/residence/reader';

const USAGE = `Usage: npm run reading -- --type ${readingTypes.join('|')} ${PERSON_USAGE}
         [--on YYYY-MM-DD] [--lang ${languages.join('|')}]
  --on      the date the reading is requested on, where the reader lives (the birth place; at 09:00 there); default today in India
  --lang    the language the reading is written in; default en`;

const OPTIONS = ['type', 'on', 'lang', ...PERSON_OPTIONS] as const;

// Explicitly typed, so that `cli.fail(…)` (never returns) narrows the checks below.
const cli: CommandLine = commandLine('reading', USAGE);

function main(): void {
  const values = cli.parse(OPTIONS);
  if (values.type === undefined) cli.fail('--type is required');
  const type = cli.oneOf<ReadingType>('type', values.type, readingTypes, 'daily');
  const language = cli.oneOf<Language>('lang', values.lang, languages, 'en');
  const on = values.on ?? indiaDate(new Date());
  if (!isCivilDate(on)) cli.fail(`--on must be a date YYYY-MM-DD, got "${on}"`);

  try {
    const { profile, timezone } = personFrom(cli, values);
    const reading = buildReading({ profile, birth: birthFor(profile), reader: readerOf(profile), readingType: type, now: requestInstant(on, timezone) }, language);
    const { period, title, text, paragraphs } = reading;
    process.stdout.write(`${JSON.stringify({ type: reading.type, period, title, text, paragraphs }, null, 2)}\n`);
  } catch (error) {
    // The engine reports bad birth details (a time that does not exist, an unknown zone) as RangeError.
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
