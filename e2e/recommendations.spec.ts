import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signInRegistered, test, visit } from './fixtures.ts';
import { addPatientThroughApi, submitClaimThroughApi } from './support/api.ts';
import { claimCheck, fillNewClaim, submitClaimForm } from './support/claims.ts';
import { daysAgo } from './support/dates.ts';
import { expectNoSideScroll, screensAt1280And375, screenshot } from './support/screens.ts';

/** A tiny but real PDF: the server tells a PDF by its first bytes. */
const signedForm = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const missing = 'The 10th postpartum visit needs a second recommendation from a licensed provider.';

/**
 * California's second recommendation, as she lives it: her Medi-Cal patient's tenth postpartum
 * visit is refused before submit, naming what is missing, with a link to the patient; she
 * records the recommendation with its signed form (a PDF) on the patient; the visit then
 * submits, and the claim and its history name the recommendation it relied on.
 */
/** The dialog's section at 1280 and 375 pixels wide, scrolled into view (the dialog scrolls, not the page). */
async function sectionScreens(page: Page, section: Locator, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSideScroll(page, `${name} at ${width} pixels wide`);
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, `${name}-${width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a tenth postpartum visit in California waits for the second recommendation she records', async ({
  page,
}) => {
  test.slow();
  await signInRegistered(page);
  const birth = daysAgo(40);
  const patientId = await addPatientThroughApi(page, {
    expectedDueDate: birth,
    pregnancyEndedDate: birth,
  });
  // Her first nine postpartum visits, submitted through the API: the initial set's to bill.
  for (let visitNumber = 1; visitNumber <= 9; visitNumber++) {
    await submitClaimThroughApi(page, {
      patientId,
      serviceType: 'Postpartum Visit',
      diagnosisCodes: ['Z39.2'],
      serviceDateFrom: daysAgo(40 - visitNumber),
    });
  }

  // The tenth: the claim check names what is missing and where to add it.
  const tenth = {
    patient: 'Rivera, Ana — DOB 4/17/1992',
    serviceType: 'Postpartum Visit',
    diagnosis: 'Z39.2',
    date: daysAgo(30),
    time: '10:00',
  };
  await fillNewClaim(page, tenth);
  const problem = claimCheck(page).getByRole('listitem').filter({ hasText: missing });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('Add it on Ana Rivera’s pregnancy.');
  await expect(problem.getByRole('link', { name: 'Open her pregnancy' })).toHaveAttribute(
    'href',
    `/patients#edit-${patientId}`,
  );
  await expectAccessible(page);
  await screensAt1280And375(page, 'recommendation-missing');

  // She records it on the patient, with the signed form.
  // The link opens her patient's dialog, on its recommendations.
  await problem.getByRole('link', { name: 'Open her pregnancy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit patient' });
  const section = dialog.getByRole('group', { name: 'Recommendations on file' });
  await expect(section).toBeInViewport();
  await expect(page).toHaveURL('/patients');
  await expect(section).toContainText('No recommendation on file for this pregnancy.');
  await section.getByRole('button', { name: 'Add a recommendation' }).click();
  await section.getByLabel('Recommended by (name)').fill('Dr. Lee Park');
  await section.getByLabel('Their NPI').fill('1234567893');
  await section.getByLabel('Their licence').selectOption('physician');
  await section.getByLabel('Signed on').fill(daysAgo(35));
  await section.getByLabel('Visits it covers (empty for all)').fill('9');
  await expect(section.getByRole('checkbox', { name: 'Postpartum Visit' })).toBeChecked();
  await section.getByLabel(/^Signed form/).setInputFiles({
    name: 'second-recommendation.pdf',
    mimeType: 'application/pdf',
    buffer: signedForm,
  });
  await expectAccessible(page);
  await sectionScreens(page, section, 'recommendation-form');
  await section.getByRole('button', { name: 'Save recommendation' }).click();
  const saved = section.getByRole('listitem').filter({ hasText: 'Dr. Lee Park' });
  await expect(saved).toContainText(`NPI 1234567893), signed ${daysAgo(35)}`);
  await expect(saved.getByRole('link', { name: 'Download the signed form (PDF)' })).toBeVisible();
  await sectionScreens(page, section, 'recommendation-on-file');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The tenth visit now submits, naming what it relied on.
  await fillNewClaim(page, tenth);
  await expect(claimCheck(page)).not.toContainText(missing);
  // The benefit it uses: past the eight, the first of the nine the recommendation allows.
  await expect(claimCheck(page)).toContainText(
    'Prenatal/postpartum visits: all 8 used; this is visit 1 of the 9 the recommendation from Dr. Lee Park allows',
  );
  await screensAt1280And375(page, 'recommendation-relied-on');
  await submitClaimForm(page);
  const named = `A second recommendation from a licensed provider: Dr. Lee Park (NPI 1234567893), signed ${daysAgo(35)}`;
  await expect(page.getByRole('region', { name: 'What this claim bills' })).toContainText(named);

  // Her claims list: the claim's view and its history name it too.
  await visit(page, '/claims');
  const row = page.getByRole('button', { name: /Postpartum Visit/ }).first();
  await row.click();
  await expect(page.locator('.claim-details')).toContainText(named);
  // The history writes its dates in words.
  await expect(page.locator('.status-history')).toContainText(
    'Submitted on a second recommendation from a licensed provider: Dr. Lee Park (NPI 1234567893), signed',
  );
});
