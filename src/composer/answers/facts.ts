/**
 * The facts an answer is judged from, all from the engine: the natal chart as the readings read it,
 * the Vimshottari periods down to the pratyantardasha over the asked time frame, Jupiter's and
 * Saturn's stays over it, and, for a question about a day or a few weeks, each day's panchang at
 * sunrise with the asker's tara bala and chandra bala.
 */
import { addDays } from '../../astro/day-timeline';
import { localStamp, startOfDayMs } from '../../astro/civil-dates';
import { pratyantardashasOf, type DashaPeriod } from '../../astro/dasha';
import { computePanchang } from '../../astro/panchang';
import { signOf } from '../../astro/zodiac';
import { siderealLongitude, type SkyBasis } from '../../astro/transit-events';
import { nakshatraOf } from '../../astro/nakshatra';
import { taraOf } from '../../astro/muhurta-personal';
import { houseFrom } from '../../astro/zodiac';
import type { Timeframe, Topic } from '../../shared/question-topics';
import { firstNameOf } from '../facts/build-facts';
import { natalFacts } from '../facts/natal-facts';
import { stayFactsOf } from '../facts/sky-facts';
import type { DashaSpan, NatalFacts, StayFact } from '../facts/types';
import type { NatalChart, Reader, Subject } from '../input';

/** A question as the composer takes it: what it is about and the period it asks after. */
export interface AskedQuestion {
  topic: Topic;
  timeframe: Timeframe;
}

/** Whose chart answers, where the asker reads (dates are written on that calendar), and when they ask. */
export interface AnswerInput {
  profile: Subject;
  birth: NatalChart;
  reader: Reader;
  now: Date;
  /** Whose chart it is: the asker's own (the default), or a saved person's, whom the answer speaks of by name. */
  about?: 'self' | 'person';
}

/** A stretch in which the mahadasha, antardasha, pratyantardasha and Jupiter's and Saturn's signs do not change. */
export interface Segment {
  startMs: number;
  endMs: number;
  md: DashaSpan;
  ad: DashaSpan;
  pd: DashaSpan;
  jupiter: StayFact | null;
  saturn: StayFact | null;
}

/** A day's panchang at sunrise at the reader's place, and what it is for the asker's birth Moon. */
export interface DayCheck {
  date: string;
  /** Sunrise (or 06:00 where the Sun does not rise), local clock. */
  time: string;
  atMs: number;
  nakshatra: number;
  /** 1 Janma … 9 Parama Mitra, counted from the birth nakshatra. */
  tara: number;
  moonSign: number;
  /** The Moon's sign counted from the birth Moon's sign. */
  chandraHouse: number;
  tithi: number;
  yoga: number;
  weekday: number;
}

export interface AnswerFacts {
  topic: Topic;
  person: { firstName: string; gender: 'male' | 'female'; timeKnown: boolean; approximate: boolean; self: boolean };
  zone: string;
  place: string;
  /** The asked frame, begun no earlier than the day of asking. `passed`: it ended before that day. */
  frame: { start: string; end: string; kind: Timeframe['kind']; startMs: number; endMs: number; asked: string; passed: boolean };
  natal: NatalFacts;
  /** The periods running at the start of the frame; null outside the 120-year cycle. */
  running: { md: DashaSpan; ad: DashaSpan; pd: DashaSpan } | null;
  segments: Segment[];
  /** Each day's check, for timing questions over at most `DAY_BY_DAY` days. */
  days: DayCheck[];
}

/** Timing questions over at most this many days are answered day by day, from the panchang. */
export const DAY_BY_DAY = 62;

function span(p: DashaPeriod, zone: string): DashaSpan {
  // A period's last day is the day its final instant falls on.
  return { lord: p.lord, start: localStamp(p.startMs, zone).date, end: localStamp(p.endMs - 1, zone).date, startMs: Math.round(p.startMs), endMs: Math.round(p.endMs) };
}

