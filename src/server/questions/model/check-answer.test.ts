import { describe, expect, it } from 'vitest';
import { PEOPLE } from '../../../../tests/support/test-profiles';
import { answerSheetOf, learnFrom } from './answer-sheet';
import { checkAnswer } from './check-answer';
import { requestFor } from '../../../../tests/support/question-request';

const QUESTIONS = [
  'When will I get married?',
  'Should I change jobs this year?',
  'Will I buy a house in the next 2 years?',
  'How will my health be next year?',
  'Is this month good to start a business?',
  'What does my chart say about me?',
  'When will I go abroad?',
];

describe('the fact check of an answer to a question', () => {
  it('passes every built-in answer, in English and Hindi: the words the model is held to are true', () => {
    const failures: string[] = [];
    for (const p of PEOPLE) {
      for (const q of QUESTIONS) {
        for (const language of ['en', 'hi'] as const) {
          const request = requestFor(p, q, '2026-12-07', language);
          const verdict = checkAnswer(request.builtin.answer, language, answerSheetOf(request));
          if (!verdict.ok) failures.push(`${p.name} / ${q} / ${language}: ${JSON.stringify(verdict.problems)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  const rohan = PEOPLE[1]!; // Delhi 1985-11-02 06:10: Saturn mahadasha 25 January 2022 – 25 January 2041.

  it('fails a mahadasha the chart does not have, dated by a year, in English and Hindi', () => {
    const en = requestFor(rohan, 'When will I get married?', '2026-12-07', 'en');
    const verdict = checkAnswer('Your Venus mahadasha from 2027 brings marriage.', 'en', answerSheetOf(en));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.map((p) => p.kind)).toContain('dasha');
    expect(verdict.problems.find((p) => p.kind === 'dasha')?.expected).toContain('Saturn mahadasha 2022-01-25 – 2041-01-25');

    const hi = requestFor(rohan, 'मेरी शादी कब होगी?', '2026-12-07', 'hi');
    expect(checkAnswer('२०२७ से आपकी शुक्र महादशा विवाह लाएगी।', 'hi', answerSheetOf(hi)).problems.map((p) => p.kind)).toContain('dasha');
    expect(checkAnswer('शनि महादशा (25 जनवरी 2022 – 25 जनवरी 2041) चल रही है।', 'hi', answerSheetOf(hi)).ok).toBe(true);
  });

  it('fails a window whose dates are not the engine’s, and keeps one that is', () => {
    const request = requestFor(rohan, 'When will I get married?', '2026-12-07', 'en');
    const sheet = answerSheetOf(request);
    const w = request.builtin.windows[0]!;
    const [y, m, d] = w.end.split('-').map(Number);
    const moved = new Date(Date.UTC(y!, m! - 1, d! + 9)).toISOString().slice(0, 10);
    expect(checkAnswer(`The best time is ${w.start} to ${w.end}.`, 'en', sheet).ok).toBe(true);
    const wrong = checkAnswer(`The best time is ${w.start} to ${moved}.`, 'en', sheet);
    expect(wrong.ok).toBe(false);
    expect(wrong.problems.map((p) => p.kind)).toContain('date');
  });

  it('fails a graha in a sign it is not in, and a pratyantardasha dated wrongly', () => {
    const request = requestFor(rohan, 'When will I get married?', '2026-12-07', 'en');
    const sheet = answerSheetOf(request);
    // Rohan's Venus is in Virgo; Aries is neither its sign, nor its navamsa's, nor one it visits soon.
    expect(checkAnswer('Your natal Venus is in Aries.', 'en', sheet).problems.map((p) => p.kind)).toEqual(['sign']);
    expect(checkAnswer('The Mars pratyantardasha (1 March 2028 – 25 March 2028) is the strongest.', 'en', sheet).ok).toBe(true);
    expect(checkAnswer('The Venus pratyantardasha (1 March 2028 – 25 March 2028) is the strongest.', 'en', sheet).ok).toBe(false);
  });

  it('lets through true claims however a model words them, in English and Hindi', () => {
    const en = answerSheetOf(requestFor(rohan, 'When will I get married?', '2026-12-07', 'en'));
    const trueEn = [
      'Your Mercury antardasha runs until 8 October 2027, and the Ketu antardasha begins on 8 October 2027.',
      'In 2028 the Ketu antardasha gives way to the Venus antardasha (16 November 2028 – 17 January 2032).',
      'Between 1 March 2028 and 25 March 2028 the Mars pratyantardasha runs.',
      'From 7 December 2026 to 26 December 2026 is a strong window.',
      'Saturn (Shani) transits Pisces until 3 June 2027, then moves on; Jupiter moves through Leo from 31 October 2026 to 25 January 2027.',
      'The Shani mahadasha, which began in 2022, lasts until 2041.',
      'Today, 7 December 2026, you are in the Rahu pratyantardasha.',
    ];
    for (const line of trueEn) expect({ line, problems: checkAnswer(line, 'en', en).problems }).toEqual({ line, problems: [] });

    const hi = answerSheetOf(requestFor(rohan, 'मेरी शादी कब होगी?', '2026-12-07', 'hi'));
    const trueHi = [
      '8 अक्टूबर 2027 से केतु की अंतर्दशा शुरू होगी।',
      'शुक्र अंतर्दशा (16 नवम्बर 2028 – 17 जनवरी 2032) विवाह के लिए अहम है।',
      '1 मार्च 2028 से 25 मार्च 2028 तक मंगल की प्रत्यंतर दशा रहेगी।',
      'गुरु सिंह राशि में (31 अक्तूबर 2026 – 25 जनवरी 2027) गोचर करेंगे।',
      '२०२८ में केतु अंतर्दशा चलेगी।',
    ];
    for (const line of trueHi) expect({ line, problems: checkAnswer(line, 'hi', hi).problems }).toEqual({ line, problems: [] });
    const falseHi = ['1 मार्च 2028 से 30 मार्च 2028 तक मंगल की प्रत्यंतर दशा रहेगी।', '2030 में केतु अंतर्दशा चलेगी।', 'गुरु सिंह राशि में (1 नवंबर 2026 – 25 जनवरी 2027) गोचर करेंगे।'];
    for (const line of falseHi) expect(checkAnswer(line, 'hi', hi).ok, line).toBe(false);

    // Rohan's Saturn sits in Scorpio, his 2nd house (the 6th from his Gemini Moon); it will not reach the 4th or 3rd for years.
    expect(checkAnswer('शनि आपके दूसरे भाव में बैठे हैं और आपके लग्न के लिए योगकारक हैं।', 'hi', hi).ok).toBe(true);
    for (const line of ['शनि आपके चौथे भाव में बैठे हैं।', 'इस साल शनि 3वें भाव में रहेंगे।']) expect(checkAnswer(line, 'hi', hi).problems.map((p) => p.kind), line).toEqual(['house']);
  });

  it('accepts a date a tool returned once the sheet has learned it', () => {
    const request = requestFor(rohan, 'When will I get married?', '2026-12-07', 'en');
    const sheet = answerSheetOf(request);
    const claim = 'On 14 February 2027 the day is good.';
    expect(checkAnswer(claim, 'en', sheet).ok).toBe(false);
    learnFrom(sheet, { date: '2027-02-14', tithi: { number: 8 } });
    expect(checkAnswer(claim, 'en', sheet).ok).toBe(true);
  });
});
