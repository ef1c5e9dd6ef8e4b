import { expect, expectAccessible, signInRegistered, test } from './fixtures.ts';
import { createThroughApi, submitClaimThroughApi } from './support/api.ts';
import { addPatient, rosaVega } from './support/billable-claims.ts';
import { claimCheck, fillNewClaim, submitClaimForm } from './support/claims.ts';
import { daysAgo } from './support/dates.ts';
import { expectNoSideScroll, screensAt1280And375, screenshot } from './support/screens.ts';

/**
 * The Claim check beside the new-claim form says what a payer would refuse (a weeks-of-gestation
 * code as the only diagnosis) or question (a ninth visit of one pregnancy) before she submits, on a phone
 * too.
 */

test('a diagnosis that can only be an extra one, put first, is caught by the Claim check before submit', async ({
  page,
}) => {
  await signInRegistered(page);
  await addPatient(page);
  await createThroughApi(page, '/api/facilities', {
    name: 'Typo Clinic',
    addressStreet: '1 Clinic Way',
    addressCity: 'Fresno',
    addressState: 'CA',
    addressZip: '93702',
    npiNumber: '1558598797',
    kind: 'clinic',
  });

  const serviceDate = daysAgo(12);
  await fillNewClaim(page, {
    patient: rosaVega,
    date: serviceDate,
    time: '13:00',
    diagnosis: 'Z3A.20',
  });
  await page.getByRole('radio', { name: 'Facility' }).check();
  await page
    .getByRole('combobox', { name: 'Facility', exact: true })
    .selectOption({ label: 'Typo Clinic — NPI 1558598797' });

  const check = claimCheck(page);
  const problem = check.getByRole('listitem').filter({ hasText: 'Problem' });
  await expect(problem).toContainText(
    'Z3A.20 can only be an extra diagnosis, never the first one.',
  );
  await expect(problem).toContainText('How to fix:');
  await expect(check.getByRole('status').first()).toContainText(
    '1 problem to fix before you submit',
  );
  // The line is still previewed: a clinic is place of service 11.
  await expect(check.locator('[data-label="Place of service"]')).toHaveText('11 Office');
  await expectAccessible(page);

  // The server refuses it too; everything she typed stays.
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This claim was not sent.' }),
  ).toBeVisible();
  await expect(check).toContainText('Found when you submitted');
  await expect(page.getByLabel('Service Type')).toHaveValue('Prenatal Visit');
  await expect(page.getByLabel('Service Date From')).toHaveValue(serviceDate);
  await expect(page.getByRole('list', { name: 'Chosen diagnoses, principal first' })).toContainText(
    'Z3A.20',
  );
  await expect(page.getByText('Claim Submitted Successfully!')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'billable-refused-1280');
});

test('the ninth prenatal or postpartum visit of one pregnancy is warned about', async ({
  page,
}) => {
  test.slow();
  await signInRegistered(page);
  const patientId = await addPatient(page, { expectedDueDate: daysAgo(-100) });
  // Eight covered visits already billed for this pregnancy, one a week.
  for (let week = 0; week < 8; week += 1) {
    const day = daysAgo(60 - week * 3);
    const prenatal = week % 2 === 0;
    await submitClaimThroughApi(page, {
      patientId,
      serviceType: prenatal ? 'Prenatal Visit' : 'Postpartum Visit',
      serviceDateFrom: day,
      serviceDateTo: day,
      serviceTimeTo: '11:00',
      diagnosisCodes: [prenatal ? 'Z33.1' : 'Z39.2'],
    });
  }

  await page.goto('/patients');
  await expect(page.getByRole('row', { name: /Rosa Vega/ })).toContainText(
    'Initial visit not used yet · Prenatal/postpartum visits 8 of 8',
  );
  await expectAccessible(page);
  await screensAt1280And375(page, 'limits-patients');

  await fillNewClaim(page, { patient: rosaVega, date: daysAgo(20), time: '10:00' });
  const check = claimCheck(page);
  const warning = check.getByRole('listitem').filter({ hasText: 'Warning' }).filter({
    hasText:
      'This visit would be 9 of 8 prenatal/postpartum visits: 1 over the limit. The payer may refuse it.',
  });
  await expect(warning).toBeVisible();
  // The claim form's tracker line says which limit this visit passes, and by how much.
  await expect(check).toContainText(
    'This visit would be 9 of 8 prenatal/postpartum visits: 1 over the limit.',
  );
  await expectAccessible(page);
  await screenshot(page, 'billable-limit-1280');
  await screensAt1280And375(page, 'limits-claim-check');

  // A warning does not stop the claim; it stays with it for the operator.
  await submitClaimForm(page);
  await expect(page.getByRole('region', { name: 'What this claim bills' })).toContainText(
    '9 of 8 prenatal/postpartum visits: 1 over the limit',
  );
  await screensAt1280And375(page, 'limits-claim-bills');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the Claim check and the claim lines fit a phone', async ({ page }) => {
    await signInRegistered(page);
    await addPatient(page);
    await fillNewClaim(page, { patient: rosaVega, date: daysAgo(10), time: '10:00' });
    await expect(claimCheck(page).locator('[data-label="Code"]')).toContainText('Z1034');
    await expectAccessible(page);
    await screenshot(page, 'billable-new-claim-375');
    await expectNoSideScroll(page);
    await submitClaimForm(page);
    await screenshot(page, 'billable-success-375');
    await expectNoSideScroll(page);
    await page.goto('/claims');
    await page.getByRole('button', { name: /Prenatal Visit/ }).click();
    await screenshot(page, 'billable-claims-375');
    await expectNoSideScroll(page);
    await page.goto('/patients');
    await screenshot(page, 'billable-patients-375');
  });
});
