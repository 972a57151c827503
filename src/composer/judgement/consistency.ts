/**
 * One verdict per reading: the claims a plan's blocks make, checked pairwise wherever two can
 * disagree, before any word is written. Each block states something the wording turns into a
 * sentence (the closing's help and hindrance, the opening's tone, the day's advice, "the dashas
 * leave the 6th and 8th quiet"); a plan in which two of them cannot both be true is refused by the
 * composer. The plan builders resolve every conflict by the rules recorded in
 * docs/decisions/021-one-verdict-per-reading.md, so a contradiction found here is a builder's bug.
 */
import type { Graha } from '../../astro/zodiac';
import type { ReadingFacts } from '../facts/types';
import { sameSubject } from './balance';
import { dayRestraint } from './day-restraint';
import { QUIET_HOUSES, dashaLordsAhead, stirs } from './natal';
import type { Block, Factor, ReadingPlan, Tone } from './plan';

export interface Contradiction {
  /** Which pair of claims disagree: 'help-is-hindrance', 'favour-restrained', … */
  rule: string;
  detail: string;
}

type BlockOf<K extends Block['kind']> = Extract<Block, { kind: K }>;

const TONES: readonly Tone[] = ['careful', 'mixed', 'steady', 'bright'];
const above = (tone: Tone, ceiling: Tone) => TONES.indexOf(tone) > TONES.indexOf(ceiling);
const named = (f: Factor | null) => (f ? `${f.key}${f.graha ? ` (${f.graha})` : ''}${f.house ? ` in ${f.house}` : ''}` : 'none');
const same = (a: Factor | null, b: Factor | null) => a === b || (a !== null && b !== null && a.key === b.key && a.graha === b.graha && a.house === b.house && a.weight === b.weight);

function blocksOf<K extends Block['kind']>(plan: ReadingPlan, kind: K): Array<BlockOf<K>> {
  return plan.blocks.filter((b): b is BlockOf<K> => b.kind === kind);
}

/** The help and the hindrance of the balance and of the closing: never one factor, and the closing names what the balance found. */
function helpAndHindrance(plan: ReadingPlan, out: Contradiction[]): void {
  const { lift, drag } = plan.balance;
  if (lift && drag && sameSubject(lift, drag)) out.push({ rule: 'help-is-hindrance', detail: `${named(lift)} helps and ${named(drag)} hinders` });
  for (const c of blocksOf(plan, 'closing')) {
    if (!same(c.lift, lift) || !same(c.drag, drag)) out.push({ rule: 'closing-factors', detail: `closing names ${named(c.lift)} / ${named(c.drag)}, the balance ${named(lift)} / ${named(drag)}` });
    if (c.remedy && lift?.graha === c.remedy.graha) out.push({ rule: 'remedy-for-help', detail: `the help ${named(lift)} is also the graha the remedy tends` });
    // The closing's pools: no hindrance reads "nothing weighs against you", no help "go gently".
    if (!c.drag && c.lift && (c.tone === 'careful' || c.tone === 'mixed')) out.push({ rule: 'closing-lean', detail: `a ${c.tone} reading closes with nothing against it` });
    if (!c.lift && c.drag && (c.tone === 'bright' || c.tone === 'steady')) out.push({ rule: 'closing-lean', detail: `a ${c.tone} reading closes with nothing for it` });
  }
  for (const { link } of blocksOf(plan, 'dasha-line')) {
    if (link.key !== 'lord-transit') continue;
    if (link.good && drag?.graha === link.graha) out.push({ rule: 'line-against-hindrance', detail: `the dasha line calls ${link.graha}'s transit a tailwind and the closing names it as the hindrance` });
    if (!link.good && lift?.graha === link.graha) out.push({ rule: 'line-against-help', detail: `the dasha line calls ${link.graha}'s transit testing and the closing names it as the help` });
  }
  for (const o of blocksOf(plan, 'natal-overview')) {
    if (lift?.graha && o.weak.includes(lift.graha)) out.push({ rule: 'weak-is-help', detail: `${lift.graha} is named among the weakest grahas and as the help` });
    if (drag?.graha && o.strong.includes(drag.graha)) out.push({ rule: 'strong-is-hindrance', detail: `${drag.graha} is named among the strongest grahas and as the hindrance` });
  }
  for (const t of blocksOf(plan, 'natal-topic')) {
    for (const [g, score] of new Map<Graha, number>([[t.lord, t.lordScore], [t.karaka, t.karakaScore]])) {
      if (score > 2 && drag?.graha === g) out.push({ rule: 'strong-is-hindrance', detail: `${g} is called strong in the body and named as the hindrance` });
      if (score < -2 && lift?.graha === g) out.push({ rule: 'weak-is-help', detail: `${g} is called weak in the body and named as the help` });
    }
    // The body names its focus as the weak link when its strength is low.
    if (t.focus && t.focus.score < 0 && lift?.graha === t.focus.graha) out.push({ rule: 'focus-is-help', detail: `${t.focus.graha} is the weakest link and the help` });
  }
}

