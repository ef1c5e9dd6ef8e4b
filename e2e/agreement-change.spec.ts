import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  admin,
  expect,
  expectAccessible,
  signInRegistered,
  test,
  SECOND_SERVER,
} from './fixtures.ts';
import { acceptAgreement, saveWithFiveDigitZip } from './support/registration.ts';

// Publishing an agreement sends every registered doula back to acceptance, so this journey runs
// on the second server, one at a time with the others there (its own Playwright project, see
// playwright.config.ts).
test.describe.configure({ lock: SECOND_SERVER });

test('a new agreement version sends a registered doula back to accept it, without a code', async ({
  page,
}) => {
  const email = await signInRegistered(page);
  const file = path.join(os.tmpdir(), `agreement-${randomUUID()}.txt`);
  await writeFile(file, 'Updated agreement text for the browser test.');
  const version = `e2e-${randomUUID().slice(0, 8)}`;
  await admin('baa', 'publish', version, file);
  await page.goto('/claims');
  await expect(page).toHaveURL('/');
  await expect(page.getByText("We've updated our Business Associate Agreement.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Business Associate Agreement text' }),
  ).toContainText('Updated agreement text');
  await expect(page.getByLabel('First name')).toHaveValue('Maya');
  await expect(page.getByText('On file: •••-••-6789. Leave blank to keep it.')).toBeVisible();
  await expectAccessible(page);
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await saveWithFiveDigitZip(page);
  await expect(page).toHaveURL('/claims');
  expect(email).toContain('@');
});
