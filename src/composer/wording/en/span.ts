/**
 * English wording of the period blocks: the opening led by the period's biggest events, the
 * seven days of a week, the slow grahas' stays told as they happen (ingress, station, return,
 * with how long each lasts), the month-by-month view, good days and chandrashtama windows.
 */
import type { Graha } from '../../../astro/zodiac';
import { daysBetween } from '../../../astro/civil-dates';
import type { StayFact, TransitEventFact } from '../../facts/types';
import { binduBand, isGocharaGood } from '../../judgement/classics';
import type { Block, LeadEvent } from '../../judgement/plan';
import type { BlockWriters, WordingContext } from '../locale';
import { HOUSE_GOOD, HOUSE_HARD, HOUSE_SHORT, JUPITER_GOCHARA, NATURE_LORE, NODE_AXIS, SATURN_GOCHARA, TARAS } from './lore';
import { tithiName } from './day';
import type { Names } from './names';
import { dayMonth, dayMonthYear, listOf, nakshatraName, spanLabel, weekdayName } from './names';
import { ordinal } from '../../../shared/ordinal';

type Ctx = WordingContext<Names>;
type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

const PERIOD_NOUN: Record<string, string> = { weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year' };

export const SPAN_POOLS = {
  greeting: ['Namaste {name}', '{name}, namaste', '[Pranam|Namaskar], {name}', '[Hello|Good day], {name}'],
  openBright: [
    'this {noun}, {span}, [leans clearly your way|carries more support than strain|is one of your better stretches], [and the reasons are worth knowing|so plan boldly but wisely]',
    '[taken as a whole|on balance], {span} [favours you|works in your favour|brings more openings than obstacles][, a {noun} to use|]',
    '{span} [is a {noun} with the wind behind you|gives you a strong {noun}], [so aim a little higher|and the dates below show where to push]',
  ],
  openSteady: [
    'this {noun}, {span}, is [steady and workable|quietly supportive|sound], [with more help than friction|tilting gently your way]',
    '[on balance|overall], {span} [leans modestly|tilts] in your favour[, if you keep to its timing|]',
    '{span} [makes a decent {noun}|is a fair {noun}] for you: [steady work pays|nothing dramatic, but things move]',
  ],
  openMixed: [
    'this {noun}, {span}, is [mixed|evenly balanced|a stretch of ups and downs]: [timing matters more than effort|choose your moments carefully]',
    '[taken as a whole|overall], {span} [gives and asks in equal measure|has good stretches and slower ones], [so the dates below matter|which makes the dates below useful]',
    '{span} [is a {noun} of two moods|pulls two ways] for you, [and the detail below shows which is which|so read the dates before you commit]',
  ],
  openCareful: [
    'this {noun}, {span}, [asks for patience|is one to go carefully through|calls for a steady, cautious hand]: [the heavier transits weigh more than the helpful ones|the balance tips towards caution]',
    '[taken as a whole|overall], {span} [is a time to consolidate rather than expand|favours care over risk], [and the dates below show where the pressure eases|with a few better windows shown below]',
    '{span} [is a {noun} for defence, not attack,|asks you to protect what you have] [while the slow grahas weigh on you|until the pressure eases]',
  ],
  leadIngress: [
    'The [biggest|most important] event [of the {noun}|in this {noun}] is {graha} entering {sign} on {date}, [your|the] {house} from the Moon, [which turns attention to|putting the spotlight on] {short}.',
    'On {date} {graha} moves into {sign}, the {house} from your Moon sign, [so the {noun} turns on|and this {noun} centres on] {short}.',
    '[Mark|Watch] {date}: {graha} enters {sign}, your {house} from the Moon, [and this {noun} turns on|bringing this {noun} round to] {short}.',
  ],
  leadReturn: [
    'On {date} {graha} returns to {sign}, [the sign it left on {date2}|which it left on {date2}], [going back over|revisiting] {short}, your {house} from the Moon, this {noun}.',
    '{graha}, [moving backwards|on a retrograde loop], [comes back|returns] to {sign} on {date}, [having left it on {date2}|after leaving it on {date2}], [bringing {short} back into focus|putting {short} back on the agenda] this {noun}.',
  ],
  leadReturnBare: [
    'On {date} {graha} returns to {sign} on a retrograde loop, [going back over|revisiting] {short}, your {house} from the Moon, this {noun}.',
  ],
  // A return made moving forward: the graha backed out of the sign, turned direct and comes back.
  leadReturnDirect: [
    'On {date} {graha}, moving forward again, returns to {sign}, [the sign it left on {date2}|which it left on {date2}], [going back over|revisiting] {short}, your {house} from the Moon, this {noun}.',
    '{graha}, [direct again|back in forward motion], [comes back|returns] to {sign} on {date}, [having left it on {date2}|after leaving it on {date2}], [bringing {short} back into focus|putting {short} back on the agenda] this {noun}.',
  ],
  leadReturnDirectBare: [
    'On {date} {graha}, moving forward again, returns to {sign}, [going back over|revisiting] {short}, your {house} from the Moon, this {noun}.',
  ],
  leadDasha: [
    'The {level} of {graha} begins on {date}, [a turning point of the {noun}|the real change of the {noun}|and that change outweighs any transit this {noun}].',
    'On {date} your {level} changes to {graha}[, which opens a new chapter within this {noun}|: the {noun}\'s deepest shift].',
  ],
  leadStation: [
    'On {date} {graha} [turns|stations] {turns} in {sign}, your {house} from the Moon, [slowing|which changes the pace of] {short} this {noun}.',
  ],
  // The week, day by day: one sentence each.
  day: [
    '{day}: Moon in {sign}, {house} from your Moon, star {nak}, {tara} tara; [good for|favours] {good}',
    '{day}: the Moon [in|through] {sign}, your {house} from the Moon, with {nak}, a {tara} day; [a day for|good for] {good}',
    '{day} [brings|has] the Moon in {sign}, your {house} from the Moon, with {nak} as {tara} tara: [use it for|make room for] {good}',
    '{day}, a {tara} day in {nak}, puts the Moon in {sign}, the {house} from yours: [lean into|go for] {good}',
    '{day}: the Moon [is in|moves through] {sign}, {house} from your Moon, and {nak} is {tara} tara for you, [so favour|good for] {good}',
  ],
  dayHard: [
    '{day}: Moon in {sign}, {house} from your Moon, star {nak}, {tara} tara; [go carefully with|take care with] {hard}',
    '{day}: the Moon [in|through] {sign}, your {house} from the Moon, with {nak}, a {tara} day; [mind|watch] {hard}',
    '{day} [puts|has] the Moon in {sign}, your {house} from the Moon, with {nak} as {tara} tara: [keep an eye on|go gently with] {hard}',
    '{day}, a {tara} day in {nak}, puts the Moon in {sign}, the {house} from yours: [be careful with|go slow on] {hard}',
    '{day}: the Moon [is in|moves through] {sign}, {house} from your Moon, and {nak} is {tara} tara for you, [so watch|so go easy on] {hard}',
  ],
  dayLeaves: ['from {time} it is in {sign2}, your {house2} from the Moon', 'at {time} it moves on to {sign2}, the {house2} from your Moon', 'by {time} it has crossed into {sign2}, your {house2} from the Moon'],
  dayArrives: ['it arrives in {sign} at {time}, leaving {sign2}, your {house2} from the Moon', 'it enters {sign} at {time}[, after a night in {sign2}|, out of {sign2}, your {house2} from the Moon]', 'before {time} it is still in {sign2}, your {house2} from the Moon'],
  dayChandrashtama: [
    'chandrashtama, so no risky starts', 'chandrashtama for you, so keep it routine', 'the Moon is 8th from your own (chandrashtama): keep it light',
    'chandrashtama hours, [best kept|to be kept] for routine', 'a chandrashtama stretch: postpone what can wait',
  ],
  dayObservance: ['{obs}', 'it is {obs}', '{obs} falls [on this day|that day]'],
  // A Rikta tithi or Amavasya holds the waking day: no beginnings (Muhurta Chintamani).
  dayRikta: ['the tithi is {tithi}, a Rikta (empty) one, so begin nothing new', '{tithi}, a Rikta tithi: [not a day to start anything|keep new starts for another day]'],
  dayAmavasya: ['it is the new moon (Amavasya), so begin nothing new', 'Amavasya, [a day for prayer and the ancestors, not new starts|no day to start anything new]'],
  dayStarFavours: ['the star favours {favours}', '{nak} is good for {favours}', 'by its star, a day for {favours}'],
  dayRahu: ['Rahu kaal {rahu}', 'avoid Rahu kaal, {rahu}', 'keep new starts out of Rahu kaal ({rahu})', 'Rahu kaal falls {rahu}'],
  // Fast planets.
  ingress: [
    '{graha} enters {sign} on {date}, [your|the] {house} from the Moon, [helping|good for] {good}.',
    'On {date} {graha} [moves|crosses] into {sign}, {house} from your Moon, [which supports|favouring] {good}.',
    'From {date} {graha} [is in|occupies] {sign}, your {house} from the Moon: [a help to|good news for] {good}.',
  ],
  ingressHard: [
    '{graha} enters {sign} on {date}, [your|the] {house} from the Moon, [asking care with|where it presses on] {hard}.',
    'On {date} {graha} [moves|crosses] into {sign}, {house} from your Moon, [so mind|calling for care with] {hard}.',
    'From {date} {graha} [is in|occupies] {sign}, your {house} from the Moon: [go steadily with|keep an eye on] {hard}.',
  ],
  ingressBack: [
    'On {date} {graha}, moving backwards, slips back into {sign}, your {house} from the Moon[, revisiting|: a return to] {short}.',
    '{graha} [turns back into|re-enters] {sign} on {date}, retrograde, [bringing {short} up again|which asks for another look at {short}].',
  ],
  stationRetro: [
    '{graha} turns retrograde on {date} in {sign}[, slowing {short}|; expect second thoughts on {short}].',
    'On {date} {graha} [stations|turns] retrograde in {sign}, your {house} from the Moon[, which slows {short}|, a pause for {short}|].',
  ],
  // A spell is told station to station: from turning retrograde to turning direct.
  stationRetroSpell: [
    'On {date} {graha} turns retrograde in {sign}, your {house} from the Moon, and stays retrograde for {length}, until it turns direct on {date2}[; expect second thoughts on {short}|, which slows {short}].',
    '{graha} turns retrograde on {date} in {sign} and remains retrograde for {length}, until {date2}[, slowing {short}|: a pause for {short}].',
  ],
  stationDirect: [
    '{graha} turns direct on {date} in {sign}[, and things move again for {short}|; delays around {short} ease].',
    'On {date} {graha} [stations|turns] direct in {sign}, your {house} from the Moon[, which frees {short}|, releasing what was stuck in {short}|].',
  ],
  // Slow grahas.
  stayWhole: [
    '{graha} stays in {sign}, [your|the] {house} from the Moon, through the whole {noun}[, keeping {short} in view|].',
    'All through the {noun} {graha} holds {sign}, the {house} from your Moon sign, [and that steadies|which shapes] {short}.',
  ],
  staySince: [
    '{graha} has been in {sign}, [your|the] {house} from the Moon, since {date}, and stays until {date2}, [so it colours|shaping] {short} [all this {noun}|through the whole {noun}].',
    'In {sign} since {date} and there until {date2}, {graha} [occupies|sits in] the {house} from your Moon [for all of this {noun}|right through this {noun}], [over|with its weight on] {short}.',
    '{graha} [entered|moved into] {sign} on {date} and [remains there|stays] until {date2}, [in|through] your {house} from the Moon, [which governs this {noun}\'s {short}|touching {short} all {noun}].',
  ],
  stayBrief: [
    '{graha} in {sign}, your {house} from the Moon, until {date2}',
    '{graha} [holding|in] your {house} from the Moon, {sign}, until {date2}',
    '{graha} [over|through] {short} in {sign} until {date2}',
  ],
  stayBriefLead: [
    '[In the background|Behind the week|Underneath it all], {list}.',
    '[The slow grahas set the background|The background is set by the slow grahas]: {list}.',
    '[This week\'s backdrop|What stays fixed all week]: {list}.',
  ],
  stayLeaves: [
    '{graha} leaves {sign} on {date} after [a stay that began|being there since] {date2}, [closing a chapter on|lifting its weight from] {short}.',
    'On {date} {graha} [leaves|moves out of] {sign}, where it has been since {date2}, [easing the pressure on|freeing] {short}.',
  ],
  stayEnters: [
    'In this {noun} it then enters {sign} on {date} for {length}, [your|the] {house} from the Moon, [turning to|which brings up] {short}.',
    'From {date} it [is in|occupies] {sign}, the {house} from your Moon, for {length}, [over|with its weight on] {short}.',
    'Then, on {date}, it [crosses|moves] into {sign} for {length}: your {house} from the Moon, [the place of|which rules] {short}.',
  ],
  // The length is the stay's, entry to exit; the backward motion is only said of the entry.
  stayReturns: [
    'On {date} it [slips back into|returns to] {sign} [on a retrograde loop|while moving backwards] and stays there for {length}, [a second round for|a second pass over] {short} this {noun}.',
  ],
  stayReturnsDirect: [
    'On {date}, moving forward again, it returns to {sign} and stays there for {length}, [a second round for|a second pass over] {short} this {noun}.',
  ],
  stayStation: ['it turns {turns} on {date}', 'on {date} it stations {turns}', 'it [stations|turns] {turns} on {date}'],
  // The graha's own bindus in the sign it transits (Ashtakavarga), by band and by the gochara verdict.
  bindus: {
    strongGood: [
      '{graha} [holds|has] {bindus} of 8 bindus in {sign} in your Ashtakavarga (the tally of support your birth chart gives each sign), so its help [comes through in full|is felt fully].',
      'Your Ashtakavarga gives {graha} {bindus} of 8 bindus in {sign}: [a strong score|a generous count], and [its good results come in full|nothing holds its help back].',
      'With {bindus} bindus out of 8 for {graha} in {sign}, your birth chart [backs this transit firmly|stands firmly behind this transit].',
      '[Counted|Scored] in the Ashtakavarga, {sign} gives {graha} {bindus} of 8 bindus, [enough to deliver its promise|so expect the full measure of it].',
    ],
    strongHard: [
      '{graha} [holds|has] {bindus} of 8 bindus in {sign} in your Ashtakavarga (the tally of support your birth chart gives each sign), [which eases its weight|so its pressure is lighter than the house alone suggests].',
      'Your Ashtakavarga gives {graha} {bindus} of 8 bindus in {sign}, [a cushion under|a softening of] this hard transit.',
      'With {bindus} bindus out of 8 for {graha} in {sign}, your birth chart [takes some of the sting out of it|keeps its pressure within bounds].',
      '[Counted|Scored] in the Ashtakavarga, {sign} gives {graha} {bindus} of 8 bindus, so [the strain is milder than it looks|it bites less than the house suggests].',
    ],
    middling: [
      '{graha} [holds|has] 4 of 8 bindus in {sign} in your Ashtakavarga (the tally of support your birth chart gives each sign), an average footing that [neither adds to nor takes from it|leaves its effect as it is].',
      'Your Ashtakavarga gives {graha} 4 of 8 bindus in {sign}, [the middle of the scale|an even score], so [the transit works as the house describes|take the house’s reading as it stands].',
      'With 4 bindus out of 8 for {graha} in {sign}, your birth chart [neither helps nor hinders this transit|stays neutral here].',
    ],
    weakGood: [
      '{graha} [holds|has] only {bindus} of 8 bindus in {sign} in your Ashtakavarga (the tally of support your birth chart gives each sign), so its help [comes through only in part|is real but modest].',
      'Your Ashtakavarga gives {graha} just {bindus} of 8 bindus in {sign}, so [count on part of this help, not all of it|the promise is smaller than it sounds].',
      'With only {bindus} bindus out of 8 for {graha} in {sign}, your birth chart [lends this transit little weight|gives this help a thin footing].',
      '[Counted|Scored] in the Ashtakavarga, {sign} gives {graha} only {bindus} of 8 bindus, [so meet it halfway with effort|so do not lean on it alone].',
    ],
    weakHard: [
      '{graha} [holds|has] only {bindus} of 8 bindus in {sign} in your Ashtakavarga (the tally of support your birth chart gives each sign), so its pressure [is felt more|weighs more than usual].',
      'Your Ashtakavarga gives {graha} just {bindus} of 8 bindus in {sign}, [which sharpens this hard transit|so give its warnings full weight].',
      'With only {bindus} bindus out of 8 for {graha} in {sign}, your birth chart [offers little cushion here|does little to soften it].',
      '[Counted|Scored] in the Ashtakavarga, {sign} gives {graha} only {bindus} of 8 bindus, so [expect the strain in full|plan around it with care].',
    ],
  },

  effectFrame: [
    '{effect}', 'Classically, {effect}', 'In gochara terms, {effect}', 'As the classics put it, {effect}', 'By tradition, {effect}',
  ],
  sadeSati: {
    rising: [
      'Sade Sati, Saturn\'s seven-and-a-half-year passage over the Moon, is in its rising phase[, so cut waste, rest well and let go of what has run its course|; this {noun}, trim expenses and guard your sleep].',
      'You are in the rising phase of Sade Sati, Saturn in the 12th from your Moon, so [simplify, sleep well and spend with care|keep costs down and rest more] this {noun}.',
      '[Saturn has begun|Saturn is in] the first phase of your Sade Sati, the 12th from the Moon[, a {noun} to clear out what you no longer need|, which asks for thrift and early nights].',
    ],
    peak: [
      'Sade Sati is at its peak, Saturn over your natal Moon[, so pace yourself, simplify and keep faith with daily discipline|; carry less and keep your routine firm this {noun}].',
      'This is the heart of Sade Sati, Saturn on your Moon, so [carry less|promise less] and keep your routine firm this {noun}.',
      '[With Saturn sitting on|Saturn now crosses] your natal Moon, the middle of Sade Sati[, and the mind needs rest and order|, so protect your peace of mind this {noun}].',
    ],
    setting: [
      'Sade Sati is in its setting phase, Saturn in the 2nd from your Moon[, and while the pressure is easing, money and speech need care for a while yet|; this {noun} is lighter, but watch words and money].',
      'The last phase of Sade Sati runs now, Saturn 2nd from your Moon, [easier|lighter] than before, [so keep words and money careful this {noun}|though family finances still need a steady hand].',
      '[Saturn is closing|You are in the closing phase of] your Sade Sati from the 2nd house of the Moon[, so the heaviest years are behind you|; speak gently and save steadily this {noun}].',
    ],
  },
  // Month view: one sentence per solar month.
  monthHead: [
    '{month}: the Sun in {sign}, {house} from your Moon, [favours|supports] {good}',
    '{month}, with the Sun in {sign}, your {house} from the Moon, [is good for|helps] {good}',
    '{month} [belongs to|is shaped by] the Sun in {sign}, your {house} from the Moon, [a help to|good for] {good}',
  ],
  monthHeadHard: [
    '{month}: the Sun in {sign}, {house} from your Moon, [asks care with|presses on] {hard}',
    '{month}, with the Sun in {sign}, your {house} from the Moon, [calls for care with|asks you to mind] {hard}',
    '{month} [belongs to|is shaped by] the Sun in {sign}, your {house} from the Moon, [so go easy on|so watch] {hard}',
  ],
  monthEvent: ['{graha} {verb} {sign} on {date}', 'on {date} {graha} {verb} {sign}'],
  monthDasha: ['your {level} of {graha} begins on {date}', 'on {date} the {level} of {graha} begins'],
  monthTone: {
    bright: ['a month to move forward', 'one of the stronger months', 'a good month for initiative'],
    steady: ['a steady month', 'workable and steady', 'quietly supportive'],
    mixed: ['a mixed month: time things well', 'mixed, so choose your moments', 'neither easy nor hard'],
    careful: ['go carefully this month', 'keep this month conservative', 'a month for patience'],
  },
  // A slice shorter than a month (the period's first or last few days) is named as the days it is.
  shortTone: {
    bright: ['{days} to move forward', '{days} good for initiative'],
    steady: ['{days} of steady work', 'steady and workable'],
    mixed: ['{days} of give and take: time things well', 'mixed, so choose your moments'],
    careful: ['{days} for patience', 'keep {these} low-key'],
  },
  goodDays: [
    'the Moon is [kind to you|in a favourable house for you] all day on {list}[, so keep those for requests, meetings and new starts|: use them for what matters most]',
    'your best days [by the Moon|this month] are {list}, when it stays in a favourable house [from morning to night|all day]',
    '[circle|mark] {list} in your calendar[, when the Moon stays in a helpful house all day|: on those days the Moon is on your side from dawn to dusk]',
    'for [anything you want to go well|requests and fresh starts], [choose|pick] {list}[, each a day the Moon favours you throughout|, when the Moon is well placed for you all day]',
  ],
  chandrashtama: [
    'chandrashtama, the Moon in the 8th from your own, runs {windows}[, hours to keep for routine|, when no risky decision should be taken]',
    'keep {windows} [light|low-key], [as|since] the Moon is then 8th from your natal Moon (chandrashtama)',
    '[go gently|avoid big decisions] {windows}, when the Moon [passes|travels] the 8th from your own',
    'the month\'s [low|quiet] stretch is chandrashtama, {windows}[, for rest and tidying|, a time to wait rather than act]',
  ],
} as const;

/**
 * The classical result of a slow graha's stay, as a sentence. The monthly and the yearly readings
 * take different variants, so a person's readings of different lengths do not repeat each other.
 */
function stayEffect(ctx: Ctx, s: StayFact & { good: boolean }): string {
  const h = s.houseFromMoon;
  const table = s.graha === 'Jupiter' ? JUPITER_GOCHARA : s.graha === 'Saturn' ? SATURN_GOCHARA : NODE_AXIS;
  const variants = table[h]!;
  const index = ctx.facts.readingType === 'yearly' ? variants.length - 1 : 0;
  const text = variants[index]!;
  return ctx.pen.say(SPAN_POOLS.effectFrame, { effect: `${text}.` });
}

/** 'Saturn has 5 of 8 bindus in Capricorn…': how the Ashtakavarga tempers a stay (judgement/classics.ts), when the birth time gives one. */
function binduSentence(ctx: Ctx, s: StayFact): string | null {
  if (s.bindus === null) return null;
  const band = binduBand(s.bindus);
  const good = isGocharaGood(s.graha, s.houseFromMoon);
  const pool = band === 'middling' ? SPAN_POOLS.bindus.middling : band === 'strong' ? (good ? SPAN_POOLS.bindus.strongGood : SPAN_POOLS.bindus.strongHard) : good ? SPAN_POOLS.bindus.weakGood : SPAN_POOLS.bindus.weakHard;
  return ctx.pen.say(pool, { graha: ctx.names.graha(s.graha), sign: ctx.names.sign(s.sign), bindus: String(s.bindus) });
}

/** '5 weeks', '4 months', 'about 2 years', from two India dates. */
export function lengthOf(from: string, to: string): string {
  const days = daysBetween(from, to);
  if (days < 14) return `${days} days`;
  if (days < 63) return `${Math.round(days / 7)} weeks`;
  if (days < 700) return `${Math.round(days / 30.44)} months`;
  return `about ${Math.round(days / 365.25)} years`;
}

function lead(ctx: Ctx, l: LeadEvent, noun: string): string {
  const { pen, names } = ctx;
  if (l.key === 'stay') {
    const s = l.stay;
    if (s.returning && s.entered) {
      const slots = { date: dayMonthYear(s.entered.date), graha: names.graha(s.graha), sign: names.sign(s.sign), house: ordinal(s.houseFromMoon), short: pen.pick(HOUSE_SHORT[s.houseFromMoon]!), noun };
      const left = leftBefore(ctx, s);
      const [withLeft, bare] = s.enteredRetrograde ? [SPAN_POOLS.leadReturn, SPAN_POOLS.leadReturnBare] : [SPAN_POOLS.leadReturnDirect, SPAN_POOLS.leadReturnDirectBare];
      return left ? pen.say(withLeft, { ...slots, date2: dayMonthYear(left) }) : pen.say(bare, slots);
    }
    return pen.say(SPAN_POOLS.leadIngress, { noun, graha: names.graha(s.graha), sign: names.sign(s.sign), date: dayMonthYear(s.entered!.date), house: ordinal(s.houseFromMoon), short: pen.pick(HOUSE_SHORT[s.houseFromMoon]!) });
  }
  if (l.key === 'dasha-change') return pen.say(SPAN_POOLS.leadDasha, { level: l.level, graha: names.graha(l.lord), date: dayMonthYear(l.start), noun });
  const e = l.event;
  return pen.say(SPAN_POOLS.leadStation, { date: dayMonthYear(e.date), graha: names.graha(e.graha), turns: e.retrograde ? 'retrograde' : 'direct', sign: names.sign(e.toSign), house: ordinal(e.houseFromMoon), short: pen.pick(HOUSE_SHORT[e.houseFromMoon]!), noun });
}

/** When the graha last left this sign before returning to it: the entry into the sign it went to. */
function leftBefore(ctx: Ctx, s: StayFact): string | null {
  const stays = ctx.facts.sky.stays[s.graha] ?? [];
  const i = stays.findIndex((x) => x.entered?.atMs === s.entered?.atMs);
  return i > 0 ? stays[i - 1]!.entered?.date ?? null : null;
}

function eventSentence(ctx: Ctx, e: TransitEventFact, good: boolean): string {
  const { pen, names } = ctx;
  const slots = { graha: names.graha(e.graha), sign: names.sign(e.toSign), date: dayMonth(e.date), house: ordinal(e.houseFromMoon), good: pen.pick(HOUSE_GOOD[e.houseFromMoon]!), hard: pen.pick(HOUSE_HARD[e.houseFromMoon]!), short: pen.pick(HOUSE_SHORT[e.houseFromMoon]!), turns: e.retrograde ? 'retrograde' : 'direct' };
  if (e.kind === 'station' && e.retrograde && e.directAt) return pen.say(SPAN_POOLS.stationRetroSpell, { ...slots, length: lengthOf(e.date, e.directAt.date), date2: dayMonth(e.directAt.date) });
  if (e.kind === 'station') return pen.say(e.retrograde ? SPAN_POOLS.stationRetro : SPAN_POOLS.stationDirect, slots);
  if (e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu') return pen.say(SPAN_POOLS.ingressBack, slots);
  return pen.say(good ? SPAN_POOLS.ingress : SPAN_POOLS.ingressHard, slots);
}

function staySentences(ctx: Ctx, b: B<'slow-weather'>, noun: string): string[] {
  const { pen, names, facts } = ctx;
  const out: string[] = [];
  if (facts.readingType === 'weekly') {
    // A week is too short for the slow grahas to move: one sentence of background is enough.
    const items = b.stays.filter((s) => s.coversPeriod && s.left).map((s) => pen.fill(pen.pick(SPAN_POOLS.stayBrief), { graha: names.graha(s.graha), sign: names.sign(s.sign), house: ordinal(s.houseFromMoon), date2: dayMonthYear(s.left!.date), short: pen.pick(HOUSE_SHORT[s.houseFromMoon]!) }));
    if (items.length) out.push(pen.say(SPAN_POOLS.stayBriefLead, { list: items.join('; ') }));
    if (b.sadeSati) out.push(pen.say(SPAN_POOLS.sadeSati[b.sadeSati], { noun }));
    return out;
  }
  for (const g of ['Saturn', 'Jupiter', 'Rahu'] as Graha[]) {
    const stays = b.stays.filter((s) => s.graha === g);
    if (!stays.length) continue;
    const [first, ...rest] = stays;
    const slots = (s: StayFact) => ({ graha: names.graha(g), sign: names.sign(s.sign), house: ordinal(s.houseFromMoon), noun, short: pen.pick(HOUSE_SHORT[s.houseFromMoon]!) });
    if (first!.coversPeriod) {
      out.push(first!.entered && first!.left
        ? pen.say(SPAN_POOLS.staySince, { ...slots(first!), date: dayMonthYear(first!.entered.date), date2: dayMonthYear(first!.left.date) })
        : pen.say(SPAN_POOLS.stayWhole, slots(first!)));
      out.push(stayEffect(ctx, first!));
      const footing = binduSentence(ctx, first!);
      if (footing) out.push(footing);
    } else if (first!.left && first!.entered && first!.entered.atMs < facts.period.startMs) {
      out.push(pen.say(SPAN_POOLS.stayLeaves, { graha: names.graha(g), sign: names.sign(first!.sign), date: dayMonthYear(first!.left.date), date2: dayMonthYear(first!.entered.date), short: pen.pick(HOUSE_SHORT[first!.houseFromMoon]!) }));
    } else {
      rest.unshift(first!);
    }
    for (const s of rest) {
      if (!s.entered) continue;
      const length = s.left ? lengthOf(s.entered.date, s.left.date) : 'the rest of the period';
      const clauses: Array<readonly [readonly string[], Record<string, string>]> = [[!s.returning ? SPAN_POOLS.stayEnters : s.enteredRetrograde ? SPAN_POOLS.stayReturns : SPAN_POOLS.stayReturnsDirect, { ...slots(s), date: dayMonthYear(s.entered.date), length }]];
      for (const st of s.stations.filter((x) => x.atMs >= facts.period.startMs && x.atMs < facts.period.endMs)) {
        clauses.push([SPAN_POOLS.stayStation, { turns: st.turns, date: dayMonthYear(st.date) }]);
      }
      out.push(pen.compound(clauses, ['; ', ', and ']));
      if (!s.returning) out.push(stayEffect(ctx, s));
      const footing = s.returning ? null : binduSentence(ctx, s);
      if (footing) out.push(footing);
    }
  }
  if (b.sadeSati) out.push(pen.say(SPAN_POOLS.sadeSati[b.sadeSati], { noun }));
  return out;
}

export const spanWriters: Pick<BlockWriters<Names>, 'span-opening' | 'week-days' | 'fast-events' | 'slow-weather' | 'month-days' | 'months'> = {
  'span-opening': (b, ctx) => {
    const { pen, facts } = ctx;
    const noun = PERIOD_NOUN[b.type] ?? 'period';
    const pool = { bright: SPAN_POOLS.openBright, steady: SPAN_POOLS.openSteady, mixed: SPAN_POOLS.openMixed, careful: SPAN_POOLS.openCareful }[b.tone];
    const parts = [pen.compound([[SPAN_POOLS.greeting, { name: facts.person.firstName }], [pool, { noun, span: spanLabel(b.start, b.end) }]], [': ', ' — '])];
    for (const l of b.lead) parts.push(lead(ctx, l, noun));
    return { text: parts.join(' '), join: 'paragraph' };
  },

  'week-days': (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.days.map((d) => {
      const tara = TARAS[d.tara - 1]!.name;
      const slots = {
        day: `${weekdayName(d.weekday)} ${dayMonth(d.date)}`, sign: names.sign(d.sign), house: ordinal(d.houseFromMoon), nak: names.nakshatra(d.nakshatra), tara,
        good: pen.pick(HOUSE_GOOD[d.houseFromMoon]!), hard: pen.pick(HOUSE_HARD[d.houseFromMoon]!),
      };
      const clauses: Array<readonly [readonly string[], Record<string, string>]> = [[d.good ? SPAN_POOLS.day : SPAN_POOLS.dayHard, slots]];
      if (d.other && d.until) clauses.push([SPAN_POOLS.dayLeaves, { time: d.until, sign2: names.sign(d.other.sign), house2: ordinal(d.other.houseFromMoon) }]);
      if (d.other && d.from) clauses.push([SPAN_POOLS.dayArrives, { time: d.from, sign: names.sign(d.sign), sign2: names.sign(d.other.sign), house2: ordinal(d.other.houseFromMoon) }]);
      if (d.chandrashtama) clauses.push([SPAN_POOLS.dayChandrashtama, {}]);
      if (!d.good) clauses.push([SPAN_POOLS.dayStarFavours, { nak: nakshatraName(d.nakshatra), favours: pen.pick(NATURE_LORE[d.nature].favours) }]);
      if (d.observance && !(d.barsBeginnings && d.observance.key === 'amavasya')) clauses.push([SPAN_POOLS.dayObservance, { obs: d.observance.name }]);
      if (d.barsBeginnings) clauses.push(d.tithi === 30 ? [SPAN_POOLS.dayAmavasya, {}] : [SPAN_POOLS.dayRikta, { tithi: `${d.tithi <= 15 ? 'Shukla' : 'Krishna'} ${tithiName(d.tithi)}` }]);
      if (d.rahu) clauses.push([SPAN_POOLS.dayRahu, { rahu: `${d.rahu.start}–${d.rahu.end}` }]);
      return pen.compound(clauses, ['; ']);
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },

  'fast-events': (b, ctx) => {
    const sentences = b.events.slice(0, 6).map((e) => eventSentence(ctx, e, isGood(e)));
    return sentences.length ? { text: sentences.join(' '), join: 'paragraph' } : null;
  },

  'slow-weather': (b, ctx) => {
    const noun = PERIOD_NOUN[ctx.facts.readingType] ?? 'period';
    const out = staySentences(ctx, b, noun);
    return out.length ? { text: out.join(' '), join: 'paragraph' } : null;
  },

  'month-days': (b, ctx) => {
    const { pen } = ctx;
    const clauses: Array<readonly [readonly string[], Record<string, string>]> = [];
    if (b.good.length) clauses.push([SPAN_POOLS.goodDays, { list: listOf(b.good.slice(0, 8).map(dayMonth)) }]);
    const windows = b.chandrashtama.map((w) => windowLabel(w.start, w.end));
    if (windows.length) clauses.push([SPAN_POOLS.chandrashtama, { windows: listOf(windows) }]);
    return clauses.length ? { text: pen.compound(clauses, ['; ', '; and ']), join: 'paragraph' } : null;
  },

  months: (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.months.map((m) => {
      const good = isGocharaGood('Sun', m.sunHouseFromMoon);
      const clauses: Array<readonly [readonly string[], Record<string, string>]> = [[good ? SPAN_POOLS.monthHead : SPAN_POOLS.monthHeadHard, {
        month: spanLabel(m.start, m.end), sign: names.sign(m.sunSign), house: ordinal(m.sunHouseFromMoon),
        good: pen.pick(HOUSE_GOOD[m.sunHouseFromMoon]!), hard: pen.pick(HOUSE_HARD[m.sunHouseFromMoon]!),
      }]];
      for (const e of m.events.slice(0, 3)) {
        const verb = e.kind === 'station' ? (e.retrograde ? 'turns retrograde in' : 'turns direct in') : e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu' ? 'slips back into' : 'enters';
        clauses.push([SPAN_POOLS.monthEvent, { graha: names.graha(e.graha), verb, sign: names.sign(e.toSign), date: dayMonth(e.date) }]);
      }
      for (const c of m.dashaChanges) clauses.push([SPAN_POOLS.monthDasha, { level: c.level, graha: names.graha(c.lord), date: dayMonth(c.start) }]);
      const days = daysBetween(m.start, m.end) + 1;
      clauses.push(days < FULL_MONTH_DAYS ? [SPAN_POOLS.shortTone[m.tone], daysSlots(days)] : [SPAN_POOLS.monthTone[m.tone], {}]);
      return pen.compound(clauses, ['; ']);
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },
};

/** A slice of the period this long or longer is a month; a shorter one is named as its days. */
const FULL_MONTH_DAYS = 28;

const NUMBER_WORDS = ['', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** 'a day' / 'three days' / '12 days', and 'this day' / 'these three days'. */
function daysSlots(n: number): { days: string; these: string } {
  const count = n < NUMBER_WORDS.length ? NUMBER_WORDS[n]! : String(n);
  return n === 1 ? { days: 'a day', these: 'this day' } : { days: `${count} days`, these: `these ${count} days` };
}

const isGood = (e: TransitEventFact) => isGocharaGood(e.graha, e.houseFromMoon);

/** 'from 30 November 09:42 to 2 December 11:10'. */
function windowLabel(start: string, end: string): string {
  const part = (s: string) => (s === 'start' || s === 'end' ? null : `${dayMonth(s.slice(0, 10))} ${s.slice(11)}`);
  const a = part(start);
  const b = part(end);
  if (a && b) return `from ${a} to ${b}`;
  if (a) return `from ${a} to the end of the period`;
  if (b) return `until ${b}`;
  return 'throughout the period';
}

