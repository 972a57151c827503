import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { ChartView } from '../../../shared/chart-view';
import { chartText } from '../../i18n/chart';
import { kundliText } from '../../i18n/kundli';
import { useText } from '../../i18n/text';
import { chartSummary, type ChartStyle } from './chart-placements';
import type { Explain } from './graha-explainer';
import { GrahaRows, type LaidOut } from './graha-rows';
import { spoken, useNames } from './names';

/** Both chart styles draw on a square of this many units; the page scales it to its width. */
export const CHART_SIZE = 360;
const VIEW_BOX = `-2 -2 ${CHART_SIZE + 4} ${CHART_SIZE + 4}`;

type Props = { style: ChartStyle; chart: ChartView; laid: readonly LaidOut[]; onExplain: Explain; children: ReactNode };

/**
 * The drawing surface of a rashi chart: the square with its houses (`children`) and occupants, and
 * its accessible name, a sentence per graha (a screen reader cannot read the drawing itself). Over
 * it lies a layer of buttons, one per graha, that explain its place: an image's insides are out of
 * a screen reader's reach, so the buttons cannot live in the drawing.
 */
export function ChartSquare({ style, chart, laid, onExplain, children }: Props) {
  const titleId = useId();
  const names = useNames();
  const t = useText(chartText);
  const k = useText(kundliText).graha;
  const grahas = laid.filter((item) => !item.placement.lagna);
  const pressed = (graha: string) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onExplain(graha, event.currentTarget);
  };
  return (
    <div className="relative">
      <svg viewBox={VIEW_BOX} role="img" aria-labelledby={titleId} className="block h-auto w-full font-sans">
        <title id={titleId}>{chartSummary(style, chart, names, t.summary)}</title>
        {children}
        <GrahaRows laid={laid} retrogradeMark={t.rashiChart.retrogradeMark} />
      </svg>
      <svg viewBox={VIEW_BOX} role="group" aria-label={k.tapHint} className="absolute inset-0 h-full w-full">
        {grahas.map(({ placement, x, y, width, height }) => (
          <g
            key={placement.key}
            role="button"
            tabIndex={0}
            aria-haspopup="dialog"
            aria-label={k.open(spoken(names.graha(placement.key)))}
            onClick={(event) => onExplain(placement.key, event.currentTarget)}
            onKeyDown={pressed(placement.key)}
            className="group cursor-pointer outline-none"
          >
            <rect
              x={x - width / 2}
              y={y - height / 2}
              width={width}
              height={height}
              rx={4}
              strokeWidth={2}
              pointerEvents="all"
              className="fill-transparent stroke-transparent group-hover:fill-saffron-300/30 group-focus-visible:stroke-saffron-600"
            />
          </g>
        ))}
      </svg>
    </div>
  );
}
