import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

// Steps of the billable-claims journeys: a patient of a given payer, the Claim check beside the
// new-claim form, and a service line as its cells read.

export const csrf = { 'x-requested-with': 'doula-billing' };

export interface PatientOptions {
  firstName: string;
  lastName: string;
  payerType: string;
  insuranceProvider: string;
  payerId: string;
  expectedDueDate?: string;
}

export async function addPatient(page: Page, options: PatientOptions): Promise<string> {
  const { expectedDueDate = '', ...names } = options;
  const response = await page.request.post('/api/patients', {
    headers: csrf,
    data: {
      middleName: '',
      dateOfBirth: '1992-03-14',
      addressStreet: '77 Cedar Ln',
      addressCity: 'Fresno',
      addressState: 'CA',
      addressZip: '93701',
      policyNumber: 'POL-1200',
      expectedDueDate,
      pregnancyEndedDate: '',
      ...names,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export const mediCal = {
  firstName: 'Rosa',
  lastName: 'Vega',
  payerType: 'Medicaid',
  insuranceProvider: 'Medi-Cal',
  payerId: 'MCAL1',
};

export async function choosePatient(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Patient', exact: true }).selectOption({ label });
}

export function claimCheck(page: Page): Locator {
  return page.getByRole('region', { name: 'Claim check' });
}

/** The one service line of a lines table, as its cells read. */
export async function expectLine(
  scope: Locator,
  line: { code: string; modifiers: string; units: string; charge: string; pos: string },
) {
  const row = scope.locator('.lines-table tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-label="Code"]')).toHaveText(line.code);
  await expect(row.locator('[data-label="Modifiers"]')).toHaveText(line.modifiers);
  await expect(row.locator('[data-label="Units"]')).toHaveText(line.units);
  await expect(row.locator('[data-label="Charge"]')).toHaveText(line.charge);
  await expect(row.locator('[data-label="Place of service"]')).toHaveText(line.pos);
}
