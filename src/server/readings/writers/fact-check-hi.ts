/**
 * Does a model's Hindi reading contradict the chart? The Hindi counterpart of fact-check.ts, with
 * the same rule: a true sentence must never be flagged, a false one it cannot read is let through.
 * It reads the claims Hindi states in a fixed shape:
 * - a graha in a sign: 'शनि कुंभ राशि में', 'चंद्रमा इस सप्ताह वृषभ में' (the last graha named before
 *   the sign in the same clause, close, with nothing between that hands the sign to something else);
 * - the lagna and the Moon sign: 'आपका लग्न सिंह है', 'आपका सिंह लग्न', 'चंद्र राशि मकर';
 * - a dasha lord: 'शनि की महादशा', 'राहु अंतर्दशा';
 * - a date, with its weekday: 'सोमवार, 24 नवंबर 2026'.
 * Houses ('दसवें भाव में') are not read: Hindi words them too many ways to read them safely.
 * Sentences that speak hypothetically, of the past, of general rules or of someone else's chart
 * are not read for placements, as in English.
 */
import { GRAHAS, type Graha } from '../../../astro/zodiac';
import { judgeDashaLord, judgeDate, judgeGrahaSign, lagnaExpected, verdictOf, type CheckResult, type Problem } from './fact-check';
import type { FactSheet } from './fact-sheet';

const GRAHA_WORDS: Readonly<Record<Graha, readonly string[]>> = {
  // Not रवि: it is a common first name too.
  Sun: ['सूर्य', 'सूरज'],
  Moon: ['चंद्रमा', 'चन्द्रमा', 'चंद्र', 'चन्द्र'],
  Mars: ['मंगल'],
  Mercury: ['बुध'],
  Jupiter: ['गुरु', 'गुरू', 'बृहस्पति'],
  Venus: ['शुक्र'],
  Saturn: ['शनि'],
  Rahu: ['राहु'],
  Ketu: ['केतु'],
};

/** 0 = मेष (Aries) … 11 = मीन (Pisces), with the spellings in use. */
const SIGN_WORDS: readonly (readonly string[])[] = [
  ['मेष'],
  ['वृषभ', 'वृष'],
  ['मिथुन'],
  ['कर्क'],
  ['सिंह'],
  ['कन्या'],
  ['तुला'],
  ['वृश्चिक'],
  ['धनु'],
  ['मकर'],
  ['कुंभ', 'कुम्भ'],
  ['मीन'],
];

const MONTHS: readonly (readonly string[])[] = [
  ['जनवरी'],
  ['फ़रवरी', 'फरवरी'],
  ['मार्च'],
  ['अप्रैल', 'अप्रेल'],
  ['मई'],
  ['जून'],
  ['जुलाई'],
  ['अगस्त'],
  ['सितंबर', 'सितम्बर'],
  ['अक्टूबर', 'अक्तूबर'],
  ['नवंबर', 'नवम्बर'],
  ['दिसंबर', 'दिसम्बर'],
];
const WEEKDAYS: readonly (readonly string[])[] = [['रविवार'], ['सोमवार'], ['मंगलवार'], ['बुधवार'], ['गुरुवार', 'बृहस्पतिवार'], ['शुक्रवार'], ['शनिवार']];

// Keyed in NFC, as the reply is read: a nukta letter (फ़) is one code point or two depending on the writer.
const indexOfWords = (table: readonly (readonly string[])[]) => new Map(table.flatMap((words, i) => words.map((w) => [w.normalize('NFC'), i] as const)));
const grahaOfWord = new Map(GRAHAS.flatMap((g) => GRAHA_WORDS[g].map((w) => [w.normalize('NFC'), g] as const)));
const signOfWord = indexOfWords(SIGN_WORDS);
const monthOfWord = indexOfWords(MONTHS);
const weekdayOfWord = indexOfWords(WEEKDAYS);

