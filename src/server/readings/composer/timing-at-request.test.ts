/**
 * A reading is true at the moment it is asked. This test reads topic and span readings as a user
 * would, in English and in Hindi, for births in India and abroad and for ask dates from 2025 to
 * 2030 (among them the middle of a month, when a topic reading's period began weeks earlier), and
 * asks the engine about each claim:
 * - every range a dasha sentence prints is the true start and end of a mahadasha or antardasha it
 *   names, and every "until" of a dasha running now is that dasha's true end;
 * - no window is offered from before the day it was asked, and no range starts and ends in the
 *   same month written as months ("May 2027 to May 2027");
 * - every "moving backwards" (वक्री चाल) or "moving forward again" (मार्गी चाल) agrees with the
 *   graha's motion on the date it is said of, every length said of a retrograde spell runs
 *   station to station, and every length said of a stay runs from its entry to its exit;
 * - where a graha is "right now" is where it is at the moment of asking.
 * It counts the claims it checked, so it cannot pass by finding none.
 */
import { describe, expect, it } from 'vitest';
import type { DashaPeriod, Dashas } from '../../../astro/dasha';
import { localToUtc } from '../../../astro/local-time';
import { periodEvents, siderealLongitude } from '../../../astro/transit-events';
import type { NodeMode } from '../../../astro/sidereal-positions';
import { SIGNS } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';
import type { ReadingType } from '../../../shared/reading-types';
import type { Language } from '../../../shared/profile';
import { composeParagraphs } from './compose-reading';
import type { ReadingFacts } from './facts/types';
import { dayMonthYear, monthYear } from './wording/en/names';
import { lengthOf } from './wording/en/span';
import { GRAHAS_HI, SIGNS_HI, dayMonthYearHi, monthYearHi } from './wording/hi/names';
import { lengthHi } from './wording/hi/span';
import { localeFor } from './wording/locales';
import { PEOPLE, birthOf, factsFor, morePeople } from '../../../../tests/support/test-profiles';
import type { TestPerson } from '../../../../tests/support/test-profiles';

const DAY_MS = 86_400_000;
const GRAHAS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_HI = Array.from({ length: 12 }, (_, i) => monthYearHi(`2000-${String(i + 1).padStart(2, '0')}-01`).split(' ')[0]!);

interface Lang {
  language: Language;
  months: readonly string[];
  grahaName: (g: Graha) => string;
  signs: readonly string[];
  /** A written date with its year ('26 November 2027') or a month ('November 2027'). */
  when: string;
  /** A range of two written dates: groups 1 and 2. */
  range: RegExp;
  /** "until" a written date: group 1. */
  until: RegExp;
  dasha: RegExp;
  /** A dasha said to be running now. */
  running: RegExp;
  now: RegExp;
  backwards: RegExp;
  forwards: RegExp;
  /** A retrograde spell given a length: group 1. */
  spell: RegExp;
  /** A stay given a length: group 1. */
  stay: RegExp;
  month: (iso: string) => string;
  day: (iso: string) => string;
  length: (from: string, to: string) => string;
}

function lang(language: Language): Lang {
  const en = language === 'en';
  const months = en ? MONTHS_EN : MONTHS_HI;
  const when = `((?:\\d{1,2} )?(?:${months.join('|')}) \\d{4})`;
  return en
    ? {
      language, months, grahaName: (g) => g, signs: SIGNS.map((s) => s.english), when,
      range: new RegExp(`${when},? (?:to|and) ${when}`, 'g'),
      until: new RegExp(`(?:until|to) ${when}`, 'g'),
      dasha: /\bdasha|antardasha|mahadasha/,
      running: /\bnow\b|you are in/,
      now: /^(?:Right now|At present|These months), |\bis (?:transiting|moving through|crossing) /,
      backwards: /moving backwards|on a retrograde(?: \([^)]*\))? loop|slips back into|turns back into/,
      forwards: /moving forward again|direct again|back in forward motion/,
      spell: /(?:moving backwards|retrograde(?: \([^)]*\))? loop|retrograde) for (\d+ (?:days|weeks|months)|about \d+ years)/,
      stay: /stays there for (\d+ (?:days|weeks|months)|about \d+ years)/,
      month: monthYear, day: dayMonthYear, length: lengthOf,
    }
    : {
      language, months, grahaName: (g) => GRAHAS_HI[g], signs: SIGNS_HI, when,
      range: new RegExp(`${when} (?:से|और) ${when}`, 'g'),
      until: new RegExp(`${when} तक`, 'g'),
      dasha: /दशा/,
      running: /अभी|इस समय|मौजूदा|चल रही/,
      now: /^(?:इस समय|अभी|फ़िलहाल) /,
      backwards: /वक्री चाल से|वक्री होकर|उलटी चाल में/,
      forwards: /मार्गी चाल से|सीधी चाल में|मार्गी होकर|सीधे चलते हुए/,
      spell: /वक्री[^।;,]{0,12} (\d+ (?:दिन|हफ़्ते|महीने)|लगभग \d+ साल) तक/,
      stay: /(\d+ (?:दिन|हफ़्ते|महीने)|लगभग \d+ साल) तक (?:वहीं रहेंगे|के लिए|रहेंगे)/,
      month: monthYearHi, day: dayMonthYearHi, length: lengthHi,
    };
}

