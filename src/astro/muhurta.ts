/**
 * Muhurta: the windows of time fit to begin an event at a place, over a range of civil dates. A
 * window is a stretch of one panchang day (sunrise to sunset, or to the next sunrise for events
 * also held at night) in which the tithi, nakshatra, yoga and karana are all ones the event's rule
 * allows (muhurta-rules.ts), outside every blackout that closes it (muhurta-blackouts.ts), with
 * Rahu kaal, Yamaganda, Gulika kaal and, where the event is timed by it, the bad choghadiya cut
 * out; for weddings and house-entries only under an allowed rising sign (muhurta-lagna.ts).
 */
import { Body } from 'astronomy-engine';
import { choghadiya } from './choghadiya';
import { addDays, elongationAt, moonLongitudeAt } from './day-timeline';
import { NAKSHATRA_SPAN } from './nakshatra';
import { localClock, partOf } from './kaal';
import { limbSpans } from './limb-spans';
import type { LimbSpans } from './limb-spans';
import { blackoutsOver, monthsOver } from './muhurta-blackouts';
import type { Blackout, MonthSpan } from './muhurta-blackouts';
import { lagnaSpans } from './muhurta-lagna';
import { BLACKOUT_LABELS, EVENT_PHRASES, EVENT_RULES, FORBIDDEN_KARANAS, FORBIDDEN_YOGAS, HARSH_YOGAS } from './muhurta-rules';
import type { BlackoutKind, EventRule, MuhurtaEvent } from './muhurta-rules';
import { riseAndSetOn, VARAS, weekdayOf } from './panchang';
import type { Paksha, PanchangPlace } from './panchang';
import { localToUtc } from './local-time';
import { siderealLongitude } from './transit-events';
import { signOf } from './zodiac';

export type MuhurtaGrade = 'best' | 'good' | 'acceptable';

export interface MuhurtaWindow {
  /** The panchang day the window belongs to: the civil date of its sunrise (a night window runs past midnight). */
  day: string;
  startMs: number;
  endMs: number;
  grade: MuhurtaGrade;
  tithi: { number: number; name: string; paksha: Paksha };
  nakshatra: { index: number; name: string };
  yoga: { number: number; name: string };
  /** Two names joined by a comma when the karana changes inside the window. */
  karana: { number: number; name: string };
  lagna?: { sign: number; name: string };
  /** The Moon's sidereal sign at the window's start and end (for chandra bala). */
  moonSigns: [number, number];
  reasons: string[];
  avoided: string[];
  /** The same reasons as data, for a page to word in its reader's language. */
  why: MuhurtaReason[];
  /** What was cut out of the window's stretch of the day, as data. */
  cuts: MuhurtaCut[];
}

/**
 * Why a window qualifies, as data: the limbs allowed for the event, the weekday, the blackouts it
 * is clear of, the grade's conditions, the lagna's (with the benefics placed well) and, from the
 * personal filter, each person's tara and chandra bala, and for a wedding the bride's Guru bala
 * and the groom's Surya bala.
 */
export type MuhurtaReason =
  | { key: 'tithi' | 'nakshatra' | 'yoga-karana' | 'waxing' | 'choghadiya' }
  | { key: 'weekday'; weekday: number; preferred: boolean }
  | { key: 'clear-of'; blackouts: BlackoutKind[] }
  | { key: 'lagna'; sign: number; rule: 'vivah' | 'griha-pravesh' }
  | { key: 'benefics'; grahas: string[] }
  | { key: 'tara'; people: Array<{ person: string; tara: number; birthNakshatra: number }> }
  | { key: 'chandra'; people: Array<{ person: string; houses: number[]; birthSign: number }> }
  /** The bride's Guru bala and the groom's Surya bala: the graha's houses from their Moon sign, and whether a puja is asked. */
  | { key: 'guru-bala' | 'surya-bala'; person: string; houses: number[]; puja: boolean };

/** A stretch cut out of a window: a bad period of the day, a blackout, or Bhadra. */
export interface MuhurtaCut {
  kind: 'rahu-kaal' | 'yamaganda' | 'gulika-kaal' | 'choghadiya' | 'bhadra' | BlackoutKind;
  /** The choghadiya's name ('Rog'), for kind 'choghadiya'. */
  name?: string;
  startMs: number;
  endMs: number;
}

export interface MuhurtaSearch {
  event: MuhurtaEvent;
  windows: MuhurtaWindow[];
  blackouts: Blackout[];
}

/** Windows shorter than this are not offered: a rite needs time to be begun properly. */
export const MIN_WINDOW_MS = 15 * 60_000;

