/** What both chart styles draw: who sits in which sign, and the sentence a screen reader hears. */
import type { ChartView } from '../../../shared/chart-view';
import { grahaAbbr, grahaName, LAGNA_ABBR, spoken } from './format';

export type ChartStyle = 'north' | 'south';

export type Placement = { key: string; abbr: string; retrograde: boolean; lagna: boolean };

/** Placements per sign 0–11 (Aries first): the lagna first, then the grahas in the server's order. */
export function placementsBySign(chart: ChartView): Placement[][] {
  const signs: Placement[][] = Array.from({ length: 12 }, () => []);
  signs[chart.ascendant.sign]?.push({ key: 'lagna', abbr: LAGNA_ABBR, retrograde: false, lagna: true });
  for (const body of chart.bodies) {
    signs[body.sign]?.push({ key: body.name, abbr: grahaAbbr(body.name), retrograde: body.retrograde, lagna: false });
  }
  return signs;
}

/** The sign 0–11 in house 1–12: houses are whole signs counted from the lagna. */
export const signOfHouse = (lagnaSign: number, house: number) => (lagnaSign + house - 1) % 12;

/** 'North Indian birth chart: Lagna in Simha (Leo); Surya (Sun) in house 10, Vrishabha (Taurus); …' */
export function chartSummary(style: ChartStyle, chart: ChartView): string {
  const title = style === 'north' ? 'North Indian birth chart' : 'South Indian birth chart';
  const bodies = chart.bodies.map((body) => {
    const who = `${spoken(grahaName(body.name))}${body.retrograde ? ', retrograde,' : ''}`;
    return style === 'north'
      ? `${who} in house ${body.house}, ${spoken(body.signName)}`
      : `${who} in ${spoken(body.signName)}, house ${body.house}`;
  });
  return `${title}: Lagna in ${spoken(chart.ascendant.signName)}; ${bodies.join('; ')}.`;
}

/**
 * Splits a house's occupants into centred lines. A house may hold up to ten names; when they
 * would not fit in `maxRows` lines the lines simply get longer.
 */
export function rowsOf<T>(items: readonly T[], perRow: number, maxRows: number): T[][] {
  const per = Math.max(perRow, Math.ceil(items.length / maxRows));
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += per) rows.push(items.slice(i, i + per));
  return rows;
}
