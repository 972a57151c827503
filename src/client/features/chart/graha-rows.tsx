import type { Placement } from './chart-placements';
import { rowsOf } from './chart-placements';

/** Font sizes in viewBox units: the charts are 360 units wide, so these are pixels on a 360 px chart. */
export const GRAHA_FONT = 15;
export const SIGN_FONT = 12.5;
/** Never shrink below this, even in a crowded house: it must stay legible on a phone. */
const MIN_FONT = 12;

// Rough advance widths of Inter semibold, in ems: enough to keep a crowded line inside its box.
const LETTER_EM = 0.62;
const GAP_EM = 0.5;

const itemWidth = (p: Placement, font: number, retrogradeMark: string) =>
  p.abbr.length * LETTER_EM * font + (p.retrograde ? retrogradeMark.length * LETTER_EM * (font - 2) : 0);

const rowWidth = (row: readonly Placement[], font: number, retrogradeMark: string) =>
  row.reduce((sum, p) => sum + itemWidth(p, font, retrogradeMark), 0) + (row.length - 1) * GAP_EM * font;

/** Where a house's occupants go in its shape. */
export type RowBox = {
  x: number;
  y: number;
  /** Where y sits: the first line ('top'), the last line ('bottom') or the middle of the block. */
  align: 'top' | 'center' | 'bottom';
  perRow: number;
  maxRows: number;
  /** The width available for a line; a longer line gets a smaller font. */
  width: number;
};

/** One occupant placed: its centre, its font, and the box a tap on it may take. */
export type LaidOut = { placement: Placement; x: number; y: number; font: number; width: number; height: number };

/**
 * The occupants of one house or sign box, stacked in centred lines, each at its own place so that
 * the drawing and the buttons over it agree.
 */
export function layOut(items: readonly Placement[], box: RowBox, retrogradeMark: string): LaidOut[] {
  const rows = rowsOf(items, box.perRow, box.maxRows);
  const widest = Math.max(0, ...rows.map((row) => rowWidth(row, GRAHA_FONT, retrogradeMark)));
  const font = widest > box.width ? Math.max(MIN_FONT, (GRAHA_FONT * box.width) / widest) : GRAHA_FONT;
  const lineHeight = font * 1.15;
  const gap = GAP_EM * font;
  const height = (rows.length - 1) * lineHeight;
  const firstY = box.align === 'top' ? box.y : box.align === 'bottom' ? box.y - height : box.y - height / 2;
  return rows.flatMap((row, index) => {
    let left = box.x - rowWidth(row, font, retrogradeMark) / 2;
    return row.map((placement) => {
      const width = itemWidth(placement, font, retrogradeMark);
      const laid = { placement, x: left + width / 2, y: firstY + index * lineHeight, font, width: width + gap, height: lineHeight };
      left += width + gap;
      return laid;
    });
  });
}

/** Draws laid-out occupants. */
export function GrahaRows({ laid, retrogradeMark }: { laid: readonly LaidOut[]; retrogradeMark: string }) {
  return (
    <>
      {laid.map(({ placement, x, y, font }) => (
        <text
          key={placement.key}
          x={x}
          y={y}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={font}
          className={`font-semibold ${placement.lagna ? 'fill-saffron-700 font-bold' : 'fill-night-800'}`}
        >
          {placement.abbr}
          {placement.retrograde && (
            <tspan className="fill-maroon-700" fontSize={font - 2}>
              {retrogradeMark}
            </tspan>
          )}
        </text>
      ))}
    </>
  );
}
