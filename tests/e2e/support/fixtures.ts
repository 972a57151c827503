import { randomInt } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
// Every language's words, for the specs that read them from the app's catalogues.
import './languages';

// Fixtures that sign users in through the real flow: the invisible captcha is
// solved by the page itself, the code is read from the console SMS provider's dev outbox.

/** Prefixes that libphonenumber accepts as Indian mobiles for any 8 digits that follow. */
const mobilePrefixes = ['98', '97', '96', '94', '93', '90', '99', '70'];

export type Phone = {
  /** The national digits as typed on the phone step, e.g. '9812345678'. */
  digits: string;
  /** The same number in E.164, as the server stores it, e.g. '+919812345678'. */
  e164: string;
};

/**
 * A fresh Indian mobile number. Every test makes its own user; ten random digits make a clash
 * between the tests of one run (one fresh database) practically impossible.
 */
export function newPhone(): Phone {
  const digits = mobilePrefixes[randomInt(mobilePrefixes.length)] + String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { digits, e164: `+91${digits}` };
}

export type ProfileDetails = {
  name: string;
  gender: 'male' | 'female';
  email: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  country: string;
};

export const sampleProfile: ProfileDetails = {
  name: 'Aarav Sharma',
  gender: 'male',
  email: 'aarav@example.com',
  birthDate: '1990-08-15',
  birthTime: '06:30',
  birthPlace: 'Varanasi',
  country: 'India',
};

