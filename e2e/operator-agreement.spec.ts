import { expect, expectAccessible, signInRegistered, test, SECOND_SERVER } from './fixtures.ts';
import { operatorSection, signInOperator } from './support/operator.ts';
import { openWindow } from './support/windows.ts';

// Publishing makes every registered doula accept the agreement again, so this journey runs on
// the second server, one at a time with the others there (its own Playwright project, see
// playwright.config.ts).
test.describe.configure({ lock: SECOND_SERVER });

test('an operator publishes a new agreement version; a provider must accept it again', async ({
  page,
  browser,
}) => {
  test.slow(); // two signed-in browsers
  const { page: provider, close: closeProvider } = await openWindow(browser);
  await signInRegistered(provider);

  await signInOperator(page);
  await operatorSection(page, 'Agreements').click();
  const version = `console-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Version label' }).fill(version);
  await page
    .getByRole('textbox', { name: 'Agreement text' })
    .fill('The agreement as published from the operator console.');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByText(/Every provider will have to read and accept it again/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: `Yes, publish version ${version}` }).click();
  await expect(page.getByText(`Version ${version} is published and current.`)).toBeVisible();
  const newest = page.locator('.op-list > li').first();
  await expect(newest).toContainText(`Version ${version}`);
  await expect(newest).toContainText('Current');
  await expect(page.locator('.op-list > li').nth(1)).not.toContainText('Current');
  await expectAccessible(page);

  // The same label again is refused, on the form.
  await page.getByRole('textbox', { name: 'Version label' }).fill(version);
  await page.getByRole('textbox', { name: 'Agreement text' }).fill('Another text.');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: `Yes, publish version ${version}` }).click();
  await expect(page.getByText('This version label is already used.')).toBeVisible();

  await provider.goto('/claims');
  await expect(provider).toHaveURL('/');
  await expect(
    provider.getByRole('region', { name: 'Business Associate Agreement text' }),
  ).toContainText('The agreement as published from the operator console.');
  await closeProvider();
});
