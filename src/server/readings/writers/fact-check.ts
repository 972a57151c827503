/**
 * Does a model's reading contradict the chart? Reads plain English with regular expressions and
 * looks for four kinds of claim: a graha's sign, a graha's house, a dasha lord, and a date (with
 * its weekday). It is conservative on purpose: a reply the checker rejects is thrown away, so a
 * true sentence must never be flagged, while a false one it cannot read is let through. Hence:
 * - a claim counts only when a graha and its sign or house sit in the same clause (commas end a
 *   clause), with nothing between them that could make the sign belong to something else;
 * - sentences that speak hypothetically, of the past, of general rules (exaltation, lordship,
 *   "natives") or of someone else's or another divisional chart are not read for placements;
 * - a graha may be in its natal sign, its navamsa sign, or any sign it visits in the period,
 *   unless the sentence plainly speaks of the birth chart and not of a time ("your Moon is in").
 */
import { GRAHAS, SIGNS, houseFrom } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';
import type { FactSheet } from './fact-sheet';

export type ProblemKind = 'sign' | 'house' | 'dasha' | 'date' | 'weekday';

export interface Problem {
  kind: ProblemKind;
  /** The words of the reply that make the claim. */
  claim: string;
  /** What the facts say instead. */
  expected?: string;
}

export interface CheckResult {
  ok: boolean;
  problems: Problem[];
}

const GRAHA_WORDS: Readonly<Record<Graha, readonly string[]>> = {
  Sun: ['Sun', 'Surya', 'Soorya'],
  Moon: ['Moon', 'Chandra', 'Chandrama'],
  Mars: ['Mars', 'Mangal', 'Mangala', 'Kuja'],
  Mercury: ['Mercury', 'Budha', 'Budh'],
  Jupiter: ['Jupiter', 'Guru', 'Brihaspati'],
  Venus: ['Venus', 'Shukra', 'Sukra'],
  Saturn: ['Saturn', 'Shani', 'Sani'],
  Rahu: ['Rahu'],
  Ketu: ['Ketu'],
};

/** Spellings models use besides the English and Sanskrit names in SIGNS. */
const SIGN_VARIANTS: readonly (readonly string[])[] = [
  ['Mesh'],
  ['Vrishabh', 'Vrishab', 'Vrisha', 'Vrushabh', 'Vrushabha', 'Rishabha'],
  ['Mithun'],
  ['Kark', 'Karkata', 'Karkataka', 'Karkat'],
  ['Simh'],
  [],
  ['Thula'],
  ['Vrishchik', 'Vrischika', 'Vrischik', 'Vrushchik', 'Vrushchika'],
  ['Dhanus', 'Dhanush'],
  ['Makar'],
  ['Kumbh'],
  ['Meen', 'Mina'],
];

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const byLength = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');

const grahaOfWord = new Map<string, Graha>();
for (const g of GRAHAS) for (const w of GRAHA_WORDS[g]) grahaOfWord.set(w, g);
const signOfWord = new Map<string, number>();
SIGNS.forEach((s, i) => {
  for (const w of [s.english, s.sanskrit, ...(SIGN_VARIANTS[i] ?? [])]) signOfWord.set(w, i);
});

