import { normalizeDegrees } from './angle';
import { ascendantLongitude } from './ascendant';
import { DEFAULT_AYANAMSA } from './ayanamsa';
import type { AyanamsaName } from './ayanamsa';
import { localToUtc } from './local-time';
import type { LocalTimeResolution, TimeRule } from './local-time';
import { nakshatraOf } from './nakshatra';
import { navamsaSignOf } from './navamsa';
import { astroTime, siderealSnapshot } from './sidereal-positions';
import type { NodeMode, SiderealBody } from './sidereal-positions';
import { dignityOf, houseFrom, signOf } from './zodiac';
import type { Dignity, Graha } from './zodiac';

export interface ChartInput {
  /** Civil birth date 'YYYY-MM-DD' at the birth place. */
  date: string;
  /** Civil birth time 'HH:MM' or 'HH:MM:SS', 24-hour, as the clocks showed it. */
  time: string;
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
  /** IANA zone of the birth place, e.g. 'Asia/Kolkata'. */
  timezone: string;
  /** Rahu/Ketu from the mean node (default, as most Indian almanacs) or the true node. */
  node?: NodeMode;
  /** 'zone' (default): the zone's historical offset; 'lmt': local mean time of the longitude. */
  timeRule?: TimeRule;
  /** The zodiac's starting point: Lahiri (default), Raman, Krishnamurti (KP) or True Chitrapaksha. */
  ayanamsa?: AyanamsaName;
}

/** A point of the sidereal zodiac with its sign, nakshatra and navamsa. */
export interface ZodiacPoint {
  longitude: number;
  /** 0–11 from Aries. */
  sign: number;
  /** Degrees within the sign, [0, 30). */
  degree: number;
  /** 0–26 from Ashwini. */
  nakshatra: number;
  /** 1–4. */
  pada: number;
  nakshatraLord: Graha;
  navamsaSign: number;
}

export interface ChartBody extends ZodiacPoint {
  name: Graha;
  /** Whole-sign house 1–12 from the lagna. */
  house: number;
  speed: number;
  retrograde: boolean;
  combust: boolean;
  dignity: Dignity;
}

export interface Chart {
  input: Required<ChartInput>;
  utcMs: number;
  /** ISO-8601 instant in UTC, 'Z'. */
  utc: string;
  localTime: LocalTimeResolution;
  /** The ayanamsa (input.ayanamsa) used at the birth instant (with nutation), degrees. */
  ayanamsa: number;
  ascendant: ZodiacPoint;
  /** Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu — in that order. */
  bodies: ChartBody[];
  /** Beyond the polar circles the ascendant can race through signs; treat the lagna with care. */
  polar: boolean;
  /** Read from the Moon (moonChart): the "ascendant" is the Moon's place and there is no lagna. */
  moonBased?: boolean;
}

export function zodiacPoint(longitude: number): ZodiacPoint {
  const lon = normalizeDegrees(longitude);
  const sign = signOf(lon);
  const n = nakshatraOf(lon);
  return {
    longitude: lon, sign, degree: lon - sign * 30,
    nakshatra: n.index, pada: n.pada, nakshatraLord: n.lord, navamsaSign: navamsaSignOf(lon),
  };
}

/**
 * Combustion orbs in degrees from the Sun, the common Parashari values (Surya Siddhanta);
 * Mercury and Venus have smaller orbs when retrograde.
 */
const COMBUSTION_ORB: Partial<Record<Graha, number>> = {
  Moon: 12, Mars: 17, Mercury: 14, Jupiter: 11, Venus: 10, Saturn: 15,
};
const COMBUSTION_ORB_RETROGRADE: Partial<Record<Graha, number>> = { Mercury: 12, Venus: 8 };

export function isCombust(body: SiderealBody, sunLongitude: number): boolean {
  const orb = (body.retrograde ? COMBUSTION_ORB_RETROGRADE[body.name] : undefined) ?? COMBUSTION_ORB[body.name];
  if (orb === undefined) return false;
  const d = Math.abs(normalizeDegrees(body.longitude - sunLongitude + 180) - 180);
  return d < orb;
}

function validateCoordinates(latitude: number, longitude: number): void {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) throw new RangeError(`Invalid latitude ${latitude}: expected −90…90`);
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) throw new RangeError(`Invalid longitude ${longitude}: expected −180…180`);
}

/** The sidereal birth chart for civil birth details. Throws RangeError on invalid input. */
export function buildChart(input: ChartInput): Chart {
  validateCoordinates(input.latitude, input.longitude);
  const full: Required<ChartInput> = { node: 'mean', timeRule: 'zone', ayanamsa: DEFAULT_AYANAMSA, ...input };
  const localTime = localToUtc(full.date, full.time, full.timezone, { rule: full.timeRule, longitude: full.longitude });
  return buildChartAt(localTime.utcMs, full, localTime);
}

/** The chart for a known UTC instant (the input's date and time are kept only as labels). */
export function buildChartAt(utcMs: number, input: Required<ChartInput>, localTime: LocalTimeResolution): Chart {
  const time = astroTime(utcMs);
  const snapshot = siderealSnapshot(time, input.node, input.ayanamsa);
  const ascendant = zodiacPoint(ascendantLongitude(time, input.latitude, input.longitude) - snapshot.ayanamsa);
  const sun = snapshot.bodies[0]!;
  const bodies = snapshot.bodies.map((b): ChartBody => {
    const point = zodiacPoint(b.longitude);
    return {
      name: b.name, ...point,
      house: houseFrom(point.sign, ascendant.sign),
      speed: b.speed, retrograde: b.retrograde,
      combust: isCombust(b, sun.longitude),
      dignity: dignityOf(b.name, point.sign),
    };
  });
  return {
    input, utcMs, utc: new Date(utcMs).toISOString(), localTime,
    ayanamsa: snapshot.ayanamsa, ascendant, bodies,
    polar: Math.abs(input.latitude) > 66.5,
  };
}

/** The body of a chart by name (always present). */
export function bodyOf(chart: Chart, name: Graha): ChartBody {
  const body = chart.bodies.find((b) => b.name === name);
  if (!body) throw new Error(`Chart has no ${name}`);
  return body;
}

/**
 * The chart read from the Moon (Chandra lagna), for a birth time that is not known: the Moon's
 * place stands where the ascendant was and every graha's house is counted from the Moon's sign.
 * The sky is the same; only what depends on the true rising sign is gone.
 */
export function moonChart(chart: Chart): Chart {
  const moon = chart.bodies.find((b) => b.name === 'Moon')!;
  return {
    ...chart,
    ascendant: zodiacPoint(moon.longitude),
    moonBased: true,
    bodies: chart.bodies.map((b) => ({ ...b, house: houseFrom(b.sign, moon.sign) })),
  };
}
