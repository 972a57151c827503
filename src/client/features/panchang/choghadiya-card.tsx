import type { PanchangView } from '../../../server/panchang/panchang-service';
import { panchangText } from '../../i18n/panchang';
import { useLanguage, useText } from '../../i18n/text';
import { isRunning, runningOf } from '../../lib/panchang-time';
import { clockRange, formatDayMonth } from '../../lib/format';
import { usePanchangNames } from './panchang-names';
import { NowBadge, Section } from './section';

type Period = NonNullable<PanchangView['choghadiya']>['day'][number];

/** Each nature with a mark and its words as well as a colour, so colour is never the only cue. */
const NATURE_STYLE: Record<Period['nature'], { mark: string; className: string }> = {
  good: { mark: '✓', className: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20' },
  neutral: { mark: '•', className: 'bg-sand text-night-700 ring-night-700/15' },
  bad: { mark: '✕', className: 'bg-maroon-700/5 text-maroon-700 ring-maroon-700/15' },
};

/**
 * The sixteen choghadiya periods: the daytime's eight and the night's eight, as two tables. Between
 * midnight and sunrise the period running belongs to the night of the day before (`dayBefore`),
 * shown first so that what is current is always on the page.
 */
export function ChoghadiyaCard({ day, dayBefore, now }: { day: PanchangView; dayBefore?: PanchangView; now: number }) {
  const t = useText(panchangText).choghadiya;
  const { language } = useLanguage();
  if (!day.choghadiya) return null;
  const nightBefore = dayBefore?.choghadiya?.night;
  return (
    <Section id="choghadiya-heading" title={t.title} note={t.intro}>
      <div className="mt-3 grid gap-5 lg:grid-cols-2 lg:gap-4">
        {nightBefore && runningOf(nightBefore, now) && (
          <div className="lg:col-span-2">
            <PeriodTable caption={t.nightBefore} note={t.nightBeforeNote(formatDayMonth(dayBefore.date, language))} periods={nightBefore} now={now} />
          </div>
        )}
        <PeriodTable caption={t.day} periods={day.choghadiya.day} now={now} />
        <PeriodTable caption={t.night} note={t.nightUntil(formatDayMonth(day.choghadiya.night.at(-1)!.end, language))} periods={day.choghadiya.night} now={now} />
      </div>
    </Section>
  );
}

/** One table of eight periods; the night's note says which morning its times run into. */
function PeriodTable({ caption, note, periods, now }: { caption: string; note?: string; periods: Period[]; now: number }) {
  const t = useText(panchangText);
  const { language } = useLanguage();
  const names = usePanchangNames();
  return (
    // On a screen too narrow for its three columns (a zoomed page) the table scrolls in its own box.
    <div className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-y-1 text-sm">
        <caption className="mb-1 text-left font-display text-lg font-bold text-night-800">
          {caption} {note && <span className="font-sans text-xs font-normal text-muted">· {note}</span>}
        </caption>
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="px-1.5 font-semibold">{t.choghadiya.time}</th>
            <th scope="col" className="px-1.5 font-semibold">{t.choghadiya.name}</th>
            <th scope="col" className="px-1.5 font-semibold">{t.choghadiya.nature}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => {
            const running = isRunning(p, now);
            const style = NATURE_STYLE[p.nature];
            return (
              <tr key={p.start} aria-current={running ? 'time' : undefined} className={running ? 'bg-saffron-50 outline-2 outline-saffron-500' : ''}>
                <td className="whitespace-nowrap rounded-l-xl px-1.5 py-1.5 tabular-nums text-ink">{clockRange(p.start, p.end, language).join('–')}</td>
                <td className="px-1.5 py-1.5 font-semibold text-night-800">
                  {names.choghadiya(p.name)}
                  {running && <NowBadge />}
                </td>
                <td className="rounded-r-xl px-1.5 py-1.5">
                  <span className={`inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-xs font-semibold ring-1 ${style.className}`}>
                    <span aria-hidden="true">{style.mark}</span>
                    {t.choghadiya.natures[p.nature]}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