// Graha and sign names are matched with their capital letter: "mercury", "a guru", "cancer"
// in lower case are ordinary words. A sign followed by 's is a name ("Meena's"), not a place.
const GRAHA = `(?:${byLength([...grahaOfWord.keys()])})`;
const SIGN = `(?:${byLength([...signOfWord.keys()])})(?![\\w'’])`;
const grahaPattern = new RegExp(`\\b${GRAHA}\\b`, 'g');
const inSignPattern = new RegExp(
  `\\b(?:in|into|enters|entering|entered|through|transits|transiting|occupies|occupying|joins|joining)\\s+(?:the\\s+)?(?:(?:sign|rashi)\\s+(?:of\\s+)?)?(${SIGN})`,
  'g',
);
const fromSignPattern = new RegExp(`\\bfrom\\s+(?:the\\s+)?${SIGN}`, 'g');
const moonSignPattern = new RegExp(`(?:\\b[Mm]oon sign|\\bChandra rashi|\\b[Jj]anma [Rr]ashi|\\byour [Rr]ashi)(?:\\s*\\([^)]*\\))?\\s+(?:is\\s+)?(?:in\\s+)?(${SIGN})`, 'g');
const lagnaPatterns = [
  new RegExp(`\\b(?:[Yy]our|[Tt]he)\\s+(?:[Ll]agna|[Aa]scendant|rising sign)(?:\\s+sign)?\\s+(?:is\\s+(?:in\\s+)?|falls\\s+in\\s+|lies\\s+in\\s+|rises\\s+in\\s+|in\\s+)(${SIGN})`, 'g'),
  new RegExp(`\\b[Yy]our\\s+(${SIGN})\\s+(?:[Ll]agna|[Aa]scendant|rising)\\b`, 'g'),
];
const ORDINAL = `(?:1[0-2]|[1-9])(?:st|nd|rd|th)|${ORDINALS.join('|')}`;
const inHousePattern = new RegExp(
  `\\b(?:in|into|through|enters|entering|transits|transiting|occupies|occupying|joins|joining)\\s+(?:your|the)\\s+(${ORDINAL})\\b(\\s+(?:house|bhava)\\b)?(?:\\s+(?:of\\s+\\w+\\s+)?from\\s+(?:your\\s+|the\\s+)?(?:natal\\s+|birth\\s+)?(\\w+))?`,
  'gi',
);
const inLagnaPattern = /\b(?:in|into|enters|entering|transits|transiting|occupies|occupying)\s+your\s+(?:lagna|ascendant)\b(?!\s+lord|['’]s)/gi;
const DASHA_WORD = `(?:[Mm]aha[\\s-]?[Dd]ash?a|[Aa]ntar[\\s-]?[Dd]ash?a|[Pp]ratyantar(?:a)?[\\s-]?[Dd]ash?a|[Dd]ash?a|[Bb]hukti)`;
const dashaPatterns = [
  new RegExp(`\\b(${GRAHA})(?:['’]s)?[\\s-]+${DASHA_WORD}\\b`, 'g'),
  new RegExp(`\\b${DASHA_WORD}\\s+of\\s+(?:the\\s+)?(${GRAHA})\\b`, 'g'),
];

/** Full names before abbreviations, so "June" is read whole; "Sept." and "Nov." are common. */
const MONTH = `(${[...MONTHS, 'sept', ...MONTHS.map((m) => m.slice(0, 3))].join('|')})\\.?(?![a-z])`;
const datePatterns: Array<{ pattern: RegExp; parts: (m: RegExpExecArray) => [string, string, string] }> = [
  { pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})\\b`, 'gi'), parts: (m) => [m[3]!, m[2]!, m[1]!] },
  { pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b,?\\s+(\\d{4})\\b`, 'gi'), parts: (m) => [m[3]!, m[1]!, m[2]!] },
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, parts: (m) => [m[1]!, m[2]!, m[3]!] },
];
const weekdayBefore = new RegExp(`\\b(${WEEKDAYS.join('|')}),?\\s+(?:the\\s+)?$`);

/** Sentences that do not assert today's chart: hypotheses, the past, general rules, other charts. */
const SPECULATIVE = /\b(?:if|unless|whenever|when|would|could|might|suppose|imagine)\b/i;
const PAST = /\b(?:was|were|had|ago|previous\w*|earlier|former\w*|last|past|used to|until|till|once|ended|finished|completed)\b/i;
const GENERAL =
  /\b(?:general\w*|typical\w*|tradition\w*|classical\w*|usual\w*|often|natives?|people|anyone|someone|those|everyone|exalt\w*|debilitat\w*|own (?:sign|house)|moo?latrikona|rul(?:e|es|ed|er|ers|ing|ership)|lords?|lordship|owns?|owned|friend\w*|enem\w*|karaka|signif\w*|natural\w*|considered|known)\b/i;
