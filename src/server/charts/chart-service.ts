import { buildChart, type Chart, type ZodiacPoint } from '../../astro/chart';
import { computeDashas, runningPeriods, splitYears, type DashaPeriod, type Dashas } from '../../astro/dasha';
import { formatLocalDate, formatOffset } from '../../astro/local-time';
import { NAKSHATRAS } from '../../astro/nakshatra';
import { computePanchang, type Panchang } from '../../astro/panchang';
import { resolvePlace } from '../../astro/places';
import { computeTransits, type Transits } from '../../astro/transits';
import { GRAHA_NAMES, SIGNS } from '../../astro/zodiac';
import type { ChartView, PeriodView, PointView } from '../../shared/chart-view';
import type { ProfileView } from '../../shared/profile';

/**
 * Ujjain: the prime meridian of classical Indian astronomy, our stand-in when a birth place
 * cannot be found. The chart is then flagged approximate and the user asked to pick a city.
 */
const UJJAIN = { latitude: 23.1765, longitude: 75.7885, timezone: 'Asia/Kolkata' };

export type BirthChart = {
  chart: Chart;
  dashas: Dashas;
  place: ChartView['birth']['place'];
  approximate: boolean;
  approximateReason: string | null;
};

/** The natal chart and dashas of a complete profile, from the stored birth details. */
export function birthChartOf(profile: ProfileView): BirthChart {
  const location = profile.birthLocation;
  let coordinates =
    location.latitude !== undefined && location.longitude !== undefined && location.timezone
      ? { latitude: location.latitude, longitude: location.longitude, timezone: location.timezone }
      : null;
  // Older rows, or a place typed without picking a suggestion: try the gazetteer now.
  coordinates ??= resolvePlace(`${location.city}, ${location.country}`);
  const approximate = coordinates === null;
  const where = coordinates ?? UJJAIN;
  const chart = buildChart({ date: profile.birthDate, time: profile.birthTime, latitude: where.latitude, longitude: where.longitude, timezone: where.timezone });
  return {
    chart,
    dashas: computeDashas(chart),
    place: { city: location.city, country: location.country, latitude: where.latitude, longitude: where.longitude, timezone: where.timezone },
    approximate,
    approximateReason: approximate
      ? `We could not find "${location.city}, ${location.country}" on our map, so this chart uses Indian Standard Time at Ujjain. Pick your birth city (or the nearest town) from the suggestions on your profile for an exact chart.`
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

/** The page's view of a chart: names, dates in the birth place's calendar, today's panchang and dashas. */
export function chartView(profile: ProfileView, birth: BirthChart, now: Date): ChartView {
  const { chart, dashas, place } = birth;
  const zone = place.timezone;
  const period = (p: DashaPeriod): PeriodView => ({ lord: p.lord, start: formatLocalDate(p.startMs, zone), end: formatLocalDate(p.endMs, zone) });
  const running = runningPeriods(dashas, now);
  const transits: Transits = computeTransits(chart, now);
  const today = formatLocalDate(now.getTime(), zone);
  const panchang: Panchang = computePanchang(today, place);
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
    },
    ayanamsa: { name: 'Lahiri', degrees: round(chart.ayanamsa, 6) },
    node: chart.input.node === 'true' ? 'true' : 'mean',
    ascendant: point(chart.ascendant),
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
    panchang: {
      date: today,
      placeLabel: `${place.city}, ${place.country}`,
      sunrise: panchang.sunrise,
      sunset: panchang.sunset,
      vara: { name: panchang.vara.name, english: panchang.vara.english },
      tithi: panchang.tithi,
      nakshatra: { name: panchang.nakshatra.name, english: panchang.nakshatra.english, pada: panchang.nakshatra.pada },
      yoga: panchang.yoga,
      karana: { name: panchang.karana.name },
    },
  };
}
