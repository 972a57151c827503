/**
 * A graha's lordships said whole, as in English (see wording/en/lordships.ts): every house it
 * rules, and the functional nature they give it together for the lagna (BPHS ch. 34).
 */
import type { Graha } from '../../../astro/zodiac';
import type { FunctionalNature, ReadingFacts } from '../../facts/types';
import type { Clause, TeCtx } from './names';
import { bhava, listTe, sayTe } from './names';
import { yogakarakaHouses } from '../natal-choices';

// The functional natures as Telugu jatakams name them: a graha is శుభుడు, పాపి or సముడు "for the lagna".
export const NATURE_TE: Record<FunctionalNature, string> = {
  yogakaraka: 'యోగకారకుడు (కేంద్రానికీ త్రికోణానికీ అధిపతి)',
  benefic: 'శుభుడు',
  malefic: 'పాపి (కష్టపెట్టే గ్రహం)',
  neutral: 'సముడు',
};

export const ALSO_RULES_TE = [
  '{graha} మీ {houses} కూడా అధిపతి; [అందువల్ల|ఈ కారణంగా] [మీ లగ్నానికి|మీ జాతకంలో] ఈ గ్రహం {nature}.',
  'మీ {houses} కూడా అధిపతి కావడం వల్ల {graha} [మీ లగ్నానికి|మీ జాతకంలో] {nature}.',
  'అంతేకాదు, {graha} మీ {houses} కూడా అధిపతి; [అందుకే|దీని వల్ల] [మీ లగ్నానికి|మీ జాతకంలో] ఈ గ్రహ స్వభావం: {nature}.',
  'మీ {houses} కూడా {graha} [అధిపతి కావడంతో|ఆధిపత్యం వహించడంతో], [మీ లగ్నానికి|మీ జాతకంలో] అతను {nature}.',
];

/** Without the birth time the houses are counted from the Moon: the lordships are named, but no functional nature "for your lagna". */
export const ALSO_RULES_PLAIN_TE = ['{graha} మీ {houses} కూడా అధిపతి.', 'మీ {houses} కూడా {graha} అధిపతి.'];

/** Houses in the dative, singular or plural as Telugu needs: 'తొమ్మిదవ భావానికి', 'మూడవ, ఆరవ భావాలకు'. */
export function housesDativeTe(houses: readonly number[]): string {
  return houses.length === 1 ? `${bhava(houses[0]!)} భావానికి` : `${listTe(houses.map(bhava))} భావాలకు`;
}

/** A graha's functional nature as a phrase; a yogakaraka with the angle and the trine it rules. */
export function natureTe(facts: ReadingFacts, g: Graha): string {
  const n = facts.natal.grahas[g];
  const yk = n.functional === 'yogakaraka' ? yogakarakaHouses(n.rules) : null;
  return yk ? `యోగకారకుడు (కేంద్రమైన ${bhava(yk.kendra)} భావానికీ త్రికోణమైన ${bhava(yk.trikona)} భావానికీ అధిపతి)` : NATURE_TE[n.functional];
}

const othersOf = (facts: ReadingFacts, g: Graha, except: readonly number[]) => facts.natal.grahas[g].rules.filter((h) => !except.includes(h));

/** A house a graha rules, with its other lordships beside it: 'ఆరవ (మరియు తొమ్మిదవ)'. */
export function ruledHouseTe(facts: ReadingFacts, g: Graha, house: number): string {
  const others = othersOf(facts, g, [house]);
  return others.length ? `${bhava(house)} (${listTe(others.map(bhava))} కూడా)` : bhava(house);
}

/** The same as a clause to join to the sentence that names the lord, or null when it rules no other. */
export function alsoRulesClauseTe(ctx: TeCtx, g: Graha, except: readonly number[]): Clause | null {
  const others = othersOf(ctx.facts, g, except);
  if (!others.length) return null;
  const houses = housesDativeTe(others);
  if (!ctx.facts.person.timeKnown) return [ALSO_RULES_PLAIN_TE, { graha: ctx.names.graha(g), houses }];
  return [ALSO_RULES_TE, { graha: ctx.names.graha(g), houses, nature: natureTe(ctx.facts, g) }];
}

/** The sentence naming a lord's other lordships and the functional nature they give it together, or null when it rules no other. */
export function alsoRulesTe(ctx: TeCtx, g: Graha, except: readonly number[]): string | null {
  const clause = alsoRulesClauseTe(ctx, g, except);
  return clause ? sayTe(ctx, clause[0], clause[1]) : null;
}
