/**
 * Assembles the facts of one reading from the stored profile and its chart. The chart is the
 * birth place's; the period is counted on the calendar of the place the reader lives now, the
 * days of the daily and weekly readings are judged over that place's civil days, and every date
 * and time is written in its zone (docs/decisions/023).
 */
import type { ReadingType } from '../../shared/reading-types';
import { readingPeriod } from '../reading-period';
import { addDays } from '../../astro/day-timeline';
import { addMonths, localStamp, startOfDayMs } from '../../astro/civil-dates';
import type { NatalChart, Reader, Subject } from '../input';
import { dashaFacts } from './dasha-facts';
import { dayFacts } from './day-facts';
import { natalFacts } from './natal-facts';
import { skyFacts } from './sky-facts';
import type { LifeStage, PeriodFacts, PersonFacts, ReadingFacts } from './types';

export interface ReadingFactsInput {
  // Readings are the account holder's; the chart page's daily advice reads a saved person's too.
  profile: Subject;
  birth: NatalChart;
  readingType: ReadingType;
  now: Date;
  /** How many readings the reader has already received; none when not known. */
  readingsBefore?: number;
  /** Whose day and calendar: the account holder's residence, or the birth place they live in. */
  reader: Reader;
}

/** How far ahead the natal readings date their windows. */
const OUTLOOK_MONTHS: Partial<Record<ReadingType, number>> = { career: 36, love: 36, life: 36, health: 12 };

export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || 'friend';
}

function periodFacts(readingType: ReadingType, now: Date, zone: string): PeriodFacts {
  const p = readingPeriod(readingType, now, zone);
  const outlook = OUTLOOK_MONTHS[readingType];
  const kind = readingType === 'daily' ? 'day' : outlook ? 'natal' : 'span';
  // Inside its period, a reading is asked on its first day or later (a natal reading's month began earlier).
  const askedMs = Math.max(now.getTime(), p.startMs);
  const asked = localStamp(askedMs, zone).date;
  const outlookAfter = outlook ? addMonths(asked, outlook) : addDays(p.end, 1);
  return {
    kind, timeZone: zone, start: p.start, end: p.end, startMs: p.startMs, endMs: p.endMs, days: p.days, asked, askedMs,
    outlookEnd: addDays(outlookAfter, -1), outlookEndMs: startOfDayMs(outlookAfter, zone),
  };
}

/** Whole years between a birth date and a day. */
function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y! - by! - (m! < bm! || (m === bm && d! < bd!) ? 1 : 0);
}

export function lifeStageOf(age: number): LifeStage {
  if (age < 22) return 'student';
  if (age < 30) return 'early-career';
  if (age < 42) return 'establishing';
  if (age < 56) return 'midlife';
  if (age < 70) return 'mature';
  return 'elder';
}

function personFacts(profile: Subject, birth: ReadingFactsInput['birth'], period: PeriodFacts, readingsBefore: number): PersonFacts {
  const age = Math.max(0, ageOn(profile.birthDate, period.start));
  return {
    name: profile.name, firstName: firstNameOf(profile.name), gender: profile.gender === 'male' ? 'male' : 'female',
    birthDate: profile.birthDate, birthTime: profile.birthTime,
    birthPlace: [profile.birthLocation.city, profile.birthLocation.country].filter(Boolean).join(', '),
    age, stage: lifeStageOf(age), approximate: birth.approximate, timeKnown: birth.timeKnown, readingsBefore,
  };
}

export function buildReadingFacts({ profile, birth, readingType, now, readingsBefore = 0, reader }: ReadingFactsInput): ReadingFacts {
  const period = periodFacts(readingType, now, reader.place.timezone);
  const chart = birth.chart;
  const place = reader.place;
  const dayCount = readingType === 'daily' ? 1 : readingType === 'weekly' ? 7 : 0;
  return {
    version: 2,
    readingType,
    person: personFacts(profile, birth, period, readingsBefore),
    period,
    natal: natalFacts(chart),
    dasha: dashaFacts(birth.dashas, period),
    sky: skyFacts(chart, period),
    days: Array.from({ length: dayCount }, (_, i) => dayFacts(chart, addDays(period.start, i), place, now.getTime(), reader.lunarMonth)),
  };
}
