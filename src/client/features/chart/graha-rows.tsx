import { chartText } from '../../i18n/chart';
import { useText } from '../../i18n/text';
import { rowsOf, type Placement } from './chart-placements';

/** Font sizes in viewBox units: the charts are 360 units wide, so these are pixels on a 360 px chart. */
export const GRAHA_FONT = 15;
export const SIGN_FONT = 12.5;
/** Never shrink below this, even in a crowded house: it must stay legible on a phone. */
const MIN_FONT = 12;

// Rough advance widths of Inter semibold, in ems: enough to keep a crowded line inside its box.
const LETTER_EM = 0.62;
const GAP_EM = 0.5;

const rowWidth = (row: readonly Placement[], font: number, retrogradeMark: string) =>
  row.reduce((sum, p) => sum + p.abbr.length * LETTER_EM * font + (p.retrograde ? retrogradeMark.length * LETTER_EM * (font - 2) : 0), 0) +
  (row.length - 1) * GAP_EM * font;

type Props = {
  items: readonly Placement[];
  x: number;
  y: number;
  /** Where y sits: the first line ('top'), the last line ('bottom') or the middle of the block. */
  align: 'top' | 'center' | 'bottom';
  perRow: number;
  maxRows: number;
  /** The width available for a line; a longer line gets a smaller font. */
  width: number;
};

/** The occupants of one house or sign box, stacked in centred lines. */
export function GrahaRows({ items, x, y, align, perRow, maxRows, width }: Props) {
  const retrogradeMark = useText(chartText).rashiChart.retrogradeMark;
  const rows = rowsOf(items, perRow, maxRows);
  const widest = Math.max(0, ...rows.map((row) => rowWidth(row, GRAHA_FONT, retrogradeMark)));
  const font = widest > width ? Math.max(MIN_FONT, (GRAHA_FONT * width) / widest) : GRAHA_FONT;
  const lineHeight = font * 1.15;
  const height = (rows.length - 1) * lineHeight;
  const firstY = align === 'top' ? y : align === 'bottom' ? y - height : y - height / 2;
  return (
    <>
      {rows.map((row, index) => (
        <text
          key={row.map((p) => p.key).join()}
          x={x}
          y={firstY + index * lineHeight}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={font}
          className="font-semibold"
        >
          {row.map((placement, i) => (
            <tspan key={placement.key} className={placement.lagna ? 'fill-saffron-700 font-bold' : 'fill-night-800'}>
              {/* An en space is not collapsed by SVG's whitespace rules, unlike a plain space. */}
              {i > 0 ? '\u2002' : ''}
              {placement.abbr}
              {placement.retrograde && (
                <tspan className="fill-maroon-700" fontSize={font - 2}>
                  {retrogradeMark}
                </tspan>
              )}
            </tspan>
          ))}
        </text>
      ))}
    </>
  );
}