const OTHER_CHART = /\b(?:partner|spouse|husband|wife|child|children|son|daughter|mother|father|his|her|their|varga|drekkana|D-?\d{1,2}|\w*(?<!nav)amsh?a)\b/i;
/** Dashas around birth: the first mahadasha is the birth star's lord, which the sheet need not list. */
const BIRTH = /\b(?:born|birth|childhood|infancy|youth)\b/i;
const NAVAMSA = /\b(?:navamsh?a|navansh|D-?9)\b/i;
/** Words of time: the sentence may speak of the transits, not of the birth chart. */
const TIME = /\b(?:today|tonight|tomorrow|now|currently|current|coming|transit\w*|gochara|mov\w*|enter\w*|pass\w*|through|into|during|days?|weeks?|months?|years?|ingress|retrograde|station\w*)\b|\d{1,2}:\d{2}/i;
const NATAL = /\b(?:natal|birth|born|janma)\b/i;
/** Between a graha and "in <sign>", words that hand the sign to something else. */
const BREAKERS = /\b(?:aspect\w*|gaze\w*|glanc\w*|drishti|opposit\w*|oppos\w*|from|toward|towards|upon|onto|over|house|bhava|lagna|ascendant|nakshatra|sign|people|those|natives|axis)\b/i;
const MAX_GAP = 60;

const signName = (s: number) => SIGNS[s]!.english;
const trimClaim = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return t.length > 160 ? `${t.slice(0, 157)}…` : t;
};
/** The number an ordinal word or figure names: 'seventh' → 7, '7th' → 7. */
const ordinalValue = (word: string) => {
  const n = Number.parseInt(word, 10);
  return Number.isNaN(n) ? ORDINALS.indexOf(word.toLowerCase()) + 1 : n;
};

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
}

/** Clauses: commas, semicolons, dashes and brackets end one (a colon only before a space, not in 07:24). */
function clausesOf(sentence: string): string[] {
  return sentence.split(/[;()[\]—]|:\s|,\s|\s[–-]\s/).filter((c) => c.trim());
}

/** The graha a claim at `at` in `clause` is about: the last one named before it, close and unbroken. */
function subjectOf(clause: string, at: number, strip?: RegExp): { graha: Graha; index: number } | null {
  let last: RegExpExecArray | null = null;
  for (const m of clause.matchAll(grahaPattern)) {
    if (m.index + m[0].length <= at) last = m as RegExpExecArray;
  }
  if (!last) return null;
  let gap = clause.slice(last.index + last[0].length, at);
  if (strip) gap = gap.replace(strip, ' ');
  if (gap.length > MAX_GAP || BREAKERS.test(gap)) return null;
  return { graha: grahaOfWord.get(last[0])!, index: last.index };
}

/**
 * "your Moon is in", "natal Moon": the clause speaks of the birth chart, not of a time. `lead` is
 * the sentence up to the end of the clause ("This week, your Moon is in…" speaks of a time).
 */
