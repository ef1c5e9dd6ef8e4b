import type { Page } from '@playwright/test';
import { paid835 } from '../src/server/testing/response-files.ts';
import {
  admin,
  expect,
  expectAccessible,
  fillFields,
  signInRegistered,
  visit,
} from './fixtures.ts';
import { signInWithBusinessZip } from './support/answered-claims.ts';
import { addPatientThroughApi, csrf, submitClaimThroughApi } from './support/api.ts';
import { daysAgo } from './support/dates.ts';
import {
  filterQueueByProvider,
  importResponseFile,
  operatorSection,
  testWithOperator as test,
} from './support/operator.ts';
import { openDialog, openRecordList } from './support/records.ts';
import { screensAt1280And375 } from './support/screens.ts';

const OPERATOR = 'attention-operator@e2e.test';
// A payer of this journey's own, so "All ready claims" touches no other journey's claims.
const PAYER = 'ZIPWAIT1';

/** The operator's "All ready claims for this payer", for this journey's payer. */
async function sendAllReady(ops: Page) {
  await ops.getByLabel('Payer', { exact: true }).selectOption(PAYER);
  await ops.getByRole('button', { name: 'All ready claims for this payer' }).click();
}

test('claims her 5-digit ZIP keeps back wait under one banner until she adds the last four digits; then no warning says otherwise', async ({
  page,
  operatorWindow,
}) => {
  // A doula whose business ZIP has five digits submits two claims: both are taken, and wait.
  const email = await signInWithBusinessZip(page, '94607');
  const patientId = await addPatientThroughApi(page, {
    firstName: 'Ada',
    lastName: 'Waites',
    payerId: PAYER,
  });
  const first = await submitClaimThroughApi(page, { patientId, serviceDateFrom: daysAgo(4) });
  const second = await submitClaimThroughApi(page, { patientId, serviceDateFrom: daysAgo(3) });

  // The count beside Claims says what it counts, in visible words and in its name.
  await visit(page, '/claims');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const claimsLink = nav.getByRole('link', { name: 'Claims, 2 need your attention' });
  await expect(claimsLink).toBeVisible();
  await expect(claimsLink).toContainText('2 need you');

  // One banner for the one fix, not the same note on every claim.
  const banners = page.getByRole('list', { name: 'Claims waiting on you' });
  await expect(banners.getByRole('listitem')).toHaveText([
    '2 claims wait for your ZIP+4: add it in My Account',
  ]);
  const rows = page.locator('.claim-row', { hasText: 'Ada Waites' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Waits for your ZIP+4');
  await expect(page.getByText(/^Needs your attention:/)).toHaveCount(0);
  await expectAccessible(page);
  await screensAt1280And375(page, 'zip-wait-banner');

  // The operator's queue says what each waits on, and "All ready claims" says why it left them.
  await admin('operator', 'grant', OPERATOR);
  const ops = await operatorWindow(OPERATOR);
  await filterQueueByProvider(ops, email, 2);
  await expect(ops.getByText('Waiting on the doula: ZIP+4')).toHaveCount(2);
  // The ZIP+4 is said as what the claim waits on, not counted among the check's warnings.
  await expect(ops.locator('.op-list')).not.toContainText('2 warnings');
  await sendAllReady(ops);
  const refusal = ops.getByRole('alert').filter({ hasText: 'No batch was made.' });
  await expect(refusal).toContainText(`Claim ${first.formId} waits on the doula: ZIP+4.`);
  await expect(refusal).toContainText(`Claim ${second.formId} waits on the doula: ZIP+4.`);
  await expectAccessible(ops);
  await screensAt1280And375(ops, 'queue-waiting-on-doula');

  // She follows the banner; saving five digits again asks first, and she adds the four.
  await banners.getByRole('link', { name: 'add it in My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  const zip = page.getByLabel('ZIP', { exact: true });
  await expect(page.getByRole('link', { name: /Find a ZIP\+4/ })).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const question = page.getByRole('alertdialog', { name: /^Save a 5-digit ZIP\?/ });
  await expect(question).toContainText('Your claims will wait until you add the last four digits');
  await expectAccessible(page);
  await screensAt1280And375(page, 'zip-question-account');
  await question.getByRole('button', { name: 'Add the last four digits' }).click();
  await expect(question).toBeHidden();
  await expect(zip).toBeFocused();
  await zip.fill('94607-1234');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // Her list: no banner, no count, and no claim still warns about the ZIP+4.
  await visit(page, '/claims');
  await expect(nav.getByRole('link', { name: 'Claims', exact: true })).toBeVisible();
  await expect(banners).toHaveCount(0);
  await rows
    .nth(0)
    .getByRole('button', { name: /Prenatal Visit/ })
    .click();
  await expect(rows.nth(0)).toContainText(
    'Ready to send: your ZIP code now has its last four digits.',
  );
  await expect(page.getByText(/9-digit ZIP code/)).toHaveCount(0);

  // The operator's view of the claim has no such warning either; both are Ready, and go.
  await ops.reload();
  await filterQueueByProvider(ops, email, 2);
  await expect(ops.getByText('Ready', { exact: true })).toHaveCount(2);
  await ops.getByRole('button', { name: new RegExp(first.formId) }).click();
  await expect(ops.getByText('Status history')).toBeVisible();
  await expect(ops.getByText(/9-digit ZIP code/)).toHaveCount(0);
  await sendAllReady(ops);
  await expect(ops.getByRole('status').filter({ hasText: /Batch \d+ is ready\./ })).toContainText(
    `2 claims for ${PAYER}`,
  );
});

test('a facility saved with five digits asks first, at both widths', async ({ page }) => {
  await signInRegistered(page);
  await openRecordList(page, 'Facilities');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const { dialog } = await openDialog(page, 'Add facility');
    await fillFields(dialog, {
      'Facility name': `Valley Birth Center ${width}`,
      'Facility kind': 'birthing-center',
      'Street address': '400 Oak Ave',
      City: 'Sacramento',
      State: 'CA',
      'ZIP code': '95814',
      'NPI number': '1558598797',
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const question = page.getByRole('alertdialog', { name: /^Save a 5-digit ZIP\?/ });
    await expect(question).toContainText('Claims at this facility will wait');
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screens/zip-question-facility-${width}.png` });
    await question.getByRole('button', { name: 'Save with 5 digits' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('the operator: an 835 that matched nothing is amber with its facts in words; Money’s waiting claims open in the queue', async ({
  page,
  operatorWindow,
}) => {
  const email = await signInWithBusinessZip(page, '94607-1234');
  const patientId = await addPatientThroughApi(page, { lastName: 'Lopez' });
  const serviceDate = daysAgo(6);
  const claim = await submitClaimThroughApi(page, { patientId, serviceDateFrom: serviceDate });
  await admin('operator', 'grant', OPERATOR);
  const ops = await operatorWindow(OPERATOR);

  // The claim was never sent, so the payer's 835 about it matches nothing: amber, readable.
  await operatorSection(ops, 'Payer responses').click();
  await importResponseFile(ops, 'nothing-matched.835', paid835({ ...claim, serviceDate }));
  const outcome = ops.getByRole('status').filter({ hasText: 'nothing-matched.835' });
  await expect(outcome).toContainText('835 imported, needs a look');
  await expect(outcome).toContainText('0 claims matched, 1 item matched nothing');
  await expect(outcome).toContainText('$162.11 charged');
  await expect(outcome).not.toContainText('chargeCents');
  await expect(outcome.locator('xpath=ancestor-or-self::*[contains(@class,"alert")]')).toHaveClass(
    /alert-warning/,
  );
  await expectAccessible(ops);
  await screensAt1280And375(ops, 'import-amber');

  // Denied by hand, it waits for action on Money, in operators' words, as a link to it.
  const { id } = claim as unknown as { id: string };
  const denied = await ops.request.post(`/api/operator/claims/${id}/status`, {
    headers: csrf,
    data: { status: 'denied' },
  });
  expect(denied.status(), await denied.text()).toBe(200);
  await operatorSection(ops, 'Money').click();
  await expect(ops.getByText(/the claims doulas submitted in this period/)).toBeVisible();
  await expect(ops.getByText(/claims you submitted/)).toHaveCount(0);
  const link = ops.getByRole('link', { name: /^Claim DB-/ }).first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(ops.getByRole('heading', { name, level: 3 })).toBeVisible();
  await expect(ops.getByText('Status history')).toBeVisible();
  await expectAccessible(ops);
  await screensAt1280And375(ops, 'money-claim-opened');
  await filterQueueByProvider(ops, email, 1);
});
