/**
 * Dated windows of the natal readings: the antardashas ahead (up to the outlook: 36 months for
 * career, love and life, 12 for health), each scored for its bearing on the reading's topic, with
 * the slow transit that supports it. Every date is a dasha or a stay boundary from the facts, as
 * the engine has it: the outlook (counted from the moment the reading is asked) bounds which
 * periods are weighed, never the dates a window carries; nothing is invented.
 *
 * An antardasha matters to a topic when its lord (fully) or its mahadasha lord (half) rules or
 * occupies the topic's houses, is the topic's karaka, or aspects the main house; its functional
 * nature and strength then say how well it delivers. Rahu and Ketu act through the lord of the
 * sign they occupy. Jupiter in or aspecting the main house from the lagna or the Moon (for
 * marriage also over the 1st, 5th or 9th) supports a window; Saturn doing the same activates a
 * career, and both together are the "double transit" that classically times events. Health reads
 * the other way as well: dashas of the 6th and 8th lords, or Saturn over the Moon or in the 8th
 * from it, make windows of care.
 */
import type { Graha } from '../../astro/zodiac';
import { SIGN_LORDS } from '../../astro/zodiac';
import type { NatalFacts, ReadingFacts, StayFact } from '../facts/types';
import { TOPIC_HOUSES, TOPIC_KARAKAS } from './classics';
import type { Window } from './plan';

export type NatalTopic = 'career' | 'love' | 'health' | 'life';

const DAY_MS = 86_400_000;

/** Houses each natal topic reads, the main one first. */
export const NATAL_HOUSES: Record<NatalTopic, readonly number[]> = { ...TOPIC_HOUSES, life: [1, 9, 10, 5] };

/** Houses a graha casts its full glance on, counted from its own (the 7th for all; Mars, Jupiter and Saturn add their special ones). */
const DRISHTI: Partial<Record<Graha, readonly number[]>> = { Jupiter: [5, 7, 9], Saturn: [3, 7, 10], Mars: [4, 7, 8] };

/** Does a graha in house `from` aspect house `target`? */
export function aspectsHouse(g: Graha, from: number, target: number): boolean {
  return (DRISHTI[g] ?? [7]).some((n) => ((from - 1 + n - 1) % 12) + 1 === target);
}

/** The karakas a topic's windows listen to: the natural ones and the topic's Jaimini karaka. */
export function windowKarakas(f: ReadingFacts, topic: NatalTopic): Graha[] {
  const n = f.natal;
  if (topic === 'career') return [...TOPIC_KARAKAS.career.slice(0, 2), n.karakas.amatyakaraka];
  if (topic === 'love') return ['Venus', n.karakas.darakaraka, ...(f.person.gender === 'female' ? (['Jupiter'] as const) : [])];
  if (topic === 'health') return [n.lagna.lord, 'Sun', 'Moon'];
  return [n.lagna.lord, n.karakas.atmakaraka];
}

export interface Link {
  score: number;
  reasons: string[];
}

/**
 * How a dasha lord bears on a topic read through `houses` (the main one first) and `karakas`: its
 * links, then (if linked) its functional nature and strength.
 */
export function lordLink(natal: NatalFacts, g: Graha, houses: readonly number[], karakas: readonly Graha[]): Link {
  const main = houses[0]!;
  const n = natal.grahas[g];
  const reasons: string[] = [];
  let score = 0;
  const ruled = n.rules.filter((h) => houses.includes(h));
  if (ruled.includes(main)) {
    score += 3;
    reasons.push(`lord-rules-${main}`);
  } else if (ruled.length) {
    score += 1.5;
    reasons.push(`lord-rules-${ruled[0]}`);
  }
  if (n.house === main) {
    score += 2;
    reasons.push(`lord-in-${main}`);
  } else if (houses.includes(n.house)) {
    score += 1;
    reasons.push(`lord-in-${n.house}`);
  }
  if (g === 'Rahu' || g === 'Ketu') {
    const dispositor = SIGN_LORDS[n.sign]!;
    if (natal.grahas[dispositor].rules.includes(main)) {
      score += 1.5;
      reasons.push(`node-sign-lord-rules-${main}`);
    }
  }
  if (karakas.includes(g)) {
    score += 1.5;
    reasons.push('karaka');
  }
  if (g !== 'Rahu' && g !== 'Ketu' && natal.houses[main]!.aspectedBy.includes(g) && n.house !== main) {
    score += 1;
    reasons.push(`aspects-${main}`);
  }
  if (!reasons.length) return { score: 0, reasons };
  score += n.functional === 'yogakaraka' ? 1 : n.functional === 'benefic' ? 0.5 : n.functional === 'malefic' ? -0.5 : 0;
  if (n.functional === 'yogakaraka') reasons.push('yogakaraka');
  score += Math.max(-1.5, Math.min(1.5, n.score / 3));
  if (n.score > 2) reasons.push('strong');
  if (n.score < -2) reasons.push('weak');
  return { score, reasons };
}

