import type { Browser, Page } from '@playwright/test';
import { expect, fillFields, signIn, signInRegistered, uniqueEmail } from '../fixtures.ts';

/** Clicks a link of the main navigation by its exact text. */
export async function followMainNav(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: link, exact: true })
    .click();
}

/**
 * Goes to a record list (Patients or Facilities) through the navigation and waits until the
 * list has loaded (its loading line is gone).
 */
export async function openRecordList(page: Page, title: 'Patients' | 'Facilities') {
  await followMainNav(page, title);
  await expect(page).toHaveURL(`/${title.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(`Loading your ${title.toLowerCase()}…`)).toBeHidden();
}

/**
 * Opens an "Add …" dialog from the button named `opener`, fills it by label and saves;
 * returns the dialog (hidden once the save succeeded).
 */
export async function addThroughDialog(
  page: Page,
  opener: string,
  dialogName: string,
  fields: Record<string, string>,
) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await fillFields(dialog, fields);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

/**
 * Creates a record through the API as the signed-in doula, checks it was created, and returns
 * what the server answered (with the new record's id).
 */
export async function createThroughApi(page: Page, path: string, data: object) {
  const response = await page.request.post(path, {
    headers: { 'x-requested-with': 'doula-billing' },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/**
 * Makes the server answer 500 to the requests matching `url` (only to `method` when given;
 * other methods go through).
 */
export async function failRequests(page: Page, url: string, method?: string) {
  await page.route(url, (route) =>
    method === undefined || route.request().method() === method
      ? route.fulfill({ status: 500, body: '{}', contentType: 'application/json' })
      : route.fallback(),
  );
}

/**
 * One doula signed in twice, in two separate browser windows: `first` is registered, `second`
 * signs in to the same account and has its live stream open (the claims list she lands on opens
 * the tab's one live stream; other lists reuse it). Close both with `close()`.
 */
export async function twoWindowsOfOneDoula(browser: Browser, label: string) {
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  const close = async () => {
    await firstContext.close();
    await secondContext.close();
  };
  try {
    const first = await firstContext.newPage();
    const email = await signInRegistered(first, uniqueEmail(label));
    const second = await secondContext.newPage();
    await second.goto('/');
    const streamOpen = second.waitForResponse((r) => r.url().endsWith('/api/events'));
    await signIn(second, email);
    await expect(second).toHaveURL('/claims');
    await streamOpen;
    return { first, second, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A patient as the doula types her into the Add patient form, by field label. */
export const patientAna = {
  'First name': 'Ana',
  'Last name': 'Rivera',
  'Date of birth': '1992-04-17',
  'Street address': '12 Elm St',
  City: 'Fresno',
  State: 'CA',
  'ZIP code': '93701',
  'Insurance provider': 'Medi-Cal',
  'Payer ID': 'MCAL1',
  'Payer type': 'Medicaid',
  'Policy number': 'POL-E2E-4417',
};
