import type { Chart } from '../../astro/chart';
import { bodyOf } from '../../astro/chart';
import type { Planet } from '../../astro/ephemeris';
import { GRAHAS, SIGN_LORDS, houseFrom } from '../../astro/zodiac';
import type { Graha } from '../../astro/zodiac';
import { natalStrengths } from './natal-strength';
import type { HouseFact, NatalFacts, NatalGrahaFact } from './types';

export const SEVEN_PLANETS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/**
 * The score the readings weigh a graha by. A debility stands unless a neecha-bhanga rule cancels
 * it (Phaladeepika 7.26–30 and B. V. Raman's Three Hundred Important Combinations, Neechabhanga
 * Raja yoga, list the cancellations; neither counts retrograde motion, a dig bala or a good house): an uncancelled debilitated
 * graha is never strong, nor even on the strong side of even, whatever else lifts its score. It is
 * counted no better than a graha in an enemy's sign, so no sentence calls it strong and no
 * judgement leans on it as a help.
 */
export const UNCANCELLED_DEBILITY_CEILING = -1;

function judgedScore(dignity: NatalGrahaFact['dignity'], neechaBhanga: boolean, score: number): number {
  return dignity === 'debilitated' && !neechaBhanga ? Math.min(score, UNCANCELLED_DEBILITY_CEILING) : score;
}

/** The natal chart as the judgement layer reads it: placements, lordships, strengths, yogas, doshas. */
export function natalFacts(chart: Chart): NatalFacts {
  const lagnaSign = chart.ascendant.sign;
  const moonBody = bodyOf(chart, 'Moon');
  const sunBody = bodyOf(chart, 'Sun');
  const rulesOf = (g: Graha) => (g === 'Rahu' || g === 'Ketu' ? [] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => SIGN_LORDS[(lagnaSign + h - 1) % 12] === g));
  const strengths = natalStrengths(chart);
  const grahas = {} as Record<Graha, NatalGrahaFact>;
  for (const b of chart.bodies) {
    const s = strengths.grahas[b.name];
    grahas[b.name] = {
      name: b.name, sign: b.sign, degree: Math.round(b.degree * 100) / 100, house: b.house,
      houseFromMoon: houseFrom(b.sign, moonBody.sign), dignity: b.dignity, retrograde: b.retrograde, combust: b.combust,
      nakshatraIndex: b.nakshatra, pada: b.pada, nakshatraLord: b.nakshatraLord, navamsaSign: b.navamsaSign,
      vargottama: s.vargottama, rules: rulesOf(b.name), functional: s.functional, score: judgedScore(b.dignity, s.neechaBhanga, s.score), factors: s.factors, neechaBhanga: s.neechaBhanga,
    };
  }
  const houses: Record<number, HouseFact> = {};
  for (let h = 1; h <= 12; h++) {
    const sign = (lagnaSign + h - 1) % 12;
    const lord = SIGN_LORDS[sign]!;
    houses[h] = {
      house: h, sign, lord, lordHouse: grahas[lord].house,
      occupants: GRAHAS.filter((g) => grahas[g].house === h),
      aspectedBy: strengths.aspectsOnHouse[h] ?? [],
    };
  }
  const seventhLord = houses[7]!.lord;
  const byDegree = [...SEVEN_PLANETS].sort((a, b) => grahas[b].degree - grahas[a].degree);
  const elongation = (moonBody.longitude - sunBody.longitude + 360) % 360;
  const tithi = Math.min(30, Math.floor(elongation / 12) + 1);
  return {
    lagna: { sign: lagnaSign, degree: Math.round(chart.ascendant.degree * 100) / 100, nakshatraIndex: chart.ascendant.nakshatra, lord: SIGN_LORDS[lagnaSign]!, navamsaSign: chart.ascendant.navamsaSign },
    moon: { sign: moonBody.sign, nakshatraIndex: moonBody.nakshatra, pada: moonBody.pada, nakshatraLord: moonBody.nakshatraLord, paksha: tithi <= 15 ? 'Shukla' : 'Krishna', tithi },
    grahas, houses,
    navamsa: { lagnaSign: chart.ascendant.navamsaSign, venusSign: grahas.Venus.navamsaSign, seventhLord, seventhLordSign: grahas[seventhLord].navamsaSign },
    karakas: { atmakaraka: byDegree[0]!, amatyakaraka: byDegree[1]!, darakaraka: byDegree[6]! },
    yogas: strengths.yogas,
    mangal: strengths.mangal,
  };
}
