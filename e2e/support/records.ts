import type { Locator, Page } from '@playwright/test';
import type { FacilityInput } from '../../src/domain/records/facility.ts';
import type { PatientInput } from '../../src/domain/records/patient.ts';
import { validFacility, validPatient } from '../../src/domain/testing/valid-inputs.ts';
import {
  expect,
  expectAccessible,
  fieldsByLabel,
  fillFields,
  signInRegistered,
} from '../fixtures.ts';

/** Clicks a link of the main navigation by its exact text. */
export async function followMainNav(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: link, exact: true })
    .click();
}

type RecordList = 'Patients' | 'Facilities';

/**
 * Goes to a record list (Patients or Facilities) through the navigation and waits until the
 * list has loaded (its loading line is gone).
 */
export async function openRecordList(page: Page, title: RecordList) {
  await followMainNav(page, title);
  await expect(page).toHaveURL(`/${title.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(`Loading your ${title.toLowerCase()}…`)).toBeHidden();
}

const emptyListHeading = (page: Page, title: RecordList) =>
  page.getByRole('heading', { name: `No ${title.toLowerCase()} yet` });

/** A newly registered doula opens a record list, which is empty ("No patients yet"). */
export async function openEmptyRecordList(page: Page, title: RecordList) {
  await signInRegistered(page);
  await openRecordList(page, title);
  await expect(emptyListHeading(page, title)).toBeVisible();
}

/**
 * A newly registered doula opens a record list whose load fails: the list says `message`
 * (accessibly); once the server answers again, "Try again" shows the empty list.
 */
export async function recoverFromFailedLoad(page: Page, title: RecordList, message: string) {
  const requests = `**/api/${title.toLowerCase()}*`;
  await signInRegistered(page);
  await failRequests(page, requests);
  await openRecordList(page, title);
  await expect(page.getByText(message)).toBeVisible();
  await expectAccessible(page);
  await page.unroute(requests);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(emptyListHeading(page, title)).toBeVisible();
}

/**
 * The server fails to save a new record: the "Add …" dialog (`dialogName`, opened from the
 * button `opener`, filled with `fields`) says `message` and stays open. Returns the dialog, and
 * `restore()` to let the server answer again.
 */
export async function expectSaveFailure(
  page: Page,
  title: RecordList,
  { opener, dialogName }: { opener: string; dialogName: string },
  fields: Record<string, string>,
  message: string,
) {
  const requests = `**/api/${title.toLowerCase()}`;
  await failRequests(page, requests, 'POST');
  const { dialog } = await openDialog(page, opener, dialogName);
  await fillFields(dialog, fields);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog).toBeVisible();
  return { dialog, restore: () => page.unroute(requests) };
}

/**
 * The server fails to archive the one record listed: after her confirmation the list says
 * `message` and still shows the record (its row named by `row`).
 */
export async function expectArchiveFailure(
  page: Page,
  title: RecordList,
  message: string,
  row: RegExp,
) {
  await failRequests(page, `**/api/${title.toLowerCase()}/*/archive`);
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: /^Archive/ }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('row', { name: row })).toBeVisible();
}

/**
 * Clicks the button named `opener` and returns it with the dialog it opens (named like the
 * button unless `dialogName` says otherwise); focus goes back to that button when it closes.
 */
export async function openDialog(page: Page, opener: string, dialogName = opener) {
  const button = page.getByRole('button', { name: opener });
  await button.click();
  return { opener: button, dialog: page.getByRole('dialog', { name: dialogName }) };
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
): Promise<Locator> {
  const { dialog } = await openDialog(page, opener, dialogName);
  await fillFields(dialog, fields);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

const addressLabels = {
  addressStreet: 'Street address',
  addressCity: 'City',
  addressState: 'State',
  addressZip: 'ZIP code',
} as const;

/** A patient as the doula types her into the patient dialog, by field label. */
const patientFields = (patient: PatientInput) =>
  fieldsByLabel(patient, {
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    ...addressLabels,
    insuranceProvider: 'Insurance provider',
    // The payer is picked by name or ID; an ID not listed (MCAL1) goes in under "Other".
    payerId: 'Payer',
    payerType: 'Payer type',
    policyNumber: 'Policy number',
  });

/** A facility as the doula types it into the facility dialog, by field label. */
const facilityFields = (facility: FacilityInput) =>
  fieldsByLabel(facility, {
    name: 'Facility name',
    ...addressLabels,
    npiNumber: 'NPI number',
    kind: 'Facility kind',
  });

/** The shared valid patient, Ana Rivera, with a policy number of the browser tests' own. */
const ana = (overrides: Partial<PatientInput> = {}) =>
  validPatient({ policyNumber: 'POL-E2E-4417', ...overrides });

/** Ana Rivera as the doula types her into the patient dialog. */
export const patientAna = patientFields(ana());

/** Adds Ana Rivera (or whoever `overrides` make her) through the "Add patient" dialog. */
export function addPatientThroughDialog(
  page: Page,
  overrides: Partial<PatientInput> = {},
  opener = 'Add patient',
) {
  return addThroughDialog(page, opener, 'Add patient', patientFields(ana(overrides)));
}

/** The shared valid facility, Valley Birth Center, as a birthing center, with its ZIP+4. */
export const facilityValley = facilityFields(
  validFacility({ kind: 'birthing-center', addressZip: '95814-2930' }),
);

/**
 * Makes the server answer 500 to the requests matching `url` (only to `method` when given;
 * other methods go through).
 */
async function failRequests(page: Page, url: string, method?: string) {
  await page.route(url, (route) =>
    method === undefined || route.request().method() === method
      ? route.fulfill({ status: 500, body: '{}', contentType: 'application/json' })
      : route.fallback(),
  );
}
