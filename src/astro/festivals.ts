/**
 * Fasts (vrats), festivals and Sankrantis of a civil date at a place.
 *
 * A tithi-based observance is kept on the civil day whose customary moment falls in the tithi:
 * sunrise (udaya tithi) for most, the middle or afternoon fifth of the daytime for a few, pradosh
 * (the first three of the fifteen muhurtas of the night) for evening pujas, nishita (the eighth
 * night muhurta, around midnight) for Shiva and Krishna, and moonrise where the fast is broken at
 * the sight of the Moon. When the tithi covers that moment on two days, the day where it covers
 * more of it wins, and on equal terms the first; when it covers it on neither, the day whose
 * sunrise it holds, and failing that (a tithi wholly between two sunrises) the day it begins in.
 * Each tithi therefore gives each observance exactly one day.
 */
import { Body } from 'astronomy-engine';
import { normalizeDegrees } from './angle';
import { findCrossing } from './crossing';
import { addDays, civilDayBounds, elongationAt } from './day-timeline';
import { formatLocalDate, localToUtc } from './local-time';
import { lunarMonthAt, purnimantaName } from './lunar-month';
import type { LunarMonth, LunarMonthName, MonthReckoning } from './lunar-month';
import { riseAndSetOn, tithiOf } from './panchang';
import type { Paksha, PanchangPlace } from './panchang';
import { scanGraha } from './transit-events';
import type { RawIngress } from './transit-events';
import { SIGNS } from './zodiac';

export type ObservanceKind = 'vrat' | 'festival' | 'sankranti';
export type ObservanceTime = 'sunrise' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishita' | 'moonrise';

export interface TithiOccurrence {
  /** 1–30. */
  number: number;
  name: string;
  paksha: Paksha;
  startMs: number;
  endMs: number;
}

export interface Observance {
  /** Stable identifier for a wording layer: 'diwali', 'ekadashi', 'sankranti', … */
  key: string;
  /** English name, with the month and fortnight where the key alone is not enough. */
  name: string;
  /** Makar Sankranti is a 'festival' (a major one); the other eleven Sankrantis are 'sankranti'. */
  kind: ObservanceKind;
  /** What chose the day: a moment of the day, the Sun's ingress, or the day after Holika Dahan. */
  rule: ObservanceTime | 'sun-ingress' | 'day-after';
  /** The tithi kept and its amanta month, for the lunar observances. */
  tithi: TithiOccurrence | null;
  month: { name: LunarMonthName; adhika: boolean } | null;
  /** The sign the Sun enters and when, for a Sankranti. */
  sankranti: { sign: number; atMs: number } | null;
}

interface TithiRule {
  key: string;
  name: string;
  paksha: Paksha;
  /** 1–15 within the fortnight: Shukla 15 is Purnima, Krishna 15 Amavasya. */
  tithi: number;
  time: ObservanceTime;
}

interface FestivalRule extends TithiRule {
  month: LunarMonthName;
}

/**
 * The festivals, one row each: North Indian custom, amanta months (so Janmashtami is Shravana
 * Krishna Ashtami, which purnimanta almanacs call Bhadrapada Krishna), moments as a New Delhi-style
 * almanac takes them. Never kept in an adhika month. Makar Sankranti and Holi follow the Sun and
 * Holika Dahan instead of a tithi; Holika Dahan has its own rule below.
 */
