/** What both chart styles draw: who sits in which sign, and the sentence a screen reader hears. */
import { SIGNS } from '../../../astro/zodiac';
import type { ChartView } from '../../../shared/chart-view';
import type { chart as chartMessages } from '../../i18n/en/chart';
import type { Translation } from '../../i18n/text';
import { spoken, type Names } from './names';

export type ChartStyle = 'north' | 'south';

export type Placement = { key: string; abbr: string; retrograde: boolean; lagna: boolean };

/** Placements per sign 0–11 (Aries first): the lagna first, then the grahas in the server's order. */
export function placementsBySign(chart: ChartView, names: Names): Placement[][] {
  const signs: Placement[][] = Array.from({ length: 12 }, () => []);
  if (chart.ascendant) signs[chart.ascendant.sign]?.push({ key: 'lagna', abbr: names.lagnaAbbr, retrograde: false, lagna: true });
  for (const body of chart.bodies) {
    signs[body.sign]?.push({ key: body.name, abbr: names.grahaAbbr(body.name), retrograde: body.retrograde, lagna: false });
  }
  return signs;
}

/** The sign 0–11 in house 1–12: houses are whole signs counted from the lagna. */
export const signOfHouse = (lagnaSign: number, house: number) => (lagnaSign + house - 1) % 12;

type Summary = Translation<typeof chartMessages>['summary'];

/** 'North Indian birth chart: Lagna in Simha (Leo); Surya (Sun) in house 10, Vrishabha (Taurus); …' */
export function chartSummary(style: ChartStyle, chart: ChartView, names: Names, t: Summary): string {
  const bodies = chart.bodies.map((body) => {
    const who = `${spoken(names.graha(body.name))}${body.retrograde ? t.retrograde : ''}`;
    const sign = spoken(names.sign(body.signName));
    return style === 'north' ? t.inHouse(who, body.house, sign) : t.inSign(who, sign, body.house);
  });
  if (!chart.ascendant) return t.moonChart(t[style], spoken(names.sign(SIGNS[chart.houseOne.sign]!)), bodies.join(t.separator));
  return t.chart(t[style], spoken(names.sign(chart.ascendant.signName)), bodies.join(t.separator));
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