/** The pratyantardashas overlapping [fromMs, toMs), with their antardasha and mahadasha. */
function dashaRuns(birth: NatalChart, fromMs: number, toMs: number, zone: string): { md: DashaSpan; ad: DashaSpan; pd: DashaSpan }[] {
  const out: { md: DashaSpan; ad: DashaSpan; pd: DashaSpan }[] = [];
  for (const m of birth.dashas.mahadashas) {
    if (m.endMs <= fromMs || m.startMs >= toMs) continue;
    for (const a of m.antardashas) {
      if (a.endMs <= fromMs || a.startMs >= toMs) continue;
      for (const p of pratyantardashasOf(a)) {
        if (p.endMs <= fromMs || p.startMs >= toMs) continue;
        out.push({ md: span(m, zone), ad: span(a, zone), pd: span(p, zone) });
      }
    }
  }
  return out;
}

const stayAt = (stays: readonly StayFact[], ms: number): StayFact | null =>
  stays.find((s) => (s.entered?.atMs ?? -Infinity) <= ms && ms < (s.left?.atMs ?? Infinity)) ?? null;

/** The day at sunrise where the reader lives, the Moon counted in the zodiac of their chart (its tara and chandra bala are theirs). */
function dayCheck(date: string, reader: Reader, natal: NatalFacts, basis: SkyBasis): DayCheck {
  const p = computePanchang(date, reader.place);
  const moon = siderealLongitude('Moon', p.atMs, basis);
  const moonSign = signOf(moon);
  const nakshatra = nakshatraOf(moon).index;
  return {
    date, time: localStamp(p.atMs, reader.place.timezone).time, atMs: p.atMs,
    nakshatra, tara: taraOf(natal.moon.nakshatraIndex, nakshatra),
    moonSign, chandraHouse: houseFrom(moonSign, natal.moon.sign),
    tithi: p.tithi.number, yoga: p.yoga.number, weekday: p.vara.index,
  };
}

export function answerFacts(question: AskedQuestion, { profile, birth, reader, now, about }: AnswerInput): AnswerFacts {
  const zone = reader.place.timezone;
  const asked = localStamp(now.getTime(), zone).date;
  const tf = question.timeframe;
  const passed = tf.end < asked;
  const start = tf.start < asked && !passed ? asked : tf.start;
  const startMs = start === asked ? now.getTime() : startOfDayMs(start, zone);
  const endMs = startOfDayMs(addDays(tf.end, 1), zone);
  const natal = natalFacts(birth.chart);
  const frame = { start, end: tf.end, kind: tf.kind, startMs, endMs, asked, passed };

  const runs = passed ? [] : dashaRuns(birth, startMs, endMs, zone);
  const jupiter = passed ? [] : stayFactsOf(birth.chart, 'Jupiter', startMs, endMs, zone);
  const saturn = passed ? [] : stayFactsOf(birth.chart, 'Saturn', startMs, endMs, zone);
  // Cut the frame wherever a pratyantardasha ends or Jupiter or Saturn changes sign.
  const cuts = new Set<number>([startMs, endMs]);
  for (const r of runs) for (const ms of [r.pd.startMs, r.pd.endMs]) if (ms > startMs && ms < endMs) cuts.add(ms);
  for (const s of [...jupiter, ...saturn]) for (const ms of [s.entered?.atMs, s.left?.atMs]) if (ms !== undefined && ms > startMs && ms < endMs) cuts.add(ms);
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const mid = (a + b) / 2;
    const run = runs.find((r) => r.pd.startMs <= mid && mid < r.pd.endMs);
    if (!run) continue;
    segments.push({ startMs: a, endMs: b, ...run, jupiter: stayAt(jupiter, mid), saturn: stayAt(saturn, mid) });
  }
  const first = segments[0];
  const days: DayCheck[] = [];
  if (question.topic === 'timing' && !passed) {
    const count = Math.round((endMs - startOfDayMs(start, zone)) / 86_400_000);
    if (count <= DAY_BY_DAY) for (let d = start; d <= tf.end; d = addDays(d, 1)) days.push(dayCheck(d, reader, natal, birth.chart.input));
  }
  return {
    topic: question.topic,
    person: { firstName: firstNameOf(profile.name), gender: profile.gender === 'male' ? 'male' : 'female', timeKnown: birth.timeKnown, approximate: birth.approximate, self: about !== 'person' },
    zone, place: reader.place.label, frame, natal,
    running: first ? { md: first.md, ad: first.ad, pd: first.pd } : null,
    segments, days,
  };
}
