/**
 * Judgement of the four natal readings. Career, love and health read one house (the 10th, the
 * 7th, the 1st) with its lord, occupants, glances, karaka and yogas, then the dated windows ahead,
 * the advice of the person's time of life, the running dasha in the topic's light and a closing.
 * The life reading reads the whole chart: lagna, Moon, the strongest and weakest grahas, the
 * yogas that hold and the whole dasha story.
 *
 * One balance weighs exactly what the body speaks of (the topic lord's and the karaka's strength,
 * the occupants, the yogas, Mangal dosha and its cancellation, the running dasha lords' bearing on
 * the topic, Jupiter's and Saturn's stays now), so the closing's verdict cannot contradict the
 * body. The remedy follows the most afflicted graha the topic rests on.
 */
import type { Planet } from '../../astro/ephemeris';
import { GRAHAS, dignityOf } from '../../astro/zodiac';
import type { Graha } from '../../astro/zodiac';
import type { MangalFacts, NatalGrahaFact, ReadingFacts, YogaFact } from '../facts/types';
import { capTone, weigh } from './balance';
import { NATURAL_BENEFICS, binduTempering, isGocharaGood } from './classics';
import { bigEventsBlock } from './big-events';
import { dashaLine } from './dasha-line';
import { hashString } from '../wording/pen';
import type { Block, Factor, GrahaNote, LovePhase, ReadingPlan, Remedy, SideHouse, SlowNow, TopicKind, Window } from './plan';
import { remedyFor } from './remedies';
import { NATAL_HOUSES, aspectsHouse, windowsFor } from './windows';
import type { NatalTopic } from './windows';

const MAIN_HOUSE: Record<TopicKind, number> = { career: 10, love: 7, health: 1 };
/**
 * How far ahead a natal reading dates the sky's big events (docs/decisions/024): the coming year,
 * the health reading's whole outlook; the 36-month windows of the others carry the later dashas.
 */
const EVENTS_AHEAD_MS = 365 * 86_400_000;
const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
const isNode = (g: Graha) => g === 'Rahu' || g === 'Ketu';

/** What a placement says plainly, most telling first (at most three). */
export function notesOf(g: NatalGrahaFact): GrahaNote[] {
  const notes: GrahaNote[] = [];
  const has = (key: string) => g.factors.some((x) => x.factor === key);
  if (g.dignity === 'debilitated') notes.push(g.neechaBhanga ? 'neecha-bhanga' : 'debilitated');
  else if (g.dignity === 'exalted') notes.push('exalted');
  else if (has('dignity.moolatrikona')) notes.push('moolatrikona');
  else if (g.dignity === 'own') notes.push('own');
  if (has('dig-bala')) notes.push('dig-bala');
  if (g.vargottama) notes.push('vargottama');
  if (g.combust) notes.push('combust');
  if (g.retrograde && !isNode(g.name)) notes.push('retrograde');
  return notes.slice(0, 3);
}

/** Notes of a graha in a navamsa sign, by simple dignity. */
function d9Notes(g: Planet, sign: number): GrahaNote[] {
  const d = dignityOf(g, sign);
  return d === 'neutral' ? [] : [d];
}

/**
 * Mangal dosha as a love reading states it. An exalted or own-sign Mars is one of the classical
 * exceptions whatever else holds, so it is never reported as a plain dosha.
 */
export function mangalFor(f: ReadingFacts): MangalFacts {
  const m = f.natal.mangal;
  const mars = f.natal.grahas.Mars;
  if (!m.present || m.cancelled) return m;
  if (mars.dignity === 'exalted' || mars.dignity === 'own') {
    return { ...m, cancelled: true, reasons: [...m.reasons, mars.dignity === 'exalted' ? 'exalted' : 'own-sign'] };
  }
  return m;
}

/**
 * The weight of Jupiter's or Saturn's stay now for a topic: Jupiter over or glancing at the
 * topic's house helps it; Saturn there presses on it unless its house from the Moon is a good
 * one; otherwise the gochara table from the Moon decides, at half weight. For health, Saturn over
 * the Moon, in the 8th or 12th from it weighs most.
 */
