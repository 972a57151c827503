import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { gowriNameIn } from '../../../shared/astro-names/south-calendar-names';
import { astroText } from '../../i18n/astro';
import { astroName } from '../../i18n/astro-names';
import { dashboardText } from '../../i18n/dashboard';
import { useLanguage, useText } from '../../i18n/text';
import { clockRange, formatClockTime, formatDayMonth } from '../../lib/format';
import { useDayBefore, usePanchang } from '../../lib/panchang-api';
import { isRunning, runningOf, useNow } from '../../lib/panchang-time';
import { Card } from '../../components/card';
import { ownCalendarDate } from '../../lib/south-calendar';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useDeferredResult } from '../../lib/use-deferred-result';

/**
 * Today's panchang at a glance, where the user lives (the birth place unless they saved another): tithi, nakshatra, sunrise and sunset, Rahu kaal,
 * the choghadiya running now, the Nalla Neram running now or next and the Gowri period running now, with the way to the whole day at /panchang.
 */
export function TodayPanchangCard() {
  const t = useText(dashboardText).panchang;
  const a = useText(astroText);
  const { language } = useLanguage();
  const panchang = useDeferredResult(usePanchang());
  const now = useNow();
  const day = panchang.data;
  // Before sunrise the night running is the previous day's, whose choghadiya that day's panchang holds.
  const previous = useDeferredValue(useDayBefore(day, {}, now));
  const periods = [day, previous].flatMap((d) => (d?.choghadiya ? [...d.choghadiya.day, ...d.choghadiya.night] : []));
  const choghadiya = runningOf(periods, now);
  const gowri = runningOf([day, previous].flatMap((d) => (d?.gowri ? [...d.gowri.day, ...d.gowri.night] : [])), now);
  // The Nalla Neram running now, else the next one before the next sunrise: one line, as the card is a glance.
  const good = [previous?.nallaNeram?.night ?? [], day?.nallaNeram?.day ?? [], day?.nallaNeram?.night ?? []].flat().find((s) => Date.parse(s.end) > now);
  const tithi = day && (day.tithi.number % 15 === 0 ? astroName(a.tithi, day.tithi.name) : `${astroName(a.paksha, day.tithi.paksha)} ${astroName(a.tithi, day.tithi.name)}`);
  return (
    <Card aria-labelledby="today-panchang-heading">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="today-panchang-heading" className="font-display text-2xl font-bold text-night-800">
          {t.title}
        </h2>
        {day && (
          <span className="shrink-0 text-sm font-semibold text-saffron-700">
            {/* A Tamil or Telugu reader's own date comes first, as their panchangam heads the day. */}
            {[ownCalendarDate(day, language), formatDayMonth(day.date, language)].filter(Boolean).join(' · ')}
          </span>
        )}
      </div>
      {panchang.isPending ? (
        // The shape of the facts below, line for line: the place line, then two rows of two and four
        // wide rows, each fact a 16 px term over a 20 px value. (Adjacent margins collapse: hence
        // mt-3.5 and mt-1 where the text has mt-3 and none.)
        <Skeleton label={t.loading}>
          <SkeletonLine className="my-0.5 h-4 w-40" />
          <div className="mt-3.5 grid grid-cols-2 gap-x-4 gap-y-2">
            {[0, 1, 2, 3, 4, 5, 6, 7].map((fact) => (
              <div key={fact} className={fact > 3 ? 'col-span-2' : ''}>
                <SkeletonLine className="my-0.5 h-3 w-16" />
                <SkeletonLine className="mb-0.5 mt-1 h-4 w-24" />
              </div>
            ))}
          </div>
        </Skeleton>
      ) : !day ? (
        <p className="mt-2 text-sm text-muted">{t.failed}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t.at(day.place.label)}</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <Fact term={a.limb.tithi}>{tithi}</Fact>
            <Fact term={a.limb.nakshatra}>{astroName(a.nakshatra, day.nakshatra.name)}</Fact>
            <Fact term={t.sunrise}>{day.sunrise ? formatClockTime(day.sunrise, language) : '—'}</Fact>
            <Fact term={t.sunset}>{day.sunset ? formatClockTime(day.sunset, language) : '—'}</Fact>
            {day.rahuKaal && (
              <Fact term={t.rahuKaal} wide>
                {clockRange(day.rahuKaal.start, day.rahuKaal.end, language).join('–')}
                {isRunning(day.rahuKaal, now) && <span className="ml-1.5 rounded-full bg-saffron-500 px-2 py-0.5 text-xs font-bold uppercase text-night-950">{t.now}</span>}
              </Fact>
            )}
            {/* Drawn whenever the day has periods, a dash until the one running is known (before sunrise it is
                in the day before's panchang, fetched after this one), so the card keeps its height. */}
            {day.choghadiya && (
              <Fact term={t.choghadiya} wide>
                {choghadiya ? (
                  <>
                    {astroName(a.choghadiya, choghadiya.name)} <span className="font-normal text-muted">· {t.natures[choghadiya.nature]}</span>
                  </>
                ) : (
                  '—'
                )}
              </Fact>
            )}
            {day.nallaNeram && (
              <Fact term={t.nallaNeram} wide>
                {good ? clockRange(good.start, good.end, language).join('–') : t.noNallaNeram}
                {good && isRunning(good, now) && <span className="ml-1.5 rounded-full bg-saffron-500 px-2 py-0.5 text-xs font-bold uppercase text-night-950">{t.now}</span>}
              </Fact>
            )}
            {day.gowri && (
              <Fact term={t.gowri} wide>
                {gowri ? (
                  <>
                    {gowriNameIn(gowri.name, language)} <span className="font-normal text-muted">· {t.natures[gowri.quality]}</span>
                  </>
                ) : (
                  '—'
                )}
              </Fact>
            )}
          </dl>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/panchang" className="inline-flex items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline">
          {t.open} <span aria-hidden="true">→</span>
        </Link>
        <Link to="/muhurta" className="inline-flex items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline">
          {t.muhurta} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </Card>
  );
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'col-span-2' : ''}>
      <dt className="text-xs font-semibold text-saffron-700">{term}</dt>
      <dd className="font-semibold tabular-nums text-night-800">{children}</dd>
    </div>
  );
}
