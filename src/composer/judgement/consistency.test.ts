import { afterEach, describe, expect, it, vi } from 'vitest';
import { PEOPLE, factsFor } from '../../../tests/support/test-profiles';
import { composeReading } from '../compose-reading';
import { READINGS } from '../reading-registry';
import { ContradictoryPlanError, contradictions } from './consistency';
import { stirs } from './natal';
import type { Block, ReadingPlan } from './plan';

const rules = (plan: ReadingPlan, facts: Parameters<typeof contradictions>[1]) => contradictions(plan, facts).map((c) => c.rule);
const withBlock = <K extends Block['kind']>(plan: ReadingPlan, kind: K, change: (b: Extract<Block, { kind: K }>) => Extract<Block, { kind: K }>): ReadingPlan => ({
  ...plan, blocks: plan.blocks.map((b) => (b.kind === kind ? change(b as Extract<Block, { kind: K }>) : b)),
});

/** The first day from `from` whose star at dawn or for most of the day is Naidhana, the 7th tara. */
function naidhanaDay(from: string) {
  for (let i = 0; i < 40; i++) {
    const facts = factsFor(PEOPLE[0]!, 'daily', new Date(Date.parse(`${from}T03:30:00Z`) + i * 86_400_000));
    const plan = READINGS.daily.plan(facts);
    const star = plan.blocks.find((b) => b.kind === 'day-star');
    if (star?.kind === 'day-star' && (star.stars[0]?.tara === 7 || star.stars[star.main]?.tara === 7)) return { facts, plan };
  }
  throw new Error('no Naidhana day in forty days');
}

describe('the consistency check over a plan', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the help and the hindrance to be one graha, and the composer refuses to write that plan', () => {
    const facts = factsFor(PEOPLE[1]!, 'career', new Date('2027-03-10T03:30:00Z'));
    const plan = READINGS.career.plan(facts);
    expect(contradictions(plan, facts)).toEqual([]);
    const lift = plan.balance.lift!;
    const bad: ReadingPlan = { ...plan, balance: { ...plan.balance, drag: { key: 'dasha-lord', weight: -1, graha: lift.graha, house: lift.house } } };
    expect(rules(bad, facts)).toContain('help-is-hindrance');
    vi.spyOn(READINGS.career, 'plan').mockReturnValue(bad);
    expect(() => composeReading(facts, 'en')).toThrow(ContradictoryPlanError);
  });

  it('a Naidhana day favours no start or signing, is not called bright, and the check catches a plan that does', () => {
    const { facts, plan } = naidhanaDay('2026-03-01');
    expect(contradictions(plan, facts)).toEqual([]);
    const advice = plan.blocks.find((b) => b.kind === 'day-advice');
    expect(advice?.kind === 'day-advice' && advice.favour.filter((k) => ['begin', 'sign', 'risk', 'purchase', 'travel'].includes(k))).toEqual([]);
    expect(plan.balance.tone).not.toBe('bright');
    const text = composeReading(facts, 'en');
    expect(text).not.toMatch(/(favour|make room for|good today:|the day supports|go ahead with|the hours suit|lean towards|give time to)[^;.]*(signing agreements|starting something new)/);
    expect(text).not.toMatch(/for starting things|for a start that matters/);
    expect(composeReading(facts, 'hi')).not.toContain('काम शुरू करना हो तो');
    expect(composeReading(facts, 'te')).not.toContain('ముఖ్యమైన పని ఏదైనా మొదలుపెట్టాలంటే');
    const signing = withBlock(plan, 'day-advice', (b) => ({ ...b, favour: [...b.favour, 'sign'] }));
    expect(rules(signing, facts)).toContain('favour-restrained');
  });

  it('finds a closing that leans against the verdict and a block whose tone is not the balance\'s', () => {
    const facts = factsFor(PEOPLE[3]!, 'monthly', new Date('2028-02-14T03:30:00Z'));
    const plan = READINGS.monthly.plan(facts);
    expect(contradictions(plan, facts)).toEqual([]);
    const mixed: ReadingPlan = { ...plan, balance: { ...plan.balance, tone: 'mixed', drag: null } };
    const closing = withBlock(withBlock(mixed, 'span-opening', (b) => ({ ...b, tone: 'mixed' })), 'closing', (b) => ({ ...b, tone: 'mixed', drag: null }));
    expect(rules(closing, facts)).toContain('closing-lean');
    const twoTones = withBlock(plan, 'span-opening', (b) => ({ ...b, tone: b.tone === 'bright' ? 'careful' : 'bright' }));
    expect(rules(twoTones, facts)).toEqual(['tone']);
  });

  it('finds a bright topic reading with no opening ahead, and a quiet 6th and 8th under a dasha lord of them', () => {
    const career = factsFor(PEOPLE[2]!, 'career', new Date('2026-06-10T03:30:00Z'));
    const plan = READINGS.career.plan(career);
    const noWindow = withBlock({ ...plan, balance: { ...plan.balance, tone: 'bright' } }, 'windows', (b) => ({ ...b, windows: [] }));
    expect(rules(noWindow, career)).toContain('bold-without-window');

    const person = PEOPLE.find((p) => {
      const f = factsFor(p, 'health', new Date('2026-06-10T03:30:00Z'));
      return f.dasha && stirs(f, f.dasha.antardasha.lord, [6, 8]);
    })!;
    const health = factsFor(person, 'health', new Date('2026-06-10T03:30:00Z'));
    const healthPlan = READINGS.health.plan(health);
    const block = healthPlan.blocks.find((b) => b.kind === 'windows');
    expect(block?.kind === 'windows' && block.quiet).toBe(false);
    const quiet = withBlock(healthPlan, 'windows', (b) => ({ ...b, windows: [], quiet: true }));
    expect(rules(quiet, health)).toContain('dashas-quiet');
  });
});
