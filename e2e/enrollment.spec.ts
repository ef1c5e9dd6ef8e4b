import { admin, expect, expectAccessible, visit } from './fixtures.ts';
import { signInForElectronicClaims, submitTwoPrenatalVisits } from './support/answered-claims.ts';
import {
  filterQueueByProvider,
  operatorSection,
  testWithOperator as test,
  tickForBatch,
} from './support/operator.ts';
import { screensAt1280And375, screenshot } from './support/screens.ts';

/** An operator and a payer of this journey's own, so other journeys' batches are not held back. */
const OPERATOR = 'enrollment-operator@e2e.test';
const PAYER_ID = '0ENRL1';
const PAYER_NAME = 'Enrollment Test Plan';

test('the operator records enrollment: her claims say payments arrive on paper, and batching the payer is refused with the reason', async ({
  page,
  operatorWindow,
}) => {
  const email = await signInForElectronicClaims(page);
  const [first] = await submitTwoPrenatalVisits(page, [4, 3], {
    patient: { insuranceProvider: PAYER_NAME, payerId: PAYER_ID },
  });

  await admin('operator', 'grant', OPERATOR);
  const ops = await operatorWindow(OPERATOR);
  await operatorSection(ops, 'Enrollment').click();
  await expect(ops.getByRole('heading', { name: 'Enrollment', level: 2 })).toBeVisible();

  // Remittances for her payer need an enrollment nobody has sent yet.
  const payerRow = ops.getByRole('listitem', { name: `${PAYER_NAME} (${PAYER_ID})` });
  await expect(payerRow).toContainText('Remittances (835) Not needed');
  await payerRow.getByRole('button', { name: 'Change enrollment' }).click();
  const rowForm = payerRow.getByRole('form', { name: `Change enrollment for ${PAYER_NAME}` });
  await rowForm.getByLabel('Transaction').selectOption({ label: 'Remittances (835)' });
  await rowForm.getByLabel('State').selectOption({ label: 'Required' });
  await expect(rowForm.getByText('An enrollment is needed and has not been sent')).toBeVisible();
  await rowForm.getByRole('button', { name: 'Save enrollment' }).click();
  await expect(rowForm.getByRole('status')).toContainText(
    `${PAYER_NAME} (${PAYER_ID}): Remittances (835) is now required.`,
  );
  await expect(payerRow).toContainText('Remittances (835) Required');

  // Her claims for that payer say so, with why, once she opens one.
  await visit(page, '/claims');
  const row = page.locator('.claim-row').first();
  await expect(row.getByText('Payments will arrive on paper.')).toBeVisible();
  await row.getByRole('button').first().click();
  const notice = row.getByRole('status').filter({ hasText: 'Payments will arrive on paper' });
  await expect(notice).toContainText(
    'you will get a paper check and explanation of benefits by mail.',
  );
  await expectAccessible(page);
  await screensAt1280And375(page, 'paper-payments', { stayAtPhone: true });

  // Claims enrollment pending, from the form for a payer by its ID.
  const form = ops.getByRole('form', { name: 'Record a payer’s enrollment' });
  await form.getByLabel('Payer ID').fill(PAYER_ID.toLowerCase());
  await form.getByLabel('Transaction').selectOption({ label: 'Claims (837P)' });
  await form.getByLabel('State').selectOption({ label: 'Pending' });
  await form.getByLabel('Requested on').fill('2026-11-20');
  await form.getByLabel('Note (no patient details)').fill('Form sent by fax.');
  await form.getByRole('button', { name: 'Save enrollment' }).click();
  await expect(form.getByRole('status')).toContainText('Claims (837P) is now pending.');
  await expect(payerRow).toContainText('Claims (837P) Pending');
  await expect(payerRow).toContainText('Requested 2026-11-20');
  await expectAccessible(ops);
  await screensAt1280And375(ops, 'enrollment');

  // Batching her claim to that payer is refused, with the reason.
  await operatorSection(ops, 'Claims queue').click();
  await filterQueueByProvider(ops, email, 2);
  await tickForBatch(ops, [first.formId]);
  await ops.getByRole('button', { name: 'Create batch' }).click();
  await expect(ops.getByRole('alert')).toContainText(
    `Claims to ${PAYER_NAME} (${PAYER_ID}) cannot be sent yet: enrollment for claims at the clearinghouse is pending.`,
  );
  await screenshot(ops, 'enrollment-batch-refused-1280');
});
