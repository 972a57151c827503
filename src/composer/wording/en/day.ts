/**
 * English wording of the daily blocks. Every timed sentence takes its time from the block, which
 * took it from the engine's search over the civil day, so "at 07:24 the Moon enters Taurus" is
 * true at 07:24.
 */
import type { BlockWriters, WordingContext } from '../locale';
import { HOUSE_GOOD, HOUSE_HARD, HOUSE_SHORT, MOON_OVER, NAKSHATRA_DEITY, NATURE_LORE, TARAS, TARA_ADVICE, TITHI_GROUP, VARA_FAVOURS, YOGA_GLOSS } from './lore';
import { VARA_LORDS, tithiGroup } from '../../judgement/classics';
import type { Names } from './names';
import { dayMonth, grahaNoun, listOf, nakshatraName, observanceName, weekdayName } from './names';
import { ordinal } from '../../../shared/ordinal';

type Ctx = WordingContext<Names>;

export const DAY_POOLS = {
  greeting: [
    'Namaste {name}', '[Namaste|Good morning], {name}', '{name}, namaste', '[Pranam|Namaskar], {name}', '[Hello|Good day|A warm hello], {name}',
  ],
  openingBright: [
    '{day} [opens|runs|sits] [kindly|well|in your favour] for you[, with more help than hindrance|].',
    '{day} is [one of the brighter days|a day with real support] in your [month|fortnight|week][, and it is worth using|].',
    'the [sky|Moon] [leans|works] [your way|with you] on {day}[; plan the important things for it|].',
    '[Much|Most] of {day} [is on your side|works for you], [so do not waste it|so put it to use|and it rewards initiative].',
    '{day} [carries|brings] [real|clear] support[ for you|], [the kind worth building on|more than most days do].',
  ],
  openingSteady: [
    '{day} is a [steady|sound|workable] day for you, [good more than difficult|with the balance tipping your way|quietly helpful].',
    '{day} [leans|tilts] [gently|modestly] in your favour[, if you work with its timing|].',
    'on {day} the [help outweighs the friction|support is a little stronger than the resistance], [though not by much|which is enough to get things done].',
    '{day} [offers|gives] [a fair wind|steady ground] [if you keep to the good hours|for ordinary, useful work].',
    '[Expect|You can expect] {day} to be [more helpful than not|quietly productive], [with a few hours to watch|as long as you pace it].',
  ],
  openingMixed: [
    '{day} is [a mixed day|evenly balanced|neither easy nor hard] for you: [good hours and slower ones|some help, some friction], [and the timing matters|so timing is everything].',
    'on {day} the [scales sit close to level|balance is fine], [so choose your hours with care|which makes the times below worth reading].',
    '{day} [asks for judgement|gives with one hand and asks with the other]: [what you time well goes well|the right hour makes the difference].',
    '[Take|Treat] {day} [hour by hour|in parts]: [its help and its friction come at different times|some hours favour you and some do not].',
    '{day} [is a day of two halves|pulls in two directions] for you, [so the timing below matters|and choosing when matters more than choosing what].',
  ],
  openingCareful: [
    '{day} asks for care[, {name}|]: [more of the day pulls against you than with you|the balance tips against bold moves].',
    '{day} is [a day to go gently|one to take slowly|a quieter, more careful day] for you[; keep the stakes low|, and the reasons are clear in the sky].',
    'on {day} [the sky is not on your side for big steps|the weight falls on the cautious side], so [conserve rather than push|protect what you have].',
    '{day} [favours restraint|rewards restraint more than ambition]: [finish, tidy and rest|keep commitments small and promises few].',
    '[Hold back a little|Go slowly] on {day}: [the balance leans against you|more stands in your way than helps], [for now|for a day].',
  ],
  mainAll: [
    'The Moon [spends your waking day|stays all day|remains from morning to night] in {sign}, the {house} from your Moon sign, [which supports|and that favours|a placement that helps] {good}.',
    '[All day|From dawn to dusk] the Moon [travels|moves] through {sign}, {house} from your janma rashi, [so the day favours|favouring] {good}.',
    '[Through all your waking hours|From morning to night] the Moon [holds|keeps to] {sign}, your {house} from the Moon, [a friendly house for|which helps] {good}.',
  ],
  mainAllHard: [
    'The Moon [spends your waking day|stays all day] in {sign}, the {house} from your Moon sign, [where the classics ask for care with|a placement that asks care with] {hard}.',
    '[Through all your waking hours|From morning to night] the Moon [holds|keeps to] {sign}, your {house} from the Moon, [so go easy on|which makes it wise to watch] {hard}.',
    '[All day|From dawn to dusk] the Moon [travels|moves] through {sign}, {house} from your janma rashi, [so go carefully with|and that calls for care with] {hard}.',
  ],
  mainMost: [
    'For most of your waking hours the Moon is in {sign}, the {house} from your Moon sign, [which supports|favouring] {good}.',
    '[The larger part of the day|Most of the day] belongs to the Moon in {sign}, {house} from your natal Moon: [good for|a help to] {good}.',
  ],
  mainMostHard: [
    'For most of your waking hours the Moon is in {sign}, the {house} from your Moon sign, [which asks care with|so watch] {hard}.',
    '[The larger part of the day|Most of the day] belongs to the Moon in {sign}, {house} from your natal Moon, [and that calls for care with|so mind] {hard}.',
  ],
  mainPart: [
    'The Moon [divides the day between|changes sign during the day, moving between] two signs, and the longer stretch is in {sign}, the {house} from your Moon sign.',
    'The day [splits|is cut in two] by the Moon changing sign; the [fuller|longer] part is in {sign}, {house} from your natal Moon.',
  ],
  fromLagna: [
    'Counted from your lagna, the Moon [lights|moves through|stirs] your {house} house, the house of {short}',
    'From your ascendant it [is|falls in] the {house} house, [so the day touches|which brings the day close to] {short}',
    '[In your birth chart|Seen from the lagna] this is your {house} house, [which brings|bringing] {short} [into the day|to the fore]',
    '[For your lagna|From your rising sign] that is the {house} house, [and the day\'s events gather around|so expect the day to turn on] {short}',
  ],
  observanceToday: [
    'it is also {obs}[, which colours the whole day|, and that sets the tone|]',
    '[the almanac marks today as|today is] {obs}',
    '{obs} [falls today|is today|is kept today][, a day for prayer more than business|]',
  ],
  // The Moon's stretches with their times.
  startsThenEnters: [
    'The Moon [begins the day|starts the day] in {sign}, your {house} from the Moon, and [crosses|moves|passes] into {sign2} at {time}, the {house2} from your Moon',
    'The Moon [is in|holds] {sign}, the {house} from your Moon sign, until {time}, when it [enters|moves into|crosses into] {sign2}, your {house2}',
    '[Until|Up to] {time} the Moon [travels through|is in] {sign}, {house} from your Moon; [then|after that] it [enters|moves into] {sign2}, the {house2} from your Moon sign',
  ],
  enterLate: [
    'At {time} the Moon [enters|moves into|crosses into] {sign}, [the {house} from your Moon sign|your {house} from the Moon], for the rest of the day.',
  ],
  stretchGood: [
    '[those hours [favour|support|help]|that stretch [favours|supports|helps]|the time in {sign} [favours|supports|helps]] {good}',
    'while it is there, the hours [favour|support|are kind to] {good}',
    '[the hours after that lean towards|from then on the day opens up for] {good}',
  ],
  stretchHard: [
    '[those hours [ask care with|call for care with|are slower for]|that stretch [asks care with|calls for care with|is slower for]|the time in {sign} [asks care with|is slower for]] {hard}',
    'while it is there, [be careful with|go gently with|take care with] {hard}',
    '[the hours after that ask you to mind|from then on, mind|after that, take care with] {hard}',
  ],
  chandrashtama: [
    'This is chandrashtama for you, the Moon in the 8th from your own: [keep|hold] those hours for routine, [and leave|not for] risky decisions[ and long drives|].',
    'The classics call this chandrashtama, the Moon 8th from your birth Moon; [avoid|postpone] [new ventures|fresh commitments] and [arguments|heated talk] while it lasts.',
  ],
  overOccupant: [
    'In {sign} the Moon [moves over|passes through] the sign of your natal {list}, [so its matters are stirred today|waking what it stands for in your chart].',
    '[On its way through|Crossing] {sign}, the Moon [touches|visits] the sign that holds your natal {list}, [and what it stands for surfaces today|so expect its themes to surface].',
  ],
  overOccupants: [
    'In {sign} the Moon [moves over|passes through] the sign of your natal {list}, [so their matters are stirred today|waking what they stand for in your chart].',
    '[On its way through|Crossing] {sign}, the Moon [touches|visits] the sign that holds your natal {list}, [and what they stand for surfaces today|so expect their themes to surface].',
  ],
  oneSign: [
    'The Moon keeps to one sign all day, so the day [holds one tone|has a single mood]',
    'With no change of sign [from dawn to dusk|all day], the day [keeps one colour|holds to one mood]',
    '[There is no sign change today|The Moon does not change sign today], so [the mood you wake with is the mood you end with|what holds at sunrise holds at sunset]',
  ],
  conjunction: [
    'At {time} the Moon passes exactly over your natal {bare}, in your {house} house: {over}.',
    '[Around|Near|At about] {time} it [crosses|passes over] your natal {bare} in the {house} house, so {over}.',
  ],
  // The day's stars.
  starUntil: [
    'The [nakshatra|Moon\'s star] is {nak} until {end}, {tara} tara from your janma nakshatra: {advice}.',
    '[By star|In terms of the nakshatra], the Moon is in {nak} until {end}, which is {tara} tara for you ({meaning}): {advice}.',
    'Until {end} the Moon [walks through|is in] {nak}, [counted as|which makes it] {tara} tara from your birth star — {advice}.',
    '{nak} [holds the Moon|is the Moon\'s star] until {end}; for you it is {tara} tara, [{meaning},|the tara of {meaning},] and {advice}.',
  ],
  starAll: [
    'The [nakshatra|star of the day] is {nak} [all day|from morning to night], {tara} tara from your janma nakshatra: {advice}.',
    '[By star|In terms of the nakshatra], the Moon stays in {nak} all day, {tara} tara for you ({meaning}): {advice}.',
    'All day the Moon [walks through|is in] {nak}, [counted as|which makes it] {tara} tara from your birth star — {advice}.',
  ],
  starThen: [
    '[From|After] {start} it moves into {nak}, {tara} tara ({meaning}).',
    'At {start} {nak} [takes over|begins], {tara} tara for you ({meaning}).',
  ],
  nature: [
    '{nak} is a {gloss} star, [good for|suited to] {favours}, and its deity is {deity}',
    'as a {gloss} nakshatra, {nak} [favours|suits|lends itself to] {favours}, under the eye of {deity}',
    '[being|as] {gloss} by nature, {nak} [is good for|helps with|supports] {favours}; it is presided over by {deity}',
    '{nak}, a {gloss} star, [asks for|rewards|smiles on] {favours}, its deity being {deity}',
  ],
  starLord: [
    '{nak} is ruled by {graha}, which sits in your {house} house, so the day [touches|leans on] {short}.',
    'The star\'s lord, {graha}, [is placed|sits] in your {house} house by birth: [expect the day to turn on|the day reaches into] {short}.',
    '[Through|By way of] its lord, {graha}, in your {house} house, {nak} [links the day to|draws the day towards] {short}.',
    '{graha} [rules|governs] {nak} and [stands|lives] in your {house} house, [so today|and so the day] [brings up|stirs] {short}.',
  ],
  // Panchang.
  tithiUntil: [
    'the tithi is {paksha} {tithi} until {end}, then {tithi2}, a {gloss} tithi [good for|suited to] {favours}',
    'the lunar day {paksha} {tithi} runs until {end}[, and|; then] {tithi2} [follows|begins], {gloss} in nature and [good for|suited to] {favours}',
    '[by the lunar day|in the lunar calendar] it is {paksha} {tithi} until {end} and {tithi2} after, [a {gloss} tithi for|which is {gloss} and favours] {favours}',
    'the Moon keeps {paksha} {tithi} [until|up to] {end}, [giving way to|before] {tithi2}, a {gloss} tithi that [suits|favours] {favours}',
  ],
  tithiAll: [
    'the tithi is {paksha} {tithi} all day, a {gloss} tithi [good for|suited to] {favours}',
    'all day the tithi is {paksha} {tithi}, {gloss} in nature and [good for|suited to] {favours}',
    'the lunar day {paksha} {tithi} [holds|lasts] the whole day, a {gloss} tithi that [favours|suits] {favours}',
  ],
  yogaGood: [
    'the yoga at sunrise is {yoga} ({yogaGloss}), [a helpful one|one of the auspicious yogas]',
    '{yoga} yoga ({yogaGloss}) [rules the morning|holds at sunrise], [which helps|a good sign for] beginnings',
    'the morning\'s yoga, {yoga} ({yogaGloss}), [is kind to new work|favours a good start]',
  ],
  /** A kind yoga on a Rikta tithi or Amavasya: the tithi still rules out beginnings. */
  yogaGoodTithiBars: [
    'the yoga at sunrise, {yoga} ({yogaGloss}), is a kind one, but on this tithi nothing new is begun',
    '{yoga} yoga ({yogaGloss}) [holds at sunrise|rules the morning] and is auspicious, [yet|though] the tithi [keeps beginnings for another day|asks you to start nothing new]',
  ],
  yogaHard: [
    'the yoga at sunrise is {yoga} ({yogaGloss}), one the almanacs avoid for beginnings',
    '{yoga} yoga ({yogaGloss}) holds at sunrise, [so let important starts wait until later|not one for auspicious starts]',
    'the morning\'s yoga, {yoga} ({yogaGloss}), [is one to start nothing big under|counsels patience with beginnings]',
  ],
  vishti: [
    'the karana is Vishti (Bhadra), traditionally avoided for auspicious work',
    'with Vishti karana [in force|running], [keep ceremonies|leave auspicious work] for another hour',
    'Vishti karana, [also called Bhadra|the one almanacs call Bhadra], [asks you to hold back ceremonies|is no time for a puja or a signing]',
  ],
  varaStrong: [
    '{graha} is [strong|well placed] in your birth chart, so the day\'s lord [works for you|is on your side] today',
    'as {graha} is [strong|dignified] in your chart, {weekday}s [tend to go your way|suit you]',
  ],
  varaWeak: [
    '{graha} is [weak|under strain] in your birth chart, so [do not lean too hard on the day\'s lord|expect less from {weekday} than its name promises]',
    'with {graha} [weak|afflicted] in your chart, {weekday}s ask for [patience|a lighter schedule]',
  ],
  vara: [
    '{weekday} belongs to {graha}, lord of the day, [which sits in your {house} house|placed in your {house} house], the house of {short}: [good for|a day for] {favours}',
    'The day\'s lord is {graha}, [in your {house} house by birth|sitting in your {house} house], [which brings the day close to|touching] {short}, and {weekday} [favours|suits] {favours}',
    '{graha} rules {weekday} and sits in your {house} house, [linking the day to|which ties the day to] {short}; [use it for|it suits] {favours}',
  ],
  observance: [
    '[Observe|Honour] {obs} [if you keep it|as your family does][: a fast, a lamp, a quiet prayer|].',
    '{obs} [falls today|is today]; [a short puja or a simple fast|a lamp in the evening] [suits it|is the customary way to mark it].',
  ],
  kaal: [
    'times for {place}: Rahu kaal {rahu}, Yamaganda {yama} and Gulika kaal {gulika}[, to keep new starts out of|, best kept free of new beginnings]',
    'in {place}, [avoid beginning anything important during|keep clear of|start nothing that matters in] Rahu kaal ({rahu}), Yamaganda ({yama}) and Gulika kaal ({gulika})',
    '[at|for] {place} the hours to [avoid|steer around] are Rahu kaal, {rahu}, Yamaganda, {yama}, and Gulika kaal, {gulika}',
    '[mind the clock|watch the clock] in {place}: Rahu kaal runs {rahu}, Yamaganda {yama}, Gulika kaal {gulika}',
  ],
  abhijit: [
    'Abhijit muhurta, {abhijit}, is the [day\'s best|strongest] window for [something that matters|an important start]',
    'for a [signature|start|request] that matters, use Abhijit muhurta, {abhijit}',
    'the [good|auspicious] window is Abhijit muhurta, {abhijit}, [around midday|at the Sun\'s height]',
    '[keep|save] {abhijit}, Abhijit muhurta, for [the one thing that matters most|an important call or signature]',
  ],
  abhijitWednesday: [
    'Abhijit muhurta ({abhijit}) is [not used on Wednesdays|traditionally skipped on a Wednesday], so [lean on the good hours of the Moon instead|choose your hour by the Moon instead]',
    'on a Wednesday Abhijit muhurta ({abhijit}) is [set aside|not counted], [so time things by the Moon|so let the Moon\'s hours guide you]',
  ],
  favour: ['[favour|make room for|good today:] {list}', '[the day supports|go ahead with|the hours suit] {list}', '[lean towards|give time to] {list}'],
  avoid: ['[avoid|hold back from|better not today:] {list}', '[steer clear of|leave aside|put off] {list}', '[keep away from|say no to] {list}'],
  lucky: [
    '[the lucky|your lucky] colour is {colour} (from {from}, lord of the weekday) and [the lucky number|the number of the day] is {number} (from {nfrom}, lord of {star})',
    '[wear or carry|choose|reach for] {colour}, the colour of {from}, the day\'s lord, and [lean on|count on|keep in mind] the number {number}, which belongs to {nfrom}, lord of {star}',
    '[the day\'s|today\'s] colour is {colour}, [after|for] {from}, [who rules the weekday|the lord of the day], and [its|the] number is {number}, [after|for] {nfrom}, who rules {star}',
    '{colour} [suits|brings luck to] the day, [as the colour of|being the colour of] {from}, [as does|and so does] the number {number}, [through|from] {nfrom}, [lord of|who governs] {star}',
    '[by the weekday\'s lord|going by the day\'s lord], {from}, [your|the] lucky colour is {colour}, and by {star}\'s lord, {nfrom}, the [lucky|helpful] number is {number}',
    '[something in|a touch of] {colour} [for the day|will do], [since|because] {from} rules it, with the number {number} [for|from] {nfrom}, whose star {star} the Moon [holds|is in] at sunrise',
  ],
} as const;

