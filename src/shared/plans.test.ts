import { describe, expect, it } from 'vitest';
import { bestValuePlanId, savingPercent, type PlanDuration } from './plans';

const plan = (planId: string, price: number, duration: PlanDuration) => ({ planId, price, duration });
const seeded = [plan('monthly', 299, 'monthly'), plan('quarterly', 749, 'quarterly'), plan('yearly', 2499, 'yearly')];

describe('the best value plan', () => {
  it('is the one that costs least a month, from the prices and lengths: yearly for the seeded plans (₹208 a month against ₹250 and ₹299)', () => {
    expect(bestValuePlanId(seeded)).toBe('yearly');
  });

  it('follows the prices: a cheaper quarter makes the quarterly plan the best value', () => {
    expect(bestValuePlanId([plan('monthly', 299, 'monthly'), plan('quarterly', 499, 'quarterly'), plan('yearly', 2499, 'yearly')])).toBe('quarterly');
  });

  it('is no plan when a lifetime plan is all there is to compare with, or two plans tie', () => {
    expect(bestValuePlanId([plan('monthly', 299, 'monthly'), plan('lifetime', 9999, 'lifetime')])).toBeNull();
    expect(bestValuePlanId([plan('monthly', 300, 'monthly'), plan('quarterly', 900, 'quarterly')])).toBeNull();
  });
});

describe('a plan’s saving', () => {
  it('is against the monthly price for as many months, rounded down', () => {
    expect(seeded.map((p) => savingPercent(p, seeded))).toEqual([null, 16, 30]);
  });

  it('is none without a monthly plan, for lifetime, or when the longer plan costs as much', () => {
    expect(savingPercent(seeded[2]!, seeded.slice(1))).toBeNull();
    expect(savingPercent(plan('lifetime', 9999, 'lifetime'), seeded)).toBeNull();
    expect(savingPercent(plan('quarterly', 897, 'quarterly'), seeded)).toBeNull();
  });
});
