import type { Page } from '@playwright/test';
import { validate837p } from '../src/server/formats/x12/testing/validate-837p.ts';
import { acknowledgement999, denied835 } from '../src/server/testing/response-files.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { signInForElectronicClaims, twoPendingClaimRows } from './support/answered-claims.ts';
import { csrf } from './support/api.ts';
import {
  importResponseFile,
  operatorSection,
  testWithOperator as test,
} from './support/operator.ts';
import { screensAt1280And375 } from './support/screens.ts';

const CALM =
  'Our file to the clearinghouse had a problem. We are sending it again; nothing for you to do.';
/** What no screen of hers may show of an X12 file: segment names, loop and element ids. */
const X12 = /\b(NM1|NM109|HI|ISA\d*|GS\d*|IK\d|AK\d|2010AA|2300)\b|loop|segment|element/i;

/** Sends one claim (by form ID) in a batch through the API, as the console does: its number and id. */
async function batchOf(ops: Page, formId: string) {
  const made = await ops.request.post('/api/operator/batches', {
    headers: csrf,
    data: { payerId: 'MCAL1', claimIds: [formId] },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as { id: string; number: number };
}

test('a 999 rejecting our file: she reads one calm sentence, the operator resends it as a new batch that passes the X12 checks; a denied row says why and her next step', async ({
  page,
  operatorWindow,
}) => {
  await signInForElectronicClaims(page);
  const { first, second, firstRow, secondRow } = await twoPendingClaimRows(page, [12, 9]);

  // The operator sends the first claim; the clearinghouse's 999 cannot read the file.
  const operator = await operatorWindow();
  const sent = await batchOf(operator, first.formId);
  await operatorSection(operator, 'Payer responses').click();
  await importResponseFile(
    operator,
    '999-rejected.x12',
    acknowledgement999(sent.number, 'rejected'),
  );
  await expect(operator.getByRole('status').filter({ hasText: '999 imported' })).toContainText(
    `Batch ${sent.number}: rejected by the clearinghouse; its claim is rejected.`,
  );

  // Her row: Rejected, the calm sentence exactly, no X12, nothing for her to correct.
  await expect(firstRow.locator('.status-badge')).toHaveText('Rejected');
  await expect(firstRow.locator('.claim-fix-note')).toHaveText(CALM);
  await firstRow.getByRole('button').first().click();
  const answer = firstRow.getByRole('region', { name: 'What the payer said' });
  await expect(answer).toHaveText(`What the payer said${CALM}`);
  await expect(firstRow.getByRole('link', { name: 'Correct this claim' })).toHaveCount(0);
  await expect(firstRow.locator('.status-history li').last()).toContainText(CALM);
  expect(await firstRow.innerText()).not.toMatch(X12);
  // Not on "Needs your attention": her menu counts nothing.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Claims', exact: true })).toBeVisible();
  await expectAccessible(page);
  await screensAt1280And375(page, 'next-step-file-rejected');

  // The operator sees the X12 detail on the batch, and Resends it.
  await operatorSection(operator, 'Batches').click();
  const rows = operator.locator('.op-list > li');
  const oldRow = rows.filter({ hasText: `Batch ${sent.number} ·` });
  await expect(oldRow).toContainText('Rejected by the clearinghouse (999)');
  await expect(
    oldRow.getByRole('list', { name: 'What the clearinghouse could not read' }),
  ).toContainText('NM109');
  await expectAccessible(operator);
  await oldRow.getByRole('button', { name: `Resend batch ${sent.number}` }).click();
  await expect(oldRow.getByRole('status')).toContainText('Sent again as batch');
  const resent = Number(/Sent again as batch (\d+)/.exec(await oldRow.innerText())![1]);
  const newRow = rows.filter({ hasText: `Batch ${resent} ·` });
  await expect(newRow).toContainText(`Sends again the claims of batch ${sent.number}`);
  await expect(newRow).toContainText('Open');
  await expect(oldRow.getByRole('button', { name: /Resend/ })).toHaveCount(0);
  await expectAccessible(operator);
  await screensAt1280And375(operator, 'next-step-resend');

  // The new batch's 837P passes the project's X12 checks; a second Resend makes nothing.
  const batches = (await (await operator.request.get('/api/operator/batches?limit=50')).json()) as {
    items: { id: string; number: number }[];
  };
  const made = batches.items.find((batch) => batch.number === resent)!;
  const file = await operator.request.get(`/api/operator/batches/${made.id}/file`);
  expect(validate837p(await file.text())).toEqual([]);
  const again = await operator.request.post(`/api/operator/batches/${sent.id}/resend`, {
    headers: csrf,
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
    `Batch ${sent.number} was already sent again as batch ${resent}.`,
  );

  // Her claim is on its way again: Processing, no step left.
  await expect(firstRow.locator('.claim-summary .status-badge')).toHaveText('Processing');
  await expect(firstRow.locator('.claim-fix-note')).toHaveCount(0);

  // The payer denies the second claim ($0.00; CO-4 with MA130 and N823): her row says why
  // and her one next step, with the link to correct it; no word of a lowered amount.
  await batchOf(operator, second.formId);
  await operatorSection(operator, 'Payer responses').click();
  await importResponseFile(operator, '835-denied.x12', denied835(second));
  await expect(operator.getByRole('status').filter({ hasText: '835 imported' })).toContainText(
    `${second.formId}: processing → denied`,
  );
  await expect(secondRow.locator('.claim-summary .status-badge')).toHaveText('Denied');
  const note = secondRow.locator('.claim-fix-note');
  await expect(note).toContainText('A modifier on the service is missing or wrong');
  await expect(note).toContainText(
    'Your next step: Check the service and how the visit happened (in person, video or phone), then send the corrected claim.',
  );
  await expect(
    note.getByRole('link', {
      name: 'Correct the service and how the visit happened on this claim',
    }),
  ).toHaveAttribute('href', /\/new-claim\?corrects=/);
  await secondRow.getByRole('button').first().click();
  expect(await secondRow.innerText()).not.toMatch(/lowers the amount|resubmit|we will correct/i);
  await expectAccessible(page);
  await screensAt1280And375(page, 'next-step-denied', { stayAtPhone: true });
  // The row itself, close enough to read, at both widths.
  await secondRow.screenshot({ path: 'test-results/screens/next-step-denied-row-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await secondRow.screenshot({ path: 'test-results/screens/next-step-denied-row-1280.png' });
});
