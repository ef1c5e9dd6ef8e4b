import {
  type CoreTestServer,
  startCoreSoapServer,
} from '../src/server/testing/core-soap-server.ts';
import { monthLabel } from '../src/domain/claims/money-words.ts';
import { answerTo } from '../src/server/testing/coverage-checks.ts';
import { expect, signInRegistered, test, SECOND_SERVER } from './fixtures.ts';
import { addPatient, rosaVega } from './support/billable-claims.ts';
import { claimCheck, fillNewClaim, submitClaimForm } from './support/claims.ts';
import {
  automaticCheckAnswered,
  openCoverage,
  screenshotCoverage,
  whileCoverageIsChecked,
} from './support/coverage.ts';
import { daysAgo } from './support/dates.ts';
import { addPatientThroughDialog, openRecordList } from './support/records.ts';

test.describe.configure({ lock: SECOND_SERVER });

/**
 * Issue 27's acceptance: coverage checked with the payer before she bills. The test CORE
 * endpoint on loopback answers from the 271 fixtures; the operator makes it the connection that
 * answers real-time questions for the length of each journey. It runs on the second server, after
 * every other journey there (its own project): while a connection answers, every doula's claim
 * check warns about coverage never checked.
 */
let core: CoreTestServer;
test.beforeAll(async () => {
  core = await startCoreSoapServer();
});
test.afterAll(async () => {
  await core.close();
});

/** A day of this month (today on the first): the check and the claim share its month. */
const dayThisMonth = () => daysAgo(new Date().getUTCDate() > 1 ? 1 : 0);

test('Medi-Cal says she is in a managed-care plan: she switches her payer and bills that plan', async ({
  page,
  browser,
}) => {
  test.slow();
  await whileCoverageIsChecked(browser, core, async () => {
    core.respond = (x12) => answerTo(x12, '271-managed-care-named');
    const asked = core.received.length;
    await signInRegistered(page);
    await openRecordList(page, 'Patients');
    const added = await addPatientThroughDialog(page);
    await expect(added).toBeHidden();

    // The job queue checks her new patient for this month by itself; the dialog shows the
    // answer, and asking again reads it back without a second question to the payer.
    await automaticCheckAnswered(page, 'Rivera');
    const { dialog, coverage } = await openCoverage(page, 'Ana Rivera');
    await expect(coverage.getByText(`Covered`, { exact: true })).toBeVisible();
    const serviceDate = dayThisMonth();
    await coverage.getByLabel('Month of service').fill(serviceDate.slice(0, 7));
    await coverage.getByRole('button', { name: 'Check coverage' }).click();
    await expect(coverage).toContainText('(answer from the last 24 hours, not asked again)');
    expect(core.received).toHaveLength(asked + 1);
    await expect(coverage).toContainText(`for ${monthLabel(serviceDate.slice(0, 7))} (Medi-Cal)`);
    const offer = coverage.getByRole('note');
    await expect(offer).toContainText(
      'The payer says she is enrolled in HEALTH NET COMMUNITY SOLUTIONS (payer ID 95567): bill that plan instead.',
    );
    await screenshotCoverage(page, coverage, 'coverage-managed-care');

    await offer
      .getByRole('button', { name: 'Switch payer to HEALTH NET COMMUNITY SOLUTIONS' })
      .click();
    await offer.getByRole('button', { name: 'Yes, switch payer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Ana Rivera/ })).toContainText(
      'HEALTH NET COMMUNITY SOLUTIONS',
    );

    // Her next claim bills the plan: the patient box names it, and the claim check asks about
    // coverage with that payer (no check of it yet), not with Medi-Cal.
    await fillNewClaim(page, {
      patient: 'Rivera, Ana — DOB 4/17/1992',
      date: serviceDate,
      time: '09:00',
    });
    await expect(page.getByLabel('Selected patient')).toContainText(
      '95567 (routes the claim to HEALTH NET COMMUNITY SOLUTIONS)',
    );
    await expect(claimCheck(page)).toContainText('was never checked with the payer.');
    await expect(claimCheck(page)).not.toContainText('managed-care plan: bill');
    await submitClaimForm(page);
  });
});

test('a patient whose coverage ended last month: the claim check shows the error before submit', async ({
  page,
  browser,
}) => {
  test.slow();
  await whileCoverageIsChecked(browser, core, async () => {
    core.respond = (x12) => answerTo(x12, '271-inactive-ended');
    await signInRegistered(page);
    await addPatient(page);
    await automaticCheckAnswered(page, 'Vega');
    const serviceDate = dayThisMonth();

    const { coverage } = await openCoverage(page, 'Rosa Vega');
    await coverage.getByLabel('Month of service').fill(serviceDate.slice(0, 7));
    await coverage.getByRole('button', { name: 'Check coverage' }).click();
    await expect(coverage.getByText('Not covered', { exact: true })).toBeVisible();
    await screenshotCoverage(page, coverage, 'coverage-ended');
    await page.keyboard.press('Escape');

    await fillNewClaim(page, { patient: rosaVega, date: serviceDate, time: '09:00' });
    const check = claimCheck(page);
    const problem = check.getByRole('listitem').filter({ hasText: 'Problem' });
    await expect(problem).toContainText('The payer said she was not covered on');
    await expect(check.getByRole('status').first()).toContainText(
      '1 problem to fix before you submit',
    );
  });
});
