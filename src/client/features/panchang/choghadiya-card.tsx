import type { PanchangView } from '../../../server/panchang/panchang-service';
import { panchangText } from '../../i18n/panchang';
import { useLanguage, useText } from '../../i18n/text';
import { runningOf } from '../../lib/panchang-time';
import { formatDayMonth } from '../../lib/format';
import { usePanchangNames } from './panchang-names';
import { PeriodTable, type PeriodRow } from './period-table';
import { Section } from './section';

type Period = NonNullable<PanchangView['choghadiya']>['day'][number];

/**
 * The sixteen choghadiya periods: the daytime's eight and the night's eight, as two tables. Between
 * midnight and sunrise the period running belongs to the night of the day before (`dayBefore`),
 * shown first so that what is current is always on the page.
 */
export function ChoghadiyaCard({ day, dayBefore, now }: { day: PanchangView; dayBefore?: PanchangView; now: number }) {
  const t = useText(panchangText).choghadiya;
  const { language } = useLanguage();
  const names = usePanchangNames();
  if (!day.choghadiya) return null;
  const rows = (periods: Period[]): PeriodRow[] =>
    periods.map((p) => ({ start: p.start, end: p.end, name: names.choghadiya(p.name), tone: p.nature, toneLabel: t.natures[p.nature] }));
  const nightBefore = dayBefore?.choghadiya?.night;
  return (
    <Section id="choghadiya-heading" title={t.title} note={t.intro}>
      <div className="mt-3 grid gap-5 lg:grid-cols-2 lg:gap-4">
        {nightBefore && runningOf(nightBefore, now) && (
          <div className="lg:col-span-2">
            <PeriodTable caption={t.nightBefore} note={t.nightBeforeNote(formatDayMonth(dayBefore.date, language))} nameHeader={t.name} periods={rows(nightBefore)} now={now} />
          </div>
        )}
        <PeriodTable caption={t.day} nameHeader={t.name} periods={rows(day.choghadiya.day)} now={now} />
        <PeriodTable caption={t.night} note={t.nightUntil(formatDayMonth(day.choghadiya.night.at(-1)!.end, language))} nameHeader={t.name} periods={rows(day.choghadiya.night)} now={now} />
      </div>
    </Section>
  );
}