const FESTIVALS: readonly FestivalRule[] = [
  { key: 'vasant-panchami', name: 'Vasant Panchami', month: 'Magha', paksha: 'Shukla', tithi: 5, time: 'sunrise' },
  { key: 'maha-shivaratri', name: 'Maha Shivaratri', month: 'Magha', paksha: 'Krishna', tithi: 14, time: 'nishita' },
  { key: 'holika-dahan', name: 'Holika Dahan', month: 'Phalguna', paksha: 'Shukla', tithi: 15, time: 'pradosh' },
  { key: 'ugadi', name: 'Ugadi / Gudi Padwa', month: 'Chaitra', paksha: 'Shukla', tithi: 1, time: 'sunrise' },
  { key: 'chaitra-navratri', name: 'Chaitra Navratri begins', month: 'Chaitra', paksha: 'Shukla', tithi: 1, time: 'sunrise' },
  { key: 'ram-navami', name: 'Ram Navami', month: 'Chaitra', paksha: 'Shukla', tithi: 9, time: 'madhyahna' },
  { key: 'hanuman-jayanti', name: 'Hanuman Jayanti', month: 'Chaitra', paksha: 'Shukla', tithi: 15, time: 'sunrise' },
  { key: 'akshaya-tritiya', name: 'Akshaya Tritiya', month: 'Vaishakha', paksha: 'Shukla', tithi: 3, time: 'sunrise' },
  { key: 'buddha-purnima', name: 'Buddha Purnima', month: 'Vaishakha', paksha: 'Shukla', tithi: 15, time: 'sunrise' },
  { key: 'guru-purnima', name: 'Guru Purnima', month: 'Ashadha', paksha: 'Shukla', tithi: 15, time: 'sunrise' },
  { key: 'nag-panchami', name: 'Nag Panchami', month: 'Shravana', paksha: 'Shukla', tithi: 5, time: 'sunrise' },
  // The Bhadra (Vishti) of the first half of Purnima is avoided, which in practice is the udaya day.
  { key: 'raksha-bandhan', name: 'Raksha Bandhan', month: 'Shravana', paksha: 'Shukla', tithi: 15, time: 'sunrise' },
  { key: 'krishna-janmashtami', name: 'Krishna Janmashtami', month: 'Shravana', paksha: 'Krishna', tithi: 8, time: 'nishita' },
  { key: 'ganesh-chaturthi', name: 'Ganesh Chaturthi', month: 'Bhadrapada', paksha: 'Shukla', tithi: 4, time: 'madhyahna' },
  { key: 'sharad-navratri', name: 'Sharad Navratri begins', month: 'Ashvin', paksha: 'Shukla', tithi: 1, time: 'sunrise' },
  { key: 'durga-ashtami', name: 'Durga Ashtami', month: 'Ashvin', paksha: 'Shukla', tithi: 8, time: 'sunrise' },
  { key: 'maha-navami', name: 'Maha Navami', month: 'Ashvin', paksha: 'Shukla', tithi: 9, time: 'sunrise' },
  { key: 'dussehra', name: 'Dussehra', month: 'Ashvin', paksha: 'Shukla', tithi: 10, time: 'aparahna' },
  { key: 'sharad-purnima', name: 'Sharad Purnima', month: 'Ashvin', paksha: 'Shukla', tithi: 15, time: 'moonrise' },
  { key: 'karva-chauth', name: 'Karva Chauth', month: 'Ashvin', paksha: 'Krishna', tithi: 4, time: 'moonrise' },
  { key: 'dhanteras', name: 'Dhanteras', month: 'Ashvin', paksha: 'Krishna', tithi: 13, time: 'pradosh' },
  { key: 'diwali', name: 'Diwali (Lakshmi Puja)', month: 'Ashvin', paksha: 'Krishna', tithi: 15, time: 'pradosh' },
  { key: 'govardhan-puja', name: 'Govardhan Puja', month: 'Kartika', paksha: 'Shukla', tithi: 1, time: 'sunrise' },
  { key: 'bhai-dooj', name: 'Bhai Dooj', month: 'Kartika', paksha: 'Shukla', tithi: 2, time: 'aparahna' },
  { key: 'chhath-puja', name: 'Chhath Puja', month: 'Kartika', paksha: 'Shukla', tithi: 6, time: 'sunrise' },
  { key: 'kartik-purnima', name: 'Kartik Purnima', month: 'Kartika', paksha: 'Shukla', tithi: 15, time: 'sunrise' },
];