function nowWeight(g: 'Jupiter' | 'Saturn', good: boolean, touches: boolean, houseFromMoon: number, topic: NatalTopic): number {
  if (g === 'Jupiter') return touches ? 1 : good ? 0.5 : -0.5;
  if (topic === 'health' && [1, 8, 12].includes(houseFromMoon)) return -1.25;
  if (touches) return good ? 0.75 : -1;
  return good ? 0.5 : -0.5;
}

/** Jupiter and Saturn now: their stays at the start of the period, judged from the Moon and for the topic's house. */
function slowNow(f: ReadingFacts, topic: NatalTopic): SlowNow[] {
  const main = NATAL_HOUSES[topic][0]!;
  return (['Jupiter', 'Saturn'] as const).map((g) => {
    const at = f.sky.start[g];
    const stay = f.sky.stays[g]?.[0];
    const reaches = (h: number) => h === main || aspectsHouse(g, h, main);
    // Without the birth time the "lagna" is the Moon's sign: the count is the Moon's either way.
    const touchesFrom = f.person.timeKnown && reaches(at.houseFromLagna) ? 'lagna' : reaches(at.houseFromMoon) ? 'moon' : null;
    const touches = touchesFrom !== null;
    const left = stay && stay.sign === at.sign && stay.left && stay.left.date <= f.period.outlookEnd ? stay.left.date : null;
    const good = isGocharaGood(g, at.houseFromMoon);
    const bindus = stay && stay.sign === at.sign ? stay.bindus : null;
    return {
      graha: g, sign: at.sign, houseFromMoon: at.houseFromMoon, houseFromLagna: at.houseFromLagna, good,
      helps: nowWeight(g, good, touches, at.houseFromMoon, topic) > 0, touches, touchesFrom, until: left, bindus,
    };
  });
}

/** Yogas bearing on a topic: those formed in its houses or by its lord or karaka. Full ones first, at most three. */
function yogasFor(f: ReadingFacts, topic: TopicKind, topicHouses: readonly number[], grahas: readonly Graha[]): YogaFact[] {
  const seen = new Set<string>();
  return f.natal.yogas
    .filter((y) => !LUNAR_YOGAS.has(y.key) || (topic === 'health' && y.key === 'kemadruma'))
    .filter((y) => y.houses.some((h) => topicHouses.includes(h)) || y.grahas.some((g) => grahas.includes(g)))
    .sort((a, b) => yogaRank(b) - yogaRank(a))
    .filter((y) => !seen.has(y.key) && Boolean(seen.add(y.key)))
    .slice(0, 2);
}

/** How much a yoga is worth naming: full before weak, the great yogas before the minor lunar ones. */
const YOGA_RANK: Record<string, number> = {
  ruchaka: 10, bhadra: 10, hamsa: 10, malavya: 10, shasha: 10, raja: 9, 'neecha-bhanga-raja': 8, 'gaja-kesari': 8, dhana: 7,
  'viparita-raja': 6, adhi: 6, parivartana: 5, amala: 5, 'budha-aditya': 4, 'chandra-mangala': 4, durudhara: 3, sunapha: 2, anapha: 2, kemadruma: 1,
};
const yogaRank = (y: YogaFact) => (y.strength === 'full' ? 100 : 0) + (YOGA_RANK[y.key] ?? 3);

/** The yogas counted from the Moon alone: they colour the mind, not a career or a marriage. */
const LUNAR_YOGAS = new Set(['sunapha', 'anapha', 'durudhara', 'kemadruma']);

/** Yogas that describe a hardship rather than a gift. */
const HARD_YOGAS = new Set(['kemadruma']);

function yogaWeight(y: YogaFact): number {
  const w = y.strength === 'full' ? 1 : 0.5;
  return HARD_YOGAS.has(y.key) ? -w : w;
}

/** How well a graha sits in a topic house it occupies: benefic help, malefic strain, strength first. */
function occupantWeight(g: NatalGrahaFact, house: number): number {
  if (g.score > 2) return 0.75;
  if (g.score < -2) return -0.75;
  const benefic = NATURAL_BENEFICS.has(g.name);
  // Malefics grow well in the upachaya houses (3, 6, 10, 11).
  if (!benefic && [3, 6, 10, 11].includes(house)) return 0.25;
  return benefic ? 0.5 : -0.5;
}

