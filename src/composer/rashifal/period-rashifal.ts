/**
 * The weekly, monthly and yearly rashifal of a Moon sign: the span's sky (period-sky.ts, computed
 * once per span and shared by the twelve signs) judged from the sign (period-judge.ts), planned
 * into the sentences a form carries and worded in the reader's language.
 *
 * What each span weighs, as weekly, monthly and yearly columns do:
 * - week: the Moon's passage through the houses with the minute of each change, chandrashtama,
 *   the quick grahas' ingresses and stations, Jupiter and Saturn behind it, the week's fasts;
 * - month: the Sun's house and its Sankranti, the quick grahas' dated ingresses and stations,
 *   Jupiter and Saturn (with theirs), the month's eclipses, festivals and chandrashtama days;
 * - year: Jupiter's, Saturn's (sade sati, dhaiya) and Rahu–Ketu's houses with their entry dates,
 *   the year's eclipses by house, and each quarter by the Sun's best and hardest months.
 */
import { localStamp, startOfDayMs } from '../../astro/civil-dates';
import { GRAHA_COLOURS, GRAHA_NUMBERS, luckyFor } from '../../astro/lucky';
import { SIGN_LORDS } from '../../astro/zodiac';
import { namesEn } from '../../shared/astro-names/en';
import type { Language } from '../../shared/profile';
import { GOCHARA_GOOD } from '../judgement/classics';
import { verdictOf } from './judge';
import { judgePeriod, lengthIn, type HouseStay, type PeriodJudgement } from './period-judge';
import { spanOf, spanSky, type SpanGraha, type SpanPeriod, type SpanSky } from './period-sky';
import { periodEn } from './period-words-en';
import { periodHi } from './period-words-hi';
import { periodTa } from './period-words-ta';
import { periodTe } from './period-words-te';
import { NAMING } from './naming';
import type { ChangeWords, PeriodWords, StayWords } from './period-words';
import { RASHIFAL_PLACE } from './sky';
import type { Rashifal, RashifalForm } from './rashifal';

const WORDS: Record<Language, PeriodWords> = { en: periodEn, hi: periodHi, ta: periodTa, te: periodTe };
const TZ = RASHIFAL_PLACE.timezone;
const QUICK: readonly SpanGraha[] = ['Mercury', 'Venus', 'Mars'];
const SLOW: readonly SpanGraha[] = ['Jupiter', 'Saturn', 'Rahu'];

type Part = 'passage' | 'keynote' | 'slow' | 'quick' | 'sun' | 'quick-month' | 'jupiter' | 'saturn' | 'rahu' | 'eclipses' | 'quarters' | 'do' | 'dont';

/** Which parts a form of a span carries, in reading order. */
export function planPeriod(period: SpanPeriod, j: PeriodJudgement, form: RashifalForm): Part[] {
  if (period === 'weekly') {
    if (form === 'short') return ['keynote', 'slow', j.chandrashtama.length ? 'dont' : 'do'];
    return ['passage', 'slow', 'quick', 'do', 'dont'];
  }
  if (period === 'monthly') {
    if (form === 'short') return ['sun', 'slow', 'do'];
    return ['sun', 'slow', 'quick-month', ...(j.eclipses.length ? (['eclipses'] as const) : []), 'do', 'dont'];
  }
  if (form === 'short') return ['jupiter', 'saturn', 'do'];
  return ['jupiter', 'saturn', 'rahu', ...(j.eclipses.length ? (['eclipses'] as const) : []), 'quarters', 'do', 'dont'];
}

/** A span's sky is the same for all twelve signs: compute it once per span, keyed by its first day. */
const skies = new Map<string, SpanSky>();
export function skyOf(period: SpanPeriod, date: string): SpanSky {
  const key = `${period}|${spanOf(period, date).start}`;
  let sky = skies.get(key);
  if (!sky) {
    sky = spanSky(period, date);
    if (skies.size > 32) skies.clear();
    skies.set(key, sky);
  }
  return sky;
}

/** The four quarters' bounds of a civil year in India, as instants. */
const quarterBounds = (sky: SpanSky) => {
  const y = sky.start.slice(0, 4);
  return [sky.startMs, ...['04', '07', '10'].map((m) => startOfDayMs(`${y}-${m}-01`, TZ)), sky.endMs];
};

const stamp = (ms: number) => localStamp(ms, TZ);
const stampText = (ms: number | null) => (ms === null ? null : `${stamp(ms).date} ${stamp(ms).time}`);

/** Writes instants in the words of the span: weekday and minute for a week, the minute for a month, the date for a year. */
function whenOf(period: SpanPeriod, w: PeriodWords) {
  return (ms: number | null): string | null => {
    if (ms === null) return null;
    const { date, time } = stamp(ms);
    if (period === 'weekly') return w.dateTime(date, time, true);
    if (period === 'monthly') return w.dateTime(date, time);
    return w.date(date);
  };
}