/** How a dasha lord sustains vitality: the lagna lord, the luminaries, a graha in or glancing at the lagna, and its strength. */
export function healthVitality(natal: NatalFacts, g: Graha): Link {
  const n = natal.grahas[g];
  const reasons: string[] = [];
  let score = 0;
  if (n.rules.includes(1)) {
    score += 3;
    reasons.push('lord-rules-1');
  }
  if (n.house === 1) {
    score += 1.5;
    reasons.push('lord-in-1');
  }
  if (g === 'Sun' || g === 'Moon') {
    score += 1;
    reasons.push('karaka');
  }
  if (!reasons.length) return { score: 0, reasons };
  score += Math.max(-1.5, Math.min(1.5, n.score / 3));
  if (n.score > 2) reasons.push('strong');
  if (n.score < -2) reasons.push('weak');
  return { score, reasons };
}

/** How a dasha lord strains health: rulership or occupation of the 6th and 8th, and weakness. */
export function healthStrain(natal: NatalFacts, g: Graha): Link {
  const n = natal.grahas[g];
  const reasons: string[] = [];
  let score = 0;
  // A lord of the 6th or 8th that also owns a trikona is a functional benefic: its other lordship
  // halves the strain (Mercury, lord of the 6th and the 9th for a Capricorn lagna).
  const trikonaLord = n.functional === 'benefic' || n.functional === 'yogakaraka';
  for (const h of [6, 8]) {
    if (n.rules.includes(h)) {
      score += trikonaLord ? 1 : 2;
      reasons.push(`lord-rules-${h}`);
    }
  }
  if (n.house === 6 || n.house === 8 || n.house === 12) {
    score += 1;
    reasons.push(`lord-in-${n.house}`);
  }
  if (!reasons.length) return { score: 0, reasons };
  if (n.score < -2) {
    score += 1;
    reasons.push('weak');
  }
  if (n.functional === 'malefic') score += 0.5;
  return { score, reasons };
}

interface Support {
  score: number;
  reason: string;
  transit: NonNullable<Window['transit']>;
}

const overlapDays = (s: StayFact, from: number, to: number) => (Math.min(s.left?.atMs ?? Infinity, to) - Math.max(s.entered?.atMs ?? -Infinity, from)) / DAY_MS;

/** The best supporting (or, for health, straining) slow transit during a stretch. */
function transitsDuring(f: ReadingFacts, topic: NatalTopic, fromMs: number, toMs: number, start: string, end: string): { support: Support | null; strain: Support | null; double: boolean } {
  const main = NATAL_HOUSES[topic][0]!;
  let support: Support | null = null;
  let strain: Support | null = null;
  const touched = new Set<Graha>();
  const consider = (best: Support | null, next: Support) => (!best || next.score > best.score ? next : best);
  for (const g of ['Jupiter', 'Saturn'] as const) {
    for (const s of f.sky.stays[g] ?? []) {
      // A stay must cover a month of the window (or most of a short one) to count.
      const days = overlapDays(s, fromMs, toMs);
      if (days < Math.min(30, ((toMs - fromMs) / DAY_MS) * 0.5)) continue;
      // The stay's own entry and exit, not its overlap with the window: a transit is dated as it happens.
      const from = s.entered?.date ?? start;
      const to = s.left?.date ?? end;
      const at = (ref: 'lagna' | 'moon') => (ref === 'lagna' ? s.houseFromLagna : s.houseFromMoon);
      // Without an exact birth time there is no lagna to count from: the Moon's count alone.
      for (const ref of f.person.timeKnown ? (['lagna', 'moon'] as const) : (['moon'] as const)) {
        const h = at(ref);
        const make = (score: number, reason: string, aspect: boolean): Support => ({ score, reason, transit: { graha: g, sign: s.sign, house: h, from, to, ref, aspect, told: s.entered && s.entered.atMs > f.period.askedMs ? null : 'now' } });
        const over = h === main;
        const aspect = !over && aspectsHouse(g, h, main);
        const refWeight = ref === 'lagna' ? 1 : 0.8;
        if (g === 'Jupiter') {
          if (over || aspect) {
            support = consider(support, make((over ? 2 : 1.25) * refWeight, `jupiter-${over ? 'over' : 'aspects'}-${main}`, aspect));
            touched.add(g);
          } else if (topic === 'love' && [1, 5, 9].includes(h)) {
            support = consider(support, make(0.75 * refWeight, `jupiter-over-${h}`, false));
          }
        } else if (topic === 'health') {
          if (ref === 'moon' && (h === 1 || h === 8)) strain = consider(strain, make(h === 8 ? 1.5 : 1.25, `saturn-over-${h}-from-moon`, false));
          else if (ref === 'lagna' && h === 1) strain = consider(strain, make(1, 'saturn-over-1', false));
        } else if (topic === 'career' && (over || aspect)) {
          support = consider(support, make((over ? 1 : 0.75) * refWeight, `saturn-${over ? 'over' : 'aspects'}-${main}`, aspect));
          touched.add(g);
        }
      }
    }
  }
  return { support, strain, double: touched.has('Jupiter') && touched.has('Saturn') };
}

