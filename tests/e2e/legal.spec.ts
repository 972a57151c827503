import { dashboardGreeting, expect, signInCompleteUser, test } from './support/fixtures';

// Legal pages (docs/product.md, Screens and routes, Limits) and /test.
const pages = [
  { path: '/terms', heading: 'Terms of Service', refunds: true, indianLaw: true },
  { path: '/privacy', heading: 'Privacy Policy', refunds: false, indianLaw: false },
  { path: '/shipping-returns', heading: 'Shipping, Returns & Refunds', refunds: true, indianLaw: false },
];

for (const legal of pages) {
  test(`${legal.path} shows its text, the date of the last update, and Back to Home`, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible();
    await expect(page.getByText('Last updated: December 7, 2026')).toBeVisible();
    // The Grievance Officer as the server is configured (development placeholders here), with a postal address.
    await expect(page.getByText('Not yet appointed (development)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'grievance@jyotishi.app' }).last()).toHaveAttribute('href', 'mailto:grievance@jyotishi.app?subject=Grievance');
    await expect(page.getByText('Postal address not yet set (development)')).toBeVisible();
    if (legal.indianLaw) await expect(page.getByText(/laws of India/).first()).toBeAttached();
    if (legal.refunds) {
      await expect(page.getByText(/within 7 days of purchase/).first()).toBeVisible();
      await expect(page.getByText(/non-refundable/).first()).toBeAttached();
    }
    // Both Back to Home links lead to /, which sends a visitor on to /auth.
    const back = page.getByRole('link', { name: 'Back to Home' });
    await expect(back).toHaveCount(2);
    await back.first().click();
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('the footer links to the legal pages, and Back to Home takes a signed-in user to /', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('support@jyotishi.app')).toBeVisible();
  for (const legal of pages) {
    await footer.getByRole('link', { name: legal.heading }).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).last().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dashboardGreeting(page)).toBeVisible();
  }
});

test('/test has buttons to /, /profile/complete and /auth', async ({ page }) => {
  await page.goto('/test');
  const buttons = [
    { name: 'Go to Home', href: '/' },
    { name: 'Go to Profile Complete', href: '/profile/complete' },
    { name: 'Go to Auth', href: '/auth' },
  ];
  for (const button of buttons) {
    await expect(page.getByRole('link', { name: button.name })).toHaveAttribute('href', button.href);
  }
  for (const button of buttons) {
    await page.goto('/test');
    await page.getByRole('link', { name: button.name }).click();
    // Signed out, each of them ends on /auth (/ and /profile/complete need a user).
    await expect(page).toHaveURL(/\/auth$/);
  }
});