function changesOf(j: PeriodJudgement, grahas: readonly SpanGraha[], when: (ms: number) => string): ChangeWords[] {
  const out: Array<ChangeWords & { atMs: number }> = [];
  for (const g of grahas) {
    for (const s of j.stays[g].slice(1)) out.push({ graha: g, kind: s.backwards ? 'returns' : 'enters', house: s.house, when: when(s.fromMs!), atMs: s.fromMs! });
  }
  for (const s of j.stations) if (grahas.includes(s.graha)) out.push({ graha: s.graha, kind: s.station, house: s.house, when: when(s.atMs), atMs: s.atMs });
  return out.sort((a, b) => a.atMs - b.atMs).map(({ atMs: _, ...c }) => c);
}

/** Sun's gochara: a good stay for the quarter's best; the hardest is the 8th, then the 12th, 1st, 4th, … */
const HARD_ORDER = [8, 12, 1, 4, 5, 9, 7, 2];

/** The day whose sunrise finds the Moon in the sign's best house of the span, skipping chandrashtama. */
const BEST_ORDER = [11, 10, 6, 3, 7, 1];
function bestDay(sky: SpanSky, sign: number) {
  const houseAt = (s: { moonSign: number }) => ((s.moonSign - sign + 12) % 12) + 1;
  const ranked = [...sky.sunrises].filter((s) => BEST_ORDER.includes(houseAt(s))).sort((a, b) => BEST_ORDER.indexOf(houseAt(a)) - BEST_ORDER.indexOf(houseAt(b)) || a.date.localeCompare(b.date));
  return ranked[0] ?? null;
}

function sentence(part: Part, period: SpanPeriod, j: PeriodJudgement, sky: SpanSky, w: PeriodWords, language: Language, form: RashifalForm): string {
  const when = whenOf(period, w);
  const dated = (s: HouseStay): StayWords => ({ house: s.house, from: when(s.fromMs), to: when(s.toMs), backwards: s.backwards });
  const whenDate = (ms: number) => w.date(stamp(ms).date);
  switch (part) {
    case 'passage': return w.passage(j.moon.map(dated));
    case 'keynote': {
      // With a chandrashtama the short form's last sentence warns of it: the keynote is another house.
      const candidates = j.chandrashtama.length ? j.moon.filter((m) => m.house !== 8) : j.moon;
      const longest = candidates.reduce((a, b) => (lengthIn(b, sky.startMs, sky.endMs) > lengthIn(a, sky.startMs, sky.endMs) ? b : a));
      return w.keynote(dated(longest));
    }
    // The short form keeps to one sentence: the slow grahas' stations and entries are the full form's.
    case 'slow': return w.slow(period, j.stays.Jupiter[0]!.house, j.stays.Saturn[0]!.house, form === 'short' ? [] : changesOf(j, SLOW, (ms) => when(ms)!));
    case 'quick': {
      const standing = ['Sun', ...QUICK].map((g) => ({ graha: g as SpanGraha, house: j.stays[g as SpanGraha][0]!.house, good: GOCHARA_GOOD[g as SpanGraha].includes(j.stays[g as SpanGraha][0]!.house) }));
      return w.quick(changesOf(j, ['Sun', ...QUICK], (ms) => when(ms)!), standing);
    }
    case 'sun': {
      const [first, next] = j.stays.Sun;
      if (!next) return w.sun(first!.house, null);
      // The almanac's name for the ingress; the observance is kept on the ingress's civil date at Ujjain.
      const entered = (j.sign + next.house - 1) % 12;
      const kept = sky.observances.find((o) => o.observance.sankranti?.sign === entered);
      const name = NAMING[language].observance(kept ? kept.observance : { key: 'sankranti', name: `${namesEn.signs[entered]} Sankranti`, kind: 'sankranti' });
      return w.sun(first!.house, { name, when: when(next.fromMs)!, house: next.house });
    }
    case 'quick-month': return w.quickMonth(QUICK.map((g) => ({ graha: g, startHouse: j.stays[g][0]!.house, changes: changesOf(j, [g], (ms) => when(ms)!) })));
    case 'jupiter': case 'saturn': case 'rahu': {
      const g = part === 'jupiter' ? 'Jupiter' : part === 'saturn' ? 'Saturn' : 'Rahu';
      return w.yearStays(g, j.stays[g].map((s) => ({ ...dated(s), from: s.fromMs === null ? null : whenDate(s.fromMs), to: s.toMs === null ? null : whenDate(s.toMs) })));
    }
    case 'eclipses': return w.eclipses(j.eclipses.map((e) => ({ kind: e.kind, when: whenDate(e.peakMs), house: e.house, seen: e.seen })));
    case 'quarters': return j.quarters.map((q) => {
      const asDates = (s: HouseStay): StayWords => ({ house: s.house, from: s.fromMs === null ? null : whenDate(s.fromMs), to: s.toMs === null ? null : whenDate(s.toMs), backwards: false });
      const best = q.sun.filter((s) => s.good).sort((a, b) => lengthIn(b, q.fromMs, q.toMs) - lengthIn(a, q.fromMs, q.toMs))[0];
      const hard = q.sun.filter((s) => !s.good).sort((a, b) => HARD_ORDER.indexOf(a.house) - HARD_ORDER.indexOf(b.house))[0];
      return w.quarter(q.index, best ? asDates(best) : null, hard ? asDates(hard) : null);
    }).join(' ');
    case 'do': {
      const kinds = period === 'weekly' ? ['festival', 'vrat', 'sankranti'] : ['festival'];
      const festivals = sky.observances.filter((o) => kinds.includes(o.observance.kind) && !(period === 'monthly' && o.observance.sankranti))
        .map((o) => ({ name: NAMING[language].observance(o.observance), when: w.date(o.date, period === 'weekly') }));
      return w.doThis(period, j.keyHouse, festivals);
    }
    case 'dont': return w.dontThis(period, j.keyHouse, j.chandrashtama.map((c) => ({ from: when(c.fromMs), to: when(c.toMs) })));
  }
}

