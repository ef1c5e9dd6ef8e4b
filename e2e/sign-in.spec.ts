import { expect, signIn, test, uniqueEmail, visit } from './fixtures.ts';

test('signs in through the popup without a reload, and signs out back to /', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const email = uniqueEmail();
  await signIn(page, email);

  await expect(page.getByText(email)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
  // She is new, so registration comes first: until it is done the menu holds only Sign out.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveCount(0);
  await expectAccessibleHere(page);

  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Continue with your account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const session = await page.request.get('/api/session');
  expect(session.status()).toBe(401);
});

test('a blocked popup falls back to signing in in the whole page', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await visit(page, '/');
  await page.getByRole('link', { name: 'Continue with your account' }).click();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

async function expectAccessibleHere(page: import('@playwright/test').Page) {
  const { expectAccessible } = await import('./fixtures.ts');
  await expectAccessible(page);
}
