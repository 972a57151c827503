import { addDays, addMonths, monthEnd, monthStart, weekday } from './calendar-dates';
import { namesTa } from '../../shared/astro-names/ta';
import { namesTe } from '../../shared/astro-names/te';
import { words } from './normalise';
import type { Timeframe } from './types';

/**
 * How far ahead an open question ("when", "kab") or one naming no period is read: three years.
 * Saturn, the slowest graha read for events, changes sign about every two and a half years (its
 * 29.5-year round over twelve signs) and Jupiter about every year, and a Vimshottari antardasha
 * runs from about three and a half months (Sun within Sun) to about three years (Saturn within
 * Saturn), by the dasha years of Brihat Parashara Hora Shastra's Vimshottari chapter (Sun 6,
 * Saturn 19, of 120; a sub-period is the product over 120). So three years sees every slow
 * transit move and at least one sub-period change; further out, a dated claim rests on ever
 * smaller periods and a birth time good to the minute.
 */
export const OPEN_HORIZON_MONTHS = 36;

/** Past-tense words: "kal" with one of them meant yesterday. */
const PAST = /\s(tha|thi|the|hua|hui|huyi|hue|gaya|gayi|gaye|gya|gyi|kiya|was|were|did|था|थी|थे|हुआ|हुई|हुए|गया|गई|गयी|गए|किया)\s/;

/**
 * Tamil and Telugu units take their case endings joined on ("மாதங்களில்", "నెలల్లో"), so they are
 * written as a stem and any ending (\S*).
 */
const UNIT = {
  day: 'days?|din|dino|dinon|दिन|दिनों|நாள்\\S*|நாட்க\\S*|நாளில்\\S*|రోజు\\S*|రోజుల\\S*',
  week: 'weeks?|hafte|hafta|hafton|haftey|हफ्ते|हफ्ता|हफ्तों|हफ़्ते|सप्ताह|வார\\S*|వార\\S*',
  month: 'months?|mahine|mahina|mahino|mahinon|maheene|mahene|महीने|महीना|महीनों|माह|மாத\\S*|నెల\\S*',
  year: 'years?|yrs?|saal|sal|saalo|saalon|varsh|baras|साल|सालों|वर्ष|वर्षों|बरस|வருட\\S*|ஆண்ட\\S*|ஆண்டு\\S*|వరుష\\S*|సంవత్సర\\S*|ఏడాది\\S*',
} as const;
type Unit = keyof typeof UNIT;

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
  ek: 1, do: 2, teen: 3, tin: 3, char: 4, chaar: 4, panch: 5, paanch: 5, chhe: 6, che: 6, chah: 6, saat: 7, aath: 8, nau: 9, das: 10, barah: 12,
  'एक': 1, 'दो': 2, 'तीन': 3, 'चार': 4, 'पांच': 5, 'पाँच': 5, 'छह': 6, 'छः': 6, 'सात': 7, 'आठ': 8, 'नौ': 9, 'दस': 10, 'बारह': 12,
  'ஒரு': 1, 'ஒன்று': 1, 'இரண்டு': 2, 'மூன்று': 3, 'நான்கு': 4, 'ஐந்து': 5, 'ஆறு': 6, 'ஏழு': 7, 'எட்டு': 8, 'ஒன்பது': 9, 'பத்து': 10, 'பன்னிரண்டு': 12,
  'ఒక': 1, 'ఒకటి': 1, 'రెండు': 2, 'మూడు': 3, 'నాలుగు': 4, 'ఐదు': 5, 'ఆరు': 6, 'ఏడు': 7, 'ఎనిమిది': 8, 'తొమ్మిది': 9, 'పది': 10, 'పన్నెండు': 12,
};
const NUMBER = `\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}`;
const toNumber = (value: string) => NUMBER_WORDS[value] ?? Number(value);