export type PeriodPart = Pick<Rashifal, 'title' | 'text' | 'lucky' | 'verdict' | 'observances' | 'facts'>;

/** A week, month or year of one sign, in a language and form. */
export function composePeriod(sign: number, date: string, language: Language, form: RashifalForm, period: SpanPeriod, signName: string): PeriodPart {
  const sky = skyOf(period, date);
  const j = judgePeriod(sky, sign, period === 'yearly' ? quarterBounds(sky) : []);
  const w = WORDS[language];
  const text = planPeriod(period, j, form).map((p) => sentence(p, period, j, sky, w, language, form)).join(' ');
  const best = period === 'yearly' ? null : bestDay(sky, sign);
  const lucky = best ? luckyFor(best.weekday, best.nakshatra) : null;
  const lord = SIGN_LORDS[sign]!;
  const colourKey = lucky ? lucky.colour.key : GRAHA_COLOURS[lord];
  const colour = NAMING[language].colour(colourKey);
  const number = lucky ? lucky.number.value : GRAHA_NUMBERS[lord];
  const dayWords = best && w.date(best.date, true);
  const placed = (g: SpanGraha | 'Ketu') => {
    const house = g === 'Ketu' ? ((j.stays.Rahu[0]!.house + 5) % 12) + 1 : j.stays[g][0]!.house;
    return { graha: g, house, favourable: GOCHARA_GOOD[g].includes(house) };
  };
  const verdict = verdictOf(j.tone);
  return {
    title: w.title(period, signName, sky.start, sky.end),
    text,
    lucky: { colour, number, line: w.lucky(colour, number, dayWords), ...(best ? { day: best.date } : {}) },
    verdict: { key: verdict, label: w.verdict(period, verdict) },
    observances: sky.observances.map((o) => NAMING[language].observance(o.observance)),
    facts: {
      sunrise: sky.sunrises[0] ? stamp(sky.sunrises[0].atMs).time : '',
      moon: j.moon.map((m, i) => ({ house: m.house, sign: sky.moon[i]!.sign, from: stampText(m.fromMs), to: stampText(m.toMs) })),
      chandrashtama: j.chandrashtama[0] ? { from: stampText(j.chandrashtama[0].fromMs), to: stampText(j.chandrashtama[0].toMs) } : null,
      slow: (['Jupiter', 'Saturn', 'Rahu', 'Ketu'] as const).map(placed),
      fast: (['Sun', 'Mars', 'Venus', 'Mercury'] as const).map(placed).filter((p) => p.favourable || [1, 8, 12].includes(p.house)),
      tone: Math.round(j.tone * 100) / 100,
      period: { kind: period, start: sky.start, end: sky.end },
      chandrashtamaDays: j.chandrashtama.map((c) => ({ from: stampText(c.fromMs), to: stampText(c.toMs) })),
      transits: [
        ...(['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Rahu'] as const).flatMap((g) => j.stays[g].slice(1).map((s) => ({
          graha: g, kind: s.backwards ? ('returns' as const) : ('enters' as const), at: stampText(s.fromMs)!, house: s.house,
        }))),
        ...j.stations.map((s) => ({ graha: s.graha, kind: s.station, at: stampText(s.atMs)!, house: s.house })),
      ].sort((a, b) => a.at.localeCompare(b.at)),
      eclipses: j.eclipses.map((e) => ({ kind: e.kind, type: e.type, peak: stampText(e.peakMs)!, house: e.house, sign: e.sign, seenInIndia: e.seen })),
      festivals: sky.observances.map((o) => ({ date: o.date, key: o.observance.key, kind: o.observance.kind })),
    },
  };
}
