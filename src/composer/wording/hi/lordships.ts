/**
 * A graha's lordships said whole, as in English (see wording/en/lordships.ts): every house it
 * rules, and the functional nature they give it together for the lagna (BPHS ch. 34).
 */
import type { Graha } from '../../../astro/zodiac';
import type { FunctionalNature, ReadingFacts } from '../../facts/types';
import type { Clause, HiCtx } from './names';
import { bhava, listHi, sayHi } from './names';
import { yogakarakaHouses } from '../natal-choices';

export const NATURE_HI: Record<FunctionalNature, string> = {
  yogakaraka: 'योगकारक (केंद्र और त्रिकोण, दोनों के स्वामी)',
  benefic: 'कार्यकारी शुभ ग्रह',
  malefic: 'कार्यकारी अशुभ ग्रह',
  neutral: 'सम ग्रह',
};

export const ALSO_RULES_HI = [
  '{graha} आपके {houses} भाव के भी [स्वामी|मालिक] हैं, और [आपके लग्न के लिए इससे|इस कारण आपकी कुंडली में] वे {nature} [बनते हैं|माने जाते हैं]।',
  '{houses} भाव के भी [स्वामी|मालिक] होने से {graha} [आपके लग्न के लिए|आपकी कुंडली में] {nature} [हैं|गिने जाते हैं]।',
];

/** Without the birth time the houses are counted from the Moon: the lordships are named, but no functional nature "for your lagna". */
export const ALSO_RULES_PLAIN_HI = ['{graha} आपके {houses} भाव के भी स्वामी हैं।', '{houses} भाव का स्वामित्व भी {graha} के पास है।'];

/** A graha's functional nature as a phrase; a yogakaraka with the angle and the trine it rules. */
export function natureHi(facts: ReadingFacts, g: Graha): string {
  const n = facts.natal.grahas[g];
  const yk = n.functional === 'yogakaraka' ? yogakarakaHouses(n.rules) : null;
  return yk ? `योगकारक (केंद्र के ${bhava(yk.kendra)} और त्रिकोण के ${bhava(yk.trikona)} भाव, दोनों के स्वामी)` : NATURE_HI[n.functional];
}

const othersOf = (facts: ReadingFacts, g: Graha, except: readonly number[]) => facts.natal.grahas[g].rules.filter((h) => !except.includes(h));

/** A house a graha rules, with its other lordships beside it: 'छठे (और नौवें)'. */
export function ruledHouseHi(facts: ReadingFacts, g: Graha, house: number): string {
  const others = othersOf(facts, g, [house]);
  return others.length ? `${bhava(house)} (और ${listHi(others.map(bhava))})` : bhava(house);
}

/** The same as a clause to join to the sentence that names the lord, or null when it rules no other. */
export function alsoRulesClauseHi(ctx: HiCtx, g: Graha, except: readonly number[]): Clause | null {
  const others = othersOf(ctx.facts, g, except);
  if (!others.length) return null;
  const houses = listHi(others.map(bhava));
  if (!ctx.facts.person.timeKnown) return [ALSO_RULES_PLAIN_HI, { graha: ctx.names.graha(g), houses }];
  return [ALSO_RULES_HI, { graha: ctx.names.graha(g), houses, nature: natureHi(ctx.facts, g) }];
}

/** The sentence naming a lord's other lordships and the functional nature they give it together, or null when it rules no other. */
export function alsoRulesHi(ctx: HiCtx, g: Graha, except: readonly number[]): string | null {
  const others = othersOf(ctx.facts, g, except);
  if (!others.length) return null;
  if (!ctx.facts.person.timeKnown) return sayHi(ctx, ALSO_RULES_PLAIN_HI, { graha: ctx.names.graha(g), houses: listHi(others.map(bhava)) });
  return sayHi(ctx, ALSO_RULES_HI, { graha: ctx.names.graha(g), houses: listHi(others.map(bhava)), nature: natureHi(ctx.facts, g) });
}
