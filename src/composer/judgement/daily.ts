/**
 * The daily reading's judgement: the day is weighed over its waking hours, not at one instant.
 * Each stretch of the Moon in a sign counts for the share of 06:00–22:00 it covers; the star
 * (tara) likewise; the panchang limbs, the Moon's passes over natal grahas and the dasha lords'
 * strength add smaller weights. The opening's verdict, the advice and the closing all come from
 * that one balance.
 */
import type { Graha } from '../../astro/zodiac';
import { NAKSHATRA_LORDS } from '../../astro/nakshatra';
import { GRAHAS, houseFrom } from '../../astro/zodiac';
import type { DayFacts, MoonSegment, ReadingFacts } from '../facts/types';
import { capTone, weigh } from './balance';
import { HOUSE_TOPIC, NAKSHATRA_NATURE, NATURAL_BENEFICS, TARA_FAVOURABLE, YOGA_AUSPICIOUS, barsBeginnings, isGocharaGood, taraOf } from './classics';
import { agreeingLine, dashaLine } from './dasha-line';
import { dayAreas, goodChoghadiya } from './day-areas';
import { dayRestraint } from './day-restraint';
import type { DayRestraint } from './day-restraint';
import { dishaShool } from '../../astro/disha-shool';
import type { AdviceKey, Block, Factor, Lucky, MoonStretch, ReadingPlan, StarStretch } from './plan';
import { remedyFor } from './remedies';

const HOUR = 3_600_000;

/** Milliseconds between two instants (null: the day's edge) that fall inside the day's waking hours. */
function wakingMs(day: DayFacts, startMs: number | null, endMs: number | null): number {
  const from = Math.max(startMs ?? day.startMs, day.startMs + 6 * HOUR);
  const to = Math.min(endMs ?? day.endMs, day.startMs + 22 * HOUR);
  return Math.max(0, to - from);
}

/** Milliseconds of a segment that fall inside the day's waking hours. */
const wakingOverlap = (day: DayFacts, seg: MoonSegment) => wakingMs(day, seg.start?.atMs ?? null, seg.end?.atMs ?? null);

/**
 * The tithi that holds most of the day's waking hours: the one a day's advice follows (a Rikta
 * tithi or Amavasya running from morning to evening rules out beginnings even if another tithi
 * began before dawn).
 */
export function wakingTithi(day: DayFacts): number {
  let best = day.tithis[0]?.number ?? 1;
  let most = -1;
  let start: number | null = null;
  for (const t of day.tithis) {
    const share = wakingMs(day, start, t.end?.atMs ?? null);
    if (share > most) {
      best = t.number;
      most = share;
    }
    start = t.end?.atMs ?? null;
  }
  return best;
}

const within = (day: DayFacts, seg: MoonSegment) => ({
  start: seg.start && seg.start.atMs > day.startMs ? seg.start.time : null,
  end: seg.end && seg.end.atMs < day.endMs ? seg.end.time : null,
});

/** The day's fasts and festivals, a festival first; a festival on a Purnima or Amavasya names the day, so the bare new- or full-moon vrat is left out. */
export function dayObservances(day: DayFacts): DayFacts['observances'] {
  const hasFestival = day.observances.some((o) => o.kind === 'festival');
  return [...day.observances]
    .filter((o) => !(hasFestival && (o.key === 'purnima' || o.key === 'amavasya')))
    .sort((a, b) => (a.kind === 'festival' ? 0 : 1) - (b.kind === 'festival' ? 0 : 1));
}

export function moonStretches(f: ReadingFacts, day: DayFacts): MoonStretch[] {
  return day.moonSigns.map((seg) => {
    const houseFromMoon = houseFrom(seg.index, f.natal.moon.sign);
    return {
      sign: seg.index, houseFromMoon, houseFromLagna: houseFrom(seg.index, f.natal.lagna.sign),
      ...within(day, seg), good: isGocharaGood('Moon', houseFromMoon), chandrashtama: houseFromMoon === 8,
    };
  });
}

/** The stars of the day from the one running at 06:00 on (a star that ended before dawn says nothing of the day). */
function starStretches(f: ReadingFacts, day: DayFacts): StarStretch[] {
  return day.moonNakshatras.filter((seg) => !seg.end || seg.end.atMs > day.startMs + 6 * HOUR).map((seg) => {
    const tara = taraOf(seg.index, f.natal.moon.nakshatraIndex);
    return { nakshatra: seg.index, ...within(day, seg), tara, favourable: TARA_FAVOURABLE[tara - 1]!, nature: NAKSHATRA_NATURE[seg.index]! };
  });
}

