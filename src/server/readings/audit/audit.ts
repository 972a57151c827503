/**
 * The readings audit (`npm run readings:audit`): generates the same set of built-in readings every
 * time and measures how much they repeat themselves, against the targets a reader would notice.
 */
import { readingTypes } from '../../../shared/reading-types';
import type { ReadingType } from '../../../shared/reading-types';
import type { BirthChart } from '../../charts/chart-service';
import { auditedReading, type BuiltReading } from '../../../composer';
import { readerOf } from '../../residence/reader';
import { auditPeople } from './people';
import {
  SENTENCE_SPLITTERS, TEMPLATE_MASKERS, crossKindShares, distinctClosings, namesOf, pooled, repeatedElsewhereShare, sharedKeyShare, spread,
} from './repetition';
import type { Language } from '../../../shared/profile';
import type { Share, Spread } from './repetition';
import { addCivilDays, birthFor, profileFor, requestInstant } from './request';
import type { BirthDetails } from './request';
import { proseOf } from '../../../shared/reading-text';
import { rangeCounts } from './timing';
import type { RangeCounts } from './timing';

export const DEFAULT_AUDIT_DAY = '2026-11-24';

/** The targets: above them a reader starts to notice the machinery. */
export const TARGETS = {
  /** At most this share of sentences may share a template with 3 or more same-day readings. */
  templateShare: 0.1,
  templateMinReadings: 3,
  /** At most this share of one person's daily sentences may recur word for word on another day. */
  dayRepeatShare: 0.1,
  /** At least this many different closing sentences among the same-day readings of one type. */
  distinctClosings: 25,
  /** At most this share of a person's sentences may recur word for word in another type of reading. */
  crossTypeShare: 0.1,
  minWords: 300,
  maxWords: 900,
  /** No range of one month written as months, and no window already past when the reading is asked. */
  degenerateRanges: 0,
  pastWindows: 0,
  /** No plan whose claims contradict each other (judgement/consistency.ts): such a plan is refused in use. */
  contradictions: 0,
} as const;

export interface AuditOptions {
  /** Date every reading is requested on, where each reader lives (their birth place), and the first of the consecutive dailies. */
  on: string;
  /** People with one reading of each type, all on `on`. */
  people: number;
  /** How many people get a run of consecutive dailies, and how many days. */
  dailyRuns: number;
  dailyDays: number;
}

export const DEFAULT_AUDIT_OPTIONS: AuditOptions = { on: DEFAULT_AUDIT_DAY, people: 30, dailyRuns: 2, dailyDays: 30 };

export interface Check {
  figure: string;
  value: string;
  target: string;
  pass: boolean;
}

export interface AuditReport {
  options: AuditOptions;
  readings: number;
  /** a. Share of sentences whose template is in ≥ 3 of the same-day readings of a type. */
  sharedTemplates: Record<ReadingType, Share>;
  /** The templates found in the most same-day readings, to show where the repetition is. */
  commonTemplates: Array<{ type: ReadingType; readings: number; template: string }>;
  /** b. Share of one person's daily sentences found word for word on another of their days. */
  dayRepeats: Array<{ name: string; share: Share }>;
  /**
   * c. Different closing sentences among the same-day readings of a type, compared as templates:
   * "May the day be kind to you, Asha." and "…, Rohan." are one closing to readers comparing notes.
   */
  closings: Record<ReadingType, number>;
  /** d. Share of sentences found word for word in another type of reading of the same person. */
  crossType: { pooled: Share; byType: Record<ReadingType, Share>; worst: { name: string; share: Share } };
  /** e. Words per reading. */
  words: { byType: Record<ReadingType, Spread>; overall: Spread; outside: Array<{ name: string; type: ReadingType; day: string; words: number }> };
  /** f. Date ranges printed, written within one month as months, and past when asked. */
  ranges: RangeCounts;
  /** g. Contradictions between the claims of a reading's plan, and the first few, to show where. */
  contradictions: { count: number; readings: number; examples: string[] };
  checks: Check[];
  timings: { chartsMs: number; readingsMs: number; measuringMs: number };
}

interface Written {
  person: BirthDetails;
  day: string;
  reading: BuiltReading & { contradictions: Array<{ rule: string; detail: string }> };
  sentences: string[];
  templates: string[];
}

const byType = <T>(make: (type: ReadingType) => T): Record<ReadingType, T> =>
  Object.fromEntries(readingTypes.map((t) => [t, make(t)])) as Record<ReadingType, T>;

const percent = (x: number): string => `${(x * 100).toFixed(1)} %`;

/**
 * The audit of the readings in one language. Hindi, Tamil and Telugu readings are measured against the
 * same targets, with sentences split on the language's stop and its dates, weekdays, times and chart
 * names masked.
 */
