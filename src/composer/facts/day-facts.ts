import type { Chart } from '../../astro/chart';
import { almanacFor } from '../../astro/almanac';
import { dayTimeline, moonConjunctions } from '../../astro/day-timeline';
import type { Span } from '../../astro/day-timeline';
import { observancesOn } from '../../astro/festivals';
import { computeKaal, localClock, type KaalPeriod } from '../../astro/kaal';
import { luckyFor } from '../../astro/lucky';
import { computePanchang } from '../../astro/panchang';
import type { PanchangPlace } from '../../astro/panchang';
import { GRAHAS } from '../../astro/zodiac';
import { VARA_LORDS } from '../judgement/classics';
import { localStamp } from '../../astro/civil-dates';
import type { LunarMonthConvention } from '../../shared/residence';
import type { DayFacts, KaalFacts, MoonSegment, Observance, Stamp } from './types';

export interface DayPlace extends PanchangPlace {
  label: string;
}

/**
 * One civil day at the reader's place (where they live now), over the whole day: the Moon's signs and nakshatras with the
 * instants they change, the tithis with their end times, the Moon's exact passes over natal
 * grahas, the kaal periods and Abhijit muhurta, the choghadiya and the moonrise, the day's fasts and festivals, and its lucky
 * colour and number.
 */
export function dayFacts(chart: Chart, date: string, place: DayPlace, askedAtMs: number, lunarMonth: LunarMonthConvention = 'amanta'): DayFacts {
  const zone = place.timezone;
  // The Moon's signs and nakshatras in the reader's zodiac: tara and chandra bala count from their natal Moon.
  const timeline = dayTimeline(date, place, chart.input);
  const at = (ms: number): Stamp => ({ atMs: ms, ...localStamp(ms, zone) });
  const segment = (s: Span & { index: number }): MoonSegment => ({ index: s.index, start: s.startMs === null ? null : at(s.startMs), end: s.endMs === null ? null : at(s.endMs) });
  const panchang = computePanchang(date, place);
  const kaal = computeKaal(date, place);
  const targets = GRAHAS.filter((g) => g !== 'Moon').map((g) => ({ key: g, longitude: chart.bodies.find((b) => b.name === g)!.longitude }));
  const conjunctions = moonConjunctions(timeline.startMs, timeline.endMs, targets, chart.input)
    .map((c) => ({ graha: GRAHAS.find((g) => g === c.key)!, at: at(c.atMs) }))
    .sort((a, b) => a.at.atMs - b.at.atMs);
  const observances: Observance[] = observancesOn(date, place, lunarMonth).map((o) => ({ key: o.key, name: o.name, kind: o.kind }));
  const lucky = luckyFor(panchang.vara.index, panchang.nakshatra.index);
  const almanac = almanacFor(date, place);
  const choghadiya = almanac.choghadiya
    ? [...almanac.choghadiya.day.map((p) => ({ ...p, night: false })), ...almanac.choghadiya.night.map((p) => ({ ...p, night: true }))]
      .map((p) => ({ name: p.name, nature: p.nature, night: p.night, startMs: p.startMs, endMs: p.endMs, start: p.start, end: p.end }))
    : [];
  const moonrise = almanac.moonriseMs === null ? null
    : { time: localClock(almanac.moonriseMs, zone), nextDay: localStamp(Math.round(almanac.moonriseMs / 60_000) * 60_000, zone).date !== date };
  return {
    date,
    startMs: timeline.startMs,
    endMs: timeline.endMs,
    weekday: panchang.vara.index,
    varaLord: VARA_LORDS[panchang.vara.index]!,
    place: place.label,
    kaal: kaalFacts(kaal, zone, almanac.nallaNeram?.day ?? []),
    moonSigns: timeline.moonSigns.map((s) => segment({ ...s, index: s.sign })),
    moonNakshatras: timeline.nakshatras.map(segment),
    tithis: timeline.tithis.map((t) => ({ number: t.number, end: t.endMs === null ? null : at(t.endMs) })),
    yoga: { number: panchang.yoga.number },
    karana: panchang.karana.name,
    conjunctions,
    observances,
    lucky: { colour: lucky.colour.key, colourFrom: lucky.colour.lord, number: lucky.number.value, numberFrom: lucky.number.lord, nakshatra: panchang.nakshatra.index },
    choghadiya,
    moonrise,
    asked: { atMs: askedAtMs, time: localClock(askedAtMs, zone) },
  };
}

function kaalFacts(k: ReturnType<typeof computeKaal>, zone: string, nallaNeram: readonly KaalPeriod[]): KaalFacts | null {
  if (!k.rahuKaal || !k.yamaganda || !k.gulikaKaal || !k.abhijit || k.sunriseMs === null || k.sunsetMs === null) return null;
  const span = (p: { start: string; end: string }) => ({ start: p.start, end: p.end });
  return {
    sunrise: localStamp(k.sunriseMs, zone).time, sunset: localStamp(k.sunsetMs, zone).time,
    rahu: span(k.rahuKaal), yamaganda: span(k.yamaganda), gulika: span(k.gulikaKaal),
    abhijit: { ...span(k.abhijit), used: k.abhijit.inUse },
    nallaNeram: nallaNeram.map(span),
  };
}