const STRONG = 5.5;
const MODERATE = 3.5;
const MAX_WINDOWS = 3;

/**
 * The antardashas ahead that bear on the topic, strong or moderate, at most three, in date order,
 * each with its true start and end and its supporting transit. The part of each from the moment of
 * asking to the outlook's end is what is weighed: what is left of the running one, the start of one
 * that runs past the outlook.
 */
export function windowsFor(f: ReadingFacts, topic: NatalTopic): Window[] {
  const d = f.dasha;
  if (!d) return [];
  const today = f.period.asked;
  const last = f.period.outlookEnd;
  const candidates: Window[] = [];
  for (const a of d.ahead) {
    const start = a.start > today ? a.start : today;
    const end = a.end < last ? a.end : last;
    const fromMs = Math.max(a.startMs, f.period.askedMs);
    const toMs = Math.min(a.endMs, f.period.outlookEndMs);
    // A sliver of an antardasha at either edge is not a window.
    if (start >= end || toMs - fromMs < 21 * DAY_MS) continue;
    const karakas = windowKarakas(f, topic);
    const ad = topic === 'health' ? null : lordLink(f.natal, a.lord, NATAL_HOUSES[topic], karakas);
    const md = topic === 'health' || a.mahadashaLord === a.lord ? null : lordLink(f.natal, a.mahadashaLord, NATAL_HOUSES[topic], karakas);
    const sky = transitsDuring(f, topic, fromMs, toMs, start, end);
    let score = 0;
    const reasons: string[] = [];
    let lean: Window['lean'] = 'favourable';
    let transit: Window['transit'] = null;
    if (topic === 'health') {
      const vitalityAd = healthVitality(f.natal, a.lord);
      const vitalityMd = a.mahadashaLord === a.lord ? { score: 0, reasons: [] } : healthVitality(f.natal, a.mahadashaLord);
      const vitality = { score: vitalityAd.score + vitalityMd.score * 0.5, reasons: [...vitalityAd.reasons, ...vitalityMd.reasons.map((r) => `md-${r}`)] };
      const strainAd = healthStrain(f.natal, a.lord);
      const strainMd = a.mahadashaLord === a.lord ? { score: 0, reasons: [] } : healthStrain(f.natal, a.mahadashaLord);
      const strain = strainAd.score + strainMd.score * 0.5 + (sky.strain?.score ?? 0);
      const support = vitality.score + (vitality.score > 1 ? (sky.support?.score ?? 0) : 0);
      if (strain > support) {
        lean = 'care';
        score = strain;
        reasons.push(...strainAd.reasons, ...strainMd.reasons.map((r) => `md-${r}`));
        if (sky.strain) {
          reasons.push(sky.strain.reason);
          transit = sky.strain.transit;
        }
      } else {
        score = support;
        reasons.push(...vitality.reasons);
        if (sky.support && vitality.score > 1) {
          reasons.push(sky.support.reason);
          transit = sky.support.transit;
        }
      }
    } else {
      // The antardasha lord must itself bear on the topic (or be the mahadasha lord): a window is its period.
      if (!ad?.reasons.length) continue;
      score = ad.score + (md?.score ?? 0) * 0.5;
      reasons.push(...(ad?.reasons ?? []), ...(md?.reasons ?? []).map((r) => `md-${r}`));
      // A transit supports a window the dashas already open; it does not open one on its own.
      if (sky.support && score > 1) {
        score += sky.support.score + (sky.double ? 1 : 0);
        reasons.push(sky.support.reason);
        if (sky.double) reasons.push('double-transit');
        transit = sky.support.transit;
      }
    }
    // Health's windows of care count on a smaller scale: a weak 6th or 8th lord's period is enough.
    const [moderate, strong] = lean === 'care' ? [MODERATE - 0.5, STRONG - 0.5] : [MODERATE, STRONG];
    if (score < moderate) continue;
    candidates.push({
      start: a.start, end: a.end, running: a.startMs <= f.period.askedMs, mahadashaLord: a.mahadashaLord, antardashaLord: a.lord, strength: score >= strong ? 'strong' : 'moderate',
      reasons: [...new Set(reasons)], transit, lean, score: Math.round(score * 100) / 100, best: false,
    });
  }
  const kept = [...candidates].sort((x, y) => y.score - x.score).slice(0, MAX_WINDOWS);
  const best = kept.find((w) => w.lean === 'favourable') ?? kept[0];
  if (best) best.best = true;
  return kept.sort((x, y) => (x.start < y.start ? -1 : x.start > y.start ? 1 : 0));
}