export function runAudit(options: AuditOptions = DEFAULT_AUDIT_OPTIONS, language: Language = 'en'): AuditReport {
  const split = SENTENCE_SPLITTERS[language];
  const masker = TEMPLATE_MASKERS[language];
  const people = auditPeople(options.people);
  let chartsMs = 0;
  let readingsMs = 0;

  // One chart per person: casting it costs more than composing a reading from it.
  const births = new Map<BirthDetails, BirthChart>();
  let started = performance.now();
  for (const p of people) births.set(p, birthFor(profileFor(p)));
  chartsMs += performance.now() - started;

  const maskers = new Map(people.map((p) => [p, masker(namesOf(p.name))]));
  started = performance.now();
  const write = (person: BirthDetails, type: ReadingType, day: string): Written => {
    const profile = profileFor(person);
    const reading = auditedReading({ profile, birth: births.get(person)!, reader: readerOf(profile), readingType: type, now: requestInstant(day, person.timezone) }, language);
    // The headings are fixed section names, the same in every reading of a type by design: the
    // audit weighs the prose.
    const sentences = split(proseOf(reading.text));
    return { person, day, reading, sentences, templates: sentences.map(maskers.get(person)!) };
  };
  const sameDay = byType((type) => people.map((p) => write(p, type, options.on)));
  const runners = people.slice(0, options.dailyRuns);
  const runs = runners.map((p) => Array.from({ length: options.dailyDays }, (_, d) => write(p, 'daily', addCivilDays(options.on, d))));
  readingsMs += performance.now() - started;

  started = performance.now();
  const sharedTemplates = byType((type) => sharedKeyShare(sameDay[type].map((w) => w.templates), TARGETS.templateMinReadings));
  const commonTemplates = readingTypes
    .flatMap((type) => {
      const readingsOf = new Map<string, Set<number>>();
      sameDay[type].forEach((w, i) => w.templates.forEach((t) => readingsOf.set(t, (readingsOf.get(t) ?? new Set<number>()).add(i))));
      return [...readingsOf].map(([template, set]) => ({ type, readings: set.size, template }));
    })
    .filter((t) => t.readings >= TARGETS.templateMinReadings)
    .sort((a, b) => b.readings - a.readings || a.type.localeCompare(b.type))
    .slice(0, 12);

  const dayRepeats = runs.map((run, i) => ({ name: runners[i]!.name, share: repeatedElsewhereShare(run.map((w) => w.sentences)) }));
  const closings = byType((type) => distinctClosings(sameDay[type].map((w) => w.templates)));

  const perPerson = people.map((person, i) => ({
    name: person.name,
    shares: crossKindShares(new Map(readingTypes.map((type) => [type, sameDay[type][i]!.sentences]))),
  }));
  const crossByType = byType((type) => pooled(perPerson.map((p) => p.shares.get(type)!)));
  const personShares = perPerson.map((p) => ({ name: p.name, share: pooled(p.shares.values()) }));
  const worst = personShares.reduce((a, b) => (b.share.share > a.share.share ? b : a));
  const crossType = { pooled: pooled(personShares.map((p) => p.share)), byType: crossByType, worst };

  const all = [...readingTypes.flatMap((t) => sameDay[t]), ...runs.flat()];
  const wordsOf = (w: Written): number => w.reading.words;
  const words = {
    byType: byType((type) => spread(all.filter((w) => w.reading.type === type).map(wordsOf))),
    overall: spread(all.map(wordsOf)),
    outside: all
      .map((w) => ({ name: w.person.name, type: w.reading.type, day: w.day, words: wordsOf(w) }))
      .filter((w) => w.words < TARGETS.minWords || w.words > TARGETS.maxWords),
  };
  const ranges = all.reduce<RangeCounts>((sum, w) => {
    const c = rangeCounts(proseOf(w.reading.text), language, w.day);
    return { ranges: sum.ranges + c.ranges, degenerate: sum.degenerate + c.degenerate, past: sum.past + c.past };
  }, { ranges: 0, degenerate: 0, past: 0 });
  const contradicted = all.filter((w) => w.reading.contradictions.length);
  const contradictions = {
    count: contradicted.reduce((n, w) => n + w.reading.contradictions.length, 0),
    readings: contradicted.length,
    examples: contradicted.slice(0, 5).flatMap((w) => w.reading.contradictions.map((c) => `${w.person.name}, ${w.reading.type} of ${w.day}: ${c.rule}: ${c.detail}`)),
  };
  const measuringMs = performance.now() - started;

  const checks: Check[] = [];
  const atMost = (figure: string, share: Share, limit: number): void => {
    checks.push({ figure, value: `${percent(share.share)} (${share.count}/${share.total})`, target: `≤ ${percent(limit)}`, pass: share.share <= limit });
  };
  for (const type of readingTypes) atMost(`a. sentences templated in ≥ ${TARGETS.templateMinReadings} same-day readings: ${type}`, sharedTemplates[type], TARGETS.templateShare);
  for (const r of dayRepeats) atMost(`b. sentences repeated across ${options.dailyDays} dailies: ${r.name}`, r.share, TARGETS.dayRepeatShare);
  for (const type of readingTypes) {
    checks.push({ figure: `c. distinct closing sentences (templates): ${type}`, value: `${closings[type]} of ${options.people}`, target: `≥ ${TARGETS.distinctClosings}`, pass: closings[type] >= TARGETS.distinctClosings });
  }
  atMost('d. sentences shared between a person\'s types (pooled)', crossType.pooled, TARGETS.crossTypeShare);
  for (const type of readingTypes) atMost(`d. ${type} sentences found in another type`, crossType.byType[type], TARGETS.crossTypeShare);
  atMost(`d. worst person: ${worst.name}`, worst.share, TARGETS.crossTypeShare);
  const inRange = (s: Spread): boolean => s.min >= TARGETS.minWords && s.max <= TARGETS.maxWords;
  const wordsTarget = `${TARGETS.minWords}–${TARGETS.maxWords}`;
  for (const type of readingTypes) {
    const s = words.byType[type];
    checks.push({ figure: `e. words per reading: ${type}`, value: `${s.min} / ${s.median} / ${s.max}`, target: wordsTarget, pass: inRange(s) });
  }
  checks.push({ figure: 'e. words per reading: all', value: `${words.overall.min} / ${words.overall.median} / ${words.overall.max}`, target: wordsTarget, pass: inRange(words.overall) });
  checks.push({ figure: 'f. ranges within one month written as months', value: `${ranges.degenerate} of ${ranges.ranges}`, target: `${TARGETS.degenerateRanges}`, pass: ranges.degenerate <= TARGETS.degenerateRanges });
  checks.push({ figure: 'f. windows already past when asked', value: `${ranges.past} of ${ranges.ranges}`, target: `${TARGETS.pastWindows}`, pass: ranges.past <= TARGETS.pastWindows });
  checks.push({ figure: 'g. contradictions in the readings\' plans', value: `${contradictions.count} in ${contradictions.readings} of ${all.length}`, target: `${TARGETS.contradictions}`, pass: contradictions.count <= TARGETS.contradictions });

  return {
    options, readings: all.length, sharedTemplates, commonTemplates, dayRepeats, closings, crossType, words, ranges, contradictions, checks,
    timings: { chartsMs, readingsMs, measuringMs },
  };
}