interface Piece { startMs: number; endMs: number }

/** `pieces` with `cut` removed. */
function subtract(pieces: Piece[], cut: Piece): Piece[] {
  return pieces.flatMap((p) => {
    if (cut.endMs <= p.startMs || cut.startMs >= p.endMs) return [p];
    const out: Piece[] = [];
    if (cut.startMs > p.startMs) out.push({ startMs: p.startMs, endMs: cut.startMs });
    if (cut.endMs < p.endMs) out.push({ startMs: cut.endMs, endMs: p.endMs });
    return out;
  });
}

const overlaps = (a: Piece, b: Piece) => a.startMs < b.endMs && b.startMs < a.endMs;
const at = <T extends Piece>(spans: T[], ms: number): T => spans.find((s) => s.startMs <= ms && ms < s.endMs) ?? spans[spans.length - 1]!;

interface Cut extends Piece { label: string; kind: MuhurtaCut['kind']; name?: string }

/** The day's periods cut out of any window: Rahu kaal, Yamaganda, Gulika kaal, and the bad choghadiya if used. */
function dayCuts(weekday: number, rise: number, set: number, nextRise: number, rule: EventRule, timezone: string): { cuts: Cut[]; goodChoghadiya: Piece[] } {
  const eighth = (part: number) => partOf(rise, set, part, 8, timezone);
  // Which eighth of the daytime each takes, Sunday first: kaal.ts's tables.
  const periods: Array<[string, Cut['kind'], number]> = [
    ['Rahu kaal', 'rahu-kaal', [8, 2, 7, 5, 6, 4, 3][weekday]!],
    ['Yamaganda', 'yamaganda', [5, 4, 3, 2, 1, 7, 6][weekday]!],
    ['Gulika kaal', 'gulika-kaal', [7, 6, 5, 4, 3, 2, 1][weekday]!],
  ];
  const cuts: Cut[] = periods.map(([label, kind, part]) => ({ label, kind, ...eighth(part) }));
  const chog = choghadiya(weekday, { riseMs: rise, setMs: set, nextRiseMs: nextRise }, timezone);
  const all = [...chog.day, ...chog.night];
  if (rule.choghadiya) cuts.push(...all.filter((c) => c.nature === 'bad').map((c) => ({ label: `${c.name} choghadiya`, kind: 'choghadiya' as const, name: c.name, startMs: c.startMs, endMs: c.endMs })));
  return { cuts, goodChoghadiya: all.filter((c) => c.nature === 'good') };
}

/** The stretches of [from, to) over which no limb changes, with the limbs running. */
function limbPieces(spans: LimbSpans, from: number, to: number): Array<Piece & { limbs: ReturnType<typeof limbsAt> }> {
  const edges = new Set<number>([from, to]);
  for (const list of [spans.tithi, spans.nakshatra, spans.yoga, spans.karana]) {
    for (const s of list) if (s.endMs > from && s.endMs < to) edges.add(s.endMs);
  }
  const sorted = [...edges].sort((a, b) => a - b);
  return sorted.slice(1).map((endMs, i) => ({ startMs: sorted[i]!, endMs, limbs: limbsAt(spans, sorted[i]!) }));
}

function limbsAt(spans: LimbSpans, ms: number) {
  const t = at(spans.tithi, ms);
  const n = at(spans.nakshatra, ms);
  const y = at(spans.yoga, ms);
  const k = at(spans.karana, ms);
  return {
    tithi: { number: t.number, name: t.name, paksha: t.paksha },
    nakshatra: { index: n.index, name: n.name },
    yoga: { number: y.number, name: y.name },
    karana: { number: k.number, name: k.name },
  };
}

/** Why the limbs are refused, or null when the rule allows them all. */
function refusal(rule: EventRule, event: MuhurtaEvent, limbs: ReturnType<typeof limbsAt>, month: MonthSpan, sunSign: number): string | null {
  if (!rule.tithis.includes(limbs.tithi.number)) return 'tithi';
  if (!rule.nakshatras.includes(limbs.nakshatra.index)) return 'nakshatra';
  if (FORBIDDEN_YOGAS.includes(limbs.yoga.number)) return 'yoga';
  if (event !== 'travel' && HARSH_YOGAS.includes(limbs.yoga.number)) return 'yoga';
  if (FORBIDDEN_KARANAS.includes(limbs.karana.name)) return 'karana';
  if (rule.lunarMonths && !rule.lunarMonths.includes(month.index)) return 'lunar month';
  if (rule.solarMonths && !rule.solarMonths.includes(sunSign)) return 'solar month';
  return null;
}

