/**
 * One day's page of an almanac for a place, as Drik Panchang and printed panchangs lay it out. The
 * panchang day runs from sunrise to the next sunrise: the weekday is the one the sunrise falls on,
 * the limbs are those running at sunrise (with when each ends and what follows before the next
 * sunrise), and the moonrise and moonset are the ones within that day, which may fall after
 * midnight on the next civil date or not at all (the Moon rises about 50 minutes later each day,
 * so about once a month a day has none).
 *
 * Good and bad hours: Rahu kaal, Yamaganda, Gulika kaal and Abhijit muhurta (eighths and fifteenths
 * of the daytime, kaal.ts), Brahma muhurta (before sunrise) and the sixteen choghadiya periods.
 * The South Indian reckoning beside them: the Gowri Panchangam's sixteen periods and the day's
 * Nalla Neram (gowri.ts, nalla-neram.ts), the Tamil solar date (tamil-calendar.ts) and the Telugu
 * lunar month and year (the amanta month and the samvatsara, which begins at Ugadi).
 * Where the Sun does not rise or set (polar day or night) the periods are left out, and the limbs
 * are taken from local 06:00, as computePanchang does.
 */
import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { choghadiya } from './choghadiya';
import type { ChoghadiyaPeriod } from './choghadiya';
import { addDays, moonLongitudeAt } from './day-timeline';
import { observancesOn } from './festivals';
import { gowriPanchangam } from './gowri';
import type { GowriPeriod } from './gowri';
import type { Observance } from './festivals';
import { brahmaMuhurta, computeKaal } from './kaal';
import type { AbhijitMuhurta, KaalPeriod } from './kaal';
import { limbSpans } from './limb-spans';
import type { LimbSpans } from './limb-spans';
import { localToUtc } from './local-time';
import { lunarDateAt } from './lunar-month';
import type { LunarMonthName, MonthReckoning } from './lunar-month';
import { nallaNeram } from './nalla-neram';
import { nakshatraOf } from './nakshatra';
import type { LunarDate } from './lunar-month';
import { riseAndSetOn, VARAS, weekdayOf } from './panchang';
import type { PanchangPlace } from './panchang';
import { samvatOf } from './samvat';
import type { Samvat } from './samvat';
import { astroTime } from './sidereal-positions';
import { tamilDateOn } from './tamil-calendar';
import type { TamilDate } from './tamil-calendar';

export interface Almanac {
  date: string;
  vara: { index: number; name: string; english: string };
  /** Null where the Sun does not rise or set that day. */
  sunriseMs: number | null;
  sunsetMs: number | null;
  nextSunriseMs: number | null;
  /** The instants the panchang day runs between: the sunrises, or local 06:00 without one. */
  dayStartMs: number;
  dayEndMs: number;
  /** Within the panchang day; null when the Moon does not rise (or set) in it. */
  moonriseMs: number | null;
  moonsetMs: number | null;
  limbs: LimbSpans;
  /** The pada (quarter, 1–4) of the nakshatra the Moon is in at sunrise. */
  nakshatraPada: number;
  rahuKaal: KaalPeriod | null;
  yamaganda: KaalPeriod | null;
  gulikaKaal: KaalPeriod | null;
  abhijit: AbhijitMuhurta | null;
  brahmaMuhurta: KaalPeriod | null;
  choghadiya: { day: ChoghadiyaPeriod[]; night: ChoghadiyaPeriod[] } | null;
  observances: Observance[];
  /** The amanta and purnimanta months and the fortnight at sunrise. */
  lunar: LunarDate;
  samvat: Samvat;
  /** The Gowri Panchangam; null where the Sun does not both rise and set. */
  gowri: { day: GowriPeriod[]; night: GowriPeriod[] } | null;
  /** The good Gowri periods outside Rahu kalam and Yamagandam, by day and by night. */
  nallaNeram: { day: KaalPeriod[]; night: KaalPeriod[] } | null;
  tamil: TamilDate;
  /** The Telugu year (from Ugadi) is the amanta Chaitra year, its name the Shaka year's samvatsara. */
  telugu: { month: { index: number; name: LunarMonthName; adhika: boolean }; year: Samvat['samvatsara'] };
}

