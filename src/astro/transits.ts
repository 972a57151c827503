import type { Chart } from './chart';
import { bodyOf, zodiacPoint } from './chart';
import type { ZodiacPoint } from './chart';
import { astroTime, siderealSnapshot } from './sidereal-positions';
import { houseFrom } from './zodiac';
import type { Graha } from './zodiac';

/** Gochara: where the grahas are at an instant, counted from the natal Moon and the lagna. */

export interface TransitBody extends ZodiacPoint {
  name: Graha;
  retrograde: boolean;
  /** Whole-sign house 1–12 counted from the natal Moon's sign (the classical gochara count). */
  houseFromMoon: number;
  /** Whole-sign house 1–12 counted from the natal lagna. */
  houseFromLagna: number;
}

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';

export interface SadeSati {
  /** Saturn in the 12th, 1st or 2nd sign from the natal Moon. */
  running: boolean;
  /** 12th from the Moon = rising, over the Moon = peak, 2nd = setting. */
  phase: SadeSatiPhase | null;
}

export interface Transits {
  utcMs: number;
  utc: string;
  ayanamsa: number;
  bodies: TransitBody[];
  sadeSati: SadeSati;
}

export function sadeSatiFor(saturnSign: number, natalMoonSign: number): SadeSati {
  const house = houseFrom(saturnSign, natalMoonSign);
  const phase: SadeSatiPhase | null = house === 12 ? 'rising' : house === 1 ? 'peak' : house === 2 ? 'setting' : null;
  return { running: phase !== null, phase };
}

/** Transits over a natal chart at an instant (a Date or milliseconds since 1970 UTC), in the chart's zodiac. */
export function computeTransits(chart: Chart, at: Date | number): Transits {
  const utcMs = typeof at === 'number' ? at : at.getTime();
  if (!Number.isFinite(utcMs)) throw new RangeError('Invalid transit date');
  const snapshot = siderealSnapshot(astroTime(utcMs), chart.input.node, chart.input.ayanamsa);
  const moonSign = bodyOf(chart, 'Moon').sign;
  const lagnaSign = chart.ascendant.sign;
  const bodies = snapshot.bodies.map((b): TransitBody => {
    const point = zodiacPoint(b.longitude);
    return {
      name: b.name, ...point, retrograde: b.retrograde,
      houseFromMoon: houseFrom(point.sign, moonSign),
      houseFromLagna: houseFrom(point.sign, lagnaSign),
    };
  });
  const saturn = bodies.find((b) => b.name === 'Saturn')!;
  return {
    utcMs, utc: new Date(utcMs).toISOString(), ayanamsa: snapshot.ayanamsa,
    bodies, sadeSati: sadeSatiFor(saturn.sign, moonSign),
  };
}
