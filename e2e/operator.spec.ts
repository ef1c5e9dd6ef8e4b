import { expect, expectAccessible, signIn, test, testProfile, uniqueEmail } from './fixtures.ts';
import { addPatientThroughApi } from './support/api.ts';
import { expectApproved, fillNewClaim, submitClaimForm } from './support/claims.ts';
import {
  filterQueueByProvider,
  OPERATOR,
  operatorSection as section,
  signInOperator,
} from './support/operator.ts';
import { acceptAgreement, enterInvitationCode, fillProfileForm } from './support/registration.ts';
import { screenshot } from './support/screens.ts';
import { openWindow } from './support/windows.ts';

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
  // Shown in full once; listed by its last characters only (only its hash is kept).
  await expect(invitationRow).toContainText(`Code ending …${code.slice(-4)}`);
  await expect(invitationRow).not.toContainText(code);
  await expectAccessible(page);

  // A new provider, in a browser of her own, registers with it through the real screens.
  const { page: provider, close: closeProvider } = await openWindow(browser);
  await provider.goto('/');
  await signIn(provider, email);
  await enterInvitationCode(provider, code.toLowerCase());
  await acceptAgreement(provider);
  await fillProfileForm(provider);
  await provider.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(provider).toHaveURL('/claims');
  await expect(
    provider.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operator' }),
  ).toHaveCount(0);

  // She submits a claim.
  await addPatientThroughApi(provider, {
    firstName: 'Lena',
    lastName: 'Ortiz',
    dateOfBirth: '1991-06-09',
    addressStreet: '8 Pine St',
    policyNumber: 'POL-7788',
  });
  await fillNewClaim(provider, {
    patient: 'Ortiz, Lena — DOB 6/9/1991',
    date: '2026-10-05',
    time: '09:30',
  });
  const formId = await submitClaimForm(provider);

  // The invitation now reads as redeemed.
  await page.reload();
  await expect(page.locator('.op-list > li').filter({ hasText: email })).toContainText('Redeemed');

  // The operator finds the claim in the queue, sets it to processing with a note, then approved.
  await section(page, 'Claims queue').click();
  await filterQueueByProvider(page, email, 1);
  const row = page.getByRole('button', { name: new RegExp(formId) });
  await expect(row).toContainText('Pending');
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
  await review.getByLabel('Note (optional; the provider sees it)').fill('Sent to Medi-Cal today');
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
  await screenshot(page, 'operator-claim-desktop');

  // The provider sees "Approved" in green, and both changes in the history, on her next load.
  await provider.goto('/claims');
  const claimRow = provider.getByRole('button', { name: /Prenatal Visit/ });
  await expectApproved(claimRow.locator('.status-badge'));
  await claimRow.click();
  const history = provider.locator('.status-history li');
  await expect(history).toHaveCount(3);
  await expect(history.nth(1)).toContainText('Processing');
  await expect(history.nth(1)).toContainText('Sent to Medi-Cal today');
  await expect(history.nth(2)).toContainText('Approved');
  await expectAccessible(provider);
  await closeProvider();

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
