import { completeProfile, expect, signInNewUser, test } from './support/fixtures';

// docs/product.md, Screens and routes /profile/complete and Validation: required fields, and editing a field clears its error.
test('the birth-details form names each missing field beside it, focuses the first, and typing clears that error', async ({ page, request }) => {
  await signInNewUser(page, request, { continueNow: true });
  // No gender is chosen for the user.
  await expect(page.getByLabel('Gender')).toHaveValue('');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  const errors = {
    'Full name': 'Name is required',
    Gender: 'Please choose Male or Female',
    'Date of birth': 'Date of birth is required',
    'Time of birth': 'Birth time is required',
    'Birth place (city)': 'Birth place is required',
  } as const;
  // Each message is the description of its own field, and the field says it is invalid.
  for (const [label, message] of Object.entries(errors)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  // Email is optional, and the country has its default.
  await expect(page.getByRole('alert')).toHaveCount(5);
  await expect(page).toHaveURL(/\/profile\/complete$/);
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill('Meera');
  await expect(page.getByText(errors['Full name'])).toBeHidden();
  await expect(page.getByText(errors['Date of birth'])).toBeVisible();

  await page.getByLabel('Date of birth').fill('1988-01-26');
  await expect(page.getByText(errors['Date of birth'])).toBeHidden();
  await page.getByLabel('Time of birth').fill('23:45');
  await expect(page.getByText(errors['Time of birth'])).toBeHidden();
  // Spaces alone are not a birth place (trimmed).
  await page.getByLabel('Birth place (city)').fill('   ');
  await expect(page.getByText(errors['Birth place (city)'])).toBeHidden();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // The first field still wrong, in the form's order, takes the focus: the gender.
  await expect(page.getByLabel('Gender')).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(2);
  await page.getByLabel('Gender').selectOption('female');
  await expect(page.getByText(errors.Gender)).toBeHidden();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(errors['Birth place (city)'])).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Birth place (city)' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(1);

  await completeProfile(page, { name: 'Meera', birthDate: '1988-01-26', birthTime: '23:45', birthPlace: 'Pune', email: '' });
});
