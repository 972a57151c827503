/**
 * Measures of how much the built-in readings repeat themselves, for `npm run readings:audit`.
 * A reader who compares notes with a friend, or reads the horoscope every morning, notices the
 * same sentence with only the names and numbers swapped; these figures count exactly that.
 *
 * Everything here works on plain strings so it can be checked on small hand-made texts.
 */
import { NAKSHATRAS } from '../../../astro/nakshatra';
import { GRAHA_NAMES, SIGNS } from '../../../astro/zodiac';
import { namesHi } from '../../../shared/astro-names/hi';
import { namesTa } from '../../../shared/astro-names/ta';
import { namesTe } from '../../../shared/astro-names/te';
import type { Language } from '../../../shared/profile';

/**
 * Sentences of a prose text. The composer writes no abbreviations, so a sentence ends at . ! or ?
 * followed by white space; a closing quote or bracket right after the stop stays with its sentence.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["'”’)\]]*)\s+/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One alternation of whole words, longest first so that "Purva Ashadha" wins over a shorter name inside it. */
function wordsPattern(words: Iterable<string>): RegExp | null {
  const list = [...new Set([...words].map((w) => w.trim()).filter((w) => w !== ''))].sort((a, b) => b.length - a.length);
  if (list.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

const month = `(?:${MONTHS.join('|')})`;
/**
 * Masks in the order they must run: dates before bare numbers (a day of the month is part of its
 * date), times before numbers, ordinals before numbers. A month name alone is left as it is:
 * "May the day be kind" is not a date.
 */
const FIXED_MASKS: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`\\b\\d{1,2} ${month}(?: \\d{4})?\\b`, 'g'), '‹date›'],
  [new RegExp(`\\b${month} \\d{1,2}(?:, \\d{4})?\\b`, 'g'), '‹date›'],
  [new RegExp(`\\b${month} \\d{4}\\b`, 'g'), '‹date›'],
  [new RegExp(`\\b(?:${WEEKDAYS.join('|')})s?\\b`, 'g'), '‹weekday›'],
  [/\b\d{1,2}:\d{2}\b/g, '‹time›'],
  [/\b\d+(?:st|nd|rd|th)\b/g, '‹nth›'],
  [/\d+(?:[.,]\d+)*/g, '‹n›'],
];

const named = (list: Iterable<{ sanskrit: string; english: string }>): string[] => [...list].flatMap((n) => [n.sanskrit, n.english]);
/** Nakshatra glosses ("the cutters (Pleiades)") are masked too: they change with the star, like its name. */
const CHART_MASKS: ReadonlyArray<[RegExp, string]> = [
  [wordsPattern(named(NAKSHATRAS))!, '‹nakshatra›'],
  [wordsPattern(named(SIGNS))!, '‹sign›'],
  [wordsPattern(named(Object.values(GRAHA_NAMES)))!, '‹graha›'],
];

/**
 * The template of a sentence: the same sentence with what legitimately changes from one person or
 * day to the next (the person's names, signs, grahas, nakshatras, numbers, dates and times)
 * replaced by placeholders. Two sentences with one template read as the same sentence to anyone
 * who sees both.
 */
export function templateMasker(personNames: readonly string[]): (sentence: string) => string {
  const names = wordsPattern(personNames);
  return (sentence) => {
    let out = sentence.replace(/\s+/g, ' ').trim();
    if (names) out = out.replace(names, '‹name›');
    for (const [pattern, mask] of FIXED_MASKS) out = out.replace(pattern, mask);
    for (const [pattern, mask] of CHART_MASKS) out = out.replace(pattern, mask);
    return out;
  };
}

/** The names a reading may call its person by: the full name and the first name. */
export function namesOf(fullName: string): string[] {
  const full = fullName.trim().replace(/\s+/g, ' ');
  const first = full.split(' ')[0] ?? '';
  return [full, first];
}

export interface Share {
  /** Sentences that count. */
  count: number;
  /** All sentences. */
  total: number;
  /** count / total, 0 when there are no sentences. */
  share: number;
}

const shareOf = (count: number, total: number): Share => ({ count, total, share: total === 0 ? 0 : count / total });

/**
 * Over documents given as lists of sentence keys (templates, usually): the share of all sentences
 * whose key occurs in at least `minDocuments` distinct documents.
 */
