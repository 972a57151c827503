import type { Page } from '@playwright/test';
import { createReading, earnShareCredit, expect, signInCompleteUser, test } from './support/fixtures';
import { buyInSandbox } from './support/purchase';
import { switchLanguage } from './support/language-switch';

// The dashboard says what each reading costs this user before they tap it: the free reading first,
// then a credit, or a lock with the ways to unlock; a member sees no price at all.

const banner = (page: Page) => page.getByRole('region', { name: 'Your reading access' });
const cards = (page: Page) => page.getByRole('region', { name: 'Choose your reading' }).getByRole('link');
const locks = (page: Page) => page.getByRole('region', { name: 'Choose your reading' }).getByRole('img', { name: 'Locked' });

test('before the free reading the banner says one is free, after it every card shows its lock and how to unlock', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Ishaan Verma' });
  await expect(banner(page)).toContainText('Free Reading Available! Pick any reading.');
  // Eight cards and the Life Prediction link.
  await expect(cards(page)).toHaveCount(9);
  await expect(locks(page)).toHaveCount(0);

  // In Hindi too.
  await switchLanguage(page, 'हिन्दी');
  await expect(page.getByRole('region', { name: 'आपकी रीडिंग की सुविधा' })).toContainText('1 मुफ़्त रीडिंग — कोई भी चुनें');
  await switchLanguage(page, 'English');

  await createReading(page, 'daily');
  await page.reload();
  // Today's daily reading opens again for nothing: that card says so; the other eight are locked.
  const daily = page.getByRole('region', { name: 'Choose your reading' }).getByRole('link', { name: /^Daily Horoscope/ });
  await expect(daily).toContainText('Already yours — opens free');
  await expect(daily.getByRole('img', { name: 'Locked' })).toHaveCount(0);
  await expect(locks(page)).toHaveCount(8);
  const love = page.getByRole('link', { name: /^Love & Relationships/ });
  await expect(love.getByRole('img', { name: 'Locked' })).toBeVisible();
  await expect(love).toContainText('Share to unlock or Premium');
  await expect(page.getByRole('link', { name: /Life Prediction/ })).toContainText('Share to unlock or Premium');

  // A share credit pays for the next one: the cards say so instead of the lock.
  await earnShareCredit(page);
  await page.reload();
  await expect(banner(page)).toContainText('1 Reading Available');
  await expect(locks(page)).toHaveCount(0);
  await expect(love).toContainText('1 credit');
  await expect(daily).toContainText('Already yours — opens free');
});

test('the locks go once the user is a premium member: no prices on the dashboard', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Meera Iyer' });
  await createReading(page, 'daily');
  await page.reload();
  await expect(locks(page)).toHaveCount(8);

  await buyInSandbox(page, 'monthly');
  await page.reload();
  await expect(banner(page)).toContainText('Premium Member - Unlimited Readings');
  await expect(cards(page)).toHaveCount(9);
  await expect(locks(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Choose your reading' })).not.toContainText(/Share to unlock|credit|FREE|Already yours/);
});
