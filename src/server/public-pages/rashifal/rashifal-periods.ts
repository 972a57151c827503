/**
 * The rashifal's periods as the public pages know them. The period is a parameter of the pages,
 * their addresses and their place in the page store, so a period's pages need only its reader
 * here: which span a date falls in, how the span is written, and the composer's text for it.
 * A period without a reader has no routes.
 */
import { addDays } from '../../../astro/day-timeline';
import { rashifal, rashifalSpan, type RashifalForm } from '../../../composer';
import { htmlLang, type Language } from '../../../shared/profile';
import { RASHIFAL_SIGNS } from '../../../shared/rashifal-signs';
import { longDate } from '../local-times';

export const RASHIFAL_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RashifalPeriod = (typeof RASHIFAL_PERIODS)[number];

/** What a page shows of one sign's reading for a span. */
export type PeriodReading = {
  text: string;
  verdict: { key: string; label: string };
  /** A line apart from the text (the lucky colour and number), if the period has one. */
  lucky: string | null;
  observances: string[];
};

export type PeriodReader = {
  /** The first date (India's) of the span holding `date`: the key of its pages in the store. */
  spanOf: (date: string) => { first: string; last: string };
  /** The span as a page heads it: 'Monday, 7 December 2026'. */
  label: (span: { first: string; last: string }, language: Language) => string;
  read: (sign: number, span: { first: string; last: string }, language: Language, form: RashifalForm) => PeriodReading;
  /** The span before and after, for a page's links. */
  step: (span: { first: string; last: string }, by: -1 | 1) => string;
};

const daily: PeriodReader = {
  spanOf: (date) => ({ first: date, last: date }),
  label: (span, language) => longDate(span.first, language),
  read: (sign, span, language, form) => {
    const r = rashifal(sign, span.first, language, form);
    return { text: r.text, verdict: r.verdict, lucky: r.lucky.line, observances: r.observances };
  },
  step: (span, by) => addDays(span.first, by),
};

/** A reading of a span as a page shows it: the lucky line comes with the best day of a week or month. */
function readSpan(period: 'weekly' | 'monthly' | 'yearly'): PeriodReader['read'] {
  return (sign, span, language, form) => {
    const r = rashifal(sign, span.first, language, form, period);
    return { text: r.text, verdict: r.verdict, lucky: r.lucky.line, observances: r.observances };
  };
}

const spanIn = (period: 'weekly' | 'monthly' | 'yearly') => (date: string) => {
  const { start, end } = rashifalSpan(period, date);
  return { first: start, last: end };
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** A date format in the page's language, made once: '7–13 December 2026', 'December 2026'. */
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(htmlLang[language], { ...options, timeZone: 'UTC' })));
  return f;
}
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

const weekly: PeriodReader = {
  spanOf: spanIn('weekly'),
  label: (span, language) => format(language, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(noon(span.first), noon(span.last)),
  read: readSpan('weekly'),
  step: (span, by) => addDays(span.first, 7 * by),
};

const monthly: PeriodReader = {
  spanOf: spanIn('monthly'),
  label: (span, language) => format(language, { month: 'long', year: 'numeric' }).format(noon(span.first)),
  read: readSpan('monthly'),
  step: (span, by) => (by === 1 ? addDays(span.last, 1) : spanIn('monthly')(addDays(span.first, -1)).first),
};

const yearly: PeriodReader = {
  spanOf: spanIn('yearly'),
  label: (span) => span.first.slice(0, 4),
  read: readSpan('yearly'),
  step: (span, by) => `${Number(span.first.slice(0, 4)) + by}-01-01`,
};

/** The periods whose texts the composer writes, each with its reader. */
export const PERIOD_READERS: Partial<Record<RashifalPeriod, PeriodReader>> = { daily, weekly, monthly, yearly };

/**
 * The English path of a period's page: the index of the twelve without a sign, a sign's page with
 * one. The daily pages are the bare ones (/rashifal, /rashifal/kark); the others add the period
 * (/rashifal/kark/weekly). A date other than today's goes in the query.
 */
export function rashifalPath(period: RashifalPeriod, sign?: number, date?: string) {
  const base = sign === undefined ? '/rashifal' : `/rashifal/${RASHIFAL_SIGNS[sign]}`;
  const withPeriod = period === 'daily' ? base : `${base}/${period}`;
  return date ? `${withPeriod}?date=${date}` : withPeriod;
}

/** The path of a sign's share image (per language, as its words differ). */
export const shareImagePath = (sign: number) => `/rashifal/${RASHIFAL_SIGNS[sign]}/share.png`;

/** The sign finder's path. */
export const FINDER_PATH = '/rashifal/find';
