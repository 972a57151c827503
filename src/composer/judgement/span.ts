/**
 * Judgement of the period readings (weekly, monthly, quarterly, yearly). The balance weighs the
 * grahas by how much of the period each spends in a sign (a stay that ends in the first week
 * weighs little; the faster planets sign by sign the same way) and the running dasha lords'
 * natal strength. The opening is led by the period's biggest events: a mahadasha change, Saturn's
 * or Jupiter's ingress, an antardasha change, the nodes' ingress, a station of a slow graha.
 */
import type { Graha } from '../../astro/zodiac';
import { houseFrom } from '../../astro/zodiac';
import type { ReadingType } from '../../shared/reading-types';
import { addDays } from '../../astro/day-timeline';
import type { DayFacts, ReadingFacts, StayFact } from '../facts/types';
import { toneOf, weigh } from './balance';
import { HOUSE_TOPIC, NAKSHATRA_NATURE, NATURAL_BENEFICS, TARA_FAVOURABLE, TRANSIT_WEIGHT, barsBeginnings, binduTempering, isGocharaGood, taraOf } from './classics';
import { dayObservances, moonStretches, wakingTithi } from './daily';
import { bigEventsBlock } from './big-events';
import { agreeingLine, dashaLine } from './dasha-line';
import type { BigEvent, Block, Factor, LeadEvent, MonthView, ReadingPlan, WeekDay } from './plan';
import { remedyFor } from './remedies';

const HOUR = 3_600_000;

function overlapShare(f: ReadingFacts, s: StayFact): number {
  const from = Math.max(s.entered?.atMs ?? -Infinity, f.period.startMs);
  const to = Math.min(s.left?.atMs ?? Infinity, f.period.endMs);
  return Math.max(0, to - from) / (f.period.endMs - f.period.startMs);
}

/** Stays of the slow grahas that touch the period, each judged by the classical gochara table. */
export function judgedStays(f: ReadingFacts): Array<StayFact & { good: boolean }> {
  const out: Array<StayFact & { good: boolean }> = [];
  for (const g of ['Saturn', 'Jupiter', 'Rahu', 'Ketu'] as const) {
    for (const s of f.sky.stays[g] ?? []) out.push({ ...s, good: isGocharaGood(g, s.houseFromMoon) });
  }
  return out;
}

function periodFactors(f: ReadingFacts): Factor[] {
  const factors: Factor[] = [];
  for (const s of judgedStays(f)) {
    const share = overlapShare(f, s);
    if (share <= 0) continue;
    // The gochara table gives the direction; the graha's bindus in the sign say how fully it is felt.
    const weight = (s.good ? 1 : -1) * TRANSIT_WEIGHT[s.graha] * binduTempering(s.good, s.bindus) * share;
    factors.push({ key: 'slow-transit', weight, graha: s.graha, house: s.houseFromMoon, topic: HOUSE_TOPIC[s.houseFromLagna], ...(s.bindus !== null ? { bindus: s.bindus } : {}) });
  }
  // The faster planets weigh by each sign they really occupy inside the period, for the share of
  // it they spend there: Mars leaving the 8th on the third day of a quarter barely counts.
  for (const g of ['Sun', 'Mars', 'Venus', 'Mercury'] as const) {
    for (const s of f.sky.fast[g] ?? []) {
      const share = overlapShare(f, s);
      if (share <= 0) continue;
      factors.push({ key: 'fast-transit', weight: (isGocharaGood(g, s.houseFromMoon) ? 1 : -1) * TRANSIT_WEIGHT[g] * 0.5 * share, graha: g, house: s.houseFromMoon, topic: HOUSE_TOPIC[s.houseFromLagna] });
    }
  }
  const d = f.dasha;
  if (d) {
    const md = f.natal.grahas[d.mahadasha.lord];
    const ad = f.natal.grahas[d.antardasha.lord];
    factors.push({ key: 'dasha-lord', weight: Math.max(-1.5, Math.min(1.5, md.score / 3)), graha: md.name, house: md.house });
    if (ad.name !== md.name) factors.push({ key: 'dasha-sub-lord', weight: Math.max(-1, Math.min(1, ad.score / 3)), graha: ad.name, house: ad.house });
  }
  if (f.sky.sadeSati.phase === 'peak') factors.push({ key: 'sade-sati', weight: -1, graha: 'Saturn' });
  return factors;
}