function sideHouse(f: ReadingFacts, h: number): SideHouse {
  const house = f.natal.houses[h]!;
  return { house: h, sign: house.sign, lord: house.lord, lordHouse: house.lordHouse, lordScore: f.natal.grahas[house.lord].score, occupants: house.occupants };
}

/** The karaka a topic is read through, and why that one. */
function karakaOf(f: ReadingFacts, topic: TopicKind): { karaka: Graha; why: 'natural' | 'amatyakaraka' | 'stronger' } {
  const n = f.natal;
  if (topic === 'love') return { karaka: 'Venus', why: 'natural' };
  if (topic === 'health') return { karaka: n.lagna.lord === 'Sun' ? 'Moon' : 'Sun', why: 'natural' };
  const amk = n.karakas.amatyakaraka;
  if (amk === 'Saturn' || amk === 'Sun') return { karaka: amk, why: 'amatyakaraka' };
  return n.grahas.Saturn.score >= n.grahas.Sun.score ? { karaka: 'Saturn', why: 'stronger' } : { karaka: 'Sun', why: 'stronger' };
}

/** The married-age phase a love reading speaks to (it cannot know whether you are married). */
export function lovePhase(age: number): LovePhase {
  if (age < 22) return 'young';
  if (age < 33) return 'seeking';
  if (age < 43) return 'early';
  if (age < 63) return 'established';
  return 'elder';
}

/** How the running mahadasha and antardasha lords bear on the topic, as factors. */
function dashaFactors(f: ReadingFacts, topic: NatalTopic, karakas: readonly Graha[]): Factor[] {
  const d = f.dasha;
  if (!d) return [];
  const houses = NATAL_HOUSES[topic];
  const out: Factor[] = [];
  const lords = d.antardasha.lord === d.mahadasha.lord ? [d.mahadasha.lord] : [d.mahadasha.lord, d.antardasha.lord];
  lords.forEach((g, i) => {
    const n = f.natal.grahas[g];
    const scale = i === 0 ? 1 : 0.75;
    // A lord of the 6th or 8th strains health, unless it also owns a trikona (the 9th or 5th beside
    // the 6th, as Mercury for a Capricorn lagna): its functional nature is then benefic and the
    // trikona lordship prevails (BPHS ch. 34, on lordship and the yogakarakas; the engine's functionalNature).
    const trikonaLord = n.functional === 'benefic' || n.functional === 'yogakaraka';
    if (topic === 'health' && n.rules.some((h) => h === 6 || h === 8) && !n.rules.includes(1) && !trikonaLord) {
      out.push({ key: i === 0 ? 'dasha-lord' : 'dasha-sub-lord', weight: -0.75 * scale, graha: g, house: n.house, topic: 'health' });
      return;
    }
    const linked = n.rules.some((h) => houses.includes(h)) || houses.includes(n.house) || karakas.includes(g);
    if (!linked) return;
    out.push({ key: i === 0 ? 'dasha-lord' : 'dasha-sub-lord', weight: (n.score >= 0 ? 1 : -0.75) * scale, graha: g, house: n.house });
  });
  return out;
}

/**
 * Jupiter's and Saturn's stays now as factors: 'topic-transit' (the house in the count it touches
 * the topic's house from, lagna or Moon) when the graha is in or glancing at the topic's house,
 * else 'slow-transit' (house from the Moon, judged by the gochara table). The graha's own bindus
 * in the sign it holds temper the weight as in the period readings (judgement/classics.ts): the
 * verdict keeps its direction, and 5–8 bindus make a help fuller and a pressure lighter.
 */
function nowFactors(now: readonly SlowNow[], topic: NatalTopic): Factor[] {
  return now.map((s): Factor => {
    const base = nowWeight(s.graha, s.good, s.touches, s.houseFromMoon, topic);
    const weight = base * binduTempering(base > 0, s.bindus);
    const bindus = s.bindus !== null ? { bindus: s.bindus } : {};
    if (!s.touchesFrom) return { key: 'slow-transit', weight, graha: s.graha, house: s.houseFromMoon, ...bindus };
    return { key: 'topic-transit', weight, graha: s.graha, house: s.touchesFrom === 'lagna' ? s.houseFromLagna : s.houseFromMoon, from: s.touchesFrom, ...bindus };
  });
}

