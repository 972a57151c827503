import { useId, type ReactNode } from 'react';
import type { ChartView } from '../../../shared/chart-view';
import { chartText } from '../../i18n/chart';
import { useText } from '../../i18n/text';
import { chartSummary, type ChartStyle } from './chart-placements';
import { useNames } from './names';

/** Both chart styles draw on a square of this many units; the page scales it to its width. */
export const CHART_SIZE = 360;

/**
 * The drawing surface of a rashi chart: the square, and its accessible name, a sentence per graha
 * (a screen reader cannot read the drawing itself).
 */
export function ChartSquare({ style, chart, children }: { style: ChartStyle; chart: ChartView; children: ReactNode }) {
  const titleId = useId();
  const names = useNames();
  const t = useText(chartText);
  return (
    <svg viewBox={`-2 -2 ${CHART_SIZE + 4} ${CHART_SIZE + 4}`} role="img" aria-labelledby={titleId} className="block h-auto w-full font-sans">
      <title id={titleId}>{chartSummary(style, chart, names, t.summary)}</title>
      {children}
    </svg>
  );
}
