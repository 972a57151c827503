/**
 * How a reading is laid out for a lay reader: which blocks of the plan go under which heading.
 * Consecutive blocks of one section share its heading; each locale words the headings. The plan
 * decides what is said, this only decides where it sits, so a new block kind is placed here once.
 */
import type { ReadingType } from '../shared/reading-types';
import type { Block } from './judgement/plan';

export type SectionKey = 'glance' | 'areas' | 'days' | 'months' | 'sky' | 'star' | 'timing' | 'chart' | 'gifts' | 'story' | 'advice';

type Layout = Record<Block['kind'], SectionKey>;

/** What every type shares; the types below move the few blocks that sit elsewhere in them. */
const BASE: Layout = {
  'day-opening': 'glance', 'day-moon': 'glance', 'day-star': 'star', 'day-panchang': 'star', 'day-kaal': 'timing', 'day-advice': 'advice', 'day-areas': 'areas', 'day-times': 'timing',
  'span-opening': 'glance', 'week-days': 'days', 'fast-events': 'sky', 'slow-weather': 'sky', 'month-days': 'timing', months: 'months',
  'dasha-line': 'timing', 'dasha-story': 'story',
  'natal-topic': 'chart', 'natal-overview': 'chart', yogas: 'gifts', windows: 'timing', stage: 'advice', 'big-events': 'timing',
  closing: 'advice',
};

const LAYOUTS: Record<ReadingType, Layout> = {
  daily: BASE,
  // A period's big events are told at its head, under the glance.
  weekly: { ...BASE, 'dasha-line': 'sky', 'big-events': 'glance' },
  monthly: { ...BASE, 'big-events': 'glance' },
  quarterly: { ...BASE, 'dasha-line': 'story', 'big-events': 'glance' },
  yearly: { ...BASE, 'big-events': 'glance' },
  career: BASE,
  love: BASE,
  health: BASE,
  life: BASE,
};

export function sectionOf(type: ReadingType, kind: Block['kind']): SectionKey {
  return LAYOUTS[type][kind];
}