const NEXT = 'next|coming|upcoming|agle|agla|agli|aane wale|aane vale|अगले|अगला|अगली|आने वाले|आने वाला|அடுத்த|வரும்|வரக்கூடிய|వచ్చే|రాబోయే|తర్వాతి|తదుపరి';
const THIS = 'this|current|is|iss|ye|yeh|इस|यह|இந்த|ఈ';

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'janvari', 'जनवरी'],
  ['february', 'feb', 'farvari', 'फरवरी'],
  ['march', 'मार्च'],
  ['april', 'apr', 'अप्रैल', 'अप्रेल'],
  ['may', 'मई'],
  ['june', 'jun', 'जून'],
  ['july', 'jul', 'जुलाई'],
  ['august', 'aug', 'अगस्त'],
  ['september', 'sept', 'sep', 'सितंबर', 'सितम्बर'],
  ['october', 'oct', 'अक्टूबर', 'अक्तूबर'],
  ['november', 'nov', 'नवंबर', 'नवम्बर'],
  ['december', 'dec', 'दिसंबर', 'दिसम्बर'],
].map((names, index) => [...names, namesTa.months[index]!, namesTe.months[index]!]);
const MONTH_NUMBER = new Map(MONTHS.flatMap((names, index) => names.map((name) => [name, index + 1] as const)));
const MONTH = MONTHS.flat().join('|');
/**
 * A month named on its own: full names only. Short forms stand alone as other words ("jan" is
 * "life" in Hindi, "dec" and "sep" are clipped English), and the English "may" is mostly the verb,
 * so it counts only after "in" or "of" or before a year.
 */
const WHOLE_MONTH = MONTHS.map((names) => names.filter((name) => name.length > 3 || name === 'may' || /[^a-z]/.test(name)).join('|')).join('|');

/** Tamil and Telugu month names as stems: the ending joins on in place of the final virama ("டிசம்பரில்", "డిసెంబరులో"). */
const SOUTHERN_MONTH_STEMS = new Map([...namesTa.months, ...namesTe.months].map((name, index) => [name.replace(/[\u0BCD\u0C4D]$/u, ''), (index % 12) + 1] as const));
/** "மே" and "మే" (May) are too short to take any ending: "மேலும்", "మేము" are other words. */
const SOUTHERN_MONTH = [...SOUTHERN_MONTH_STEMS.keys()]
  .toSorted((a, b) => b.length - a.length)
  .map((stem) => (stem.length > 2 ? `${stem}\\S*` : stem))
  .join('|');

const WEEKDAYS: readonly (readonly string[])[] = [
  ['sunday', 'ravivar', 'itvaar', 'itwar', 'रविवार', 'इतवार'],
  ['monday', 'somvar', 'somwar', 'सोमवार'],
  ['tuesday', 'mangalvar', 'mangalwar', 'मंगलवार'],
  ['wednesday', 'budhvar', 'budhwar', 'बुधवार'],
  ['thursday', 'guruvar', 'guruwar', 'brihaspativar', 'गुरुवार', 'बृहस्पतिवार'],
  ['friday', 'shukravar', 'shukrawar', 'शुक्रवार'],
  ['saturday', 'shanivar', 'shaniwar', 'शनिवार'],
].map((names, index) => [...names, namesTa.weekdays[index]!, namesTe.weekdays[index]!]);
const WEEKDAY_NUMBER = new Map(WEEKDAYS.flatMap((names, index) => names.map((name) => [name, index] as const)));
const WEEKDAY = WEEKDAYS.flat().join('|');

const OPEN = /\s(when|kab|kb|kabhi|कब|how soon|how long until|kitne time|kitne samay|कितने समय|எப்போது|எப்பொழுது|எப்போ|எப்ப|எப்போதாவது|ఎప్పుడు|ఎప్పటికి|ఎప్పటిలోగా|ఎప్పటికైనా)\s/;

/** A stated period: the pattern and how it becomes dates from today. */
interface Rule {
  pattern: RegExp;
  resolve(match: RegExpExecArray, today: string, spaced: string): { start: string; end: string };
  /** A further check on a match the pattern alone cannot make. */
  accept?(match: RegExpExecArray): boolean;
}

const year = (today: string) => Number(today.slice(0, 4));
const month = (today: string) => Number(today.slice(5, 7));
const span = (start: string, end: string) => ({ start, end });
const lastDayOf = (unit: Unit, today: string, count: number) =>
  unit === 'day' ? addDays(today, count - 1) : unit === 'week' ? addDays(today, 7 * count - 1) : addDays(addMonths(today, unit === 'month' ? count : 12 * count), -1);
const unitOf = (word: string): Unit => (Object.keys(UNIT) as Unit[]).find((unit) => new RegExp(`^(${UNIT[unit]})$`).test(word))!;

/** The month's next occurrence from today: this month (from today) if it is now, else the next such month. */
function monthFrom(today: string, target: number, statedYear?: number) {
  if (statedYear !== undefined) {
    const start = monthStart(statedYear, target);
    return span(start < today && monthEnd(statedYear, target) >= today ? today : start, monthEnd(statedYear, target));
  }
  if (target === month(today)) return span(today, monthEnd(year(today), target));
  const targetYear = target > month(today) ? year(today) : year(today) + 1;
  return span(monthStart(targetYear, target), monthEnd(targetYear, target));
}