/** The messages the console SMS provider sent to a number, newest first. */
export async function outbox(request: APIRequestContext, e164: string) {
  const response = await request.get('/api/dev/outbox', { params: { phone: e164 } });
  expect(response.ok(), `GET /api/dev/outbox answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { messages: Array<{ to: string; body: string; code: string; sentAt: string }> };
  return body.messages;
}

/** The newest sign-in code sent to a number. Call it once the OTP step shows: the send is done by then. */
export async function latestCode(request: APIRequestContext, e164: string) {
  const [latest] = await outbox(request, e164);
  expect(latest, `no sign-in code was sent to ${e164}`).toBeDefined();
  expect(latest!.code).toMatch(/^\d{6}$/);
  return latest!.code;
}

/** Opens /auth and waits until the invisible captcha has solved its proof of work. */
export async function openPhoneStep(page: Page) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await expect(page.locator('[data-testid=captcha-status][data-state=ready]')).toBeVisible({ timeout: 20_000 });
}

/** From an open phone step: types the number, presses Send OTP and waits for the OTP step. */
export async function sendCode(page: Page, phone: Phone) {
  await page.getByLabel('Phone number').fill(phone.digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`Enter the 6-digit code sent to +91 ${phone.digits}`)).toBeVisible();
}

/** From the OTP step: enters the code from the outbox, which sends itself at the sixth digit. */
export async function enterCode(page: Page, request: APIRequestContext, phone: Phone) {
  await page.getByLabel('Verification code').fill(await latestCode(request, phone.e164));
}

/** The whole sign-in: phone step, code sent, code verified. Returns the number used. */
export async function signIn(page: Page, request: APIRequestContext, phone: Phone = newPhone()) {
  await openPhoneStep(page);
  await sendCode(page, phone);
  await enterCode(page, request, phone);
  return phone;
}

/**
 * Signs a NEW user in and stops on the welcome step (departure 1: the profile row exists now).
 * With `continueNow` it presses 'Continue Now' and waits for /profile/complete.
 */
export async function signInNewUser(page: Page, request: APIRequestContext, options: { continueNow?: boolean } = {}) {
  const phone = await signIn(page, request);
  await expect(page.getByRole('heading', { name: 'Welcome to Jyotishi!' })).toBeVisible();
  if (options.continueNow) {
    await page.getByRole('button', { name: 'Continue Now' }).click();
    await expect(page).toHaveURL(/\/profile\/complete$/);
  }
  return phone;
}

/**
 * Fills /profile/complete and saves; waits for the dashboard, or the page `landsOn` matches. With
 * `pickPlace` the birth place is chosen from the suggestions (so the profile stores its
 * coordinates) instead of left as free text.
 */
export async function completeProfile(page: Page, details: Partial<ProfileDetails> = {}, options: { pickPlace?: boolean; landsOn?: RegExp } = {}) {
  const d = { ...sampleProfile, ...details };
  await expect(page).toHaveURL(/\/profile\/complete(\?next=.*)?$/);
  await page.getByLabel('Full name').fill(d.name);
  await page.getByLabel('Gender').selectOption(d.gender);
  await page.getByLabel('Email').fill(d.email);
  await page.getByLabel('Date of birth').fill(d.birthDate);
  await page.getByLabel('Time of birth').fill(d.birthTime);
  if (options.pickPlace) await pickPlace(page, d.birthPlace, d.birthPlace);
  else await page.getByLabel('Birth place (city)').fill(d.birthPlace);
  await page.getByLabel('Country').fill(d.country);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  if (options.landsOn) {
    await expect(page).toHaveURL(options.landsOn);
    return d;
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(dashboardGreeting(page, d.name)).toBeVisible();
  return d;
}

/** A suggestion in the birth place listbox: its accessible name is the city, then region and country. */
export function placeOption(page: Page, city: string) {
  const escaped = city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('listbox', { name: 'Birth place suggestions' }).getByRole('option', { name: new RegExp(`^${escaped}\\b`) });
}

/** Types into 'Birth place (city)' and clicks the suggestion for `city`; waits for the map hint. */
export async function pickPlace(page: Page, typed: string, city: string) {
  await page.getByLabel('Birth place (city)').fill(typed);
  await placeOption(page, city).first().click();
  await expect(page.getByLabel('Birth place (city)')).toHaveValue(city);
  await expect(page.getByText('Found on the map')).toBeVisible();
}

/** The page fits a 390 px phone: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Kavya Rao, the family member the family and matching specs save: a spouse born in Chennai. */
export async function fillKavyaRao(page: Page) {
  await page.getByLabel('Full name').fill('Kavya Rao');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Relation to you').selectOption({ label: 'Spouse' });
  await page.getByLabel('Date of birth').fill('1992-08-21');
  await page.getByLabel('Time of birth').fill('23:10');
  await pickPlace(page, 'Chenn', 'Chennai');
}

/** The dashboard's heading: 'Namaste' and the user's name (docs/product.md, Screens and routes), however the page words the rest. */
export function dashboardGreeting(page: Page, name?: string) {
  const escaped = name?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('heading', { name: new RegExp(escaped ? `^Namaste\\b.*${escaped}` : '^Namaste\\b') });
}

/** A new user with a complete profile, on the dashboard. */
export async function signInCompleteUser(page: Page, request: APIRequestContext, details: Partial<ProfileDetails> = {}) {
  const phone = await signInNewUser(page, request, { continueNow: true });
  const profile = await completeProfile(page, details);
  return { phone, profile };
}

/** 'Sign Out' from the navigation bar; at 390 px it sits behind the 'Open menu' button. */
export async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // From any page but the dashboard, /auth carries the page to return to.
  await expect(page).toHaveURL(/\/auth(\?next=.*)?$/);
}

/** The app's origin, as the page sees it: what a same-origin write from the page carries. */
export const originOf = (page: Page) => new URL(page.url()).origin;

/**
 * A JSON POST with the signed-in page's cookies (page.request shares the browser context's) and
 * the Origin header the server's CSRF check wants from our own pages.
 */
export function postAsPage(page: Page, path: string, data: unknown = {}) {
  return page.request.post(path, { headers: { origin: originOf(page), 'content-type': 'application/json' }, data });
}

export type SavedReading = { readingId: string; readingType: string; predictionText: string; createdAt: string };

/**
 * Asks the server for a reading as the page would (POST /api/readings, server-sent events) and
 * returns the saved reading. Spends the free reading or a share credit like the UI does.
 */
export async function createReading(page: Page, readingType: string): Promise<SavedReading> {
  const response = await postAsPage(page, '/api/readings', { readingType });
  expect(response.status(), `POST /api/readings ${readingType}: ${await response.text()}`).toBe(200);
  const events = (await response.text())
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n'))
    .filter(Boolean)
    .map((data) => JSON.parse(data) as { type: string; readingId?: string; message?: string });
  const failed = events.find((event) => event.type === 'error');
  expect(failed, `the reading failed: ${failed?.message}`).toBeUndefined();
  const readingId = events.find((event) => event.type === 'done')?.readingId;
  expect(readingId, 'the stream ended without a saved reading').toBeTruthy();
  const saved = await page.request.get(`/api/readings/${readingId}`);
  expect(saved.ok()).toBe(true);
  return ((await saved.json()) as { reading: SavedReading }).reading;
}

/** POST /api/shares: one share credit, as the /share-unlock page earns it. Returns the credits now held. */
export async function earnShareCredit(page: Page) {
  const response = await postAsPage(page, '/api/shares');
  expect(response.status(), `POST /api/shares: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { sharesAvailable: number }).sharesAvailable;
}

/** The app's path, without origin or query. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Every test fails on an uncaught exception in the page: the error boundary catches render
 * errors, so anything that reaches `pageerror` is a real bug.
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
