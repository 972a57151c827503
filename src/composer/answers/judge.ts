/**
 * The judgement of a question, with no words: which natal facts bear on the topic, and the dated
 * windows inside the asked frame when the dasha lords connected to the topic's houses run together
 * with supportive slow transits, each with its strength and the facts that make it.
 *
 * A stretch (one pratyantardasha under one antardasha, with Jupiter and Saturn each in one sign)
 * counts when its antardasha lord bears on the topic, or its mahadasha and pratyantardasha lords
 * both do (BPHS ch. 46–47: a house gives its results in the periods of its lord, its occupants and
 * its karaka). Its score is the antardasha lord's link with half the mahadasha's and half the
 * pratyantardasha's; Jupiter over or glancing at the main house (from the lagna, or the Moon at
 * four-fifths weight) supports it, and for marriage, career, business, property and children
 * Saturn doing the same as well, both together being the double transit. Transits support a period
 * the dashas already open; they never open one alone. Health windows are stretches of care: the
 * periods of the 6th and 8th lords, Saturn over the Moon or in the 8th from it.
 *
 * A timing question over a few weeks is judged day by day at sunrise, as a muhurta is: the tara
 * bala and chandra bala from the birth Moon, and the tithi (Muhurta Chintamani, shubhashubha
 * prakarana); a day passes when all three do, and is strong when the panchang's yoga is auspicious too.
 */
import { localStamp } from '../../astro/civil-dates';
import type { Graha } from '../../astro/zodiac';
import type { DashaSpan, StayFact } from '../facts/types';
import { barsBeginnings, GOCHARA_GOOD, TARA_FAVOURABLE, YOGA_AUSPICIOUS } from '../judgement/classics';
import { aspectsHouse, healthStrain, healthVitality, lordLink, type Link } from '../judgement/windows';
import type { AnswerFacts, DayCheck, Segment } from './facts';
import { karakasFor, TOPIC_RULES } from './topic-rules';

export type Strength = 'strong' | 'moderate';

/** A slow transit true for the whole of a window. */
export interface TransitClaim {
  graha: 'Jupiter' | 'Saturn';
  sign: number;
  /** The house it occupies, counted from `ref`. */
  house: number;
  ref: 'lagna' | 'moon';
  /** Glancing at the main house rather than in it. */
  aspect: boolean;
  /** The stay's own entry and exit dates (null when beyond the search). */
  from: string | null;
  to: string | null;
}

/** Why a dasha lord bears on the topic: it rules, occupies or glances at its houses, or is its karaka. */
export interface LordLink {
  level: 'mahadasha' | 'antardasha' | 'pratyantardasha';
  lord: Graha;
  reasons: string[];
}

export interface AnswerWindow {
  start: string;
  end: string;
  startMs: number;
  endMs: number;
  strength: Strength;
  score: number;
  lean: 'favourable' | 'care';
  md: DashaSpan;
  ad: DashaSpan;
  /** The pratyantardashas running in the window, in order, with their own dates. */
  pds: DashaSpan[];
  links: LordLink[];
  transits: TransitClaim[];
  double: boolean;
  /** A day judged from its panchang (timing questions over a few weeks). */
  day: DayCheck | null;
}

/** A chart fact the answer rests on, each one visible on the Kundli. */
export type NatalPoint =
  | { kind: 'house'; house: number; sign: number; lord: Graha; lordSign: number; lordHouse: number; lordDignity: string; occupants: Graha[] }
  | { kind: 'karaka'; graha: Graha; sign: number; house: number; dignity: string; strong: boolean; weak: boolean; /** A Jaimini karaka rather than a natural one. */ jaimini: 'darakaraka' | 'amatyakaraka' | 'atmakaraka' | null }
  | { kind: 'yoga'; key: string; grahas: Graha[]; weak: boolean };

export interface AnswerPlan {
  facts: AnswerFacts;
  lean: 'favourable' | 'care';
  windows: AnswerWindow[];
  best: AnswerWindow | null;
  /** Set when no window falls inside the frame: the date it holds to and why. */
  noWindow: { before: string; reason: 'passed' | 'unlinked' | 'weak' | 'days' } | null;
  points: NatalPoint[];
  /** How well the natal chart promises the topic, from its main lord, karaka and yogas. */
  promise: 'good' | 'mixed' | 'weak';
  confidence: 'high' | 'medium' | 'low';
  /** When the frame holds no window: the first one after it, within two years, if any. */
  next: AnswerWindow | null;
  /** The antardashas that run through the frame (the basis of a no-window answer). */
  antardashas: { md: DashaSpan; ad: DashaSpan }[];
}

