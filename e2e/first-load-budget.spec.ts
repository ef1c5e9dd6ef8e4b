import type { Page } from '@playwright/test';
import { expect, signInRegistered, test } from './fixtures.ts';

/**
 * What the first route costs on the wire: the script bytes transferred (compressed) for a
 * fresh load of / signed out and of /claims signed in, each script sent compressed.
 */
// Not yet the targets (80 KB for /, 110 KB for /claims): React DOM alone is ~60 KB, and the
// router and query client load with it. Until the first page sheds them, these ceilings stop
// it from growing: measured 98 KB and 125 KB (brotli) on 2026-11-23.
const BUDGET_KB = { home: 100, claims: 128 };

async function scriptBytes(page: Page, path: string) {
  const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        scripts.push({
          url: new URL(response.url()).pathname,
          encoding: (await response.allHeaders())['content-encoding'],
          bytes: sizes.responseBodySize,
        });
      })(),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const kb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
  return { scripts, kb };
}

test('the first route is sent compressed and within its script budget', async ({
  page,
  browser,
}) => {
  const home = await scriptBytes(page, '/');
  await expect(page.getByRole('button', { name: 'Continue with your account' })).toBeVisible();
  expect(home.scripts.length).toBeGreaterThan(0);
  for (const script of home.scripts) expect(script.encoding, script.url).toBe('br');

  const context = await browser.newContext();
  const signedIn = await context.newPage();
  await signInRegistered(signedIn);
  // A fresh page in a fresh cache: only what /claims itself needs.
  const fresh = await (
    await browser.newContext({ storageState: await context.storageState() })
  ).newPage();
  const claims = await scriptBytes(fresh, '/claims');
  await expect(fresh.getByRole('heading', { name: /claims/i }).first()).toBeVisible();
  for (const script of claims.scripts) expect(script.encoding, script.url).toBe('br');

  test.info().annotations.push({
    type: 'script bytes',
    description: `/ ${home.kb.toFixed(1)} KB, /claims ${claims.kb.toFixed(1)} KB (brotli)`,
  });
  console.log(
    `first-route scripts: / ${home.kb.toFixed(1)} KB, /claims ${claims.kb.toFixed(1)} KB`,
  );
  expect(home.kb).toBeLessThanOrEqual(BUDGET_KB.home);
  expect(claims.kb).toBeLessThanOrEqual(BUDGET_KB.claims);
});
