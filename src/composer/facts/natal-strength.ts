import type { Chart } from '../../astro/chart';
import { mangalDosha } from '../../astro/doshas';
import { chartConditions, grahaStrength } from '../../astro/strength';
import { findYogas } from '../../astro/yogas';
import { GRAHAS } from '../../astro/zodiac';
import type { Graha } from '../../astro/zodiac';
import type { FunctionalNature, MangalFacts, StrengthFactor, YogaFact } from './types';

export interface NatalStrengths {
  grahas: Record<Graha, { vargottama: boolean; functional: FunctionalNature; score: number; factors: StrengthFactor[]; neechaBhanga: boolean }>;
  /** Grahas casting a full graha drishti on each house from the lagna. */
  aspectsOnHouse: Record<number, Graha[]>;
  yogas: YogaFact[];
  mangal: MangalFacts;
}

/**
 * The engine's weighing of the natal chart, in the shape the facts keep: each graha's signed
 * score with its parts, its functional nature for this lagna, neecha-bhanga, and vargottama only
 * when the margin is wide enough to state; the yogas that hold; Mangal dosha with its exceptions.
 */
export function natalStrengths(chart: Chart): NatalStrengths {
  const conditions = chartConditions(chart);
  const grahas = {} as NatalStrengths['grahas'];
  const aspectsOnHouse: Record<number, Graha[]> = {};
  for (const g of GRAHAS) {
    const c = conditions[g];
    const s = grahaStrength(chart, g);
    grahas[g] = {
      vargottama: c.margins.vargottama && !c.margins.borderline.includes('vargottama'),
      functional: c.functional?.kind ?? 'neutral',
      score: Math.round(s.score * 100) / 100,
      factors: s.components.map((p) => ({ factor: p.factor, weight: p.weight })),
      neechaBhanga: c.neechaBhanga.length > 0,
    };
    for (const h of c.aspects.houses) (aspectsOnHouse[h] ??= []).push(g);
  }
  const yogas: YogaFact[] = findYogas(chart)
    .filter((y) => y.strength !== 'cancelled')
    .map((y) => ({ key: y.key, grahas: [...y.grahas], houses: [...y.houses], strength: y.strength === 'full' ? 'full' : 'weak' }));
  const m = mangalDosha(chart);
  return {
    grahas, aspectsOnHouse, yogas,
    mangal: { from: { lagna: m.from.lagna, moon: m.from.moon, venus: m.from.venus }, present: m.present, cancelled: m.cancelled, reasons: [...m.reasons] },
  };
}