const DAY_MS = 86_400_000;
const STRONG = 5.5;
const MODERATE = 3.5;
const MAX_WINDOWS = 4;
const MAX_DAYS = 5;

const GOOD_CHANDRA: readonly number[] = GOCHARA_GOOD.Moon;

/** Does the day pass tara bala, chandra bala and the tithi for a beginning? */
export function dayPasses(d: DayCheck): boolean {
  return TARA_FAVOURABLE[d.tara - 1]! && GOOD_CHANDRA.includes(d.chandraHouse) && !barsBeginnings(d.tithi);
}

function transitsOver(f: AnswerFacts, s: Segment, main: number, withSaturn: boolean): { claims: TransitClaim[]; score: number; double: boolean } {
  const refs = f.person.timeKnown ? (['lagna', 'moon'] as const) : (['moon'] as const);
  const claims: TransitClaim[] = [];
  let score = 0;
  const touched = new Set<string>();
  const consider = (g: 'Jupiter' | 'Saturn', stay: StayFact | null, over: number, glance: number) => {
    if (!stay) return;
    let best: { claim: TransitClaim; score: number } | null = null;
    for (const ref of refs) {
      const house = ref === 'lagna' ? stay.houseFromLagna : stay.houseFromMoon;
      const inIt = house === main;
      const aspect = !inIt && aspectsHouse(g, house, main);
      if (!inIt && !aspect) continue;
      const value = (inIt ? over : glance) * (ref === 'lagna' ? 1 : 0.8);
      if (!best || value > best.score) best = { score: value, claim: { graha: g, sign: stay.sign, house, ref, aspect, from: stay.entered?.date ?? null, to: stay.left?.date ?? null } };
    }
    if (best) {
      claims.push(best.claim);
      score += best.score;
      touched.add(g);
    }
  };
  consider('Jupiter', s.jupiter, 2, 1.25);
  if (withSaturn) consider('Saturn', s.saturn, 1, 0.75);
  const double = touched.size === 2;
  return { claims, score: score + (double ? 1 : 0), double };
}

/** Saturn over the natal Moon or in the 8th from it strains health. */
function saturnStrain(s: Segment): TransitClaim | null {
  const st = s.saturn;
  if (!st || (st.houseFromMoon !== 1 && st.houseFromMoon !== 8)) return null;
  return { graha: 'Saturn', sign: st.sign, house: st.houseFromMoon, ref: 'moon', aspect: false, from: st.entered?.date ?? null, to: st.left?.date ?? null };
}

interface Scored {
  score: number;
  lean: 'favourable' | 'care';
  links: LordLink[];
  transits: TransitClaim[];
  double: boolean;
}

function scoreSegment(f: AnswerFacts, s: Segment, karakas: readonly Graha[]): Scored | null {
  const rule = TOPIC_RULES[f.topic];
  const n = f.natal;
  const levels = [['antardasha', s.ad.lord, 1], ['mahadasha', s.md.lord, 0.5], ['pratyantardasha', s.pd.lord, 0.5]] as const;
  const sum = (link: (g: Graha) => Link) => {
    let score = 0;
    const links: LordLink[] = [];
    const seen = new Set<Graha>();
    for (const [level, lord, weight] of levels) {
      // A lord running at two levels at once is counted once, at the higher.
      if (seen.has(lord)) continue;
      seen.add(lord);
      const l = link(lord);
      if (!l.reasons.length) continue;
      score += l.score * weight;
      links.push({ level, lord, reasons: l.reasons });
    }
    return { score, links };
  };
  if (f.topic === 'health') {
    const strain = sum((g) => healthStrain(n, g));
    const sat = saturnStrain(s);
    const strainScore = strain.score + (sat ? (sat.house === 8 ? 1.5 : 1.25) : 0);
    const vitality = sum((g) => healthVitality(n, g));
    if (strain.links.length && strainScore >= vitality.score) return { score: strainScore, lean: 'care', links: strain.links, transits: sat ? [sat] : [], double: false };
    if (!vitality.links.length) return null;
    const sky = vitality.score > 1 ? transitsOver(f, s, 1, false) : { claims: [], score: 0, double: false };
    return { score: vitality.score + sky.score, lean: 'favourable', links: vitality.links, transits: sky.claims, double: false };
  }
  const d = sum((g) => lordLink(n, g, rule.houses, karakas));
  const has = (level: LordLink['level']) => d.links.some((l) => l.level === level);
  // The antardasha lord must bear on the topic, or the mahadasha and pratyantardasha lords together.
  if (!has('antardasha') && !(has('mahadasha') && has('pratyantardasha'))) return null;
  const sky = d.score > 1 ? transitsOver(f, s, rule.houses[0]!, rule.transit === 'double') : { claims: [], score: 0, double: false };
  return { score: d.score + sky.score, lean: 'favourable', links: d.links, transits: sky.claims, double: sky.double };
}

