/**
 * English wording of the period blocks: the opening led by the period's biggest events, the
 * seven days of a week, the slow grahas' stays told as they happen (ingress, station, return,
 * with how long each lasts), the month-by-month view, good days and chandrashtama windows.
 */
import type { Graha } from '../../../../../astro/zodiac';
import { daysBetween } from '../../dates';
import type { StayFact, TransitEventFact } from '../../facts/types';
import { isGocharaGood } from '../../judgement/classics';
import type { Block, LeadEvent } from '../../judgement/plan';
import type { BlockWriters, WordingContext } from '../locale';
import { HOUSE_GOOD, HOUSE_HARD, HOUSE_SHORT, JUPITER_GOCHARA, NODE_AXIS, SATURN_GOCHARA } from './lore';
import type { Names } from './names';
import { dayMonth, dayMonthYear, listOf, ordinal, spanLabel, weekdayName } from './names';

type Ctx = WordingContext<Names>;
type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

const PERIOD_NOUN: Record<string, string> = { weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year' };

export const SPAN_POOLS = {
  greeting: ['Namaste {name}.', '{name}, namaste.', '[Pranam|Namaskar], {name}.'],
  openBright: [
    'This {noun}, {span}, [leans clearly your way|carries more support than strain|is one of your better stretches], [and the reasons are worth knowing|so plan boldly but wisely].',
    '[Taken as a whole|On balance], {span} [favours you|works in your favour|brings more openings than obstacles].',
  ],
  openSteady: [
    'This {noun}, {span}, is [steady and workable|quietly supportive|sound], [with more help than friction|tilting gently your way].',
    '[On balance|Overall], {span} [leans modestly|tilts] in your favour[, if you keep to its timing|].',
  ],
  openMixed: [
    'This {noun}, {span}, is [mixed|evenly balanced|a stretch of ups and downs]: [timing matters more than effort|choose your moments carefully].',
    '[Taken as a whole|Overall], {span} [gives and asks in equal measure|has good weeks and slower ones], [so the dates below matter|which makes the dates below useful].',
  ],
  openCareful: [
    'This {noun}, {span}, [asks for patience|is one to go carefully through|calls for a steady, cautious hand]: [the heavier transits weigh more than the helpful ones|the balance tips towards caution].',
    '[Taken as a whole|Overall], {span} [is a time to consolidate rather than expand|favours care over risk], [and the dates below show where the pressure eases|with a few better windows shown below].',
  ],
  leadIngress: [
    'The [biggest|most important] event [of the {noun}|in this period] is {graha} entering {sign} on {date}, [your|the] {house} from the Moon.',
    'On {date} {graha} moves into {sign}, the {house} from your Moon sign[, and that sets the tone|: the headline of the {noun}].',
  ],
  leadReturn: [
    'On {date} {graha} returns to {sign}, [the sign it left on {date2}|which it left on {date2}], [going back over|to revisit] your {house} from the Moon.',
    '{graha}, [moving backwards|on a retrograde loop], [comes back|returns] to {sign} on {date}, [having left it on {date2}|after leaving it on {date2}]: your {house} from the Moon again.',
  ],
  leadReturnBare: [
    'On {date} {graha} returns to {sign} on a retrograde loop, [going back over|to revisit] your {house} from the Moon.',
  ],
  leadDasha: [
    'The {level} of {graha} begins on {date}, [a turning point|the real change of the {noun}|and that change outweighs any transit].',
    'On {date} your {level} changes to {graha}[, which opens a new chapter|: a new chapter, not just a new week].',
  ],
  leadStation: [
    'On {date} {graha} [turns|stations] {turns} in {sign}, your {house} from the Moon, [and its themes slow down and deepen|which shifts the pace of its matters].',
  ],
  // The week, day by day.
  day: [
    '{day}: Moon in {sign}, {house} from your Moon, star {nak}; [good for|favours] {good}.',
    '{day}: the Moon [in|through] {sign}, your {house}, star {nak}; [a day for|good for] {good}.',
    '{day} [brings|has] the Moon in {sign}, your {house}, with {nak}: [use it for|make room for] {good}.',
  ],
  dayHard: [
    '{day}: Moon in {sign}, {house} from your Moon, star {nak}; [go carefully with|take care with] {hard}.',
    '{day}: the Moon [in|through] {sign}, your {house}, star {nak}; [mind|watch] {hard}.',
    '{day} [puts|has] the Moon in {sign}, your {house}, with {nak}: [keep an eye on|go gently with] {hard}.',
  ],
  dayChange: ['From {time} it is in {sign2}, your {house2}.', 'At {time} it moves on to {sign2}, the {house2}.'],
  dayChandrashtama: [
    'Chandrashtama: no risky starts.', 'Chandrashtama for you, so keep it routine.', 'The Moon is 8th from your own (chandrashtama): keep it light.',
    'Chandrashtama hours, [best kept|to be kept] for routine.', '[A|The] chandrashtama stretch: postpone what can wait.',
  ],
  dayObservance: ['{obs}.', 'It is {obs}.'],
  // Fast planets.
  ingress: [
    '{graha} enters {sign} on {date}, [your|the] {house} from the Moon, [helping|good for] {good}.',
    'On {date} {graha} [moves|crosses] into {sign}, {house} from your Moon, [which supports|favouring] {good}.',
  ],
  ingressHard: [
    '{graha} enters {sign} on {date}, [your|the] {house} from the Moon, [asking care with|where it presses on] {hard}.',
    'On {date} {graha} [moves|crosses] into {sign}, {house} from your Moon, [so mind|calling for care with] {hard}.',
  ],
  ingressBack: [
    'On {date} {graha}, moving backwards, slips back into {sign}, your {house} from the Moon[, revisiting|: a return to] {short}.',
  ],
  station: [
    '{graha} [turns|stations] {turns} on {date} in {sign}[, so its matters slow and turn inward|; expect second thoughts on {short}|].',
  ],
  // Slow grahas.
  stayWhole: [
    '{graha} stays in {sign}, [your|the] {house} from the Moon, through the whole {noun}.',
    'All through the {noun} {graha} holds {sign}, the {house} from your Moon sign.',
  ],
  staySince: [
    '{graha} has been in {sign}, [your|the] {house} from the Moon, since {date}, and stays until {date2}.',
    'In {sign} since {date} and there until {date2}, {graha} [occupies|sits in] the {house} from your Moon.',
    '{graha} [entered|moved into] {sign} on {date} and [remains there|stays] until {date2}, [in|through] your {house} from the Moon.',
  ],
  stayBrief: [
    '{graha} in {sign}, your {house} from the Moon, until {date2}',
    '{graha} [holding|in] your {house} from the Moon, {sign}, until {date2}',
  ],
  stayBriefLead: [
    '[In the background|Behind the week|Underneath it all], {list}.',
    '[The slow grahas set the background|The background is set by the slow grahas]: {list}.',
  ],
  stayLeaves: [
    '{graha} leaves {sign} on {date} after [a stay that began|being there since] {date2}.',
    'On {date} {graha} [leaves|moves out of] {sign}, where it has been since {date2}.',
  ],
  stayEnters: [
    'It then enters {sign} on {date} for {length}, [your|the] {house} from the Moon.',
    'From {date} it [is in|occupies] {sign}, the {house} from your Moon, for {length}.',
  ],
  stayReturns: [
    'On {date} it returns to {sign} [on a retrograde loop|while moving backwards] for {length}, [so the themes of the {house} from your Moon come back for a second round|a second pass over your {house} from the Moon].',
  ],
  stayStation: ['It turns {turns} on {date}.', 'On {date} it stations {turns}.'],
  sadeSati: {
    rising: ['Sade Sati, Saturn\'s seven-and-a-half-year passage over the Moon, is in its rising phase: cut waste, rest well, and let go of what has run its course.'],
    peak: ['Sade Sati is at its peak, Saturn over your natal Moon: pace yourself, simplify, and keep faith with daily discipline.'],
    setting: ['Sade Sati is in its setting phase, Saturn in the 2nd from your Moon: the pressure is easing, and money and speech need care for a while yet.'],
  },
  // Month view.
  monthHead: ['{month}: the Sun in {sign}, {house} from your Moon, [favours|supports] {good}.', '{month}, with the Sun in {sign}, your {house} from the Moon, [is good for|helps] {good}.'],
  monthHeadHard: ['{month}: the Sun in {sign}, {house} from your Moon, [asks care with|presses on] {hard}.', '{month}, with the Sun in {sign}, your {house} from the Moon, [calls for care with|asks you to mind] {hard}.'],
  monthEvent: ['{graha} {verb} {sign} on {date}.', 'On {date} {graha} {verb} {sign}.'],
  monthDasha: ['Your {level} of {graha} begins on {date}.', 'On {date} the {level} of {graha} begins.'],
  monthTone: {
    bright: ['A month to move forward.', 'One of the stronger months.', 'A good month for initiative.'],
    steady: ['A steady month.', 'Workable and steady.', 'Quietly supportive.'],
    mixed: ['A mixed month: time things well.', 'Mixed, so choose your moments.', 'Neither easy nor hard.'],
    careful: ['Go carefully this month.', 'Keep this month conservative.', 'A month for patience.'],
  },
  goodDays: [
    'The Moon is [kind to you|in a favourable house for you] all day on {list}: [keep those|use those] for [requests, meetings and new starts|what matters most].',
    'Your best days [by the Moon|this month] are {list}, when it stays in a favourable house [from morning to night|all day].',
  ],
  chandrashtama: [
    'Chandrashtama, the Moon in the 8th from your own, runs {windows}: [keep those hours for routine|no risky decisions then].',
    'Keep {windows} [light|low-key]: the Moon is then 8th from your natal Moon (chandrashtama).',
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
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
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
      const slots = { date: dayMonthYear(s.entered.date), graha: names.graha(s.graha), sign: names.sign(s.sign), house: ordinal(s.houseFromMoon) };
      const left = leftBefore(ctx, s);
      return left ? pen.say(SPAN_POOLS.leadReturn, { ...slots, date2: dayMonthYear(left) }) : pen.say(SPAN_POOLS.leadReturnBare, slots);
    }
    return pen.say(SPAN_POOLS.leadIngress, { noun, graha: names.graha(s.graha), sign: names.sign(s.sign), date: dayMonthYear(s.entered!.date), house: ordinal(s.houseFromMoon) });
  }
  if (l.key === 'dasha-change') return pen.say(SPAN_POOLS.leadDasha, { level: l.level, graha: names.graha(l.lord), date: dayMonthYear(l.start), noun });
  const e = l.event;
  return pen.say(SPAN_POOLS.leadStation, { date: dayMonthYear(e.date), graha: names.graha(e.graha), turns: e.retrograde ? 'retrograde' : 'direct', sign: names.sign(e.toSign), house: ordinal(e.houseFromMoon) });
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
  if (e.kind === 'station') return pen.say(SPAN_POOLS.station, slots);
  if (e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu') return pen.say(SPAN_POOLS.ingressBack, slots);
  return pen.say(good ? SPAN_POOLS.ingress : SPAN_POOLS.ingressHard, slots);
}

function staySentences(ctx: Ctx, b: B<'slow-weather'>, noun: string): string[] {
  const { pen, names, facts } = ctx;
  const out: string[] = [];
  if (facts.readingType === 'weekly') {
    // A week is too short for the slow grahas to move: one sentence of background is enough.
    const items = b.stays.filter((s) => s.coversPeriod && s.left).map((s) => pen.fill(pen.pick(SPAN_POOLS.stayBrief), { graha: names.graha(s.graha), sign: names.sign(s.sign), house: ordinal(s.houseFromMoon), date2: dayMonthYear(s.left!.date) }));
    if (items.length) out.push(pen.say(SPAN_POOLS.stayBriefLead, { list: items.join('; ') }));
    if (b.sadeSati) out.push(pen.say(SPAN_POOLS.sadeSati[b.sadeSati]));
    return out;
  }
  for (const g of ['Saturn', 'Jupiter', 'Rahu'] as Graha[]) {
    const stays = b.stays.filter((s) => s.graha === g);
    if (!stays.length) continue;
    const [first, ...rest] = stays;
    const slots = (s: StayFact) => ({ graha: names.graha(g), sign: names.sign(s.sign), house: ordinal(s.houseFromMoon), noun });
    if (first!.coversPeriod) {
      out.push(first!.entered && first!.left
        ? pen.say(SPAN_POOLS.staySince, { ...slots(first!), date: dayMonthYear(first!.entered.date), date2: dayMonthYear(first!.left.date) })
        : pen.say(SPAN_POOLS.stayWhole, slots(first!)));
      out.push(stayEffect(ctx, first!));
    } else if (first!.left && first!.entered && first!.entered.atMs < facts.period.startMs) {
      out.push(pen.say(SPAN_POOLS.stayLeaves, { graha: names.graha(g), sign: names.sign(first!.sign), date: dayMonthYear(first!.left.date), date2: dayMonthYear(first!.entered.date) }));
    } else {
      rest.unshift(first!);
    }
    for (const s of rest) {
      if (!s.entered) continue;
      const length = s.left ? lengthOf(s.entered.date, s.left.date) : 'the rest of the period';
      out.push(pen.say(s.returning ? SPAN_POOLS.stayReturns : SPAN_POOLS.stayEnters, { ...slots(s), date: dayMonthYear(s.entered.date), length }));
      for (const st of s.stations.filter((x) => x.atMs >= facts.period.startMs && x.atMs < facts.period.endMs)) {
        out.push(pen.say(SPAN_POOLS.stayStation, { turns: st.turns, date: dayMonthYear(st.date) }));
      }
      if (!s.returning) out.push(stayEffect(ctx, s));
    }
  }
  if (b.sadeSati) out.push(pen.say(SPAN_POOLS.sadeSati[b.sadeSati]));
  return out;
}

export const spanWriters: Pick<BlockWriters<Names>, 'span-opening' | 'week-days' | 'fast-events' | 'slow-weather' | 'month-days' | 'months'> = {
  'span-opening': (b, ctx) => {
    const { pen, facts } = ctx;
    const noun = PERIOD_NOUN[b.type] ?? 'period';
    const pool = { bright: SPAN_POOLS.openBright, steady: SPAN_POOLS.openSteady, mixed: SPAN_POOLS.openMixed, careful: SPAN_POOLS.openCareful }[b.tone];
    const parts = [pen.say(SPAN_POOLS.greeting, { name: facts.person.firstName }), pen.say(pool, { noun, span: spanLabel(b.start, b.end) })];
    for (const l of b.lead) parts.push(lead(ctx, l, noun));
    return { text: parts.join(' '), join: 'paragraph' };
  },

  'week-days': (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.days.map((d) => {
      const slots = {
        day: `${weekdayName(d.weekday)} ${dayMonth(d.date)}`, sign: names.sign(d.sign), house: ordinal(d.houseFromMoon), nak: names.nakshatra(d.nakshatra),
        good: pen.pick(HOUSE_GOOD[d.houseFromMoon]!), hard: pen.pick(HOUSE_HARD[d.houseFromMoon]!),
      };
      const line = [pen.say(d.good ? SPAN_POOLS.day : SPAN_POOLS.dayHard, slots)];
      if (d.change) line.push(pen.fill(pen.pick(SPAN_POOLS.dayChange), { time: d.change.time, sign2: names.sign(d.change.sign), house2: ordinal(d.change.houseFromMoon) }));
      if (d.chandrashtama) line.push(pen.say(SPAN_POOLS.dayChandrashtama));
      if (d.observance) line.push(pen.fill(pen.pick(SPAN_POOLS.dayObservance), { obs: d.observance.name }));
      return line.join(' ');
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
    const out: string[] = [];
    if (b.good.length) out.push(pen.say(SPAN_POOLS.goodDays, { list: listOf(b.good.slice(0, 8).map(dayMonth)) }));
    const windows = b.chandrashtama.map((w) => windowLabel(w.start, w.end));
    if (windows.length) out.push(pen.say(SPAN_POOLS.chandrashtama, { windows: listOf(windows) }));
    return out.length ? { text: out.join(' '), join: 'paragraph' } : null;
  },

  months: (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.months.map((m) => {
      const good = isGocharaGood('Sun', m.sunHouseFromMoon);
      const line = [pen.say(good ? SPAN_POOLS.monthHead : SPAN_POOLS.monthHeadHard, {
        month: monthLabel(m.start, m.end), sign: names.sign(m.sunSign), house: ordinal(m.sunHouseFromMoon),
        good: pen.pick(HOUSE_GOOD[m.sunHouseFromMoon]!), hard: pen.pick(HOUSE_HARD[m.sunHouseFromMoon]!),
      })];
      for (const e of m.events.slice(0, 3)) {
        const verb = e.kind === 'station' ? (e.retrograde ? 'turns retrograde in' : 'turns direct in') : e.retrograde && e.graha !== 'Rahu' ? 'slips back into' : 'enters';
        line.push(pen.fill(pen.pick(SPAN_POOLS.monthEvent), { graha: names.graha(e.graha), verb, sign: names.sign(e.toSign), date: dayMonth(e.date) }));
      }
      for (const c of m.dashaChanges) line.push(pen.fill(pen.pick(SPAN_POOLS.monthDasha), { level: c.level, graha: names.graha(c.lord), date: dayMonth(c.start) }));
      line.push(pen.fill(pen.pick(SPAN_POOLS.monthTone[m.tone])));
      return line.join(' ');
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },
};

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

/** '16 December 2026 – 14 January 2027': a solar month, Sankranti to Sankranti. */
function monthLabel(start: string, end: string): string {
  return spanLabel(start, end);
}
