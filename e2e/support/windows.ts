import type { Browser, Page } from '@playwright/test';
import { expect, signInRegistered, uniqueEmail } from '../fixtures.ts';
import { signInDirectly } from './server-data.ts';

/**
 * A browser window of its own (a fresh context: another person, or the same one signed in
 * again). As on the test's own page, an uncaught error in it fails the test: `close()` says so
 * once the window is closed.
 */
export async function openWindow(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const close = async () => {
    await context.close();
    expect(errors, 'uncaught errors in the other window').toEqual([]);
  };
  return { page, close };
}

/**
 * One doula signed in twice, in two separate browser windows: `first` is registered, `second`
 * signs in to the same account and has its live stream open (the claims list she lands on opens
 * the tab's one live stream; other lists reuse it). Runs `journey` in them, then closes both.
 */
export async function withTwoWindowsOfOneDoula(
  browser: Browser,
  label: string,
  journey: (windows: { first: Page; second: Page }) => Promise<void>,
) {
  const first = await openWindow(browser);
  const second = await openWindow(browser);
  try {
    const email = await signInRegistered(first.page, uniqueEmail(label));
    await signInDirectly(second.page.context(), email);
    const streamOpen = second.page.waitForResponse((r) => r.url().endsWith('/api/events'));
    await second.page.goto('/');
    await expect(second.page).toHaveURL('/claims');
    await streamOpen;
    await journey({ first: first.page, second: second.page });
  } finally {
    await first.close().finally(second.close);
  }
}
