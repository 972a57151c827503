import type { Page } from '@playwright/test';
import { expect, signInCompleteUser, test } from './support/fixtures';

// docs/product.md, Calls 'Payment checkout options' and States subscribe flow, with provider 'razorpay': checkout.js
// is loaded only then, gets the spec's options, and its success handler, dismissal and
// payment.failed behave like the sandbox's. Razorpay is never contacted: the e2e server runs the
// sandbox, so the order is relabelled 'razorpay' on its way to the page, checkout.js is a stand-in
// that records what it was given, and the page's CSP (which allows Razorpay's origin only when
// Razorpay is the server's provider) is lifted for this test.

const checkoutJs = 'https://checkout.razorpay.com/v1/checkout.js';

const fakeCheckout = `
window.__rzp = { instances: [] };
window.Razorpay = function (options) {
  const instance = { options, handlers: {}, opened: false };
  instance.on = (event, callback) => { instance.handlers[event] = callback; };
  instance.open = () => { instance.opened = true; };
  window.__rzp.instances.push(instance);
  return instance;
};`;

type Captured = {
  opened: boolean;
  options: {
    key: string;
    amount: number;
    currency: string;
    name: string;
    description: string;
    order_id: string;
    prefill: { name: string; contact: string; email: string };
    notes: Record<string, string>;
    theme: { color: string };
  };
};

async function asRazorpay(page: Page) {
  const loads: string[] = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.url() === checkoutJs) {
      loads.push(request.url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeCheckout });
    }
    if (request.resourceType() === 'document') {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      return route.fulfill({ response, headers });
    }
    if (request.url().endsWith('/api/payments/orders') && request.method() === 'POST') {
      const response = await route.fetch();
      const order = { ...(await response.json()), provider: 'razorpay', keyId: 'rzp_test_stand_in' };
      return route.fulfill({ response, json: order });
    }
    return route.continue();
  });
  return loads;
}

const lastCheckout = (page: Page) => page.evaluate(() => (window as unknown as { __rzp: { instances: Captured[] } }).__rzp.instances.at(-1)!);

test('Razorpay Checkout is loaded on demand with the spec options; dismiss, failure and success behave', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Ishaan Verma', email: 'ishaan@example.com' });
  const loads = await asRazorpay(page);
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Unlock Premium Cosmic Insights' })).toBeVisible();
  expect(loads, 'checkout.js is loaded only when a checkout opens').toEqual([]);

  const subscribeQuarterly = page.getByRole('article', { name: 'Quarterly' }).getByRole('button', { name: 'Subscribe' });
  await subscribeQuarterly.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __rzp?: { instances: unknown[] } }).__rzp?.instances.length ?? 0)).toBe(1);
  const first = await lastCheckout(page);
  expect(first.opened).toBe(true);
  expect(first.options).toMatchObject({
    key: 'rzp_test_stand_in',
    amount: 74_900,
    currency: 'INR',
    name: 'Jyotishi',
    description: 'Quarterly Subscription',
    prefill: { name: 'Ishaan Verma', email: 'ishaan@example.com' },
    notes: { plan_id: 'quarterly' },
    theme: { color: '#ee8b22' },
  });
  expect(first.options.order_id).toMatch(/^order_/);
  expect(first.options.prefill.contact).toMatch(/^\+91\d{10}$/);
  // No sandbox modal with Razorpay.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(subscribeQuarterly).toBeDisabled();

  // Dismissed: the info toast, and the plans again.
  await page.evaluate(() => (window as unknown as { __rzp: { instances: Array<{ options: { modal: { ondismiss: () => void } } }> } }).__rzp.instances.at(-1)!.options.modal.ondismiss());
  await expect(page.getByText('Payment cancelled. You can try again anytime.')).toBeVisible();
  await expect(subscribeQuarterly).toBeEnabled();

  // payment.failed: the error toast, and the plans again.
  await subscribeQuarterly.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __rzp: { instances: unknown[] } }).__rzp.instances.length)).toBe(2);
  await page.evaluate(() =>
    (window as unknown as { __rzp: { instances: Array<{ handlers: Record<string, (r: unknown) => void> }> } }).__rzp.instances
      .at(-1)!
      .handlers['payment.failed']!({ error: { description: 'Card declined' } }),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed.' })).toContainText('No money was taken');
  await expect(subscribeQuarterly).toBeEnabled();
  expect(loads, 'checkout.js is loaded once').toHaveLength(1);

  // Success: /payment/success with the query Razorpay's Checkout gives (docs/product.md, Screens and routes).
  await subscribeQuarterly.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __rzp: { instances: unknown[] } }).__rzp.instances.length)).toBe(3);
  const orderId = (await lastCheckout(page)).options.order_id;
  await page.evaluate(
    (order) =>
      (window as unknown as { __rzp: { instances: Array<{ options: { handler: (r: unknown) => void } }> } }).__rzp.instances
        .at(-1)!
        .options.handler({ razorpay_payment_id: 'pay_StandIn123', razorpay_order_id: order, razorpay_signature: 'f'.repeat(64) }),
    orderId,
  );
  await page.waitForURL((url) => url.pathname === '/payment/success');
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    razorpay_payment_id: 'pay_StandIn123',
    razorpay_order_id: orderId,
    razorpay_signature: 'f'.repeat(64),
    'notes[plan_id]': 'quarterly',
    amount: '74900',
  });
  // The stand-in's signature is not a real one: the server refuses it.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Payment verification failed. Please contact support.')).toBeVisible();
});