/** What the day's main Moon house favours and what it asks you to hold back from. */
const HOUSE_ADVICE: Record<number, { favour: AdviceKey[]; avoid: AdviceKey[] }> = {
  1: { favour: ['health', 'begin'], avoid: ['overwork'] },
  2: { favour: ['family'], avoid: ['money-out', 'argue'] },
  3: { favour: ['talk', 'travel'], avoid: ['haste'] },
  4: { favour: ['family', 'rest'], avoid: ['purchase'] },
  5: { favour: ['study'], avoid: ['risk'] },
  6: { favour: ['finish', 'health'], avoid: ['lend'] },
  7: { favour: ['sign', 'talk'], avoid: ['argue'] },
  8: { favour: ['rest', 'pray'], avoid: ['risk', 'travel'] },
  9: { favour: ['pray', 'study'], avoid: ['overwork'] },
  10: { favour: ['begin', 'finish'], avoid: ['argue'] },
  11: { favour: ['money-in', 'talk'], avoid: ['late-night'] },
  12: { favour: ['charity', 'rest'], avoid: ['money-out', 'late-night'] },
};

function advice(main: MoonStretch, star: StarStretch | undefined, chandrashtama: boolean, tithi: number, restraint: DayRestraint, lucky: Lucky): Block {
  const base = HOUSE_ADVICE[main.houseFromMoon]!;
  const favour = new Set<AdviceKey>(base.favour);
  // A Rikta tithi or Amavasya: no beginnings and no signing (Muhurta Chintamani; see classics.ts),
  // said first so the three avoidances the reading names always include it.
  const barred = barsBeginnings(tithi);
  const avoid = new Set<AdviceKey>(barred ? ['begin', ...base.avoid] : base.avoid);
  if (barred) favour.delete('sign');
  if (star && !star.favourable) avoid.add('begin');
  if (star?.nature === 'chara' || star?.nature === 'kshipra') favour.add(star.favourable ? 'travel' : 'finish');
  if (chandrashtama) {
    avoid.add('risk');
    favour.delete('begin');
  }
  for (const key of avoid) favour.delete(key);
  // What the day's star, chandrashtama or tithi tells you to hold back from is never favoured.
  for (const key of restraint.keys) favour.delete(key);
  return { kind: 'day-advice', favour: [...favour].slice(0, 3), avoid: [...avoid].slice(0, 3), lucky };
}

