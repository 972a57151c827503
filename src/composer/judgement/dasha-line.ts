/**
 * The running dasha in one sentence, seen in the light of the reading at hand. The whole dasha
 * story belongs to the life and yearly readings; every other reading says only how the running
 * lords touch its own subject (today's Moon, the week's changes, the 10th house for a career).
 * A lord's transit is told by the signs it really holds in the period, each with its dates.
 */
import { SIGN_LORDS } from '../../astro/zodiac';
import type { Graha } from '../../astro/zodiac';
import type { ReadingType } from '../../shared/reading-types';
import type { ReadingFacts } from '../facts/types';
import { TOPIC_HOUSES, isGocharaGood } from './classics';
import type { Balance, Block, DashaLink, LordLeg } from './plan';

const TOPIC_OF: Partial<Record<ReadingType, keyof typeof TOPIC_HOUSES>> = { career: 'career', love: 'love', health: 'health' };

/** The most signs a lord's line can walk through in one sentence. */
const MAX_LEGS = 3;

/**
 * The signs a graha really holds inside the period, in order, from its stays (the fast planets'
 * own, sign by sign; the slow grahas' over the period), never its place on the first day alone.
 */
function lordLegs(f: ReadingFacts, g: Graha): LordLeg[] {
  const stays = f.sky.fast[g] ?? f.sky.stays[g] ?? [];
  return stays
    .filter((s) => (s.entered?.atMs ?? -Infinity) < f.period.endMs && (s.left?.atMs ?? Infinity) > f.period.startMs)
    .map((s) => ({
      sign: s.sign, houseFromMoon: s.houseFromMoon, good: isGocharaGood(g, s.houseFromMoon),
      from: s.entered && s.entered.atMs > f.period.startMs ? s.entered : null,
      until: s.left && s.left.atMs < f.period.endMs ? s.left : null,
    }));
}

/**
 * The dasha sentence in agreement with the reading's verdict: it speaks of its lord's transit ("a
 * tailwind", "a testing place") only when the closing does not name that lord the other way;
 * otherwise it says plainly which dasha runs (docs/decisions/021-one-verdict-per-reading.md).
 */
export function agreeingLine(line: Extract<Block, { kind: 'dasha-line' }> | null, balance: Balance): Extract<Block, { kind: 'dasha-line' }> | null {
  const link = line?.link;
  if (!line || link?.key !== 'lord-transit') return line;
  const against = link.good ? balance.drag : balance.lift;
  return against?.graha === link.graha ? { ...line, link: { key: 'plain', graha: line.antardasha.lord } } : line;
}

/** moonSigns: on a day, the signs the Moon holds while people are awake, the one it holds longest first. */
export function dashaLine(f: ReadingFacts, light: ReadingType, moonSigns: number[] = []): Extract<Block, { kind: 'dasha-line' }> | null {
  const d = f.dasha;
  if (!d) return null;
  const lords = [d.antardasha.lord, d.mahadasha.lord];
  let link: DashaLink | null = null;

  const change = d.changes.find((c) => c.level !== 'pratyantardasha');
  if (change && (change.level === 'mahadasha' || change.level === 'antardasha')) {
    link = { key: 'change-in-period', graha: change.lord, level: change.level, start: change.start };
  }
  const topic = TOPIC_OF[light];
  if (!link && topic) {
    // The topic's houses in their order of weight (the 10th first for a career): a lord of the
    // 10th drives a career reading before a lord of the 6th, whichever of the two dashas it runs.
    const houses: readonly number[] = TOPIC_HOUSES[topic];
    for (const house of houses) {
      const ruler = lords.find((g) => f.natal.grahas[g].rules.includes(house));
      const placed = lords.find((g) => f.natal.grahas[g].house === house);
      if (ruler) link = { key: 'lord-rules-topic', graha: ruler, house };
      else if (placed) link = { key: 'lord-in-topic', graha: placed, house };
      if (link) break;
    }
  }
  if (!link && light === 'daily') {
    // The signs the Moon holds in the waking day, the main one first: a sign it leaves before dawn is not the day's.
    const sign = moonSigns.find((s) => lords.includes(SIGN_LORDS[s]!));
    if (sign !== undefined) link = { key: 'moon-in-lord-sign', graha: SIGN_LORDS[sign]!, sign };
  }
  if (!link && light !== 'career' && light !== 'love' && light !== 'health' && light !== 'life') {
    const g = d.antardasha.lord;
    const legs = lordLegs(f, g);
    // One sign all through: a transit of the whole period. A few: each with its dates. More (the
    // Moon over a month or longer): no one transit to speak of, so the plain line.
    if (legs.length === 1) link = { key: 'lord-transit', graha: g, houseFromMoon: legs[0]!.houseFromMoon, good: legs[0]!.good };
    else if (legs.length > 1 && legs.length <= MAX_LEGS) link = { key: 'lord-transit-moves', graha: g, legs };
  }
  link ??= { key: 'plain', graha: d.antardasha.lord };
  return { kind: 'dasha-line', light, mahadasha: d.mahadasha, antardasha: d.antardasha, link };
}