/** Every index from the part at `from` to the part at `to` of a circle cut in `parts`. */
function partsBetween(fromAngle: number, toAngle: number, span: number, parts: number): number[] {
  const first = Math.floor(fromAngle / span);
  const count = (Math.floor(toAngle / span) - first + parts) % parts;
  return Array.from({ length: count + 1 }, (_, i) => ((first + i) % parts) + 1);
}

/**
 * A cheap first look at a day: the nakshatras and tithis running between its two ends are those
 * from the one at the start to the one at the end (both move forward, under 16° a day), so a day
 * on which none of them is allowed is passed over before its limbs are timed.
 */
function mayQualify(rule: EventRule, startMs: number, endMs: number): boolean {
  const moon = moonLongitudeAt();
  const nakshatras = partsBetween(moon(startMs), moon(endMs), NAKSHATRA_SPAN, 27).map((n) => n - 1);
  const tithis = partsBetween(elongationAt(startMs), elongationAt(endMs), 12, 30);
  return nakshatras.some((n) => rule.nakshatras.includes(n)) && tithis.some((t) => rule.tithis.includes(t));
}

const clock = (p: Piece, tz: string) => `${localClock(p.startMs, tz)}–${localClock(p.endMs, tz)}`;

/** All windows for `event` at `place` on the civil dates `from`…`to` (inclusive, 'YYYY-MM-DD'). */
export function findMuhurtas(event: MuhurtaEvent, place: PanchangPlace, from: string, to: string): MuhurtaSearch {
  const rule = EVENT_RULES[event];
  const rangeStart = localToUtc(from, '00:00', place.timezone).utcMs;
  const rangeEnd = localToUtc(addDays(to, 2), '00:00', place.timezone).utcMs;
  const months = monthsOver(rangeStart, rangeEnd);
  const blackouts = blackoutsOver(rule.blackouts, place, rangeStart, rangeEnd, months);
  const windows: MuhurtaWindow[] = [];

  let next = riseAndSetOn(Body.Sun, from, place);
  for (let date = from; date <= to; date = addDays(date)) {
    const today = next;
    next = riseAndSetOn(Body.Sun, addDays(date), place);
    const weekday = weekdayOf(date);
    const { riseMs: rise, setMs: set } = today;
    const nextRise = next.riseMs;
    if (rise === null || set === null || nextRise === null || !rule.weekdays.includes(weekday)) continue;
    const dayEnd = rule.night ? nextRise : set;
    const day = { startMs: rise, endMs: dayEnd };
    if (blackouts.some((b) => b.startMs <= rise && b.endMs >= dayEnd)) continue;

    if (!mayQualify(rule, rise, dayEnd)) continue;
    const spans = limbSpans(rise, dayEnd);
    const { cuts, goodChoghadiya } = dayCuts(weekday, rise, set, nextRise, rule, place.timezone);
    const bhadra = spans.karana.filter((k) => FORBIDDEN_KARANAS.includes(k.name) && overlaps(k, day));
    for (const piece of limbPieces(spans, rise, dayEnd)) {
      const month = at(months, piece.startMs);
      const sunSign = signOf(siderealLongitude('Sun', piece.startMs));
      if (refusal(rule, event, piece.limbs, month, sunSign) !== null) continue;
      let parts: Piece[] = [piece];
      const avoided: string[] = [];
      const cutOut: MuhurtaCut[] = [];
      for (const cut of [...cuts, ...blackouts.map((b): Cut => ({ ...b, label: BLACKOUT_LABELS[b.kind] }))]) {
        if (!overlaps(cut, piece)) continue;
        parts = subtract(parts, cut);
        const clipped = { startMs: Math.max(cut.startMs, piece.startMs), endMs: Math.min(cut.endMs, piece.endMs) };
        if (clipped.endMs - clipped.startMs < 60_000) continue;
        avoided.push(`${cut.label} ${clock(clipped, place.timezone)}`);
        cutOut.push({ kind: cut.kind, ...(cut.name ? { name: cut.name } : {}), ...clipped });
      }
      for (const b of bhadra) {
        const clipped = { startMs: Math.max(b.startMs, rise), endMs: Math.min(b.endMs, dayEnd) };
        avoided.push(`Bhadra (Vishti karana) ${clock(clipped, place.timezone)}`);
        cutOut.push({ kind: 'bhadra', ...clipped });
      }

      const base = baseReasons(event, rule, weekday, piece.limbs);
      const baseWhy = baseWhyOf(rule, weekday);
      for (const part of parts) {
        const lagnas = rule.lagna ? lagnaSpans(rule.lagna, place, part.startMs, part.endMs) : [null];
        for (const lagna of lagnas) {
          if (lagna && !lagna.allowed) continue;
          const w = lagna ? { startMs: lagna.startMs, endMs: lagna.endMs } : part;
          if (w.endMs - w.startMs < MIN_WINDOW_MS) continue;
          const conditions = [
            rule.preferredWeekdays.includes(weekday),
            piece.limbs.tithi.paksha === 'Shukla',
            lagna ? lagna.strong : goodChoghadiya.some((c) => overlaps(c, w)),
          ];
          const held = conditions.filter(Boolean).length;
          windows.push({
            day: date,
            ...w,
            grade: held === 3 ? 'best' : held === 2 ? 'good' : 'acceptable',
            ...piece.limbs,
            ...(lagna ? { lagna: { sign: lagna.sign, name: lagna.name } } : {}),
            moonSigns: [signOf(siderealLongitude('Moon', w.startMs)), signOf(siderealLongitude('Moon', w.endMs - 1))],
            reasons: [
              ...base,
              ...(conditions[1] ? ['the Moon is waxing (Shukla paksha)'] : []),
              ...(lagna ? lagna.reasons : conditions[2] ? ['overlaps an Amrit, Shubh or Labh choghadiya'] : []),
            ],
            avoided,
            why: [
              ...baseWhy,
              ...(conditions[1] ? [{ key: 'waxing' as const }] : []),
              ...(lagna ? lagna.why : conditions[2] ? [{ key: 'choghadiya' as const }] : []),
            ],
            cuts: cutOut,
          });
        }
      }
    }
  }
  return { event, windows: mergeTouching(windows), blackouts };
}