/** The windows ahead as the body states them: a strong opening lifts the reading, a stretch of care weighs on it. */
function windowFactors(windows: readonly Window[]): Factor[] {
  const best = windows.find((w) => w.best);
  const out: Factor[] = [];
  if (best && best.lean === 'favourable') out.push({ key: 'window', weight: best.strength === 'strong' ? 0.75 : 0.4, graha: best.antardashaLord });
  const care = windows.filter((w) => w.lean === 'care').sort((a, b) => b.score - a.score)[0];
  if (care) out.push({ key: 'care-window', weight: care.strength === 'strong' ? -1 : -0.5, graha: care.antardashaLord });
  return out;
}

/**
 * The houses a topic reading with no window may say the dashas leave alone: the 6th and 8th of
 * illness for health ("the dashas do not stir the 6th or the 8th"), the main house otherwise ("no
 * antardasha ties strongly to your 10th house").
 */
export const QUIET_HOUSES: Record<TopicKind, readonly number[]> = { health: [6, 8], career: [10], love: [7] };

/** The dasha lords from now to the outlook's end, mahadashas and antardashas. */
export function dashaLordsAhead(f: ReadingFacts): Graha[] {
  const d = f.dasha;
  return d ? [...new Set<Graha>([d.mahadasha.lord, d.antardasha.lord, ...d.ahead.flatMap((a) => [a.lord, a.mahadashaLord])])] : [];
}

/** Does a dasha lord rule or occupy one of these houses? */
export function stirs(f: ReadingFacts, g: Graha, houses: readonly number[]): boolean {
  const n = f.natal.grahas[g];
  return n.rules.some((h) => houses.includes(h)) || houses.includes(n.house);
}

const NATAL_TYPES = ['career', 'love', 'health', 'life'] as const;
const REMEDY_KINDS: ReadonlyArray<Remedy['kind']> = ['mantra', 'charity', 'fast', 'temple', 'practice'];

/**
 * The remedy of a natal reading: for the graha it follows, varied by the person and the month,
 * and with a different kind of remedy in each of the four natal readings of one person, so that
 * asking about career and then about love never prescribes the same thing twice.
 */
function natalRemedy(f: ReadingFacts, type: (typeof NATAL_TYPES)[number], graha: Graha): Remedy | null {
  const base = `${f.person.name}|${f.person.birthDate}|${f.period.start}`;
  const kind = REMEDY_KINDS[(hashString(`${base}|${graha}`) + NATAL_TYPES.indexOf(type)) % REMEDY_KINDS.length]!;
  const drag: Factor = { key: 'focus', weight: Math.min(0, f.natal.grahas[graha].score), graha };
  for (let i = 0; i < 64; i++) {
    const r = remedyFor(drag, graha, `${base}|${type}|${i}`);
    if (r?.kind === kind) return r;
  }
  return remedyFor(drag, graha, `${base}|${type}`);
}

