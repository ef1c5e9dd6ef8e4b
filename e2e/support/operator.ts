import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signInShared } from './server-data.ts';
import { openWindow } from './windows.ts';
import { csrf } from './api.ts';

/** The operator the browser tests' server is started with (its ADMIN_EMAILS). */
export const OPERATOR = 'operator@e2e.test';

/**
 * The operator signed in (their session made once per worker and reused: no journey signs an
 * operator out), then the home page, which sends an operator on to the console.
 */
export async function signInOperator(page: Page, email = OPERATOR) {
  await signInShared(page.context(), email);
  await page.goto('/');
  // An operator needs no doula profile: the home page sends them on to the console.
  await expect(page).toHaveURL('/operator');
  await expect(page.getByRole('heading', { name: 'Operator console', level: 1 })).toBeVisible();
}

/** The operator signed in, in a browser window of their own beside the doula's. */
export async function openOperatorWindow(browser: Browser, email = OPERATOR) {
  const opened = await openWindow(browser);
  await signInOperator(opened.page, email);
  return opened;
}

/**
 * The test of a journey in which the operator works beside her: `operatorWindow(email?)` signs
 * the operator in, in a browser window of their own, closed when the test ends (failing it on an
 * uncaught error there). Asking for it marks the journey slow: two signed-in browsers.
 */
export const testWithOperator = test.extend<{
  operatorWindow: (email?: string) => Promise<Page>;
}>({
  operatorWindow: async ({ browser }, use, testInfo) => {
    testInfo.slow();
    const opened: { close(): Promise<void> }[] = [];
    await use(async (email) => {
      const window = await openOperatorWindow(browser, email);
      opened.push(window);
      return window.page;
    });
    for (const window of opened) await window.close();
  },
});

/** A section link of the console's navigation. */
export const operatorSection = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Operator sections' }).getByRole('link', { name });

/** The console's "Payer profiles" panel, the operator signed in, once its profiles are listed. */
export async function openPayerProfiles(page: Page) {
  await signInOperator(page);
  await page.getByRole('link', { name: 'Payer profiles' }).click();
  await expect(page.getByRole('article', { name: 'Commercial / other' })).toBeVisible();
}

/** Narrows the claims queue to one provider's claims, and waits until it lists `count`. */
export async function filterQueueByProvider(ops: Page, email: string, count: number) {
  await ops.getByRole('textbox', { name: 'Provider email' }).fill(email);
  await ops.getByRole('button', { name: 'Apply filters' }).click();
  await expect(ops.locator('.op-list > li')).toHaveCount(count);
}

/** The queue's checkbox that puts a claim in the next batch. */
export const batchCheckbox = (ops: Page, formId: string) =>
  ops.getByRole('checkbox', { name: `Select ${formId} for a batch` });

/** Ticks claims in the queue for the next batch. */
export async function tickForBatch(ops: Page, formIds: string[]) {
  for (const formId of formIds) await batchCheckbox(ops, formId).check();
}

/**
 * Creates the batch of the ticked claims; checks that it names them (`formIds`, for `payerId`)
 * and returns its "Batch N is ready." status.
 */
export async function createBatch(ops: Page, formIds: string[], payerId = 'MCAL1') {
  await ops.getByRole('button', { name: 'Create batch' }).click();
  const made = ops.getByRole('status').filter({ hasText: /Batch \d+ is ready\./ });
  await expect(made).toContainText(
    `${formIds.length} claims for ${payerId} (${formIds.join(', ')}) now read Processing.`,
  );
  return made;
}

/** Imports a payer response file (`text`, uploaded as `name`) in the Payer responses section. */
export async function importResponseFile(ops: Page, name: string, text: string) {
  await ops.getByLabel('Response file').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  await ops.getByRole('button', { name: 'Import file' }).click();
}

/** Sends claims (by form ID) in an 837P batch through the API, as the console's batch does. */
export async function sendInBatchThroughApi(ops: Page, formIds: string[], payerId = 'MCAL1') {
  const made = await ops.request.post('/api/operator/batches', {
    headers: csrf,
    data: { payerId, claimIds: formIds },
  });
  expect(made.status(), await made.text()).toBe(201);
}

/**
 * The operator sends her claims in a batch (through the API) and opens Payer responses, ready
 * to import the payer's answer to them.
 */
export async function sendForPayerAnswers(ops: Page, claims: { formId: string }[]) {
  await sendInBatchThroughApi(
    ops,
    claims.map((claim) => claim.formId),
  );
  await operatorSection(ops, 'Payer responses').click();
}
