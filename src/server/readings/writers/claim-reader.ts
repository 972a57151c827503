/**
 * The fact check of a language that joins case endings to its words (Tamil 'கும்பத்தில்', Telugu
 * 'కుంభంలో'): the same rule and claims as fact-check-hi.ts, read through a table of each
 * language's word forms (fact-check-ta.ts, fact-check-te.ts). A true sentence must never be
 * flagged; a false one it cannot read is let through. So:
 * - a graha is given a sign only when the sign's locative form ('in Kumbha') follows it in the same
 *   clause, close, with nothing between that hands the sign to something else (a house, an aspect);
 * - the lagna and the Moon sign are read in the fixed shapes each language states them in;
 * - a dasha lord is a graha named right before the word for the dasha;
 * - a date is a day, a month by name and a year, with the weekday when one is named before it;
 * - the markers of a hypothetical, a past, a general rule or another chart are found anywhere in a
 *   word (the endings that carry them are joined to it), and a sentence with one is not read for
 *   placements: reading less is the safe side.
 */
import { GRAHAS, type Graha } from '../../../astro/zodiac';
import { judgeDashaLord, judgeDate, judgeGrahaSign, lagnaExpected, verdictOf, type CheckResult, type Problem } from './fact-check';
import type { FactSheet } from './fact-sheet';

export type ClaimWords = {
  /** Each graha's names and the forms a sentence inflects them to (nominative, genitive, the stem before a compound). */
  grahas: Readonly<Record<Graha, readonly string[]>>;
  /** 0 = Mesha … 11 = Meena: the sign in the locative ('in Kumbha'). */
  signIn: readonly (readonly string[])[];
  /** The sign as a name: the nominative and the stem before 'rasi' or 'lagna'. */
  signNames: readonly (readonly string[])[];
  /** The word 'rasi' in its locative, after a sign's stem ('கும்ப ராசியில்'). */
  rasiIn: string;
  /** The shapes that state the lagna and the Moon sign, with `SIGN` where the sign's name goes. */
  lagna: readonly string[];
  moonSign: readonly string[];
  /** The words for a dasha (maha, antar, pratyantar), right after its lord. */
  dasha: string;
  months: readonly (readonly string[])[];
  /** 0 = Sunday. */
  weekdays: readonly (readonly string[])[];
  /** Markers found anywhere in a word (a regular expression's alternatives). */
  speculative: string;
  past: string;
  general: string;
  otherChart: string;
  birth: string;
  navamsa: string;
  otherLagna: string;
  time: string;
  natal: string;
  /** Between a graha and its sign, what hands the sign to something else. */
  breakers: string;
};

const MAX_GAP = 50;
const sorted = (words: Iterable<string>) => [...words].map((w) => w.normalize('NFC')).sort((a, b) => b.length - a.length);
/** A whole word: no letter or vowel sign touches it on either side. */
const word = (words: Iterable<string>) => `(?<![\\p{L}\\p{M}])(${sorted(words).join('|')})(?![\\p{L}\\p{M}])`;
/** A word's start only: its case ending may follow. */
const stem = (words: Iterable<string>) => `(?<![\\p{L}\\p{M}])(${sorted(words).join('|')})`;
const indexOf = (table: readonly (readonly string[])[]) => new Map(table.flatMap((words, i) => words.map((w) => [w.normalize('NFC'), i] as const)));
const trimClaim = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return t.length > 160 ? `${t.slice(0, 157)}…` : t;
};
// A full stop ends a sentence only before a space, so '2.5' stays whole.
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/u).filter((s) => s.trim());
const clausesOf = (sentence: string) => sentence.split(/[;()[\]—]|:\s|,\s|\s[–-]\s/u).filter((c) => c.trim());