export function sharedKeyShare(documents: ReadonlyArray<readonly string[]>, minDocuments: number): Share {
  const seenIn = new Map<string, Set<number>>();
  documents.forEach((doc, i) => {
    for (const key of doc) {
      let docs = seenIn.get(key);
      if (!docs) seenIn.set(key, (docs = new Set()));
      docs.add(i);
    }
  });
  let count = 0;
  let total = 0;
  for (const doc of documents) {
    for (const key of doc) {
      total++;
      if (seenIn.get(key)!.size >= minDocuments) count++;
    }
  }
  return shareOf(count, total);
}

/**
 * Over one person's documents (one a day, say): the share of sentences that appear word for word
 * in another of the documents. A sentence repeated inside one document does not count.
 */
export function repeatedElsewhereShare(documents: ReadonlyArray<readonly string[]>): Share {
  return sharedKeyShare(documents, 2);
}

/** How many different last sentences (keys) the documents end on. */
export function distinctClosings(documents: ReadonlyArray<readonly string[]>): number {
  return new Set(documents.map((doc) => doc[doc.length - 1]).filter((s): s is string => s !== undefined)).size;
}

/**
 * One person's readings of several kinds: for each kind, how many of its sentences appear word for
 * word in one of the person's other kinds of reading.
 */
export function crossKindShares<K extends string>(readings: ReadonlyMap<K, readonly string[]>): Map<K, Share> {
  const kindsOf = new Map<string, Set<K>>();
  for (const [kind, sentences] of readings) {
    for (const s of sentences) {
      let kinds = kindsOf.get(s);
      if (!kinds) kindsOf.set(s, (kinds = new Set()));
      kinds.add(kind);
    }
  }
  const out = new Map<K, Share>();
  for (const [kind, sentences] of readings) {
    const count = sentences.filter((s) => kindsOf.get(s)!.size >= 2).length;
    out.set(kind, shareOf(count, sentences.length));
  }
  return out;
}

/**
 * Hindi sentences: a sentence ends at the danda । or at ? or !, followed by white space; a closing
 * quote or bracket right after the stop stays with its sentence.
 */
