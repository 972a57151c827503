/**
 * A graha's lordships said whole: it rules every house its signs fall in, and its functional
 * nature for the lagna comes from all of them together (BPHS ch. 34: a trikona lordship makes a
 * graha auspicious even beside a 6th or 8th; a kendra with a trikona makes a yogakaraka). So
 * Mercury for a Capricorn lagna is the lord of the 6th and the 9th, never of the 6th alone.
 */
import type { Graha } from '../../../astro/zodiac';
import type { FunctionalNature, ReadingFacts } from '../../facts/types';
import type { WordingContext } from '../locale';
import type { Names } from './names';
import { listOf, signName } from './names';
import { ordinal } from '../../../shared/ordinal';
import { yogakarakaHouses } from '../natal-choices';

export const NATURE_EN: Record<FunctionalNature, string> = {
  yogakaraka: 'a yogakaraka, lord of both an angle and a trine',
  benefic: 'a functional benefic',
  malefic: 'a functional malefic',
  neutral: 'functionally neutral',
};

export const ALSO_RULES = [
  '{graha} [also rules|is also lord of|holds as well] your {houses}, [and for your lagna that makes it|which, for your lagna, makes it|so that for your lagna it is] {nature}.',
  // Lower case: as a later clause of a compound sentence it follows a semicolon (pen.say capitalises it when it opens one).
  '[as lord of your {houses} as well|ruling your {houses} too|with your {houses} also in its charge], {graha} is {nature} [for your lagna|for your {lagnaSign} lagna|in your chart].',
];

/** Without the birth time the houses are counted from the Moon: the lordships are named, but no functional nature "for your lagna". */
export const ALSO_RULES_PLAIN = ['{graha} [also rules|is also lord of] your {houses}.', '{graha} is the lord of your {houses} [as well|too].'];

/** A graha's functional nature as a phrase; a yogakaraka with the angle and the trine it rules. */
export function natureEn(facts: ReadingFacts, g: Graha): string {
  const n = facts.natal.grahas[g];
  const yk = n.functional === 'yogakaraka' ? yogakarakaHouses(n.rules) : null;
  return yk ? `a yogakaraka, lord of both an angle (the ${ordinal(yk.kendra)}) and a trine (the ${ordinal(yk.trikona)})` : NATURE_EN[n.functional];
}

const othersOf = (facts: ReadingFacts, g: Graha, except: readonly number[]) => facts.natal.grahas[g].rules.filter((h) => !except.includes(h));

/** A house a graha rules, with its other lordships beside it: '6th (and 9th)'. */
export function ruledHouse(facts: ReadingFacts, g: Graha, house: number): string {
  const others = othersOf(facts, g, [house]);
  return others.length ? `${ordinal(house)} (and ${listOf(others.map(ordinal))})` : ordinal(house);
}

/** The same as a clause to join to the sentence that names the lord (compound), or null when it rules no other. */
export function alsoRulesClause(ctx: WordingContext<Names>, g: Graha, except: readonly number[]): readonly [readonly string[], Record<string, string>] | null {
  const others = othersOf(ctx.facts, g, except);
  if (!others.length) return null;
  const houses = listOf(others.map(ordinal));
  if (!ctx.facts.person.timeKnown) return [ALSO_RULES_PLAIN, { graha: ctx.names.graha(g), houses }];
  return [ALSO_RULES, { graha: ctx.names.graha(g), houses, nature: natureEn(ctx.facts, g), lagnaSign: signName(ctx.facts.natal.lagna.sign) }];
}

/** The sentence naming a lord's other lordships and the functional nature they give it together, or null when it rules no other. */
export function alsoRules(ctx: WordingContext<Names>, g: Graha, except: readonly number[]): string | null {
  const others = othersOf(ctx.facts, g, except);
  if (!others.length) return null;
  if (!ctx.facts.person.timeKnown) return ctx.pen.say(ALSO_RULES_PLAIN, { graha: ctx.names.graha(g), houses: listOf(others.map(ordinal)) });
  return ctx.pen.say(ALSO_RULES, { graha: ctx.names.graha(g), houses: listOf(others.map(ordinal)), nature: natureEn(ctx.facts, g), lagnaSign: signName(ctx.facts.natal.lagna.sign) });
}
