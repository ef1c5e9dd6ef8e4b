import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  fillFields,
  signIn,
  signInRegistered,
  test,
  uniqueEmail,
  visit,
} from './fixtures.ts';

/** Goes to the Patients screen through the navigation and waits for the list to load. */
async function openPatients(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Patients', exact: true })
    .click();
  await expect(page).toHaveURL('/patients');
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading your patients…')).toBeHidden();
}

const ana = {
  'First name': 'Ana',
  'Last name': 'Rivera',
  'Date of birth': '1992-04-17',
  'Street address': '12 Elm St',
  City: 'Fresno',
  State: 'CA',
  'ZIP code': '93701',
  'Insurance provider': 'Medi-Cal',
  'Payer ID': 'MCAL1',
  'Payer type': 'Medicaid',
  'Policy number': 'POL-E2E-4417',
};

test('add, find, edit and archive a patient', async ({ page }) => {
  // A long journey; the shared 2-core machine can make it slow.
  test.slow();
  await signInRegistered(page);
  await openPatients(page);
  await expect(page.getByRole('heading', { name: 'No patients yet' })).toBeVisible();
  await expectAccessible(page);

  // Add: the modal takes focus; leaving an empty first name says so; Save waits for valid input.
  const addButton = page.getByRole('button', { name: 'Add patient' });
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  await expect(dialog).toBeVisible();
  const firstName = dialog.getByLabel('First name', { exact: true });
  await expect(firstName).toBeFocused();
  await expect(dialog.getByText('First name is required.')).toBeHidden();
  await firstName.blur();
  await expect(dialog.getByText('First name is required.')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(dialog.getByLabel('Middle name')).toBeVisible();
  await expectAccessible(page);

  await fillFields(dialog, { ...ana, 'ZIP code': '937' });
  await dialog.getByLabel('Policy number', { exact: true }).focus();
  await expect(dialog.getByText('Enter a 5-digit ZIP code, or ZIP+4 as 12345-6789.')).toBeVisible();
  await expect(save).toBeDisabled();
  await fillFields(dialog, { 'ZIP code': '93701' });
  await expect(dialog.getByText('First name is required.')).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();

  // Listed, with DOB and Created in short date format.
  const row = page.getByRole('row', { name: /Ana Rivera/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('4/17/1992');
  await expect(row).toContainText('Medi-Cal');
  await expect(row).toContainText('POL-E2E-4417');
  const today = new Date().toLocaleDateString('en-US');
  await expect(row).toContainText(today);
  await expectAccessible(page);

  // Edit: the modal opens filled in; the change shows in the list.
  await row.getByRole('button', { name: 'Edit Ana Rivera' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit patient' });
  await expect(edit.getByLabel('Last name', { exact: true })).toHaveValue('Rivera');
  await expect(edit.getByLabel('Payer type', { exact: true })).toHaveValue('Medicaid');
  await edit.getByLabel('Middle name').fill('Luz');
  await edit.getByLabel('Last name', { exact: true }).fill('Rivera-Soto');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('row', { name: /Ana Luz Rivera-Soto/ });
  await expect(edited).toBeVisible();

  // Search: by policy number; nonsense finds nothing.
  await page.getByRole('button', { name: 'Add patient' }).click();
  await fillFields(page.getByRole('dialog', { name: 'Add patient' }), {
    ...ana,
    'First name': 'Bea',
    'Last name': 'Okafor',
    'Policy number': 'XK-99001',
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Bea Okafor/ })).toBeVisible();

  const search = page.getByLabel('Search patients');
  await search.fill('pol-e2e-4417');
  await expect(page.getByRole('row', { name: /Bea Okafor/ })).toBeHidden();
  await expect(edited).toBeVisible();
  await search.fill('zzqx nonsense 000');
  await expect(page.getByText('No patients match your search.')).toBeVisible();
  await expect(edited).toBeHidden();
  await expectAccessible(page);
  await search.fill('');
  await expect(edited).toBeVisible();

  // Archive: after the exact confirmation, it disappears.
  page.once('dialog', async (confirm) => {
    expect(confirm.type()).toBe('confirm');
    expect(confirm.message()).toBe(
      'Delete Ana Rivera-Soto? This can be undone later from support.',
    );
    await confirm.accept();
  });
  await edited.getByRole('button', { name: 'Archive Ana Luz Rivera-Soto' }).click();
  await expect(edited).toBeHidden();
  await expect(page.getByText('Ana Luz Rivera-Soto was archived.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bea Okafor/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Bea Okafor/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Rivera-Soto/ })).toHaveCount(0);
});

test('dismissing the archive confirmation keeps the patient', async ({ page }) => {
  await signInRegistered(page);
  await openPatients(page);
  await page.getByRole('button', { name: 'Add your first patient' }).click();
  await fillFields(page.getByRole('dialog', { name: 'Add patient' }), ana);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: /Ana Rivera/ });
  await expect(row).toBeVisible();
  // The empty state (and its button) is gone: focus is on the header's Add patient instead.
  await expect(page.getByRole('button', { name: 'Add patient' })).toBeFocused();
  page.once('dialog', (confirm) => void confirm.dismiss());
  await row.getByRole('button', { name: /^Archive/ }).click();
  await expect(row).toBeVisible();
});

test('the modal closes on Escape and on a backdrop click, and focus returns', async ({ page }) => {
  await signInRegistered(page);
  await openPatients(page);
  const add = page.getByRole('button', { name: 'Add patient' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  await dialog.getByLabel('First name', { exact: true }).fill('Half typed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await expect(dialog).toBeVisible();
  // Inside the dialog a click does nothing; outside it (the backdrop) closes it.
  await dialog.getByRole('heading', { name: 'Add patient' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('a failed save keeps the modal open with the spec message', async ({ page }) => {
  await signInRegistered(page);
  await openPatients(page);
  await page.route('**/api/patients', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{}', contentType: 'application/json' })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Add patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  await fillFields(dialog, ana);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('There was an error saving this patient. Please try again.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Policy number', { exact: true })).toHaveValue('POL-E2E-4417');
  await expectAccessible(page);
});

test('load and archive failures show the spec messages', async ({ page }) => {
  await signInRegistered(page);
  await page.route('**/api/patients*', (route) =>
    route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }),
  );
  await openPatients(page);
  await expect(
    page.getByText('Unable to load patients right now. Please try again shortly.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.unroute('**/api/patients*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'No patients yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add your first patient' }).click();
  await fillFields(page.getByRole('dialog', { name: 'Add patient' }), ana);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await page.route('**/api/patients/*/archive', (route) =>
    route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }),
  );
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: /^Archive/ }).click();
  await expect(
    page.getByText('Unable to delete this patient right now. Please try again.'),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Ana Rivera/ })).toBeVisible();
});

test('a patient added in one window appears in another window of the same doula within a second, without reload', async ({
  browser,
}) => {
  test.slow(); // two signed-in browsers
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  try {
    const first = await firstContext.newPage();
    const email = await signInRegistered(first, uniqueEmail('live'));
    const second = await secondContext.newPage();
    await second.goto('/');
    // The claims list she lands on opens the tab's one live stream; other lists reuse it.
    const streamOpen = second.waitForResponse((r) => r.url().endsWith('/api/events'));
    await signIn(second, email);
    await expect(second).toHaveURL('/claims');
    await streamOpen;

    await openPatients(first);
    await openPatients(second);
    await expect(second.getByRole('heading', { name: 'No patients yet' })).toBeVisible();
    await second.evaluate(() => Object.assign(window, { __noReload: true }));

    await first.getByRole('button', { name: 'Add patient' }).click();
    await fillFields(first.getByRole('dialog', { name: 'Add patient' }), {
      ...ana,
      'First name': 'Live',
      'Last name': 'Update',
    });
    const saved = first.waitForResponse(
      (r) => r.url().endsWith('/api/patients') && r.request().method() === 'POST',
    );
    await first.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(201);
    await expect(second.getByRole('row', { name: /Live Update/ })).toBeVisible({ timeout: 1_000 });
    expect(
      await second.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  } finally {
    await firstContext.close();
    await secondContext.close();
  }
});

test('Show more loads older patients, 50 at a time', async ({ page }) => {
  // A long journey; the shared 2-core machine can make it slow.
  test.slow();
  await signInRegistered(page);
  const results = await Promise.all(
    Array.from({ length: 55 }, (_, i) =>
      page.request.post('/api/patients', {
        headers: { 'x-requested-with': 'doula-billing' },
        data: {
          firstName: `Paged${String(i).padStart(2, '0')}`,
          lastName: 'Person',
          dateOfBirth: '1990-01-01',
          addressStreet: '1 Main St',
          addressCity: 'Oakland',
          addressState: 'CA',
          addressZip: '94607',
          insuranceProvider: 'Medi-Cal',
          payerId: 'MCAL1',
          payerType: 'Medicaid',
          policyNumber: `PG-${i}`,
        },
      }),
    ),
  );
  expect(results.every((response) => response.status() === 201)).toBe(true);
  await visit(page, '/patients');
  const rows = page.getByRole('row', { name: /Paged\d\d Person/ });
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('Showing the newest 50 patients')).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(55);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(page.getByText('55 patients', { exact: true })).toBeVisible();
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test('the patients screen and its modal are usable', async ({ page }) => {
      await signInRegistered(page);
      await page.goto('/patients');
      await expect(page.getByRole('heading', { name: 'No patients yet' })).toBeVisible();
      await page.screenshot({ path: `test-results/screens/patients-empty-${width}.png` });
      for (const name of ['Ana Rivera', 'Bea Okafor']) {
        const [first, last] = name.split(' ') as [string, string];
        const response = await page.request.post('/api/patients', {
          headers: { 'x-requested-with': 'doula-billing' },
          data: {
            firstName: first,
            lastName: last,
            dateOfBirth: '1990-02-03',
            addressStreet: '1234 Long Street Name Apt 56',
            addressCity: 'San Bernardino',
            addressState: 'CA',
            addressZip: '92401-1234',
            insuranceProvider: 'Inland Empire Health Plan',
            payerId: 'IEHP1',
            payerType: 'Group Health',
            policyNumber: `POLICY-${last.toUpperCase()}-0001`,
          },
        });
        expect(response.status()).toBe(201);
      }
      const row = page.getByRole('row', { name: /Bea Okafor/ });
      await expect(row).toBeVisible();
      const edit = row.getByRole('button', { name: 'Edit Bea Okafor' });
      await expect(edit).toBeInViewport();
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screens/patients-${width}.png`, fullPage: true });

      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Edit patient' });
      await dialog.getByLabel('First name', { exact: true }).fill('');
      await dialog.getByLabel('First name', { exact: true }).blur();
      await expect(dialog.getByText('First name is required.')).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screens/patient-modal-${width}.png` });
    });
  });
}
