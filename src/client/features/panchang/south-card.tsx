import { Fragment } from 'react';
import type { PanchangView } from '../../../server/panchang/panchang-service';
import { gowriNameIn, tamilMonthNameIn } from '../../../shared/astro-names/south-calendar-names';
import { panchangText } from '../../i18n/panchang';
import { useLanguage, useText } from '../../i18n/text';
import { runningOf } from '../../lib/panchang-time';
import { clockRange, formatDayMonth } from '../../lib/format';
import { usePanchangNames } from './panchang-names';
import { PeriodTable, type PeriodRow } from './period-table';
import { Section } from './section';
import { southLines } from '../../../shared/south-order';

type Gowri = NonNullable<PanchangView['gowri']>['day'][number];
type Span = NonNullable<PanchangView['nallaNeram']>['day'][number];

/**
 * The South Indian reading of the day: the Tamil date and the Telugu month with their years (a
 * Telugu reader's own month first), Nalla Neram by day and by night, and the sixteen Gowri periods.
 * Period names are the tradition's (Amirdha, Uthi …), in the page's own script. Between midnight and sunrise the night before
 * is shown first, as the choghadiya card does, so the period running now is on the page.
 */
export function SouthCard({ day, dayBefore, now }: { day: PanchangView; dayBefore?: PanchangView; now: number }) {
  const words = useText(panchangText);
  const t = words.south;
  // The day and the night are cut and captioned as choghadiya's are.
  const c = words.choghadiya;
  const { language } = useLanguage();
  const names = usePanchangNames();
  // A span never breaks across lines; the list of them wraps between spans.
  const spans = (list: Span[]) =>
    list.length === 0
      ? t.none
      : list.map((s, i) => (
          <Fragment key={s.start}>
            {i > 0 && ', '}
            <span className="whitespace-nowrap">{clockRange(s.start, s.end, language).join('–')}</span>
          </Fragment>
        ));
  const rows = (periods: Gowri[]): PeriodRow[] =>
    periods.map((p) => ({ start: p.start, end: p.end, name: gowriNameIn(p.name, language), tone: p.quality, toneLabel: t.qualities[p.quality] }));
  const nightBefore = dayBefore?.gowri?.night;
  return (
    <Section id="south-heading" title={t.title} note={t.intro}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {southLines(language).map((line) =>
          line === 'tamil' ? (
            <Fragment key={line}>
              <dt className="text-muted">{t.tamilDate}</dt>
              <dd className="font-semibold text-night-800">
                {t.tamilDay(tamilMonthNameIn(day.tamil.month.name, language), day.tamil.day)} · {t.year(names.samvatsara(day.tamil.year.name))}
              </dd>
            </Fragment>
          ) : (
            <Fragment key={line}>
              <dt className="text-muted">{t.teluguMonth}</dt>
              <dd className="font-semibold text-night-800">
                {names.month(day.telugu.month)} · {t.year(names.samvatsara(day.telugu.year.name))}
              </dd>
            </Fragment>
          ),
        )}
      </dl>
      {day.nallaNeram && day.gowri && (
        <>
          <h3 className="mt-4 font-display text-lg font-bold text-night-800">{t.nallaNeram}</h3>
          <p className="text-xs text-muted">{t.nallaNeramGloss}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="nalla-neram">
            <dt className="text-muted">{c.day}</dt>
            <dd className="tabular-nums text-ink">{spans(day.nallaNeram.day)}</dd>
            <dt className="text-muted">{c.night}</dt>
            <dd className="tabular-nums text-ink">{spans(day.nallaNeram.night)}</dd>
          </dl>
          <div className="mt-4 grid gap-5 lg:grid-cols-2 lg:gap-4">
            {nightBefore && runningOf(nightBefore, now) && (
              <div className="lg:col-span-2">
                <PeriodTable caption={c.nightBefore} note={c.nightBeforeNote(formatDayMonth(dayBefore.date, language))} nameHeader={t.gowri} periods={rows(nightBefore)} now={now} />
              </div>
            )}
            <PeriodTable caption={c.day} nameHeader={t.gowri} periods={rows(day.gowri.day)} now={now} />
            <PeriodTable caption={c.night} note={c.nightUntil(formatDayMonth(day.gowri.night.at(-1)!.end, language))} nameHeader={t.gowri} periods={rows(day.gowri.night)} now={now} />
          </div>
        </>
      )}
    </Section>
  );
}
