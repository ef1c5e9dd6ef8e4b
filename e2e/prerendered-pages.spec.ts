import type { Page } from '@playwright/test';
import { expect, signIn, signInRegistered, test } from './fixtures.ts';

/**
 * The public pages come drawn in their HTML (built at build time, signed out), so their words
 * show before any script runs; React then hydrates them without redrawing. A browser with a
 * session cookie gets the app's shell as before, and the app draws her page.
 */
const publicPages = [
  { path: '/', heading: 'Welcome to Doula Billing' },
  { path: '/tos', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
];

/** Console errors and warnings: a hydration mismatch is reported there. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

test('signed out, each public page carries its heading in the HTML itself', async ({ request }) => {
  for (const { path, heading } of publicPages) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers().vary).toMatch(/cookie/i);
    const html = await response.text();
    expect(html, path).toContain(`<h1>${heading}</h1>`);
    expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  }
  // Every other address keeps the empty shell the app draws into.
  const shell = await (await request.get('/claims')).text();
  expect(shell).toContain('<div id="root"></div>');
});

test('the public pages hydrate without a mismatch and work as an app', async ({ page }) => {
  const problems = consoleProblems(page);
  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  expect(problems, 'console errors or warnings').toEqual([]);

  // Hydrated: the footer's links move within the page (no new document), and the sign-in page
  // fetches what it needs once running (the intro session link).
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Continue with your account' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Book an intro session' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  expect(problems, 'console errors or warnings').toEqual([]);
});

test('signed in, / is what it was: the shell, then her claims', async ({ page }) => {
  await signInRegistered(page);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('Welcome to Doula Billing');
  await page.goto('/');
  await expect(page).toHaveURL('/claims');
});

test('signed in, registration not finished: / continues it, with no mismatch', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('/');
  await signIn(page);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Welcome! Let’s get you set up', level: 1 }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems, 'console errors or warnings').toEqual([]);
});
