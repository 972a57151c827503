/**
 * The sky of a week, a month or a year that every sign's rashifal for that span reads, computed
 * once per span: India's civil days at Ujjain (as the daily, sky.ts). The span's bounds, the Moon's
 * sign changes through it (week and month), every ingress and station of the other grahas in it,
 * the signs they hold as it begins, its festivals (week and month) and its eclipses (month, year).
 */
import { startOfDayMs } from '../../astro/civil-dates';
import { addDays } from '../../astro/day-timeline';
import { eclipsesOver, type Eclipse } from '../../astro/eclipses';
import { observancesOn, type Observance } from '../../astro/festivals';
import { computePanchang } from '../../astro/panchang';
import { periodEvents, scanGraha, siderealLongitude, type RawEvent, type RawIngress } from '../../astro/transit-events';
import { signOf, type Graha } from '../../astro/zodiac';
import { RASHIFAL_PLACE, assertRashifalDate } from './sky';

export type RashifalPeriod = 'daily' | 'weekly' | 'monthly' | 'yearly';
export type SpanPeriod = Exclude<RashifalPeriod, 'daily'>;
export const RASHIFAL_PERIODS: readonly RashifalPeriod[] = ['daily', 'weekly', 'monthly', 'yearly'];

/** The grahas whose ingresses and stations a span reports; Ketu mirrors Rahu. */
export const SPAN_GRAHAS = ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Rahu'] as const satisfies readonly Graha[];
export type SpanGraha = (typeof SPAN_GRAHAS)[number];

/**
 * The civil dates a span covers, first and last inclusive: the Monday-to-Sunday week holding the
 * date (ISO 8601, as Indian calendars and weekly columns run), the civil month, the civil year.
 */
export function spanOf(period: SpanPeriod, date: string): { start: string; end: string } {
  assertRashifalDate(date);
  const [y, m] = date.split('-').map(Number) as [number, number];
  if (period === 'weekly') {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const start = addDays(date, -((weekday + 6) % 7));
    return { start, end: addDays(start, 6) };
  }
  if (period === 'monthly') {
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const mm = String(m).padStart(2, '0');
    return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
  }
  return { start: `${y}-01-01`, end: `${y}-12-31` };
}

/** One stretch of the Moon in one sign; null ends lie outside the span. */
export interface SpanStretch {
  sign: number;
  fromMs: number | null;
  toMs: number | null;
}

export interface DatedObservance {
  date: string;
  observance: Observance;
}

export interface SpanSky {
  period: SpanPeriod;
  start: string;
  end: string;
  startMs: number;
  /** Midnight ending the span's last day. */
  endMs: number;
  /** The Moon's signs through the span (week and month; empty for a year). */
  moon: SpanStretch[];
  /** Each reported graha's sign as the span begins. */
  signs: Record<SpanGraha, number>;
  /** Ingresses and stations of the reported grahas inside the span, in time order. */
  events: RawEvent[];
  /** Festivals, fasts and Sankrantis at Ujjain, by date (week and month; empty for a year). */
  observances: DatedObservance[];
  /**
   * Eclipses peaking in the span (month and year), with the sign each falls in: the lunar ones with
   * an umbral phase, seen in India or not, and the solar ones whose partial phase reaches India.
   * A penumbral lunar eclipse is left out, as the almanacs do: no shadow bites and no sutak is kept.
   */
  eclipses: Array<Eclipse & { sign: number }>;
  /** Each day's Ujjain sunrise with its weekday and the Moon's sign and nakshatra then (week and month). */
  sunrises: DaySunrise[];
}

export interface DaySunrise {
  date: string;
  atMs: number;
  weekday: number;
  moonSign: number;
  nakshatra: number;
}

/** The Moon's stretches in [startMs, endMs), from its ingresses. */
function moonStretches(startMs: number, endMs: number): SpanStretch[] {
  const ingresses = scanGraha('Moon', startMs, endMs).filter((e): e is RawIngress => e.kind === 'ingress');
  const stretches: SpanStretch[] = [];
  let from: number | null = null;
  let sign = signOf(siderealLongitude('Moon', startMs));
  for (const i of ingresses) {
    stretches.push({ sign, fromMs: from, toMs: i.atMs });
    from = i.atMs;
    sign = i.toSign;
  }
  stretches.push({ sign, fromMs: from, toMs: null });
  return stretches;
}

/**
 * An eclipse's sign: where the Moon stands at its peak. At a solar eclipse the Sun is in the
 * same sign (they are in conjunction); at a lunar one the Moon is opposite the Sun, and the
 * almanacs name the Moon's sign ("grahan in Simha rashi").
 */
const eclipseSign = (e: Eclipse) => signOf(siderealLongitude('Moon', e.peakMs));

export function spanSky(period: SpanPeriod, date: string): SpanSky {
  const { start, end } = spanOf(period, date);
  const tz = RASHIFAL_PLACE.timezone;
  const startMs = startOfDayMs(start, tz);
  const endMs = startOfDayMs(addDays(end), tz);
  const dates: string[] = [];
  if (period !== 'yearly') for (let d = start; d <= end; d = addDays(d)) dates.push(d);
  const signs = Object.fromEntries(SPAN_GRAHAS.map((g) => [g, signOf(siderealLongitude(g, startMs))])) as Record<SpanGraha, number>;
  return {
    period,
    start,
    end,
    startMs,
    endMs,
    moon: period === 'yearly' ? [] : moonStretches(startMs, endMs),
    signs,
    events: periodEvents(SPAN_GRAHAS, startMs, endMs),
    observances: dates.flatMap((d) => observancesOn(d, RASHIFAL_PLACE).map((observance) => ({ date: d, observance }))),
    sunrises: dates.map((d) => {
      const p = computePanchang(d, RASHIFAL_PLACE);
      return { date: d, atMs: p.atMs, weekday: p.vara.index, moonSign: signOf(siderealLongitude('Moon', p.atMs)), nakshatra: p.nakshatra.index };
    }),
    eclipses: period === 'weekly' ? [] : eclipsesOver(RASHIFAL_PLACE, startMs, endMs).filter((e) => e.type !== 'penumbral' && e.peakMs >= startMs && e.peakMs < endMs).map((e) => ({ ...e, sign: eclipseSign(e) })),
  };
}