/** How the report's first line names the language audited. */
const IN_LANGUAGE: Record<Language, string> = { en: '', hi: ' in Hindi', ta: ' in Tamil', te: ' in Telugu' };

/** The report as a plain-text table. */
export function formatReport(report: AuditReport, totalMs: number, language: Language = 'en'): string {
  const { options } = report;
  const lines: string[] = [];
  const inLanguage = IN_LANGUAGE[language];
  lines.push(`Readings audit: ${report.readings} built-in readings${inLanguage} requested on ${options.on} (09:00 India time)`);
  lines.push(`  ${options.people} generated births × ${readingTypes.length} types, plus ${options.dailyDays} consecutive dailies for ${report.dayRepeats.map((r) => r.name).join(' and ')}`);
  lines.push('');
  const width = Math.max(...report.checks.map((c) => c.figure.length));
  const valueWidth = Math.max(...report.checks.map((c) => c.value.length));
  const targetWidth = Math.max(...report.checks.map((c) => c.target.length));
  lines.push(`${'figure'.padEnd(width)}  ${'value'.padEnd(valueWidth)}  ${'target'.padEnd(targetWidth)}  result`);
  lines.push(`${'-'.repeat(width)}  ${'-'.repeat(valueWidth)}  ${'-'.repeat(targetWidth)}  ------`);
  let previous = '';
  for (const c of report.checks) {
    if (previous && c.figure[0] !== previous) lines.push('');
    previous = c.figure[0]!;
    lines.push(`${c.figure.padEnd(width)}  ${c.value.padEnd(valueWidth)}  ${c.target.padEnd(targetWidth)}  ${c.pass ? 'PASS' : 'FAIL'}`);
  }
  lines.push('(e. is min / median / max words)');
  const failed = report.checks.filter((c) => !c.pass).length;
  lines.push('');
  lines.push(`${report.checks.length - failed} PASS, ${failed} FAIL`);
  if (report.words.outside.length > 0) {
    lines.push('');
    lines.push(`Readings outside ${TARGETS.minWords}–${TARGETS.maxWords} words: ${report.words.outside.length} of ${report.readings}`);
  }
  if (report.contradictions.examples.length > 0) {
    lines.push('');
    lines.push(`Contradictions (plans the composer refuses), the first of ${report.contradictions.count}:`);
    for (const c of report.contradictions.examples) lines.push(`  ${c}`);
  }
  if (report.commonTemplates.length > 0) {
    lines.push('');
    lines.push(`Templates in the most same-day readings (of ${options.people}):`);
    for (const t of report.commonTemplates) lines.push(`  ${String(t.readings).padStart(3)}  ${t.type.padEnd(9)}  ${t.template}`);
  }
  const { chartsMs, readingsMs, measuringMs } = report.timings;
  lines.push('');
  const ms = (x: number): string => `${Math.round(x)} ms`;
  lines.push(`Time: ${(totalMs / 1000).toFixed(1)} s in all, with start-up (charts ${ms(chartsMs)}, readings ${ms(readingsMs)}, measuring ${ms(measuringMs)})`);
  return lines.join('\n');
}
