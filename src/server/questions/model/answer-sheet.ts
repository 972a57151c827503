/**
 * What a model's answer to a question may state, from the engine: the readings' fact sheet (signs,
 * houses, dasha lords, dates) for the chart that answers, over the answer's horizon, and beside it the
 * dated stretches an answer names — the built-in answer's windows, every dasha period and every
 * slow graha's stay over the horizon, and whatever the model's own tool calls returned (those too
 * are the engine's). A date stands only when the engine names it: the sheet's "period" is the day
 * of asking alone, so any other date must be one of the known ones.
 */
import { bodyOf } from '../../../astro/chart';
import { localStamp } from '../../../astro/civil-dates';
import { addDays } from '../../../astro/day-timeline';
import { NAKSHATRAS } from '../../../astro/nakshatra';
import { siderealLongitude } from '../../../astro/transit-events';
import { GRAHAS, SIGNS, type Graha } from '../../../astro/zodiac';
import type { FactSheet, DashaSheetSpan } from '../../readings/writers/fact-sheet';
import { signsWithinReach } from '../../readings/writers/fact-sheet';
import type { QuestionWriteRequest } from '../question-writer';
import { dashasInRange, SLOW_GRAHAS, transitsInRange, type DashaLevel, type DashaRow, type DatedSpan } from './engine-tools';

/** How far past the asked frame an answer may look: the built-in answer's next window is sought within two years. */
const LOOKAHEAD_DAYS = 730;

const LEVELS: readonly DashaLevel[] = ['mahadasha', 'antardasha', 'pratyantardasha'];
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const signIndex = new Map(SIGNS.map((s, i) => [s.english, i]));
const isGraha = (g: unknown): g is Graha => typeof g === 'string' && (GRAHAS as readonly string[]).includes(g);

export interface AnswerSheet {
  /** The readings' fact sheet, for their sign, house, dasha-lord and date checks. */
  sheet: FactSheet;
  /** Every dated stretch the engine gave: 'start|end'. */
  spans: Set<string>;
  /** The dasha periods the answer may name without a date: those over the horizon and those the tools returned. */
  nearDashas: DashaRow[];
  /** The chart's dasha periods of a level (every level for null) overlapping [from, to], for a claim that dates one. */
  periodsOver: (from: string, to: string, level: DashaLevel | null) => DashaRow[];
}

const key = (s: DatedSpan) => `${s.start}|${s.end}`;

