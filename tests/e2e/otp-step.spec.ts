import type { Page } from '@playwright/test';
import { enterCode, expect, latestCode, newPhone, openPhoneStep, sendCode, test } from './support/fixtures';

/** Counts the code checks the page asks the server for. */
function countVerifyRequests(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/otp/verify') seen.count += 1;
  });
  return seen;
}

// SMS autofill and a paste put all six digits in at once; typing brings them one by one. Either
// way the code goes to the server when the sixth arrives, without a press of Verify, and once.
for (const how of ['typed', 'pasted'] as const) {
  test(`a ${how} code signs in at its sixth digit, checked once`, async ({ page, request }) => {
    const phone = newPhone();
    const verifies = countVerifyRequests(page);
    await openPhoneStep(page);
    await sendCode(page, phone);
    const input = page.getByLabel('Verification code');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    const code = await latestCode(request, phone.e164);
    if (how === 'typed') await input.pressSequentially(code);
    else await input.fill(code);
    await expect(page.getByRole('heading', { name: 'Welcome to Jyotishi!' })).toBeVisible();
    // Enter on the (now gone) form or a second autofill event must not have sent it again.
    expect(verifies.count).toBe(1);
  });
}

test('pressing Enter right after the sixth digit sends the code once', async ({ page, request }) => {
  const phone = newPhone();
  const verifies = countVerifyRequests(page);
  await openPhoneStep(page);
  await sendCode(page, phone);
  const input = page.getByLabel('Verification code');
  await input.fill(await latestCode(request, phone.e164));
  // To whatever has focus now, without waiting for the field: it may already be gone.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome to Jyotishi!' })).toBeVisible();
  expect(verifies.count).toBe(1);
});

// 'Change phone number?' and the catalogue messages of the sign-in steps (docs/product.md, Validation, Messages).
test("'Change phone number?' returns to the phone step with the number kept", async ({ page }) => {
  const phone = newPhone();
  await openPhoneStep(page);
  await sendCode(page, phone);
  await page.getByRole('button', { name: 'Change phone number?' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue(phone.digits);
  await expect(page.getByLabel('Country code')).toHaveValue('+91');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
});

test('sending again to the same number at once says how long to wait', async ({ page }) => {
  const phone = newPhone();
  await openPhoneStep(page);
  await sendCode(page, phone);
  await page.getByRole('button', { name: 'Change phone number?' }).click();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many requests\. Please try again later\. Try again in (2\d|30) seconds\.$/);
});

test('a wrong or short code shows the catalogue message; the right code still works after one', async ({ page, request }) => {
  const phone = newPhone();
  await openPhoneStep(page);
  await sendCode(page, phone);
  const code = await latestCode(request, phone.e164);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const input = page.getByLabel('Verification code');

  // Digits only, six at most.
  await input.pressSequentially('a1b2-3');
  await expect(input).toHaveValue('123');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please enter a valid 6-digit OTP')).toBeVisible();
  await input.fill('12345');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Please enter a valid 6-digit OTP')).toBeVisible();

  await input.fill(wrong);
  await expect(page.getByText('The verification code is invalid. Please try again.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // Typing clears the message; one wrong try does not kill the code (five do).
  await enterCode(page, request, phone);
  await expect(page.getByText('The verification code is invalid. Please try again.')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome to Jyotishi!' })).toBeVisible();
});

test('a blank or invalid phone number shows the catalogue message', async ({ page }) => {
  await openPhoneStep(page);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter a valid phone number', { exact: true })).toBeVisible();

  // Zeros alone are blank once the leading zeros are stripped.
  await page.getByLabel('Phone number').fill('000');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter a valid phone number', { exact: true })).toBeVisible();

  await page.getByLabel('Phone number').fill('12345');
  await expect(page.getByText('Please enter a valid phone number', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('The phone number format is incorrect. Please enter a valid phone number.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
});
