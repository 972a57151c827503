/**
 * English wording of the daily's four areas with their scores, and of its times: sunrise, sunset,
 * moonrise, the good choghadiya still ahead and disha shool. Each line states the score the plan
 * gave and the factors it weighed, so the words cannot drift from the numbers.
 */
import type { Pen } from '../pen';
import type { BlockWriters } from '../locale';
import type { Area, AreaReason, AreaVerdict, Tone } from '../../judgement/plan';
import type { Names } from './names';
import { listOf } from './names';
import { TARAS } from './lore';
import { ordinal } from '../../../shared/ordinal';

export const AREA_EN: Record<Area, string> = { love: 'Love', career: 'Career', money: 'Money', health: 'Health' };
const AREA_WORD: Record<Area, string> = { love: 'love', career: 'work', money: 'money', health: 'health' };
const AREA_HOUSES_EN: Record<Area, string> = { love: '5th and 7th houses', career: '10th and 6th houses', money: '2nd and 11th houses', health: '1st, 6th and 8th houses' };

export const AREA_POOLS = {
  dayScore: [
    "Today's score: {score} out of 5, {tone}, because {why}.",
    '[Your score for the day|The day scores] {score} out of 5, {tone}: {why}.',
    '[For the day|Today] the score is {score} out of 5, {tone}, [since|as] {why}.',
  ],
  toneBright: ['a strong day to use well', 'a day with real support', 'one of the better days'],
  toneSteady: ['a good, steady day', 'a day that leans your way', 'a sound and workable day'],
  toneMixed: ['a mixed day where timing matters', 'a day of give and take', 'an evenly balanced day'],
  toneCareful: ['a day for care rather than push', 'a day to go gently', 'a day to keep the stakes low'],
  quiet: [
    'no transit touches your {houses} today, so {word} follows the day',
    'your {houses} are quiet today and {word} moves with the day',
    'nothing singles out {word} today; it takes the day’s own measure',
  ],
  counselLow: {
    love: ['keep exchanges gentle and leave hard talks for another day', 'be patient with those close to you and let small things pass', 'listen more than you speak with a partner today'],
    career: ['finish rather than start, and steer clear of clashes at work', 'keep your head down and close what is open', 'avoid friction with seniors and keep to routine tasks'],
    money: ['hold back on spending, lending and bets', 'keep your purse closed to risk and loans', 'put off purchases and any gamble'],
    health: ['rest more, eat simply and do not overexert', 'go easy on your body and sleep early', 'keep food light and effort moderate'],
  },
  counselMid: {
    love: ['keep things easy and kind', 'small kindnesses count for more than big gestures', 'an ordinary, warm day with those you love'],
    career: ['keep to the work in hand', 'steady routine work goes best', 'do the planned work and leave bold moves'],
    money: ['keep spending to plan', 'money matters hold steady if you keep to budget', 'routine accounts are fine; leave speculation'],
    health: ['keep meals and sleep regular', 'a regular routine keeps you well', 'keep to your usual rhythm of food and rest'],
  },
  counselHigh: {
    love: ['warm words land well', 'time with a partner or family is well spent', 'affection is easily returned today'],
    career: ['steady effort gets noticed', 'your work shows well today', 'effort at work pays back'],
    money: ['routine gains come more easily', 'earnings and dues flow more easily', 'money owed or earned comes in more readily'],
    health: ['energy is good, so use it well', 'vitality is up; move and exercise', 'you have energy to spare today'],
  },
  sun: ['Sunrise {rise} and sunset {set} in {place}', 'In {place} the Sun rises at {rise} and sets at {set}', 'The Sun rises at {rise} and sets at {set} in {place}'],
  /** On a Rikta tithi or Amavasya the good hours are not offered for starting things. */
  choghadiyaNoStart: ['the good choghadiya{ahead}{past}, for the day\'s work rather than new starts: {list}'],
  choghadiya: ['the good choghadiya{ahead}{past}: {list}', 'the day\'s good choghadiya{ahead}{past}: {list}'],
  // Only on a day whose star, chandrashtama or tithi does not hold starts back.
  choghadiyaStart: ['good choghadiya{ahead} for starting things{past}: {list}', 'for a start that matters, the good choghadiya{ahead}{past}: {list}'],
  disha: [
    'Disha shool (the direction not to set out towards) lies {dir} today, so avoid starting a journey {dir}ward',
    'Disha shool (the direction not to set out towards) is {dir} today, so do not begin a journey {dir}ward',
    'Disha shool (the direction not to set out towards) falls in the {dir} today: set out {dir}ward another day',
  ],
} as const;

const TONE_POOL: Record<Tone, readonly string[]> = { bright: AREA_POOLS.toneBright, steady: AREA_POOLS.toneSteady, mixed: AREA_POOLS.toneMixed, careful: AREA_POOLS.toneCareful };

export const DIRECTION_EN = { east: 'east', west: 'west', north: 'north', south: 'south' } as const;

