import { buildChart, moonChart, type ZodiacPoint } from '../../astro/chart';
import { isBirthTimeExact, type BirthTimeKnowledge } from '../../shared/birth-time';
import { computeDashas, runningPeriods, splitYears, type DashaPeriod } from '../../astro/dasha';
import { observancesOn, type ObservanceKind } from '../../astro/festivals';
import { computeKaal } from '../../astro/kaal';
import { luckyFor } from '../../astro/lucky';
import { formatLocalDate, formatOffset } from '../../astro/local-time';
import { NAKSHATRAS } from '../../astro/nakshatra';
import { computePanchang, type Panchang } from '../../astro/panchang';
import { birthTimeSensitivity, marginRoundedDown } from '../../astro/time-sensitivity';
import { computeTransits, type Transits } from '../../astro/transits';
import { GRAHA_NAMES, SIGNS } from '../../astro/zodiac';
import type { ChartView, PeriodView, PointView } from '../../shared/chart-view';
import type { ProfileView } from '../../shared/profile';
import { judgeDay, type NatalChart, type Reader } from '../../composer';
import { doshasView } from './doshas-view';
import { castPlaceOf } from './cast-place';
import { readerOf } from '../residence/reader';
import { chartChoicesOf } from '../../shared/chart-choices';
import { AYANAMSA_LABELS } from '../../astro/ayanamsa';


/** The engine's natal chart (what the composer reads) with the page's notice for a stand-in place. */
export type BirthChart = NatalChart & { approximateReason: string | null };

/**
 * Whose chart it is: the account holder's complete profile, or a person they saved (people/).
 * Only the birth details and the name and gender the daily advice uses.
 */
export type ChartSubject = Pick<ProfileView, 'name' | 'gender' | 'birthDate' | 'birthTime' | 'birthLocation' | 'residence' | 'lunarMonth' | 'chartChoices'> & Partial<BirthTimeKnowledge>;

/** Where the approximate chart's notice sends the reader to fix the place: their own profile, or the saved person's details. */
const placeFix = {
  self: 'Pick your birth city (or the nearest town) from the suggestions on your profile',
  person: 'Pick their birth city (or the nearest town) from the suggestions in their details',
} as const;

/**
 * The natal chart and dashas of a complete profile or (`whose` 'person') a saved person, from the
 * stored birth details, cast with the account's ayanamsa and node (docs/decisions/046): a saved
 * person's subject carries the account holder's choices, so both sides of a match share a zodiac.
 */
export function birthChartOf(profile: ChartSubject, whose: keyof typeof placeFix = 'self'): BirthChart {
  const location = profile.birthLocation;
  const { where, approximate } = castPlaceOf(location);
  const { ayanamsa, node } = chartChoicesOf(profile.chartChoices);
  const cast = buildChart({ date: profile.birthDate, time: profile.birthTime, latitude: where.latitude, longitude: where.longitude, timezone: where.timezone, ayanamsa, node });
  const timeKnown = isBirthTimeExact(profile);
  const chart = timeKnown ? cast : moonChart(cast);
  return {
    chart,
    timeKnown,
    dashas: computeDashas(chart),
    place: { city: location.city, country: location.country, latitude: where.latitude, longitude: where.longitude, timezone: where.timezone },
    approximate,
    approximateReason: approximate
      ? `We could not find "${location.city}, ${location.country}" on our map, so this chart uses Indian Standard Time at Ujjain. ${placeFix[whose]} for an exact chart.`
      : null,
  };
}

const point = (p: ZodiacPoint): PointView => ({
  longitude: round(p.longitude, 4),
  sign: p.sign,
  signName: SIGNS[p.sign]!,
  degree: round(p.degree, 4),
  nakshatra: p.nakshatra,
  nakshatraName: NAKSHATRAS[p.nakshatra]!,
  pada: p.pada,
  nakshatraLord: p.nakshatraLord,
  navamsaSign: p.navamsaSign,
});

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A festival leads the day's line, then a Sankranti, then the fasts. */
const OBSERVANCE_ORDER: Readonly<Record<ObservanceKind, number>> = { festival: 0, sankranti: 1, vrat: 2 };

/** How far the birth time can move before what the page shows would change; the dasha is the one running now. */
function timeSensitivityView(birth: BirthChart, now: Date): NonNullable<ChartView['timeSensitivity']> {
  const s = birthTimeSensitivity(birth.chart, { atMs: now.getTime(), year: birth.dashas.year });
  return { lagna: marginRoundedDown(s.lagna), moonPada: marginRoundedDown(s.moonPada), navamsaLagna: marginRoundedDown(s.navamsaLagna), dasha: marginRoundedDown(s.dasha) };
}