// Devanagari has no \b: a word is whole when no letter or vowel sign touches it ('बुध', not 'बुधवार').
const word = (words: Iterable<string>) =>
  `(?<![\\p{L}\\p{M}])(${[...words].map((w) => w.normalize('NFC')).sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{M}])`;
const GRAHA = word(grahaOfWord.keys());
const SIGN = word(signOfWord.keys());
const IN = '(?<![\\p{L}\\p{M}])में(?![\\p{L}\\p{M}])';
const grahaPattern = new RegExp(GRAHA, 'gu');
const inSignPattern = new RegExp(`${SIGN}(?:\\s+राशि)?\\s+${IN}`, 'gu');
const lagnaPatterns = [new RegExp(`लग्न\\s+(?:है\\s+)?${SIGN}`, 'gu'), new RegExp(`${SIGN}\\s+लग्न(?![\\p{L}\\p{M}])`, 'gu')];
const moonSignPattern = new RegExp(`(?:चंद्र|चन्द्र|जन्म)\\s+राशि\\s+(?:है\\s+)?${SIGN}`, 'gu');
const dashaPattern = new RegExp(`${GRAHA}(?:\\s+की)?\\s+(?:महादशा|अंतर्दशा|अन्तर्दशा|अंतरदशा|प्रत्यंतर्दशा|प्रत्यन्तर्दशा)`, 'gu');
const datePattern = new RegExp(`(?<!\\d)(\\d{1,2})\\s+${word(monthOfWord.keys())},?\\s+(\\d{4})(?!\\d)`, 'gu');
const weekdayBefore = new RegExp(`${word(weekdayOfWord.keys())},?\\s*$`, 'u');

