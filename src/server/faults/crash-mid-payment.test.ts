import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../tests/support/phones';
import { checkoutSignature, hmacHex } from '../payments/signatures';
import { startFakeRazorpay } from '../../../tests/support/fake-razorpay';
import { newEventId, paymentEvent } from '../../../tests/support/payment-helpers';
import { Browser, backend, eventually, faultDatabase, gatewayGate, seconds, ServerProcess, sleep } from '../../../tests/support/fault-harness';

// The server killed between payment and verification. The customer has paid at the
// gateway (a local fake of Razorpay's API, as the real SDK sees it) but the server dies before the
// browser's verify call, or while that call waits on the gateway. After a restart the signed
// webhook, a retried verify and the reconciler each activate the subscription exactly once,
// whatever order they come in.

const keys = { keyId: 'rzp_test_faults0001', keySecret: 'fault-test-key-secret' };
const webhookSecret = 'whsec_fault_test';
const plan = { planId: 'quarterly', months: 3 };

type Order = { orderId: string; amount: number };

describe(`SIGKILL between payment and verification (${backend})`, () => {
  it('activates each paid subscription exactly once through the webhook, a retried verify or the reconciler', async () => {
    const razorpay = await startFakeRazorpay(keys);
    // The server reaches Razorpay through a gate that can leave a call unanswered.
    const gate = await gatewayGate(razorpay.url);
    const database = await faultDatabase('payment');
    const env = {
      ...database.env,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE_URL: gate.url,
    };
    let server = await ServerProcess.start(env);
    const firstStartMs = server.readyInMs;

    /** A customer who has ordered the plan and paid for it at Razorpay's Checkout. */
    const paidCustomer = async (name: string) => {
      const browser = new Browser(server.base);
      await browser.signUp(uniquePhone(), name);
      const ordered = await browser.post('/api/payments/orders', { planId: plan.planId });
      expect(ordered.status).toBe(200);
      const order = ordered.body as Order;
      // The page tells the server it opened Checkout, as it does before showing it.
      expect((await browser.post(`/api/payments/orders/${order.orderId}/opened`)).status).toBe(200);
      const payment = razorpay.pay(order.orderId);
      // What Checkout hands the page, signed by Razorpay with the key secret.
      const checkout = {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.orderId,
        razorpay_signature: checkoutSignature(keys.keySecret, order.orderId, payment.id),
        planId: plan.planId,
        amount: order.amount,
      };
      return { browser, order, payment, checkout, verify: () => browser.post('/api/payments/verify', checkout) };
    };
    type Customer = Awaited<ReturnType<typeof paidCustomer>>;
    const customers = await Promise.all(['Webhook First', 'Verify First', 'Verify In Flight', 'Nobody Came Back'].map(paidCustomer));
    const [webhookFirst, verifyFirst, inFlight, forgotten] = customers as [Customer, Customer, Customer, Customer];

    // One verify is under way, waiting on Razorpay, when the server dies.
    gate.holdIf = (method, path) => method === 'GET' && path === `/v1/payments/${inFlight.payment.id}`;
    const dying = inFlight.verify().catch(() => 'connection lost' as const);
    await eventually('the verify call to reach the gateway', async () => gate.held > 0);
    for (const customer of customers) expect((await customer.browser.get('/api/subscription')).body.subscription).toBeNull();

    await server.kill();
    const killedAt = Date.now();
    expect(await dying).toBe('connection lost');
    gate.holdIf = undefined;

    // The webhook delivered while the server is down fails; Razorpay retries it later.
    const captured = (customer: Customer, event: 'payment.captured' | 'order.paid' = 'payment.captured') =>
      paymentEvent(event, { id: customer.payment.id, orderId: customer.order.orderId, amount: customer.order.amount });
    const deliver = (body: string, eventId: string) =>
      fetch(`${server.base}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(webhookSecret, body), 'x-razorpay-event-id': eventId },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { status: string } }));
    const webhookEvent = { body: captured(webhookFirst), id: newEventId() };
    await expect(deliver(webhookEvent.body, webhookEvent.id)).rejects.toThrow();

    server = await ServerProcess.start(env);
    const restartedAt = Date.now();
    for (const customer of customers) customer.browser.base = server.base;

    /** What the customer sees: premium, with one plan's worth of time starting now (not stacked). */
    const expectOnePlan = async (customer: Customer) => {
      const { subscription } = (await customer.browser.get('/api/subscription')).body;
      expect(subscription).toMatchObject({ planId: plan.planId, status: 'active' });
      const start = new Date(subscription.startDate);
      expect(start.getTime()).toBeLessThanOrEqual(Date.now());
      const end = new Date(start);
      end.setUTCMonth(end.getUTCMonth() + plan.months);
      expect(Math.abs(new Date(subscription.endDate).getTime() - end.getTime())).toBeLessThan(3 * 86_400_000);
      expect((await customer.browser.profile()).isPremium).toBe(true);
    };

    // (a) The webhook first: activates; its retry and then the browser's verify change nothing.
    expect(await deliver(webhookEvent.body, webhookEvent.id)).toEqual({ status: 200, body: { status: 'processed' } });
    await expectOnePlan(webhookFirst);
    expect(await deliver(webhookEvent.body, webhookEvent.id)).toEqual({ status: 200, body: { status: 'duplicate' } });
    const late = await webhookFirst.verify();
    expect(late.status).toBe(200);
    expect(late.body.subscription).toMatchObject({ planId: plan.planId });
    await expectOnePlan(webhookFirst);

    // (b) The browser's verify first, retried twice at once, then both of Razorpay's events.
    const verifies = await Promise.all([verifyFirst.verify(), verifyFirst.verify(), verifyFirst.verify()]);
    expect(verifies.map((v) => v.status)).toEqual([200, 200, 200]);
    expect(new Set(verifies.map((v) => JSON.stringify(v.body.subscription))).size).toBe(1);
    expect((await deliver(captured(verifyFirst), newEventId())).body.status).toBe('processed');
    expect((await deliver(captured(verifyFirst, 'order.paid'), newEventId())).body.status).toBe('processed');
    await expectOnePlan(verifyFirst);

    // The verify that died with the server, retried by the page, then the webhook.
    expect((await inFlight.verify()).status).toBe(200);
    expect((await deliver(captured(inFlight), newEventId())).body.status).toBe('processed');
    await expectOnePlan(inFlight);
    const activatedAt = Date.now();

    // (c) Nobody came back for the last one: neither the browser nor the webhook. It stays unpaid
    // until the reconciler asks Razorpay (every 5 minutes for orders 15 minutes old in production;
    // here every second, for any order). That instance crashes too.
    expect((await forgotten.browser.get('/api/subscription')).body.subscription).toBeNull();
    await server.kill();
    server = await ServerProcess.start({ ...env, PAYMENT_RECONCILE_INTERVAL_SECONDS: '1', PAYMENT_RECONCILE_MIN_AGE_SECONDS: '0' });
    const reconcilerStartedAt = Date.now();
    for (const customer of customers) customer.browser.base = server.base;
    await eventually('the reconciler to activate the forgotten order', async () => (await forgotten.browser.get('/api/subscription')).body.subscription);
    const reconciledAt = Date.now();
    await expectOnePlan(forgotten);
    // Another reconciler run finds nothing more to do: still one plan each.
    await sleep(1200);
    for (const customer of customers) await expectOnePlan(customer);

    // Behind the screens: one subscription per order, every order paid, one purchase per payment.
    await server.stop();
    const subscriptions = await database.query<{ order_id: string; payment_id: string }>('select order_id, payment_id from subscriptions');
    expect(subscriptions.map((s) => s.order_id).sort()).toEqual(customers.map((c) => c.order.orderId).sort());
    expect(subscriptions.map((s) => s.payment_id).sort()).toEqual(customers.map((c) => c.payment.id).sort());
    const orders = await database.query<{ status: string }>('select status from payment_orders');
    expect(orders.map((o) => o.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    const purchases = await database.query<{ transaction_id: string }>("select transaction_id from analytics_events where name = 'purchase'");
    expect(purchases.map((p) => p.transaction_id).sort()).toEqual(customers.map((c) => c.payment.id).sort());

    console.info(
      `[faults/${backend}] payment: first start ${seconds(firstStartMs)}, restart took ${seconds(restartedAt - killedAt)}, webhook and verifies settled ${seconds(activatedAt - restartedAt)} after it; ` +
        `the reconciler activated the forgotten order ${seconds(reconciledAt - reconcilerStartedAt)} after its instance was ready`,
    );
  }, 150_000);
});
