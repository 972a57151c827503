/**
 * The shape of the weekly, monthly and yearly rashifal's wording in one language. The composer
 * (period-rashifal.ts) decides what is said and writes dates and times through `when`; the words
 * give each house its meaning for the span and put the sentence together.
 */
import type { SpanGraha, SpanPeriod } from './period-sky';

/** A stay already dated in words: `from` / `to` null when it began before or outlasts the span. */
export interface StayWords {
  house: number;
  from: string | null;
  to: string | null;
  backwards: boolean;
}

/** A graha's dated change inside the span: entering a house (forwards or back) or a station. */
export interface ChangeWords {
  graha: SpanGraha;
  kind: 'enters' | 'returns' | 'retrograde' | 'direct';
  house: number;
  when: string;
}

export interface EclipseWords {
  kind: 'solar' | 'lunar';
  when: string;
  house: number;
  seen: boolean;
}

export interface PeriodWords {
  /** 'YYYY-MM-DD' as a date in a sentence; `weekday` adds the day's name. */
  date(iso: string, weekday?: boolean): string;
  /** A date and a local 'HH:MM' in a sentence. */
  dateTime(iso: string, hhmm: string, weekday?: boolean): string;
  title(period: SpanPeriod, signName: string, start: string, end: string): string;
  verdict(period: SpanPeriod, key: 'favourable' | 'mixed' | 'careful'): string;
  /** Week: the Moon's passage through the houses, each change dated. */
  passage(stays: StayWords[]): string;
  /** Week, short form: the house the Moon holds longest (other than the 8th when a chandrashtama is warned of). */
  keynote(stay: StayWords): string;
  /** Week and month: Jupiter and Saturn behind the span, with their stations or entries if any. */
  slow(period: SpanPeriod, jupiter: number, saturn: number, changes: ChangeWords[]): string;
  /** Week: the quick grahas' changes, else the notable ones standing. */
  quick(changes: ChangeWords[], standing: Array<{ graha: SpanGraha; house: number; good: boolean }>): string;
  /** Month: the Sun's house and its Sankranti. */
  sun(first: number, sankranti: { name: string; when: string; house: number } | null): string;
  /** Month: the quick grahas, each from its house as the month begins through its dated changes. */
  quickMonth(items: Array<{ graha: SpanGraha; startHouse: number; changes: ChangeWords[] }>): string;
  /** Year: a slow graha's stays, dated. */
  yearStays(graha: 'Jupiter' | 'Saturn' | 'Rahu', stays: StayWords[]): string;
  eclipses(items: EclipseWords[]): string;
  /** Year: a quarter by the Sun's best and hardest months in it. */
  quarter(index: number, best: StayWords | null, hardest: StayWords | null): string;
  doThis(period: SpanPeriod, house: number, festivals: Array<{ name: string; when: string }>): string;
  dontThis(period: SpanPeriod, house: number, chandrashtama: Array<{ from: string | null; to: string | null }>): string;
  /** The lucky line: the best day named for a week or month, the sign lord's for a year. */
  lucky(colour: string, number: number, day: string | null): string;
}

/** The standing quick grahas grouped by house and verdict, so two in one house are named together. */
export function standingByHouse(standing: ReadonlyArray<{ graha: SpanGraha; house: number; good: boolean }>): Array<{ house: number; good: boolean; grahas: SpanGraha[] }> {
  const groups: Array<{ house: number; good: boolean; grahas: SpanGraha[] }> = [];
  for (const x of standing) {
    const group = groups.find((g) => g.house === x.house && g.good === x.good);
    if (group) group.grahas.push(x.graha);
    else groups.push({ house: x.house, good: x.good, grahas: [x.graha] });
  }
  return groups;
}