/** The check of a reply in the language `words` describes. */
export function claimReader(words: ClaimWords): (reply: string, sheet: FactSheet) => CheckResult {
  const grahaOfWord = new Map(GRAHAS.flatMap((g) => words.grahas[g].map((w) => [w.normalize('NFC'), g] as const)));
  const signInOf = indexOf(words.signIn);
  const signOfName = indexOf(words.signNames);
  const monthOf = indexOf(words.months);
  const weekdayOf = indexOf(words.weekdays);
  const GRAHA = word(grahaOfWord.keys());
  const grahaPattern = new RegExp(GRAHA, 'gu');
  const NAME = word(signOfName.keys());
  // 'கும்பத்தில்', or 'கும்ப ராசியில்' (the name, then the locative of 'rasi').
  const inSignPattern = new RegExp(`${word(signInOf.keys())}|${NAME}\\s+${word([words.rasiIn])}`, 'gu');
  const shapes = (list: readonly string[]) => list.map((shape) => new RegExp(shape.replace('SIGN', NAME), 'gu'));
  const lagnaPatterns = shapes(words.lagna);
  const moonSignPatterns = shapes(words.moonSign);
  const dashaPattern = new RegExp(`${GRAHA}\\s+${stem([words.dasha])}`, 'gu');
  const datePattern = new RegExp(`(?<!\\d)(\\d{1,2})\\s+${word(monthOf.keys())},?\\s+(\\d{4})(?!\\d)`, 'gu');
  const weekdayBefore = new RegExp(`${word(weekdayOf.keys())},?\\s*$`, 'u');
  const marker = (list: string) => new RegExp(list.normalize('NFC'), 'u');
  const [SPECULATIVE, PAST, GENERAL, OTHER_CHART, BIRTH, NAVAMSA, OTHER_LAGNA, TIME, NATAL, BREAKERS] = [
    words.speculative, words.past, words.general, words.otherChart, words.birth, words.navamsa, words.otherLagna, words.time, words.natal, words.breakers,
  ].map(marker) as [RegExp, RegExp, RegExp, RegExp, RegExp, RegExp, RegExp, RegExp, RegExp, RegExp];
  const signOfMatch = (m: RegExpMatchArray) => (m[1] !== undefined ? signInOf.get(m[1]) : signOfName.get(m[2]!))!;
  const signName = (s: number) => words.signNames[s]![0]!;

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
        judgeGrahaSign(graha, signOfMatch(m), NATAL.test(clause) && !timely, trimClaim(clause), sheet, problems);
      }
      for (const pattern of moonSignPatterns) {
        for (const m of clause.matchAll(pattern)) {
          const allowed = new Set([sheet.grahas.Moon.natalSign, sheet.grahas.Moon.navamsaSign, ...(timely ? sheet.grahas.Moon.periodSigns : [])]);
          if (!allowed.has(signOfName.get(m[1]!)!)) problems.push({ kind: 'sign', claim: trimClaim(clause), expected: `Moon sign ${signName(sheet.moon.sign)}` });
        }
      }
      if (NAVAMSA.test(clause) || OTHER_LAGNA.test(clause)) continue;
      for (const pattern of lagnaPatterns) {
        for (const m of clause.matchAll(pattern)) {
          if (signOfName.get(m[1]!) !== sheet.lagnaSign) problems.push({ kind: 'sign', claim: trimClaim(clause), expected: lagnaExpected(sheet.lagnaSign) });
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
      const weekday = weekdayBefore.exec(text.slice(Math.max(0, m.index - 30), m.index));
      const claim = weekday ? text.slice(m.index - weekday[0].length, m.index + m[0].length) : m[0];
      judgeDate({ year: Number(m[3]), month: monthOf.get(m[2]!)! + 1, day: Number(m[1]), weekday: weekday ? weekdayOf.get(weekday[1]!)! : null, claim }, sheet, known, problems);
    }
  }

  return (reply, sheet) => {
    const problems: Problem[] = [];
    const text = reply.replace(/[*_`]+/g, '').normalize('NFC');
    for (const sentence of sentencesOf(text)) {
      checkPlacements(sentence, sheet, problems);
      checkDashas(sentence, sheet, problems);
    }
    checkDates(text, sheet, problems);
    return verdictOf(problems);
  };
}
