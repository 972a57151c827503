/**
 * Kala bala, temporal strength, BPHS ch. 27: nathonnata (day and night), paksha, tribhaga, the
 * lords of the year, month, day and hour, ayana and yuddha bala, in virupas. Conventions:
 * docs/decisions/027.
 */
import { DEG, differenceDegrees } from './angle';
import { PLANETS } from './ephemeris';
import type { Planet } from './ephemeris';
import type { ShadbalaSky } from './shadbala-sky';

export interface KalaBala {
  nathonnata: number;
  paksha: number;
  tribhaga: number;
  abda: number;
  masa: number;
  vara: number;
  hora: number;
  ayana: number;
  yuddha: number;
  total: number;
}

/** The weekday lords, Sunday first. */
const WEEKDAY_LORDS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** The Kali epoch's day was a Friday (Surya Siddhanta): weekday of Kali day n is (5 + n) mod 7. */
const weekdayLordOfKaliDay = (day: number): Planet => WEEKDAY_LORDS[(((5 + day) % 7) + 7) % 7]!;
/** The hora lords follow the Chaldean order, slowest first. */
const CHALDEAN: readonly Planet[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

/**
 * Nathonnata bala: the Sun, Jupiter and Venus gain toward apparent noon, the Moon, Mars and Saturn
 * toward apparent midnight, 60 at the best moment and none at the opposite one; Mercury always 60.
 */
function nathonnata(planet: Planet, sunHourAngle: number): number {
  const day = (60 * (12 - Math.abs(sunHourAngle))) / 12;
  if (planet === 'Mercury') return 60;
  return planet === 'Sun' || planet === 'Jupiter' || planet === 'Venus' ? day : 60 - day;
}

/**
 * Paksha bala: a third of the Moon's distance from the Sun (0–180°) to the benefics, 60 less that
 * to the malefics. The Moon's is always the benefic value, doubled (see docs/decisions/027).
 */
function paksha(planet: Planet, sky: ShadbalaSky, benefics: Set<Planet>): number {
  const elongation = Math.abs(differenceDegrees(sky.longitudes.Moon, sky.longitudes.Sun)) / 3;
  if (planet === 'Moon') return 2 * elongation;
  return benefics.has(planet) ? elongation : 60 - elongation;
}

/**
 * Tribhaga bala: Jupiter always 60; of the day's three parts Mercury rules the first, the Sun the
 * second, Saturn the third; of the night's the Moon, Venus, Mars; the ruler of the birth's part 60.
 */
function tribhagaLord(sky: ShadbalaSky): Planet {
  const isDay = sky.birthMs < sky.sunsetMs;
  const [from, to, lords] = isDay
    ? [sky.sunriseMs, sky.sunsetMs, ['Mercury', 'Sun', 'Saturn'] as const]
    : [sky.sunsetMs, sky.nextSunriseMs, ['Moon', 'Venus', 'Mars'] as const];
  return lords[Math.min(2, Math.floor((3 * (sky.birthMs - from)) / (to - from)))]!;
}

/**
 * The lords of the year, month, day and hour (BPHS ch. 27), 15, 30, 45 and 60 virupas. The year
 * and month are civil ones of 360 and 30 days, their lord the lord of the weekday they began on.
 * They are counted from the Thursday whose midnight began the Kali age, the day before the
 * epoch, as both worked examples count them (docs/decisions/027). The day is the Vedic day from
 * sunrise; the hours are equal hours from sunrise, the first the day lord's.
 */
function dayLords(sky: ShadbalaSky): { abda: Planet; masa: Planet; vara: Planet; hora: Planet } {
  const n = sky.ahargana;
  // Day 0 of the count is the Thursday, Kali day −1.
  const counted = n + 1;
  const vara = weekdayLordOfKaliDay(n);
  const hour = Math.floor((sky.birthMs - sky.sunriseMs) / 3_600_000);
  return {
    abda: weekdayLordOfKaliDay(counted - (counted % 360) - 1),
    masa: weekdayLordOfKaliDay(counted - (counted % 30) - 1),
    vara,
    hora: CHALDEAN[(CHALDEAN.indexOf(vara) + hour) % 7]!,
  };
}

/** The Surya Siddhanta's greatest declination of the ecliptic, which BPHS's kranti uses. */
const PARAMA_KRANTI = 24;

/**
 * Ayana bala, BPHS ch. 27: (24° + kranti) × 60/48. The kranti is the declination of the graha's
 * sayana (tropical) ecliptic degree, with a greatest declination of 24°; it counts north for the
 * Sun, Mars, Jupiter and Venus, south for the Moon and Saturn, and either way for Mercury. The
 * Sun's is doubled.
 */
function ayana(planet: Planet, longitude: number, ayanamsa: number): number {
  const declination = Math.asin(Math.sin(PARAMA_KRANTI * DEG) * Math.sin((longitude + ayanamsa) * DEG)) / DEG;
  const kranti = planet === 'Moon' || planet === 'Saturn' ? -declination : planet === 'Mercury' ? Math.abs(declination) : declination;
  return ((24 + kranti) * 60) / 48 * (planet === 'Sun' ? 2 : 1);
}

/**
 * Disc diameters (the Surya Siddhanta's, as B. V. Raman's "Graha and Bhava Balas" uses them):
 * the divisor of yuddha bala.
 */
const DISC: Readonly<Partial<Record<Planet, number>>> = { Mars: 9.4, Mercury: 6.6, Jupiter: 190.4, Venus: 16.6, Saturn: 158 };

/**
 * Yuddha bala, BPHS ch. 27: when two of Mars, Mercury, Jupiter, Venus and Saturn are within a
 * degree, each one's sthana, dig and kala bala (the lords of the time included, ayana left out)
 * are added; the difference of the sums, divided by the difference of their discs, goes to the
 * victor and is taken from the vanquished. The victor is the one to the north (greater ecliptic
 * latitude), as the Surya Siddhanta (ch. 7) and Varahamihira (Brihat Samhita ch. 17) judge a war.
 */
function yuddha(sky: ShadbalaSky, before: Record<Planet, number>): Record<Planet, number> {
  const out = Object.fromEntries(PLANETS.map((p) => [p, 0])) as Record<Planet, number>;
  const warriors = PLANETS.filter((p) => DISC[p] !== undefined);
  for (let i = 0; i < warriors.length; i++) {
    for (let j = i + 1; j < warriors.length; j++) {
      const [a, b] = [warriors[i]!, warriors[j]!];
      if (Math.abs(differenceDegrees(sky.longitudes[a], sky.longitudes[b])) >= 1) continue;
      const amount = Math.abs(before[a] - before[b]) / Math.abs(DISC[a]! - DISC[b]!);
      const [winner, loser] = sky.latitudes[a] >= sky.latitudes[b] ? [a, b] : [b, a];
      out[winner] += amount;
      out[loser] -= amount;
    }
  }
  return out;
}

/**
 * Kala bala of the seven grahas. `sthanaAndDig` is each one's sthana plus dig bala, which yuddha
 * bala weighs.
 */
export function kalaBala(sky: ShadbalaSky, benefics: Set<Planet>, sthanaAndDig: Record<Planet, number>): Record<Planet, KalaBala> {
  const lords = dayLords(sky);
  const tribhaga = tribhagaLord(sky);
  const parts = Object.fromEntries(PLANETS.map((p) => [p, {
    nathonnata: nathonnata(p, sky.sunHourAngle),
    paksha: paksha(p, sky, benefics),
    tribhaga: p === 'Jupiter' || p === tribhaga ? 60 : 0,
    abda: lords.abda === p ? 15 : 0,
    masa: lords.masa === p ? 30 : 0,
    vara: lords.vara === p ? 45 : 0,
    hora: lords.hora === p ? 60 : 0,
    ayana: ayana(p, sky.longitudes[p], sky.ayanamsa),
  }])) as Record<Planet, Omit<KalaBala, 'yuddha' | 'total'>>;
  const beforeWar = Object.fromEntries(PLANETS.map((p) => {
    const k = parts[p];
    return [p, sthanaAndDig[p] + k.nathonnata + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora];
  })) as Record<Planet, number>;
  const war = yuddha(sky, beforeWar);
  return Object.fromEntries(PLANETS.map((p) => {
    const k = parts[p];
    const total = k.nathonnata + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora + k.ayana + war[p];
    return [p, { ...k, yuddha: war[p], total }];
  })) as Record<Planet, KalaBala>;
}
