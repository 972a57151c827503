/**
 * The running dasha in one sentence, seen in the light of the reading at hand. The whole dasha
 * story belongs to the life and yearly readings; every other reading says only how the running
 * lords touch its own subject (today's Moon, the week's changes, the 10th house for a career).
 */
import { SIGN_LORDS } from '../../../../astro/zodiac';
import type { ReadingType } from '../../../../shared/reading-types';
import type { ReadingFacts } from '../facts/types';
import { TOPIC_HOUSES, isGocharaGood } from './classics';
import type { Balance, Block, DashaLink } from './plan';

const TOPIC_OF: Partial<Record<ReadingType, keyof typeof TOPIC_HOUSES>> = { career: 'career', love: 'love', health: 'health' };

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
    const houses: readonly number[] = TOPIC_HOUSES[topic];
    for (const g of lords) {
      const ruled = f.natal.grahas[g].rules.find((h) => houses.includes(h));
      if (ruled) {
        link = { key: 'lord-rules-topic', graha: g, house: ruled };
        break;
      }
      if (houses.includes(f.natal.grahas[g].house)) {
        link = { key: 'lord-in-topic', graha: g, house: f.natal.grahas[g].house };
        break;
      }
    }
  }
  if (!link && light === 'daily') {
    const lord = lords.find((g) => moonSigns.some((s) => SIGN_LORDS[s] === g));
    if (lord) link = { key: 'moon-in-lord-sign', graha: lord };
  }
  if (!link && light !== 'career' && light !== 'love' && light !== 'health' && light !== 'life') {
    const g = d.antardasha.lord;
    const h = f.sky.start[g].houseFromMoon;
    link = { key: 'lord-transit', graha: g, houseFromMoon: h, good: isGocharaGood(g, h) };
  }
  link ??= { key: 'plain', graha: d.antardasha.lord };
  return { kind: 'dasha-line', light, mahadasha: d.mahadasha, antardasha: d.antardasha, link };
}
