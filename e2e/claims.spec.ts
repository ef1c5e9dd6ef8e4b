import type { Page } from '@playwright/test';
import { validFacility } from '../src/domain/testing/valid-inputs.ts';
import { admin, expect, expectAccessible, signInRegistered, test } from './fixtures.ts';
import { addPatientThroughApi, createThroughApi } from './support/api.ts';
import {
  chooseDiagnosis,
  choosePatient,
  expectApproved,
  fillNewClaim,
  missingFieldsAlert,
  submitClaimForm,
} from './support/claims.ts';
import { expectNoSideScroll, screenshot } from './support/screens.ts';

/** Her patient, as the new-claim form offers her. */
const anaCruz = 'Cruz, Ana — DOB 4/2/1990';

async function addPatient(page: Page) {
  await addPatientThroughApi(page, {
    lastName: 'Cruz',
    dateOfBirth: '1990-04-02',
    addressStreet: '5 Oak Ave',
    policyNumber: 'POL-4455',
  });
}

/** A registered doula with one patient, Ana Cruz, chosen on a new claim. */
async function startClaimForAnaCruz(page: Page) {
  await signInRegistered(page);
  await addPatient(page);
  await page.goto('/new-claim');
  await choosePatient(page, anaCruz);
}

test('a doula submits a facility claim and sees it approved', async ({ page }) => {
  // The longest journey of this file (two accessibility checks, a live status change).
  test.slow();
  await signInRegistered(page);
  await addPatient(page);
  await createThroughApi(
    page,
    '/api/facilities',
    validFacility({ addressStreet: '9 Elm St', addressCity: 'Fresno', addressZip: '93702-1234' }),
  );

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: '+ New Claim' })
    .click();
  await expect(page.getByRole('heading', { name: 'New Claim', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Patient Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service Information' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Claim' });
  await expect(submit).toBeDisabled();
  await expectAccessible(page);

  await choosePatient(page, anaCruz);
  const patientCard = page.getByRole('definition').filter({ hasText: 'POL-4455' });
  await expect(patientCard).toBeVisible();
  await expect(page.getByText('5 Oak Ave, Fresno, CA 93701')).toBeVisible();

  await page.getByLabel('Service Type').selectOption('Extended Postpartum Doula Support');
  const duration = page.getByLabel('Service Duration (minutes)');
  await expect(duration).toHaveAttribute('placeholder', 'Enter duration (e.g., 180)');
  await duration.fill('180');
  await chooseDiagnosis(page, 'Z39.2');

  await page.getByLabel('Service Date From').fill('2026-11-02');
  await expect(page.getByLabel('Service Date To')).toHaveValue('2026-11-02');
  // The 180 minutes she gave set the end, past midnight.
  await page.getByLabel('Service Time From').fill('23:59');
  await expect(page.getByLabel('Service Time To')).toHaveValue('02:59');

  await page.getByRole('radio', { name: 'Facility' }).check();
  await expect(submit).toBeDisabled();
  await page
    .getByRole('combobox', { name: 'Facility', exact: true })
    .selectOption({ label: 'Valley Birth Center — NPI 1558598797' });
  await expect(page.getByText('9 Elm St, Fresno, CA 93702-1234')).toBeVisible();
  await page.getByLabel('Admitted Date').fill('2026-11-02');
  await expect(page.getByLabel('Discharged Date (if applicable)')).toHaveValue('2026-11-02');
  await page.getByLabel('Additional Notes').fill('  Overnight support after a long labor.  ');
  await expectAccessible(page);
  await screenshot(page, 'new-claim-desktop');

  await expect(submit).toBeEnabled();
  const claimId = await submitClaimForm(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'View My Claims' }).click();
  await expect(page).toHaveURL('/claims');
  const row = page.getByRole('button', { name: /Extended Postpartum Doula Support/ });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Ana Cruz');
  await expect(row).toContainText('November 2, 2026');
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator('.claim-details');
  for (const text of [
    claimId,
    'Ana Cruz',
    '4/2/1990',
    '5 Oak Ave, Fresno, CA 93701',
    'Medi-Cal',
    'POL-4455',
    'MCAL1',
    'Medicaid',
    '180',
    'Facility',
    'In-Person',
    'November 2, 2026',
    '11:59 PM – 2:59 AM',
    'Overnight support after a long labor.',
    'Valley Birth Center',
    '1558598797',
    '9 Elm St, Fresno, CA 93702-1234',
  ]) {
    await expect(details).toContainText(text);
  }
  await expectAccessible(page);

  // The operator's change reaches the open list live, without a reload.
  await admin('claim', 'status', claimId, 'approved');
  await expectApproved(
    page
      .getByRole('button', { name: /Extended Postpartum Doula Support/ })
      .locator('.status-badge'),
  );
  // The row is still open: its history gained the change too, without a reload.
  await expect(page.locator('.status-history li')).toHaveCount(2);
  await screenshot(page, 'claims-desktop');
});

test('submitting with required fields missing lists exactly those labels', async ({ page }) => {
  await startClaimForAnaCruz(page);
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  const alert = missingFieldsAlert(page);
  await expect(alert.getByRole('listitem')).toHaveText([
    'Service Date From',
    'Service Time From',
    'Service Type',
  ]);

  await page.getByLabel('Service Type').selectOption('Extended Postpartum Doula Support');
  await page.getByLabel('Service Date From').fill('2026-11-02');
  await page.getByLabel('Service Time From').fill('09:00');
  await page.getByRole('radio', { name: 'Facility' }).check();
  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(alert.getByRole('listitem')).toHaveText(['Service Duration (minutes)']);
  await expectAccessible(page);
});

test('Cancel asks first, then goes to the claims list; the empty list invites a first claim', async ({
  page,
}) => {
  await signInRegistered(page);
  await expect(page.getByText("You haven't submitted any claims yet")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Submit Your First Claim' }).click();
  await expect(page).toHaveURL('/new-claim');
  await expect(page.getByText("You haven't added any patients yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage patients' })).toHaveAttribute(
    'href',
    '/patients',
  );

  const question = page.getByRole('alertdialog', {
    name: 'Are you sure you want to cancel? Your entered data will be lost.',
  });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL('/new-claim');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Yes, leave' }).click();
  await expect(page).toHaveURL('/claims');
});

test('Submit Another Claim starts a blank form', async ({ page }) => {
  await signInRegistered(page);
  await addPatient(page);
  await fillNewClaim(page, { patient: anaCruz, date: '2026-11-03', time: '10:00' });
  await page.getByRole('radio', { name: 'Virtual' }).check();
  await page.getByRole('radio', { name: 'Video (audio and video)' }).check();
  await submitClaimForm(page);
  await page.getByRole('button', { name: 'Submit Another Claim' }).click();
  await expect(page.getByRole('combobox', { name: 'Patient', exact: true })).toHaveValue('');
  await expect(page.getByLabel('Service Type')).toHaveValue('');
  await expect(page.getByLabel('Service Date From')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Home' })).toBeChecked();

  await page.goto('/claims');
  await page.getByRole('button', { name: /Prenatal Visit/ }).click();
  await expect(page.locator('.claim-details')).toContainText('Virtual');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the new-claim form and the claims list fit a phone', async ({ page }) => {
    await startClaimForAnaCruz(page);
    await expectAccessible(page);
    await screenshot(page, 'new-claim-375');
    await expectNoSideScroll(page);
  });
});
