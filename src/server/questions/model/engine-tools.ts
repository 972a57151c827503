/**
 * What the model may look up, as pure functions over the engine: each takes a chart (and a range
 * or a day) and returns plain JSON with English names and ISO dates, so the model quotes the
 * engine's facts rather than recalling astrology. Dates are civil dates in the asker's zone, the
 * calendar the built-in answer writes them on; a period's last day is the day its final instant
 * falls on, as the composer states it.
 */
import { bodyOf, type Chart } from '../../../astro/chart';
import { localStamp, startOfDayMs } from '../../../astro/civil-dates';
import { addDays } from '../../../astro/day-timeline';
import { pratyantardashasOf, runningPeriods, type DashaPeriod, type Dashas } from '../../../astro/dasha';
import { matchCharts } from '../../../astro/matching';
import { GOOD_CHANDRA_HOUSES, GOOD_TARAS, TARAS, taraOf } from '../../../astro/muhurta-personal';
import { NAKSHATRAS, nakshatraOf } from '../../../astro/nakshatra';
import { computePanchang } from '../../../astro/panchang';
import { poruthamsOfMatch } from '../../../astro/porutham';
import { siderealLongitude } from '../../../astro/transit-events';
import { transitStays } from '../../../astro/transit-stays';
import { findYogas } from '../../../astro/yogas';
import { houseFrom, SIGN_LORDS, SIGNS, signOf, type Graha } from '../../../astro/zodiac';
import type { NatalChart } from '../../../composer';

export type DashaLevel = 'mahadasha' | 'antardasha' | 'pratyantardasha';

/** A dated stretch of the engine's, as the tools state it and the check accepts it. */
export interface DatedSpan {
  start: string;
  end: string;
}

export interface DashaRow extends DatedSpan {
  level: DashaLevel;
  lord: Graha;
  /** The mahadasha and antardasha it runs under (for antardashas and pratyantardashas). */
  within?: { mahadasha: Graha; antardasha?: Graha };
}

const signName = (s: number) => SIGNS[s]!.english;

/** A dasha period as dates in `zone`: its last day is the day its final instant falls on. */
export function dashaDates(p: DashaPeriod, zone: string): DatedSpan {
  return { start: localStamp(p.startMs, zone).date, end: localStamp(p.endMs - 1, zone).date };
}

/** The lagna, the Moon and each graha's sign, house, nakshatra and state; no lagna without a known birth time. */
export function chartSummary(birth: NatalChart, zone: string, nowMs: number) {
  const chart = birth.chart;
  const moon = bodyOf(chart, 'Moon');
  const running = runningPeriods(birth.dashas, nowMs);
  return {
    lagna: birth.timeKnown ? { sign: signName(chart.ascendant.sign), degree: round(chart.ascendant.degree) } : null,
    housesCountedFrom: birth.timeKnown ? 'lagna' : 'Moon (the birth time is not known)',
    moon: { sign: signName(moon.sign), nakshatra: NAKSHATRAS[moon.nakshatra]!.sanskrit, pada: moon.pada, nakshatraLord: moon.nakshatraLord },
    grahas: chart.bodies.map((b) => ({
      graha: b.name,
      sign: signName(b.sign),
      house: b.house,
      degree: round(b.degree),
      nakshatra: NAKSHATRAS[b.nakshatra]!.sanskrit,
      navamsaSign: signName(b.navamsaSign),
      dignity: b.dignity,
      retrograde: b.retrograde,
      combust: b.combust,
    })),
    runningNow: running
      ? {
          mahadasha: { level: 'mahadasha', lord: running.mahadasha.lord, ...dashaDates(running.mahadasha, zone) },
          antardasha: { level: 'antardasha', lord: running.antardasha.lord, ...dashaDates(running.antardasha, zone) },
          pratyantardasha: { level: 'pratyantardasha', lord: running.pratyantardasha.lord, ...dashaDates(running.pratyantardasha, zone) },
        }
      : null,
  };
}

/** Each house's sign, lord and the lord's place, the occupants, and the yogas the engine finds. */
export function houseLordsAndYogas(chart: Chart) {
  const lagna = chart.ascendant.sign;
  const houses = Array.from({ length: 12 }, (_, i) => {
    const sign = (lagna + i) % 12;
    const lord = SIGN_LORDS[sign]!;
    const l = bodyOf(chart, lord);
    return {
      house: i + 1,
      sign: signName(sign),
      lord,
      lordSign: signName(l.sign),
      lordHouse: l.house,
      occupants: chart.bodies.filter((b) => b.house === i + 1).map((b) => b.name),
    };
  });
  const yogas = findYogas(chart).map((y) => ({ yoga: y.key, grahas: y.grahas, houses: y.houses, strength: y.strength, reasons: y.reasons }));
  return { houses, yogas };
}