/** A written date as its India date (a month stands for its first day) and whether it names a day. */
function parseWhen(l: Lang, written: string): { iso: string; day: boolean } {
  const parts = written.split(' ');
  const [d, m, y] = parts.length === 3 ? parts : ['1', parts[0]!, parts[1]!];
  return { iso: `${y}-${String(l.months.indexOf(m!) + 1).padStart(2, '0')}-${d!.padStart(2, '0')}`, day: parts.length === 3 };
}

/** The names in a text, in the order they first appear. */
function named<T>(text: string, items: readonly T[], name: (t: T) => string): T[] {
  return items.map((t) => ({ t, at: text.indexOf(name(t)) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at).map((x) => x.t);
}

// Readings are dated where the reader lives; these test people live at their birth places.
const noonOf = (iso: string, zone: string) => localToUtc(iso, '12:00', zone).utcMs;
const isoOf = (ms: number, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

function speed(g: Graha, ms: number, node: NodeMode): number {
  const d = siderealLongitude(g, ms + DAY_MS / 4, node) - siderealLongitude(g, ms - DAY_MS / 4, node);
  return ((d + 540) % 360) - 180;
}

/** The retrograde spell holding an instant: from the station that began it to the one that ended it. */
function spellAround(g: Graha, ms: number, node: NodeMode, zone: string): { from: string; to: string } | null {
  const stations = periodEvents([g], ms - 200 * DAY_MS, ms + 200 * DAY_MS, node).filter((e) => e.kind === 'station');
  const from = stations.filter((e) => e.atMs <= ms && e.kind === 'station' && e.station === 'retrograde').at(-1);
  const to = stations.find((e) => e.atMs >= ms && e.kind === 'station' && e.station === 'direct');
  return from && to ? { from: isoOf(from.atMs, zone), to: isoOf(to.atMs, zone) } : null;
}

/** The stay a graha began by entering a sign on a date: entry to exit. */
function stayFrom(g: Graha, sign: number, iso: string, node: NodeMode, zone: string): { from: string; to: string } | null {
  const day = noonOf(iso, zone);
  const events = periodEvents([g], day - DAY_MS, day + 1200 * DAY_MS, node).filter((e) => e.kind === 'ingress');
  const entry = events.find((e) => e.kind === 'ingress' && e.toSign === sign && e.atMs < day + DAY_MS);
  const exit = entry && events.find((e) => e.atMs > entry.atMs);
  return entry && exit ? { from: isoOf(entry.atMs, zone), to: isoOf(exit.atMs, zone) } : null;
}

function allPeriods(dashas: Dashas): Array<DashaPeriod & { level: 'mahadasha' | 'antardasha' }> {
  return dashas.mahadashas.flatMap((m) => [{ ...m, level: 'mahadasha' as const }, ...m.antardashas.map((a) => ({ ...a, level: 'antardasha' as const }))]);
}

interface Case {
  person: TestPerson;
  type: ReadingType;
  on: string;
}

interface Found {
  counts: Map<string, number>;
  failures: string[];
}

function check(c: Case, l: Lang, f: ReadingFacts, text: string, found: Found): void {
  const askedMs = Date.parse(`${c.on}T03:30:00Z`);
  const zone = c.person.timezone;
  const askedDay = isoOf(askedMs, zone);
  const birth = birthOf(c.person);
  const node = birth.chart.input.node;
  const periods = allPeriods(birth.dashas);
  const count = (k: string) => found.counts.set(k, (found.counts.get(k) ?? 0) + 1);
  const fail = (what: string, s: string) => {
    if (found.failures.length < 40) found.failures.push(`${c.type} ${l.language} for ${c.person.name} asked ${c.on}: ${what} — "${s.slice(0, 200)}"`);
  };
  const fmt = (iso: string, day: boolean) => (day ? l.day(iso) : l.month(iso));
  const sameAs = (written: string, ms: number) => fmt(isoOf(ms, zone), parseWhen(l, written).day) === written;
  for (const paragraph of text.split('\n')) {
    const sentences = paragraph.split(/(?<=[.।])\s+/);
    let lastGraha: Graha | null = null;
    for (const s of sentences) {
      const grahas = named(s, GRAHAS, l.grahaName);
      const signs = named(s, SIGNS.map((_, i) => i), (i) => l.signs[i]!);
      const ranges = [...s.matchAll(l.range)];
      for (const r of ranges) {
        count('range');
        const [a, b] = [parseWhen(l, r[1]!), parseWhen(l, r[2]!)];
        if (!a.day && !b.day && a.iso === b.iso) fail('a range within one month written as months', s);
      }
      const dashaNamed = (r: RegExpMatchArray) => periods.some((p) => grahas.includes(p.lord) && sameAs(r[1]!, p.startMs) && sameAs(r[2]!, p.endMs));
      const isDasha = l.dasha.test(s) && !signs.length;
      for (const r of ranges) {
        if (signs.length) continue;
        if (dashaNamed(r)) count('dasha range');
        else if (isDasha) fail(`${r[0]} is not the true span of a dasha it names`, s);
        else {
          // A window offered: it starts no earlier than the asking.
          count('window');
          const a = parseWhen(l, r[1]!);
          if ((a.day ? a.iso : a.iso.slice(0, 7)) < (a.day ? askedDay : askedDay.slice(0, 7))) fail(`a window offered from ${r[1]}, before the asking`, s);
        }
      }
      if (isDasha && grahas.length) {
        const rest = ranges.reduce((t, r) => t.replace(r[0], ''), s);
        for (const u of rest.matchAll(l.until)) {
          count('dasha until');
          const ends = periods.filter((p) => grahas.includes(p.lord) && sameAs(u[1]!, p.endMs));
          if (!ends.length) fail(`${u[0]} is not the true end of a dasha it names`, s);
          else if (ends.every((p) => p.endMs <= askedMs)) fail(`${u[0]}: that dasha was over when the reading was asked`, s);
          else if (l.running.test(s.replace(/\([^)]*\)/g, '')) && !ends.some((p) => p.startMs <= askedMs)) fail(`${u[0]}: said to run now, but it has not begun`, s);
        }
      }
      for (const clause of s.split(/;\s*/)) motionClaims(clause, grahas.length ? null : lastGraha);
      if (f.period.kind === 'natal' && l.now.test(s) && grahas.length === 1 && signs.length) {
        count('right now');
        const at = Math.floor(siderealLongitude(grahas[0]!, askedMs, node) / 30);
        if (at !== signs[0]) fail(`${grahas[0]} is in ${SIGNS[at]!.english} when asked, not ${SIGNS[signs[0]!]!.english}`, s);
      }
      if (grahas.length) lastGraha = grahas.at(-1)!;
    }
  }

  /**
   * A claim of motion is made of an entry into a sign on a date: find the graha that entered that
   * sign then (the one named, or the one "it" stands for) and ask which way it was moving.
   */
  function motionClaims(clause: string, it: Graha | null): void {
    const back = l.backwards.exec(clause);
    const fore = back ? null : l.forwards.exec(clause);
    const m = back ?? fore;
    if (!m) return;
    const near = <T extends { index?: number }>(xs: T[]) => xs.sort((a, b) => Math.abs(a.index! - m.index) - Math.abs(b.index! - m.index))[0];
    const date = near([...clause.matchAll(new RegExp(`(\\d{1,2}) (${l.months.join('|')})(?: (\\d{4}))?`, 'g'))]);
    const sign = near(l.signs.map((n, i) => ({ i, index: clause.indexOf(n) })).filter((x) => x.index >= 0));
    if (!date || !sign) return;
    const iso = date[3] ? `${date[3]}-${String(l.months.indexOf(date[2]!) + 1).padStart(2, '0')}-${date[1]!.padStart(2, '0')}` : yearless(f, l, date[2]!, date[1]!);
    const inClause = GRAHAS.filter((g) => clause.includes(l.grahaName(g)));
    // The Sun and the Moon never turn back: "it" is one of the others.
    const others: Graha[] = GRAHAS.filter((g) => g !== 'Sun' && g !== 'Moon');
    const candidates = inClause.length ? inClause : it && others.includes(it) ? [it, ...others] : others;
    const day = noonOf(iso, zone);
    const entry = candidates.flatMap((g) => periodEvents([g], day - 2 * DAY_MS, day + 2 * DAY_MS, node)).find((e) => e.kind === 'ingress' && e.toSign === sign.i);
    count('motion');
    if (!entry) return fail(`no graha enters ${SIGNS[sign.i]!.english} on ${iso}`, clause);
    const g = entry.graha;
    if (g === 'Rahu' || g === 'Ketu') return;
    const v = speed(g, entry.atMs, node);
    if (back ? v >= 0 : v <= 0) fail(`${g} enters ${SIGNS[sign.i]!.english} on ${iso} moving ${v < 0 ? 'backwards' : 'forwards'}`, clause);
    const spell = l.spell.exec(clause);
    if (spell) {
      count('spell');
      const around = spellAround(g, entry.atMs, node, zone);
      if (!around || l.length(around.from, around.to) !== spell[1]) fail(`${g}'s retrograde spell is ${around ? l.length(around.from, around.to) : 'none'}, not ${spell[1]}`, clause);
    }
    const stay = l.stay.exec(clause);
    if (stay) {
      count('stay');
      const real = stayFrom(g, sign.i, iso, node, zone);
      if (!real || l.length(real.from, real.to) !== stay[1]) fail(`${g}'s stay from ${iso} lasts ${real ? l.length(real.from, real.to) : '?'}, not ${stay[1]}`, clause);
    }
  }
}

/** A date written without its year belongs to the reading's span. */
function yearless(f: ReadingFacts, l: Lang, month: string, day: string): string {
  const m = String(l.months.indexOf(month) + 1).padStart(2, '0');
  const y = Number(f.period.start.slice(0, 4));
  const options = [y, y + 1, y + 2].map((yy) => `${yy}-${m}-${day.padStart(2, '0')}`);
  return options.find((o) => o >= f.period.start) ?? options[0]!;
}

const ASK_DATES = ['2025-02-17', '2025-09-09', '2026-04-28', '2026-12-07', '2027-05-24', '2027-10-22', '2028-03-15', '2028-11-19', '2029-06-26', '2030-01-30', '2030-08-12'];
const TYPES: readonly ReadingType[] = ['career', 'love', 'health', 'life', 'monthly', 'quarterly', 'yearly'];
const SAMPLE = [...PEOPLE, ...morePeople(10)];

function cases(): Case[] {
  const out: Case[] = [];
  SAMPLE.forEach((person, i) => {
    TYPES.forEach((type, j) => {
      for (const k of [0, 5]) out.push({ person, type, on: ASK_DATES[(i + j + k) % ASK_DATES.length]! });
    });
  });
  // The audit's own asks: the middle of a month, weeks after a topic reading's period began.
  for (const type of TYPES) for (const on of ['2027-05-24', '2027-10-22']) out.push({ person: PEOPLE[0]!, type, on }, { person: PEOPLE[4]!, type, on });
  return out;
}

describe('readings are true at the moment they are asked', () => {
  const all = cases();
  for (const language of ['en', 'hi'] as const) {
    it(`in ${language === 'en' ? 'English' : 'Hindi'}, over ${all.length} readings`, () => {
      const l = lang(language);
      const found: Found = { counts: new Map(), failures: [] };
      for (const c of all) {
        const facts = factsFor(c.person, c.type, new Date(`${c.on}T03:30:00Z`));
        check(c, l, facts, composeParagraphs(facts, localeFor(language)).join('\n'), found);
      }
      expect(found.failures).toEqual([]);
      const counts = Object.fromEntries(found.counts);
      for (const k of ['range', 'dasha range', 'dasha until', 'window', 'motion', 'right now']) expect(counts[k] ?? 0, `${k} in ${JSON.stringify(counts)}`).toBeGreaterThan(10);
      expect((counts.stay ?? 0) + (counts.spell ?? 0), JSON.stringify(counts)).toBeGreaterThan(3);
    }, 240_000);
  }
});
