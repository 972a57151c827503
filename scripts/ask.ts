/**
 * Answers one question from the chart, as JSON:
 * { topic, timeframe: { start, end }, language, refused: null | { reason }, answer, windows: [{ start, end, strength, why }], basis: [string] }.
 *   npm run ask -- --question "When will I get married?" --on 2026-12-07 --name "Asha Verma" --gender female \
 *     --date 1990-05-15 --time 14:30 --place "Mumbai, India"
 *   npm run ask -- --question "मेरा विदेश जाने का योग कब है?" --date 1998-12-21 --time 19:20 --lat 40.7128 --lon -74.006 --tz America/New_York
 * A question that is not answered (a death, a diagnosis, bets, the sex of an unborn child, someone
 * not saved, self-harm) prints `refused` with its reason and the reply to show instead.
 */
import { commandLine, type CommandLine } from './cli-args';
import { PERSON_OPTIONS, PERSON_USAGE, personFrom } from './person-args';
import { answerQuestion } from '../src/composer';
import { birthFor, indiaDate, isCivilDate, requestInstant } from '../src/server/readings/audit/request';
import { readerOf } from '../src/server/residence/reader';
import { MAX_QUESTION_LENGTH, understandQuestion } from '../src/server/questions/understand-question';
import { languages, type Language } from '../src/shared/profile';

const USAGE = `Usage: npm run ask -- --question "…" ${PERSON_USAGE}
         [--on YYYY-MM-DD] [--lang ${languages.join('|')}]
  --question  the question, in English, Hindi, Hinglish, Tamil or Telugu (at most ${MAX_QUESTION_LENGTH} characters)
  --on        the date it is asked on, where the asker lives (the birth place; at 09:00 there); default today in India
  --lang      the language of the answer; default Hindi for a question in Devanagari, Tamil or Telugu for one in
              their scripts, English otherwise (Hinglish too)`;

const OPTIONS = ['question', 'on', 'lang', ...PERSON_OPTIONS] as const;

const cli: CommandLine = commandLine('ask', USAGE);

function main(): void {
  const values = cli.parse(OPTIONS);
  const question = values.question?.trim();
  if (!question) cli.fail('--question is required');
  if (question.length > MAX_QUESTION_LENGTH) cli.fail(`--question must be at most ${MAX_QUESTION_LENGTH} characters, got ${question.length}`);
  if (values.lang !== undefined) cli.oneOf<Language>('lang', values.lang, languages, 'en');
  const on = values.on ?? indiaDate(new Date());
  if (!isCivilDate(on)) cli.fail(`--on must be a date YYYY-MM-DD, got "${on}"`);

  try {
    const { profile, timezone } = personFrom(cli, values);
    const reader = readerOf(profile);
    const now = requestInstant(on, timezone);
    const understood = understandQuestion(question, { now, timeZone: reader.place.timezone });
    const language: Language = (values.lang as Language | undefined) ?? (understood.register === 'hinglish' ? 'en' : understood.register);
    if (!understood.answer) {
      const out = { topic: null, timeframe: null, language, refused: { reason: understood.reason }, answer: understood.reply[language], windows: [], basis: [] };
      process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    const a = answerQuestion({ topic: understood.topic, timeframe: understood.timeframe }, { profile, birth: birthFor(profile), reader, now }, language);
    const out = { topic: a.topic, timeframe: a.timeframe, language, refused: null, answer: a.answer, windows: a.windows, basis: a.basis };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } catch (error) {
    // Bad birth details (a time that does not exist, an unknown zone) come back as RangeError.
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
