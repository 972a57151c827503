import { SIGNS } from '../../../astro/zodiac';
import type { ChartView } from '../../../shared/chart-view';
import { chartText } from '../../i18n/chart';
import { profileText } from '../../i18n/profile';
import { useLanguage, useText } from '../../i18n/text';
import { formatClock } from './format';
import { spoken, useNames } from './names';

/**
 * Says, above the drawing, that a chart without an exact birth time is read from the Moon: its
 * 1st house is the Moon's sign, and there is no lagna to show. Nothing when the time is known.
 */
export function MoonChartNote({ chart }: { chart: ChartView }) {
  const t = useText(chartText).moonChart;
  const parts = useText(profileText).timeKnown.parts;
  const names = useNames();
  const { language } = useLanguage();
  if (chart.houseOne.from !== 'moon') return null;
  const { timeRange, time } = chart.birth;
  const castFor = timeRange ? t.middleOf(parts[timeRange], formatClock(time, language)) : t.noon;
  return (
    <section aria-labelledby="moon-chart-note" className="mb-6 rounded-3xl bg-saffron-50 p-4 text-sm text-ink ring-1 ring-saffron-500/30 sm:p-6">
      <h2 id="moon-chart-note" className="font-display text-lg font-bold text-night-800">
        {t.title}
      </h2>
      <p className="mt-1">{t.note(spoken(names.sign(SIGNS[chart.houseOne.sign]!)), castFor)}</p>
    </section>
  );
}
