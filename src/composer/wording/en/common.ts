/**
 * English wording shared by every reading type: the one-sentence dasha line (in the light of the
 * reading at hand) and the closing (closing.ts), which turns the verdict into something to do and
 * gives a remedy for the graha that weighs most against the reading.
 */
import type { Stamp } from '../../facts/types';
import type { Factor, LordLeg } from '../../judgement/plan';
import type { BlockWriters, WordingContext } from '../locale';
import { DASHA_THEMES, HOUSE_GOOD, HOUSE_HARD, HOUSE_SHORT } from './lore';
import { ruledHouse } from './lordships';
import type { Names } from './names';
import { dayMonth, dayMonthYear, grahaNoun } from './names';
import { ordinal } from '../../../shared/ordinal';
import { remedyText } from './remedies';
import { closingSentences } from '../closing-shapes';
import { CLOSING_WORDS, closingSpan } from './closing';

type Ctx = WordingContext<Names>;

const NOUN: Record<string, string> = {
  daily: 'day', weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year', career: 'season', love: 'season', health: 'season', life: 'chapter',
};

export const COMMON_POOLS = {
  dashaChange: [
    '[Mark|Note] {date}: your {level} changes to {graha}, [and from then on|after which] [the focus moves to|attention turns to] {themes}.',
    'The {level} of {graha} begins on {date}, [turning attention to|bringing] {themes}.',
  ],
  dashaMoonInLord: [
    'You are in the {md} mahadasha and the {ad} antardasha, and today the Moon passes through {sign}, a sign of {graha}, whose natal place is your {house} house, so [the day leans towards|expect the day to touch] {short}.',
    'With {graha} among your running dasha lords ({md} mahadasha, {ad} antardasha), the Moon in {sign}, a sign {graha} rules, today [brings {themes} to mind|makes {themes} the day\'s undercurrent], [touching|and reaches] your {house} house of {short}.',
    'Today the Moon [crosses|moves through] {sign}, a sign ruled by {graha}, one of your dasha lords ({md}–{ad}), [so|and] [the day touches the period\'s {themes}|the day carries a little of the period\'s {themes}], [through|by way of] your {house} house.',
  ],
  dashaRulesTopic: [
    'Your running {md} mahadasha and {ad} antardasha [matter here|bear directly on this]: {graha} rules your {house} house, [which keeps|keeping] {short} [active|in play] until {ownEnd}, when its {ownLevel} ends.',
    '{graha}, one of your running dasha lords ({md}–{ad} until {end}), rules the {house} house, [which puts|putting] {short} [in the foreground|at the heart of this {noun}].',
  ],
  dashaInTopic: [
    'Your {md}–{ad} dasha [speaks to this directly|is relevant here]: {graha} sits in your {house} house, [which keeps|keeping] {short} in focus until {ownEnd}, when its {ownLevel} ends.',
    'With {graha} placed in your {house} house and running as a dasha lord until {ownEnd}, [the {noun}\'s results show first in|expect this {noun} to turn on] {short}.',
  ],
  dashaTransitGood: [
    'The antardasha lord, {graha}, is [moving through|transiting] your {house} from the Moon[, a helpful position|, which supports its dasha], [a tailwind this {noun} for|easing the way this {noun} for] {themes}.',
    '{graha} runs your antardasha (within {md}) and transits well, {house} from the Moon: [a tailwind for|support for] {themes}.',
  ],
  dashaTransitHard: [
    'The antardasha lord, {graha}, transits your {house} from the Moon, [not an easy position|a testing place for it], [so this {noun} asks patience with|so go steadily this {noun} with] {themes}.',
    '{graha} runs your antardasha (within {md}) but transits the {house} from the Moon, [which slows|so go steadily with] {themes}.',
  ],
  // The lord changes sign inside the period: {legs} walks through each sign with its dates.
  dashaTransitMoves: [
    'The antardasha lord, {graha}, changes sign {this}: it is {legs}, so [let {marks} set the pace for {themes}|plan {themes} around {marks}].',
    '{graha} runs your antardasha (within {md}) and does not hold one sign {this}: it is {legs}; [time|pace] {themes} by {marks}.',
  ],
  dashaPlain: [
    'Underneath [it all|everything] runs your {md} mahadasha with the {ad} antardasha until {end}, [a period of|bringing] {themes}.',
    'The {md}–{ad} dasha, running until {end}, [keeps|holds] {themes} [in the background|as the season’s theme].',
  ],
} as const;