function reasonEn(r: AreaReason, names: Names): string {
  switch (r.key) {
    case 'tara': {
      const t = TARAS[r.tara - 1]!;
      // A star that holds only part of the day is named with its hours: the day has two.
      const nak = names.nakshatra(r.nakshatra);
      if (!r.start && !r.end) return `the day's star, ${nak}, is ${t.name} tara (${t.meaning}) for you`;
      const hours = r.start && r.end ? `from ${r.start} to ${r.end}` : r.start ? `from ${r.start}` : `until ${r.end}`;
      return `${nak}, the Moon's star ${hours}, is ${t.name} tara (${t.meaning}) for you`;
    }
    case 'chandra-bala':
      return r.good ? `the Moon stands ${ordinal(r.house)} from your natal Moon, a place of strength (chandra bala)` : `the Moon, ${ordinal(r.house)} from your natal Moon, lacks strength (chandra bala)`;
    case 'chandrashtama':
      return 'the Moon passes the 8th from your natal Moon (chandrashtama)';
    case 'moon-in-house':
      return r.good ? `the Moon lights your ${ordinal(r.house)} house` : `the Moon crosses your ${ordinal(r.house)} house under strain`;
    case 'dasha-lord':
      return `${names.graha(r.graha)}, lord of your ${r.level} and tied to your ${ordinal(r.house)} house, is ${r.good ? 'strong' : 'weak'} in your chart`;
    case 'moon-over':
      return `the Moon passes over your natal ${names.grahaBare(r.graha)} in the ${ordinal(r.house)} house`;
    case 'panchang':
      return r.good ? "the day's yoga and karana support it" : "the day's yoga or karana does not support it";
  }
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** An area's own reasons (or that nothing touches it) and its counsel, as one sentence after its label. */
export function areaLineEn(a: AreaVerdict, names: Names, pen: Pen): string {
  const level = a.score <= 2 ? AREA_POOLS.counselLow : a.score === 3 ? AREA_POOLS.counselMid : AREA_POOLS.counselHigh;
  const why = a.reasons.length ? listOf(a.reasons.map((r) => reasonEn(r, names))) : pen.say(AREA_POOLS.quiet, { houses: AREA_HOUSES_EN[a.area], word: AREA_WORD[a.area] }, false);
  return `${capital(why)}; ${pen.pick(level[a.area])}.`;
}

/** The day's score with the reasons all four areas share. */
export function dayScoreLineEn(score: number, tone: Tone, shared: readonly AreaReason[], names: Names, pen: Pen): string {
  return pen.say(AREA_POOLS.dayScore, { score: String(score), tone: pen.pick(TONE_POOL[tone]), why: listOf(shared.map((r) => reasonEn(r, names))) });
}

export const dayAreaWriters: Pick<BlockWriters<Names>, 'day-areas' | 'day-times'> = {
  'day-areas': (b, ctx) => {
    const lines = [dayScoreLineEn(b.dayScore, b.tone, b.shared, ctx.names, ctx.pen)];
    // The four areas are a list: items without a stop of their own, the last one closing it.
    b.areas.forEach((a, i) => lines.push(`${AREA_EN[a.area]} ${a.score}/5: ${areaLineEn(a, ctx.names, ctx.pen).replace(/\.$/, i === b.areas.length - 1 ? '.' : '')}`));
    return { text: lines.join('\n'), join: 'paragraph' };
  },

  'day-times': (b, ctx) => {
    const { pen } = ctx;
    // The times as lists more than prose: the Sun and Moon with disha shool, then the good choghadiya.
    const parts: string[] = [];
    const sun = b.sunrise && b.sunset ? pen.say(AREA_POOLS.sun, { rise: b.sunrise, set: b.sunset, place: b.place }) : `In ${b.place} the Sun does not both rise and set today`;
    const moon = b.moonrise ? `moonrise ${b.moonrise.time}${b.moonrise.nextDay ? ' (after midnight)' : ''}` : 'the Moon does not rise before the next sunrise';
    parts.push(`${sun}, ${moon}`);
    const window = (w: (typeof b.choghadiya)[number]) => `${w.name} ${w.start}–${w.end}${w.travel ? ' (for travel)' : ''}`;
    const day = b.choghadiya.filter((w) => !w.night).map(window);
    const night = b.choghadiya.filter((w) => w.night).map(window);
    const notes = [
      b.askedAt ? `asked at ${b.askedAt}: the earlier good ones are over and left out` : '',
      b.inKaal ? 'those in Rahu kaal, Yamaganda or Gulika kaal left out' : '',
      b.travel ? '' : 'Char, for travel, left out as the day advises against travel',
    ].filter(Boolean);
    const past = notes.length ? ` (${notes.join('; ')})` : '';
    if (day.length || night.length) {
      const list = [day.length ? listOf(day) : '', night.length ? `after sunset ${listOf(night)}` : ''].filter(Boolean).join(', ');
      parts.push(pen.say(b.barsBeginnings ? AREA_POOLS.choghadiyaNoStart : b.starts ? [...AREA_POOLS.choghadiya, ...AREA_POOLS.choghadiyaStart] : AREA_POOLS.choghadiya, { ahead: b.askedAt ? ' still ahead' : '', past, list }, false).replace(/\.$/, ''));
    } else {
      parts.push(`no good choghadiya is left today${past}`);
    }
    // Two sentences, so the paragraph stays short enough for a phone: the Sun, Moon and disha shool, then the windows.
    // After the semicolon the term runs on in lower case.
    const disha = pen.say(AREA_POOLS.disha, { dir: DIRECTION_EN[b.dishaShool] }, false).replace(/\.$/, '').replace(/^Disha/, 'disha');
    const windows = parts[1]!;
    return { text: `${parts[0]}; ${disha}. ${windows.charAt(0).toUpperCase()}${windows.slice(1)}.`, join: 'paragraph' };
  },
};
