import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile } from '../../../tests/support/test-app';
import { paymentPlans } from '../db/schema';
import { sandboxPurchase, verifyBody } from '../../../tests/support/payment-helpers';

// A member renews early: GET /api/subscription says what each plan would extend premium to, and
// buying one grants exactly that date (the rule fulfilment grants with is the one that answers).

describe('GET /api/subscription: extending premium before it ends', () => {
  it('offers each plan with the end date it would give, and buying one grants that date', async () => {
    // 10 Mar 2026, 10:00 in India.
    const t = await createTestApp({ start: new Date('2026-03-10T04:30:00Z') });
    const client = t.client();
    await signInWithProfile(t, client);
    expect((await client.get('/api/subscription')).body).toEqual({ subscription: null, extensions: [] });

    await client.post('/api/payments/verify', verifyBody(await sandboxPurchase(client, 'quarterly'))); // to 10 Jun
    t.clock.advance({ days: 20 });
    const before = (await client.get('/api/subscription')).body;
    expect(before.extensions).toEqual([
      { planId: 'monthly', endDate: '2026-07-10T04:30:00.000Z' },
      { planId: 'quarterly', endDate: '2026-09-10T04:30:00.000Z' },
      { planId: 'yearly', endDate: '2027-06-10T04:30:00.000Z' },
    ]);

    const extended = await client.post('/api/payments/verify', verifyBody(await sandboxPurchase(client, 'yearly')));
    expect(extended.status).toBe(200);
    expect(extended.body.subscription).toMatchObject({ planId: 'yearly', startDate: '2026-06-10T04:30:00.000Z', endDate: '2027-06-10T04:30:00.000Z' });
    const after = (await client.get('/api/subscription')).body;
    // Premium began on 10 Mar and now runs to the date the plan was offered with.
    expect(after.subscription).toEqual({ planId: 'yearly', planName: 'Yearly', status: 'active', startDate: '2026-03-10T04:30:00.000Z', endDate: '2027-06-10T04:30:00.000Z' });
    expect(after.extensions).toEqual([
      { planId: 'monthly', endDate: '2027-07-10T04:30:00.000Z' },
      { planId: 'quarterly', endDate: '2027-09-10T04:30:00.000Z' },
      { planId: 'yearly', endDate: '2028-06-10T04:30:00.000Z' },
    ]);
  });

  it('offers a lifetime plan as no end date, and nothing to a lifetime member', async () => {
    const t = await createTestApp({ start: new Date('2026-03-10T04:30:00Z') });
    await t.db
      .insert(paymentPlans)
      .values({ planId: 'lifetime', name: 'Lifetime', description: 'Forever', price: 9999, duration: 'lifetime', features: [] })
      .onConflictDoNothing();
    const client = t.client();
    await signInWithProfile(t, client);
    await client.post('/api/payments/verify', verifyBody(await sandboxPurchase(client, 'monthly')));
    expect((await client.get('/api/subscription')).body.extensions).toContainEqual({ planId: 'lifetime', endDate: null });

    await client.post('/api/payments/verify', verifyBody(await sandboxPurchase(client, 'lifetime')));
    const body = (await client.get('/api/subscription')).body;
    expect(body.subscription).toMatchObject({ planId: 'lifetime', endDate: null });
    expect(body.extensions).toEqual([]);
  });
});