/** The sheet for an answer, before any tool call. */
export function answerSheetOf(request: QuestionWriteRequest): AnswerSheet {
  const { birth, reader, now } = request.input;
  const zone = reader.place.timezone;
  const chart = birth.chart;
  const plan = request.builtin.plan;
  const asked = localStamp(now.getTime(), zone).date;
  const horizonEnd = addDays(request.builtin.timeframe.end > asked ? request.builtin.timeframe.end : asked, LOOKAHEAD_DAYS);
  const nowMs = now.getTime();
  const endMs = Date.parse(`${horizonEnd}T23:59:59Z`);

  const dates = new Set<string>([asked, request.input.profile.birthDate, request.builtin.timeframe.start, request.builtin.timeframe.end]);
  const spans = new Set<string>([key(request.builtin.timeframe)]);
  const addSpan = (s: DatedSpan) => {
    dates.add(s.start).add(s.end);
    spans.add(key(s));
  };

  for (const w of [...plan.windows, ...(plan.next ? [plan.next] : [])]) {
    addSpan(w);
    for (const d of [w.md, w.ad, ...w.pds]) addSpan(d);
    for (const t of w.transits) {
      for (const d of [t.from, t.to]) if (d) dates.add(d);
      if (t.from && t.to) addSpan({ start: t.from, end: t.to });
    }
    if (w.day) dates.add(w.day.date);
  }
  for (const w of request.builtin.windows) addSpan(w);
  for (const a of plan.antardashas) for (const d of [a.md, a.ad]) addSpan(d);
  for (const d of plan.facts.days) dates.add(d.date);
  if (plan.noWindow) dates.add(plan.noWindow.before);

  const periodsOver = (from: string, to: string, level: DashaLevel | null) => (level ? [level] : LEVELS).flatMap((l) => dashasInRange(birth.dashas, zone, from, to, l));
  const nearDashas = periodsOver(asked, horizonEnd, null);
  for (const d of nearDashas) addSpan(d);

  const periodSigns = new Map<Graha, Set<number>>();
  // The slow grahas' signs are their stays, exactly; a bound on speed would grant Saturn nine signs over five years.
  const slow = new Set<Graha>(SLOW_GRAHAS);
  for (const g of GRAHAS) periodSigns.set(g, new Set(slow.has(g) ? [] : signsWithinReach(g, siderealLongitude(g, nowMs, chart.input), nowMs, nowMs, endMs)));
  for (const stay of transitsInRange(chart, zone, asked, horizonEnd, SLOW_GRAHAS)) {
    periodSigns.get(stay.graha)!.add(signIndex.get(stay.sign)!);
    for (const d of [stay.entered, stay.left, ...stay.stations.map((s) => s.date)]) if (d) dates.add(d);
    if (stay.entered && stay.left) addSpan({ start: stay.entered, end: stay.left });
  }

  const running = nearDashas.filter((d) => d.start <= asked && asked <= d.end);
  const toSheet = (d: DashaRow): DashaSheetSpan => ({ level: d.level, lord: d.lord, start: d.start, end: d.end });
  const moon = bodyOf(chart, 'Moon');
  const sheet: FactSheet = {
    grahas: Object.fromEntries(
      GRAHAS.map((g) => {
        const b = bodyOf(chart, g);
        return [g, { natalSign: b.sign, natalHouse: b.house, navamsaSign: b.navamsaSign, periodSigns: [...periodSigns.get(g)!].sort((x, y) => x - y) }];
      }),
    ) as FactSheet['grahas'],
    lagnaSign: birth.timeKnown ? chart.ascendant.sign : null,
    moon: { sign: moon.sign, nakshatra: NAKSHATRAS[moon.nakshatra]!.sanskrit },
    dasha: {
      running: running.map(toSheet),
      starting: nearDashas.filter((d) => d.start > asked && d.level !== 'mahadasha').map(toSheet),
      sequence: nearDashas.filter((d) => d.level === 'mahadasha').map(toSheet),
    },
    period: { start: asked, end: asked },
    dates: [...dates],
  };
  return { sheet, spans, nearDashas, periodsOver };
}

/**
 * Adds what a tool returned to the sheet: its dates, its dated stretches, the dasha periods it
 * listed and the signs it placed a graha in. All of it came from the engine a moment ago.
 */
export function learnFrom(answerSheet: AnswerSheet, result: unknown): void {
  const { sheet, spans, nearDashas } = answerSheet;
  const dates = new Set(sheet.dates);
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      if (ISO.test(v)) dates.add(v);
      return;
    }
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (typeof o.start === 'string' && typeof o.end === 'string' && ISO.test(o.start) && ISO.test(o.end)) {
      spans.add(`${o.start}|${o.end}`);
      if (isGraha(o.lord) && (o.level === 'mahadasha' || o.level === 'antardasha' || o.level === 'pratyantardasha')) {
        nearDashas.push({ level: o.level, lord: o.lord, start: o.start, end: o.end });
        sheet.dasha.starting.push({ level: o.level, lord: o.lord, start: o.start, end: o.end });
      }
    }
    if (typeof o.entered === 'string' && typeof o.left === 'string') spans.add(`${o.entered}|${o.left}`);
    if (isGraha(o.graha) && typeof o.sign === 'string' && 'entered' in o) {
      const s = signIndex.get(o.sign);
      const g = sheet.grahas[o.graha];
      if (s !== undefined && !g.periodSigns.includes(s)) g.periodSigns.push(s);
    }
    Object.values(o).forEach(visit);
  };
  visit(result);
  sheet.dates = [...dates];
}
