import { expect, expectAccessible, visit } from './fixtures.ts';
import { signInForElectronicClaims } from './support/answered-claims.ts';
import { addPatientThroughApi, submitClaimThroughApi } from './support/api.ts';
import { daysAgo } from './support/dates.ts';
import { testWithOperator as test } from './support/operator.ts';
import { screensAt1280And375 } from './support/screens.ts';

/** A tiny but real PDF: the server tells a PDF by its first bytes. */
const signedForm = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const asked = 'Our team asked for the recommendation this visit relies on.';

/**
 * Our team asks her for a missing recommendation (decision 111): the operator asks from the
 * claim in the console, under the recommendation it relied on; she sees the claim under Needs
 * your attention with the link to her patient's recommendations; she records one there, and
 * the claim no longer needs her.
 */
test('our team asks her for a missing recommendation; once she records it, the claim no longer needs her', async ({
  page,
  operatorWindow,
}) => {
  // Her business ZIP has its four digits: nothing else keeps the claim waiting on her.
  await signInForElectronicClaims(page);
  const patientId = await addPatientThroughApi(page);
  const claim = await submitClaimThroughApi(page, { patientId, serviceDateFrom: daysAgo(6) });

  // The operator opens the claim and asks her, with a note.
  const ops = await operatorWindow();
  await ops.goto(`/operator?section=claims&claim=${claim.formId}`);
  const opened = ops.getByRole('region', { name: `Claim ${claim.formId}` });
  await expect(opened).toContainText('Recommendation relied on');
  await opened.getByLabel(/^Note to her/).fill('The plan asks for the OB’s referral.');
  await opened.getByRole('button', { name: 'Ask her for the recommendation' }).click();
  await expect(opened.getByRole('status').filter({ hasText: 'Asked.' })).toBeVisible();
  await expect(opened).toContainText('Asked her for the recommendation on');
  await expect(opened.getByRole('button', { name: 'Ask her for the recommendation' })).toHaveCount(
    0,
  );
  await expectAccessible(ops);
  await screensAt1280And375(ops, 'recommendation-asked-console');

  // She sees it under Needs your attention, in plain words, with the link to her patient.
  await visit(page, '/claims');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Claims, 1 needs your attention' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Needs your attention' }).check();
  const row = page.locator('.claim-row').filter({ hasText: asked });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('The plan asks for the OB’s referral.');
  const link = row.getByRole('link', { name: 'Add it on Ana Rivera’s pregnancy.' });
  await expect(link).toHaveAttribute('href', `/patients#edit-${patientId}`);
  await expectAccessible(page);
  await screensAt1280And375(page, 'recommendation-asked-her-list');

  // She follows it and records the recommendation with its signed form.
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Edit patient' });
  const section = dialog.getByRole('group', { name: 'Recommendations on file' });
  await expect(section).toBeInViewport();
  await section.getByRole('button', { name: 'Add a recommendation' }).click();
  await section.getByLabel('Recommended by (name)').fill('Dr. Lee Park');
  await section.getByLabel('Their NPI').fill('1234567893');
  await section.getByLabel('Their licence').selectOption('physician');
  await section.getByLabel('Signed on').fill(daysAgo(8));
  await section.getByLabel(/^Signed form/).setInputFiles({
    name: 'recommendation.pdf',
    mimeType: 'application/pdf',
    buffer: signedForm,
  });
  await section.getByRole('button', { name: 'Save recommendation' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Dr. Lee Park' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The claim no longer needs her; its history says the request closed.
  await visit(page, '/claims');
  await expect(nav.getByRole('link', { name: 'Claims', exact: true })).toBeVisible();
  await expect(page.getByText(asked)).toHaveCount(0);
  await page
    .getByRole('button', { name: /Prenatal Visit/ })
    .first()
    .click();
  await expect(page.locator('.status-history')).toContainText(
    'A recommendation was recorded on the pregnancy: our team’s request is closed.',
  );
  await screensAt1280And375(page, 'recommendation-asked-closed');
});
