import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

// What the journeys leave for a person to look at (screenshots in test-results/screens), and the
// one layout rule every screen keeps: nothing wider than the window.

/**
 * Whether the pictures are saved: `npm test` runs the journeys for their checks and sets
 * E2E_SCREENS=off, since a whole-page picture costs CPU the rest of the run shares; run by hand
 * (`npx playwright test`), they are saved for a person to look at.
 */
const screensWanted = process.env.E2E_SCREENS !== 'off';

/** Saves the page (the whole of it, unless `fullPage` is false) as test-results/screens/<name>.png. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!screensWanted) return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}

/** The whole page as `<name>-desktop`, then at phone width (375 × 800, where it stays) as `<name>-phone`. */
export async function screenshotDesktopThenPhone(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-phone`);
}

/** Nothing on the page is wider than its window: it never scrolls sideways. */
export async function expectNoSideScroll(page: Page, message?: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, message).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * A screen as a person checks it before calling it done: at 1280 wide (saved as `<name>-1280`),
 * then at phone width (`<name>-375`), never scrolling sideways at either; then back at 1280 for
 * what the journey does next, unless `stayAtPhone`.
 */
export async function screensAt1280And375(page: Page, name: string, { stayAtPhone = false } = {}) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSideScroll(page, `${name} at ${width} pixels wide`);
    await screenshot(page, `${name}-${width}`);
  }
  if (!stayAtPhone) await page.setViewportSize({ width: 1280, height: 800 });
}