const LEAD_RANK: Record<string, number> = { 'md-change': 10, 'Saturn-ingress': 9, 'Jupiter-ingress': 8, 'ad-change': 6, 'Rahu-ingress': 5, 'Saturn-station': 4, 'Jupiter-station': 4 };

/** The period's biggest events, biggest first. */
function leadEvents(f: ReadingFacts, max: number): LeadEvent[] {
  const ranked: Array<{ rank: number; at: number; lead: LeadEvent }> = [];
  const inside = (ms: number | undefined) => ms !== undefined && ms >= f.period.startMs && ms < f.period.endMs;
  for (const s of judgedStays(f)) {
    if (s.graha !== 'Ketu' && inside(s.entered?.atMs)) ranked.push({ rank: LEAD_RANK[`${s.graha}-ingress`] ?? 0, at: s.entered!.atMs, lead: { key: 'stay', stay: s, good: s.good } });
  }
  for (const c of f.dasha?.changes ?? []) {
    if (c.level === 'pratyantardasha') continue;
    ranked.push({ rank: LEAD_RANK[c.level === 'mahadasha' ? 'md-change' : 'ad-change']!, at: c.startMs, lead: { key: 'dasha-change', level: c.level, lord: c.lord, start: c.start } });
  }
  for (const e of f.sky.events) {
    if (e.kind === 'station' && (e.graha === 'Saturn' || e.graha === 'Jupiter')) ranked.push({ rank: LEAD_RANK[`${e.graha}-station`]!, at: e.atMs, lead: { key: 'station', event: e } });
  }
  return ranked.sort((a, b) => b.rank - a.rank || a.at - b.at).slice(0, max).sort((a, b) => a.at - b.at).map((r) => r.lead);
}

