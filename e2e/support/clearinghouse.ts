import type { Page } from '@playwright/test';
import type { SftpTestServer } from '../../src/server/testing/sftp-server.ts';
import { expect, fillFields } from '../fixtures.ts';
import { operatorSection } from './operator.ts';

/**
 * Opens the console's Clearinghouse section and fills "Add a connection" with the Office Ally
 * preset for `sftp` (a test SFTP server on loopback), leaving the form open for more choices.
 * Returns the form.
 */
export async function fillOfficeAllyConnection(page: Page, sftp: SftpTestServer, name: string) {
  await operatorSection(page, 'Clearinghouse').click();
  await expect(page.getByRole('heading', { name: 'Clearinghouse', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a connection' }).click();
  const form = page.getByRole('form', { name: 'Add a connection' });
  await form.getByLabel('Preset', { exact: true }).selectOption('office_ally');
  await fillFields(form, {
    Name: name,
    Host: sftp.host,
    Port: String(sftp.port),
    User: sftp.username,
    Password: sftp.password,
    'Host-key fingerprint': sftp.hostKeyFingerprint,
    'ISA sender ID': 'DOULABILL',
    'ISA receiver ID': 'OFFALLY',
  });
  return form;
}

/** The sentence "Test connection" answers for a reachable Office Ally server. */
export const OFFICE_ALLY_REACHED =
  'Logged in; the upload folder inbound/ is there; the answer folder outbound/ is there.';
