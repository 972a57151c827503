import { expect, postAsPage, signInCompleteUser, test } from './support/fixtures';

// docs/product.md, Screens and routes /payment/success and Validation: the page needs a payment id, an order id, a plan
// id and a non-zero amount, else 'Invalid payment details' without asking the server; a forged
// payment is refused by the server with its reason, and nothing is granted.

type Me = { profile: { isPremium: boolean } };

test('/payment/success without its payment details says so and asks the server nothing', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  let verifyCalls = 0;
  await page.route('**/api/payments/verify', (route) => {
    verifyCalls += 1;
    return route.continue();
  });

  const complete = { razorpay_payment_id: 'pay_x', razorpay_order_id: 'order_x', razorpay_signature: 'sig', 'notes[plan_id]': 'monthly', amount: '29900' };
  const cases: Array<Record<string, string>> = [
    {},
    { ...complete, razorpay_payment_id: '' },
    { ...complete, razorpay_order_id: '' },
    { ...complete, 'notes[plan_id]': '' },
    { ...complete, amount: '0' },
  ];
  for (const query of cases) {
    await page.goto(`/payment/success?${new URLSearchParams(query)}`);
    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: 'Payment Failed' }) });
    await expect(alert).toContainText('Invalid payment details');
    await expect(alert.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/premium');
    await expect(alert.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
  }
  expect(verifyCalls).toBe(0);

  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unlock Premium Cosmic Insights' })).toBeVisible();
});

test('a forged signature shows Payment Failed with the server reason; the genuine payment still succeeds', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  // A real sandbox payment, made as the checkout makes it.
  const order = await postAsPage(page, '/api/payments/orders', { planId: 'yearly' });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId, amount } = (await order.json()) as { orderId: string; amount: number };
  expect(amount).toBe(249_900);
  const paid = await postAsPage(page, '/api/payments/sandbox/pay', { orderId, outcome: 'success' });
  expect(paid.status(), await paid.text()).toBe(200);
  const genuine = (await paid.json()) as Record<string, string>;
  const signature = genuine.razorpay_signature!;
  const forged = { ...genuine, razorpay_signature: `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}` };

  await page.goto(`/payment/success?${new URLSearchParams(forged)}`);
  const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: 'Payment Failed' }) });
  await expect(failed).toContainText('Payment verification failed. Please contact support.');
  await expect(failed.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/premium');
  await expect(failed.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  let me = (await (await page.request.get('/api/me')).json()) as Me;
  expect(me.profile.isPremium).toBe(false);

  // A changed amount is refused the same way.
  await page.goto(`/payment/success?${new URLSearchParams({ ...genuine, amount: '100' })}`);
  await expect(failed).toContainText('Payment verification failed. Please contact support.');

  // The forgeries spoiled nothing: the real payment is verified.
  await page.goto(`/payment/success?${new URLSearchParams(genuine)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Yearly');
  await expect(page.getByRole('main')).toContainText('₹2,499');
  me = (await (await page.request.get('/api/me')).json()) as Me;
  expect(me.profile.isPremium).toBe(true);
  await page.getByRole('link', { name: 'Start Exploring' }).click();
  await expect(page.getByRole('region', { name: 'Your reading access' })).toContainText('Premium Member - Unlimited Readings');
});