const has = (words: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${words.normalize('NFC')})(?![\\p{L}\\p{M}])`, 'u');
const SPECULATIVE = has('अगर|यदि|जब|जब-जब|मान लीजिए|शायद|सकता|सकती|सकते');
const PAST = has('था|थी|थे|थीं|पहले|पिछले|पिछली|पिछला|बीता|बीती|बीते|पूर्व में');
const GENERAL = has('सामान्य|सामान्यतः|आमतौर|परंपरा|परंपरागत|शास्त्र|शास्त्रों|उच्च|नीच|स्वराशि|मूलत्रिकोण|स्वामी|कारक|मित्र|शत्रु|लोग|लोगों|जातक|जातकों');
const OTHER_CHART = has('जीवनसाथी|पति|पत्नी|संतान|बच्चे|बच्चों|बेटे|बेटी|माता|पिता|माँ|उनके|उनकी|उनका|उसके|उसकी|उसका|वर्ग|द्रेष्काण|दशमांश|होरा');
const BIRTH = has('जन्म|बचपन|शैशव');
const NAVAMSA = /नवांश|नवमांश|D-?9/u;
const OTHER_LAGNA = /(?:चंद्र|चन्द्र|सूर्य)\s*लग्न/u;
/** Words of time: the sentence may speak of the transits, not of the birth chart. */
const TIME = has('आज|कल|अभी|इस समय|इस सप्ताह|इस हफ़्ते|इस हफ्ते|इस महीने|इस साल|इस वर्ष|आने वाले|आने वाली|आगामी|गोचर|दौरान|प्रवेश|वक्री|मार्गी|सप्ताह|महीने|दिन|दिनों');
const NATAL = has('जन्म|जन्मकुंडली|कुंडली');
/** Between a graha and its sign, words that hand the sign to something else. */
const BREAKERS = /से|दृष्टि|देख|भाव|घर|लग्न|नक्षत्र|दशा|स्वामी|राशि के/u;
const MAX_GAP = 50;

const signName = (s: number) => SIGN_WORDS[s]![0]!;
const trimClaim = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return t.length > 160 ? `${t.slice(0, 157)}…` : t;
};
const sentencesOf = (text: string) => text.split(/(?<=[।॥.!?])\s*|\n+/u).filter((s) => s.trim());
const clausesOf = (sentence: string) => sentence.split(/[;()[\]—]|:\s|,\s|\s[–-]\s/u).filter((c) => c.trim());

/** The graha a claim at `at` in `clause` is about: the last one named before it, close and unbroken. */
function subjectOf(clause: string, at: number): Graha | null {
  let last: RegExpExecArray | null = null;
  for (const m of clause.matchAll(grahaPattern)) if (m.index + m[0].length <= at) last = m as RegExpExecArray;
  if (!last) return null;
  const gap = clause.slice(last.index + last[0].length, at);
  if (gap.length > MAX_GAP || BREAKERS.test(gap)) return null;
  return grahaOfWord.get(last[1]!) ?? null;
}

function checkPlacements(sentence: string, sheet: FactSheet, problems: Problem[]) {
  if (SPECULATIVE.test(sentence) || PAST.test(sentence) || GENERAL.test(sentence) || OTHER_CHART.test(sentence)) return;
  const timely = TIME.test(sentence);
  for (const clause of clausesOf(sentence)) {
    for (const m of clause.matchAll(inSignPattern)) {
      const graha = subjectOf(clause, m.index);
      if (!graha) continue;
      judgeGrahaSign(graha, signOfWord.get(m[1]!)!, NATAL.test(clause) && !timely, trimClaim(clause), sheet, problems);
    }
    for (const m of clause.matchAll(moonSignPattern)) {
      const allowed = new Set([sheet.grahas.Moon.natalSign, sheet.grahas.Moon.navamsaSign, ...(timely ? sheet.grahas.Moon.periodSigns : [])]);
      if (!allowed.has(signOfWord.get(m[1]!)!)) problems.push({ kind: 'sign', claim: trimClaim(clause), expected: `Moon sign ${signName(sheet.moon.sign)}` });
    }
    if (NAVAMSA.test(clause) || OTHER_LAGNA.test(clause)) continue;
    for (const pattern of lagnaPatterns) {
      for (const m of clause.matchAll(pattern)) {
        if (signOfWord.get(m[1]!) !== sheet.lagnaSign) problems.push({ kind: 'sign', claim: trimClaim(clause), expected: lagnaExpected(sheet.lagnaSign) });
      }
    }
  }
}

function checkDashas(sentence: string, sheet: FactSheet, problems: Problem[]) {
  if (SPECULATIVE.test(sentence) || PAST.test(sentence) || BIRTH.test(sentence) || OTHER_CHART.test(sentence)) return;
  for (const m of sentence.matchAll(dashaPattern)) judgeDashaLord(grahaOfWord.get(m[1]!)!, trimClaim(m[0]), sheet, problems);
}

function checkDates(text: string, sheet: FactSheet, problems: Problem[]) {
  const known = new Set(sheet.dates);
  for (const m of text.matchAll(datePattern)) {
    const weekday = weekdayBefore.exec(text.slice(Math.max(0, m.index - 20), m.index));
    const claim = weekday ? text.slice(m.index - weekday[0].length, m.index + m[0].length) : m[0];
    const date = { year: Number(m[3]), month: monthOfWord.get(m[2]!)! + 1, day: Number(m[1]), weekday: weekday ? weekdayOfWord.get(weekday[1]!)! : null, claim };
    judgeDate(date, sheet, known, problems);
  }
}

/** The claims of a Hindi `reply` that contradict `sheet`; `ok` when there are none. */
export function checkHindiReply(reply: string, sheet: FactSheet): CheckResult {
  const problems: Problem[] = [];
  const text = reply.replace(/[*_`]+/g, '').normalize('NFC');
  for (const sentence of sentencesOf(text)) {
    checkPlacements(sentence, sheet, problems);
    checkDashas(sentence, sheet, problems);
  }
  checkDates(text, sheet, problems);
  return verdictOf(problems);
}
