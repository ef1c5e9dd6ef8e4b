import type { Page } from '@playwright/test';
import { E2E_INTRO_SESSION_URL } from '../playwright.config.ts';
import { expect, signIn, signInRegistered, test, uniqueEmail } from './fixtures.ts';
import { expectNoSideScroll, screenshotDesktopThenPhone } from './support/screens.ts';

/**
 * The public pages come drawn in their HTML (built at build time, signed out), so their words
 * show before any script runs; React hydrates them without redrawing once she interacts with
 * the page (decision 066). The server writes the settings the pages show (the intro session's
 * address) into the page it serves, so every link works before any script. A browser with a
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

/** React's chunk, fetched only once she interacts with a public page. */
const REACT_CHUNK = /\/assets\/react-[^/]*\.js$/;

/**
 * The mouse moves onto the page (her first interaction), and React hydrates it: done once the
 * footer, the last of the page, is React's (a mismatch is reported by then).
 */
async function interactAndHydrate(page: Page) {
  // A real move (the mouse may already rest at the first point, from the page before).
  await page.mouse.move(20, 20);
  await page.mouse.move(40, 40);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('footer')!).some((key) => key.startsWith('__react')),
      ),
    )
    .toBe(true);
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
    // Every setting written over its mark, none left for a script to fill in.
    expect(html, path).not.toContain('__PUBLIC_CONFIG_');
  }
  const home = await (await request.get('/')).text();
  expect(home).toContain(`href="${E2E_INTRO_SESSION_URL.replaceAll('&', '&amp;')}"`);
  // Every other address keeps the empty shell the app draws into.
  const shell = await (await request.get('/claims')).text();
  expect(shell).toContain('<div id="root"></div>');
});

test('the public pages hydrate without a mismatch, with their own small script', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const { path, heading } of publicPages) {
    const before = scripts.length;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    // Loaded, and nobody has touched the page: React has not been fetched, let alone run.
    const loaded = scripts.slice(before);
    expect(loaded.length, path).toBeGreaterThan(0);
    expect(
      loaded.filter((script) => REACT_CHUNK.test(script)),
      path,
    ).toEqual([]);
    await interactAndHydrate(page);
  }
  expect(problems, 'console errors or warnings').toEqual([]);
  // React DOM and the page: neither the app (its start, router and query cache) nor a screen.
  expect(scripts.filter((script) => /\/(index|framework|start-app)-/.test(script))).toEqual([]);
  expect(scripts.filter((script) => REACT_CHUNK.test(script)).length).toBeGreaterThan(0);

  // The intro session link, as served and as hydrated (the same: no mismatch above).
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const intro = page.getByRole('link', { name: 'Book an intro session' });
  await expect(intro).toHaveAttribute('href', E2E_INTRO_SESSION_URL);
  await interactAndHydrate(page);
  await expect(intro).toHaveAttribute('href', E2E_INTRO_SESSION_URL);
  // Between public pages, plain links: each page arrives drawn.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Doula Billing/ }).click();
  await expect(page).toHaveURL('/');
  expect(problems, 'console errors or warnings').toEqual([]);
});

test('a click on sign-in before React has arrived still opens the sign-in popup', async ({
  page,
}) => {
  // React's chunk held back until the click has happened: the click comes first, as on a slow phone.
  let clicked = () => {};
  const click = new Promise<void>((resolve) => (clicked = resolve));
  await page.route(REACT_CHUNK, async (route) => {
    await click;
    await route.continue();
  });
  const problems = consoleProblems(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  const popup = page.waitForEvent('popup');
  const signInLink = page.getByRole('link', { name: 'Continue with your account' });
  await signInLink.click();
  clicked();
  // The page stayed, and the popup signs her in: the app takes over here, without a reload.
  const signInWindow = await popup;
  await expect(page).toHaveURL('/');
  await signInWindow.getByLabel('Email').fill(uniqueEmail());
  await signInWindow.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { name: 'Welcome! Let’s get you set up', level: 1 }),
  ).toBeVisible();
  expect(problems, 'console errors or warnings').toEqual([]);
});

test('before any script has arrived, the intro link has its address and sign-in works', async ({
  page,
}) => {
  // A phone whose scripts have not arrived yet: the page as served is all there is.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Welcome to Doula Billing', level: 1 }),
  ).toBeVisible();
  const intro = page.getByRole('link', { name: 'Book an intro session' });
  await expect(intro).toHaveAttribute('href', E2E_INTRO_SESSION_URL);
  await expect(intro).toHaveAttribute('target', '_blank');
  // The page as a phone shows it before its script: at 1280 and at 375 px.
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotDesktopThenPhone(page, 'home-before-script');
  await expectNoSideScroll(page, '/ at 375 px');
  // Sign-in in the whole page, then back at / with scripts: her registration goes on there.
  await page.getByRole('link', { name: 'Continue with your account' }).click();
  await page.unroute(/\.js$/);
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The app's whole first load (the shell, then its screens), not a popup's warm one.
  await expect(
    page.getByRole('heading', { name: 'Welcome! Let’s get you set up', level: 1 }),
  ).toBeVisible({ timeout: 15_000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ reads whole and its sign-in link starts signing in', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Welcome to Doula Billing', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book an intro session' })).toHaveAttribute(
      'href',
      E2E_INTRO_SESSION_URL,
    );
    await page.getByRole('link', { name: 'Continue with your account' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });
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