function planTopic(f: ReadingFacts, topic: TopicKind): ReadingPlan {
  const n = f.natal;
  const main = MAIN_HOUSE[topic];
  const house = n.houses[main]!;
  const lord = n.grahas[house.lord];
  const { karaka, why } = karakaOf(f, topic);
  const k = n.grahas[karaka];
  const amk = n.karakas.amatyakaraka;
  const dk = n.karakas.darakaraka;
  const jaimini = topic === 'career' && amk !== karaka ? { role: 'amatyakaraka' as const, graha: amk, house: n.grahas[amk].house }
    : topic === 'love' && dk !== karaka ? { role: 'darakaraka' as const, graha: dk, house: n.grahas[dk].house } : null;
  const yogas = yogasFor(f, topic, [main], [house.lord, karaka]);
  const mangal = topic === 'love' ? mangalFor(f) : null;
  const side = topic === 'health' ? [sideHouse(f, 6), sideHouse(f, 8)] : [];
  const now = slowNow(f, topic);

  // The graha the topic rests on that is most afflicted; the remedy follows it.
  const candidates: Graha[] = topic === 'health'
    ? [n.lagna.lord, 'Moon', 'Sun', n.houses[6]!.lord, n.houses[8]!.lord]
    : topic === 'love'
      ? [house.lord, 'Venus', ...(mangal?.present && !mangal.cancelled ? (['Mars'] as const) : []), ...house.occupants]
      : [house.lord, karaka, ...house.occupants];
  const focusGraha = candidates.reduce((a, b) => (n.grahas[b].score < n.grahas[a].score ? b : a), candidates[0]!);
  const fg = n.grahas[focusGraha];
  const focus = { graha: focusGraha, score: fg.score, house: fg.house, notes: notesOf(fg) };

  const factors: Factor[] = [
    { key: 'topic-lord', weight: clamp(lord.score / 2, -2.5, 2.5), graha: lord.name, house: lord.house },
  ];
  if (karaka !== house.lord) factors.push({ key: 'karaka', weight: clamp(k.score / 3, -1.5, 1.5), graha: karaka, house: k.house });
  for (const g of house.occupants) factors.push({ key: 'occupant', weight: occupantWeight(n.grahas[g], main), graha: g, house: main });
  let yogaSum = 0;
  for (const y of yogas) {
    const w = clamp(yogaWeight(y), -2 - yogaSum, 2 - yogaSum);
    yogaSum += w;
    if (w !== 0) factors.push({ key: 'yoga', weight: w, graha: y.grahas[0], house: y.houses[0] });
  }
  if (mangal?.present && !mangal.cancelled) factors.push({ key: 'mangal-dosha', weight: -1.5, graha: 'Mars', house: n.grahas.Mars.house });
  if (topic === 'health') {
    if (karaka !== 'Moon') factors.push({ key: 'moon', weight: clamp(n.grahas.Moon.score / 3, -1, 1), graha: 'Moon', house: n.grahas.Moon.house });
    if (focusGraha !== n.lagna.lord && fg.score < -2) factors.push({ key: 'weak-graha', weight: clamp(fg.score / 3, -1.5, 0), graha: focusGraha, house: fg.house });
    if (f.sky.sadeSati.phase === 'peak') factors.push({ key: 'sade-sati', weight: -0.75, graha: 'Saturn' });
  }
  factors.push(...dashaFactors(f, topic, [karaka]));
  factors.push(...nowFactors(now, topic));
  const windows: Window[] = windowsFor(f, topic);
  factors.push(...windowFactors(windows));
  // With no opening ahead, the advice cannot be to move boldly: the verdict stays at steady
  // (docs/decisions/021-one-verdict-per-reading.md). Health's windows are of care as well as of strength.
  const opening = windows.some((w) => w.lean === 'favourable');
  // The body calls the lord and the karaka strong above +2 and weak below -2 (as the life reading
  // names its strongest and weakest); the closing does not say otherwise.
  // The remedy's graha is never the help; if the body calls it strong, it is not the hindrance either.
  const named = [lord.name, karaka].filter((g) => g !== focusGraha);
  const focusStrong = fg.score > 2 && (focusGraha === lord.name || focusGraha === karaka);
  const weighed = weigh(factors, {
    helps: named.filter((g) => n.grahas[g].score > 2),
    hinders: [...(focusStrong ? [] : [focusGraha]), ...named.filter((g) => n.grahas[g].score < -2)],
    neither: focusStrong ? [focusGraha] : [],
  });
  const balance = topic !== 'health' && !opening ? capTone(weighed, 'steady') : weighed;

  const blocks: Block[] = [
    {
      kind: 'natal-topic', topic, house: main, sign: house.sign, lord: house.lord, lordHouse: lord.house, lordScore: lord.score,
      occupants: house.occupants, aspectedBy: house.aspectedBy.filter((g) => !house.occupants.includes(g)),
      karaka, karakaScore: k.score, karakaHouse: k.house, yogas, mangal,
      lordNotes: notesOf(lord), karakaNotes: notesOf(k), karakaWhy: why, jaimini,
      navamsa: topic === 'love' ? {
        venusSign: n.navamsa.venusSign, venusNotes: d9Notes('Venus', n.navamsa.venusSign),
        seventhLord: n.navamsa.seventhLord, seventhLordSign: n.navamsa.seventhLordSign, seventhLordNotes: d9Notes(n.navamsa.seventhLord, n.navamsa.seventhLordSign),
      } : null,
      side, focus, now,
    },
  ];
  // The dasha running now comes before the windows ahead, so the reading moves forward in time.
  const line = dashaLine(f, topic);
  if (line) blocks.push(line);
  // The outlook's big events, dated; for health Saturn's standing over the Moon is already said with the sky now.
  // An antardasha the windows below already date is not told twice.
  const big = bigEventsBlock(f, f.period.askedMs, Math.min(f.period.outlookEndMs, f.period.askedMs + EVENTS_AHEAD_MS), (e) => !(topic === 'health' && e.key === 'saturn-now' && e.state !== 'kantaka')
    && !(e.key === 'dasha-change' && e.level === 'antardasha' && windows.some((w) => w.antardashaLord === e.lord && w.start === e.date)));
  if (big) blocks.push(big);
  blocks.push(
    { kind: 'windows', topic, windows: windows.map((w) => withEntryTold(w, big)), quiet: dashaLordsAhead(f).every((g) => !stirs(f, g, QUIET_HOUSES[topic])) },
    { kind: 'stage', topic, stage: f.person.stage, age: f.person.age, tone: balance.tone, phase: topic === 'love' ? lovePhase(f.person.age) : null, window: windows.find((w) => w.best) ?? windows[0] ?? null },
  );
  blocks.push({ kind: 'closing', type: topic, tone: balance.tone, lift: balance.lift, drag: balance.drag, remedy: natalRemedy(f, topic, focusGraha) });
  return { type: topic, balance, blocks };
}

