import type { Chart } from '../../astro/chart';
import { bodyOf } from '../../astro/chart';
import { computeTransits, sadeSatiFor } from '../../astro/transits';
import { periodEvents } from '../../astro/transit-events';
import type { RawEvent, SkyBasis } from '../../astro/transit-events';
import { transitStays } from '../../astro/transit-stays';
import { tithisOver } from '../../astro/festivals';
import { ashtakavargaOf, transitBindus, type Ashtakavarga } from '../../astro/ashtakavarga';
import type { Planet } from '../../astro/ephemeris';
import { houseFrom } from '../../astro/zodiac';
import type { Graha } from '../../astro/zodiac';
import { localStamp } from '../../astro/civil-dates';
import type { MoonSegment, PeriodFacts, SkyFacts, Stamp, StayFact, TransitEventFact } from './types';

/** The grahas whose stays a reading describes: they set the season of any period. */
export const SLOW_GRAHAS: readonly Graha[] = ['Jupiter', 'Saturn', 'Rahu', 'Ketu'];
/** The grahas whose ingresses and stations a span reading dates (the Moon has its own day-by-day facts). */
export const MOVING_GRAHAS: readonly Graha[] = ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
/** The grahas that change sign within weeks (the Moon within days): a period reading follows them sign by sign. */
export const FAST_GRAHAS: readonly Graha[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];

const stamp = (ms: number, zone: string): Stamp => ({ atMs: ms, ...localStamp(ms, zone) });

/** The birth chart's ashtakavarga, made once per chart; null without a birth time. */
const ashtakavargas = new WeakMap<Chart, Ashtakavarga | null>();
function ashtakavargaFor(chart: Chart): Ashtakavarga | null {
  if (!ashtakavargas.has(chart)) ashtakavargas.set(chart, chart.moonBased ? null : ashtakavargaOf(chart));
  return ashtakavargas.get(chart)!;
}

/** A graha's stays in the signs it holds between two instants, counted from the natal Moon and lagna, with its bindus there. */
export function stayFactsOf(chart: Chart, g: Graha, from: number, to: number, zone: string): StayFact[] {
  const moonSign = bodyOf(chart, 'Moon').sign;
  const lagnaSign = chart.ascendant.sign;
  const av = g === 'Rahu' || g === 'Ketu' ? null : ashtakavargaFor(chart);
  return transitStays(g, from, to, chart.input).map((s): StayFact => ({
    graha: g, sign: s.sign,
    houseFromMoon: houseFrom(s.sign, moonSign), houseFromLagna: houseFrom(s.sign, lagnaSign),
    entered: s.enteredMs === null ? null : stamp(s.enteredMs, zone),
    left: s.leftMs === null ? null : stamp(s.leftMs, zone),
    enteredRetrograde: s.enteredRetrograde ?? false,
    returning: s.returning,
    coversPeriod: s.coversWindow,
    stations: s.stations.map((st) => ({ ...stamp(st.atMs, zone), turns: st.station })),
    bindus: av ? transitBindus(av, g as Planet, s.sign).bindus : null,
  }));
}

/**
 * The sky over a period, in the chart's zodiac: where everything stands at its start, the slow grahas' stays (with
 * their real entries and exits, retrograde loops included) over the period — or over the outlook
 * for natal readings — and the ingresses and stations inside the period.
 */
export function skyFacts(chart: Chart, period: PeriodFacts): SkyFacts {
  const zone = period.timeZone;
  const basis: SkyBasis = { ayanamsa: chart.input.ayanamsa, node: chart.input.node };
  const moonSign = bodyOf(chart, 'Moon').sign;
  const lagnaSign = chart.ascendant.sign;
  // A natal reading's month began before it was asked: "now" is the moment of asking.
  const nowMs = period.kind === 'natal' ? period.askedMs : period.startMs;
  const transits = computeTransits(chart, nowMs);
  const start = Object.fromEntries(transits.bodies.map((b) => [b.name, { sign: b.sign, houseFromMoon: b.houseFromMoon, houseFromLagna: b.houseFromLagna, retrograde: b.retrograde }])) as SkyFacts['start'];

  const stayEnd = period.kind === 'natal' ? period.outlookEndMs : period.endMs;
  const stayFacts = (g: Graha, from: number, to: number): StayFact[] => stayFactsOf(chart, g, from, to, zone);
  const stays: SkyFacts['stays'] = {};
  for (const g of SLOW_GRAHAS) stays[g] = stayFacts(g, nowMs, stayEnd);
  // A fast graha is judged by where it really is inside the period, not where it stood on day 1.
  const fast: SkyFacts['fast'] = {};
  if (period.kind !== 'natal') for (const g of FAST_GRAHAS) fast[g] = stayFacts(g, period.startMs, period.endMs);

  const grahas = period.kind === 'natal' ? [] : period.kind === 'day' ? [] : MOVING_GRAHAS;
  const events = periodEvents(grahas, period.startMs, period.endMs, basis).map((e) => eventFact(e, moonSign, lagnaSign, zone, basis));
  const moon: MoonSegment[] = [];
  if (period.kind === 'span' && period.days <= 31) {
    let open: MoonSegment = { index: start.Moon.sign, start: null, end: null };
    for (const e of periodEvents(['Moon'], period.startMs, period.endMs, basis)) {
      if (e.kind !== 'ingress') continue;
      moon.push({ ...open, end: stamp(e.atMs, zone) });
      open = { index: e.toSign, start: stamp(e.atMs, zone), end: null };
    }
    moon.push(open);
  }
  const tithis = period.kind === 'span' && period.days <= 31
    ? tithisOver(period.startMs, period.endMs).map((t) => ({ number: t.number, startMs: t.startMs, endMs: t.endMs }))
    : undefined;
  const saturn = start.Saturn;
  const sade = sadeSatiFor(saturn.sign, moonSign);
  return { basis, start, stays, fast, events, sadeSati: { running: sade.running, phase: sade.phase, saturnHouseFromMoon: saturn.houseFromMoon }, moon, ...(tithis ? { tithis } : {}) };
}

/** Longer than any retrograde spell (Saturn's, the longest, runs about 140 days). */
const SPELL_SEARCH_DAYS = 160;
const DAY_MS = 86_400_000;

/** The direct station that ends the retrograde spell a station begins: a spell runs station to station. */
function spellEnd(e: RawEvent, basis: SkyBasis, zone: string): Stamp | null {
  const direct = periodEvents([e.graha], e.atMs + 1, e.atMs + SPELL_SEARCH_DAYS * DAY_MS, basis).find((x) => x.kind === 'station' && x.station === 'direct');
  return direct ? stamp(direct.atMs, zone) : null;
}

function eventFact(e: RawEvent, moonSign: number, lagnaSign: number, zone: string, basis: SkyBasis): TransitEventFact {
  const toSign = e.kind === 'ingress' ? e.toSign : e.sign;
  return {
    ...stamp(e.atMs, zone), kind: e.kind, graha: e.graha,
    fromSign: e.kind === 'ingress' ? e.fromSign : e.sign, toSign,
    retrograde: e.kind === 'ingress' ? e.retrograde : e.station === 'retrograde',
    houseFromMoon: houseFrom(toSign, moonSign), houseFromLagna: houseFrom(toSign, lagnaSign),
    ...(e.kind === 'station' && e.station === 'retrograde' ? { directAt: spellEnd(e, basis, zone) } : {}),
  };
}

