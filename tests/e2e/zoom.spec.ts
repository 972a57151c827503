import type { Page } from '@playwright/test';
import { createReading, expect, openPhoneStep, postAsPage, signInCompleteUser, test } from './support/fixtures';
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

/** Opens `path`, waits until its heading shows and its data has arrived, and checks the page fits. */
async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first(), `${path} shows its heading`).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role=status] .animate-spin')).toHaveCount(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect.soft(scrollWidth, `${path} scrolls sideways at 200 % zoom: ${(await overflowing(page)).join('; ')}`).toBeLessThanOrEqual(clientWidth);
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

  for (const path of ['/', '/profile', '/profile/complete', '/chart', '/panchang', '/family', '/family/new', `/family/${id}/edit`, `/family/${id}/chart`, '/match']) {
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
