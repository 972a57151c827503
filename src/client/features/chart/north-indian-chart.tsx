import type { ChartView } from '../../../shared/chart-view';
import { chartText } from '../../i18n/chart';
import { useText } from '../../i18n/text';
import { placementsBySign, signOfHouse } from './chart-placements';
import { CHART_SIZE, ChartSquare } from './chart-square';
import type { Explain } from './graha-explainer';
import { layOut, SIGN_FONT, type RowBox } from './graha-rows';
import { useNames } from './names';

/*
 * The North Indian (diamond) chart on a 360-unit square. The houses are fixed: house 1 is the top
 * centre diamond and the houses run anticlockwise; the signs move, written as numbers 1–12.
 * Corner and mid-edge points: T/R/B/L mid-edges, C centre, and the four inner corners q1–q4.
 */
const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;
const T = [H, 0], R = [S, H], B = [H, S], L = [0, H], C = [H, H];
const TL = [0, 0], TR = [S, 0], BR = [S, S], BL = [0, S];
const q1 = [Q, Q], q2 = [S - Q, Q], q3 = [S - Q, S - Q], q4 = [Q, S - Q];

type House = {
  shape: number[][];
  /** Where the occupants go, and how their lines grow to stay inside the shape (`width`: without crossing its edges). */
  at: RowBox;
  /** The sign number sits at the inner corner, as printed charts have it. */
  number: [number, number];
};

const HOUSES: House[] = [
  { shape: [T, q2, C, q1], at: { x: H, y: 84, align: 'center', perRow: 3, maxRows: 4, width: 140 }, number: [H, 160] },
  { shape: [TL, T, q1], at: { x: Q, y: 20, align: 'top', perRow: 3, maxRows: 2, width: 120 }, number: [Q, 72] },
  { shape: [TL, q1, L], at: { x: 28, y: Q, align: 'center', perRow: 1, maxRows: 5, width: 54 }, number: [72, Q] },
  { shape: [L, q1, C, q4], at: { x: 84, y: H, align: 'center', perRow: 3, maxRows: 4, width: 140 }, number: [160, H] },
  { shape: [L, q4, BL], at: { x: 28, y: S - Q, align: 'center', perRow: 1, maxRows: 5, width: 54 }, number: [72, S - Q] },
  { shape: [BL, q4, B], at: { x: Q, y: S - 20, align: 'bottom', perRow: 3, maxRows: 2, width: 120 }, number: [Q, S - 72] },
  { shape: [B, q4, C, q3], at: { x: H, y: S - 84, align: 'center', perRow: 3, maxRows: 4, width: 140 }, number: [H, 200] },
  { shape: [B, q3, BR], at: { x: S - Q, y: S - 20, align: 'bottom', perRow: 3, maxRows: 2, width: 120 }, number: [S - Q, S - 72] },
  { shape: [BR, q3, R], at: { x: S - 28, y: S - Q, align: 'center', perRow: 1, maxRows: 5, width: 54 }, number: [S - 72, S - Q] },
  { shape: [R, q3, C, q2], at: { x: S - 84, y: H, align: 'center', perRow: 3, maxRows: 4, width: 140 }, number: [200, H] },
  { shape: [R, q2, TR], at: { x: S - 28, y: Q, align: 'center', perRow: 1, maxRows: 5, width: 54 }, number: [S - 72, Q] },
  { shape: [TR, q2, T], at: { x: S - Q, y: 20, align: 'top', perRow: 3, maxRows: 2, width: 120 }, number: [S - Q, 72] },
];

const points = (shape: number[][]) => shape.map((p) => p.join(',')).join(' ');

export function NorthIndianChart({ chart, onExplain }: { chart: ChartView; onExplain: Explain }) {
  const names = useNames();
  const retrogradeMark = useText(chartText).rashiChart.retrogradeMark;
  const bySign = placementsBySign(chart, names);
  // The lagna's sign, or the Moon's when the birth time is not known.
  const lagna = chart.houseOne.sign;
  const laid = HOUSES.flatMap((house, index) => layOut(bySign[signOfHouse(lagna, index + 1)] ?? [], house.at, retrogradeMark));
  return (
    <ChartSquare style="north" chart={chart} laid={laid} onExplain={onExplain}>
      {HOUSES.map((house, index) => (
        <polygon
          key={index}
          points={points(house.shape)}
          strokeWidth={1.5}
          strokeLinejoin="round"
          className={`stroke-night-700/70 ${index === 0 ? 'fill-saffron-50' : 'fill-white'}`}
        />
      ))}
      <rect x={0} y={0} width={S} height={S} fill="none" strokeWidth={3} rx={2} className="stroke-night-700" />
      {HOUSES.map((house, index) => (
        <text
          key={index}
          x={house.number[0]}
          y={house.number[1]}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={SIGN_FONT}
          className="fill-muted font-medium"
        >
          {signOfHouse(lagna, index + 1) + 1}
        </text>
      ))}
    </ChartSquare>
  );
}
