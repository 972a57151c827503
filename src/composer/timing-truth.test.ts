/**
 * Every timed or dated claim a reading makes must be true at the time it states. This test reads
 * readings as a user would — the text only — finds the claims by the shapes the English wording
 * writes them in, and asks the engine whether each holds: the Moon entering a sign or a star at
 * the stated minute, passing over a natal graha, a tithi ending, a graha entering or leaving a
 * sign on the stated date, a station, a dasha starting, a weekday matching its date, the kaal
 * times of the day. It also counts the claims it checked, so it cannot pass by finding none.
 */
import { describe, expect, it } from 'vitest';
import { runningPeriods } from '../astro/dasha';
import { computeKaal } from '../astro/kaal';
import { localToUtc } from '../astro/local-time';
import { NAKSHATRAS, nakshatraOf } from '../astro/nakshatra';
import { tithiOf } from '../astro/panchang';
import type { PanchangPlace } from '../astro/panchang';
import { siderealLongitude } from '../astro/transit-events';
import { SIGNS, signOf } from '../astro/zodiac';
import type { Graha } from '../astro/zodiac';
import { readingTypes } from '../shared/reading-types';
import type { ReadingType } from '../shared/reading-types';
import { composeParagraphs } from './compose-reading';
import { addDays } from '../astro/day-timeline';
import type { ReadingFacts } from './facts/types';
import { PEOPLE, birthOf, factsFor, morePeople } from '../../tests/support/test-profiles';
import type { TestPerson } from '../../tests/support/test-profiles';
import type { Reader } from './input';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SIGN = `(${SIGNS.map((s) => s.english).join('|')})`;
const GRAHA = `(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)`;
const NAK = `(${NAKSHATRAS.map((n) => n.sanskrit).sort((a, b) => b.length - a.length).join('|')})`;
const DATE = `(\\d{1,2} (?:${MONTHS.join('|')})(?: \\d{4})?)`;
const TIME = '(\\d{2}:\\d{2})';
const MONTH = `((?:${MONTHS.join('|')}) \\d{4})`;
/** A name's or a term's plain-words explanation in brackets, as a reading gives it at first use. */
const GLOSS = '(?: \\([^)]*\\))?';
const MINUTE = 60_000;

const signIndex = (name: string) => SIGNS.findIndex((s) => s.english === name);
const nakIndex = (name: string) => NAKSHATRAS.findIndex((n) => n.sanskrit === name);
const sign = (g: Graha, ms: number) => signOf(siderealLongitude(g, ms));

/** 'YYYY-MM-DD' of a written date; a date without a year takes the year that puts it nearest the period. */
function isoOf(written: string, f: ReadingFacts): string {
  const [d, month, y] = written.split(' ');
  const m = String(MONTHS.indexOf(month!) + 1).padStart(2, '0');
  const dd = d!.padStart(2, '0');
  if (y) return `${y}-${m}-${dd}`;
  const years = [Number(f.period.start.slice(0, 4)) - 1, Number(f.period.start.slice(0, 4)), Number(f.period.start.slice(0, 4)) + 1];
  const candidates = years.map((yy) => `${yy}-${m}-${dd}`);
  // A date written without its year belongs to the period (the month lines of a year's reading).
  const last = f.period.kind === 'natal' ? f.period.outlookEnd : f.period.end;
  const inside = candidates.find((c) => c >= f.period.start && c <= last);
  if (inside) return inside;
  const anchor = Date.parse(f.period.start);
  return candidates.sort((a, b) => Math.abs(Date.parse(a) - anchor) - Math.abs(Date.parse(b) - anchor))[0]!;
}

const startOfDay = (iso: string, zone: string) => localToUtc(iso, '00:00', zone).utcMs;
const endOfDay = (iso: string, zone: string) => startOfDay(addDays(iso, 1), zone) - 1;

/** Where a paragraph's local times are read: the reader's place (its zone) and the day. */
interface DayContext {
  zone: string;
  day: string | null;
  place: PanchangPlace;
}

interface Checker {
  name: string;
  pattern: RegExp;
  /** Null when the claim holds, else what is wrong. */
  check(m: RegExpMatchArray, f: ReadingFacts, ctx: DayContext): string | null;
}

