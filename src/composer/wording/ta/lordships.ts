/**
 * A graha's lordships said whole, as in English (see wording/en/lordships.ts): every house it
 * rules, and the functional nature they give it together for the lagna (BPHS ch. 34).
 */
import type { Graha } from '../../../astro/zodiac';
import type { FunctionalNature, ReadingFacts } from '../../facts/types';
import type { Clause, TaCtx } from './names';
import { bhava, listTa, sayTa } from './names';
import { yogakarakaHouses } from '../natal-choices';

export const NATURE_TA: Record<FunctionalNature, string> = {
  yogakaraka: 'யோககாரகர் (கேந்திரம், திரிகோணம் இரண்டுக்கும் அதிபதி)',
  benefic: 'லக்ன சுபர்',
  malefic: 'லக்ன பாபர்',
  neutral: 'சம கிரகம்',
};

export const ALSO_RULES_TA = [
  '{graha} உங்கள் {houses} வீட்டுக்கும் [அதிபதி|உரிமையாளர்], [இதனால் உங்கள் லக்னத்துக்கு|இதன் காரணமாக உங்கள் ஜாதகத்தில்] அவர் {nature} [ஆகிறார்|எனக் கருதப்படுகிறார்].',
  '{houses} வீட்டுக்கும் [அதிபதி|உரிமையாளர்] என்பதால் {graha} [உங்கள் லக்னத்துக்கு|உங்கள் ஜாதகத்தில்] {nature} [ஆகிறார்|எனக் கணக்கிடப்படுகிறார்].',
];

/** Without the birth time the houses are counted from the Moon: the lordships are named, but no functional nature "for your lagna". */
export const ALSO_RULES_PLAIN_TA = ['{graha} உங்கள் {houses} வீட்டுக்கும் அதிபதி.', '{houses} வீட்டின் ஆதிபத்தியமும் {graha} கையில் உள்ளது.'];

/** A graha's functional nature as a phrase; a yogakaraka with the angle and the trine it rules. */
export function natureTa(facts: ReadingFacts, g: Graha): string {
  const n = facts.natal.grahas[g];
  const yk = n.functional === 'yogakaraka' ? yogakarakaHouses(n.rules) : null;
  return yk ? `யோககாரகர் (கேந்திரமான ${bhava(yk.kendra)} வீடு, திரிகோணமான ${bhava(yk.trikona)} வீடு இரண்டுக்கும் அதிபதி)` : NATURE_TA[n.functional];
}

const othersOf = (facts: ReadingFacts, g: Graha, except: readonly number[]) => facts.natal.grahas[g].rules.filter((h) => !except.includes(h));

/** A house a graha rules, with its other lordships beside it, before அதிபதி: 'ஆறாம் வீட்டுக்கு (ஒன்பதாம் வீட்டுக்கும்)'. */
export function ruledHouseTa(facts: ReadingFacts, g: Graha, house: number): string {
  const others = othersOf(facts, g, [house]);
  return others.length ? `${bhava(house)} வீட்டுக்கு (${listTa(others.map(bhava))} வீட்டுக்கும்)` : `${bhava(house)} வீட்டுக்கு`;
}

/** The same as a clause to join to the sentence that names the lord, or null when it rules no other. */
export function alsoRulesClauseTa(ctx: TaCtx, g: Graha, except: readonly number[]): Clause | null {
  const others = othersOf(ctx.facts, g, except);
  if (!others.length) return null;
  const houses = listTa(others.map(bhava));
  if (!ctx.facts.person.timeKnown) return [ALSO_RULES_PLAIN_TA, { graha: ctx.names.graha(g), houses }];
  return [ALSO_RULES_TA, { graha: ctx.names.graha(g), houses, nature: natureTa(ctx.facts, g) }];
}

/** The sentence naming a lord's other lordships and the functional nature they give it together, or null when it rules no other. */
export function alsoRulesTa(ctx: TaCtx, g: Graha, except: readonly number[]): string | null {
  const clause = alsoRulesClauseTa(ctx, g, except);
  return clause ? sayTa(ctx, clause[0], clause[1]) : null;
}
