import type { Page } from '@playwright/test';
import { createReading, expect, expectNoSidewaysScroll, pathOf, postAsPage, signInCompleteUser, test } from './support/fixtures';
import { buyInSandbox } from './support/purchase';
import { screenshots } from './support/screenshots';

// docs/product.md, Screens and routes /premium and /payment/success, States subscribe flow: a free user
// buys a plan in the sandbox checkout (docs/product.md, Screens and routes: Pay, Fail and close) and the
// whole app follows; a failed or dismissed checkout changes nothing.

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** An instant as the app writes it: its date in India. */
const indianDateOf = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** Today on India's calendar plus `months` (clamped to a shorter month's end), as the app writes it: '22 February 2027'. */
function indianDate(months = 0) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return dateFormat.format(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** `months` calendar months after a day on India's calendar, clamped to a shorter month's end, as the app writes it. */
function monthsAfter([y, m, d]: [number, number, number], months: number): [number, number, number] {
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}
const written = ([y, m, d]: [number, number, number]) => dateFormat.format(new Date(Date.UTC(y, m - 1, d)));
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).split('-').map(Number) as [number, number, number];

/** The navigation bar's links; at 390 px they sit behind 'Open menu'. */
async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Main' }).locator('..');
}

async function closeMenu(page: Page) {
  const close = page.getByRole('button', { name: 'Close menu' });
  if (await close.isVisible()) await close.click();
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name });

/** The badge beside the logo (a span: the Premium link is a link). */
const premiumBadge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('span').filter({ hasText: /^Premium$/ });

