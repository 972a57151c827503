/**
 * Prints the rashifal of a Moon sign for India's date as JSON: the day's, or with --period the
 * week's (Monday to Sunday), month's or year's holding the date. The text in the chosen language
 * and form, the lucky colour and number, the festivals and the facts the text rests on (the
 * Moon's houses with their change times, chandrashtama, the grahas' houses, and for a span its
 * dated ingresses, stations and eclipses). A span's run prints how long it took on stderr.
 *   npm run rashifal -- --sign mesh --on 2026-12-07
 *   npm run rashifal -- --sign vrishchik --on 2026-12-07 --lang hi --short
 *   npm run rashifal -- --sign kark --on 2027-03-01 --period monthly
 *   npm run rashifal -- --sign all --on 2027-03-01 --period yearly --short   (the twelve, as an index)
 */
import { commandLine, type CommandLine } from './cli-args';
import { rashifal } from '../src/composer/index';
import { RASHIFAL_SIGNS, signOfSlug } from '../src/shared/rashifal-signs';
import { languages } from '../src/shared/profile';

const USAGE = `Usage: npm run rashifal -- --sign ${RASHIFAL_SIGNS.join('|')}|all --on YYYY-MM-DD [--lang ${languages.join('|')}] [--short] [--period weekly|monthly|yearly]`;

const cli: CommandLine = commandLine('rashifal', USAGE);

function main(): void {
  const values = cli.parse(['sign', 'on', 'lang', 'period'], ['short']);
  if (!values.sign) cli.fail('--sign is required');
  const sign = values.sign === 'all' ? 'all' : signOfSlug(values.sign);
  if (sign === null) cli.fail(`--sign must be one of ${RASHIFAL_SIGNS.join(', ')} or all, got "${values.sign}"`);
  if (!values.on) cli.fail('--on is required');
  const language = cli.oneOf('lang', values.lang, languages, 'en');
  const period = cli.oneOf('period', values.period, ['daily', 'weekly', 'monthly', 'yearly'] as const, 'daily');
  try {
    const started = performance.now();
    const form = values.short === 'true' ? 'short' : 'full';
    const out = sign === 'all' ? RASHIFAL_SIGNS.map((_, i) => rashifal(i, values.on!, language, form, period)) : rashifal(sign, values.on, language, form, period);
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    const count = sign === 'all' ? '12 signs' : '1 sign';
    if (period !== 'daily' || sign === 'all') process.stderr.write(`${period} rashifal, ${count}, written in ${Math.round(performance.now() - started)} ms (the sky included)\n`);
  } catch (error) {
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