function speaksOfBirth(clause: string, lead: string, grahaAt: number): boolean {
  if (TIME.test(lead)) return false;
  if (NATAL.test(clause)) return true;
  return /^\s*your\s+$/i.test(clause.slice(Math.max(0, grahaAt - 6), grahaAt)) && /^\w+(?:['’]s)?\s+(?:is|sits|lies|rests|resides|placed|posited)\b/.test(clause.slice(grahaAt));
}

/** A year before the period: the sentence tells the past (earlier dashas, former transits). */
function looksBack(sentence: string, sheet: FactSheet): boolean {
  const first = Number(sheet.period.start.slice(0, 4));
  return [...sentence.matchAll(/\b(1[89]\d\d|2[01]\d\d)\b/g)].some((m) => Number(m[1]) < first);
}

function checkPlacements(sentence: string, sheet: FactSheet, problems: Problem[]) {
  if (SPECULATIVE.test(sentence) || PAST.test(sentence) || looksBack(sentence, sheet) || GENERAL.test(sentence) || OTHER_CHART.test(sentence)) return;
  const moonAllowed = new Set([sheet.grahas.Moon.natalSign, sheet.grahas.Moon.navamsaSign]);
  let offset = 0;
  for (const clause of clausesOf(sentence)) {
    offset = sentence.indexOf(clause, offset) + clause.length;
    const lead = sentence.slice(0, offset);
    for (const m of clause.matchAll(inSignPattern)) {
      const subject = subjectOf(clause, m.index, fromSignPattern);
      if (!subject) continue;
      judgeGrahaSign(subject.graha, signOfWord.get(m[1]!)!, speaksOfBirth(clause, lead, subject.index), trimClaim(clause), sheet, problems);
    }
    for (const m of clause.matchAll(moonSignPattern)) {
      const claimed = signOfWord.get(m[1]!)!;
      const allowed = TIME.test(lead) ? new Set([...moonAllowed, ...sheet.grahas.Moon.periodSigns]) : moonAllowed;
      if (!allowed.has(claimed)) problems.push({ kind: 'sign', claim: trimClaim(clause), expected: `Moon sign ${signName(sheet.moon.sign)}` });
    }
    if (!NAVAMSA.test(clause) && !/\b(?:chandra|surya|moon|sun)\s+lagna\b|\bfrom the (?:moon|sun)\b/i.test(clause)) {
      for (const pattern of lagnaPatterns) {
        for (const m of clause.matchAll(pattern)) {
          if (signOfWord.get(m[1]!) !== sheet.lagnaSign) problems.push({ kind: 'sign', claim: trimClaim(clause), expected: lagnaExpected(sheet.lagnaSign) });
        }
      }
    }
    const houseClaims = [
      ...[...clause.matchAll(inHousePattern)].map((m) => ({ at: m.index, house: ordinalValue(m[1]!), isHouse: Boolean(m[2]), from: m[3]?.toLowerCase() })),
      ...[...clause.matchAll(inLagnaPattern)].map((m) => ({ at: m.index, house: 1, isHouse: true, from: undefined })),
    ];
    for (const h of houseClaims) {
      if (!h.isHouse && !h.from) continue;
      if (h.from && !['moon', 'chandra', 'lagna', 'ascendant'].includes(h.from)) continue;
      const subject = subjectOf(clause, h.at, fromSignPattern);
      if (!subject) continue;
      const g = sheet.grahas[subject.graha];
      // Generous: either reference point, natal or transiting, is accepted whatever the wording.
      const allowed = new Set([g.natalHouse, houseFrom(g.natalSign, sheet.moon.sign)]);
      for (const s of g.periodSigns) allowed.add(houseFrom(s, sheet.lagnaSign ?? sheet.moon.sign)).add(houseFrom(s, sheet.moon.sign));
      if (!allowed.has(h.house)) {
        problems.push({ kind: 'house', claim: trimClaim(clause), expected: `${subject.graha}: house ${g.natalHouse} from the lagna, ${houseFrom(g.natalSign, sheet.moon.sign)} from the Moon` });
      }
    }
  }
}

/**
 * A graha claimed in a sign: its natal or navamsa sign, or one it visits in the period unless the
 * claim speaks of the birth chart only. Shared with fact-check-hi.ts.
 */
export function judgeGrahaSign(graha: Graha, claimed: number, birthOnly: boolean, claim: string, sheet: FactSheet, problems: Problem[]) {
  const g = sheet.grahas[graha];
  const allowed = new Set([g.natalSign, g.navamsaSign, ...(birthOnly ? [] : g.periodSigns)]);
  if (allowed.has(claimed)) return;
  const during = g.periodSigns.map(signName).join(', ');
  problems.push({
    kind: 'sign',
    claim,
    expected: `${graha}: natal ${signName(g.natalSign)}, navamsa ${signName(g.navamsaSign)}${birthOnly ? '' : `; during the period ${during}`}`,
  });
}

function checkDashas(sentence: string, sheet: FactSheet, problems: Problem[]) {
  if (SPECULATIVE.test(sentence) || PAST.test(sentence) || looksBack(sentence, sheet) || BIRTH.test(sentence) || OTHER_CHART.test(sentence)) return;
  for (const pattern of dashaPatterns) {
    for (const m of sentence.matchAll(pattern)) judgeDashaLord(grahaOfWord.get(m[1]!)!, trimClaim(m[0]), sheet, problems);
  }
}

/** A dasha lord the reply names: one of the facts' running, starting or listed dashas. Shared with fact-check-hi.ts. */
export function judgeDashaLord(lord: Graha, claim: string, sheet: FactSheet, problems: Problem[]) {
  const { running, starting, sequence } = sheet.dasha;
  if ([...running, ...starting, ...sequence].some((s) => s.lord === lord)) return;
  const listed = [...new Set([...running, ...starting].map((s) => `${s.lord} ${s.level}`))].join(', ');
  problems.push({
    kind: 'dasha',
    claim,
    expected: running.length ? `${listed}; mahadasha sequence ${sequence.map((s) => s.lord).join(', ')}` : 'no dasha in the facts',
  });
}

function checkDates(text: string, sheet: FactSheet, problems: Problem[]) {
  const known = new Set(sheet.dates);
  const seen: Array<[number, number]> = [];
  for (const { pattern, parts } of datePatterns) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (seen.some(([a, b]) => start < b && end > a)) continue;
      seen.push([start, end]);
      const [y, mo, d] = parts(m as RegExpExecArray);
      const month = /^\d+$/.test(mo) ? Number(mo) : MONTHS.findIndex((name) => name.startsWith(mo.toLowerCase().replace('.', '').slice(0, 3))) + 1;
      const weekday = weekdayBefore.exec(text.slice(Math.max(0, start - 20), start));
      const claim = weekday ? text.slice(start - weekday[0].length, end) : m[0];
      judgeDate({ year: Number(y), month, day: Number(d), weekday: weekday ? WEEKDAYS.indexOf(weekday[1]!) : null, claim }, sheet, known, problems);
    }
  }
}

