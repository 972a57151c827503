import type { Page } from '@playwright/test';
import { familyText } from '../../src/client/i18n/family';
import { messagesHi } from '../../src/shared/messages-hi';
import { failsInPackagedChromium } from './support/chromium';
import { expect, expectNoSidewaysScroll, fillKavyaRao, originOf, signInCompleteUser, test } from './support/fixtures';

// Family charts at 390 px: a signed-in user saves another person with the same birth-details form
// and place autocomplete as their own, sees them on /family, opens their kundli, edits them and
// deletes them after a confirmation.

test('a family member: add with the autocomplete, list, open their chart, edit, delete', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Rohan Mehta' });

  // From the navbar (behind the menu button at 390 px) to the empty family page.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Family', exact: true }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No one saved yet' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Add your first person' }).click();
  await expect(page).toHaveURL(/\/family\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a person' })).toBeVisible();

  // The hints speak of them, not of the user.
  await expect(page.getByText('Pick their city (or the nearest town) from the suggestions')).toBeVisible();
  await expect(page.getByText('As accurate as possible — the ascendant changes every two hours.')).toBeVisible();

  // The same checks as the user's own form, in the browser before anything is sent.
  await expect(page.getByLabel('Gender')).toHaveValue('');
  await page.getByRole('button', { name: 'Save person' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Gender')).toHaveAccessibleDescription('Please choose Male or Female');
  await expect(page.getByText('Please choose how this person is related to you')).toBeVisible();
  await expect(page.getByText('Date of birth is required')).toBeVisible();
  await expect(page.getByText('Birth place is required')).toBeVisible();

  await fillKavyaRao(page);
  await expect(page.getByText('✓ Found on the map: their chart will use its exact coordinates and time zone.')).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Save person' }).click();

  // Listed as a card: name, relation, birth date and time, place; and how many more fit.
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByText('Kavya Rao is saved.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Kavya Rao' });
  await expect(card).toContainText('Spouse');
  await expect(card).toContainText('21 Aug 1992, 11:10 pm');
  await expect(card).toContainText('Chennai, India');
  await expect(page.getByText('1 of 10 saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a person' })).toBeVisible();
  const people = (await (await page.request.get('/api/people')).json()) as { people: Array<{ id: string; birthLocation: { latitude?: number } }> };
  expect(people.people).toHaveLength(1);
  const id = people.people[0]!.id;
  expect(people.people[0]!.birthLocation.latitude).toBeCloseTo(13.1, 0);
  await expect(card.getByRole('link', { name: 'Match Kavya Rao with…' })).toHaveAttribute('href', `/match?a=person:${id}`);
  await expectNoSidewaysScroll(page);

  // Their chart: the kundli page, with their name in the header and a way to match them.
  await card.getByRole('link', { name: 'Chart of Kavya Rao' }).click();
  await expect(page).toHaveURL(new RegExp(`/family/${id}/chart$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kavya Rao’s Kundli' })).toBeVisible();
  await expect(page.getByText(/Born 21 Aug 1992 at 11:10 pm \(UTC\+05:30\) in Chennai, India/)).toBeVisible();
  await expect(page.getByText('This chart is approximate')).toHaveCount(0);
  // The plain sentences speak of the person, not to the user.
  const says = page.getByRole('region', { name: 'What Kavya Rao’s chart says' });
  await expect(says.getByRole('listitem').first()).toContainText(/^Kavya Rao was born with \S+ \(\w+\) rising/);
  await expect(says).not.toContainText(/\byour?\b/i);
  await expect(page.getByRole('img', { name: /^North Indian birth chart: Lagna in / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Vimshottari dasha/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Match with…' })).toHaveAttribute('href', `/match?a=person:${id}`);
  // Not the user's own chart.
  await expect(page.getByText('Rohan Mehta')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Edit: the form comes filled in; a new name and time are saved and listed.
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page).toHaveURL(new RegExp(`/family/${id}/edit$`));
  await expect(page.getByLabel('Full name')).toHaveValue('Kavya Rao');
  await expect(page.getByLabel('Relation to you')).toHaveValue('spouse');
  await expect(page.getByLabel('Birth place (city)')).toHaveValue('Chennai');
  await expect(page.getByText('Found on the map')).toBeVisible();
  await page.getByLabel('Full name').fill('Kavya R. Mehta');
  await page.getByLabel('Time of birth').fill('05:45');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/family$/);
  const edited = page.getByRole('article', { name: 'Kavya R. Mehta' });
  await expect(edited).toContainText('21 Aug 1992, 5:45 am');
  await expect(page.getByRole('article', { name: 'Kavya Rao' })).toHaveCount(0);

  // Delete asks first: Cancel keeps them, Delete removes them.
  await edited.getByRole('button', { name: 'Delete Kavya R. Mehta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Kavya R. Mehta?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete Kavya R. Mehta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Kavya R. Mehta is deleted.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No one saved yet' })).toBeVisible();

  // Their chart's address now answers as any missing person's does.
  await page.goto(`/family/${id}/chart`);
  await expect(page.getByText('Person not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Family' }).click();
  await expect(page).toHaveURL(/\/family$/);
});

test('when the toasts’ code cannot load, saving still works and the page stays; the next toast loads it again', async ({ page, request }) => {
  test.skip(...failsInPackagedChromium('a dynamic import that failed once fails again without a fetch, so the next toast never loads its code; Chromium 156 fetches it again'));
  await signInCompleteUser(page, request, { name: 'Rohan Mehta' });
  await page.route(/\/assets\/sonner-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/family/new');
  await fillKavyaRao(page);
  await page.getByRole('button', { name: 'Save person' }).click();
  await expect(page).toHaveURL(/\/family$/);
  const saved = page.getByRole('article', { name: 'Kavya Rao' });
  await expect(saved).toBeVisible();
  await expect(page.getByText('Kavya Rao is saved.')).toHaveCount(0);

  await page.unroute(/\/assets\/sonner-[^/]+\.js$/);
  await saved.getByRole('button', { name: 'Delete Kavya Rao' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Kavya Rao is deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No one saved yet' })).toBeVisible();
});

test('/profile links to the family', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.goto('/profile');
  await page.getByRole('link', { name: /^Family charts/ }).click();
  await expect(page).toHaveURL(/\/family$/);
});

test.describe('in Hindi', () => {
  test('the family pages, the form’s messages, the delete question and a person’s chart have no English', async ({ page, request }) => {
    await signInCompleteUser(page, request, { birthPlace: 'Varanasi' });
    const hi = familyText.hi;
    const saved = await page.request.post('/api/people', {
      headers: { origin: originOf(page) },
      data: { name: 'कविता राव', gender: 'female', relation: 'sibling', birthDate: '1995-01-26', birthTime: '09:05', birthPlace: 'Varanasi', latitude: 25.3176, longitude: 82.9739 },
    });
    expect(saved.status()).toBe(201);
    const { id } = ((await saved.json()) as { person: { id: string } }).person;

    await page.goto('/family');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

    await expect(page.getByRole('heading', { level: 1, name: hi.page.title })).toBeVisible();
    const card = page.getByRole('article', { name: 'कविता राव' });
    await expect(card).toContainText(hi.relations.sibling);
    await expect(card).toContainText('26 जनवरी 1995');
    await expectNoEnglish(page);
    await card.getByRole('button', { name: hi.card.deleteOf('कविता राव') }).click();
    await expect(page.getByRole('dialog', { name: hi.remove.title('कविता राव') })).toBeVisible();
    await expectNoEnglish(page);
    await page.getByRole('dialog').getByRole('button', { name: hi.remove.cancel }).click();

    await page.goto('/family/new');
    await page.getByRole('button', { name: hi.form.add }).click();
    await expect(page.getByText(messagesHi.relationRequired)).toBeVisible();
    await expect(page.getByText(messagesHi.nameRequired)).toBeVisible();
    await expectNoEnglish(page);

    await page.goto(`/family/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: hi.form.editTitle })).toBeVisible();
    await expectNoEnglish(page);

    await page.goto(`/family/${id}/chart`);
    await expect(page.getByRole('heading', { level: 1, name: hi.chart.title('कविता राव') })).toBeVisible();
    await expect(page.getByRole('link', { name: hi.chart.match })).toBeVisible();
    await expectNoEnglish(page);
  });
});

/** Latin words on the page, besides what a Hindi page shows as it is (the brand and its address, the switch, the place, UTC). */
async function expectNoEnglish(page: Page) {
  const text = (await page.locator('body').innerText()).replace(/support@jyotishi\.app|\b(Jyotishi|English|Varanasi|India|UTC)\b/gi, ' ');
  expect(text.match(/[A-Za-z]{2,}/g) ?? [], `English on ${new URL(page.url()).pathname}`).toEqual([]);
}
