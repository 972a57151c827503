import { Link } from 'react-router';
import type { DayGlanceView } from '../../../shared/day-glance';
import { astroText } from '../../i18n/astro';
import { astroName } from '../../i18n/astro-names';
import { dashboardText } from '../../i18n/dashboard';
import { useLanguage, useText } from '../../i18n/text';
import { clockRange, formatClockTime } from '../../lib/format';
import { Card } from '../../components/card';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useDayGlance } from './api/day-glance';

/**
 * The daily at a glance, from the daily reading's own plan: the day's score, love, career, money
 * and health each with its score and reason, the good choghadiya still ahead, disha shool, and
 * the Sun's and Moon's risings at the birth place.
 */
export function DayGlanceCard() {
  const t = useText(dashboardText).today;
  const { language } = useLanguage();
  const query = useDayGlance(language);
  const day = query.data?.glance;
  return (
    <Card aria-labelledby="day-glance-heading">
      {/* Wraps: at 200 % zoom the day's score goes under the title instead of past the screen's edge. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="day-glance-heading" className="font-display text-2xl font-bold text-night-800">
          {t.title}
        </h2>
        {day && (
          <span className="text-sm font-semibold text-saffron-700">
            {t.dayScore}: <Score value={day.dayScore} label={t.outOf(day.dayScore)} />
          </span>
        )}
      </div>
      {query.isPending ? (
        <Skeleton label={t.loading}>
          {[0, 1, 2, 3].map((row) => (
            <SkeletonLine key={row} className="mt-3 h-10 w-full" />
          ))}
        </Skeleton>
      ) : !day ? (
        <p className="mt-2 text-sm text-muted">{t.failed}</p>
      ) : (
        <GlanceBody day={day} />
      )}
      <Link to="/reading/daily" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline">
        {t.read} <span aria-hidden="true">→</span>
      </Link>
    </Card>
  );
}

function GlanceBody({ day }: { day: DayGlanceView }) {
  const t = useText(dashboardText).today;
  const a = useText(astroText);
  const { language } = useLanguage();
  const time = (hhmm: string | null) => (hhmm ? formatClockTime(hhmm, language) : '—');
  return (
    <div className="lg:grid lg:grid-cols-2 lg:gap-x-10">
      <p className="text-sm text-muted lg:col-span-2">{t.at(day.place)}</p>
      <ul className="mt-3 space-y-3" aria-label={t.dayScore}>
        {day.areas.map((area) => (
          <li key={area.area} data-area={area.area}>
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold text-night-800">{t.areas[area.area]}</span>
              <Score value={area.score} label={t.outOf(area.score)} />
            </div>
            <p className="mt-0.5 text-sm leading-snug text-muted">{area.reason}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-3 content-start gap-x-3 gap-y-2 text-sm lg:mt-3">
        <Fact term={t.sunrise}>{time(day.sunrise)}</Fact>
        <Fact term={t.sunset}>{time(day.sunset)}</Fact>
        <Fact term={t.moonrise}>
          {day.moonrise ? time(day.moonrise.time) : t.noMoonrise}
          {day.moonrise?.nextDay && <span className="block text-xs font-normal text-muted">{t.afterMidnight}</span>}
        </Fact>
        <Fact term={t.dishaShool} wide>
          {t.dishaAvoid(t.directions[day.dishaShool])}
        </Fact>
        <Fact term={t.goodTimes} wide>
          {day.choghadiya.length === 0 ? (
            <span className="font-normal text-muted">{t.noneLeft}</span>
          ) : (
            <ul className="flex flex-wrap gap-1.5 pt-0.5">
              {day.choghadiya.map((w) => (
                <li key={`${w.night}-${w.start}`} className="rounded-full bg-saffron-50 px-2 py-0.5 text-xs font-semibold text-night-800 ring-1 ring-saffron-500/30">
                  {astroName(a.choghadiya, w.name)} {clockRange(w.start, w.end, language).join('–')}
                  {(w.night || w.travel) && <span className="font-normal text-muted"> · {[w.night ? t.night : '', w.travel ? t.travel : ''].filter(Boolean).join(', ')}</span>}
                </li>
              ))}
            </ul>
          )}
          {day.askedAt && <span className="mt-1 block text-xs font-normal text-muted">{t.pastLeftOut(formatClockTime(day.askedAt, language))}</span>}
        </Fact>
      </dl>
    </div>
  );
}

/** A score as five dots, the number spoken for screen readers. */
function Score({ value, label }: { value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5 align-middle" role="img" aria-label={label} data-score={value}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${i <= value ? 'bg-saffron-500' : 'bg-night-700/15'}`} />
      ))}
      <span aria-hidden="true" className="ml-1 text-xs font-bold tabular-nums text-night-800">{value}/5</span>
    </span>
  );
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'col-span-3' : ''}>
      <dt className="text-xs font-semibold text-saffron-700">{term}</dt>
      <dd className="font-semibold tabular-nums text-night-800">{children}</dd>
    </div>
  );
}