/**
 * A date the reply names (month 1–12; weekday 0 = Sunday, or null when none is named with it): on
 * the calendar, inside the period or named by the facts, and on the weekday it is given. Shared
 * with the Hindi reader (fact-check-hi.ts).
 */
export function judgeDate(
  date: { year: number; month: number; day: number; weekday: number | null; claim: string },
  sheet: FactSheet,
  known: ReadonlySet<string>,
  problems: Problem[],
) {
  const { year, month, day, weekday, claim } = date;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) {
    problems.push({ kind: 'date', claim, expected: 'a date on the calendar' });
    return;
  }
  const iso = at.toISOString().slice(0, 10);
  if (!(iso >= sheet.period.start && iso <= sheet.period.end) && !known.has(iso)) {
    problems.push({ kind: 'date', claim, expected: `a date from ${sheet.period.start} to ${sheet.period.end}, or one the facts name` });
  }
  const actual = at.getUTCDay();
  if (weekday !== null && weekday !== actual) problems.push({ kind: 'weekday', claim, expected: `${iso} is a ${WEEKDAYS[actual]}` });
}

/** The claims of `text` that contradict `sheet`; `ok` when there are none. */
/** What a lagna claim should have said: the lagna's sign, or nothing at all without an exact birth time. */
export const lagnaExpected = (lagnaSign: number | null) => (lagnaSign === null ? 'no lagna: the birth time is not known, so the chart is read from the Moon' : `lagna ${signName(lagnaSign)}`);

export function checkReply(reply: string, sheet: FactSheet): CheckResult {
  const problems: Problem[] = [];
  // Emphasis marks ("your **Moon** is in *Leo*") would hide the words from the patterns.
  const text = reply.replace(/[*_`]+/g, '');
  for (const sentence of sentencesOf(text)) {
    checkPlacements(sentence, sheet, problems);
    checkDashas(sentence, sheet, problems);
  }
  checkDates(text, sheet, problems);
  return verdictOf(problems);
}

/** The verdict on the problems found, each claim once. Shared with fact-check-hi.ts. */
export function verdictOf(problems: readonly Problem[]): CheckResult {
  const unique = problems.filter((p, i) => problems.findIndex((q) => q.kind === p.kind && q.claim === p.claim) === i);
  return { ok: unique.length === 0, problems: unique };
}
