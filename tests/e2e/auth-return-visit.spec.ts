import { dashboardGreeting, enterCode, expect, openPhoneStep, sendCode, signInCompleteUser, signOut, test } from './support/fixtures';

// Sign out and back in lands on /.
// The 30 s cooldown makes this the slowest test; the file name sorts first so that it starts first
// and the other worker runs the rest of the suite meanwhile.
test('signing out lands on /auth, and signing back in with the same number lands on / directly', async ({ page, request }) => {
  // The server allows one code per number every 30 s (OTP_RESEND_COOLDOWN_SECONDS), and signing
  // back in is a new send, so this test waits out the cooldown.
  test.setTimeout(90_000);
  const { phone, profile } = await signInCompleteUser(page, request);
  const firstSendAt = Date.now();

  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  // The session is gone on the server too, not just in the page.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);

  await openPhoneStep(page);
  const waitMs = firstSendAt + 31_000 - Date.now();
  if (waitMs > 0) await page.waitForTimeout(waitMs);

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
