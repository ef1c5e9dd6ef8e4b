import {
  expect,
  expectAccessible,
  signIn,
  signInRegistered,
  test,
  uniqueEmail,
} from './fixtures.ts';

import { operatorSection as section, signInOperator } from './support/operator.ts';
import { expectNoSideScroll, screenshot } from './support/screens.ts';

test('a provider has no Operator item, and /operator sends her away', async ({ page }) => {
  await signInRegistered(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Claims' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Operator' })).toHaveCount(0);
  await page.goto('/operator');
  // The guard sends her to /, which takes a registered provider on to her claims.
  await expect(page).toHaveURL('/claims');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toHaveCount(0);
  const refused = await page.request.get('/api/operator/claims');
  expect(refused.status()).toBe(403);
});

test('someone signed in but not registered is sent to / from /operator', async ({ page }) => {
  await page.goto('/');
  await signIn(page, uniqueEmail('stranger'));
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toBeVisible();
  await page.goto('/operator');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toBeVisible();
  await expectAccessible(page);
});

test('the operator revokes an invitation after confirming, and previews an agreement without publishing', async ({
  page,
}) => {
  await signInOperator(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operator' }),
  ).toBeVisible();
  await section(page, 'Invitations').click();
  const email = uniqueEmail('revoked');
  await page.getByRole('textbox', { name: 'Provider’s email' }).fill(email);
  await page.getByRole('radio', { name: 'Type a code' }).check();
  await page.getByRole('textbox', { name: 'Code to send' }).fill('short');
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page.getByText(/A typed code needs at least 8 characters/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Code to send' }).fill('spring-welcome-26');
  await page.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page.locator('.op-code')).toHaveText('SPRING-WELCOME-26');

  await page.getByRole('textbox', { name: 'Show invitations for email' }).fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.locator('.op-list > li')).toHaveCount(1);
  await page.getByRole('button', { name: `Revoke invitation for ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.locator('.op-list > li')).toContainText('Not redeemed yet');
  await page.getByRole('button', { name: `Revoke invitation for ${email}` }).click();
  await dialog.getByRole('button', { name: 'Yes, revoke it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.op-list > li')).toContainText('Revoked');
  await expect(page.getByRole('button', { name: `Revoke invitation for ${email}` })).toHaveCount(0);

  await section(page, 'Agreements').click();
  await expect(page.locator('.op-list > li').first()).toContainText('Current');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Enter a version label, e.g. 2026-01-15.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Version label' }).fill('never-published');
  await page.getByRole('textbox', { name: 'Agreement text' }).fill('A draft that stays a draft.');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Agreement preview' })).toHaveText(
    'A draft that stays a draft.',
  );
  await expect(
    page.getByText(/Every provider will have to read and accept it again/),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish version never-published now?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Back to editing' }).click();
  await expect(page.getByRole('textbox', { name: 'Version label' })).toHaveValue('never-published');
  await expect(page.locator('.op-list')).not.toContainText('never-published');
});

for (const width of [1280, 375]) {
  test.describe(`the console at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test(`every section fits and is accessible at ${width} px`, async ({ page }) => {
      test.slow(); // seven sections, each checked for accessibility and width
      await signInOperator(page);
      for (const [name, slug] of [
        ['Claims queue', 'claims'],
        ['Batches', 'batches'],
        ['Clearinghouse', 'clearinghouse'],
        ['Invitations', 'invitations'],
        ['Agreements', 'agreements'],
        ['Outbox', 'outbox'],
        ['Audit trail', 'audit'],
      ] as const) {
        if (width < 800) {
          // The main navigation is folded on a phone; the console's own sections are not.
          await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
        }
        await section(page, name).click();
        await expect(page).toHaveURL(`/operator?section=${slug}`);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.locator('.loading-state')).toHaveCount(0);
        await expectAccessible(page);
        await expectNoSideScroll(page, `${name} at ${width} px`);
        await screenshot(page, `operator-${slug}-${width}`);
      }
      // Open one claim, if the queue has any, and look at it too.
      await section(page, 'Claims queue').click();
      const first = page.locator('.op-row-summary').first();
      if ((await first.count()) > 0) {
        await first.click();
        await expect(page.getByRole('button', { name: 'Update status' })).toBeVisible();
        await expectAccessible(page);
        await expectNoSideScroll(page);
        await screenshot(page, `operator-claim-${width}`);
      }
    });
  });
}
