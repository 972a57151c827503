/**
 * The astronomical facts Shadbala needs beyond the chart's longitudes: the midheaven, the
 * ayanamsa, the mean longitudes of the cheshta kendra, the Sun's hour angle, the
 * Vedic day (sunrise to sunrise) the birth falls in and its count of days from the Kali epoch.
 * Everything here is read once from a chart; `shadbala.ts` is then pure arithmetic on it, so a
 * book's worked example can be checked by giving its own longitudes.
 */
import { Body, EquatorFromVector, GeoVector, Rotation_EQJ_EQD, RotateVector, SiderealTime, e_tilt } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';
import { DEG, normalizeDegrees } from './angle';
import type { Chart } from './chart';
import { tropicalLongitude } from './ephemeris';
import type { Planet } from './ephemeris';
import { riseAndSetBetween } from './almanac';
import { formatLocalDate } from './local-time';
import { astroTime } from './sidereal-positions';

export interface ShadbalaSky {
  /** Sidereal longitudes of the seven planets. */
  longitudes: Record<Planet, number>;
  /** Rahu's sidereal longitude (Ketu opposite), for the company Mercury keeps. */
  rahu: number;
  /** Ecliptic latitude of each planet, degrees, north positive: the northern one wins a graha yuddha. */
  latitudes: Record<Planet, number>;
  /** Sidereal ascendant and midheaven (MC), the points of dig bala. */
  ascendant: number;
  midheaven: number;
  /** The ayanamsa the longitudes are reckoned with: added back, it gives the sayana longitude of ayana bala. */
  ayanamsa: number;
  /** Sidereal mean longitudes (heliocentric for Mercury and Venus, their seeghrochcha), see docs/decisions/027. */
  meanLongitudes: Record<Exclude<Planet, 'Moon'>, number>;
  /** The Sun's hour angle at birth, hours in (−12, 12]: 0 at apparent noon, ±12 at apparent midnight. */
  sunHourAngle: number;
  birthMs: number;
  /** The Vedic day holding the birth: its sunrise, sunset and the next sunrise (ms). */
  sunriseMs: number;
  sunsetMs: number;
  nextSunriseMs: number;
  /** Days from the Kali epoch to the civil date of that sunrise (the ahargana), whole days. */
  ahargana: number;
}

/** Julian day of the Kali epoch, the midnight that began Friday 18 February 3102 BCE (Surya Siddhanta). */
export const KALI_EPOCH_JD = 588465.5;
const UNIX_EPOCH_JD = 2440587.5;

/**
 * Mean longitudes, J2000 ecliptic and equinox (degrees and degrees per Julian century): E. M.
 * Standish, "Keplerian Elements for Approximate Positions of the Major Planets" (JPL), table 1,
 * valid 1800–2050. Mercury's and Venus's are heliocentric; the mean Sun is the Earth's plus 180°.
 */
const MEAN_ELEMENTS: Readonly<Record<Exclude<Planet, 'Moon'>, readonly [number, number]>> = {
  Sun: [280.46457166, 35999.37244981],
  Mercury: [252.2503235, 149472.67411175],
  Venus: [181.9790995, 58517.81538729],
  Mars: [-4.55343205, 19140.30268499],
  Jupiter: [34.39644051, 3034.74612775],
  Saturn: [49.95424423, 1222.49362201],
};
/** General precession in longitude, degrees per Julian century (IAU 2006, first order), J2000 to the equinox of date. */
const PRECESSION_PER_CENTURY = 1.3969713;

function meanLongitudes(chart: Chart): ShadbalaSky['meanLongitudes'] {
  const t = astroTime(chart.utcMs).tt / 36525;
  const out = {} as ShadbalaSky['meanLongitudes'];
  for (const [planet, [l0, rate]] of Object.entries(MEAN_ELEMENTS) as Array<[keyof typeof MEAN_ELEMENTS, readonly [number, number]]>) {
    out[planet] = normalizeDegrees(l0 + rate * t + PRECESSION_PER_CENTURY * t - chart.ayanamsa);
  }
  return out;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The sunrise at or before the birth, the sunset after that sunrise and the next sunrise. */
function vedicDay(chart: Chart): { sunriseMs: number; sunsetMs: number; nextSunriseMs: number } {
  const place = { latitude: chart.input.latitude, longitude: chart.input.longitude, timezone: chart.input.timezone };
  const riseIn = (fromMs: number, toMs: number): number | null => riseAndSetBetween(Body.Sun, fromMs, toMs, place).riseMs;
  // Sunrises come a little under or over 24 h apart: look back 25 h and keep the later one if two.
  const first = riseIn(chart.utcMs - DAY_MS - HOUR_MS, chart.utcMs + 1);
  const sunriseMs = first === null ? null : riseIn(first + HOUR_MS, chart.utcMs + 1) ?? first;
  const sunsetMs = sunriseMs === null ? null : riseAndSetBetween(Body.Sun, sunriseMs, sunriseMs + DAY_MS, place).setMs;
  const nextSunriseMs = sunriseMs === null ? null : riseIn(sunriseMs + HOUR_MS, sunriseMs + DAY_MS + HOUR_MS);
  if (sunriseMs === null || sunsetMs === null || nextSunriseMs === null) {
    throw new RangeError('Shadbala needs a sunrise and a sunset, and the Sun neither rose nor set at this latitude on the birth day');
  }
  return { sunriseMs, sunsetMs, nextSunriseMs };
}

/** Geocentric apparent right ascension (hours), true equator of date. */
function rightAscension(planet: Planet, time: AstroTime): number {
  return EquatorFromVector(RotateVector(Rotation_EQJ_EQD(time), GeoVector(Body[planet], time, true))).ra;
}

export function shadbalaSkyOf(chart: Chart): ShadbalaSky {
  if (chart.moonBased) throw new RangeError('Shadbala needs the birth time: a Moon chart has no lagna');
  const time = astroTime(chart.utcMs);
  const longitudes = {} as Record<Planet, number>;
  const latitudes = {} as Record<Planet, number>;
  let rahu = 0;
  for (const body of chart.bodies) {
    if (body.name === 'Rahu') rahu = body.longitude;
    if (body.name === 'Rahu' || body.name === 'Ketu') continue;
    longitudes[body.name] = body.longitude;
    latitudes[body.name] = tropicalLongitude(body.name, time).latitude;
  }
  const lst = SiderealTime(time) + chart.input.longitude / 15;
  const ramc = lst * 15 * DEG;
  const eps = e_tilt(time).tobl * DEG;
  const midheaven = normalizeDegrees(Math.atan2(Math.sin(ramc), Math.cos(ramc) * Math.cos(eps)) / DEG - chart.ayanamsa);
  const sunRa = rightAscension('Sun', time);
  const ha = ((((lst - sunRa) % 24) + 36) % 24) - 12;
  const day = vedicDay(chart);
  // The sunrise's civil date at the birth place, as a Julian day at 0h.
  const jd0 = Date.parse(`${formatLocalDate(day.sunriseMs, chart.input.timezone)}T00:00:00Z`) / DAY_MS + UNIX_EPOCH_JD;
  return {
    longitudes, latitudes, rahu, ascendant: chart.ascendant.longitude, midheaven, ayanamsa: chart.ayanamsa,
    meanLongitudes: meanLongitudes(chart), sunHourAngle: ha === -12 ? 12 : ha,
    birthMs: chart.utcMs, ...day, ahargana: Math.round(jd0 - KALI_EPOCH_JD),
  };
}
