/**
 * What makes an English reading readable by someone who knows no jyotish: the two-line summary at
 * the top (the plan's own verdict, its strongest help and hindrance, and its best window), the
 * section headings, and the glossary that explains each term where the reading first uses it.
 */
import type { ReadingType } from '../../../shared/reading-types';
import type { Tone } from '../../judgement/plan';
import type { SectionKey } from '../../layout';
import type { Gloss } from '../glossary';
import { readerAids } from '../reader-aids';
import { factorPhrase } from './common';
import type { Names } from './names';
import { monthRange, monthYear } from './names';

/** The period or the matter each type speaks of, as the summary's verdict names it. */
const SUBJECT: Record<ReadingType, string> = {
  daily: 'today', weekly: 'this week', monthly: 'this month', quarterly: 'over the next three months', yearly: 'over the coming year',
  career: 'in your work', love: 'in love and partnership', health: 'for your health and energy', life: 'across your life as a whole',
};

/** The summary's sentences, varied like the rest of the reading so no two readings open alike. */
const SUMMARY_POOLS = {
  verdict: {
    bright: [
      '{name}, in short: [things go your way|the balance is in your favour|the signs are kind] {subject}.', '[The short of it|Put simply], {name}: {subject}, [the signs are good|the chart is on your side].',
      '{name}, here is the gist: {subject} [you have the wind behind you|the planets favour you].', '[Good news|The gist], {name}: {subject} [the balance is clearly yours|the chart works for you].',
    ],
    steady: [
      '{name}, in short: things lean [modestly|gently|a little] your way {subject}.', 'The short of it, {name}: {subject}, [the balance tilts your way|you have a modest edge].',
      '{name}, here is the gist: {subject} [the balance is modestly yours|the odds are slightly in your favour].', 'The gist, {name}: {subject} [steady effort pays|a steady hand wins].',
    ],
    mixed: [
      '{name}, in short: help and hindrance are [evenly matched|about equal|in balance] {subject}.', 'The short of it, {name}: {subject}, [the picture is mixed|good and hard come in equal measure].',
      '{name}, here is the gist: {subject} [help and pushback come in equal parts|gains and hurdles sit side by side].', 'The gist, {name}: {subject} [choose your moments|weigh each move].',
    ],
    careful: [
      '{name}, in short: it is a time to [go carefully|conserve|be patient] rather than push {subject}.', 'The short of it, {name}: {subject}, [caution pays|go gently and keep the stakes low].',
      '{name}, here is the gist: {subject} [protect what you have|keep things simple and safe].', 'The gist, {name}: {subject} [patience beats push|hold back where you can].',
    ],
  } satisfies Record<Tone, readonly string[]>,
  // The verdict has named the subject ('in your work'): the help and the caution do not repeat it.
  lift: [
    '[Your strongest support|What helps most|The best help you have|Your best ally] [is|comes from] {lift}.',
    '[Lean on|Rely on|Build on|Make the most of] {lift}[, your best help| above all|].',
    '[Count on|Trust|Work with] {lift}[: it is your strongest help|, the chart’s best gift|].',
    'The [biggest|surest|clearest] help [comes from|is] {lift}.',
  ],
  drag: [
    '[The main caution|The chief caution|The one warning|A word of warning] [is|concerns] {drag}.',
    '[What needs most care|What asks for care|Handle gently]: {drag}[, above all|].',
    '[Keep an eye on|Be mindful of|Watch over] one thing[: | above all: ]{drag}.',
    'The [harder|heavier|tougher] side[ is|:] {drag}.',
  ],
  window: [
    '[The most promising stretch ahead|The best-supported stretch ahead|Your best window] runs from {from} to {to}.',
    '[Mark|Circle|Note] {from} to {to}: [it is the strongest window ahead|no stretch ahead is better supported|that is the time to move].',
    '[The timing to aim for|The window to use|Your moment]: {from} to {to}.',
    '[Plan your big step|Save the important move|Keep your main effort] for {from} to {to}.',
  ],
  careWindow: [
    '[The stretch that asks most care|The most sensitive stretch|The time to go easiest] runs from {from} to {to}.',
    '[Take extra care|Go most gently|Rest more and push less] from {from} to {to}.',
    '[Keep the stakes low|Guard your routine|Protect your energy] from {from} to {to}.',
  ],
  windowNow: [
    '[The most promising stretch|Your best window] [is already open|has begun]: [use it|make use of it] until {to}.',
    '[Plan your big step|Keep your main effort] for [the months from now until|now, while it lasts, until] {to}.',
  ],
  careWindowNow: [
    '[The stretch that asks most care|The most sensitive stretch] [is the present one|has begun], until {to}.',
    '[Take extra care|Go gently and push less] from now until {to}.',
  ],
  clear: ['Nothing heavy weighs against you: use the good timing below.', 'Little stands in your way: the timing below shows where to use it.'],
};

