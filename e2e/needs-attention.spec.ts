import { admin, expect, expectAccessible, visit } from './fixtures.ts';
import { signInWithBusinessZip } from './support/answered-claims.ts';
import { addPatientThroughApi, submitClaimThroughApi } from './support/api.ts';
import { daysAgo } from './support/dates.ts';
import {
  filterQueueByProvider,
  testWithOperator as test,
  tickForBatch,
} from './support/operator.ts';
import { screensAt1280And375 } from './support/screens.ts';

const OPERATOR = 'attention-operator@e2e.test';

test('a claim her 5-digit ZIP keeps from going out waits under Needs your attention until she adds the last four digits', async ({
  page,
  operatorWindow,
}) => {
  // A doula whose business ZIP has five digits submits a claim: it is taken, and waits.
  const email = await signInWithBusinessZip(page, '94607');
  const patientId = await addPatientThroughApi(page, { firstName: 'Ada', lastName: 'Waites' });
  const claim = await submitClaimThroughApi(page, { patientId, serviceDateFrom: daysAgo(4) });

  // The count beside Claims says so, in words for a screen reader too.
  await visit(page, '/claims');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Claims, 1 needs your attention' })).toBeVisible();

  // Her list, filtered to what needs her: the claim says what to fix and links there.
  await page.getByRole('checkbox', { name: 'Needs your attention' }).check();
  const row = page.locator('.claim-row', { hasText: 'Ada Waites' });
  await expect(page.locator('.claim-row')).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(
    'Needs your attention: Electronic claims need your full 9-digit ZIP code (ZIP+4). Add the last four digits to your business ZIP code in My Account, as 12345-6789.',
  );
  await expectAccessible(page);
  await screensAt1280And375(page, 'needs-attention');

  // She follows the link and adds the last four digits in My Account.
  await row.getByRole('link', { name: 'Fix it in My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await page.getByLabel('ZIP', { exact: true }).fill('94607-1234');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // Back in her list the claim is ready, without resubmitting; its history says so.
  await visit(page, '/claims');
  await expect(nav.getByRole('link', { name: 'Claims', exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Needs your attention' }).check();
  await expect(page.getByText('No claims match these filters.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Needs your attention' }).uncheck();
  await row.getByRole('button', { name: /Prenatal Visit/ }).click();
  await expect(row).toContainText('Ready to send: your ZIP code now has its last four digits.');
  await expect(row).not.toContainText('Needs your attention');

  // The operator's batch now takes it.
  await admin('operator', 'grant', OPERATOR);
  const ops = await operatorWindow(OPERATOR);
  await filterQueueByProvider(ops, email, 1);
  await tickForBatch(ops, [claim.formId]);
  await ops.getByRole('button', { name: 'Create batch' }).click();
  await expect(ops.getByRole('status').filter({ hasText: /Batch \d+ is ready\./ })).toContainText(
    `1 claim for MCAL1 (${claim.formId}) now read Processing.`,
  );
});
