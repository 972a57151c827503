/**
 * A stored Kundli Milan report: what goes into the readings row (the details as jsonb, a summary
 * as its text for the history's preview and search, the key of the two charts) and back out.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_CHART_BASIS } from '../../shared/chart-choices';
import { KOOTAS } from '../../astro/matching';
import type { KootaName, MatchResult } from '../../astro/matching';
import { PORUTHAMS } from '../../astro/porutham';
import type { PoruthamMatch } from '../../astro/porutham';
import type { Graha } from '../../astro/zodiac';
import type { MatchPersonView, MatchView } from '../../shared/match';
import { formatGunas, mangalSideWord, mangalSummary, matchWordsEn, matchWordsHi, type MatchWords } from '../../shared/match-words';
import { poruthamWordsIn, type PoruthamNames } from '../../shared/porutham-words';
import { isLanguage, type Language } from '../../shared/profile';
import { namesEn } from '../../shared/astro-names/en';
import { astroNamesIn } from '../../shared/astro-names/every-language';

/**
 * The jsonb of a match row. `version` lets a later shape read older rows. `poruthams` is there
 * when the report was asked for with the South Indian system (ADR 032), kept as made, like the kootas.
 */
export type StoredMatch = { version: 1; a: MatchPersonView; b: MatchPersonView; result: MatchResult; poruthams?: PoruthamMatch };

export const matchWordsIn = (language: Language): MatchWords => (language === 'hi' ? matchWordsHi : matchWordsEn);

export function isStoredMatch(value: unknown): value is StoredMatch {
  const v = value as Partial<StoredMatch> | null;
  return typeof v === 'object' && v !== null && v.version === 1 && typeof v.a?.name === 'string' && typeof v.b?.name === 'string' && typeof v.result?.total === 'number';
}

/** The chart a side stands for: the same birth moment, place and gender is the same chart. */
export type ChartIdentity = { birthDate: string; birthTime: string; timeKnown: boolean; latitude: number; longitude: number; timezone: string; gender: string };

// An unknown time cast for noon is another chart than a birth at noon: it is read from the Moon.
const identityText = (c: ChartIdentity) => [c.birthDate, c.timeKnown ? c.birthTime : `${c.birthTime}~moon`, c.latitude.toFixed(4), c.longitude.toFixed(4), c.timezone, c.gender].join('|');

export const sameChart = (x: ChartIdentity, y: ChartIdentity) => identityText(x) === identityText(y);

/**
 * The key of a pair of charts. When the genders set the roles, either order is the same match;
 * otherwise side a is the groom's and the order is part of the match. A chart basis other than
 * the default (docs/decisions/046) is part of it too, so the pair cast under Raman is another
 * report; under the default the key is what it always was, so reports saved before still open.
 */
export function matchKeyOf(a: ChartIdentity, b: ChartIdentity, byGender: boolean, chartBasis: string = DEFAULT_CHART_BASIS): string {
  const sides = [identityText(a), identityText(b)];
  if (byGender) sides.sort();
  if (chartBasis !== DEFAULT_CHART_BASIS) sides.push(chartBasis);
  return createHash('sha256').update(sides.join('\n')).digest('hex');
}

/** A koota's value for one side, named in `language`. */
export function valueLabel(koota: KootaName, value: string, language: Language): string {
  const words = matchWordsIn(language);
  const names = astroNamesIn[language];
  if (koota === 'maitri') return names.graha[value as Graha] ?? value;
  // The engine names a sign as the English names module does (Mesha…), in the same order.
  if (koota === 'bhakoot') return names.signs[namesEn.signs.indexOf(value as (typeof namesEn.signs)[number])] ?? value;
  return (words.values[koota] as Record<string, string>)[value] ?? value;
}

/**
 * The report as text, in paragraphs: the total and verdict, the eight kootas with both sides'
 * values, the cancellations that apply and both sides' Mangal dosha. It is the row's text (the
 * history shows its start and searches it) and the PDF's body. `gunas` writes a score ('28½').
 */