/**
 * The page's view of a chart: names, dates in the birth place's calendar, dashas, and today's
 * panchang with its kaal periods, fasts and festivals, lucky colour and number and the daily
 * reading's do and don't. "Today" there is the daily reading's day, at the reader's place: the
 * account holder's residence (their own chart's reader, and a saved person's too: they read it on
 * their own day; docs/decisions/023), else the birth place.
 */
export function chartView(profile: ChartSubject, birth: BirthChart, now: Date, reader: Reader = readerOf(profile)): ChartView {
  const { chart, dashas, place } = birth;
  const zone = place.timezone;
  const period = (p: DashaPeriod): PeriodView => ({ lord: p.lord, start: formatLocalDate(p.startMs, zone), end: formatLocalDate(p.endMs, zone) });
  const running = runningPeriods(dashas, now);
  const transits: Transits = computeTransits(chart, now);
  const today = formatLocalDate(now.getTime(), zone);
  // The card's day is the daily reading's, at the reader's place and on its calendar.
  // The day's do and don't are the daily reading's own (the composer's judgement of the day).
  const judgement = judgeDay({ profile, birth, reader, now });
  const day = judgement.day;
  const here = reader.place;
  const panchang: Panchang = computePanchang(day, here);
  const kaal = computeKaal(day, here);
  const lucky = luckyFor(panchang.vara.index, panchang.nakshatra.index);
  const span = (p: { start: string; end: string }) => ({ start: p.start, end: p.end });
  return {
    name: profile.name,
    birth: {
      date: profile.birthDate,
      time: profile.birthTime,
      place,
      approximate: birth.approximate,
      approximateReason: birth.approximateReason,
      utc: chart.utc,
      utcOffset: formatOffset(chart.localTime.offsetSeconds),
      timeNote: chart.localTime.note,
      timeAccuracy: profile.birthTimeAccuracy ?? 'exact',
      timeRange: profile.birthTimeRange ?? null,
    },
    ayanamsa: { key: chart.input.ayanamsa, name: AYANAMSA_LABELS[chart.input.ayanamsa], degrees: round(chart.ayanamsa, 6) },
    chartStyle: chartChoicesOf(profile.chartChoices).chartStyle,
    node: chart.input.node === 'true' ? 'true' : 'mean',
    ascendant: birth.timeKnown ? point(chart.ascendant) : null,
    houseOne: { from: birth.timeKnown ? 'lagna' : 'moon', sign: chart.ascendant.sign },
    timeSensitivity: birth.timeKnown ? timeSensitivityView(birth, now) : null,
    bodies: chart.bodies.map((b) => ({
      ...point(b),
      name: b.name,
      displayName: GRAHA_NAMES[b.name],
      house: b.house,
      retrograde: b.retrograde,
      combust: b.combust,
      dignity: b.dignity,
    })),
    dasha: {
      system: 'Vimshottari',
      yearDays: dashas.yearDays,
      birthLord: dashas.birthLord,
      balanceAtBirth: splitYears(dashas.balanceYears, dashas.yearDays),
      mahadashas: dashas.mahadashas.map((m) => ({ ...period(m), antardashas: m.antardashas.map(period) })),
      running: running ? { mahadasha: period(running.mahadasha), antardasha: period(running.antardasha) } : null,
    },
    transits: { date: today, sadeSati: transits.sadeSati },
    doshas: doshasView(chart, now, zone),
    panchang: {
      date: day,
      placeLabel: here.label,
      sunrise: panchang.sunrise,
      sunset: panchang.sunset,
      vara: { name: panchang.vara.name, english: panchang.vara.english },
      tithi: panchang.tithi,
      nakshatra: { name: panchang.nakshatra.name, english: panchang.nakshatra.english, pada: panchang.nakshatra.pada },
      yoga: panchang.yoga,
      karana: { name: panchang.karana.name },
      abroad: here.latitude !== place.latitude || here.longitude !== place.longitude,
      timeZone: here.timezone,
      kaal:
        kaal.rahuKaal && kaal.yamaganda && kaal.gulikaKaal && kaal.abhijit
          ? { rahuKaal: span(kaal.rahuKaal), yamaganda: span(kaal.yamaganda), gulikaKaal: span(kaal.gulikaKaal), abhijit: { ...span(kaal.abhijit), inUse: kaal.abhijit.inUse } }
          : null,
      observances: observancesOn(day, here, reader.lunarMonth)
        .map((o) => ({ key: o.key, name: o.name, kind: o.kind }))
        .sort((a, b) => OBSERVANCE_ORDER[a.kind] - OBSERVANCE_ORDER[b.kind]),
      lucky: {
        colour: { key: lucky.colour.key, lord: lucky.colour.lord },
        number: { value: lucky.number.value, lord: lucky.number.lord, nakshatra: panchang.nakshatra.name },
      },
      advice: judgement.advice,
    },
  };
}