/** The help or hindrance of the balance, as a noun phrase the closing can hold. */
export function factorPhrase(ctx: Ctx, f: Factor, help: boolean): string {
  const { pen } = ctx;
  const g = f.graha ? grahaNoun(f.graha) : null;
  const h = f.house;
  switch (f.key) {
    case 'moon-house':
      return help ? `the Moon's support for ${pen.pick(HOUSE_GOOD[h!]!)}` : `care with ${pen.pick(HOUSE_HARD[h!]!)}`;
    case 'chandrashtama': return 'the chandrashtama hours';
    case 'tara': return help ? 'a friendly star' : 'a difficult star';
    case 'panchang-yoga': return help ? "the morning's good yoga" : "the morning's difficult yoga";
    case 'vishti': return 'Vishti karana';
    case 'moon-over': return `the Moon's pass over your ${f.graha}`;
    case 'dasha-lord': return help ? `the strength of your ${f.graha} mahadasha` : `the weight of your ${f.graha} mahadasha`;
    case 'dasha-sub-lord': return help ? `your ${f.graha} antardasha` : `the strain of your ${f.graha} antardasha`;
    case 'sade-sati': return 'Sade Sati';
    case 'slow-transit':
    case 'fast-transit': {
      // A slow transit weighed by its Ashtakavarga bindus says so: 'Saturn in the 10th from your Moon, with 5 bindus'.
      const bindus = f.bindus === undefined ? '' : `, with ${f.bindus} of 8 bindus (Ashtakavarga points)`;
      return help ? `${g} in the ${ordinal(h!)} from your Moon${bindus}` : `${g}'s pressure on ${pen.pick(HOUSE_SHORT[h!]!)}${bindus}`;
    }
    case 'topic-transit': {
      // A transit touching the topic's house, in the count it was judged in: never the natal graha's strength.
      const where = f.from === 'moon' ? `the ${ordinal(h!)} from your Moon` : `your ${ordinal(h!)} house from your rising sign`;
      const bindus = f.bindus === undefined ? '' : `, with ${f.bindus} of 8 bindus`;
      return help ? `${g}'s transit through ${where}${bindus}` : `the pressure of ${g}'s transit through ${where}${bindus}`;
    }
    case 'week-day': return help ? 'the week’s good days' : 'the week’s slower days';
    default:
      if (g && h) {
        // "Weakness" only where the strength model says so (score below −2); otherwise the strain it puts on the house.
        if (help) return `${g} in your ${ordinal(h)} house`;
        return ctx.facts.natal.grahas[f.graha!].score < -2 ? `${g}'s weakness in your ${ordinal(h)} house` : `${g}'s strain on your ${ordinal(h)} house`;
      }
      if (g) return help ? `the support of ${g}` : `the weakness of ${g}`;
      return help ? 'the good timing' : 'the harder timing';
  }
}

/** 'in Leo until 14 March (your 5th from the Moon, a helpful place), then in Virgo from 14 March (the 6th, a testing place)': a day's reading gives the times. */
function legsText(ctx: Ctx, legs: readonly LordLeg[]): string {
  const when = (st: Stamp) => (ctx.facts.readingType === 'daily' ? st.time : dayMonth(st.date));
  return legs.map((l, i) => {
    const house = i === 0 ? `your ${ordinal(l.houseFromMoon)} from the Moon` : `the ${ordinal(l.houseFromMoon)}`;
    const span = l.from && l.until ? `from ${when(l.from)} to ${when(l.until)}` : l.from ? `from ${when(l.from)}` : l.until ? `until ${when(l.until)}` : '';
    return `${i === 0 ? '' : 'then '}in ${ctx.names.sign(l.sign)} ${span} (${house}, ${l.good ? 'a helpful place' : 'a testing place'})`;
  }).join(', ');
}

export const commonWriters: Pick<BlockWriters<Names>, 'dasha-line' | 'closing'> = {
  'dasha-line': (b, ctx) => {
    const { pen, names } = ctx;
    const link = b.link;
    const themes = pen.pick(DASHA_THEMES[link.graha]!);
    // A lord's own period ends when its dasha does: the mahadasha lord's runs past the antardasha.
    const ownEnd = dayMonthYear(link.graha === b.antardasha.lord ? b.antardasha.end : b.mahadasha.end);
    const ownLevel = link.graha === b.antardasha.lord ? 'antardasha' : 'mahadasha';
    const base = { ownLevel, md: b.mahadasha.lord, ad: b.antardasha.lord, end: dayMonthYear(b.antardasha.end), ownEnd, graha: names.graha(link.graha), themes, noun: NOUN[b.light]! };
    switch (link.key) {
      case 'change-in-period':
        return { text: pen.say(COMMON_POOLS.dashaChange, { ...base, level: link.level, date: dayMonthYear(link.start) }), join: 'paragraph' };
      case 'moon-in-lord-sign': {
        const house = ctx.facts.natal.grahas[link.graha].house;
        return { text: pen.say(COMMON_POOLS.dashaMoonInLord, { ...base, sign: names.sign(link.sign), house: ordinal(house), short: pen.pick(HOUSE_SHORT[house]!) }), join: 'paragraph' };
      }
      case 'lord-rules-topic':
        return { text: pen.say(COMMON_POOLS.dashaRulesTopic, { ...base, house: ruledHouse(ctx.facts, link.graha, link.house), short: pen.pick(HOUSE_SHORT[link.house]!) }), join: 'paragraph' };
      case 'lord-in-topic':
        return { text: pen.say(COMMON_POOLS.dashaInTopic, { ...base, house: ordinal(link.house), short: pen.pick(HOUSE_SHORT[link.house]!) }), join: 'paragraph' };
      case 'lord-transit':
        return { text: pen.say(link.good ? COMMON_POOLS.dashaTransitGood : COMMON_POOLS.dashaTransitHard, { ...base, house: ordinal(link.houseFromMoon) }), join: 'paragraph' };
      case 'lord-transit-moves':
        return { text: pen.say(COMMON_POOLS.dashaTransitMoves, { ...base, this: b.light === 'daily' ? 'today' : `this ${base.noun}`, marks: b.light === 'daily' ? 'those times' : 'those dates', legs: legsText(ctx, link.legs) }), join: 'paragraph' };
      case 'plain':
        return { text: pen.say(COMMON_POOLS.dashaPlain, base), join: 'paragraph' };
    }
  },

  closing: (b, ctx) => {
    const { pen, names, facts } = ctx;
    const slots = {
      name: facts.person.firstName, noun: NOUN[b.type]!, this: closingSpan(NOUN[b.type]!),
      graha: b.remedy ? names.graha(b.remedy.graha) : '', remedy: b.remedy ? remedyText(b.remedy) : '',
    };
    const sentences = closingSentences(CLOSING_WORDS, pen, b.tone, facts.person.stage, b.remedy !== null, slots, (pool, s) => pen.say(pool, s));
    return { text: sentences.join(' '), join: 'paragraph' };
  },
};