export function planDaily(f: ReadingFacts): ReadingPlan {
  const day = f.days[0];
  if (!day) throw new Error('A daily reading needs its day');
  const stretches = moonStretches(f, day);
  const stars = starStretches(f, day);
  const waking = 16 * HOUR;
  const factors: Factor[] = [];

  let main = stretches[0]!;
  let mainShare = 0;
  day.moonSigns.forEach((seg, i) => {
    const share = wakingOverlap(day, seg) / waking;
    const s = stretches[i]!;
    if (share > mainShare) {
      main = s;
      mainShare = share;
    }
    if (share <= 0) return;
    const weight = s.chandrashtama ? -3 : s.good ? 2 : -1.5;
    factors.push({ key: s.chandrashtama ? 'chandrashtama' : 'moon-house', weight: weight * share, graha: 'Moon', house: s.houseFromMoon, topic: HOUSE_TOPIC[s.houseFromLagna] });
  });
  const starSegments = day.moonNakshatras.filter((seg) => !seg.end || seg.end.atMs > day.startMs + 6 * HOUR);
  starSegments.forEach((seg, i) => {
    const share = wakingOverlap(day, seg) / waking;
    const s = stars[i]!;
    if (share > 0) factors.push({ key: 'tara', weight: (s.favourable ? 1 : -1) * share, graha: f.natal.moon.nakshatraLord });
  });
  factors.push({ key: 'panchang-yoga', weight: YOGA_AUSPICIOUS[day.yoga.number - 1] ? 0.4 : -0.4 });
  if (day.karana === 'Vishti') factors.push({ key: 'vishti', weight: -0.4 });
  for (const c of day.conjunctions) {
    const benefic = NATURAL_BENEFICS.has(c.graha);
    factors.push({ key: 'moon-over', weight: benefic ? 0.6 : -0.6, graha: c.graha, house: f.natal.grahas[c.graha].house });
  }
  const d = f.dasha;
  if (d) {
    const md = f.natal.grahas[d.mahadasha.lord];
    factors.push({ key: 'dasha-lord', weight: Math.max(-1, Math.min(1, md.score / 4)), graha: md.name, house: md.house });
  }
  if (f.sky.sadeSati.phase === 'peak') factors.push({ key: 'sade-sati', weight: -0.5, graha: 'Saturn' });

  const mainStarIndex = starSegments.reduce((best, seg, i) => (wakingOverlap(day, seg) > wakingOverlap(day, starSegments[best]!) ? i : best), 0);
  const tithis = day.tithis.map((t) => ({ number: t.number, end: t.end && t.end.atMs < day.endMs ? t.end.time : null }));
  const restraint = dayRestraint({ stars, main: mainStarIndex, stretches, mainStretch: main, tithis });
  // A day whose almanac says to hold back cannot be called bright (docs/decisions/021-one-verdict-per-reading.md).
  const balance = capTone(weigh(factors), restraint.ceiling);
  const observances = dayObservances(day);
  const share = mainShare > 0.97 ? 'all' : mainShare >= 0.6 ? 'most' : 'part';
  const mainStar = stars[mainStarIndex];
  const conjunctions = day.conjunctions.map((c) => ({ graha: c.graha, time: c.at.time, house: f.natal.grahas[c.graha].house, benefic: NATURAL_BENEFICS.has(c.graha) }));
  const dragGraha: Graha | null = balance.drag?.graha ?? null;

  const tithi = wakingTithi(day);
  const dayAdvice = advice(main, mainStar, stretches.some((s) => s.chandrashtama && s.start === null), tithi, restraint, day.lucky);
  const { dayScore, shared, areas } = dayAreas(f, day, balance, main, mainStar);
  const blocks: Block[] = [
    { kind: 'day-opening', date: day.date, weekday: day.weekday, tone: balance.tone, main, share, observance: observances[0] ?? null },
    { kind: 'day-moon', stretches, conjunctions, occupants: GRAHAS.filter((g) => g !== 'Moon' && f.natal.grahas[g].sign === main.sign) },
    { kind: 'day-areas', dayScore, tone: balance.tone, shared, areas },
    { kind: 'day-star', stars, main: mainStarIndex, mainLord: NAKSHATRA_LORDS[stars[mainStarIndex]!.nakshatra % 9]!, mainLordHouse: f.natal.grahas[NAKSHATRA_LORDS[stars[mainStarIndex]!.nakshatra % 9]!].house },
    {
      kind: 'day-panchang', tithis,
      yoga: { number: day.yoga.number, auspicious: YOGA_AUSPICIOUS[day.yoga.number - 1]! }, karana: day.karana, barsBeginnings: barsBeginnings(tithi),
      varaLord: day.varaLord, varaLordHouse: f.natal.grahas[day.varaLord].house, varaLordScore: f.natal.grahas[day.varaLord].score, observances: observances.slice(1),
    },
  ];
  if (day.kaal) blocks.push({ kind: 'day-kaal', kaal: day.kaal, place: day.place });
  blocks.push({
    kind: 'day-times', place: day.place, sunrise: day.kaal?.sunrise ?? null, sunset: day.kaal?.sunset ?? null, moonrise: day.moonrise ?? null,
    // Char is for travel: not offered on a day whose almanac holds travel back.
    ...goodChoghadiya(day, dayAdvice.kind === 'day-advice' ? [...dayAdvice.avoid, ...restraint.keys] : []), dishaShool: dishaShool(day.weekday), starts: !restraint.keys.has('begin'), barsBeginnings: barsBeginnings(tithi),
  });
  const wakingSigns = day.moonSigns.filter((seg) => wakingOverlap(day, seg) > 0).sort((a, b) => wakingOverlap(day, b) - wakingOverlap(day, a)).map((seg) => seg.index);
  const line = agreeingLine(dashaLine(f, 'daily', wakingSigns), balance);
  if (line) blocks.push(line);
  blocks.push(dayAdvice);
  blocks.push({ kind: 'closing', type: 'daily', tone: balance.tone, lift: balance.lift, drag: balance.drag, remedy: remedyFor(balance.drag, dragGraha, `${f.person.name}|${day.date}`, { date: day.date, weekday: day.weekday }) });
  return { type: 'daily', balance, blocks };
}
