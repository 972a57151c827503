/**
 * Eclipses as an almanac lists them for a place: their kind, their local contacts and whether
 * they are seen there, with the sutak that comes before a seen eclipse.
 *
 * Sutak begins four prahars (12 h) before a solar eclipse and three (9 h) before a lunar one, the
 * Dharmasindhu's rule and the almanacs' practice. Only an eclipse seen at the place has a sutak;
 * a penumbral lunar eclipse (the Moon dims but no shadow bites) has none, and almanacs list it
 * as not observed. Times are astronomy-engine's, good to a minute or two against NASA's
 * catalogue of eclipses.
 */
import { Body, Equator, Horizon, NextLunarEclipse, Observer, SearchLocalSolarEclipse, SearchLunarEclipse } from 'astronomy-engine';
import type { PanchangPlace } from './panchang';
import { astroTime } from './sidereal-positions';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type EclipseKind = 'solar' | 'lunar';
/** How much of the disc is covered at the peak, as seen from the place (solar) or anywhere (lunar). */
export type EclipseType = 'total' | 'annular' | 'partial' | 'penumbral';

export interface Eclipse {
  kind: EclipseKind;
  type: EclipseType;
  /** The contacts: the partial phase's start and end (the penumbral for a penumbral eclipse), and the peak. */
  startMs: number;
  peakMs: number;
  endMs: number;
  /** Above the horizon at the place at some contact. */
  seen: boolean;
  /** The sutak's start, for an eclipse seen at the place; null otherwise. */
  sutakStartMs: number | null;
}

/** Sutak lengths before the first contact. */
export const SUTAK_HOURS: Readonly<Record<EclipseKind, number>> = { solar: 12, lunar: 9 };

function aboveHorizon(body: Body, ms: number, observer: Observer): boolean {
  const eq = Equator(body, astroTime(ms), observer, true, true);
  return Horizon(astroTime(ms), observer, eq.ra, eq.dec, 'normal').altitude > 0;
}

function lunarEclipses(observer: Observer, fromMs: number, toMs: number): Eclipse[] {
  const out: Eclipse[] = [];
  for (let e = SearchLunarEclipse(astroTime(fromMs - 2 * DAY_MS)); e.peak.date.getTime() < toMs + DAY_MS; e = NextLunarEclipse(e.peak)) {
    const peakMs = e.peak.date.getTime();
    // Semi-durations in minutes: the umbral phase for partial and total, the penumbral otherwise.
    const half = (e.kind === 'penumbral' ? e.sd_penum : e.sd_partial) * 60_000;
    const startMs = peakMs - half;
    const endMs = peakMs + half;
    const seen = [startMs, peakMs, endMs].some((ms) => aboveHorizon(Body.Moon, ms, observer));
    const observed = seen && e.kind !== 'penumbral';
    out.push({ kind: 'lunar', type: e.kind, startMs, peakMs, endMs, seen, sutakStartMs: observed ? startMs - SUTAK_HOURS.lunar * HOUR_MS : null });
  }
  return out;
}

function solarEclipses(observer: Observer, fromMs: number, toMs: number): Eclipse[] {
  const out: Eclipse[] = [];
  for (let ms = fromMs - 2 * DAY_MS; ms < toMs + DAY_MS; ) {
    const e = SearchLocalSolarEclipse(astroTime(ms), observer);
    const startMs = e.partial_begin.time.date.getTime();
    if (startMs > toMs + DAY_MS) break;
    const endMs = e.partial_end.time.date.getTime();
    const seen = [e.partial_begin, e.peak, e.partial_end].some((contact) => contact.altitude > 0);
    out.push({ kind: 'solar', type: e.kind, startMs, peakMs: e.peak.time.date.getTime(), endMs, seen, sutakStartMs: seen ? startMs - SUTAK_HOURS.solar * HOUR_MS : null });
    ms = endMs + DAY_MS;
  }
  return out;
}

/**
 * The eclipses whose contacts touch [fromMs, toMs) — every lunar eclipse (seen at the place or
 * not) and the solar eclipses visible from somewhere near enough for the place to see a partial
 * phase — in time order.
 */
export function eclipsesOver(place: PanchangPlace, fromMs: number, toMs: number): Eclipse[] {
  const observer = new Observer(place.latitude, place.longitude, 0);
  return [...lunarEclipses(observer, fromMs, toMs), ...solarEclipses(observer, fromMs, toMs)]
    .filter((e) => e.endMs > fromMs && e.startMs < toMs)
    .sort((a, b) => a.startMs - b.startMs);
}
