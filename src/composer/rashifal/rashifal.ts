/**
 * The daily rashifal for a Moon sign: the day's sky (sky.ts) judged from the sign (judge.ts),
 * planned into the sentences a form carries, then worded in the reader's language. The short form
 * (for an index of the twelve) keeps the Moon, the sharpest warning or support, and the do; the
 * full form adds the Moon's change, the slow grahas, the quick ones and the don't.
 */
import { localStamp } from '../../astro/civil-dates';
import type { Lucky } from '../../astro/lucky';
import type { Language } from '../../shared/profile';
import { RASHIFAL_SIGNS } from '../../shared/rashifal-signs';
import { NAMING } from './naming';
import { judgeRashifal, verdictOf, type RashifalJudgement, type RashifalVerdict } from './judge';
import { composePeriod } from './period-rashifal';
import { RASHIFAL_PERIODS, type RashifalPeriod, type SpanPeriod } from './period-sky';
import { RASHIFAL_PLACE, rashifalSky, type RashifalSky } from './sky';
import { rashifalEn } from './words-en';
import { rashifalHi } from './words-hi';
import { rashifalTa } from './words-ta';
import { rashifalTe } from './words-te';
import type { RashifalWords } from './words';

export type RashifalForm = 'short' | 'full';
export type { RashifalVerdict, RashifalPeriod };

type Part = 'moon' | 'moon-from' | 'moon-change' | 'chandrashtama' | 'jupiter' | 'saturn' | 'nodes' | 'fast' | 'do' | 'dont';

export interface Rashifal {
  sign: { index: number; slug: string; name: string };
  /** The date asked for; a week, month or year is the one holding it (facts.period). */
  date: string;
  language: Language;
  form: RashifalForm;
  /** Where and in which zone the day is read. */
  place: { name: string; timezone: string };
  title: string;
  /** The reading, one paragraph of sentences. */
  text: string;
  /**
   * The day's colour and number; for a week or month those of its best day for the sign (`day`),
   * for a year those of the sign's lord.
   */
  lucky: { colour: string; number: number; line: string; day?: string };
  /** The day's overall weight for the sign, for an index of the twelve: the judgement's tone. */
  verdict: { key: RashifalVerdict; label: string };
  observances: string[];
  /**
   * What the text rests on, for checking and for pages. A day's times are local 'HH:MM' (India);
   * a week's, month's or year's are 'YYYY-MM-DD HH:MM', and the houses are those as it begins.
   */
  facts: {
    /** Ujjain's sunrise, 'HH:MM' (the span's first day for a week or month; '' for a year). */
    sunrise: string;
    moon: Array<{ house: number; sign: number; from: string | null; to: string | null }>;
    chandrashtama: { from: string | null; to: string | null } | null;
    slow: Array<{ graha: string; house: number; favourable: boolean }>;
    fast: Array<{ graha: string; house: number; favourable: boolean }>;
    tone: number;
    /** A week's, month's or year's first and last civil dates, and its dated events. */
    period?: { kind: SpanPeriod; start: string; end: string };
    chandrashtamaDays?: Array<{ from: string | null; to: string | null }>;
    /** Ingresses ('enters', or 'returns' moving backwards) and stations, with the house from the sign. */
    transits?: Array<{ graha: string; kind: 'enters' | 'returns' | 'retrograde' | 'direct'; at: string; house: number }>;
    eclipses?: Array<{ kind: 'solar' | 'lunar'; type: string; peak: string; house: number; sign: number; seenInIndia: boolean }>;
    festivals?: Array<{ date: string; key: string; kind: string }>;
  };
}

const WORDS: Record<Language, RashifalWords> = { en: rashifalEn, hi: rashifalHi, ta: rashifalTa, te: rashifalTe };

/** The do names one observance of the day: a festival before a fast, a fast before a Sankranti. */
const KIND_ORDER = ['festival', 'vrat', 'sankranti'] as const;

/** Saturn's sade sati and dhaiya houses: then Saturn, not Jupiter, is the short form's slow line. */
const SATURN_HEAVY = [12, 1, 2, 4, 8];

/** Which parts a form carries, in reading order. */
export function planRashifal(j: RashifalJudgement, form: RashifalForm): Part[] {
  const changes = j.moon.length > 1;
  if (form === 'short') {
    const daytime = j.chandrashtama && (j.chandrashtama.toMs === null || j.chandrashtama.toMs > j.sunriseMs);
    const second: Part = daytime ? 'chandrashtama' : SATURN_HEAVY.includes(j.saturn.house) ? 'saturn' : 'jupiter';
    return ['moon', second, 'do'];
  }
  // A change before sunrise is how the day begins: the day opens on the house the Moon has entered.
  const parts: Part[] = !changes ? ['moon'] : j.moon[1]!.fromMs! < j.sunriseMs ? ['moon-from'] : ['moon', 'moon-change'];
  if (j.chandrashtama) parts.push('chandrashtama');
  parts.push('jupiter', 'saturn', 'nodes');
  if (j.fast.length) parts.push('fast');
  parts.push('do', 'dont');
  return parts;
}