const sameTransits = (a: TransitClaim[], b: TransitClaim[]) => JSON.stringify(a) === JSON.stringify(b);

function dashaWindows(f: AnswerFacts, karakas: readonly Graha[]): AnswerWindow[] {
  const out: (AnswerWindow & { lastLinks: LordLink[] })[] = [];
  for (const s of f.segments) {
    const sc = scoreSegment(f, s, karakas);
    const [moderate, strong] = sc?.lean === 'care' ? [MODERATE - 0.5, STRONG - 0.5] : [MODERATE, STRONG];
    if (!sc || sc.score < moderate) continue;
    const strength: Strength = sc.score >= strong ? 'strong' : 'moderate';
    const prev = out[out.length - 1];
    // Stretches join when nothing named changes: the same periods' links (a pratyantardasha lord that
    // bears on the topic keeps its own window) and the same transits.
    const sameLinks = prev && JSON.stringify(prev.lastLinks) === JSON.stringify(sc.links);
    if (prev && sameLinks && prev.endMs === s.startMs && prev.md.startMs === s.md.startMs && prev.ad.startMs === s.ad.startMs && prev.strength === strength && prev.lean === sc.lean && sameTransits(prev.transits, sc.transits)) {
      prev.endMs = s.endMs;
      if (prev.pds[prev.pds.length - 1]!.startMs !== s.pd.startMs) prev.pds.push(s.pd);
      prev.score = Math.max(prev.score, Math.round(sc.score * 100) / 100);
      continue;
    }
    out.push({
      lastLinks: sc.links,
      start: '', end: '', startMs: s.startMs, endMs: s.endMs, strength, score: Math.round(sc.score * 100) / 100, lean: sc.lean,
      md: s.md, ad: s.ad, pds: [s.pd], links: [...sc.links], transits: sc.transits, double: sc.double, day: null,
    });
  }
  const frameDays = (f.frame.endMs - f.frame.startMs) / DAY_MS;
  return out.filter((w) => (w.endMs - w.startMs) / DAY_MS >= Math.min(2, frameDays / 2)).map(({ lastLinks: _, ...w }) => w);
}

function dayWindows(f: AnswerFacts): AnswerWindow[] {
  const out: AnswerWindow[] = [];
  for (const d of f.days) {
    if (!dayPasses(d)) continue;
    const seg = f.segments.find((s) => s.startMs <= d.atMs && d.atMs < s.endMs) ?? f.segments[0];
    if (!seg) continue;
    const strength: Strength = YOGA_AUSPICIOUS[d.yoga - 1] ? 'strong' : 'moderate';
    // The day runs from its sunrise to the next: the panchang's day.
    out.push({
      start: d.date, end: d.date, startMs: d.atMs, endMs: d.atMs + 1, strength, score: strength === 'strong' ? STRONG : MODERATE, lean: 'favourable',
      md: seg.md, ad: seg.ad, pds: [seg.pd], links: [], transits: [], double: false, day: d,
    });
  }
  return out;
}

/** Whether a graha is the topic's karaka as a Jaimini karaka (darakaraka, amatyakaraka, atmakaraka) rather than a natural one. */
export function jaiminiRole(f: AnswerFacts, g: Graha): 'darakaraka' | 'amatyakaraka' | 'atmakaraka' | null {
  const n = f.natal;
  if (TOPIC_RULES[f.topic].karakas.includes(g) || (g === 'Jupiter' && f.topic === 'marriage')) return null;
  if (f.topic === 'marriage' && g === n.karakas.darakaraka) return 'darakaraka';
  if (f.topic === 'career' && g === n.karakas.amatyakaraka) return 'amatyakaraka';
  if (f.topic === 'general' && g === n.karakas.atmakaraka) return 'atmakaraka';
  return null;
}

