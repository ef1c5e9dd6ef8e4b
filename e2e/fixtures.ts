import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { validProfile } from '../src/domain/testing/valid-inputs.ts';
import { seriousViolations } from './support/accessibility.ts';
import { closeServerData, registerDirectly, serverEnv } from './support/server-data.ts';

/**
 * Fails on serious or critical accessibility violations of the page as it is now.
 * Every test calls it on each page it visits (the `visit` helper does it on arrival).
 */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page), `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Fills a form's fields, by exact label: text into inputs, an option's value into a select, and
 * into a searchable list (a combobox) the text, then Enter.
 */
export async function fillFields(form: Locator | Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    const kind = await field.evaluate((element) => element.getAttribute('role') ?? element.tagName);
    if (kind === 'SELECT') {
      await field.selectOption(value);
    } else if (kind === 'combobox') {
      // A searchable list: type, then Enter picks the first match (or "Other" for none).
      await field.fill(value);
      await field.press('Enter');
    } else {
      await field.fill(value);
    }
  }
}

/**
 * A record's values keyed by its form's labels (`labels` names the fields the form has), for
 * `fillFields`; a blank value is a field she leaves alone.
 */
export function fieldsByLabel<T extends object>(
  record: T,
  labels: Partial<Record<keyof T, string>>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    const label = labels[key as keyof T];
    if (label && value) fields[label] = String(value);
  }
  return fields;
}

/** Goes to a path, waits for the app to settle, and checks the page's accessibility. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
}

/** A fresh email per test, so tests never share a user. */
export function uniqueEmail(label = 'doula') {
  return `${label}-${randomUUID().slice(0, 8)}@e2e.test`;
}

/**
 * Signs in through the popup and the built-in development identity provider; without `email`,
 * as someone the app has never seen. Returns the email.
 */
export async function signIn(page: Page, email = uniqueEmail()) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Continue with your account' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Email').fill(email);
  await expectAccessible(popup);
  // Wait for the close from before the click: the popup may close before the click returns.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  return email;
}

/** Runs the operator CLI against the test's server data (it attaches to the running cluster). */
export async function admin(...args: string[]) {
  const { stdout } = await promisify(execFile)(
    'node',
    // The command line's build (`npm run build` makes it with the server's).
    ['dist/server/admin.mjs', ...args],
    {
      env: { ...process.env, DATA_DIR: serverEnv().DATA_DIR },
    },
  );
  return stdout;
}

/** The profile every registered test doula has. */
export const testProfile = validProfile();

/**
 * A signed-in doula with a complete profile (the test profile unless `profile` is given), made
 * quickly: her invitation, registration and session written straight into the server's
 * database (the sign-in popup and the registration screens have their own journeys in
 * sign-in.spec.ts and registration.spec.ts). Leaves the page on /claims.
 */
export async function signInRegistered(page: Page, email = uniqueEmail(), profile = testProfile) {
  await registerDirectly(page.context(), email, profile);
  await page.goto('/');
  await expect(page).toHaveURL('/claims');
  return email;
}

/**
 * The lock of the journeys on the second server (`test.describe.configure({ lock })` in each):
 * they change what every doula there sees, so they run one at a time, in the order of their
 * projects in playwright.config.ts.
 */
export const SECOND_SERVER = 'second-server';

export const test = base.extend<{ consoleErrors: string[] }, { serverData: void }>({
  // Any uncaught page error fails the test: a broken screen must not pass silently.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // The worker's database pools (opened by the first direct sign-in), closed when it ends.
  serverData: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      await closeServerData();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