/** The fasts of every lunar month, adhika months included. */
const MONTHLY_VRATS: readonly TithiRule[] = [
  { key: 'ekadashi', name: 'Ekadashi', paksha: 'Shukla', tithi: 11, time: 'sunrise' },
  { key: 'ekadashi', name: 'Ekadashi', paksha: 'Krishna', tithi: 11, time: 'sunrise' },
  { key: 'pradosh-vrat', name: 'Pradosh Vrat', paksha: 'Shukla', tithi: 13, time: 'pradosh' },
  { key: 'pradosh-vrat', name: 'Pradosh Vrat', paksha: 'Krishna', tithi: 13, time: 'pradosh' },
  { key: 'sankashti-chaturthi', name: 'Sankashti Chaturthi', paksha: 'Krishna', tithi: 4, time: 'moonrise' },
  { key: 'masik-shivaratri', name: 'Masik Shivaratri', paksha: 'Krishna', tithi: 14, time: 'nishita' },
  { key: 'purnima', name: 'Purnima', paksha: 'Shukla', tithi: 15, time: 'sunrise' },
  { key: 'amavasya', name: 'Amavasya', paksha: 'Krishna', tithi: 15, time: 'sunrise' },
];

const HOUR_MS = 3_600_000;
/** A tithi lasts 19–27 hours, so its ends are always within this of any instant inside it. */
const TITHI_REACH_MS = 36 * HOUR_MS;
const MAKARA = 9;

const tithiNumber = (rule: { paksha: Paksha; tithi: number }) => (rule.paksha === 'Shukla' ? rule.tithi : 15 + rule.tithi);

/** Every tithi that overlaps [startMs, endMs), whole, in order. */
export function tithisOver(startMs: number, endMs: number): TithiOccurrence[] {
  const out: TithiOccurrence[] = [];
  let index = Math.floor(elongationAt(startMs) / 12);
  let from = findCrossing(elongationAt, index * 12, startMs - TITHI_REACH_MS, startMs);
  while (from !== null && from < endMs) {
    const to = findCrossing(elongationAt, normalizeDegrees((index + 1) * 12), from, from + TITHI_REACH_MS);
    if (to === null) break;
    out.push({ ...tithiOf(index * 12 + 6), startMs: from, endMs: to });
    index = (index + 1) % 30;
    from = to;
  }
  return out;
}

export interface Window { fromMs: number; toMs: number }

/** The moments of the days around one date at a place, computed once each. */
class DayMoments {
  private readonly sun = new Map<string, { riseMs: number; setMs: number }>();
  private readonly moon = new Map<string, number | null>();

  constructor(private readonly place: PanchangPlace) {}

  /** Sunrise and sunset; local 06:00 and 18:00 where the Sun does not rise or set (polar). */
  sunOn(date: string): { riseMs: number; setMs: number } {
    let hit = this.sun.get(date);
    if (!hit) {
      const { riseMs, setMs } = riseAndSetOn(Body.Sun, date, this.place);
      hit = {
        riseMs: riseMs ?? localToUtc(date, '06:00', this.place.timezone).utcMs,
        setMs: setMs ?? localToUtc(date, '18:00', this.place.timezone).utcMs,
      };
      this.sun.set(date, hit);
    }
    return hit;
  }

  moonriseOn(date: string): number | null {
    if (!this.moon.has(date)) this.moon.set(date, riseAndSetOn(Body.Moon, date, this.place).riseMs);
    return this.moon.get(date)!;
  }

  dateOf(utcMs: number): string {
    return formatLocalDate(utcMs, this.place.timezone);
  }