/** The day's next occurrence, today included. */
function dayOfMonthFrom(today: string, day: number, target: number, statedYear?: number) {
  const pad = (value: number) => String(value).padStart(2, '0');
  let date = `${statedYear ?? year(today)}-${pad(target)}-${pad(day)}`;
  if (statedYear === undefined && date < today) date = `${year(today) + 1}-${pad(target)}-${pad(day)}`;
  return span(date, date);
}

/**
 * Stated periods, most specific first: the first that matches decides. Patterns run over the
 * question's lower-cased words joined by single spaces, with a space at each end (JavaScript's
 * \b does not see Devanagari letters as word letters).
 */
const RULES: readonly Rule[] = [
  {
    // "15 january", "15 jan 2027", "15 जनवरी"
    pattern: new RegExp(` (\\d{1,2})(?:st|nd|rd|th)? (?:of )?(${MONTH})(?: (\\d{4}))? `),
    resolve: (m, today) => dayOfMonthFrom(today, Number(m[1]), MONTH_NUMBER.get(m[2]!)!, m[3] ? Number(m[3]) : undefined),
  },
  {
    // "january 15", "march 3rd"
    pattern: new RegExp(` (${MONTH}) (\\d{1,2})(?:st|nd|rd|th)?(?: (\\d{4}))? `),
    resolve: (m, today) => dayOfMonthFrom(today, Number(m[2]), MONTH_NUMBER.get(m[1]!)!, m[3] ? Number(m[3]) : undefined),
  },
  {
    // "day after tomorrow", "parso", "परसों": two days ahead, or back in the past tense
    pattern: / (day after tomorrow|parso|parson|parsoon|परसों|परसो|நாளை மறுநாள்|நாளை மறுநாள்\S*|ఎల్లుండి) /,
    resolve: (_m, today, spaced) => {
      const day = addDays(today, PAST.test(spaced) ? -2 : 2);
      return span(day, day);
    },
  },
  {
    // "aaj kal" is "these days", not a day: an ongoing stretch, read as the month ahead
    pattern: / (aaj ?kal|aj ?kal|आजकल|आज कल|these days|nowadays) /,
    resolve: (_m, today) => span(today, addDays(addMonths(today, 1), -1)),
  },
  {
    pattern: / (today|tonight|aaj|aj|आज|this day|is din|इस दिन|இன்று|இன்றைக்கு|இன்னைக்கு|இன்றைய|ఈరోజు|ఈ రోజు|ఈనాడు|నేడు) /,
    resolve: (_m, today) => span(today, today),
  },
  {
    // "kal" is both yesterday and tomorrow: the past tense makes it yesterday; otherwise tomorrow,
    // present tense included ("kal interview hai" is an appointment, so it is ahead)
    pattern: / (tomorrow|tmrw|tomorow|kal|kl|कल|நாளை|நாளைக்கு|நாளைய|రేపు) /,
    resolve: (m, today, spaced) => {
      const day = addDays(today, m[1] !== 'tomorrow' && m[1] !== 'tmrw' && m[1] !== 'tomorow' && PAST.test(spaced) ? -1 : 1);
      return span(day, day);
    },
  },
  {
    // "on friday", "somvar ko": the next such day, today included
    pattern: new RegExp(` (${WEEKDAY}) `),
    resolve: (m, today) => {
      const day = addDays(today, (WEEKDAY_NUMBER.get(m[1]!)! - weekday(today) + 7) % 7);
      return span(day, day);
    },
  },
  {
    // "next 6 months", "agle 2 saal", "अगले तीन महीने", "coming 10 days"
    pattern: new RegExp(` (?:${NEXT}|within|in) (${NUMBER}) (${Object.values(UNIT).join('|')}) `),
    resolve: (m, today) => span(today, lastDayOf(unitOf(m[2]!), today, toNumber(m[1]!))),
  },
  {
    // "6 mahine me", "2 saal ke andar", "3 महीने में"
    pattern: new RegExp(` (${NUMBER}) (${Object.values(UNIT).join('|')}) (?:me|mein|mai|main|में|ke andar|के अंदर|के भीतर|tak|तक) `),
    resolve: (m, today) => span(today, lastDayOf(unitOf(m[2]!), today, toNumber(m[1]!))),
  },
  {
    // "6 மாதத்தில்", "2 வருடங்களுக்குள்", "6 నెలల్లో", "రెండు సంవత్సరాల్లోపు": the ending says "within"
    pattern: new RegExp(` (${NUMBER}) ((?:மாத|வார|வருட|ஆண்ட|நாட்க|நாள)\\S*(?:ில்|ள்ளே|குள்)|(?:నెల|వార|సంవత్సర|ఏడాది|రోజు|రోజుల)\\S*(?:లో|లోపు|లోగా|లోపల)) `),
    resolve: (m, today) => span(today, lastDayOf(unitOf(m[2]!), today, toNumber(m[1]!))),
  },
  {
    // next week: Monday to Sunday after this one
    pattern: new RegExp(` (?:${NEXT}) (?:${UNIT.week}) `),
    resolve: (_m, today) => {
      const monday = addDays(today, ((8 - weekday(today)) % 7) || 7);
      return span(monday, addDays(monday, 6));
    },
  },
  {
    // this week: today to Sunday
    pattern: new RegExp(` (?:${THIS}) (?:${UNIT.week}) `),
    resolve: (_m, today) => span(today, addDays(today, (7 - weekday(today)) % 7)),
  },
  {
    // "in march", "march 2027", "मार्च में"; a bare "may" is the English verb, so it needs a year or "in"
    pattern: new RegExp(` (in |of )?(${WHOLE_MONTH})(?: (\\d{4}))? `),
    accept: (m) => m[2] !== 'may' || m[1] !== undefined || m[3] !== undefined,
    resolve: (m, today) => monthFrom(today, MONTH_NUMBER.get(m[2]!)!, m[3] ? Number(m[3]) : undefined),
  },
  {
    // "டிசம்பரில்", "2027 ஜனவரியில்", "డిసెంబరులో"
    pattern: new RegExp(` (?:(\\d{4}) )?(${SOUTHERN_MONTH}) `),
    resolve: (m, today) => {
      const stem = [...SOUTHERN_MONTH_STEMS.keys()].filter((name) => m[2]!.startsWith(name)).toSorted((a, b) => b.length - a.length)[0]!;
      return monthFrom(today, SOUTHERN_MONTH_STEMS.get(stem)!, m[1] ? Number(m[1]) : undefined);
    },
  },
  {
    pattern: new RegExp(` (?:${NEXT}) (?:${UNIT.month}) `),
    resolve: (_m, today) => {
      const next = addMonths(today.slice(0, 8) + '01', 1);
      return span(next, monthEnd(year(next), month(next)));
    },
  },
  {
    pattern: new RegExp(` (?:${THIS}) (?:${UNIT.month}) `),
    resolve: (_m, today) => span(today, monthEnd(year(today), month(today))),
  },
  {
    // "by 2028", "2028 tak", "2028 तक", "before 2028": from today up to the end of that year (or the one before)
    pattern: / (?:(by|till|until|before) (\d{4})|(\d{4}) (?:tak|तक|se pehle|से पहले|க்குள்|வரை|లోపు|లోగా|వరకు|కల్లా)) /,
    resolve: (m, today) => {
      const target = Number(m[2] ?? m[3]) - (m[1] === 'before' || /pehle|पहले/.test(m[0]) ? 1 : 0);
      return span(today, `${target}-12-31`);
    },
  },
  {
    // "2028": the whole year; the current year from today
    pattern: / ((?:19|20)\d\d) /,
    resolve: (m, today) => {
      const target = Number(m[1]);
      return span(target === year(today) ? today : `${target}-01-01`, `${target}-12-31`);
    },
  },
  {
    pattern: new RegExp(` (?:${NEXT}) (?:${UNIT.year}) `),
    resolve: (_m, today) => span(`${year(today) + 1}-01-01`, `${year(today) + 1}-12-31`),
  },
  {
    pattern: new RegExp(` (?:${THIS}) (?:${UNIT.year}) `),
    resolve: (_m, today) => span(today, `${year(today)}-12-31`),
  },
];

/** The period a question asks about, as dates from `today` (the asker's date, 'YYYY-MM-DD'). */
export function resolveTimeframe(text: string, today: string): Timeframe {
  // A year or number typed against a Tamil or Telugu ending ("2028ல்", "2028లో") is read as its own word.
  const spaced = ` ${words(text).join(' ')} `.replace(/(\d)(?=[\u0B80-\u0C7F])/gu, '$1 ');
  for (const rule of RULES) {
    const match = rule.pattern.exec(spaced);
    if (!match || (rule.accept && !rule.accept(match))) continue;
    return { ...rule.resolve(match, today, spaced), kind: 'stated' };
  }
  const horizon = span(today, addDays(addMonths(today, OPEN_HORIZON_MONTHS), -1));
  return { ...horizon, kind: OPEN.test(spaced) ? 'open' : 'unstated' };
}