const ADVICE_EN: Record<string, string> = {
  begin: 'starting something new', finish: 'finishing pending work', travel: 'short journeys', 'money-in': 'asking for what you are owed',
  'money-out': 'big purchases or loans', talk: 'calls and meetings', study: 'study', family: 'time with family',
  rest: 'an early night', health: 'care of the body', pray: 'prayer or meditation', charity: 'giving to those in need',
  argue: 'sharp words', risk: 'risky bets', sign: 'signing agreements', lend: 'lending money',
  haste: 'hasty decisions', overwork: 'overwork', 'late-night': 'late nights', purchase: 'buying property or vehicles',
};

const TITHI_NAMES = ['Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi'];

export function tithiName(n: number): string {
  if (n === 15) return 'Purnima';
  if (n === 30) return 'Amavasya';
  return TITHI_NAMES[(n - 1) % 15]!;
}
const paksha = (n: number) => (n <= 15 ? 'Shukla' : 'Krishna');
const YOGA_NAMES = [
  'Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula',
  'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana',
  'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
];

export const COLOUR_EN: Record<string, string> = {
  saffron: 'saffron', orange: 'orange', 'copper-red': 'copper red', white: 'white', silver: 'silver', red: 'red', green: 'green',
  yellow: 'yellow', cream: 'cream', pink: 'pastel pink', 'dark-blue': 'dark blue', black: 'black', grey: 'smoky grey', brown: 'brown',
  'multi-colour': 'mixed colours', gold: 'gold', blue: 'blue',
};

