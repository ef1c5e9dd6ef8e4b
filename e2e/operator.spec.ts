import {
  chooseDiagnosis,
  expect,
  expectAccessible,
  signIn,
  test,
  testProfile,
  uniqueEmail,
} from './fixtures.ts';

import { OPERATOR } from './support/answered-claims.ts';
import { csrf } from './support/billable-claims.ts';
import { operatorSection as section, signInOperator } from './support/operator.ts';

test('an operator invites a provider, who registers and submits a claim that the operator approves', async ({
  page,
  browser,
}) => {
  test.slow(); // two signed-in browsers and a whole registration

  // The operator creates an invitation with a generated code.
  await signInOperator(page);
  await expectAccessible(page);
  const email = uniqueEmail('invited');
  await section(page, 'Invitations').click();
  await expect(page.getByRole('heading', { name: 'Invitations', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Provider’s email' }).fill(email);
  await expect(page.getByRole('radio', { name: 'Generate a code' })).toBeChecked();
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page.getByText(`Invitation created for ${email}.`)).toBeVisible();
  const code = (await page.locator('.op-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  const invitationRow = page.locator('.op-list > li').filter({ hasText: email });
  await expect(invitationRow).toContainText('Not redeemed yet');
  await expectAccessible(page);

  // A new provider, in a browser of her own, registers with it through the real screens.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  const providerErrors: string[] = [];
  provider.on('pageerror', (error) => providerErrors.push(error.message));
  await provider.goto('/');
  await signIn(provider, email);
  const codeInput = provider.getByRole('textbox', { name: 'Invitation code' });
  await codeInput.fill(code.toLowerCase());
  await codeInput.press('Enter');
  await expect(provider.getByText('Invitation code validated successfully.')).toBeVisible();
  await provider.getByLabel('I have read and agree to the Business Associate Agreement').check();
  await provider.getByLabel('First name').fill(testProfile.firstName);
  await provider.getByLabel('Last name').fill(testProfile.lastName);
  await provider.getByLabel('Tax ID', { exact: true }).fill(testProfile.taxId);
  await provider.getByLabel('Business name').fill(testProfile.businessName);
  await provider.getByLabel('Business street').fill(testProfile.businessAddressStreet);
  await provider.getByLabel('City').fill(testProfile.businessAddressCity);
  await provider.getByLabel('State').selectOption({ label: 'California' });
  await provider.getByLabel('ZIP').fill(testProfile.businessAddressZip);
  await provider.getByLabel('NPI number').fill(testProfile.npiNumber);
  await provider.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(provider).toHaveURL('/claims');
  await expect(
    provider.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operator' }),
  ).toHaveCount(0);

  // She submits a claim.
  const patient = await provider.request.post('/api/patients', {
    headers: csrf,
    data: {
      firstName: 'Lena',
      middleName: '',
      lastName: 'Ortiz',
      dateOfBirth: '1991-06-09',
      addressStreet: '8 Pine St',
      addressCity: 'Fresno',
      addressState: 'CA',
      addressZip: '93701',
      insuranceProvider: 'Medi-Cal',
      payerId: 'MCAL1',
      payerType: 'Medicaid',
      policyNumber: 'POL-7788',
    },
  });
  expect(patient.status(), await patient.text()).toBe(201);
  await provider.goto('/new-claim');
  await provider
    .getByRole('combobox', { name: 'Patient', exact: true })
    .selectOption({ label: 'Ortiz, Lena — DOB 6/9/1991' });
  await provider.getByLabel('Service Type').selectOption('Prenatal Visit');
  await chooseDiagnosis(provider, 'Z33.1');
  await provider.getByLabel('Service Date From').fill('2026-10-05');
  await provider.getByLabel('Service Time From').fill('09:30');
  await provider.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(provider.getByText('Claim Submitted Successfully!')).toBeVisible();
  const formId =
    (await provider.getByText(/^Claim ID:/).textContent())?.replace('Claim ID:', '').trim() ?? '';
  expect(formId).toMatch(/^DB-\d{4}-\d{6}$/);

  // The invitation now reads as redeemed.
  await page.reload();
  await expect(page.locator('.op-list > li').filter({ hasText: email })).toContainText('Redeemed');

  // The operator finds the claim in the queue, sets it to processing with a note, then approved.
  await section(page, 'Claims queue').click();
  await page.getByRole('textbox', { name: 'Provider email' }).fill(email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByRole('button', { name: new RegExp(formId) });
  await expect(row).toContainText('Pending');
  await expect(page.locator('.op-list > li')).toHaveCount(1);
  await row.click();
  const review = page.locator('.op-row-details');
  for (const text of [
    'Lena Ortiz',
    '6/9/1991',
    'POL-7788',
    'Prenatal Visit',
    'October 5, 2026',
    testProfile.businessName,
    testProfile.npiNumber,
    '•••-••-6789',
  ]) {
    await expect(review).toContainText(text);
  }
  await expect(review).not.toContainText(testProfile.taxId);
  await expectAccessible(page);

  await review.getByLabel('New status').selectOption({ label: 'Processing' });
  await review.getByLabel(/^Note/).fill('Sent to Medi-Cal today');
  await review.getByRole('button', { name: 'Update status' }).click();
  await expect(review.getByText('Status changed to Processing.')).toBeVisible();
  await expect(review.locator('.op-history li')).toHaveCount(2);
  await expect(review.locator('.op-history li').nth(1)).toContainText('Sent to Medi-Cal today');
  await expect(row).toContainText('Processing');

  await review.getByLabel('New status').selectOption({ label: 'Approved' });
  await review.getByRole('button', { name: 'Update status' }).click();
  await expect(review.getByText('Status changed to Approved.')).toBeVisible();
  await expect(review.locator('.op-history li')).toHaveCount(3);
  await expect(row).toContainText('Approved');
  await expectAccessible(page);
  await page.screenshot({
    path: 'test-results/screens/operator-claim-desktop.png',
    fullPage: true,
  });

  // The provider sees "Approved" in green, and both changes in the history, on her next load.
  await provider.goto('/claims');
  const claimRow = provider.getByRole('button', { name: /Prenatal Visit/ });
  const badge = claimRow.locator('.status-badge');
  await expect(badge).toHaveText('Approved');
  await expect(badge).toHaveClass(/status-green/);
  expect(await badge.evaluate((element) => getComputedStyle(element).color)).toBe(
    'rgb(30, 107, 58)',
  );
  await claimRow.click();
  const history = provider.locator('.status-history li');
  await expect(history).toHaveCount(3);
  await expect(history.nth(1)).toContainText('Processing');
  await expect(history.nth(1)).toContainText('Sent to Medi-Cal today');
  await expect(history.nth(2)).toContainText('Approved');
  await expectAccessible(provider);
  await providerContext.close();
  expect(providerErrors, 'uncaught errors in the provider’s page').toEqual([]);

  // The operator's own actions are in the audit trail.
  await section(page, 'Audit trail').click();
  await page.getByRole('textbox', { name: 'User email' }).fill(OPERATOR);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(
    page.locator('.op-list > li').filter({ hasText: 'claim.status_change' }),
  ).toHaveCount(2);
  await expectAccessible(page);

  // Each change queued an email for her; without SMTP settings they wait in the outbox, shown
  // with her address masked and nothing about the claim.
  await section(page, 'Outbox').click();
  await expect(page.getByText('Email sending is off.')).toBeVisible();
  const masked = `${email[0]}***${email.slice(email.indexOf('@'))}`;
  const queued = page.locator('.op-list > li').filter({ hasText: `To ${masked}` });
  await expect(queued.nth(1)).toContainText('A claim changed status — sign in to see it');
  await expect(queued.nth(1)).toContainText('Waiting');
  await expect(page.locator('.op-list')).not.toContainText(email);
  await expect(page.locator('.op-list')).not.toContainText('Lena');
  await expectAccessible(page);
});
