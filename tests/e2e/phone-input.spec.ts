import { expect, newPhone, openPhoneStep, outbox, test } from './support/fixtures';

// docs/product.md, Screens and routes /auth, phone step.
test('the phone input keeps digits only', async ({ page }) => {
  await page.goto('/auth');
  const input = page.getByLabel('Phone number');
  await input.pressSequentially('ab98-76');
  await expect(input).toHaveValue('9876');
  await input.fill('(98) 765');
  await expect(input).toHaveValue('98765');
});

// The sign-in page is on screen before its app starts: on a slow phone a visitor may choose a country
// and type the number first. When the app takes the form over, what they entered is still there,
// tidied, and it is what gets sent.
test('a country and number entered before the app has started are kept when it takes the page over', async ({ page, request }) => {
  const phone = newPhone();
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  // Not waiting for the load event: the page's load waits for the app's code, held back here.
  await page.goto('/auth', { waitUntil: 'commit' });
  await page.getByLabel('Country code').selectOption('+44');
  await page.getByLabel('Phone number').pressSequentially(`${phone.digits.slice(0, 5)} ${phone.digits.slice(5)}`);
  releaseApp();
  await expect(page.locator('[data-testid=captcha-status][data-state=ready]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByLabel('Country code')).toHaveValue('+44');
  await expect(page.getByLabel('Phone number')).toHaveValue(phone.digits);
  await page.getByLabel('Country code').selectOption('+91');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`Enter the 6-digit code sent to +91 ${phone.digits}`)).toBeVisible();
  expect((await outbox(request, phone.e164))[0]?.to).toBe(phone.e164);
});

// People paste numbers as their contacts app or a message wrote them: each must reach the code step
// as the same +91 number, with the field showing it tidied.
for (const pasted of ['+91 98765 43210', '098765 43210', '91-98765-43210']) {
  test(`a number pasted as ${JSON.stringify(pasted)} reaches the code step as that number`, async ({ page, request }) => {
    const phone = newPhone();
    const written = pasted.replace('98765', phone.digits.slice(0, 5)).replace('43210', phone.digits.slice(5));
    await openPhoneStep(page);
    await page.getByLabel('Phone number').fill(written);
    await expect(page.getByLabel('Phone number')).toHaveValue(phone.digits);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(`Enter the 6-digit code sent to +91 ${phone.digits}`)).toBeVisible();
    expect((await outbox(request, phone.e164))[0]?.to).toBe(phone.e164);
  });
}

test('the country-code dropdown lists the eight countries, India first and chosen', async ({ page }) => {
  await page.goto('/auth');
  const select = page.getByLabel('Country code');
  await expect(select).toHaveValue('+91');
  await expect(select.locator('option')).toHaveText([
    '+91 India',
    '+1 USA',
    '+44 UK',
    '+61 Australia',
    '+86 China',
    '+971 UAE',
    '+65 Singapore',
    '+81 Japan',
  ]);
  await select.selectOption('+44');
  await expect(select).toHaveValue('+44');
});

test('leading zeros are stripped before the country code is added', async ({ page, request }) => {
  const phone = newPhone();
  await openPhoneStep(page);
  await page.getByLabel('Phone number').fill(`00${phone.digits}`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`Enter the 6-digit code sent to +91 ${phone.digits}`)).toBeVisible();
  const messages = await outbox(request, phone.e164);
  expect(messages).toHaveLength(1);
  expect(messages[0]!.to).toBe(phone.e164);
});