const hhmm = (ms: number | null) => (ms === null ? null : localStamp(ms, RASHIFAL_PLACE.timezone).time);

function sentence(part: Part, j: RashifalJudgement, sky: RashifalSky, w: RashifalWords, language: Language, form: RashifalForm): string {
  const at = (ms: number | null) => (ms === null ? null : w.time(hhmm(ms)!));
  switch (part) {
    case 'moon': return form === 'short' ? w.moon(j.keyHouse) : w.moon(j.moon[0]!.house, at(j.moon[0]!.toMs) ?? undefined);
    case 'moon-from': return w.moonFrom(at(j.moon[1]!.fromMs)!, j.moon[1]!.house);
    case 'moon-change': {
      const next = j.moon[1]!;
      return w.moonChange(at(next.fromMs)!, next.house);
    }
    case 'chandrashtama': {
      const { fromMs, toMs } = j.chandrashtama!;
      return w.chandrashtama(at(fromMs), at(toMs), toMs !== null && toMs < j.sunriseMs);
    }
    case 'jupiter': return w.jupiter(j.jupiter.house);
    case 'saturn': return w.saturn(j.saturn.house);
    case 'nodes': return w.nodes(j.rahu.house);
    case 'fast': return w.fast(j.fast);
    case 'do': {
      const o = [...sky.observances].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))[0] ?? null;
      return w.doThis(j.keyHouse, o && { name: NAMING[language].observance(o), kind: o.kind });
    }
    case 'dont': return w.dontThis(j.keyHouse);
  }
}

function luckyOf(lucky: Lucky, language: Language, w: RashifalWords) {
  const colour = NAMING[language].colour(lucky.colour.key);
  return { colour, number: lucky.number.value, line: w.lucky(colour, lucky.number.value) };
}

/** A day's sky is the same for all twelve signs: compute it once per date. */
const skies = new Map<string, RashifalSky>();
function skyOn(date: string): RashifalSky {
  let sky = skies.get(date);
  if (!sky) {
    sky = rashifalSky(date);
    if (skies.size > 64) skies.clear();
    skies.set(date, sky);
  }
  return sky;
}

/**
 * The rashifal of a Moon sign (0 = Mesha … 11 = Meena) for India's civil date 'YYYY-MM-DD': the
 * day's, or the week's (Monday to Sunday), month's or year's that holds the date. Throws
 * RangeError for a sign, date, language, form or period it cannot read.
 */
export function rashifal(sign: number, date: string, language: Language, form: RashifalForm, period: RashifalPeriod = 'daily'): Rashifal {
  if (!Object.hasOwn(WORDS, language)) throw new RangeError(`language must be one of ${Object.keys(WORDS).join(', ')}, got "${String(language)}"`);
  if (form !== 'short' && form !== 'full') throw new RangeError(`form must be short or full, got "${String(form)}"`);
  if (!RASHIFAL_PERIODS.includes(period)) throw new RangeError(`period must be one of ${RASHIFAL_PERIODS.join(', ')}, got "${String(period)}"`);
  if (!Number.isInteger(sign) || sign < 0 || sign > 11) throw new RangeError(`sign must be 0–11, got ${sign}`);
  const name = NAMING[language].sign(sign);
  const head = { sign: { index: sign, slug: RASHIFAL_SIGNS[sign]!, name }, date, language, form, place: { name: RASHIFAL_PLACE.name, timezone: RASHIFAL_PLACE.timezone } };
  if (period !== 'daily') return { ...head, ...composePeriod(sign, date, language, form, period, name) };
  const sky = skyOn(date);
  const j = judgeRashifal(sky, sign);
  const w = WORDS[language];
  const text = planRashifal(j, form).map((p) => sentence(p, j, sky, w, language, form)).join(' ');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const title = NAMING[language].title(name, `${d} ${NAMING[language].months[m - 1]} ${y}`);
  const placed = (p: { graha: string; house: number; good: boolean }) => ({ graha: p.graha, house: p.house, favourable: p.good });
  return {
    ...head,
    title,
    text,
    lucky: luckyOf(sky.lucky, language, w),
    verdict: { key: verdictOf(j.tone), label: w.verdict(verdictOf(j.tone)) },
    observances: sky.observances.map((o) => NAMING[language].observance(o)),
    facts: {
      sunrise: hhmm(sky.sunriseMs)!,
      moon: j.moon.map((m, i) => ({ house: m.house, sign: sky.moon[i]!.sign, from: hhmm(m.fromMs), to: hhmm(m.toMs) })),
      chandrashtama: j.chandrashtama && { from: hhmm(j.chandrashtama.fromMs), to: hhmm(j.chandrashtama.toMs) },
      slow: [j.jupiter, j.saturn, j.rahu, j.ketu].map(placed),
      fast: j.fast.map(placed),
      tone: Math.round(j.tone * 100) / 100,
    },
  };
}
