/**
 * The reading types: what each reads, over what period, and how its plan is made. One exhaustive
 * table: adding a type to `readingTypes` without an entry here is a compile error, never a silent
 * fallback to another type's reading.
 */
import type { ReadingType } from '../shared/reading-types';
import type { ReadingFacts } from './facts/types';
import { planDaily } from './judgement/daily';
import { planNatal } from './judgement/natal';
import type { ReadingPlan } from './judgement/plan';
import { planSpan } from './judgement/span';

export interface ReadingSpec {
  /** What the reading is about, for the model writer's prompt and the docs. */
  reads: string;
  /** The period the reading covers (the period rules live in reading-period.ts). */
  period: 'day' | 'week' | 'rolling month' | 'rolling quarter' | 'rolling year' | 'calendar month';
  /** The whole dasha story ('full') or one sentence of it in the reading's own light ('line'). */
  dasha: 'full' | 'line';
  plan: (facts: ReadingFacts) => ReadingPlan;
}

export const READINGS = {
  daily: {
    reads: "the civil day at the birth place: the Moon's signs and stars with their times, the panchang, kaal and muhurta, the day's fast or festival",
    period: 'day', dasha: 'line', plan: planDaily,
  },
  weekly: {
    reads: 'seven days, one line each (the Moon’s sign and star, what the day favours, its caution), the week’s ingresses and the slow grahas',
    period: 'week', dasha: 'line', plan: (f) => planSpan(f, 'weekly'),
  },
  monthly: {
    reads: 'a rolling month: its biggest events, the ingresses and stations with dates, the good days and the chandrashtama windows',
    period: 'rolling month', dasha: 'line', plan: (f) => planSpan(f, 'monthly'),
  },
  quarterly: {
    reads: 'three months, month by month, led by the biggest events, with the slow grahas’ stays and their dates',
    period: 'rolling quarter', dasha: 'line', plan: (f) => planSpan(f, 'quarterly'),
  },
  yearly: {
    reads: 'twelve months, month by month, led by the year’s biggest events, with the whole dasha story',
    period: 'rolling year', dasha: 'full', plan: (f) => planSpan(f, 'yearly'),
  },
  career: {
    reads: 'the 10th house, its lord and occupants, the karakas of work, and dated windows for change and promotion',
    period: 'calendar month', dasha: 'line', plan: (f) => planNatal(f, 'career'),
  },
  love: {
    reads: 'the 7th house, its lord, Venus and the navamsa, Mangal dosha and its cancellations, and dated windows for marriage',
    period: 'calendar month', dasha: 'line', plan: (f) => planNatal(f, 'love'),
  },
  health: {
    reads: 'the lagna and its lord, the 6th and 8th houses, the Moon, the afflicted grahas and their remedies (never medical advice)',
    period: 'calendar month', dasha: 'line', plan: (f) => planNatal(f, 'health'),
  },
  life: {
    reads: 'the whole chart: lagna, Moon, the strongest and weakest grahas, yogas, and the story of the mahadashas',
    period: 'calendar month', dasha: 'full', plan: (f) => planNatal(f, 'life'),
  },
} as const satisfies Record<ReadingType, ReadingSpec>;