export function splitSentencesHi(text: string): string[] {
  return text
    .split(/(?<=[।?!]["'”’)\]]*)\s+/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Whole Devanagari words: a vowel sign (\p{M}) is part of the word, so "हस्त" does not match inside
 * "हस्ती". Longest first, as in English.
 */
function wordsPatternHi(words: Iterable<string>): RegExp {
  const list = [...new Set([...words].map((w) => w.trim()).filter((w) => w !== ''))].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${list.map(escape).join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'gu');
}

const monthHi = `(?:${namesHi.months.join('|')})`;
const dayPartHi = '(?:सुबह|दोपहर|शाम|रात)';
/** As FIXED_MASKS, for the Hindi wording: '24 नवंबर', '24–30 नवंबर 2026', 'नवंबर 2026', 'दोपहर 3:12'. */
const FIXED_MASKS_HI: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`(?<![\\p{N}])\\d{1,2}(?:–\\d{1,2})? ${monthHi}(?: \\d{4})?(?![\\p{L}\\p{M}])`, 'gu'), '‹date›'],
  [new RegExp(`${monthHi} \\d{4}`, 'gu'), '‹date›'],
  [wordsPatternHi(namesHi.weekdays), '‹weekday›'],
  [new RegExp(`${dayPartHi} \\d{1,2}:\\d{2}`, 'gu'), '‹time›'],
  [/\d{1,2}:\d{2}/gu, '‹time›'],
  // A house ordinal: before भाव, or before a graha ("नौवें शनि"), as English masks "9th" wherever it
  // stands; पहले before a graha is left alone, as it is more often "before" ("सोने से पहले चंद्रमा…").
  [new RegExp(`${wordsPatternHi(namesHi.houses).source}(?= भाव)`, 'gu'), '‹nth›'],
  [new RegExp(`${wordsPatternHi(namesHi.houses.slice(1)).source}(?= (?:${Object.values(namesHi.graha).join('|')})(?![\\p{L}\\p{M}]))`, 'gu'), '‹nth›'],
  [/\d+(?:[.,]\d+)*/g, '‹n›'],
];

const CHART_MASKS_HI: ReadonlyArray<[RegExp, string]> = [
  [wordsPatternHi(namesHi.nakshatras), '‹nakshatra›'],
  [wordsPatternHi(namesHi.signs), '‹sign›'],
  [wordsPatternHi(Object.values(namesHi.graha)), '‹graha›'],
];

/**
 * The template of a Hindi sentence, as templateMasker: the person's names (written in the profile's
 * script), Hindi dates, weekdays, times, house ordinals, numbers, signs, grahas and nakshatras masked.
 */
export function templateMaskerHi(personNames: readonly string[]): (sentence: string) => string {
  const names = wordsPattern(personNames);
  return (sentence) => {
    let out = sentence.replace(/\s+/g, ' ').trim();
    if (names) out = out.replace(names, '‹name›');
    for (const [pattern, mask] of FIXED_MASKS_HI) out = out.replace(pattern, mask);
    for (const [pattern, mask] of CHART_MASKS_HI) out = out.replace(pattern, mask);
    return out;
  };
}

const monthTa = `(?:${namesTa.months.join('|')})`;
const dayPartTa = '(?:காலை|மதியம்|மாலை|இரவு)';
/** A Tamil sign stands whole (மேஷம்) or joined before ராசி (மேஷ ராசி, துலா ராசி). */
const signsTa = [...namesTa.signs, ...namesTa.signs.map((s) => s.replace(/ம்$/, ''))];
/** A graha named whole, in the genitive (சனியின், குருவின்) or as the stem before திசை (சுக்கிர, சூரிய). */
const grahasTa = Object.values(namesTa.graha).flatMap((g) => [g, g.endsWith('்') ? `${g.slice(0, -1)}ின்` : /[ிை]$/.test(g) ? `${g}யின்` : `${g}வின்`, g.replace(/ன்$/, '')]);
/** As FIXED_MASKS, for the Tamil wording: '24 நவம்பர்', '24–30 நவம்பர் 2026', 'நவம்பர் 2026', 'மதியம் 3:12', 'பத்தாம் வீட்டில்'. */
const FIXED_MASKS_TA: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`(?<![\\p{N}])\\d{1,2}(?:–\\d{1,2})? ${monthTa}(?: \\d{4})?(?![\\p{L}\\p{M}])`, 'gu'), '‹date›'],
  [new RegExp(`${monthTa} \\d{4}`, 'gu'), '‹date›'],
  [wordsPatternHi(namesTa.weekdays), '‹weekday›'],
  [new RegExp(`${dayPartTa} \\d{1,2}:\\d{2}`, 'gu'), '‹time›'],
  [/\d{1,2}:\d{2}/gu, '‹time›'],
  // A house ordinal stands before வீடு in every case of it (வீட்டில், வீட்டுக்கு, வீடுகள்).
  [new RegExp(`${wordsPatternHi(namesTa.houses).source}(?=,? (?:வீ|மற்றும்))`, 'gu'), '‹nth›'],
  [/\d+(?:[.,]\d+)*/g, '‹n›'],
];

const CHART_MASKS_TA: ReadonlyArray<[RegExp, string]> = [
  [wordsPatternHi(namesTa.nakshatras), '‹nakshatra›'],
  [wordsPatternHi(signsTa), '‹sign›'],
  [wordsPatternHi(grahasTa), '‹graha›'],
];

/**
 * The template of a Tamil sentence, as templateMasker: the person's names, Tamil dates, weekdays,
 * times, house ordinals, numbers, signs (whole and joined), grahas (whole, genitive and stem) and
 * nakshatras masked.
 */
export function templateMaskerTa(personNames: readonly string[]): (sentence: string) => string {
  const names = wordsPattern(personNames);
  return (sentence) => {
    let out = sentence.replace(/\s+/g, ' ').trim();
    if (names) out = out.replace(names, '‹name›');
    for (const [pattern, mask] of FIXED_MASKS_TA) out = out.replace(pattern, mask);
    for (const [pattern, mask] of CHART_MASKS_TA) out = out.replace(pattern, mask);
    return out;
  };
}

/**
 * Telugu words take their case endings fused ("వృశ్చికంలో", "7 డిసెంబర్‌న"), so a chart name is
 * masked where a word starts with it, whatever ending follows; a month ending in a bare consonant
 * carries a zero-width non-joiner before its ending, which the date masks allow.
 */
