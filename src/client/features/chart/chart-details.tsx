import type { ReactNode } from 'react';
import type { ChartView } from '../../../shared/chart-view';
import { chartText } from '../../i18n/chart';
import { kundliText } from '../../i18n/kundli';
import { useText } from '../../i18n/text';
import { formatDegree } from './format';
import { dotted, useNames } from './names';

/** How the chart was worked out (ayanamsa, node, lagna), folded away for whoever wants it. */
export function ChartDetails({ chart }: { chart: ChartView }) {
  const t = useText(chartText);
  const k = useText(kundliText).details;
  const names = useNames();
  return (
    <details className="group mt-6 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <summary className="flex cursor-pointer list-none items-center gap-3 [&::-webkit-details-marker]:hidden">
        <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-muted transition-transform group-open:rotate-90" aria-hidden="true">
          <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="font-display text-xl font-bold text-night-800">{k.title}</span>
        <span className="text-sm text-muted">· {k.gloss}</span>
      </summary>
      <ul className="mt-4 flex flex-wrap gap-2 text-xs font-medium">
        <Chip>{t.header.ayanamsa(t.header.ayanamsaNames[chart.ayanamsa.key], formatDegree(chart.ayanamsa.degrees))}</Chip>
        <Chip>{chart.node === 'mean' ? t.header.meanNode : t.header.trueNode}</Chip>
        {chart.ascendant && <Chip>{t.lagnaOf(dotted(names.sign(chart.ascendant.signName)))}</Chip>}
      </ul>
    </details>
  );
}

function Chip({ children }: { children: ReactNode }) {
  return <li className="rounded-full bg-cream px-3 py-1 text-night-700 ring-1 ring-night-700/15">{children}</li>;
}
