import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInRegistered, test } from './fixtures.ts';
import { submitClaimThroughApi } from './support/api.ts';
import { addPatient } from './support/billable-claims.ts';
import { daysAgo } from './support/dates.ts';
import { followMainNav } from './support/records.ts';
import { screenshot } from './support/screens.ts';

// A new doula's first steps on her claims page: add a patient, add a facility if she works in
// one, submit a first claim; first on a phone, each linked, gone with her first claim.

const checklist = (page: Page) =>
  page.getByRole('region', { name: 'Your first claim, step by step' });
const step = (page: Page, title: RegExp) =>
  checklist(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

/** The checklist is above her money and the filters, as a phone shows them. */
async function expectChecklistFirst(page: Page) {
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? 0;
  const list = await top(checklist(page));
  expect(list).toBeLessThan(
    await top(page.getByRole('heading', { name: 'Your money at a glance' })),
  );
  // On a phone the filters wait behind their "Filters" button; on a wide screen they show.
  const filters = page
    .getByRole('form', { name: 'Filter claims' })
    .or(page.getByRole('button', { name: /^Filters/ }))
    .first();
  expect(list).toBeLessThan(await top(filters));
}

for (const width of [1280, 375]) {
  test(`a new doula is shown her first steps until her first claim (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInRegistered(page);
    await expect(checklist(page)).toBeVisible();
    await expect(checklist(page)).toContainText("You haven't submitted any claims yet");
    await expect(
      step(page, /^Add a patient/).getByRole('link', { name: 'Add a patient' }),
    ).toHaveAttribute('href', '/patients');
    await expect(step(page, /^Add a facility/)).toContainText('Only if you work in one');
    await expect(
      step(page, /^Add a facility/).getByRole('link', { name: 'Add a facility' }),
    ).toHaveAttribute('href', '/facilities');
    await expect(
      step(page, /^Submit your first claim/).getByRole('link', { name: 'Submit Your First Claim' }),
    ).toHaveAttribute('href', '/new-claim');
    await expect(checklist(page).getByText('Done')).toHaveCount(0);
    await expectChecklistFirst(page);
    await expectAccessible(page);
    await screenshot(page, `first-steps-new-${width}`, { fullPage: width === 1280 });

    // The link leads to her patients; once she has one, that step is done.
    await step(page, /^Add a patient/)
      .getByRole('link', { name: 'Add a patient' })
      .click();
    await expect(page).toHaveURL('/patients');
    const patientId = await addPatient(page);
    if (width < 800) await page.getByRole('button', { name: 'Menu' }).click();
    await followMainNav(page, 'Claims');
    await expect(page).toHaveURL('/claims');
    await expect(step(page, /^Add a patient/)).toContainText('Done');
    await expect(step(page, /^Add a patient/).getByRole('link')).toHaveCount(0);
    await expect(step(page, /^Add a facility/)).not.toContainText('Done');
    await expectAccessible(page);
    await screenshot(page, `first-steps-partly-done-${width}`, { fullPage: width === 1280 });

    // Her first claim: the checklist gives way to her list.
    await submitClaimThroughApi(page, { patientId, serviceDateFrom: daysAgo(4) });
    await page.reload();
    await expect(checklist(page)).toBeHidden();
    await expect(page.getByRole('button', { name: /Prenatal Visit/ })).toBeVisible();
  });
}
