import { expect, expectAccessible, signInRegistered, test, visit } from './fixtures.ts';
import { addPatientThroughApi, submitClaimThroughApi } from './support/api.ts';
import { daysAgo } from './support/dates.ts';
import { screensAt1280And375 } from './support/screens.ts';

test('she finds a claim by her patient’s name or its Form ID, and the name never reaches the address bar or storage', async ({
  page,
}) => {
  await signInRegistered(page);
  const maria = await addPatientThroughApi(page, { firstName: 'Maria', lastName: 'Lopez' });
  const beth = await addPatientThroughApi(page, { firstName: 'Beth', lastName: 'Ortiz' });
  await submitClaimThroughApi(page, { patientId: maria, serviceDateFrom: daysAgo(6) });
  const bethsClaim = await submitClaimThroughApi(page, {
    patientId: beth,
    serviceDateFrom: daysAgo(3),
  });

  await visit(page, '/claims');
  const rows = page.locator('.claim-row');
  await expect(rows).toHaveCount(2);

  // By the start of the last name, typed from the keyboard.
  const search = page.getByRole('searchbox', { name: 'Search claims' });
  await search.focus();
  await page.keyboard.type('lop');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Maria Lopez');
  await expectAccessible(page);
  await screensAt1280And375(page, 'claims-search');

  // The name stays on the page: not in the address, the history entry or the browser's storage.
  expect(page.url()).not.toMatch(/lop/i);
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, history.state]),
  );
  expect(stored).not.toMatch(/lop/i);

  // By her first name, last name first, or a claim's Form ID.
  await search.fill('ortiz, beth');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Beth Ortiz');
  await search.fill(bethsClaim.formId.toLowerCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Beth Ortiz');

  // Nothing found: said so, with a way back to every claim.
  await search.fill('Nobody Here');
  await expect(page.getByText('No claims match your search.')).toBeVisible();
  await expectAccessible(page);
  await screensAt1280And375(page, 'claims-search-none');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(rows).toHaveCount(2);

  // "Needs me first" is one choice away; with nothing waiting on her, newest stays first.
  await page.getByLabel('Show').selectOption({ label: 'Needs me first' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Beth Ortiz');
});
