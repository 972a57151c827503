/**
 * Prints the daily rashifal of a Moon sign for India's date as JSON: the text in the chosen
 * language and form, the lucky colour and number, the day's festivals and the facts the text
 * rests on (the Moon's houses with their change times, chandrashtama, the slow and quick grahas).
 *   npm run rashifal -- --sign mesh --on 2026-12-07
 *   npm run rashifal -- --sign vrishchik --on 2026-12-07 --lang hi --short
 */
import { commandLine, type CommandLine } from './cli-args';
import { rashifal } from '../src/composer/index';
import { RASHIFAL_SIGNS, signOfSlug } from '../src/shared/rashifal-signs';

const USAGE = `Usage: npm run rashifal -- --sign ${RASHIFAL_SIGNS.join('|')} --on YYYY-MM-DD [--lang en|hi] [--short]`;

const cli: CommandLine = commandLine('rashifal', USAGE);

function main(): void {
  const values = cli.parse(['sign', 'on', 'lang'], ['short']);
  if (!values.sign) cli.fail('--sign is required');
  const sign = signOfSlug(values.sign);
  if (sign === null) cli.fail(`--sign must be one of ${RASHIFAL_SIGNS.join(', ')}, got "${values.sign}"`);
  if (!values.on) cli.fail('--on is required');
  const language = cli.oneOf('lang', values.lang, ['en', 'hi'] as const, 'en');
  try {
    const out = rashifal(sign, values.on, language, values.short === 'true' ? 'short' : 'full');
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } catch (error) {
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