function wordStartsPatternTe(words: Iterable<string>): RegExp {
  const list = [...new Set([...words].map((w) => w.trim()).filter((w) => w !== ''))].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${list.map(escape).join('|')})`, 'gu');
}

const monthTe = `(?:${namesTe.months.join('|')})\\u200c?`;
const dayPartTe = '(?:తెల్లవారుజాము|ఉదయం|మధ్యాహ్నం|సాయంత్రం|రాత్రి)';
/** As FIXED_MASKS, for the Telugu wording: '24 నవంబర్', '24–30 నవంబర్ 2026', 'నవంబర్ 2026', 'మధ్యాహ్నం 3:12'. */
const FIXED_MASKS_TE: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`(?<![\\p{N}])\\d{1,2}(?:–\\d{1,2})? ${monthTe}(?: \\d{4})?`, 'gu'), '‹date›'],
  [new RegExp(`${monthTe} \\d{4}`, 'gu'), '‹date›'],
  [wordStartsPatternTe(namesTe.weekdays), '‹weekday›'],
  [new RegExp(`${dayPartTe} \\d{1,2}:\\d{2}`, 'gu'), '‹time›'],
  [/\d{1,2}:\d{2}/gu, '‹time›'],
  // A house ordinal before భావం / భావాలు, as English masks "9th" wherever it stands.
  [new RegExp(`${wordStartsPatternTe(namesTe.houses).source}(?= భావ)`, 'gu'), '‹nth›'],
  [/\d+(?:[.,]\d+)*/g, '‹n›'],
];

const CHART_MASKS_TE: ReadonlyArray<[RegExp, string]> = [
  [wordStartsPatternTe(namesTe.nakshatras), '‹nakshatra›'],
  [wordStartsPatternTe(namesTe.signs.map((s) => s.replace(/ం$/, ''))), '‹sign›'],
  // A graha by its name, its stem (శుక్ర మహాదశ) or its genitive; not inside రాహుకాలం, సూర్యోదయం or a weekday.
  [new RegExp(`${wordStartsPatternTe([...Object.values(namesTe.graha), 'సూర్యుని', 'చంద్రుని', 'కుజుని', 'బుధుని', 'శుక్రుని', 'సూర్య', 'చంద్ర', 'కుజ', 'బుధ', 'గురు', 'శుక్ర', 'రాహు', 'కేతు']).source}(?!కాల|ోదయ|ాస్తమయ|వార)`, 'gu'), '‹graha›'],
];

/**
 * The template of a Telugu sentence, as templateMasker: the person's names (written in the
 * profile's script), Telugu dates, weekdays, times, house ordinals, numbers, signs, grahas and
 * nakshatras masked, each with whatever case ending Telugu fused to it.
 */
export function templateMaskerTe(personNames: readonly string[]): (sentence: string) => string {
  const names = wordsPattern(personNames);
  return (sentence) => {
    let out = sentence.replace(/\s+/g, ' ').trim();
    if (names) out = out.replace(names, '‹name›');
    for (const [pattern, mask] of FIXED_MASKS_TE) out = out.replace(pattern, mask);
    for (const [pattern, mask] of CHART_MASKS_TE) out = out.replace(pattern, mask);
    return out;
  };
}

/** Each language's sentence splitter: Tamil and Telugu end a sentence with a full stop, as English does. */
export const SENTENCE_SPLITTERS: Record<Language, (text: string) => string[]> = { en: splitSentences, hi: splitSentencesHi, ta: splitSentences, te: splitSentences };

/** Each language's template masker. */
export const TEMPLATE_MASKERS: Record<Language, (personNames: readonly string[]) => (sentence: string) => string> = { en: templateMasker, hi: templateMaskerHi, ta: templateMaskerTa, te: templateMaskerTe };

/** Adds shares up: the pooled share of several groups of sentences. */
export function pooled(shares: Iterable<Share>): Share {
  let count = 0;
  let total = 0;
  for (const s of shares) {
    count += s.count;
    total += s.total;
  }
  return shareOf(count, total);
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** Smallest, middle and largest value; the median of an even count is the mean of the middle two. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { min: 0, median: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}