  /** The stretch of a day a rule looks at (an instant when from = to); null without a moonrise. */
  window(time: ObservanceTime, date: string): Window | null {
    const { riseMs, setMs } = this.sunOn(date);
    const day = setMs - riseMs;
    const night = this.sunOn(addDays(date)).riseMs - setMs;
    const at = (fromMs: number, toMs = fromMs) => ({ fromMs, toMs });
    switch (time) {
      case 'sunrise': return at(riseMs);
      // The daytime in five parts: pratah, sangava, madhyahna, aparahna, sayahna.
      case 'madhyahna': return at(riseMs + (2 / 5) * day, riseMs + (3 / 5) * day);
      case 'aparahna': return at(riseMs + (3 / 5) * day, riseMs + (4 / 5) * day);
      case 'pradosh': return at(setMs, setMs + (3 / 15) * night);
      case 'nishita': return at(setMs + (7 / 15) * night, setMs + (8 / 15) * night);
      case 'moonrise': {
        const moonrise = this.moonriseOn(date);
        return moonrise === null ? null : at(moonrise);
      }
    }
  }

  /** The one civil day a tithi's observance falls on (the rule in the module comment). */
  dayFor(tithi: TithiOccurrence, time: ObservanceTime): string {
    const first = addDays(this.dateOf(tithi.startMs), -1);
    const last = this.dateOf(tithi.endMs);
    const days: string[] = [];
    for (let d = first; d <= last; d = addDays(d)) days.push(d);
    let best: string | null = null;
    let bestCover = 0;
    for (const d of days) {
      const w = this.window(time, d);
      if (!w) continue;
      const cover = w.fromMs === w.toMs
        ? (w.fromMs >= tithi.startMs && w.fromMs < tithi.endMs ? 1 : 0)
        : Math.min(w.toMs, tithi.endMs) - Math.max(w.fromMs, tithi.startMs);
      if (cover > bestCover) {
        best = d;
        bestCover = cover;
      }
    }
    if (best) return best;
    const holdsSunrise = days.find((d) => {
      const rise = this.sunOn(d).riseMs;
      return rise >= tithi.startMs && rise < tithi.endMs;
    });
    return holdsSunrise ?? days.filter((d) => this.sunOn(d).riseMs <= tithi.startMs).at(-1) ?? last;
  }

  /**
   * Holika Dahan: Phalguna Purnima at pradosh, with the Dharmasindhu exception almanacs apply when
   * the first evening is under Bhadra (the first half of Purnima): if Purnima then runs at least
   * 3½ of the 4 prahars of the next daytime, and the Pratipada after it is longer than the Purnima
   * (a growing tithi), the fire is lit on the next evening instead.
   */
  holikaDahanDay(purnima: TithiOccurrence): string {
    const first = this.dayFor(purnima, 'pradosh');
    const next = addDays(first);
    const { riseMs, setMs } = this.sunOn(next);
    const bhadraUntil = (purnima.startMs + purnima.endMs) / 2;
    const firstEvening = this.sunOn(first).setMs;
    if (!(firstEvening >= purnima.startMs && firstEvening < bhadraUntil)) return first;
    if (purnima.endMs >= setMs || purnima.endMs - riseMs < (7 / 8) * (setMs - riseMs)) return first;
    const pratipadaEnd = findCrossing(elongationAt, 192, purnima.endMs, purnima.endMs + TITHI_REACH_MS);
    return pratipadaEnd !== null && pratipadaEnd - purnima.endMs > purnima.endMs - purnima.startMs ? next : first;
  }
}

function monthLabel(month: LunarMonth): string {
  return `${month.adhika ? 'Adhika ' : ''}${month.name}`;
}

/**
 * A monthly fast named as the reader's almanac names it: "Kartika Krishna Ekadashi" in amanta is
 * "Margashirsha Krishna Ekadashi" in purnimanta, whose month began at the full moon before
 * (lunar-month.ts, purnimantaName). Bright fortnights and adhika months keep their name.
 */
