import { switchLanguage } from './support/language-switch';
import { screenshots } from './support/screenshots';
import { completeProfile, expect, expectNoSidewaysScroll, signInCompleteUser, signInNewUser, test } from './support/fixtures';

// An invite end to end at 390 px (docs/decisions/033): the inviter copies their link from the
// profile, a friend on another phone opens it, sees who invited them (first name only), signs up
// with a new number and saves their birth details; the inviter's profile shows the friend and the
// free reading earned.

test('a friend who signs up through an invite earns the inviter a free reading', async ({ page, request, browser }) => {
  const { phone: hostPhone } = await signInCompleteUser(page, request, { name: 'Priya Iyer', gender: 'female' });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Invite friends' });
  await expect(card.getByText('up to 3 a day and 10 a month')).toBeVisible();
  const link = await card.getByLabel('Your invite link').inputValue();
  expect(link).toMatch(/\/invite\/[a-z2-9]{12}$/);
  await expect(card.getByTestId('invites-joined')).toHaveText('0');
  await expect(card.getByTestId('invite-credits')).toHaveText('0');
  await expectNoSidewaysScroll(page);

  // The friend's own phone: another browser, with its own cookies.
  const friend = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: new URL(link).origin });
  try {
    const guest = await friend.newPage();
    await guest.goto(new URL(link).pathname);
    await expect(guest.getByRole('heading', { level: 1, name: 'Priya invited you to Jyotishi' })).toBeVisible();
    await expect(guest.getByText('Iyer')).toHaveCount(0);
    await expect(guest.getByText(hostPhone.digits.slice(-5))).toHaveCount(0);
    await expectNoSidewaysScroll(guest);
    if (process.env.SCREENSHOTS) await screenshots(guest, 'invite');
    await guest.getByRole('link', { name: 'Sign in with your phone' }).click();
    await expect(guest).toHaveURL(/\/auth$/);
    await signInNewUser(guest, friend.request, { continueNow: true });
    await completeProfile(guest, { name: 'Rohan Mehta', email: '' });
    // The friend sees whose invite they came through.
    await guest.goto('/profile');
    await expect(guest.getByText("You joined through Priya's invite.")).toBeVisible();
  } finally {
    await friend.close();
  }

  await page.reload();
  await expect(card.getByTestId('invites-joined')).toHaveText('1');
  await expect(card.getByTestId('invite-credits')).toHaveText('1');
  await expect((await page.request.get('/api/me')).json()).resolves.toMatchObject({ profile: { sharesAvailable: 1 } });

  // The same card in Hindi.
  await switchLanguage(page, 'हिन्दी');
  const hindiCard = page.getByRole('region', { name: 'दोस्तों को बुलाएँ' });
  await expect(hindiCard.getByText('दिन में 3 और महीने में 10 तक')).toBeVisible();
  await expect(hindiCard.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeVisible();
  await expect(hindiCard.getByTestId('invite-credits')).toHaveText('1');
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOTS) {
    await hindiCard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screenshots/invite-card-hi-390.png' });
  }
});

test('an invite link that does not work says so', async ({ page }) => {
  await page.goto('/invite/abcdefghjkmn');
  await expect(page.getByRole('heading', { level: 1, name: 'This invite did not open' })).toBeVisible();
  await expect(page.getByText('This invite link does not work. Please ask your friend to send it again.')).toBeVisible();
  await page.goto('/invite/short');
  await expect(page.getByText('This invite link is incomplete. Please open the link exactly as it was sent to you.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Jyotishi' })).toBeVisible();
});