function naturalPoints(f: AnswerFacts, karakas: readonly Graha[]): NatalPoint[] {
  const n = f.natal;
  const rule = TOPIC_RULES[f.topic];
  const points: NatalPoint[] = [];
  for (const h of rule.houses.slice(0, 2)) {
    const house = n.houses[h]!;
    const lord = n.grahas[house.lord];
    points.push({ kind: 'house', house: h, sign: house.sign, lord: house.lord, lordSign: lord.sign, lordHouse: lord.house, lordDignity: lord.dignity, occupants: [...house.occupants] });
  }
  // The lagna lord is shown with the 1st house, not as a karaka.
  for (const g of karakas.filter((k) => rule.karakas.includes(k) || k !== n.lagna.lord).slice(0, 2)) {
    const x = n.grahas[g];
    points.push({ kind: 'karaka', graha: g, sign: x.sign, house: x.house, dignity: x.dignity, strong: x.score > 2, weak: x.score < -2, jaimini: jaiminiRole(f, g) });
  }
  // One line per yoga: a yoga formed twice (two Viparita Raja yogas) names all its grahas once.
  for (const y of n.yogas) {
    if (!(rule.yogas as readonly string[]).includes(y.key)) continue;
    const seen = points.find((p): p is Extract<NatalPoint, { kind: 'yoga' }> => p.kind === 'yoga' && p.key === y.key);
    if (seen) {
      seen.grahas = [...new Set([...seen.grahas, ...y.grahas])];
      seen.weak &&= y.strength === 'weak';
    } else points.push({ kind: 'yoga', key: y.key, grahas: [...y.grahas], weak: y.strength === 'weak' });
  }
  return points;
}

function promiseOf(f: AnswerFacts, karakas: readonly Graha[]): AnswerPlan['promise'] {
  const n = f.natal;
  const main = TOPIC_RULES[f.topic].houses[0]!;
  const lordScore = n.grahas[n.houses[main]!.lord].score;
  const karakaScore = n.grahas[karakas[0]!].score;
  const yogas = n.yogas.filter((y) => (TOPIC_RULES[f.topic].yogas as readonly string[]).includes(y.key) && y.strength === 'full').length;
  const total = lordScore + karakaScore / 2 + yogas;
  return total > 2 ? 'good' : total < -2 ? 'weak' : 'mixed';
}

export function judgeQuestion(f: AnswerFacts): AnswerPlan {
  const n = f.natal;
  const karakas = karakasFor(f.topic, f.person.gender, n.karakas, n.lagna.lord);
  const dayMode = f.topic === 'timing' && f.days.length > 0;
  let windows = dayMode ? dayWindows(f) : dashaWindows(f, karakas);
  const limit = dayMode ? MAX_DAYS : MAX_WINDOWS;
  // The strongest first (the earlier of equals), then back in date order.
  windows = [...windows].sort((a, b) => b.score - a.score || a.startMs - b.startMs).slice(0, limit).sort((a, b) => a.startMs - b.startMs);
  // A window's dates are the reader's civil days of its first and last instants.
  for (const w of windows) {
    if (w.day) continue;
    w.start = localStamp(w.startMs, f.zone).date;
    w.end = localStamp(w.endMs - 1, f.zone).date;
  }
  const lean = TOPIC_RULES[f.topic].lean;
  const ranked = [...windows].sort((a, b) => b.score - a.score || a.startMs - b.startMs);
  const best = (lean === 'care' ? ranked.find((w) => w.lean === 'care') : ranked.find((w) => w.lean === 'favourable')) ?? null;
  const antardashas: AnswerPlan['antardashas'] = [];
  for (const s of f.segments) if (!antardashas.some((a) => a.ad.startMs === s.ad.startMs)) antardashas.push({ md: s.md, ad: s.ad });
  let noWindow: AnswerPlan['noWindow'] = null;
  if (!best) {
    const linked = f.segments.some((s) => scoreSegment(f, s, karakas) !== null);
    noWindow = { before: f.frame.end, reason: f.frame.passed ? 'passed' : dayMode ? 'days' : linked ? 'weak' : 'unlinked' };
  }
  const promise = promiseOf(f, karakas);
  let confidence: AnswerPlan['confidence'] = !best ? (promise === 'weak' ? 'high' : 'medium')
    : best.strength === 'strong' && promise !== 'weak' ? 'high' : best.strength === 'strong' || promise === 'good' ? 'medium' : 'low';
  if (!f.person.timeKnown && confidence === 'high') confidence = 'medium';
  return { facts: f, lean, windows, best, noWindow, next: null, points: naturalPoints(f, karakas), promise, confidence, antardashas };
}
