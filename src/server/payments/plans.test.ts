import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import { testVapidEnv } from '../../../tests/support/vapid';
import { loadConfig, missingVariableMessage } from '../config';
import { createPaymentProvider } from '../providers';
import { addCalendarMonths, subscriptionEnd } from './plan-service';
import { RazorpayProvider } from './razorpay-provider';
import { SandboxProvider } from './sandbox-provider';
import { testGrievanceEnv } from '../../../tests/support/grievance';

describe('GET /api/plans', () => {
  it('lists the three seeded plans cheapest first, with rupee prices, labels and features', async () => {
    const t = await createTestApp();
    const res = await t.client().get('/api/plans');
    expect(res.status).toBe(200);
    const plans = res.body.plans as Array<Record<string, unknown>>;
    expect(plans.map((p) => p.planId)).toEqual(['monthly', 'quarterly', 'yearly']);
    expect(plans.map((p) => p.price)).toEqual([299, 749, 2499]);
    expect(plans.map((p) => p.periodLabel)).toEqual(['per month', 'per quarter', 'per year']);
    expect(plans.map((p) => p.isPopular)).toEqual([false, true, false]);
    for (const plan of plans) {
      expect(Object.keys(plan).sort()).toEqual(['description', 'duration', 'features', 'isPopular', 'name', 'periodLabel', 'planId', 'price'].sort());
      expect(plan.description).toEqual(expect.any(String));
    }
    expect(plans[1]).toMatchObject({ name: 'Quarterly', duration: 'quarterly' });
  });

  it('sells only what Premium adds: readings and Kundli Milan reports, the fair-use limit, and each plan’s saving from its price', async () => {
    const t = await createTestApp();
    const plans = (await t.client().get('/api/plans')).body.plans as Array<{ planId: string; features: string[] }>;
    const common = [
      'Unlimited readings of every type: daily to yearly, career, love, health and life',
      'Unlimited Kundli Milan (marriage matching) reports',
      'Fair use: up to 40 readings and reports in any 24 hours',
    ];
    // ₹749 for 3 months against 3 × ₹299 saves 16.5 %; ₹2,499 a year against 12 × ₹299, 30.4 %.
    expect(plans.map((p) => p.features)).toEqual([common, [...common, 'Save 16% compared with monthly'], [...common, 'Save 30% compared with monthly']]);
    // Every user downloads PDFs, and there is no support queue to jump: neither is sold.
    for (const plan of plans) expect(plan.features.join('\n')).not.toMatch(/PDF|priority support/i);
  });

  it('states no fair-use limit when PREMIUM_READINGS_PER_DAY is 0 (no limit)', async () => {
    const t = await createTestApp({ env: { PREMIUM_READINGS_PER_DAY: '0' } });
    const plans = (await t.client().get('/api/plans')).body.plans as Array<{ features: string[] }>;
    for (const plan of plans) expect(plan.features.join('\n')).not.toMatch(/Fair use/);
  });

  it('needs no sign-in (the prices are public)', async () => {
    const t = await createTestApp();
    expect((await t.client({ origin: null }).get('/api/plans')).status).toBe(200);
  });
});

describe('plan lengths', () => {
  it('counts calendar months on India’s calendar, clamped to the end of a shorter month', () => {
    // 10 Mar 2026, 10:00 IST.
    const start = new Date('2026-03-10T04:30:00.000Z');
    expect(subscriptionEnd(start, 'monthly')?.toISOString()).toBe('2026-04-10T04:30:00.000Z');
    expect(subscriptionEnd(start, 'quarterly')?.toISOString()).toBe('2026-06-10T04:30:00.000Z');
    expect(subscriptionEnd(start, 'yearly')?.toISOString()).toBe('2027-03-10T04:30:00.000Z');
    expect(subscriptionEnd(start, 'lifetime')).toBeNull();
    // 31 Jan 2026 10:00 IST + 1 month = 28 Feb 10:00 IST; in a leap year, 29 Feb.
    expect(addCalendarMonths(new Date('2026-01-31T04:30:00Z'), 1).toISOString()).toBe('2026-02-28T04:30:00.000Z');
    expect(addCalendarMonths(new Date('2028-01-31T04:30:00Z'), 1).toISOString()).toBe('2028-02-29T04:30:00.000Z');
    // 30 Nov + 3 months crosses the year and clamps.
    expect(addCalendarMonths(new Date('2026-11-30T04:30:00Z'), 3).toISOString()).toBe('2027-02-28T04:30:00.000Z');
    // 31 Jan 23:00 UTC is already 1 Feb 04:30 in India: a month later is 1 Mar in India.
    expect(addCalendarMonths(new Date('2026-01-31T23:00:00Z'), 1).toISOString()).toBe('2026-02-28T23:00:00.000Z');
  });
});

describe('payment configuration', () => {
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-payments-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const razorpay = { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'whsec' };
  const production = { NODE_ENV: 'production', APP_SECRET: 'a-long-production-secret-for-tests-0123456789', PUBLIC_SITE_URL: 'https://jyotishi.example', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', ...testVapidEnv, ...testGrievanceEnv };

  it('uses the sandbox with no Razorpay keys, with secrets of its own derived from APP_SECRET', () => {
    const a = loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'one' }).payments;
    const b = loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'two' }).payments;
    expect(a.provider).toBe('sandbox');
    expect(a.keySecret.length).toBeGreaterThanOrEqual(40);
    expect(a.webhookSecret).not.toBe(a.keySecret);
    expect(b.keySecret).not.toBe(a.keySecret);
    expect(createPaymentProvider(loadConfig({ DATA_DIR: dataDir }))).toBeInstanceOf(SandboxProvider);
  });

  it('uses Razorpay when its keys are set, and needs all three', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...razorpay });
    expect(config.payments).toMatchObject({ provider: 'razorpay', keyId: 'rzp_test_abc', apiBaseUrl: 'https://api.razorpay.com' });
    expect(createPaymentProvider(config)).toBeInstanceOf(RazorpayProvider);
    for (const key of Object.keys(razorpay)) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ...razorpay, [key]: '' })).toThrow(missingVariableMessage(key));
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'razorpay' })).toThrow(missingVariableMessage('RAZORPAY_KEY_ID'));
  });

  it('refuses the sandbox in production, chosen or by default', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/sandbox.*cannot run in production/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production })).toThrow(missingVariableMessage('RAZORPAY_KEY_ID'));
    expect(loadConfig({ DATA_DIR: dataDir, ...production, ...razorpay }).payments.provider).toBe('razorpay');
  });
});
