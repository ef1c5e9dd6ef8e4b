import { randomUUID } from 'node:crypto';
import {
  acceptedAndRejected277ca,
  acknowledgement999,
  paid835,
} from '../src/server/testing/response-files.ts';
import { type SftpTestServer, startSftpServer } from '../src/server/testing/sftp-server.ts';
import { expect, SECOND_SERVER } from './fixtures.ts';
import { fillOfficeAllyConnection, OFFICE_ALLY_REACHED } from './support/clearinghouse.ts';
import { signInForElectronicClaims, twoPendingClaimRows } from './support/answered-claims.ts';
import { testWithOperator as test } from './support/operator.ts';
import { screenshot, screenshotDesktopThenPhone } from './support/screens.ts';

test.describe.configure({ lock: SECOND_SERVER });

/**
 * Issue 26's acceptance: nobody downloads or uploads a file. An operator sets up a connection
 * with the Office Ally preset (claims sent every minute, answers polled every minute) and tests
 * it; the doula submits her claims; within one send interval the 837P is on the clearinghouse's
 * SFTP server; the clearinghouse's 999, 277CA and 835 dropped in its answer folder reach her
 * claims within one poll interval, live.
 *
 * It runs on the second server, after the other journeys there (its own project): a connection
 * that sends claims batches every ready claim of every doula, which the journeys that batch by
 * hand must not meet.
 */
let sftp: SftpTestServer;
test.beforeAll(async () => {
  sftp = await startSftpServer({ layout: 'office_ally' });
});
test.afterAll(async () => {
  await sftp.close();
});

/** Up to one schedule interval (a minute) plus the time the work takes on a loaded machine. */
const ONE_INTERVAL = { timeout: 100_000, intervals: [1_000] };

test('claims go to the clearinghouse and its answers come back with no hands', async ({
  page,
  operatorWindow,
}) => {
  test.setTimeout(300_000);
  const operator = await operatorWindow();
  const name = `Office Ally ${randomUUID().slice(0, 6)}`;
  const form = await fillOfficeAllyConnection(operator, sftp, name);
  await form.getByLabel('Send claims through this connection').check();
  await form.getByLabel('Send schedule').selectOption('every');
  await form.getByLabel('Send every (minutes)').fill('1');
  await form.getByLabel('Poll every (minutes)').fill('1');
  await form.getByRole('button', { name: 'Add connection' }).click();
  const card = operator.getByRole('listitem', { name });
  await card.getByRole('button', { name: 'Test connection' }).click();
  await expect(card.getByText(OFFICE_ALLY_REACHED)).toBeVisible();

  // She submits two claims and keeps her list open.
  await signInForElectronicClaims(page);
  const { first, second, firstRow, secondRow } = await twoPendingClaimRows(page, [12, 9], {
    scheduledSend: true,
  });

  // Within one send interval the 837P with both claims is in inbound/, and her claims read
  // Processing without a reload.
  let fileName = '';
  await expect
    .poll(() => {
      fileName =
        sftp.list('inbound').find((file) => {
          const text = sftp.read(`inbound/${file}`) ?? '';
          return text.includes(first.formId) && text.includes(second.formId);
        }) ?? '';
      return fileName;
    }, ONE_INTERVAL)
    .not.toBe('');
  const file = sftp.read(`inbound/${fileName}`)!;
  const batchNumber = Number(/~GS\*HC\*[^*]*\*[^*]*\*\d+\*\d+\*(\d+)\*/.exec(file)![1]);
  await expect(secondRow.locator('.status-badge')).toHaveText('Processing');

  // The clearinghouse answers in outbound/, all at once: its 999, the payer's 277CA (the first
  // claim accepted, the second rejected) and the 835 paying the first. One poll reads them in
  // the order they arrived.
  sftp.put(`outbound/${batchNumber}.999`, acknowledgement999(batchNumber, 'accepted'));
  sftp.put(`outbound/${batchNumber}.277`, acceptedAndRejected277ca(first, second));
  sftp.put(`outbound/${batchNumber}.835`, paid835(first));
  await expect(firstRow.locator('.status-badge')).toHaveText('Approved', ONE_INTERVAL);
  await expect(firstRow).toContainText('$162.11 paid');
  await expect(secondRow.locator('.status-badge')).toHaveText('Rejected');
  // Her first claim's history: accepted by the payer (the 277CA), then paid (the 835).
  await firstRow.getByRole('button').first().click();
  const history = firstRow.locator('.status-history li');
  await expect(history.filter({ hasText: '277CA from EXAMPLE CLEARINGHOUSE' })).toHaveCount(1);
  await expect(history.last()).toContainText('835');
  await screenshot(page, 'clearinghouse-journey-her-claims');

  // Nobody uploaded anything: the console lists the batch it sent and the files it fetched.
  await operator.reload();
  await expect(card).toContainText(`${batchNumber}.835`);
  await expect(card).toContainText(fileName);
  await screenshotDesktopThenPhone(operator, 'clearinghouse-journey-console');
});