/** Every block that states a tone states the balance's. */
function oneTone(plan: ReadingPlan, out: Contradiction[]): void {
  for (const b of plan.blocks) {
    if (!('tone' in b)) continue;
    if (b.tone !== plan.balance.tone) out.push({ rule: 'tone', detail: `${b.kind} says ${b.tone}, the balance ${plan.balance.tone}` });
  }
}

/** A daily's advice and verdict against what its own almanac says to hold back from. */
function dailyClaims(plan: ReadingPlan, out: Contradiction[]): void {
  const [star] = blocksOf(plan, 'day-star');
  const [moon] = blocksOf(plan, 'day-moon');
  const [panchang] = blocksOf(plan, 'day-panchang');
  const [opening] = blocksOf(plan, 'day-opening');
  const [advice] = blocksOf(plan, 'day-advice');
  const [times] = blocksOf(plan, 'day-times');
  if (!star || !moon || !panchang || !opening) return;
  const restraint = dayRestraint({ stars: star.stars, main: star.main, stretches: moon.stretches, mainStretch: opening.main, tithis: panchang.tithis });
  const why = restraint.reasons.join(', ');
  if (above(plan.balance.tone, restraint.ceiling)) out.push({ rule: 'tone-over-restraint', detail: `a ${plan.balance.tone} day under ${why}` });
  if (advice) {
    const both = advice.favour.filter((k) => advice.avoid.includes(k));
    if (both.length) out.push({ rule: 'favour-and-avoid', detail: both.join(', ') });
    const held = advice.favour.filter((k) => restraint.keys.has(k));
    if (held.length) out.push({ rule: 'favour-restrained', detail: `${held.join(', ')} favoured under ${why}` });
  }
  const travelHeld = restraint.keys.has('travel') || Boolean(advice?.avoid.includes('travel'));
  if (times?.starts && restraint.keys.has('begin')) out.push({ rule: 'start-restrained', detail: `choghadiya offered for starting things under ${why}` });
  if (times && travelHeld && times.choghadiya.some((c) => c.travel)) out.push({ rule: 'travel-restrained', detail: `Char offered for travel under ${why || 'the advice to avoid travel'}` });
}

/** A natal topic's verdict against its windows, and "the dashas leave the 6th and 8th quiet" (or the topic's house) against its dasha lords. */
function natalClaims(plan: ReadingPlan, facts: ReadingFacts, out: Contradiction[]): void {
  for (const w of blocksOf(plan, 'windows')) {
    const opening = w.windows.some((x) => x.lean === 'favourable');
    if (w.topic !== 'health' && !opening && plan.balance.tone === 'bright') out.push({ rule: 'bold-without-window', detail: `a bright ${w.topic} reading with no window ahead` });
    if (w.quiet && !w.windows.length) {
      const stirring = dashaLordsAhead(facts).filter((g) => stirs(facts, g, QUIET_HOUSES[w.topic]));
      if (stirring.length) out.push({ rule: 'dashas-quiet', detail: `the dashas said to leave the ${QUIET_HOUSES[w.topic].join(' and ')} alone while ${stirring.join(', ')} rules or holds one` });
    }
  }
}

/** A week's day is never called good while its line says chandrashtama or its star is Naidhana. */
function weekClaims(plan: ReadingPlan, out: Contradiction[]): void {
  for (const w of blocksOf(plan, 'week-days')) {
    for (const d of w.days) {
      if (d.good && (d.chandrashtama || d.tara === 7)) out.push({ rule: 'good-day-restrained', detail: `${d.date} is good under ${d.chandrashtama ? 'chandrashtama' : 'Naidhana tara'}` });
    }
  }
}

/** A month's good days never fall in its chandrashtama hours (06:00–22:00 of the day). */
function monthClaims(plan: ReadingPlan, out: Contradiction[]): void {
  for (const m of blocksOf(plan, 'month-days')) {
    for (const day of m.good) {
      const hit = m.chandrashtama.find((c) => (c.start === 'start' ? '' : c.start) < `${day} 22:00` && (c.end === 'end' ? '~' : c.end) > `${day} 06:00`);
      if (hit) out.push({ rule: 'good-day-chandrashtama', detail: `${day} is good and in chandrashtama ${hit.start} to ${hit.end}` });
    }
  }
}

/** Every contradiction between the claims of a plan; empty for a plan that can be written. */
export function contradictions(plan: ReadingPlan, facts: ReadingFacts): Contradiction[] {
  const out: Contradiction[] = [];
  helpAndHindrance(plan, out);
  oneTone(plan, out);
  dailyClaims(plan, out);
  natalClaims(plan, facts, out);
  weekClaims(plan, out);
  monthClaims(plan, out);
  return out;
}

/** A plan refused for contradicting itself: the composer writes no word of it. */
export class ContradictoryPlanError extends Error {
  constructor(readonly found: readonly Contradiction[], type: string) {
    super(`The ${type} plan contradicts itself: ${found.map((c) => `${c.rule}: ${c.detail}`).join('; ')}`);
    this.name = 'ContradictoryPlanError';
  }
}