/** The first rising and setting of a body in [fromMs, toMs) at a place, each null when there is none. */
export function riseAndSetBetween(body: Body, fromMs: number, toMs: number, place: PanchangPlace): { riseMs: number | null; setMs: number | null } {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const days = (toMs - fromMs) / 86_400_000;
  const find = (direction: 1 | -1) => {
    const found = SearchRiseSet(body, observer, direction, astroTime(fromMs), days);
    const ms = found?.date.getTime() ?? null;
    return ms !== null && ms < toMs ? ms : null;
  };
  return { riseMs: find(+1), setMs: find(-1) };
}

/** The almanac of a civil date 'YYYY-MM-DD' at a place; the monthly fasts named by `reckoning` (festivals.ts). */
export function almanacFor(date: string, place: PanchangPlace, reckoning: MonthReckoning = 'amanta'): Almanac {
  const today = riseAndSetOn(Body.Sun, date, place);
  const nextSunriseMs = riseAndSetOn(Body.Sun, addDays(date), place).riseMs;
  const previousSunsetMs = riseAndSetOn(Body.Sun, addDays(date, -1), place).setMs;
  const dayStartMs = today.riseMs ?? localToUtc(date, '06:00', place.timezone).utcMs;
  const dayEndMs = nextSunriseMs ?? localToUtc(addDays(date), '06:00', place.timezone).utcMs;
  const moon = riseAndSetBetween(Body.Moon, dayStartMs, dayEndMs, place);
  const kaal = computeKaal(date, place);
  const weekday = weekdayOf(date);
  const vara = VARAS[weekday]!;
  const lunar = lunarDateAt(dayStartMs);
  const { riseMs, setMs } = today;
  const fullDay = riseMs !== null && setMs !== null && nextSunriseMs !== null && riseMs < setMs && setMs < nextSunriseMs;
  const gowri = fullDay ? gowriPanchangam(weekday, { riseMs, setMs, nextRiseMs: nextSunriseMs }, place.timezone) : null;
  const samvat = samvatOf(lunar.amanta);
  return {
    date,
    vara: { index: weekday, name: vara.sanskrit, english: vara.english },
    sunriseMs: riseMs,
    sunsetMs: setMs,
    nextSunriseMs,
    dayStartMs,
    dayEndMs,
    moonriseMs: moon.riseMs,
    moonsetMs: moon.setMs,
    limbs: limbSpans(dayStartMs, dayEndMs),
    nakshatraPada: nakshatraOf(moonLongitudeAt()(dayStartMs)).pada,
    rahuKaal: kaal.rahuKaal,
    yamaganda: kaal.yamaganda,
    gulikaKaal: kaal.gulikaKaal,
    abhijit: kaal.abhijit,
    brahmaMuhurta: riseMs !== null && previousSunsetMs !== null && previousSunsetMs < riseMs ? brahmaMuhurta(previousSunsetMs, riseMs, place.timezone) : null,
    choghadiya: fullDay ? choghadiya(weekday, { riseMs, setMs, nextRiseMs: nextSunriseMs }, place.timezone) : null,
    observances: observancesOn(date, place, reckoning),
    lunar,
    samvat,
    gowri,
    nallaNeram: gowri && {
      day: nallaNeram(gowri.day, [kaal.rahuKaal, kaal.yamaganda], place.timezone),
      night: nallaNeram(gowri.night, [], place.timezone),
    },
    tamil: tamilDateOn(date, place),
    telugu: { month: { index: lunar.amanta.index, name: lunar.amanta.name, adhika: lunar.amanta.adhika }, year: samvat.samvatsara },
  };
}