/** The periods of one level overlapping [from, to], with what they run under. */
export function dashasInRange(dashas: Dashas, zone: string, from: string, to: string, level: DashaLevel): DashaRow[] {
  const startMs = startOfDayMs(from, zone);
  const endMs = startOfDayMs(addDays(to, 1), zone);
  const overlaps = (p: DashaPeriod) => p.endMs > startMs && p.startMs < endMs;
  const rows: DashaRow[] = [];
  for (const m of dashas.mahadashas.filter(overlaps)) {
    if (level === 'mahadasha') {
      rows.push({ level, lord: m.lord, ...dashaDates(m, zone) });
      continue;
    }
    for (const a of m.antardashas.filter(overlaps)) {
      if (level === 'antardasha') {
        rows.push({ level, lord: a.lord, ...dashaDates(a, zone), within: { mahadasha: m.lord } });
        continue;
      }
      for (const p of pratyantardashasOf(a).filter(overlaps)) rows.push({ level, lord: p.lord, ...dashaDates(p, zone), within: { mahadasha: m.lord, antardasha: a.lord } });
    }
  }
  return rows;
}

/** The grahas the transit tool follows: the slow ones, whose sign changes time events. */
export const SLOW_GRAHAS = ['Jupiter', 'Saturn', 'Rahu', 'Ketu', 'Mars'] as const satisfies readonly Graha[];
export type SlowGraha = (typeof SLOW_GRAHAS)[number];

/** Each graha's stays in signs overlapping [from, to]: entry and exit dates, stations, and the houses from the lagna and the Moon. */
export function transitsInRange(chart: Chart, zone: string, from: string, to: string, grahas: readonly SlowGraha[]) {
  const startMs = startOfDayMs(from, zone);
  const endMs = startOfDayMs(addDays(to, 1), zone);
  const moonSign = bodyOf(chart, 'Moon').sign;
  const date = (ms: number | null) => (ms === null ? null : localStamp(ms, zone).date);
  return grahas.flatMap((g) =>
    transitStays(g, startMs, endMs, chart.input).map((s) => ({
      graha: g,
      sign: signName(s.sign),
      houseFromLagna: chart.moonBased ? null : houseFrom(s.sign, chart.ascendant.sign),
      houseFromMoon: houseFrom(s.sign, moonSign),
      entered: date(s.enteredMs),
      left: date(s.leftMs),
      enteredRetrograde: s.enteredRetrograde,
      stations: s.stations.map((st) => ({ date: date(st.atMs)!, turns: st.station })),
    })),
  );
}

/** A day's panchang at sunrise where the asker lives, with the tara bala and chandra bala for their birth Moon. */
export function panchangOfDay(chart: Chart, place: { latitude: number; longitude: number; timezone: string }, date: string) {
  const p = computePanchang(date, place);
  const birthMoon = bodyOf(chart, 'Moon');
  // The Moon in the asker's zodiac: their tara and chandra bala count from their own birth Moon.
  const moon = siderealLongitude('Moon', p.atMs, chart.input);
  const moonSign = signOf(moon);
  const nakshatra = nakshatraOf(moon).index;
  const tara = taraOf(birthMoon.nakshatra, nakshatra);
  const chandraHouse = houseFrom(moonSign, birthMoon.sign);
  return {
    date,
    sunrise: p.sunrise,
    weekday: p.vara.english,
    tithi: { number: p.tithi.number, name: p.tithi.name, paksha: p.tithi.paksha },
    nakshatra: NAKSHATRAS[nakshatra]!.sanskrit,
    yoga: p.yoga.name,
    karana: p.karana.name,
    moonSign: signName(moonSign),
    taraBala: { tara: TARAS[tara - 1]!, count: tara, favourable: GOOD_TARAS.has(tara) },
    chandraBala: { houseFromBirthMoon: chandraHouse, favourable: GOOD_CHANDRA_HOUSES.has(chandraHouse) },
  };
}

/** Kundli milan of the asker with a saved person: the ashtakoota score and the ten poruthams. */
export function matchWith(asker: { chart: Chart; gender: 'male' | 'female' | null }, other: { chart: Chart; gender: 'male' | 'female' | null }) {
  const m = matchCharts({ chart: asker.chart, gender: asker.gender }, { chart: other.chart, gender: other.gender });
  const p = poruthamsOfMatch(m);
  return {
    ashtakoota: {
      total: m.total,
      max: m.max,
      verdict: m.verdict,
      kootas: Object.fromEntries(Object.entries(m.kootas).map(([k, v]) => [k, { points: v.points, max: v.max }])),
      cancellations: m.cancellations,
    },
    mangalDosha: { asker: m.mangal.a, person: m.mangal.b, mutual: m.mangal.mutual },
    poruthams: { passed: p.passed, total: p.total, verdict: p.verdict, decidedBy: p.decidedBy, each: p.poruthams.map((x) => ({ name: x.name, pass: x.pass })) },
  };
}

const round = (x: number) => Math.round(x * 100) / 100;
