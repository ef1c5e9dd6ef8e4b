import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, signInRegistered, test } from './fixtures.ts';
import { addPatient, rosaVega } from './support/billable-claims.ts';
import {
  chooseDiagnosis,
  choosePatient,
  claimCheck,
  expectLine,
  fillNewClaim,
  submitClaimForm,
  type ServiceLine,
} from './support/claims.ts';
import { daysAgo } from './support/dates.ts';
import { openPayerProfiles } from './support/operator.ts';
import { screenshot } from './support/screens.ts';

/**
 * Billable claims: the claim carries the codes, units and charges of the patient's payer, and
 * the Claim check beside the form says what a payer would refuse before she submits.
 * Rates are the Medi-Cal fee-for-service chart for dates of service from 2024-01-01.
 */

/** The lines each claim of these journeys bills, at home (place of service 12). */
const mediCalPrenatal: ServiceLine = {
  code: 'Z1034',
  modifiers: 'XP',
  units: '1',
  charge: '$162.11',
  pos: '12',
};
const mediCalExtendedPostpartum: ServiceLine = {
  code: 'T1032',
  modifiers: 'XP',
  units: '12',
  charge: '$486.36',
  pos: '12',
};
const commercialHourVisit: ServiceLine = {
  code: 'T1032',
  modifiers: '—',
  units: '4',
  charge: '$162.12',
  pos: '12',
};

test('a Medi-Cal prenatal visit at home and a 3-hour extended postpartum visit are coded and priced', async ({
  page,
}) => {
  test.slow();
  await signInRegistered(page);
  await addPatient(page);

  await page.goto('/new-claim');
  await expect(claimCheck(page)).toContainText('Choose a patient to start the claim check.');
  await choosePatient(page, rosaVega);
  await page.getByLabel('Service Type').selectOption('Prenatal Visit');
  await page.getByLabel('Service Date From').fill(daysAgo(21));
  await page.getByLabel('Service Time From').fill('10:00');
  // No diagnosis yet: the check says so before anything is sent.
  await expect(claimCheck(page)).toContainText('This claim has no diagnosis.');

  // The picker offers the codes that fit a prenatal visit, searchable by words.
  const search = page.getByRole('combobox', { name: 'Search diagnoses' });
  await search.fill('pregnant state');
  await expect(page.getByRole('option', { name: /^Z33\.1\b/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Z39\.2\b/ })).toHaveCount(0);
  // Keyboard: the first suggestion is picked with Enter.
  await search.press('ArrowDown');
  await search.press('Enter');
  const chosen = page.getByRole('list', { name: 'Chosen diagnoses, principal first' });
  await expect(chosen).toContainText('Z33.1');
  await expect(chosen).toContainText('Principal');

  const check = claimCheck(page);
  await expect(check).not.toContainText('This claim has no diagnosis.');
  await expect(check.getByRole('status').first()).toContainText('No problems stop this claim');
  await expectLine(check, mediCalPrenatal);
  await expect(check).toContainText('Expected reimbursement');
  await expect(check).toContainText('Medi-Cal fee-for-service');
  await expect(check).toContainText('Prenatal/postpartum visits 1 of 8');
  await expectAccessible(page);
  await screenshot(page, 'billable-new-claim-1280');

  await submitClaimForm(page);
  const billing = page.getByRole('region', { name: 'What this claim bills' });
  await expect(billing).toContainText('Z33.1');
  await expect(billing).toContainText('Pregnant state, incidental');
  await expectLine(billing, mediCalPrenatal);
  await expect(billing).toContainText('Total charge$162.11');
  await expectAccessible(page);
  await screenshot(page, 'billable-success-1280');

  // Extended Postpartum Doula Support, 180 minutes: per-15-minute units.
  await page.getByRole('button', { name: 'Submit Another Claim' }).click();
  await choosePatient(page, rosaVega);
  await page.getByLabel('Service Type').selectOption('Extended Postpartum Doula Support');
  await page.getByLabel('Service Duration (minutes)').fill('180');
  await page.getByLabel('Service Date From').fill(daysAgo(14));
  await page.getByLabel('Service Time From').fill('09:00');
  await chooseDiagnosis(page, 'Z39.2');
  await expectLine(claimCheck(page), mediCalExtendedPostpartum);
  await expect(claimCheck(page)).toContainText('Extended postpartum visits 1 of 2');
  await submitClaimForm(page);
  await expectLine(
    page.getByRole('region', { name: 'What this claim bills' }),
    mediCalExtendedPostpartum,
  );

  // The claims list: each claim's charge, its lines when opened, totals for the filter.
  await page.getByRole('link', { name: 'View My Claims' }).click();
  // The list's own totals (her money at a glance above it shows these sums too).
  const totals = page
    .getByLabel('Totals', { exact: true })
    .getByRole('definition')
    .filter({ hasText: '$648.47' });
  await expect(totals).toHaveCount(2); // billed and expected
  const prenatal = page.getByRole('button', { name: /Prenatal Visit/ });
  await expect(prenatal).toContainText('$162.11');
  await prenatal.click();
  const details = page.locator('.claim-details');
  await expect(details).toContainText('Z33.1');
  await expectLine(details, mediCalPrenatal);
  await page.getByLabel('Service date from').fill(daysAgo(17));
  await expect(page.getByRole('button', { name: /Prenatal Visit/ })).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: '$486.36' })).toHaveCount(2);
  await expectAccessible(page);
  await screenshot(page, 'billable-claims-1280');

  // The patient row counts what this pregnancy has used.
  await page.goto('/patients');
  await expect(page.getByRole('row', { name: /Rosa Vega/ })).toContainText(
    'Prenatal/postpartum visits 1 of 8 · Extended postpartum visits 1 of 2',
  );
  await screenshot(page, 'billable-patients-1280');
});