test('a free user buys the quarterly plan in the sandbox and then reads without limit', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Rohan Mehta' });
  await createReading(page, 'daily'); // the free reading, used up

  // Before: a Premium link, no badge.
  const header = await openMenu(page);
  await expect(header.getByRole('link', { name: 'Premium', exact: true })).toBeVisible();
  await expect(premiumBadge(page)).toHaveCount(0);
  await header.getByRole('link', { name: 'Premium', exact: true }).click();
  await expect(page).toHaveURL(/\/premium$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Unlock Premium Cosmic Insights' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  const monthly = planCard(page, 'Monthly');
  const quarterly = planCard(page, 'Quarterly');
  const yearly = planCard(page, 'Yearly');
  await expect(monthly).toContainText('₹299');
  await expect(monthly).toContainText('per month');
  await expect(monthly.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(monthly).not.toContainText('MOST POPULAR');
  await expect(quarterly).toContainText('MOST POPULAR');
  await expect(quarterly).toContainText('₹749');
  await expect(quarterly).toContainText('per quarter');
  await expect(quarterly).toContainText('Unlimited readings');
  await expect(yearly).toContainText('₹2,499');
  await expect(yearly).toContainText('per year');
  await expect(yearly.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  // Only what Premium adds over a free account is sold: every user downloads PDFs, and there is no
  // support queue to jump.
  for (const card of [monthly, quarterly, yearly]) {
    await expect(card).toContainText('Unlimited Kundli Milan (marriage matching) reports');
    await expect(card).toContainText('Fair use: up to 40 readings and reports in any 24 hours');
  }
  await expect(quarterly).toContainText('Save 16% compared with monthly');
  await expect(yearly).toContainText('Save 30% compared with monthly');
  for (const benefit of ['Unlimited Readings', 'Kundli Milan Reports', 'Fair Use']) {
    await expect(page.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
  }
  await expect(page.getByText('Free for everyone, with or without Premium: PDF downloads')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/priority support|PDF reports|Detailed Analysis/i);
  // 'Best value' is on the plan that costs least a month (₹2,499 / 12 ≈ ₹208, against ₹250 and ₹299).
  await expect(yearly.getByText('Best value')).toBeVisible();
  await expect(page.getByRole('main').getByText('Best value')).toHaveCount(1);

  // The sandbox checkout: amount, product, plan and the test label.
  await quarterly.getByRole('button', { name: 'Subscribe' }).click();
  const checkout = page.getByRole('dialog', { name: 'Jyotishi' });
  await expect(checkout).toBeVisible();
  await expect(checkout).toHaveAttribute('aria-modal', 'true');
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹749');
  await expect(checkout).toContainText('Quarterly Subscription');
  await expect(checkout.getByText('TEST PAYMENT — no money moves')).toBeVisible();

  // Hold the verification until 'Processing your payment...' has been seen: locally it is quick.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments/verify', async (route) => {
    await held;
    await route.continue();
  });
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment/success');
  const query = new URL(page.url()).searchParams;
  expect(query.get('razorpay_payment_id')).toMatch(/^pay_/);
  expect(query.get('razorpay_order_id')).toMatch(/^order_/);
  expect(query.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/);
  expect(query.get('notes[plan_id]')).toBe('quarterly');
  expect(query.get('amount')).toBe('74900');
  await expect(page.getByRole('status').filter({ hasText: 'Processing your payment...' })).toBeVisible();
  release();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await page.unroute('**/api/payments/verify');
  const endDate = indianDate(3);
  await expect(page.getByRole('main')).toContainText('Quarterly');
  await expect(page.getByRole('main')).toContainText(`Valid until ${endDate}`);
  await expect(page.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/');

  // The navigation bar: the Premium badge beside the logo, and no Premium link.
  await expect(premiumBadge(page)).toBeVisible();
  const after = await openMenu(page);
  await expect(after.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(after.getByRole('link', { name: 'Readings' })).toBeVisible();
  await expect(after.getByRole('link', { name: 'Premium', exact: true })).toHaveCount(0);
  await closeMenu(page);

  // /profile: the subscription card.
  await page.getByRole('link', { name: 'View Subscription Details' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const card = page.getByRole('region', { name: 'Subscription' });
  await expect(card).toContainText('Premium Active');
  await expect(card).toContainText(`Valid until ${endDate}`);
  await expect(card).toContainText(`Started on ${indianDate()}`);
  await expect(card).toContainText('All premium features unlocked');
  await expect(card.getByRole('link', { name: 'Upgrade Now' })).toHaveCount(0);

  // /premium is now the member page.
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: "You're a Premium Member" })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(`Valid until ${endDate}`);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Your reading access' })).toContainText('Premium Member - Unlimited Readings');
  await expect(page.getByText('FREE', { exact: true })).toHaveCount(0);

  // Unlimited readings: one through the form, then more through the API, all granted.
  await page.getByRole('link', { name: /^Weekly Prediction/ }).click();
  await page.getByRole('button', { name: 'Generate Weekly Prediction' }).click();
  await page.waitForURL(/\/reading\/result\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Reading' })).toBeVisible();
  for (const type of ['career', 'love', 'yearly']) {
    const reading = await createReading(page, type);
    expect(reading.readingType).toBe(type);
  }
  const me = (await (await page.request.get('/api/me')).json()) as { profile: { isPremium: boolean; sharesAvailable: number } };
  expect(me.profile).toMatchObject({ isPremium: true, sharesAvailable: 0 });
});

test('Fail in the sandbox checkout says above the plans that no money was taken, and closing it shows the cancel toast; nothing is bought', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Kavya Nair' });
  await page.goto('/premium');
  const checkout = page.getByRole('dialog', { name: 'Jyotishi' });
  const buttons = page.getByRole('main').getByRole('button', { name: 'Subscribe' });
  await expect(buttons).toHaveCount(3);

  // Fail: an error toast, back on the plans with every button usable.
  const subscribeMonthly = planCard(page, 'Monthly').getByRole('button', { name: 'Subscribe' });
  await subscribeMonthly.click();
  await expect(checkout).toBeVisible();
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹299');
  await expect(checkout).toContainText('Monthly Subscription');
  await checkout.getByRole('button', { name: 'Fail', exact: true }).click();
  // The failure says whether money moved, in the page above the plans rather than over them.
  const failure = page.getByRole('alert').filter({ hasText: 'Payment failed.' });
  await expect(failure).toHaveText(
    'Payment failed. Please try again. No money was taken — if your bank debited you, it returns automatically within 5–7 working days.',
  );
  await expect(failure).toBeInViewport();
  await expect(checkout).toBeHidden();
  // Focus goes back to the button that opened the checkout.
  await expect(subscribeMonthly).toBeFocused();
  const [noticeBox, firstCardBox] = [await failure.boundingBox(), await planCard(page, 'Monthly').boundingBox()];
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(firstCardBox!.y);
  for (const name of ['Monthly', 'Quarterly', 'Yearly']) {
    await planCard(page, name).getByRole('button', { name: 'Subscribe' }).scrollIntoViewIfNeeded();
    // Nothing lies over the button: a click would reach it.
    await planCard(page, name).getByRole('button', { name: 'Subscribe' }).click({ trial: true });
  }
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(failure).toHaveCount(0);
  expect(pathOf(page)).toBe('/premium');
  for (const button of await buttons.all()) await expect(button).toBeEnabled();

  // Close (×): an info toast, and the plans again.
  const subscribeQuarterly = planCard(page, 'Quarterly').getByRole('button', { name: 'Subscribe' });
  await subscribeQuarterly.click();
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Payment cancelled. You can try again anytime.')).toBeVisible();
  await expect(checkout).toBeHidden();
  for (const button of await buttons.all()) await expect(button).toBeEnabled();
  await expect(subscribeQuarterly).toBeFocused();

  // Escape closes it too, and Tab stays inside the dialog while it is open.
  await subscribeQuarterly.click();
  await expect(checkout).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await checkout.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(checkout).toBeHidden();
  await expect(page.getByText('Payment cancelled. You can try again anytime.').first()).toBeVisible();

  const me = (await (await page.request.get('/api/me')).json()) as { profile: { isPremium: boolean } };
  expect(me.profile.isPremium).toBe(false);
  const subscription = (await (await page.request.get('/api/subscription')).json()) as { subscription: unknown };
  expect(subscription.subscription).toBeNull();
  // Still a free user: the navigation bar keeps its Premium link.
  const header = await openMenu(page);
  await expect(header.getByRole('link', { name: 'Premium', exact: true })).toBeVisible();
});

test('failures around the plans: load error with Try Again, an order error toast, and an ended session goes to /auth', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.route('**/api/plans', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong on our side. Please try again.', code: 'internal' } }));
  await page.goto('/premium');
  // The query retries a server error twice before giving up.
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load payment plans. Please try again.' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.unroute('**/api/plans');
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  const subscribeQuarterly = planCard(page, 'Quarterly').getByRole('button', { name: 'Subscribe' });
  await expect(subscribeQuarterly).toBeEnabled();

  // The order cannot be made: the server's message as a toast, and the plans usable again.
  const gatewayDown = 'Failed to create order: the payment service is not responding';
  await page.route('**/api/payments/orders', (route) => route.fulfill({ status: 502, json: { error: gatewayDown, code: 'upstream_failed' } }));
  await subscribeQuarterly.click();
  await expect(page.getByText(gatewayDown)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(subscribeQuarterly).toBeEnabled();
  await page.unroute('**/api/payments/orders');

  // The session ended elsewhere: subscribing sends the visitor to /auth.
  const signedOut = await postAsPage(page, '/api/auth/sign-out');
  expect(signedOut.ok()).toBe(true);
  await subscribeQuarterly.click();
  await expect(page).toHaveURL(/\/auth\?next=\/premium$/);
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
});

test('a member extends early: each plan shows the date it extends Premium to, and paying grants exactly that date', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Meera Iyer' });
  await buyInSandbox(page, 'quarterly');
  const today = todayInIndia();
  const end = monthsAfter(today, 3);

  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: "You're a Premium Member" })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Valid until ${written(end)}`);
  const extend = page.getByRole('region', { name: 'Extend your Premium' });
  await expect(extend).toContainText('it starts when your current one ends');
  // Every plan, with its price and the end date it gives: its months after the current end.
  const option = (name: string) => extend.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(extend.getByRole('listitem')).toHaveCount(3);
  const offers = [
    { name: 'Monthly', price: '₹299', period: 'per month', endsOn: written(monthsAfter(end, 1)) },
    { name: 'Quarterly', price: '₹749', period: 'per quarter', endsOn: written(monthsAfter(end, 3)) },
    { name: 'Yearly', price: '₹2,499', period: 'per year', endsOn: written(monthsAfter(end, 12)) },
  ];
  for (const offer of offers) {
    await expect(option(offer.name)).toContainText(offer.price);
    await expect(option(offer.name)).toContainText(offer.period);
    await expect(option(offer.name).getByRole('button', { name: `Extend to ${offer.endsOn}` })).toBeEnabled();
  }
  // The dates come from the server, which grants by the same rule.
  const status = (await (await page.request.get('/api/subscription')).json()) as { extensions: Array<{ planId: string; endDate: string }> };
  expect(status.extensions.map((e) => indianDateOf(e.endDate))).toEqual(offers.map((offer) => offer.endsOn));
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOT_DIR) await screenshots(page, 'premium-member');

  // Paying goes through the same checkout as a first purchase.
  const yearlyEnd = offers[2]!.endsOn;
  await option('Yearly').getByRole('button', { name: `Extend to ${yearlyEnd}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Jyotishi' });
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹2,499');
  await expect(checkout).toContainText('Yearly Subscription');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Valid until ${yearlyEnd}`);

  // Premium now runs to the date the button showed; it began when the first plan was bought.
  await page.goto('/premium');
  await expect(page.getByRole('main')).toContainText('Yearly plan');
  await expect(page.getByRole('main')).toContainText(`Valid until ${yearlyEnd}`);
  await expect(option('Monthly').getByRole('button', { name: `Extend to ${written(monthsAfter(monthsAfter(end, 12), 1))}` })).toBeVisible();
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Subscription' });
  await expect(card).toContainText(`Valid until ${yearlyEnd}`);
  await expect(card).toContainText(`Started on ${written(today)}`);
});

test('the plans page fits a phone and shows Best value once', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.goto('/premium');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(planCard(page, 'Yearly').getByText('Best value: lowest price per month')).toBeVisible();
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOT_DIR) await screenshots(page, 'premium-plans');
});
