import { useState } from 'react';
import { useSaveChartChoices } from '../../lib/save-chart-choices';
import { GRAHAS } from '../../../astro/zodiac';
import type { ChartView } from '../../../shared/chart-view';
import { chartText } from '../../i18n/chart';
import { kundliText } from '../../i18n/kundli';
import { useText } from '../../i18n/text';
import type { ChartStyle } from './chart-placements';
import { ChartStyleSwitch } from './chart-style-switch';
import { useGrahaExplainer } from './graha-explainer';
import { useNames, type Term } from './names';
import { NorthIndianChart } from './north-indian-chart';
import { SouthIndianChart } from './south-indian-chart';

export function BirthChartCard({ chart }: { chart: ChartView }) {
  const t = useText(chartText).rashiChart;
  const k = useText(kundliText).graha;
  const moon = useText(chartText).moonChart;
  const names = useNames();
  // People read the style they grew up with: the account keeps it (docs/decisions/046), so it
  // follows them to every device; the switch shows the other one at once and saves it.
  const [style, setStyle] = useState<ChartStyle>(chart.chartStyle);
  const { explain, dialog } = useGrahaExplainer(chart);
  const save = useSaveChartChoices();
  const choose = (next: ChartStyle) => {
    setStyle(next);
    save.mutate({ ayanamsa: chart.ayanamsa.key, node: chart.node, chartStyle: next });
  };

  return (
    <section aria-labelledby="birth-chart-heading" className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3 px-1 pt-1 sm:px-0 sm:pt-0">
        <div>
          <h2 id="birth-chart-heading" className="font-display text-2xl font-bold text-night-800">
            {t.title}
          </h2>
          <p className="text-sm text-muted">{t.subtitle}</p>
        </div>
        <ChartStyleSwitch value={style} onChange={choose} />
      </div>
      <div className="mx-auto mt-4 max-w-md">
        {style === 'north' ? <NorthIndianChart chart={chart} onExplain={explain} /> : <SouthIndianChart chart={chart} onExplain={explain} />}
      </div>
      {dialog}
      <p className="mt-3 px-1 text-sm text-night-700 sm:px-0">{k.tapHint}</p>
      <p className="mt-1 px-1 text-xs text-muted sm:px-0">
        {chart.ascendant ? (style === 'north' ? t.northNote : t.southNote) : moon[style === 'north' ? 'northNote' : 'southNote']}{' '}
        <span className="font-semibold text-maroon-700">{t.retrogradeMark}</span> {t.retrogradeNote}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 border-t border-night-700/10 px-1 pt-3 text-xs sm:grid-cols-3 sm:px-0 lg:grid-cols-2">
        {chart.ascendant && <LegendItem abbr={names.lagnaAbbr} term={names.lagna} lagna />}
        {GRAHAS.map((graha) => (
          <LegendItem key={graha} abbr={names.grahaAbbr(graha)} term={names.grahaShort(graha)} />
        ))}
      </dl>
    </section>
  );
}

function LegendItem({ abbr, term, lagna = false }: { abbr: string; term: Term; lagna?: boolean }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className={`w-6 shrink-0 font-bold ${lagna ? 'text-saffron-700' : 'text-night-800'}`}>{abbr}</dt>
      <dd className="min-w-0 text-muted">
        <span className="text-ink">{term.name}</span>
        {term.gloss && ` · ${term.gloss}`}
      </dd>
    </div>
  );
}