test('a commercial payer bills the visit by time with T1032 and no Medi-Cal Z-code', async ({
  page,
}) => {
  await signInRegistered(page);
  await addPatient(page, {
    firstName: 'June',
    lastName: 'Park',
    payerType: 'Group Health',
    insuranceProvider: 'Blue Shield',
    payerId: 'BS001',
  });
  await fillNewClaim(page, {
    patient: 'Park, June — DOB 3/14/1992',
    date: daysAgo(10),
    time: '10:00',
  });
  await page.getByLabel('Service Time To').fill('11:00');
  const check = claimCheck(page);
  await expectLine(check, commercialHourVisit);
  await expect(check).toContainText('Commercial / other');
  await expect(check).not.toContainText('Z1034');

  await submitClaimForm(page);
  const billing = page.getByRole('region', { name: 'What this claim bills' });
  await expectLine(billing, commercialHourVisit);
  await expect(billing).not.toContainText('Z1034');
});

test('an operator adds a payer profile version and maps a payer ID', async ({ page }) => {
  await openPayerProfiles(page);
  const mediCalCard = page.getByRole('article', { name: 'Medi-Cal fee-for-service' });
  await expect(mediCalCard).toBeVisible();
  await expect(page.getByRole('article', { name: 'Commercial / other' })).toBeVisible();
  await expectAccessible(page);

  await mediCalCard
    .getByRole('button', { name: 'Add a version to Medi-Cal fee-for-service' })
    .click();
  const form = mediCalCard.getByRole('form', { name: 'New version of Medi-Cal fee-for-service' });
  // A date inside the closed 2023 version overlaps it: a field error, nothing stored. (A date
  // after the open version's start would end that version the day before instead.)
  await form.getByLabel('Effective from').fill('2023-06-01');
  // A version names where its rules were read: without a source nothing is sent.
  await form.getByRole('button', { name: 'Add version' }).click();
  await expect(form.getByLabel('Title of the manual, rule or page')).toHaveAccessibleDescription(
    'Name this version’s source: the title of the manual or page, its address or citation, and the date it was read.',
  );
  await form.getByLabel('Title of the manual, rule or page').fill('DHCS doula rates notice');
  await form.getByLabel('Web address or citation').fill('https://www.dhcs.ca.gov/');
  await form.getByLabel('Date read').fill('2026-11-30');
  await form.getByRole('button', { name: 'Add version' }).click();
  await expect(form.getByLabel('Effective from')).toHaveAttribute('aria-invalid', 'true');
  const prenatalRate = form.getByLabel(/^Prenatal Visit/);
  await prenatalRate.fill('not money');
  await form.getByLabel('Effective from').fill('2031-01-01');
  await form.getByRole('button', { name: 'Add version' }).click();
  await expect(prenatalRate).toHaveAccessibleDescription(
    'Enter an amount in dollars, like 162.11.',
  );
  await prenatalRate.fill('170.00');
  await form.getByRole('button', { name: 'Add version' }).click();
  await expect(mediCalCard.getByText(/prices dates of service from January 1, 2031/)).toBeVisible();
  await expect(mediCalCard.getByText(/January 1, 2031 – until further notice/)).toBeVisible();
  await mediCalCard.getByText(/January 1, 2031 – until further notice/).click();
  await expect(
    mediCalCard.getByText(
      'Source: DHCS doula rates notice (https://www.dhcs.ca.gov/), read November 30, 2026',
    ),
  ).toBeVisible();
  await screenshot(page, 'billable-operator-1280');

  const mapping = page.getByRole('form', { name: 'Which payers use which profile' });
  await mapping.getByRole('button', { name: 'Add a mapping' }).click();
  const rows = mapping.getByRole('group', { name: /^Mapping \d+$/ });
  const last = rows.last();
  await mapping.getByRole('button', { name: 'Save payer mapping' }).click();
  await expect(last.getByLabel('Payer ID')).toHaveAccessibleDescription(
    'Give a payer type, a payer ID, or both.',
  );
  await last.getByLabel('Payer ID').fill(`E2E-${randomUUID().slice(0, 6)}`);
  await last.getByLabel('Payer profile').selectOption({ label: 'Medi-Cal fee-for-service' });
  await mapping.getByRole('button', { name: 'Save payer mapping' }).click();
  await expect(mapping.getByText('The payer mapping is saved.')).toBeVisible();
  await expectAccessible(page);
});