const pick = <T>(ctx: Ctx, list: readonly T[]) => ctx.pen.pick(list);

function dayLabel(date: string, weekday: number): string {
  return `${weekdayName(weekday)} ${dayMonth(date)}`;
}

export const dayWriters: Pick<BlockWriters<Names>, 'day-opening' | 'day-moon' | 'day-star' | 'day-panchang' | 'day-kaal' | 'day-advice'> = {
  'day-opening': (b, ctx) => {
    const { pen, names, facts } = ctx;
    const day = dayLabel(b.date, b.weekday);
    const name = facts.person.firstName;
    const tonePool = { bright: DAY_POOLS.openingBright, steady: DAY_POOLS.openingSteady, mixed: DAY_POOLS.openingMixed, careful: DAY_POOLS.openingCareful }[b.tone];
    const m = b.main;
    const slots = { sign: names.sign(m.sign), house: ordinal(m.houseFromMoon), good: pick(ctx, HOUSE_GOOD[m.houseFromMoon]!), hard: pick(ctx, HOUSE_HARD[m.houseFromMoon]!) };
    const pool = b.share === 'part' ? DAY_POOLS.mainPart : b.share === 'all' ? (m.good ? DAY_POOLS.mainAll : DAY_POOLS.mainAllHard) : m.good ? DAY_POOLS.mainMost : DAY_POOLS.mainMostHard;
    const parts = [pen.compound([[DAY_POOLS.greeting, { name }], [tonePool, { day, name }]], [': ', ' — ']), pen.say(pool, slots)];
    // The house from the lagna only when the birth time gives one.
    const lagna: Array<readonly [readonly string[], Record<string, string>]> = facts.person.timeKnown ? [[DAY_POOLS.fromLagna, { house: ordinal(m.houseFromLagna), short: pick(ctx, HOUSE_SHORT[m.houseFromLagna]!) }]] : [];
    if (b.observance) lagna.push([DAY_POOLS.observanceToday, { obs: observanceName(b.observance.name) }]);
    if (lagna.length) parts.push(pen.compound(lagna, ['; ', ', and ']));
    return { text: parts.join(' '), join: 'paragraph' };
  },

  'day-moon': (b, ctx) => {
    const { pen, names } = ctx;
    const out: string[] = [];
    const [first, ...rest] = b.stretches;
    if (first && rest.length && first.end) {
      const next = rest[0]!;
      const effect = next.good ? DAY_POOLS.stretchGood : DAY_POOLS.stretchHard;
      out.push(pen.compound([
        [DAY_POOLS.startsThenEnters, { sign: names.sign(first.sign), house: ordinal(first.houseFromMoon), sign2: names.sign(next.sign), house2: ordinal(next.houseFromMoon), time: first.end }],
        [effect, { sign: names.sign(next.sign), good: pick(ctx, HOUSE_GOOD[next.houseFromMoon]!), hard: pick(ctx, HOUSE_HARD[next.houseFromMoon]!) }],
      ], ['; ', ', and ']));
      if (next.chandrashtama) out.push(pen.say(DAY_POOLS.chandrashtama));
      for (const later of rest.slice(1)) {
        if (later.start) out.push(pen.say(DAY_POOLS.enterLate, { sign: names.sign(later.sign), house: ordinal(later.houseFromMoon), time: later.start }));
      }
    } else if (first) {
      out.push(pen.compound([
        [DAY_POOLS.oneSign, {}],
        [first.good ? DAY_POOLS.stretchGood : DAY_POOLS.stretchHard, { sign: names.sign(first.sign), good: pick(ctx, HOUSE_GOOD[first.houseFromMoon]!), hard: pick(ctx, HOUSE_HARD[first.houseFromMoon]!) }],
      ], ['; ', ', and ']));
      if (first.chandrashtama) out.push(pen.say(DAY_POOLS.chandrashtama));
    }
    const main = b.stretches.find((s) => b.occupants.length && s.sign === ctx.facts.natal.grahas[b.occupants[0]!].sign);
    if (main) out.push(pen.say(b.occupants.length > 1 ? DAY_POOLS.overOccupants : DAY_POOLS.overOccupant, { sign: names.sign(main.sign), list: listOf(b.occupants.map((g) => names.grahaBare(g))) }));
    for (const c of b.conjunctions) {
      out.push(pen.say(DAY_POOLS.conjunction, { time: c.time, bare: names.grahaBare(c.graha), house: ordinal(c.house), over: MOON_OVER[c.graha] }));
    }
    return out.length ? { text: out.join(' '), join: 'paragraph' } : null;
  },

  'day-star': (b, ctx) => {
    const { pen, names } = ctx;
    const [first, ...rest] = b.stars;
    if (!first) return null;
    const tara = TARAS[first.tara - 1]!;
    const out = [pen.say(first.end ? DAY_POOLS.starUntil : DAY_POOLS.starAll, {
      nak: names.nakshatra(first.nakshatra), end: first.end ?? '', tara: tara.name, meaning: tara.meaning, advice: TARA_ADVICE[first.tara - 1]!,
    })];
    for (const s of rest) {
      if (!s.start) continue;
      const t = TARAS[s.tara - 1]!;
      out.push(pen.say(DAY_POOLS.starThen, { start: s.start, nak: names.nakshatra(s.nakshatra), tara: t.name, meaning: t.meaning }));
    }
    const main = b.stars[b.main] ?? first;
    const lore = NATURE_LORE[main.nature];
    const nature = pen.say(DAY_POOLS.nature, { nak: names.nakshatra(main.nakshatra), gloss: lore.gloss, deity: NAKSHATRA_DEITY[main.nakshatra]!, favours: pick(ctx, lore.favours) }, false);
    // The nature belongs with the sentence that names the day's main star.
    const at = main === first ? 0 : out.length - 1;
    out[at] = `${out[at]!.replace(/\.$/, '')}; ${nature}.`;
    out.push(pen.say(DAY_POOLS.starLord, { nak: nakshatraName(main.nakshatra), graha: names.graha(b.mainLord), house: ordinal(b.mainLordHouse), short: pick(ctx, HOUSE_SHORT[b.mainLordHouse]!) }));
    return { text: out.join(' '), join: 'paragraph' };
  },

  'day-panchang': (b, ctx) => {
    const { pen, names } = ctx;
    const out: string[] = [];
    const [t1, t2] = b.tithis;
    const clauses: Array<readonly [readonly string[], Record<string, string>]> = [];
    if (t1 && t1.end && t2) {
      const g = TITHI_GROUP[tithiGroup(t2.number)];
      clauses.push([DAY_POOLS.tithiUntil, { paksha: paksha(t1.number), tithi: tithiName(t1.number), end: t1.end, tithi2: `${paksha(t2.number)} ${tithiName(t2.number)}`, gloss: g.gloss, favours: pick(ctx, g.favours) }]);
    }
    else if (t1) {
      const g = TITHI_GROUP[tithiGroup(t1.number)];
      clauses.push([DAY_POOLS.tithiAll, { paksha: paksha(t1.number), tithi: tithiName(t1.number), gloss: g.gloss, favours: pick(ctx, g.favours) }]);
    }
    clauses.push([!b.yoga.auspicious ? DAY_POOLS.yogaHard : b.barsBeginnings ? DAY_POOLS.yogaGoodTithiBars : DAY_POOLS.yogaGood, { yoga: YOGA_NAMES[b.yoga.number - 1]!, yogaGloss: YOGA_GLOSS[b.yoga.number - 1]! }]);
    if (b.karana === 'Vishti') clauses.push([DAY_POOLS.vishti, {}]);
    out.push(pen.compound(clauses, ['; ']));
    const weekday = weekdayName(VARA_LORDS.indexOf(b.varaLord));
    const vara: Array<readonly [readonly string[], Record<string, string>]> = [[DAY_POOLS.vara, { weekday, graha: names.graha(b.varaLord), house: ordinal(b.varaLordHouse), short: pick(ctx, HOUSE_SHORT[b.varaLordHouse]!), favours: pick(ctx, VARA_FAVOURS[b.varaLord]!) }]];
    if (b.varaLordScore >= 3) vara.push([DAY_POOLS.varaStrong, { graha: names.graha(b.varaLord), weekday }]);
    else if (b.varaLordScore <= -3) vara.push([DAY_POOLS.varaWeak, { graha: names.graha(b.varaLord), weekday }]);
    out.push(pen.compound(vara, ['; ']));
    for (const o of b.observances) out.push(pen.say(DAY_POOLS.observance, { obs: observanceName(o.name) }));
    return { text: out.join(' '), join: 'paragraph' };
  },

  'day-kaal': (b, ctx) => {
    const { pen } = ctx;
    const k = b.kaal;
    const text = pen.compound([
      [DAY_POOLS.kaal, { place: b.place, rahu: `${k.rahu.start}–${k.rahu.end}`, yama: `${k.yamaganda.start}–${k.yamaganda.end}`, gulika: `${k.gulika.start}–${k.gulika.end}` }],
      [k.abhijit.used ? DAY_POOLS.abhijit : DAY_POOLS.abhijitWednesday, { abhijit: `${k.abhijit.start}–${k.abhijit.end}` }],
    ], ['; ']);
    return { text, join: 'paragraph' };
  },

  'day-advice': (b, ctx) => {
    const clauses: Array<readonly [readonly string[], Record<string, string>]> = [];
    if (b.favour.length) clauses.push([DAY_POOLS.favour, { list: listOf(b.favour.map((k) => ADVICE_EN[k]!)) }]);
    if (b.avoid.length) clauses.push([DAY_POOLS.avoid, { list: listOf(b.avoid.map((k) => ADVICE_EN[k]!)) }]);
    const l = b.lucky;
    clauses.push([DAY_POOLS.lucky, { colour: COLOUR_EN[l.colour] ?? l.colour, from: grahaNoun(l.colourFrom), number: String(l.number), nfrom: grahaNoun(l.numberFrom), star: nakshatraName(l.nakshatra) }]);
    return { text: ctx.pen.compound(clauses, ['; ']), join: 'paragraph' };
  },

};