const GRADES: readonly MuhurtaGrade[] = ['acceptable', 'good', 'best'];
const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
/** `a` then those of `b` not equal to one of `a`'s. */
const unionBy = <T>(a: T[], b: T[]) => {
  const seen = new Set(a.map((x) => JSON.stringify(x)));
  return [...a, ...b.filter((x) => !seen.has(JSON.stringify(x)))];
};

/**
 * Joins windows that touch and share tithi, nakshatra, yoga and lagna: a karana changing inside is
 * no reason to offer two windows (both karanas are named), nor a cut that did not fall between them.
 */
function mergeTouching(windows: MuhurtaWindow[]): MuhurtaWindow[] {
  const out: MuhurtaWindow[] = [];
  for (const w of windows) {
    const last = out[out.length - 1];
    if (last && last.endMs === w.startMs && last.tithi.number === w.tithi.number && last.nakshatra.index === w.nakshatra.index
      && last.yoga.number === w.yoga.number && last.lagna?.sign === w.lagna?.sign) {
      out[out.length - 1] = {
        ...last,
        endMs: w.endMs,
        grade: GRADES[Math.min(GRADES.indexOf(last.grade), GRADES.indexOf(w.grade))]!,
        karana: last.karana.name === w.karana.name ? last.karana : { number: last.karana.number, name: `${last.karana.name}, ${w.karana.name}` },
        moonSigns: [last.moonSigns[0], w.moonSigns[1]],
        reasons: union(last.reasons, w.reasons),
        avoided: union(last.avoided, w.avoided),
        why: unionBy(last.why, w.why),
        cuts: unionBy(last.cuts, w.cuts),
      };
    } else out.push(w);
  }
  return out;
}

function baseReasons(event: MuhurtaEvent, rule: EventRule, weekday: number, limbs: ReturnType<typeof limbsAt>): string[] {
  const vara = VARAS[weekday]!;
  return [
    `${limbs.tithi.paksha} ${limbs.tithi.name} is a tithi allowed for ${EVENT_PHRASES[event]}`,
    `${limbs.nakshatra.name} is one of the nakshatras for ${EVENT_PHRASES[event]}`,
    rule.preferredWeekdays.includes(weekday) ? `${vara.english} (${vara.sanskrit}) is a favoured weekday` : `${vara.english} (${vara.sanskrit}) is an allowed weekday`,
    `${limbs.yoga.name} yoga and ${limbs.karana.name} karana are not among those refused`,
    rule.blackouts.length ? `clear of ${rule.blackouts.map((k) => BLACKOUT_LABELS[k]).join(', ')}` : 'no blackout applies',
  ];
}

function baseWhyOf(rule: EventRule, weekday: number): MuhurtaReason[] {
  return [
    { key: 'tithi' },
    { key: 'nakshatra' },
    { key: 'weekday', weekday, preferred: rule.preferredWeekdays.includes(weekday) },
    { key: 'yoga-karana' },
    { key: 'clear-of', blackouts: [...rule.blackouts] },
  ];
}
