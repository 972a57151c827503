// The choices a chart is cast with, as the profile keeps them. Kept free of zod and of the engine
// (the app shell reads the profile's types); the lists equal the engine's own (src/astro/ayanamsa.ts,
// sidereal-positions.ts), which the server checks by passing these values to it.
import type { Language } from './profile';

/** The zodiac's starting point: Lahiri (the default), Raman, Krishnamurti (KP) or True Chitrapaksha. */
export const chartAyanamsas = ['lahiri', 'raman', 'kp', 'true-chitra'] as const;
export type ChartAyanamsa = (typeof chartAyanamsas)[number];

/** Rahu and Ketu from the mean node (the default, as most Indian almanacs) or the true node. */
export const chartNodes = ['mean', 'true'] as const;
export type ChartNode = (typeof chartNodes)[number];

/** How the rashi chart is drawn: the North Indian diamond (the default) or the South Indian square. */
export const chartStyles = ['north', 'south'] as const;
export type ChartStyleChoice = (typeof chartStyles)[number];

export type ChartChoices = { ayanamsa: ChartAyanamsa; node: ChartNode; chartStyle: ChartStyleChoice };

export const DEFAULT_CHART_CHOICES: Readonly<ChartChoices> = { ayanamsa: 'lahiri', node: 'mean', chartStyle: 'north' };

/**
 * The style a reader's charts start with, by their language: Tamil and Telugu jathagams are drawn in
 * the South Indian square, the others in the North Indian diamond (docs/decisions/054). A reader's
 * own choice, once made, is kept whatever their language.
 */
const styleByLanguage: Readonly<Record<Language, ChartStyleChoice>> = { en: 'north', hi: 'north', ta: 'south', te: 'south' };

/** The choices a new profile starts with in `language`. */
export const defaultChartChoicesIn = (language: Language): Readonly<ChartChoices> => ({ ...DEFAULT_CHART_CHOICES, chartStyle: styleByLanguage[language] });

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.find((item) => item === value) ?? fallback;

/** The stored choices read back defensively: anything unexpected is the default. */
export function chartChoicesOf(row: { ayanamsa?: unknown; node?: unknown; chartStyle?: unknown } | null | undefined): ChartChoices {
  return {
    ayanamsa: oneOf(chartAyanamsas, row?.ayanamsa, DEFAULT_CHART_CHOICES.ayanamsa),
    node: oneOf(chartNodes, row?.node, DEFAULT_CHART_CHOICES.node),
    chartStyle: oneOf(chartStyles, row?.chartStyle, DEFAULT_CHART_CHOICES.chartStyle),
  };
}

/**
 * What a chart's numbers depend on, as one short key ('lahiri/mean'): a reading is kept under the
 * basis it was written on, so one written under Lahiri is not served once the reader chose Raman.
 * The style only changes the drawing, so it is not part of it.
 */
export const chartBasisOf = (choices: Pick<ChartChoices, 'ayanamsa' | 'node'>) => `${choices.ayanamsa}/${choices.node}`;
export const DEFAULT_CHART_BASIS = chartBasisOf(DEFAULT_CHART_CHOICES);

/** A stored basis key read back into its ayanamsa and node; anything unexpected is the default. */
export function chartBasisParts(basis: string): Pick<ChartChoices, 'ayanamsa' | 'node'> {
  const [ayanamsa, node] = basis.split('/');
  const choices = chartChoicesOf({ ayanamsa, node });
  return { ayanamsa: choices.ayanamsa, node: choices.node };
}
