import type { Page } from '@playwright/test';
import { expect, postAsPage, signInCompleteUser, test } from './support/fixtures';

// docs/security.md, limits on readings: a premium member who has had 40 readings (Kundli Milan
// reports count) in 24 hours is refused the next one with the server's own reason, which the
// reading page shows as it came, in English and, asked in Hindi, in Hindi; nothing is written.

// A rolling 24 hours: the refusal names when the first of the forty turns a day old (India's clock)
// and how long that is, after the product's 'Too many requests' line.
const dailyLimitEn =
  /^Too many requests\. Please try again later\. You have had 40 readings in the last 24 hours, the fair-use limit of your plan\. Your next reading can be written from \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m\. Try again in 24 hours\.$/;
const dailyLimitHi = /^बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें। पिछले 24 घंटों में आप 40 रीडिंग ले चुके हैं, जो आपके प्लान की उचित उपयोग सीमा है। आपकी अगली रीडिंग .+ से लिखी जा सकेगी। आप 24 घंटे बाद फिर कोशिश कर सकते हैं।$/;

/** Premium through the sandbox checkout, as the page pays and verifies. */
async function buyPremium(page: Page) {
  const order = await postAsPage(page, '/api/payments/orders', { planId: 'monthly' });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  const paid = await postAsPage(page, '/api/payments/sandbox/pay', { orderId, outcome: 'success' });
  expect(paid.status(), await paid.text()).toBe(200);
  const result = (await paid.json()) as Record<string, string>;
  const verified = await postAsPage(page, '/api/payments/verify', {
    razorpay_payment_id: result.razorpay_payment_id,
    razorpay_order_id: result.razorpay_order_id,
    razorpay_signature: result.razorpay_signature,
    planId: result['notes[plan_id]'],
    amount: result.amount,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A partner typed in for one report: `n` makes each birth, and so each report, a new one. */
const partner = (n: number) => ({
  kind: 'new',
  name: 'Rohan Mehta',
  gender: 'male',
  birthDate: `1986-03-${String(1 + (n % 28)).padStart(2, '0')}`,
  birthTime: `${String(n % 24).padStart(2, '0')}:15`,
  birthPlace: 'Pune',
  country: 'India',
  latitude: 18.5204,
  longitude: 73.8567,
});

/** The navbar's language switch; at 390 px it sits in the menu. */
async function switchToHindi(page: Page) {
  const switchGroup = page.getByRole('group', { name: 'Language' }).filter({ visible: true });
  if ((await switchGroup.count()) === 0) await page.getByRole('button', { name: 'Open menu' }).click();
  await switchGroup.first().getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

test('a premium member past the day’s fair use sees the server’s reason on the reading page, in English and in Hindi', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInCompleteUser(page, request);
  await buyPremium(page);
  for (let n = 0; n < 40; n++) {
    const report = await postAsPage(page, '/api/matches', { a: { kind: 'me' }, b: partner(n) });
    expect(report.status(), await report.text()).toBe(200);
  }

  await page.goto('/reading/life');
  await page.getByRole('button', { name: 'Generate Life Prediction' }).click();
  const error = page.locator('#generate-error');
  await expect(error).toHaveText(dailyLimitEn);
  // No text was streamed and the page stays where it was.
  await expect(page.locator('#reading-stream')).toHaveCount(0);
  await expect(page).toHaveURL(/\/reading\/life$/);

  await switchToHindi(page);
  await page.getByRole('button', { name: 'जीवन भविष्यफल पाएँ' }).click();
  await expect(error).toHaveText(dailyLimitHi);

  const history = (await (await page.request.get('/api/readings')).json()) as { readings: Array<{ readingType: string }> };
  expect(history.readings.some((r) => r.readingType === 'life')).toBe(false);
});
