import { describe, expect, it } from 'vitest';
import type { ReadingType } from '../../shared/reading-types';
import { buildReadingFacts } from '../facts/build-facts';
import type { ReadingFacts } from '../facts/types';
import { PEOPLE, birthOf, morePeople, profileOf } from '../../../tests/support/test-profiles';
import type { TestPerson } from '../../../tests/support/test-profiles';
import { planNatal } from './natal';
import type { Block, ReadingPlan } from './plan';
import { windowsFor } from './windows';
import { readerOf } from '../../server/residence/reader';

const NOW = new Date('2026-11-24T06:00:00Z');
type NatalType = 'career' | 'love' | 'health' | 'life';

function factsOf(p: TestPerson, type: NatalType, now = NOW): ReadingFacts {
  return buildReadingFacts({ profile: profileOf(p), birth: birthOf(p), reader: readerOf(profileOf(p)), readingType: type as ReadingType, now });
}

function blockOf<K extends Block['kind']>(plan: ReadingPlan, kind: K): Extract<Block, { kind: K }> {
  const b = plan.blocks.find((x) => x.kind === kind);
  if (!b) throw new Error(`No ${kind} block`);
  return b as Extract<Block, { kind: K }>;
}

const delhi = { city: 'Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const people: TestPerson[] = [...PEOPLE, ...morePeople(8)];

describe('natal windows', () => {
  it('begin inside the outlook, run past the asking, in date order, with the antardashas\' true dates', () => {
    for (const p of people) {
      for (const type of ['career', 'love', 'health', 'life'] as const) {
        const f = factsOf(p, type);
        const windows = windowsFor(f, type);
        expect(windows.length).toBeLessThanOrEqual(4);
        windows.forEach((w, i) => {
          const a = f.dasha!.ahead.find((x) => x.lord === w.antardashaLord && x.mahadashaLord === w.mahadashaLord && x.start === w.start);
          expect(a && a.end === w.end).toBe(true);
          expect(w.start <= f.period.outlookEnd && w.end > f.period.asked).toBe(true);
          expect(w.running).toBe(w.start <= f.period.asked);
          if (i > 0) expect(windows[i - 1]!.end <= w.start).toBe(true);
          if (w.transit) {
            // The transit's own entry and exit: it overlaps the window.
            expect(w.transit.from <= w.end && w.transit.to >= w.start && w.transit.from <= w.transit.to).toBe(true);
          }
        });
        if (windows.length) expect(windows.filter((w) => w.best)).toHaveLength(1);
      }
    }
  });

  it('look twelve months ahead for health and thirty-six for the others', () => {
    const p = PEOPLE[0]!;
    const health = factsOf(p, 'health');
    const love = factsOf(p, 'love');
    expect(health.period.outlookEnd < love.period.outlookEnd).toBe(true);
    for (const w of windowsFor(health, 'health')) expect(w.start <= health.period.outlookEnd).toBe(true);
  });
});

describe('natal plans', () => {
  it('give a 27-year-old and a 54-year-old different advice for love', () => {
    const young: TestPerson = { ...delhi, name: 'Kavya Rao', gender: 'female', date: '1999-03-10', time: '08:40' };
    const older: TestPerson = { ...delhi, name: 'Sunita Rao', gender: 'female', date: '1972-05-20', time: '08:40' };
    const a = blockOf(planNatal(factsOf(young, 'love'), 'love'), 'stage');
    const b = blockOf(planNatal(factsOf(older, 'love'), 'love'), 'stage');
    expect(a.age).toBe(27);
    expect(b.age).toBe(54);
    expect(a.phase).toBe('seeking');
    expect(b.phase).toBe('established');
    expect(a.stage).not.toBe(b.stage);
  });

  it('reports an exalted Mars in the 7th as a cancelled Mangal dosha, never a plain one', () => {
    // Cancer rising with Mars in Capricorn: Mars exalted in the 7th.
    const p: TestPerson = { ...delhi, name: 'Neha Kapoor', gender: 'female', date: '1994-02-05', time: '16:15' };
    const f = factsOf(p, 'love');
    expect(f.natal.grahas.Mars.house).toBe(7);
    expect(f.natal.grahas.Mars.dignity).toBe('exalted');
    const plan = planNatal(f, 'love');
    const topic = blockOf(plan, 'natal-topic');
    expect(topic.mangal?.present).toBe(true);
    expect(topic.mangal?.cancelled).toBe(true);
    expect(topic.mangal?.reasons).toContain('exalted');
    expect(plan.balance.drag?.key).not.toBe('mangal-dosha');
    expect(plan.balance.lift?.key).not.toBe('mangal-dosha');
  });

  it('closes with the tone of its own balance, for every natal type', () => {
    for (const p of people) {
      for (const type of ['career', 'love', 'health', 'life'] as const) {
        const plan = planNatal(factsOf(p, type), type);
        const closing = blockOf(plan, 'closing');
        expect(closing.tone).toBe(plan.balance.tone);
        expect(closing.lift).toEqual(plan.balance.lift);
        expect(closing.drag).toEqual(plan.balance.drag);
        expect(plan.type).toBe(type);
        const stage = blockOf(plan, 'stage');
        expect(stage.tone).toBe(plan.balance.tone);
      }
    }
  });

  it('orders the blocks as the readings are written', () => {
    const f = factsOf(PEOPLE[1]!, 'career');
    const career = planNatal(f, 'career').blocks.map((b) => b.kind);
    // The outlook's big events, when it holds any, come just before the windows.
    expect(career.filter((k) => k !== 'big-events')).toEqual(['natal-topic', 'dasha-line', 'windows', 'stage', 'closing']);
    if (career.includes('big-events')) expect(career.indexOf('big-events')).toBe(career.indexOf('windows') - 1);
    const life = factsOf(PEOPLE[1]!, 'life');
    const kinds = planNatal(life, 'life').blocks.map((b) => b.kind);
    expect(kinds[0]).toBe('natal-overview');
    expect(kinds).toContain('dasha-story');
    expect(kinds.slice(-2)).toEqual(['stage', 'closing']);
  });

  it('varies remedies across three people', () => {
    for (const type of ['career', 'love', 'health', 'life'] as const) {
      const remedies = PEOPLE.slice(0, 3).map((p) => JSON.stringify(blockOf(planNatal(factsOf(p, type), type), 'closing').remedy));
      expect(new Set(remedies).size).toBeGreaterThan(1);
    }
  });

  it('aims the health remedy at the weakest of the lagna lord, the luminaries and the 6th and 8th lords', () => {
    for (const p of people.slice(0, 8)) {
      const f = factsOf(p, 'health');
      const n = f.natal;
      const candidates = [n.lagna.lord, 'Moon', 'Sun', n.houses[6]!.lord, n.houses[8]!.lord] as const;
      const lowest = Math.min(...candidates.map((g) => n.grahas[g].score));
      const remedy = blockOf(planNatal(f, 'health'), 'closing').remedy!;
      expect(n.grahas[remedy.graha].score).toBe(lowest);
    }
  });

  it('names only yogas that hold in the life reading, full ones before weak ones', () => {
    for (const p of people) {
      const plan = planNatal(factsOf(p, 'life'), 'life');
      const y = plan.blocks.find((b) => b.kind === 'yogas');
      if (!y || y.kind !== 'yogas') continue;
      const strengths = y.yogas.map((x) => x.strength);
      expect(strengths.indexOf('weak') === -1 || strengths.lastIndexOf('full') < strengths.indexOf('weak')).toBe(true);
    }
  });
});
