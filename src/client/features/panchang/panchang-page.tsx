import { PageContainer, PageHeader } from '../../components/page-header';
import { QueryFallback } from '../../components/query-fallback';
import { panchangText } from '../../i18n/panchang';
import { useLanguage, useText } from '../../i18n/text';
import { formatCalendarDate } from '../../lib/format';
import { useDayBefore, usePanchang, type PanchangParams } from '../../lib/panchang-api';
import { useSearchUpdate } from '../../lib/use-search-update';
import { useNow } from '../../lib/panchang-time';
import { ChoghadiyaCard } from './choghadiya-card';
import { CalendarCard, FestivalsCard } from './calendar-card';
import { DayControls } from './day-controls';
import { isAnsweredDate } from './day-time';
import { HoursCard } from './hours-card';
import { LimbsCard } from './limbs-card';
import { SouthCard } from './south-card';
import { southCardLeads } from '../../../shared/south-order';
import { SunMoonCard } from './sun-moon-card';

const PARAMS = ['date', 'lat', 'lon', 'place'] as const;

/**
 * /panchang: the day's almanac for any date and city, today at the birth place to begin with. The
 * date and city live in the address (?date=&lat=&lon=&place=), so a day can be shared or bookmarked
 * and the back button steps back through the days looked at.
 */
export function PanchangPage() {
  const { search, update, pickPlace } = useSearchUpdate<(typeof PARAMS)[number]>();
  const params: PanchangParams = Object.fromEntries(PARAMS.flatMap((key) => (search.get(key) ? [[key, search.get(key)!]] : [])));
  const panchang = usePanchang(params);
  const t = useText(panchangText);
  const { language } = useLanguage();
  const now = useNow();

  const day = panchang.data;
  const dayBefore = useDayBefore(day, params, now);
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer className="space-y-6">
        <PageHeader title={t.title}>{t.intro}</PageHeader>
        {day && (
          // What was asked for, not what is on screen: the last day stays shown while the next loads.
          <DayControls
            date={params.date && isAnsweredDate(params.date) ? params.date : day.today}
            today={day.today}
            placeLabel={params.lat ? (params.place ?? day.place.label) : day.place.label}
            onDate={(date) => update({ date })}
            onPlace={pickPlace}
          />
        )}

        <QueryFallback query={panchang} loading={t.loading} />
        {day && (
          <>
            {panchang.isError && (
              <p role="alert" className="rounded-2xl bg-maroon-700/5 px-4 py-3 text-sm text-maroon-700">
                {panchang.error.message}
              </p>
            )}
            <header aria-live="polite" className={panchang.isPlaceholderData ? 'opacity-60' : ''}>
              <h2 className="font-display text-2xl font-bold text-night-800 sm:text-3xl">
                <time dateTime={day.date}>{formatCalendarDate(day.date, language)}</time>
                {day.date === day.today && <span className="ml-2 align-middle text-sm font-semibold text-saffron-700">· {t.controls.today}</span>}
              </h2>
              <p className="text-muted">
                {t.dayAt(day.place.source === 'birth' ? `${day.place.label} (${t.birthPlace})` : day.place.source === 'residence' ? `${day.place.label} (${t.residence})` : day.place.label)} · {t.localTime(`UTC${day.tithi.endsAt.slice(19)}`)}
              </p>
              {day.place.source === 'default' && <p className="mt-1 text-sm text-maroon-700">{t.notOnMap}</p>}
            </header>
            <div className={`grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start ${panchang.isPlaceholderData ? 'opacity-60' : ''}`}>
              <div className="space-y-6">
                <LimbsCard day={day} />
                <SunMoonCard day={day} />
                <HoursCard day={day} now={now} />
              </div>
              <div className="space-y-6">
                <FestivalsCard day={day} />
                {southCardLeads(language) && <SouthCard day={day} dayBefore={dayBefore} now={now} />}
                <ChoghadiyaCard day={day} dayBefore={dayBefore} now={now} />
                {!southCardLeads(language) && <SouthCard day={day} dayBefore={dayBefore} now={now} />}
                <CalendarCard day={day} />
              </div>
            </div>
            <p className="text-xs text-muted">{t.footnote}</p>
          </>
        )}
      </PageContainer>
    </div>
  );
}