function weekDay(f: ReadingFacts, day: DayFacts): WeekDay {
  const stretches = moonStretches(f, day);
  const wake = (s: { start: string | null; end: string | null }) => {
    const from = Math.max(toMinutes(s.start ?? '00:00'), 6 * 60);
    const to = Math.min(toMinutes(s.end ?? '24:00'), 22 * 60);
    return Math.max(0, to - from);
  };
  const main = stretches.reduce((a, b) => (wake(b) > wake(a) ? b : a), stretches[0]!);
  const star = day.moonNakshatras.find((n) => !n.end || n.end.atMs > day.startMs + 9 * HOUR) ?? day.moonNakshatras[0]!;
  const tara = taraOf(star.index, f.natal.moon.nakshatraIndex);
  const score = (main.good ? 1 : -1) + (TARA_FAVOURABLE[tara - 1] ? 0.5 : -0.5) + (main.chandrashtama ? -2 : 0);
  const chandrashtama = stretches.some((s) => s.chandrashtama);
  // A day in chandrashtama or under Naidhana, the worst tara, is never offered as a good one: its
  // line says to keep it routine (day-restraint.ts; docs/decisions/021-one-verdict-per-reading.md).
  const held = chandrashtama || tara === 7;
  const i = stretches.indexOf(main);
  const other = main.start ? stretches[i - 1] : main.end ? stretches[i + 1] : undefined;
  const tithi = wakingTithi(day);
  return {
    date: day.date, weekday: day.weekday, sign: main.sign, houseFromMoon: main.houseFromMoon,
    nakshatra: star.index, tara, good: score > 0 && !held, chandrashtama,
    from: main.start, until: main.start ? null : main.end,
    other: other ? { sign: other.sign, houseFromMoon: other.houseFromMoon } : null,
    observance: dayObservances(day)[0] ?? null,
    tithi, barsBeginnings: barsBeginnings(tithi),
    rahu: day.kaal ? day.kaal.rahu : null,
    nature: NAKSHATRA_NATURE[star.index]!,
  };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Days of a month-long period when the Moon is in a favourable house from 06:00 to 22:00 India
 * time and the tithi of most of those hours allows beginnings (not Rikta, not Amavasya): the list
 * is offered for requests and new starts.
 */
function goodDays(f: ReadingFacts): string[] {
  const out: string[] = [];
  for (let i = 0; i < f.period.days; i++) {
    const date = addDays(f.period.start, i);
    const from = f.period.startMs + i * 24 * HOUR + 6 * HOUR;
    const to = f.period.startMs + i * 24 * HOUR + 22 * HOUR;
    const seg = f.sky.moon.find((m) => (m.start?.atMs ?? -Infinity) <= from && (m.end?.atMs ?? Infinity) >= to);
    const tithi = (f.sky.tithis ?? []).reduce<{ number: number; ms: number } | null>((best, t) => {
      const ms = Math.min(t.endMs, to) - Math.max(t.startMs, from);
      return ms > (best?.ms ?? 0) ? { number: t.number, ms } : best;
    }, null);
    if (tithi && barsBeginnings(tithi.number)) continue;
    if (seg && isGocharaGood('Moon', houseFrom(seg.index, f.natal.moon.sign)) && houseFrom(seg.index, f.natal.moon.sign) !== 8) out.push(date);
  }
  return out;
}

function chandrashtamaWindows(f: ReadingFacts): Array<{ start: string; end: string }> {
  const eighth = (f.natal.moon.sign + 7) % 12;
  return f.sky.moon
    .filter((m) => m.index === eighth)
    .map((m) => ({ start: m.start ? `${m.start.date} ${m.start.time}` : 'start', end: m.end ? `${m.end.date} ${m.end.time}` : 'end' }));
}

/**
 * The period cut into solar months, Sankranti to Sankranti: each slice has one Sun sign, so what
 * a month line says of the Sun is true for every day of it.
 */
function monthViews(f: ReadingFacts, grahas: readonly Graha[]): MonthView[] {
  const ingresses = f.sky.events.filter((e) => e.graha === 'Sun' && e.kind === 'ingress');
  const starts = [{ date: f.period.start, sign: f.sky.start.Sun.sign }, ...ingresses.filter((e) => e.date > f.period.start).map((e) => ({ date: e.date, sign: e.toSign }))];
  return starts.map((m, i): MonthView => {
    const next = starts[i + 1];
    const start = m.date;
    const end = next ? addDays(next.date, -1) : f.period.end;
    const events = f.sky.events.filter((e) => e.date >= start && e.date <= end && grahas.includes(e.graha));
    const sunHouse = houseFrom(m.sign, f.natal.moon.sign);
    const dashaChanges = (f.dasha?.changes ?? []).filter((c) => c.level !== 'pratyantardasha' && c.start >= start && c.start <= end).map((c) => ({ level: c.level as 'mahadasha' | 'antardasha', lord: c.lord, start: c.start }));
    const score = (isGocharaGood('Sun', sunHouse) ? 1 : -1) + events.reduce((s, e) => s + (e.kind === 'ingress' ? (isGocharaGood(e.graha, e.houseFromMoon) ? 0.5 : -0.5) * TRANSIT_WEIGHT[e.graha] : 0), 0);
    return { start, end, sunSign: m.sign, sunHouseFromMoon: sunHouse, events, dashaChanges, tone: toneOf(score) };
  }).filter((m) => m.start <= m.end);
}

const FAST: readonly Graha[] = ['Sun', 'Mars', 'Mercury', 'Venus'];

export function planSpan(f: ReadingFacts, type: Extract<ReadingType, 'weekly' | 'monthly' | 'quarterly' | 'yearly'>): ReadingPlan {
  const factors = periodFactors(f);
  if (type === 'weekly') {
    for (const d of f.days) {
      const w = weekDay(f, d);
      factors.push({ key: 'week-day', weight: w.good ? 0.3 : -0.3, graha: 'Moon', house: w.houseFromMoon });
    }
  }
  const balance = weigh(factors);
  const ranked = leadEvents(f, type === 'weekly' ? 1 : type === 'monthly' ? 2 : 3);
  // The period's big events, each dated, are always told right after the opening (slow-weather may
  // be dropped for length); a dasha change or the nodes' move that the opening or the month-by-month
  // view (quarterly, yearly) already dates is not told twice, and the opening leaves to them a
  // Saturn ingress they name (Sade Sati, Ashtama or Kantaka Shani).
  const toldDasha = (e: BigEvent) => e.key === 'dasha-change' && (type === 'quarterly' || type === 'yearly' || ranked.some((l) => l.key === 'dasha-change' && l.lord === e.lord && l.start === e.date));
  const toldNodes = (e: BigEvent) => e.key === 'node-axis' && (type === 'quarterly' || type === 'yearly' || ranked.some((l) => l.key === 'stay' && l.stay.graha === 'Rahu' && l.stay.entered?.date === e.date));
  const big = bigEventsBlock(f, f.period.startMs, f.period.endMs, (e) => !toldDasha(e) && !toldNodes(e));
  const named = new Set(big?.kind === 'big-events' ? big.events.flatMap((e) => (e.key === 'sade-sati' || e.key === 'ashtama-shani' || e.key === 'kantaka-shani' ? [e.date] : [])) : []);
  const lead = ranked.filter((l) => !(l.key === 'stay' && l.stay.graha === 'Saturn' && l.stay.entered && named.has(l.stay.entered.date)));
  const blocks: Block[] = [{ kind: 'span-opening', type, start: f.period.start, end: f.period.end, tone: balance.tone, lead }];
  if (big) blocks.push(big);
  // Sade Sati running from the start is told there; slow-weather does not say it again.
  const sadeToldAlready = big?.kind === 'big-events' && big.events.some((e) => e.key === 'saturn-now' && e.state === 'sade-sati');
  const sadeSati = sadeToldAlready ? null : f.sky.sadeSati.phase;
  // Saturn's stays in a house the big events name (Sade Sati, Ashtama, Kantaka) are told there, not again in the weather.
  const namedThere = (s: StayFact) => big !== null && s.graha === 'Saturn' && [12, 1, 2, 8, 4, 7, 10].includes(s.houseFromMoon);
  const stays = judgedStays(f).filter((s) => overlapShare(f, s) > 0 && !namedThere(s));
  if (type === 'weekly') {
    blocks.push({ kind: 'week-days', days: f.days.map((d) => weekDay(f, d)) });
    const fast = f.sky.events.filter((e) => FAST.includes(e.graha));
    if (fast.length) blocks.push({ kind: 'fast-events', events: fast });
    blocks.push({ kind: 'slow-weather', stays: stays.filter((s) => s.graha !== 'Ketu'), sadeSati });
  } else if (type === 'monthly') {
    blocks.push({ kind: 'slow-weather', stays: stays.filter((s) => s.graha !== 'Ketu'), sadeSati });
    const fast = f.sky.events.filter((e) => FAST.includes(e.graha));
    if (fast.length) blocks.push({ kind: 'fast-events', events: fast });
    blocks.push({ kind: 'month-days', good: goodDays(f), chandrashtama: chandrashtamaWindows(f) });
  } else {
    blocks.push({ kind: 'slow-weather', stays: stays.filter((s) => s.graha !== 'Ketu'), sadeSati });
    blocks.push({ kind: 'months', months: monthViews(f, type === 'yearly' ? ['Jupiter', 'Saturn', 'Rahu', 'Mars'] : ['Jupiter', 'Saturn', 'Rahu', 'Mars', 'Venus', 'Mercury']) });
  }
  if (type === 'yearly' && f.dasha) {
    const d = f.dasha;
    const md = f.natal.grahas[d.mahadasha.lord];
    const ad = f.natal.grahas[d.antardasha.lord];
    const next = d.ahead.find((a) => a.startMs > d.antardasha.startMs) ?? null;
    blocks.push({ kind: 'dasha-story', mahadasha: d.mahadasha, antardasha: d.antardasha, next, sequence: d.sequence, mdHouse: md.house, mdRules: md.rules, mdScore: md.score, adHouse: ad.house, adScore: ad.score });
  } else {
    const line = agreeingLine(dashaLine(f, type), balance);
    if (line) blocks.push(line);
  }
  const benefic = balance.lift?.graha && NATURAL_BENEFICS.has(balance.lift.graha) ? balance.lift.graha : null;
  blocks.push({ kind: 'closing', type, tone: balance.tone, lift: balance.lift, drag: balance.drag, remedy: remedyFor(balance.drag, benefic, `${f.person.name}|${type}|${f.period.start}`) });
  return { type, balance, blocks };
}
