import { randomUUID } from 'node:crypto';
import { type SftpTestServer, startSftpServer } from '../src/server/testing/sftp-server.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { fillOfficeAllyConnection, OFFICE_ALLY_REACHED } from './support/clearinghouse.ts';
import { operatorSection, signInOperator } from './support/operator.ts';
import { expectNoSideScroll, screenshot } from './support/screens.ts';

/**
 * Item 1 of the clearinghouse work, in the console: an operator adds a connection with the
 * Office Ally preset against a real SFTP server on loopback, tests it, and sees its health at
 * the top of every section. The password goes in once and is never shown again.
 */
let sftp: SftpTestServer;
test.beforeAll(async () => {
  sftp = await startSftpServer({ layout: 'office_ally' });
});
test.afterAll(async () => {
  await sftp.close();
});

test('an operator adds an Office Ally connection, tests it and sees its health', async ({
  page,
}) => {
  // An SFTP session and screens at two widths: slow on a loaded machine.
  test.slow();
  const name = `Office Ally ${randomUUID().slice(0, 6)}`;
  await signInOperator(page);
  const form = await fillOfficeAllyConnection(page, sftp, name);
  // The preset filled the folders and what happens after a download; they stay editable.
  await expect(form.getByLabel('Upload folder', { exact: true })).toHaveValue('inbound');
  await expect(form.getByLabel('Answer folders', { exact: true })).toHaveValue('outbound');
  await expect(form.getByLabel('After download', { exact: true })).toHaveValue('leave');
  await expect(form.getByText('ssh-keyscan host | ssh-keygen -lf -')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await screenshot(page, 'clearinghouse-form-desktop');
  await form.getByRole('button', { name: 'Add connection' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved; it is not shown again' }),
  ).toContainText(`“${name}” is saved.`);
  await expect(page.getByText(sftp.password)).toHaveCount(0);

  const card = page.getByRole('listitem', { name });
  await card.getByRole('button', { name: 'Test connection' }).click();
  await expect(card.getByText(OFFICE_ALLY_REACHED)).toBeVisible();

  // Editing leaves the password blank: unchanged unless a new one is typed. A changed port
  // asks for it again, at its field, before anything is sent.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: `Edit “${name}”` });
  await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(edit.getByLabel('Host', { exact: true })).toHaveValue(sftp.host);
  await edit.getByLabel('Port', { exact: true }).fill('2222');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /The server, port, user or login method changed: enter the password or private key again\./,
  );
  await screenshot(page, 'clearinghouse-form-secret-again-desktop');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A poll beside files no one can fetch: a NUL name, a name with a slash, a locked file.
  // The valid one is read; the others are listed with their reasons.
  sftp.put('outbound/garbage.999', 'this is not an X12 file');
  sftp.put('outbound/locked.999', 'ISA*locked~');
  Object.assign(sftp.faults, {
    phantomNames: ['bad\u0000name.999', '../../etc/passwd'],
    refuseOpenOf: 'locked.999',
  });
  await card.getByRole('button', { name: 'Poll now' }).click();
  await expect(card.getByText('4 new answer files: 3 refused, 1 failed.')).toBeVisible();
  const files = card.getByRole('list', { name: 'Recent answer files' });
  await expect(files).toContainText('outbound/bad\\x00name.999');
  await expect(files).toContainText('Reason: Not fetched: the name holds a NUL character.');
  await expect(files).toContainText(
    'Reason: Not fetched: the name holds a slash, so it could point outside the answer folder.',
  );
  await expect(files).toContainText(
    'Reason: The download did not complete (outbound/locked.999). Attempt 1 of 3; the next poll tries again.',
  );
  delete sftp.faults.phantomNames;
  delete sftp.faults.refuseOpenOf;
  await expectAccessible(page);
  await files.scrollIntoViewIfNeeded();
  await screenshot(page, 'clearinghouse-answer-files-desktop');

  // Its health stands at the top of every section, the claims queue first among them.
  await operatorSection(page, 'Claims queue').click();
  const health = page.getByRole('region', { name: 'Clearinghouse health' });
  await expect(health).toContainText(`${name}: Last sent: never`);

  await expectAccessible(page);
  await operatorSection(page, 'Clearinghouse').click();
  await expect(card).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, 'clearinghouse-console-desktop');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSideScroll(page, 'the Clearinghouse section at phone width');
  await screenshot(page, 'clearinghouse-console-phone');
  await card.getByRole('list', { name: 'Recent answer files' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'clearinghouse-answer-files-phone');
  await card.getByRole('button', { name: 'Edit' }).click();
  await expectNoSideScroll(page, 'the connection form at phone width');
  await screenshot(page, 'clearinghouse-form-phone');
});