/** The Moon is in `to` from `time` on, and was not just before. */
function moonEnters(to: string, time: string, ctx: { zone: string; day: string | null }): string | null {
  if (!ctx.day) return 'no day for a time';
  const at = localToUtc(ctx.day, time, ctx.zone).utcMs;
  const target = signIndex(to);
  // Times are written to the minute: within a minute either side, the Moon changes sign.
  if (sign('Moon', at + MINUTE) !== target) return `Moon not in ${to} at ${ctx.day} ${time}+1m`;
  if (sign('Moon', at - 2 * MINUTE) === target) return `Moon already in ${to} before ${ctx.day} ${time}`;
  return null;
}

const CHECKERS: Checker[] = [
  {
    name: 'moon sign change (daily)',
    pattern: new RegExp(`(?:into|enters|moves into|crosses into|passes into|arrives in) ${SIGN}${GLOSS} at ${TIME}`, 'g'),
    check: (m, f, ctx) => moonEnters(m[1]!, m[2]!, ctx),
  },
  {
    name: 'moon sign until time (daily)',
    pattern: new RegExp(`until ${TIME}, when it (?:enters|moves into|crosses into) ${SIGN}`, 'g'),
    check: (m, f, ctx) => moonEnters(m[2]!, m[1]!, ctx),
  },
  {
    name: 'moon sign after time (daily)',
    pattern: new RegExp(`(?:Until|Up to) ${TIME} the Moon [a-z ]+ ${SIGN}${GLOSS}, [^;]*; (?:then|after that) it (?:enters|moves into) ${SIGN}`, 'g'),
    check: (m, f, ctx) => moonEnters(m[3]!, m[1]!, ctx),
  },
  {
    name: 'moon enters later (daily)',
    pattern: new RegExp(`At ${TIME} the Moon (?:enters|moves into|crosses into) ${SIGN}`, 'gi'),
    check: (m, f, ctx) => moonEnters(m[2]!, m[1]!, ctx),
  },
  {
    name: 'moon sign change (weekly line)',
    pattern: new RegExp(`(?:From|At|By) ${TIME} it (?:is in|moves on to|has crossed into) ${SIGN}`, 'gi'),
    check: (m, f, ctx) => moonEnters(m[2]!, m[1]!, ctx),
  },
  {
    name: 'moon still in a sign before a time',
    pattern: new RegExp(`before ${TIME} it is still in ${SIGN}`, 'gi'),
    check: (m, f, ctx) => {
      if (!ctx.day) return 'no day for a time';
      const at = localToUtc(ctx.day, m[1]!, ctx.zone).utcMs;
      return sign('Moon', at - 2 * MINUTE) === signIndex(m[2]!) && sign('Moon', at + MINUTE) !== signIndex(m[2]!) ? null : `Moon not leaving ${m[2]} at ${m[1]}`;
    },
  },
  {
    name: 'antardasha window by months',
    pattern: new RegExp(`(?:From ${MONTH} to ${MONTH}, your ${GRAHA} antardasha${GLOSS} within the ${GRAHA} mahadasha|The ${GRAHA} antardasha${GLOSS} of your ${GRAHA} mahadasha${GLOSS}, (?:from )?${MONTH} to ${MONTH}|${MONTH} to ${MONTH} (?:brings|marks) your ${GRAHA} antardasha${GLOSS} in the ${GRAHA} mahadasha)`, 'g'),
    check: (m, f, ctx) => {
      const [from, to, ad, md] = m[1] ? [m[1], m[2]!, m[3]!, m[4]!] : m[5] ? [m[7]!, m[8]!, m[5], m[6]!] : [m[9]!, m[10]!, m[11]!, m[12]!];
      const birth = birthOfFacts(f);
      const monthBounds = (written: string) => {
        const [month, year] = written.split(' ');
        const first = `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-01`;
        const next = MONTHS.indexOf(month!) === 11 ? `${Number(year) + 1}-01-01` : `${year}-${String(MONTHS.indexOf(month!) + 2).padStart(2, '0')}-01`;
        return [startOfDay(first, ctx.zone), startOfDay(next, ctx.zone) - 1] as const;
      };
      // The antardasha runs at some moment of the first month and of the last.
      const runsIn = (bounds: readonly [number, number]) => {
        for (let ms = bounds[0]; ms <= bounds[1]; ms += 86_400_000) {
          const r = runningPeriods(birth.dashas, ms);
          if (r?.mahadasha.lord === md && r.antardasha.lord === ad) return true;
        }
        return false;
      };
      if (!runsIn(monthBounds(from))) return `${md}/${ad} is not running in ${from}`;
      if (!runsIn(monthBounds(to))) return `${md}/${ad} is not running in ${to}`;
      return null;
    },
  },
  {
    name: 'transit through a sign between two dates',
    pattern: new RegExp(`${GRAHA}${GLOSS} (?:crosses|moves through) ${SIGN}${GLOSS}, [^.;]*?from ${DATE} to ${DATE}`, 'g'),
    check: (m, f, ctx) => {
      const target = signIndex(m[2]!);
      const a = isoOf(m[3]!, f);
      const b = isoOf(m[4]!, f);
      // Inside the span, and on both of its stated days.
      if (sign(m[1] as Graha, endOfDay(a, ctx.zone)) !== target) return `${m[1]} not in ${m[2]} at the end of ${a}`;
      if (sign(m[1] as Graha, startOfDay(b, ctx.zone)) !== target) return `${m[1]} not in ${m[2]} when ${b} began`;
      return null;
    },
  },
  {
    name: 'chandrashtama window',
    pattern: new RegExp(`from ${DATE} ${TIME} to ${DATE} ${TIME}`, 'g'),
    check: (m, f, ctx) => {
      const eighth = (f.natal.moon.sign + 7) % 12;
      const start = localToUtc(isoOf(m[1]!, f), m[2]!, ctx.zone).utcMs;
      const end = localToUtc(isoOf(m[3]!, f), m[4]!, ctx.zone).utcMs;
      if (sign('Moon', start + MINUTE) !== eighth || sign('Moon', start - 2 * MINUTE) === eighth) return 'the Moon does not enter the 8th from the natal Moon then';
      if (sign('Moon', end - 2 * MINUTE) !== eighth || sign('Moon', end + MINUTE) === eighth) return 'the Moon does not leave the 8th from the natal Moon then';
      return null;
    },
  },
  {
    name: 'moon over natal graha',
    pattern: new RegExp(`${TIME} (?:the Moon passes exactly over|it crosses|it passes over) your natal ${GRAHA}`, 'g'),
    check: (m, f, ctx) => {
      if (!ctx.day) return 'no day';
      const at = localToUtc(ctx.day, m[1]!, ctx.zone).utcMs;
      const natal = f.natal.grahas[m[2] as Graha];
      const birth = birthOfFacts(f);
      const natalLon = birth.chart.bodies.find((b) => b.name === natal.name)!.longitude;
      const d = Math.abs(((siderealLongitude('Moon', at) - natalLon + 540) % 360) - 180);
      return d < 0.05 ? null : `Moon ${d.toFixed(2)}° from natal ${m[2]} at ${m[1]}`;
    },
  },
  {
    name: 'nakshatra begins',
    pattern: new RegExp(`(?:At|After|From) ${TIME} (?:it moves into )?${NAK}`, 'gi'),
    check: (m, f, ctx) => {
      if (!ctx.day) return 'no day';
      const at = localToUtc(ctx.day, m[1]!, ctx.zone).utcMs;
      const n = nakIndex(m[2]!);
      if (nakshatraOf(siderealLongitude('Moon', at + MINUTE)).index !== n) return `Moon not in ${m[2]} after ${m[1]}`;
      if (nakshatraOf(siderealLongitude('Moon', at - 2 * MINUTE)).index === n) return `Moon already in ${m[2]} before ${m[1]}`;
      return null;
    },
  },
  {
    name: 'nakshatra until',
    pattern: new RegExp(`${NAK}${GLOSS} until ${TIME}`, 'g'),
    check: (m, f, ctx) => {
      if (!ctx.day) return 'no day';
      const at = localToUtc(ctx.day, m[2]!, ctx.zone).utcMs;
      const n = nakIndex(m[1]!);
      if (nakshatraOf(siderealLongitude('Moon', at - 2 * MINUTE)).index !== n) return `Moon not in ${m[1]} before ${m[2]}`;
      if (nakshatraOf(siderealLongitude('Moon', at + MINUTE)).index === n) return `Moon still in ${m[1]} after ${m[2]}`;
      return null;
    },
  },
  {
    name: 'tithi until',
    pattern: new RegExp(`(Shukla|Krishna) (\\w+) (?:runs )?until ${TIME}`, 'g'),
    check: (m, f, ctx) => {
      if (!ctx.day) return 'no day';
      const at = localToUtc(ctx.day, m[3]!, ctx.zone).utcMs;
      const elong = (ms: number) => siderealLongitude('Moon', ms) - siderealLongitude('Sun', ms);
      const before = tithiOf(elong(at - 2 * MINUTE));
      const after = tithiOf(elong(at + MINUTE));
      if (before.paksha !== m[1] || before.name !== m[2]) return `tithi before ${m[3]} is ${before.paksha} ${before.name}`;
      if (after.name === m[2] && after.paksha === m[1]) return `tithi still ${m[2]} after ${m[3]}`;
      return null;
    },
  },
  {
    name: 'kaal times',
    pattern: /Rahu kaal,? \(?(\d{2}:\d{2})–(\d{2}:\d{2})/g,
    check: (m, f, ctx) => {
      if (!ctx.day) return 'no day';
      const k = computeKaal(ctx.day, ctx.place);
      return k.rahuKaal?.start === m[1] && k.rahuKaal?.end === m[2] ? null : `Rahu kaal is ${k.rahuKaal?.start}–${k.rahuKaal?.end}`;
    },
  },
  {
    name: 'weekday of a date',
    pattern: new RegExp(`(${WEEKDAYS.join('|')}),? ${DATE}`, 'g'),
    check: (m, f) => {
      const iso = isoOf(m[2]!, f);
      const wd = new Date(`${iso}T12:00:00Z`).getUTCDay();
      return WEEKDAYS[wd] === m[1] ? null : `${m[2]} is a ${WEEKDAYS[wd]}`;
    },
  },
  {
    name: 'graha enters a sign on a date',
    pattern: new RegExp(`(?:${GRAHA}${GLOSS} (?:enters|moves into|crosses into|slips back into|returns to) ${SIGN}${GLOSS}(?: [a-z ]+)? on ${DATE}|On ${DATE},? ${GRAHA}${GLOSS}(?:, [a-z ]+,)? (?:enters|moves into|crosses into|moves|crosses|slips back into|returns to)(?: into)? ${SIGN})`, 'gi'),
    check: (m, f, ctx) => {
      const [g, s, d] = m[1] ? [m[1], m[2]!, m[3]!] : [m[5]!, m[6]!, m[4]!];
      if (g === 'Moon') return null;
      const iso = isoOf(d, f);
      const target = signIndex(s);
      if (sign(g as Graha, endOfDay(iso, ctx.zone)) !== target) return `${g} not in ${s} at the end of ${iso}`;
      if (sign(g as Graha, startOfDay(iso, ctx.zone)) === target) return `${g} already in ${s} when ${iso} began`;
      return null;
    },
  },
  {
    name: 'graha leaves a sign on a date',
    pattern: new RegExp(`(?:${GRAHA}${GLOSS} (?:leaves|moves out of) ${SIGN}${GLOSS} on ${DATE}|On ${DATE},? ${GRAHA}${GLOSS} (?:leaves|moves out of) ${SIGN})`, 'gi'),
    check: (m, f, ctx) => {
      const [g, s, d] = m[1] ? [m[1], m[2]!, m[3]!] : [m[5]!, m[6]!, m[4]!];
      const iso = isoOf(d, f);
      const target = signIndex(s);
      if (sign(g as Graha, startOfDay(iso, ctx.zone)) !== target) return `${g} not in ${s} when ${iso} began`;
      if (sign(g as Graha, endOfDay(iso, ctx.zone)) === target) return `${g} still in ${s} at the end of ${iso}`;
      return null;
    },
  },
  {
    name: 'in a sign since a date until another',
    pattern: new RegExp(`${GRAHA}${GLOSS} has been in ${SIGN}${GLOSS}, [^.]*?since ${DATE}, and stays until ${DATE}|In ${SIGN}${GLOSS} since ${DATE} and there until ${DATE}, ${GRAHA}`, 'g'),
    check: (m, f, ctx) => {
      const [g, s, from, to] = m[1] ? [m[1], m[2]!, m[3]!, m[4]!] : [m[8]!, m[5]!, m[6]!, m[7]!];
      const target = signIndex(s);
      const a = isoOf(from, f);
      const b = isoOf(to, f);
      if (sign(g as Graha, endOfDay(a, ctx.zone)) !== target || sign(g as Graha, startOfDay(a, ctx.zone)) === target) return `${g} did not enter ${s} on ${a}`;
      if (sign(g as Graha, startOfDay(b, ctx.zone)) !== target || sign(g as Graha, endOfDay(b, ctx.zone)) === target) return `${g} does not leave ${s} on ${b}`;
      return null;
    },
  },
  {
    name: 'station on a date',
    pattern: new RegExp(`(?:${GRAHA}${GLOSS} (?:turns|stations) (retrograde|direct)(?: in ${SIGN})? on ${DATE}|On ${DATE},? ${GRAHA}${GLOSS} (?:turns|stations) (retrograde|direct))`, 'gi'),
    check: (m, f, ctx) => {
      const [g, turns, d] = m[1] ? [m[1], m[2]!, m[4]!] : [m[6]!, m[7]!, m[5]!];
      const iso = isoOf(d, f);
      const speed = (ms: number) => ((siderealLongitude(g as Graha, ms + 3 * 3_600_000) - siderealLongitude(g as Graha, ms - 3 * 3_600_000) + 540) % 360) - 180;
      const before = speed(startOfDay(iso, ctx.zone) - 86_400_000);
      const after = speed(endOfDay(iso, ctx.zone) + 86_400_000);
      const ok = turns === 'retrograde' ? before > 0 && after < 0 : before < 0 && after > 0;
      return ok ? null : `${g} does not turn ${turns} around ${iso}`;
    },
  },
  {
    name: 'dasha begins on a date',
    pattern: new RegExp(`(?:(?:The|the|A) (mahadasha|antardasha)${GLOSS} of ${GRAHA}${GLOSS} begins(?: on)? ${DATE}|On ${DATE},? (?:the|your) (mahadasha|antardasha)${GLOSS} (?:of ${GRAHA}${GLOSS} begins|changes to ${GRAHA}))`, 'gi'),
    check: (m, f, ctx) => {
      const [level, g, d] = m[1] ? [m[1], m[2]!, m[3]!] : [m[5]!, m[6] ?? m[7]!, m[4]!];
      const birth = birthOfFacts(f);
      const iso = isoOf(d, f);
      const after = runningPeriods(birth.dashas, endOfDay(iso, ctx.zone));
      const before = runningPeriods(birth.dashas, startOfDay(iso, ctx.zone) - 1);
      const lordOf = (r: typeof after) => (level === 'mahadasha' ? r?.mahadasha.lord : r?.antardasha.lord);
      if (lordOf(after) !== g) return `${level} at the end of ${iso} is ${lordOf(after)}`;
      if (lordOf(before) === g) return `${level} of ${g} already running before ${iso}`;
      return null;
    },
  },
];

const births = new Map<string, ReturnType<typeof birthOf>>();
const people = new Map<string, TestPerson>();
function birthOfFacts(f: ReadingFacts) {
  const key = `${f.person.name}|${f.person.birthDate}|${f.person.birthTime}`;
  let b = births.get(key);
  if (!b) births.set(key, (b = birthOf(people.get(key)!)));
  return b;
}

/**
 * The day and zone of each paragraph's dates and times: the daily's day, or the weekly line's date;
 * the zone is the one the reader lives in, given by the test (never taken from the facts).
 */
function dayContexts(f: ReadingFacts, text: string, place: PanchangPlace & { timezone: string }): Array<DayContext & { text: string }> {
  const zone = place.timezone;
  if (f.readingType === 'daily') return [{ text, zone, place, day: f.period.start }];
  if (f.readingType === 'weekly') {
    return text.split('\n').map((line) => {
      const m = new RegExp(`(?:${WEEKDAYS.join('|')}) ${DATE}`).exec(line);
      return { text: line, zone, place, day: m ? isoOf(m[1]!, f) : null };
    });
  }
  return [{ text, zone, place, day: null }];
}

const SAMPLE_PEOPLE = [...PEOPLE, ...morePeople(20)];
const DATES = ['2025-01-14', '2025-06-20', '2026-03-03', '2026-11-24', '2027-08-09', '2028-02-10'];

type Case = { person: TestPerson; type: ReadingType; on: string; reader?: Reader };

/** Every claim of the cases' English readings, checked; the wrong ones (at most 30) and a count per kind. */
function checkCases(cases: readonly Case[]) {
  const failures: string[] = [];
  const counts = new Map<string, number>();
  for (const { person, type, on, reader } of cases) {
    const key = `${person.name}|${person.date}|${person.time}`;
    people.set(key, person);
    const facts = factsFor(person, type, new Date(`${on}T03:30:00Z`), reader);
    const text = composeParagraphs(facts).join('\n');
    for (const ctx of dayContexts(facts, text, reader?.place ?? person)) {
      for (const checker of CHECKERS) {
        for (const m of ctx.text.matchAll(checker.pattern)) {
          counts.set(checker.name, (counts.get(checker.name) ?? 0) + 1);
          const wrong = checker.check(m, facts, ctx);
          if (wrong && failures.length < 30) failures.push(`${type} for ${person.name}${reader ? ` in ${reader.place.label}` : ''} on ${on}: "${m[0]}" — ${wrong}`);
        }
      }
    }
  }
  return { failures, counts, total: [...counts.values()].reduce((a, b) => a + b, 0) };
}

describe('dated and timed claims in readings', () => {
  const cases: Case[] = [];
  SAMPLE_PEOPLE.forEach((person, i) => {
    for (const type of readingTypes) cases.push({ person, type, on: DATES[(i + readingTypes.indexOf(type)) % DATES.length]! });
  });

  it(`holds at the stated time in ${cases.length} readings`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const { failures, counts, total } = checkCases(cases);
    expect(failures).toEqual([]);
    expect(total).toBeGreaterThan(1200);
    const dailyMoon = ['moon sign change (daily)', 'moon still in a sign before a time', 'moon sign until time (daily)', 'moon sign after time (daily)', 'moon enters later (daily)'].reduce((n, k) => n + (counts.get(k) ?? 0), 0);
    expect(dailyMoon).toBeGreaterThan(10);
    for (const name of ['antardasha window by months', 'transit through a sign between two dates', 'moon sign change (weekly line)', 'chandrashtama window', 'nakshatra begins', 'nakshatra until', 'tithi until', 'kaal times', 'graha enters a sign on a date', 'graha leaves a sign on a date', 'in a sign since a date until another', 'station on a date', 'dasha begins on a date', 'weekday of a date']) {
      expect(counts.get(name) ?? 0, name).toBeGreaterThan(5);
    }
  }, 120_000);

  // Born in India, living in Toronto: every date and time is Toronto's, checked against the engine there.
  it('holds on Toronto’s clocks and calendar for readers born in India who live in Toronto', () => {
    const toronto: Reader = { place: { label: 'Toronto', latitude: 43.6532, longitude: -79.3832, timezone: 'America/Toronto' }, lunarMonth: 'amanta' };
    const cases: Case[] = [];
    PEOPLE.filter((p) => p.country === 'India').forEach((person, i) => {
      for (const type of ['daily', 'weekly', 'monthly', 'yearly'] as const) {
        for (const on of DATES) cases.push({ person, type, on: DATES[(i + DATES.indexOf(on)) % DATES.length]!, reader: toronto });
      }
    });
    const { failures, counts, total } = checkCases(cases);
    expect(failures).toEqual([]);
    expect(total).toBeGreaterThan(150);
    for (const name of ['kaal times', 'graha enters a sign on a date', 'moon sign change (weekly line)', 'weekday of a date']) expect(counts.get(name) ?? 0, name).toBeGreaterThan(3);
  }, 120_000);
});