export function matchText(match: StoredMatch, language: Language, gunas: (points: number) => string = formatGunas): string {
  const words = matchWordsIn(language);
  const stop = fullStop(language);
  const { a, b, result } = match;
  // The poruthams' count beside the gunas in the opening line, which the history shows.
  const southWords = match.poruthams && poruthamWordsIn(language);
  const south = match.poruthams && southWords ? `; ${southWords.outOf(match.poruthams.passed)} (${southWords.verdicts[match.poruthams.verdict]})` : '';
  const head = `${a.name} & ${b.name}: ${words.outOf(gunas(result.total))} (${words.verdicts[result.verdict]})${south}${stop} ${words.verdictNotes[result.verdict]}`;
  const kootas = KOOTAS.map((k) => {
    const score = result.kootas[k];
    return `${words.kootas[k].name} ${gunas(score.points)}/${score.max}: ${valueLabel(k, score.a, language)} / ${valueLabel(k, score.b, language)}${stop} ${words.kootas[k].meaning}`;
  });
  const cancellations = result.cancellations.map((c) => `${words.doshaCancelled[c.koota]}: ${words.rules[c.rule]}${stop}`);
  const groom = result.roles.groom === 'a' ? a.name : b.name;
  const bride = result.roles.groom === 'a' ? b.name : a.name;
  const roles = result.roles.basis === 'gender' ? words.roles.byGender(groom, bride) : words.roles.aAsGroom(a.name);
  const poruthams = match.poruthams ? [poruthamLines(match.poruthams, language, stop)] : [];
  return [head, kootas.join('\n'), ...(cancellations.length ? [cancellations.join('\n')] : []), mangalLine(match, words, stop), ...poruthams, roles].join('\n\n');
}

/** Signs, stars and planets as the report names them in its language. */
function poruthamNames(language: Language): PoruthamNames {
  const names = astroNamesIn[language];
  return { sign: (i) => names.signs[i]!, star: (i) => names.nakshatras[i]!, planet: (p) => names.graha[p] };
}

/** The ten poruthams: the count and verdict, then each with whether it agrees and why. */
function poruthamLines(match: PoruthamMatch, language: Language, stop: string): string {
  const words = poruthamWordsIn(language);
  const head = `${words.title}: ${words.outOf(match.passed)} (${words.verdicts[match.verdict]})${stop} ${words.verdictNote(match)}`;
  const lines = match.poruthams.map((p) => `${words.poruthams[p.name].name}: ${p.pass ? words.agrees : words.doesNotAgree}${stop} ${words.reason(p, poruthamNames(language))}`);
  return [head, ...lines].join('\n');
}

/** Hindi ends a sentence with a danda; Tamil and Telugu with a full stop, as English. */
const fullStop = (language: Language) => (language === 'hi' ? '।' : '.');

function mangalLine({ a, b, result }: StoredMatch, words: MatchWords, stop: string): string {
  const summary = mangalSummary(result.mangal);
  const verdict = summary.word === 'oneSided' ? words.mangal.oneSided(summary.side === 'a' ? a.name : b.name) : words.mangal[summary.word];
  return `${words.mangal.title}: ${a.name}: ${words.mangal[mangalSideWord(result.mangal.a)]}${stop} ${b.name}: ${words.mangal[mangalSideWord(result.mangal.b)]}${stop} ${verdict}`;
}

export function toMatchView(row: { readingId: string; createdAt: Date; language: string }, stored: StoredMatch): MatchView {
  // jsonb keeps its own key order: the kootas go back into theirs.
  const kootas = Object.fromEntries(KOOTAS.map((k) => [k, stored.result.kootas[k]])) as MatchResult['kootas'];
  const view: MatchView = { matchId: row.readingId, createdAt: row.createdAt.toISOString(), language: isLanguage(row.language) ? row.language : 'en', a: stored.a, b: stored.b, result: { ...stored.result, kootas } };
  if (!stored.poruthams) return view;
  // And the poruthams back into theirs, each entry's keys too.
  const poruthams = PORUTHAMS.map((name) => stored.poruthams!.poruthams.find((p) => p.name === name)!).map((p) => ({ name: p.name, pass: p.pass, reason: p.reason, facts: p.facts }) as typeof p);
  const { passed, total, verdict, decidedBy } = stored.poruthams;
  return { ...view, poruthams: { poruthams, passed, total, verdict, decidedBy } };
}