function vratName(rule: TithiRule, month: LunarMonth, reckoning: MonthReckoning): string {
  const named = reckoning === 'purnimanta' ? { ...month, ...purnimantaName(month, rule.paksha) } : month;
  if (rule.key === 'purnima' || rule.key === 'amavasya') return `${monthLabel(named)} ${rule.name}`;
  return `${monthLabel(named)} ${rule.paksha} ${rule.name}`;
}

/**
 * The fasts, festivals and Sankranti of a civil date 'YYYY-MM-DD' at a place, the monthly fasts
 * named by the month reckoning the reader's almanac uses (amanta unless told).
 */
export function observancesOn(date: string, place: PanchangPlace, reckoning: MonthReckoning = 'amanta'): Observance[] {
  const moments = new DayMoments(place);
  const { startMs, endMs } = civilDayBounds(date, place.timezone);
  const out: Observance[] = [];

  const ingress = scanGraha('Sun', startMs, endMs).find((e): e is RawIngress => e.kind === 'ingress');
  if (ingress) {
    const sign = ingress.toSign;
    out.push({
      key: sign === MAKARA ? 'makar-sankranti' : 'sankranti',
      name: sign === MAKARA ? 'Makar Sankranti' : `${SIGNS[sign]!.sanskrit} Sankranti`,
      kind: sign === MAKARA ? 'festival' : 'sankranti',
      rule: 'sun-ingress', tithi: null, month: null, sankranti: { sign, atMs: ingress.atMs },
    });
  }

  // A tithi kept on this date overlaps it or the next (nishita runs past midnight, a tithi can fall
  // between two sunrises); Holi needs yesterday's Purnima too.
  let month: LunarMonth | null = null;
  for (const tithi of tithisOver(civilDayBounds(addDays(date, -1), place.timezone).startMs, civilDayBounds(addDays(date), place.timezone).endMs)) {
    const middle = (tithi.startMs + tithi.endMs) / 2;
    if (!month || middle < month.startMs || middle >= month.endMs) month = lunarMonthAt(middle);
    const tag = { name: month.name, adhika: month.adhika };
    const keep = (rule: TithiRule, kind: ObservanceKind, name: string, day: string, ruleName: Observance['rule'] = rule.time) => {
      if (day === date) out.push({ key: rule.key, name, kind, rule: ruleName, tithi, month: tag, sankranti: null });
    };
    for (const rule of MONTHLY_VRATS) {
      if (tithiNumber(rule) !== tithi.number) continue;
      // Maha Shivaratri is Magha's Masik Shivaratri.
      if (rule.key === 'masik-shivaratri' && month.name === 'Magha' && !month.adhika) continue;
      keep(rule, 'vrat', vratName(rule, month, reckoning), moments.dayFor(tithi, rule.time));
    }
    if (month.adhika) continue;
    for (const rule of FESTIVALS) {
      if (rule.month !== month.name || tithiNumber(rule) !== tithi.number) continue;
      if (rule.key !== 'holika-dahan') {
        keep(rule, 'festival', rule.name, moments.dayFor(tithi, rule.time));
        continue;
      }
      const dahan = moments.holikaDahanDay(tithi);
      keep(rule, 'festival', rule.name, dahan);
      keep({ ...rule, key: 'holi' }, 'festival', 'Holi', addDays(dahan), 'day-after');
    }
  }
  return out;
}

/**
 * The moment or stretch of its day an observance is kept at, at the place: the pradosh kaal, the
 * nishita muhurta, moonrise, the middle or afternoon fifth of the daytime, sunrise, or the Sun's
 * ingress for a Sankranti; null for an observance of the whole day (Holi) or without a moonrise.
 */
export function observanceWindow(o: Observance, date: string, place: PanchangPlace): Window | null {
  if (o.rule === 'sun-ingress') return o.sankranti && { fromMs: o.sankranti.atMs, toMs: o.sankranti.atMs };
  if (o.rule === 'day-after') return null;
  return new DayMoments(place).window(o.rule, date);
}
