import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { interestCents } from '../src/domain/billing/prompt-pay/clock.ts';
import { seedPromptPayRules } from '../src/domain/billing/prompt-pay/seed-rules.ts';
import { formatCents } from '../src/domain/billing/money.ts';
import {
  acceptedAndRejected277ca,
  acknowledgement999,
  paid835,
} from '../src/server/testing/response-files.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { signInForElectronicClaims, twoPendingClaimRows } from './support/answered-claims.ts';
import { daysAgo } from './support/dates.ts';
import {
  createBatch,
  filterQueueByProvider,
  importResponseFile,
  operatorSection,
  testWithOperator as test,
  tickForBatch,
} from './support/operator.ts';
import { expectNoSideScroll, screensAt1280And375 } from './support/screens.ts';
import type { Locator, Page } from '@playwright/test';

const compact = (date: string) => date.replaceAll('-', '');

/** Each element as it reads at 1280 and at 375 wide (`<name>-<width>-<n>.png`), no side scroll. */
async function elementsAt1280And375(page: Page, name: string, elements: () => Locator[]) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSideScroll(page, `${name} at ${width} pixels wide`);
    for (const [n, element] of elements().entries())
      await element.screenshot({ path: `test-results/screens/${name}-${width}-${n + 1}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
const STATUTE = 'California Health and Safety Code 1371.35';
const monthDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

test('a Medi-Cal claim accepted 40 days ago and unpaid reads late with the interest owed; the 835 that pays it without interest leaves the shortfall; the letter to the plan', async ({
  page,
  operatorWindow,
}) => {
  const email = await signInForElectronicClaims(page);
  const { first, second, firstRow } = await twoPendingClaimRows(page, [50, 45]);
  const operator = await operatorWindow();
  const formIds = [first.formId, second.formId];
  await filterQueueByProvider(operator, email, 2);
  await tickForBatch(operator, formIds);
  const made = await createBatch(operator, formIds);
  const batchNumber = /Batch (\d+) is ready/.exec((await made.textContent()) ?? '')![1]!;
  await operatorSection(operator, 'Payer responses').click();
  await importResponseFile(
    operator,
    '999-pp.x12',
    acknowledgement999(Number(batchNumber), 'accepted'),
  );
  await expect(operator.getByRole('status').filter({ hasText: '999 imported' })).toBeVisible();

  // The payer accepted the first claim for processing 40 days ago: that is its day of receipt.
  const receivedOn = daysAgo(40);
  const accepted = acceptedAndRejected277ca(first, second).replace(
    'STC*A2:20:PR*20261124',
    `STC*A2:20:PR*${compact(receivedOn)}`,
  );
  await importResponseFile(operator, '277ca-pp.x12', accepted);
  await expect(operator.getByRole('status').filter({ hasText: '277CA imported' })).toContainText(
    `${first.formId}: processing`,
  );

  // Medi-Cal from 2026: 30 calendar days, 15% a year. Ten days late on the $162.11 expected.
  const rule = seedPromptPayRules('CA').at(-1)!;
  const lateSince = daysAgo(9);
  const owed = formatCents(interestCents(rule.interest, 16211, 10));
  const late = `Late since ${monthDay(lateSince)}: ${owed} interest owed under ${STATUTE}`;
  await expect(firstRow).toContainText(late);

  // Late payments first: the late claim, though older, tops her list; then back to newest first.
  const rows = page.locator('.claim-row');
  // Newest first, the second claim (the payer rejected it) tops her list.
  await expect(rows.first()).toContainText('Rejected');
  const show = page.getByLabel('Show');
  await show.focus();
  await show.selectOption({ label: 'Late payments first' });
  await expect(rows.first()).toContainText(late);
  await expect(rows).toHaveCount(2);
  await elementsAt1280And375(page, 'prompt-pay-late-first', () => [
    page.locator('.claim-search-bar'),
    rows.first(),
  ]);
  await show.selectOption({ label: 'Newest first' });
  await expect(rows.first()).toContainText('Rejected');

  // The operators' late payments: the claim under its payer, with the days late and interest.
  await operatorSection(operator, 'Late payments').click();
  const lateRow = operator.locator('.late-claim-row').filter({ hasText: first.formId });
  await expect(lateRow).toContainText('Medi-Cal');
  await expect(lateRow).toContainText(/Days late\s*10/);
  await expect(lateRow).toContainText(`Interest owed${owed}`);
  await expect(lateRow).toContainText(`Under ${STATUTE}`);
  await elementsAt1280And375(operator, 'prompt-pay-console-late', () => [
    operator.getByRole('region', { name: 'Late payments' }),
  ]);
  await operatorSection(operator, 'Payer responses').click();

  await firstRow.getByRole('button').first().click();
  const clock = firstRow.getByRole('region', { name: 'How long the payer has had it' });
  await expect(clock).toContainText(late);
  await expect(clock).toContainText('30 calendar days, California Health and Safety Code 1371.35');
  await expect(clock).toContainText('× 15% a year × 10 days ÷ 365');
  await expectAccessible(page);
  await screensAt1280And375(page, 'prompt-pay-late');

  // The 835 pays the claim today, without interest: paid, and the interest still owed shows.
  const today = daysAgo(0);
  const payment = paid835(first).replace(/20261201~\nTRN/, `${compact(today)}~\nTRN`);
  await importResponseFile(operator, '835-pp.x12', payment);
  await expect(operator.getByRole('status').filter({ hasText: '835 imported' })).toContainText(
    `${first.formId}: processing → approved, $162.11 paid`,
  );
  await expect(firstRow.locator('.status-badge').first()).toHaveText('Approved');
  await expect(firstRow).toContainText(
    `Paid ${monthDay(today)}, 10 days late: ${owed} interest owed under ${STATUTE}`,
  );
  await expect(clock).toContainText(`The payer paid $0.00 of interest: ${owed} is still owed.`);
  await screensAt1280And375(page, 'prompt-pay-shortfall');

  // Her letter to the plan, kept to be looked at as a picture.
  const downloading = page.waitForEvent('download');
  await clock.getByRole('link', { name: 'Download a letter to the plan (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${first.formId}-interest.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await mkdir('test-results/screens', { recursive: true });
  await copyFile((await download.path())!, 'test-results/screens/prompt-pay-letter.pdf');
});
