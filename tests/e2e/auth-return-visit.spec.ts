import { dashboardGreeting, enterCode, expect, openPhoneStep, sendCode, signInCompleteUser, signOut, test } from './support/fixtures';

// Sign out and back in lands on /.
test('signing out lands on /auth, and signing back in at once with the same number lands on / directly', async ({ page, request }) => {
  const { phone, profile } = await signInCompleteUser(page, request);

  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  // The session is gone on the server too, not just in the page.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=\/profile$/);

  // The resend wait guards a code still on its way; the first code was used, so none applies.
  await openPhoneStep(page);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await sendCode(page, phone);
  await enterCode(page, request, phone);
  await expect(page).toHaveURL(/\/$/);
  await expect(dashboardGreeting(page, profile.name)).toBeVisible();
  // A known number skips the welcome step and the birth-details form.
  expect(visited).not.toContain('/profile/complete');
  await expect(page.getByRole('heading', { name: 'Welcome to Jyotishi!' })).toBeHidden();
});