/** A window's stay whose entry a big event of the reading dates already: its start is not dated again. */
function withEntryTold(w: Window, big: Block | null): Window {
  const t = w.transit;
  if (!t || t.told || big?.kind !== 'big-events') return w;
  const dated = big.events.some((e) => 'sign' in e && 'date' in e && e.date === t.from && e.sign === t.sign && (e.key === 'jupiter-return' ? t.graha === 'Jupiter' : t.graha === 'Saturn'));
  return dated ? { ...w, transit: { ...t, told: 'entry' } } : w;
}

/** Yogas worth naming in a life reading: full ones first, then weak ones, the gifts before the hardships; at most four. */
function lifeYogas(f: ReadingFacts): YogaFact[] {
  const seen = new Set<string>();
  return [...f.natal.yogas]
    .sort((a, b) => yogaRank(b) - yogaRank(a))
    .filter((y) => {
      // One of each kind is enough to name (several raja yogas read as one promise).
      if (seen.has(y.key)) return false;
      seen.add(y.key);
      return true;
    })
    .slice(0, 4);
}

function planLife(f: ReadingFacts): ReadingPlan {
  const n = f.natal;
  const grahas = GRAHAS.map((g) => n.grahas[g]);
  // Rahu and Ketu have no dignity of their own to weigh: the strongest and weakest are named among the seven.
  const byScore = grahas.filter((g) => !isNode(g.name)).sort((a, b) => b.score - a.score);
  const strong = byScore.filter((g) => g.score > 2).slice(0, 3).map((g) => g.name);
  if (!strong.length) strong.push(byScore[0]!.name);
  const weak = [...byScore].reverse().filter((g) => g.score < -2 && !strong.includes(g.name)).slice(0, 2).map((g) => g.name);
  const neechaBhanga = grahas.filter((g) => g.neechaBhanga).map((g) => g.name);
  const lagnaLord = n.grahas[n.lagna.lord];
  const detail: Partial<Record<Graha, { house: number; sign: number; score: number; notes: GrahaNote[] }>> = {};
  for (const g of new Set<Graha>([...strong, ...weak, ...neechaBhanga, n.lagna.lord, n.karakas.atmakaraka])) {
    const x = n.grahas[g];
    detail[g] = { house: x.house, sign: x.sign, score: x.score, notes: notesOf(x) };
  }
  const yogas = lifeYogas(f);
  const now = slowNow(f, 'life');

  const factors: Factor[] = [
    { key: 'topic-lord', weight: clamp(lagnaLord.score / 2, -2.5, 2.5), graha: lagnaLord.name, house: lagnaLord.house },
    { key: 'moon', weight: clamp(n.grahas.Moon.score / 3, -1.5, 1.5), graha: 'Moon', house: n.grahas.Moon.house },
  ];
  for (const g of strong) if (g !== n.lagna.lord && g !== 'Moon') factors.push({ key: 'strong-graha', weight: 0.5, graha: g, house: n.grahas[g].house });
  for (const g of weak) if (g !== n.lagna.lord && g !== 'Moon') factors.push({ key: 'weak-graha', weight: -0.5, graha: g, house: n.grahas[g].house });
  let yogaSum = 0;
  for (const y of yogas) {
    const w = clamp(yogaWeight(y), -2 - yogaSum, 2 - yogaSum);
    yogaSum += w;
    if (w !== 0) factors.push({ key: 'yoga', weight: w, graha: y.grahas[0], house: y.houses[0] });
  }
  const d = f.dasha;
  if (d) {
    const md = n.grahas[d.mahadasha.lord];
    const ad = n.grahas[d.antardasha.lord];
    factors.push({ key: 'dasha-lord', weight: clamp(md.score / 3, -1.5, 1.5), graha: md.name, house: md.house });
    if (ad.name !== md.name) factors.push({ key: 'dasha-sub-lord', weight: clamp(ad.score / 3, -1, 1), graha: ad.name, house: ad.house });
  }
  factors.push(...nowFactors(now, 'life'));
  // The remedy follows the weakest graha of the chart, or the running mahadasha lord when it is the weaker.
  const weakest = [...byScore].reverse()[0]!;
  const target = d && n.grahas[d.mahadasha.lord].score < 0 && n.grahas[d.mahadasha.lord].score <= weakest.score + 2 ? d.mahadasha.lord : weakest.name;
  const balance = weigh(factors, { helps: strong.filter((g) => g !== target), hinders: [...weak, target] });

  const blocks: Block[] = [
    {
      kind: 'natal-overview', lagna: n.lagna.sign, lagnaLord: n.lagna.lord, lagnaLordHouse: lagnaLord.house, moonSign: n.moon.sign, moonNakshatra: n.moon.nakshatraIndex,
      strong, weak, neechaBhanga, lagnaLordScore: lagnaLord.score, atmakaraka: n.karakas.atmakaraka, detail, now,
    },
  ];
  if (yogas.length) blocks.push({ kind: 'yogas', yogas });
  if (d) {
    const md = n.grahas[d.mahadasha.lord];
    const ad = n.grahas[d.antardasha.lord];
    const next = d.ahead.find((a) => a.startMs > d.antardasha.startMs) ?? null;
    const lords: Partial<Record<Graha, { house: number; rules: number[]; score: number }>> = {};
    for (const g of new Set<Graha>([...d.sequence.map((s) => s.lord), d.antardasha.lord, ...(next ? [next.lord] : [])])) {
      lords[g] = { house: n.grahas[g].house, rules: n.grahas[g].rules, score: n.grahas[g].score };
    }
    blocks.push({
      kind: 'dasha-story', mahadasha: d.mahadasha, antardasha: d.antardasha, next: next ? { lord: next.lord, start: next.start, end: next.end, startMs: next.startMs, endMs: next.endMs } : null,
      sequence: d.sequence, mdHouse: md.house, mdRules: md.rules, mdScore: md.score, adHouse: ad.house, adScore: ad.score, lords,
    });
  }
  const big = bigEventsBlock(f, f.period.askedMs, Math.min(f.period.outlookEndMs, f.period.askedMs + EVENTS_AHEAD_MS));
  if (big) blocks.push(big);
  blocks.push({ kind: 'stage', topic: 'life', stage: f.person.stage, age: f.person.age, tone: balance.tone, phase: null, window: null });

  blocks.push({ kind: 'closing', type: 'life', tone: balance.tone, lift: balance.lift, drag: balance.drag, remedy: natalRemedy(f, 'life', target) });
  return { type: 'life', balance, blocks };
}

export function planNatal(f: ReadingFacts, type: 'career' | 'love' | 'health' | 'life'): ReadingPlan {
  return type === 'life' ? planLife(f) : planTopic(f, type);
}
