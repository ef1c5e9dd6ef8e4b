import { expect, expectAccessible, signInRegistered, test, visit } from './fixtures.ts';
import { screenshot } from './support/screens.ts';

test('Terms of Service and Privacy Policy are reachable while signed out', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/tos');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated October 13, 2025')).toBeVisible();
  await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  await expect(page.getByText(/laws of the State of California/)).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText(/We do not sell your personal information/)).toBeVisible();
  await expect(page.getByText(/children under 13/)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  await visit(page, '/tos');
  await visit(page, '/privacy');
});

test('a signed-out visitor of a protected route is sent to /', async ({ page }) => {
  for (const path of ['/claims', '/new-claim', '/patients', '/facilities', '/account']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Continue with your account' })).toBeVisible();
  }
  const response = await page.request.get('/api/session');
  expect(response.status()).toBe(401);
});

test('an unknown path shows a not-found page with a way home', async ({ page }) => {
  await visit(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('the /doula-claims path (the claims address people are given) leads to the claims list (and so, signed out, to /)', async ({
  page,
}) => {
  await page.goto('/doula-claims');
  await expect(page).toHaveURL('/');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation folds behind a Menu toggle', async ({ page }) => {
    await signInRegistered(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Claims', exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Claims', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await screenshot(page, 'menu-open-375');

    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Claims', exact: true })).toBeHidden();
  });
});

test('the active navigation item is highlighted by path', async ({ page }) => {
  await signInRegistered(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Claims', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Claims', exact: true })).toHaveClass(/is-active/);
  await nav.getByRole('link', { name: 'Patients', exact: true }).click();
  await expect(page).toHaveURL('/patients');
  await expect(nav.getByRole('link', { name: 'Patients', exact: true })).toHaveClass(/is-active/);
  await expect(nav.getByRole('link', { name: 'Claims', exact: true })).not.toHaveClass(/is-active/);
  await expectAccessible(page);
  // The logo leads to /, which sends a registered doula on to her claims.
  await page.getByRole('link', { name: /Doula Billing/ }).click();
  await expect(page).toHaveURL('/claims');
});