const GLANCE: Record<ReadingType, string> = {
  daily: 'Your day at a glance', weekly: 'Your week at a glance', monthly: 'Your month at a glance', quarterly: 'The three months at a glance', yearly: 'Your year at a glance',
  career: 'Work and money in your chart', love: 'Love and marriage in your chart', health: 'Health and energy in your chart', life: 'Who you are',
};

const HEADINGS: Record<Exclude<SectionKey, 'glance' | 'chart'>, string> = {
  areas: 'Love, work, money and health',
  days: 'Day by day',
  months: 'Month by month',
  sky: 'The bigger picture',
  star: "Today's star and almanac",
  timing: 'Timing to watch',
  gifts: 'Gifts in your chart',
  story: 'Your planetary periods',
  advice: 'What to do',
};



/** Each term with the plain words that explain it, as the reading says it the first time. */
const GLOSSARY: readonly Gloss[] = [
  ['Rahu kaal', 'a daily stretch poor for new starts'],
  ['Yamaganda', 'another daily stretch poor for beginnings'],
  ['Gulika kaal', 'a daily stretch ruled by Saturn’s son, poor for beginnings'],
  ['Abhijit muhurta', 'the lucky window around local noon'],
  ['muhurta', 'a well-timed window'],
  ['mahadasha', 'main planetary period', 'main planetary periods'],
  ['antardasha', 'sub-period', 'sub-periods'],
  ['dasha', 'planetary period', 'planetary periods'],
  ['lagna', 'rising sign'],
  ['ascendant', 'rising sign'],
  ['Moon sign', 'rashi, the Moon’s sign at your birth'],
  ['nakshatra', 'one of the 27 star groups the Moon passes through', 'the 27 star groups the Moon passes through'],
  ['tara', "the day's star counted from your birth star"],
  ['chandrashtama', 'a low two-and-a-half days that come round each month'],
  ['Sade Sati', "Saturn's long seven-and-a-half-year test"],
  ['panchang', 'the Hindu almanac'],
  ['tithi', 'lunar day', 'lunar days'],
  ['karana', 'half of a lunar day'],
  ['yoga', 'a special combination in the sky or in the chart', 'special combinations of planets'],
  ['Bhadra', 'a stretch held unlucky for ceremonies'],
  ['house', 'one of the twelve areas of life', 'areas of life'],
  ['graha', 'planet', 'planets'],
  ['Rahu', "the Moon's north node"],
  ['Ketu', "the Moon's south node"],
  ['drishti', 'the glance a planet casts on a house'],
  ['navamsa', 'the ninth-part chart read for marriage'],
  ['Mangal dosha', 'Mars placed where it can strain a marriage'],
  ['upaya', 'remedy'],
  ['gochara', 'the planets’ present movement'],
  ['retrograde', 'seeming to move backwards'],
  ['combust', 'too close to the Sun to act freely'],
  ['exalted', 'in its strongest sign'],
  ['debilitated', 'in its weakest sign'],
  ['vargottama', 'in the same sign in the navamsa'],
  ['yogakaraka', 'the planet that does most good for your rising sign'],
  ['amatyakaraka', 'the planet that guides your career'],
  ['darakaraka', 'the planet that stands for your spouse'],
  ['atmakaraka', "the planet of your soul's purpose"],
  ['karaka', 'the planet that stands for a matter', 'the planets that stand for a matter'],
  ['bhava', 'house'],
  ['lagna lord', 'the planet that rules your rising sign'],
  ['10th lord', 'the planet that rules your 10th house'],
  ['7th lord', 'the planet that rules your 7th house'],
  ['dharma', 'duty and right living'],
  ['puja', 'worship'],
];

/**
 * The terms only the natal readings use, which a reader meets rarely: explained in every reading.
 * The others come in most readings and are explained only in a reader's first few (glossary.ts).
 */
const ALWAYS_GLOSSED: ReadonlySet<string> = new Set([
  'drishti', 'navamsa', 'Mangal dosha', 'vargottama', 'combust', 'yogakaraka', 'amatyakaraka', 'darakaraka', 'atmakaraka', 'karaka', 'lagna lord', '10th lord', '7th lord',
]);

export const READER_AIDS_EN = readerAids<Names>({
  subject: SUBJECT, pools: SUMMARY_POOLS, glance: GLANCE, headings: HEADINGS, glossary: GLOSSARY, alwaysGlossed: ALWAYS_GLOSSED,
  say: (ctx, pool, slots) => ctx.pen.say(pool, slots),
  monthYear, monthRange, factor: factorPhrase,
});
