import type { Page } from '@playwright/test';
import { completeProfile, createReading, expect, openPhoneStep, placeOption, postAsPage, signInCompleteUser, signInNewUser, test } from './support/fixtures';
import { buyInSandbox } from './support/purchase';

// A reader who sets the browser to 200 % on a 390 px phone gets a layout 195 CSS pixels wide.
// Nothing may scroll sideways there: long words wrap, tables scroll inside their own box, and
// the phone number field stays beside its country picker.
test.use({ viewport: { width: 195, height: 422 }, deviceScaleFactor: 2 });

/** The elements that reach past the right edge, to say what overflows when the check fails. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        // Inside a box that scrolls on its own (a wide table) is fine.
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX) && parent.getBoundingClientRect().right <= width + 0.5) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)} → ${Math.round(element.getBoundingClientRect().right)}px`);
  });

/**
 * Checks that the page as it is now fits: the document does not scroll sideways, and neither does
 * an open dialog (it sits in the top layer, outside the document's scroll width).
 */
async function expectFitsNow(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: Math.min(document.documentElement.clientWidth, window.innerWidth) }));
  expect.soft(scrollWidth, `${what} scrolls sideways at 200 % zoom: ${(await overflowing(page)).join('; ')}`).toBeLessThanOrEqual(clientWidth);
  for (const dialog of await page.locator('dialog[open]').all()) {
    const box = (await dialog.boundingBox())!;
    expect.soft(box.x, `${what}: the dialog starts off screen`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${what}: the dialog reaches past the screen`).toBeLessThanOrEqual(clientWidth);
    const inside = await dialog.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect.soft(inside.scrollWidth, `${what}: the dialog scrolls sideways`).toBeLessThanOrEqual(inside.clientWidth);
  }
}

/** Opens `path`, waits until its heading shows and its data has arrived, and checks the page fits. */
async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first(), `${path} shows its heading`).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role=status] .animate-spin')).toHaveCount(0);
  await expectFitsNow(page, path);
}

test('at 200 % zoom no page scrolls sideways, signed out or in, and the phone field stays beside the country picker', async ({ page, request }) => {
  test.setTimeout(180_000);
  for (const path of ['/terms', '/privacy', '/shipping-returns', '/test']) await expectFits(page, path);

  await openPhoneStep(page);
  const phone = page.getByLabel('Phone number');
  const country = page.getByLabel('Country code');
  const [phoneBox, countryBox] = [await phone.boundingBox(), await country.boundingBox()];
  expect(phoneBox!.x + phoneBox!.width, 'the phone field reaches past the screen').toBeLessThanOrEqual(195);
  expect(phoneBox!.width, 'the phone field is too narrow to type in').toBeGreaterThanOrEqual(44);
  expect(Math.abs(phoneBox!.y - countryBox!.y), 'the phone field is not beside the country picker').toBeLessThan(countryBox!.height);
  await expectFits(page, '/auth');

  await signInCompleteUser(page, request, { name: 'Venkataraghavan Subramaniam' });
  const reading = await createReading(page, 'daily');
  const person = await postAsPage(page, '/api/people', {
    name: 'Kavya Rao',
    gender: 'female',
    relation: 'spouse',
    birthDate: '1992-08-21',
    birthTime: '23:10',
    birthPlace: 'Chennai',
    latitude: 13.0878,
    longitude: 80.2785,
  });
  expect(person.status(), await person.text()).toBe(201);
  const { id } = ((await person.json()) as { person: { id: string } }).person;

  for (const path of ['/', '/profile', '/chart', '/panchang', '/family', '/family/new', `/family/${id}/edit`, `/family/${id}/chart`, '/match']) {
    await expectFits(page, path);
  }
  for (const path of ['/readings', '/reading/daily', '/reading/love', `/reading/result/${reading.readingId}`, '/share-unlock', '/premium', '/payment/success']) {
    await expectFits(page, path);
  }

  // A member: the member pages, and a Kundli Milan report (members spend nothing on it).
  await buyInSandbox(page, 'monthly');
  const match = await postAsPage(page, '/api/matches', { a: { kind: 'me' }, b: { kind: 'person', id } });
  expect(match.status(), await match.text()).toBe(200);
  const { matchId } = (await match.json()) as { matchId: string };
  for (const path of ['/premium', '/share-unlock', `/match/${matchId}`, '/']) await expectFits(page, path);
});

test('at 200 % zoom the birth-details forms fit with every error and suggestion showing, and so does a graha explanation', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A new user: /profile/complete is the birth-details form (a complete profile is sent home from it).
  await signInNewUser(page, request, { continueNow: true });
  const save = page.getByRole('button', { name: 'Save and continue' });
  await expect(save).toBeVisible();
  await expectFitsNow(page, 'the empty birth-details form');

  await save.click();
  await expect(page.getByRole('alert')).toHaveCount(5);
  await expectFitsNow(page, 'the birth-details form with every error');

  const place = page.getByRole('combobox', { name: 'Birth place (city)' });
  await place.fill('Varan');
  await expect(placeOption(page, 'Varanasi')).toBeVisible();
  await expectFitsNow(page, 'the birth place suggestions');
  await place.fill('Banglore');
  await expect(page.getByText(/Did you mean\s*Bengaluru\s*\?/)).toBeVisible();
  await expectFitsNow(page, 'the birth place "Did you mean"');

  await completeProfile(page, { name: 'Venkataraghavan Subramaniam' });

  // /profile's edit form, refused: two fields empty and a place the map does not know.
  await expectFits(page, '/profile');
  const form = page.getByRole('region', { name: 'Birth Details' });
  await form.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Full name').fill('');
  await form.getByLabel('Time of birth').fill('');
  await form.getByRole('combobox', { name: 'Birth place (city)' }).fill('Qqqzzzville');
  await expect(form.getByText('We could not find this place on our map. Please enter the nearest larger town.')).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Name is required');
  await expect(form.getByLabel('Time of birth')).toHaveAccessibleDescription('Birth time is required');
  await expectFitsNow(page, 'the /profile edit form with its errors');

  // /chart with a graha explained.
  await expectFits(page, '/chart');
  await page.getByRole('group', { name: /^Tap a graha/ }).getByRole('button', { name: /^Shani/ }).click();
  await expect(page.getByRole('dialog', { name: /^Shani/ })).toBeVisible();
  await expectFitsNow(page, '/chart with Shani explained');
});
