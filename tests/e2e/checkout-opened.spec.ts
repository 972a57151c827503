import { expect, signInCompleteUser, test } from './support/fixtures';

// docs/security.md, Payments: the reconciler asks the gateway only about orders whose checkout
// opened, so the page tells the server, for the order it was given, before the checkout shows.
// The plan buttons are found by their ids: their words belong to the plans page.

test('opening the sandbox checkout marks its order as opened before the checkout shows', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Tara Opened' });
  await page.goto('/premium');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/payments/orders') && r.request().method() === 'POST');
  const marked = page.waitForResponse((r) => /\/api\/payments\/orders\/[^/]+\/opened$/.test(r.url()));
  await page.locator('#subscribe-monthly').click();
  const order = await (await created).json();
  const opened = await marked;
  expect(opened.request().method()).toBe('POST');
  expect(opened.status()).toBe(200);
  expect(await opened.json()).toEqual({ orderId: order.orderId, checkoutOpenedAt: expect.any(String) });
  await expect(page.getByRole('dialog', { name: 'Jyotishi' })).toBeVisible();

  // Closed and opened again: the same order, marked again, still with the first time.
  const firstTime = (await opened.json()).checkoutOpenedAt;
  await page.getByRole('dialog', { name: 'Jyotishi' }).press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const markedAgain = page.waitForResponse((r) => /\/api\/payments\/orders\/[^/]+\/opened$/.test(r.url()));
  await page.locator('#subscribe-monthly').click();
  expect(await (await markedAgain).json()).toEqual({ orderId: order.orderId, checkoutOpenedAt: firstTime });
  await expect(page.getByRole('dialog', { name: 'Jyotishi' })).toBeVisible();
});
