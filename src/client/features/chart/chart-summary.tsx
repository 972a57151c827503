import type { ChartView } from '../../../shared/chart-view';
import { kundliText } from '../../i18n/kundli';
import { useLanguage, useText } from '../../i18n/text';
import { chartSays } from './plain-words';

/**
 * 'What your chart says': the rising sign, Moon sign, birth star and running period, a sentence
 * each, and Sade Sati when it is under way. With `person`, the same about a saved person.
 */
export function ChartSummary({ chart, person }: { chart: ChartView; person?: string }) {
  const { language } = useLanguage();
  const t = useText(kundliText).summary;
  const says = chartSays(chart, language, person);
  return (
    <section aria-labelledby="chart-says-heading" className="mb-6 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h2 id="chart-says-heading" className="font-display text-2xl font-bold text-night-800">
        {person === undefined ? t.title : t.theirs.title(person)}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {[says.lagna, says.moon, says.nakshatra, says.dasha].filter((sentence) => sentence !== null).map((sentence) => (
          <li key={sentence} className="flex gap-3 rounded-2xl bg-cream/70 p-3 text-ink ring-1 ring-night-700/10">
            <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-saffron-500" />
            <span>{sentence}</span>
          </li>
        ))}
      </ul>
      {says.sadeSati && <p className="mt-3 rounded-2xl bg-night-100/70 p-3 text-sm text-night-800 ring-1 ring-night-600/15">{says.sadeSati}</p>}
    </section>
  );
}
