/**
 * What makes an English reading readable by someone who knows no jyotish: the two-line summary at
 * the top (the plan's own verdict, its strongest help and hindrance, and its best window), the
 * section headings, and the glossary that explains each term where the reading first uses it.
 */
import type { ReadingType } from '../../../../../shared/reading-types';
import type { ReadingPlan, Tone } from '../../judgement/plan';
import type { SectionKey } from '../../layout';
import type { Gloss } from '../glossary';
import { keyWindow } from '../key-window';
import type { ReaderAids, WordingContext } from '../locale';
import { factorPhrase } from './common';
import type { Names } from './names';
import { monthYear } from './names';

/** The period or the matter each type speaks of, as the summary's verdict names it. */
const SUBJECT: Record<ReadingType, string> = {
  daily: 'today', weekly: 'this week', monthly: 'this month', quarterly: 'over the next three months', yearly: 'over the coming year',
  career: 'in your work', love: 'in love and partnership', health: 'for your health and energy', life: 'across your life as a whole',
};

const VERDICT: Record<Tone, string> = {
  bright: 'things go your way',
  steady: 'things lean modestly your way',
  mixed: 'help and hindrance are evenly matched',
  careful: 'it is a time to go carefully rather than push',
};

const GLANCE: Record<ReadingType, string> = {
  daily: 'Your day at a glance', weekly: 'Your week at a glance', monthly: 'Your month at a glance', quarterly: 'The three months at a glance', yearly: 'Your year at a glance',
  career: 'Work and money in your chart', love: 'Love and marriage in your chart', health: 'Health and energy in your chart', life: 'Who you are',
};

const HEADINGS: Record<Exclude<SectionKey, 'glance' | 'chart'>, string> = {
  days: 'Day by day',
  months: 'Month by month',
  sky: 'The bigger picture',
  star: "Today's star and almanac",
  timing: 'Timing to watch',
  gifts: 'Gifts in your chart',
  story: 'Your planetary periods',
  advice: 'What to do',
};

function heading(type: ReadingType, key: SectionKey): string {
  return key === 'glance' || key === 'chart' ? GLANCE[type] : HEADINGS[key];
}

function summary(plan: ReadingPlan, ctx: WordingContext<Names>): [string, string] {
  const { balance, type } = plan;
  const name = ctx.facts.person.firstName;
  const first = [`${name}, in short: ${VERDICT[balance.tone]} ${SUBJECT[type]}.`];
  if (balance.lift) first.push(`Your strongest support is ${factorPhrase(ctx, balance.lift, true)}.`);
  const second: string[] = [];
  if (balance.drag) second.push(`The main caution is ${factorPhrase(ctx, balance.drag, false)}.`);
  const window = keyWindow(plan);
  if (window) {
    const span = `${monthYear(window.start)} to ${monthYear(window.end)}`;
    second.push(window.lean === 'care' ? `The stretch that asks most care runs from ${span}.` : `The most promising stretch ahead runs from ${span}.`);
  }
  if (!second.length) second.push('Nothing heavy weighs against you: use the good timing below.');
  return [first.join(' '), second.join(' ')];
}

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
  ['dharma', 'duty and right living'],
  ['puja', 'worship'],
];

export const READER_AIDS_EN: ReaderAids<Names> = { heading, summary, glossary: GLOSSARY };
