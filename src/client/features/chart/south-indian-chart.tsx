import { SIGNS } from '../../../astro/zodiac';
import type { ChartView } from '../../../shared/chart-view';
import { chartText } from '../../i18n/chart';
import { useText } from '../../i18n/text';
import { placementsBySign } from './chart-placements';
import { CHART_SIZE, ChartSquare } from './chart-square';
import type { Explain } from './graha-explainer';
import { layOut, SIGN_FONT } from './graha-rows';
import { useNames } from './names';

/*
 * The South Indian chart: a 4×4 grid on a 360-unit square whose twelve outer boxes hold the signs
 * in fixed places, clockwise from Meena (Pisces) top-left; the lagna's box gets a diagonal stroke.
 */
const S = CHART_SIZE;
const CELL = S / 4;
const H = S / 2;

/** [column, row] of each sign 0–11 (Mesha/Aries first). */
const CELLS: ReadonlyArray<readonly [number, number]> = [
  [1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3],
  [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0],
];

export function SouthIndianChart({ chart, onExplain }: { chart: ChartView; onExplain: Explain }) {
  const names = useNames();
  const t = useText(chartText);
  const bySign = placementsBySign(chart, names);
  // The lagna's sign, or the Moon's when the birth time is not known.
  const lagna = chart.houseOne.sign;
  const laid = CELLS.flatMap(([column, row], sign) =>
    layOut(bySign[sign] ?? [], { x: column * CELL + CELL / 2, y: row * CELL + 55, align: 'center', perRow: 2, maxRows: 4, width: CELL - 8 }, t.rashiChart.retrogradeMark),
  );
  return (
    <ChartSquare style="south" chart={chart} laid={laid} onExplain={onExplain}>
      <rect x={CELL} y={CELL} width={CELL * 2} height={CELL * 2} className="fill-sand/60" />
      {CELLS.map(([column, row], sign) => {
        const x = column * CELL;
        const y = row * CELL;
        const isLagna = sign === lagna;
        const signName = SIGNS[sign];
        return (
          <g key={sign}>
            <rect
              x={x}
              y={y}
              width={CELL}
              height={CELL}
              strokeWidth={1.5}
              className={`stroke-night-700/70 ${isLagna ? 'fill-saffron-50' : 'fill-white'}`}
            />
            {isLagna && <line x1={x} y1={y + 24} x2={x + 24} y2={y} strokeWidth={2} className="stroke-saffron-600" />}
            <text x={x + CELL - 6} y={y + 14} textAnchor="end" dominantBaseline="central" fontSize={SIGN_FONT - 0.5} className="fill-muted">
              {signName && names.sign(signName).name}
            </text>
          </g>
        );
      })}
      <rect x={0} y={0} width={S} height={S} fill="none" strokeWidth={3} rx={2} className="stroke-night-700" />
      <text x={H} y={H - 24} textAnchor="middle" dominantBaseline="central" fontSize={22} className="fill-night-800 font-display font-bold">
        {t.rashiChart.centreTitle}
      </text>
      <text x={H} y={H} textAnchor="middle" dominantBaseline="central" fontSize={12} className="fill-muted">
        {t.rashiChart.centreSubtitle}
      </text>
      <text x={H} y={H + 26} textAnchor="middle" dominantBaseline="central" fontSize={13} className="fill-saffron-700 font-semibold">
        {chart.ascendant ? t.lagnaOf(names.sign(chart.ascendant.signName).name) : t.moonChart.centre(names.sign(SIGNS[chart.houseOne.sign]!).name)}
      </text>
    </ChartSquare>
  );
}
