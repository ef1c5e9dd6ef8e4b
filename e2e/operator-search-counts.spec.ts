import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInRegistered } from './fixtures.ts';
import { addPatientThroughApi, submitClaimThroughApi } from './support/api.ts';
import { signInForElectronicClaims } from './support/answered-claims.ts';
import { daysAgo } from './support/dates.ts';
import { operatorSection, testWithOperator as test } from './support/operator.ts';
import { screensAt1280And375 } from './support/screens.ts';
import { openWindow } from './support/windows.ts';

/** Letters of its own for this run, so the names searched are found in no other journey's claims. */
const tag = Array.from({ length: 6 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
)
  .join('')
  .replace(/^./, (first) => first.toUpperCase());

/**
 * A doula of her own (signed in by `signIn`), with a patient of this name and `claims` claims
 * for her: their form IDs.
 */
async function doulaWithClaims(
  page: Page,
  signIn: (page: Page) => Promise<unknown>,
  [firstName, lastName]: [string, string],
  claims: number,
) {
  await signIn(page);
  const patientId = await addPatientThroughApi(page, { firstName, lastName });
  const formIds: string[] = [];
  for (let i = 0; i < claims; i += 1)
    formIds.push(
      (await submitClaimThroughApi(page, { patientId, serviceDateFrom: daysAgo(5 + i) })).formId,
    );
  return formIds;
}

test('the operator finds claims by patient or claim ID across every doula, and each tab says what waits in it', async ({
  page,
  browser,
  operatorWindow,
}) => {
  // Two doulas' claims: Rosa's two, ready to send (her ZIP+4 is on file), and Delia's one, of
  // another doula whose claims wait for hers.
  const rosas = await doulaWithClaims(
    page,
    signInForElectronicClaims,
    ['Rosa', `Delgado${tag}`],
    2,
  );
  const other = await openWindow(browser);
  const [delias] = await doulaWithClaims(
    other.page,
    (page) => signInRegistered(page),
    ['Delia', `Park${tag}`],
    1,
  );
  await other.close();

  const ops = await operatorWindow();
  const rows = ops.locator('.op-list > li');

  // Each section tab with something waiting says how much, as part of its name.
  const claimsTab = operatorSection(ops, /^Claims queue/);
  await expect(claimsTab).toHaveAccessibleName(/^Claims queue, (\d+|more than 99) ready to send$/);
  // On screen: the name and a small number (the same count, or 99+ past 99).
  const shown = await claimsTab.locator('[aria-hidden="true"]').allTextContents();
  expect(shown.join(' ')).toMatch(/^Claims queue (\d+|99\+)$/);
  for (const [tab, words] of [
    [/^Needs review/, /^Needs review(, (\d+|more than 99) waiting)?$/],
    [/^Outbox/, /^Outbox(, (\d+|more than 99) waiting to send)?$/],
  ] as const)
    await expect(operatorSection(ops, tab)).toHaveAccessibleName(words);

  // The counts load again when the operator opens another section.
  const reloaded = ops.waitForResponse((response) =>
    response.url().endsWith('/api/operator/section-counts'),
  );
  await operatorSection(ops, /^Outbox/).click();
  expect((await reloaded).status()).toBe(200);
  await operatorSection(ops, /^Claims queue/).click();

  // By the patient's last name, typed from the keyboard: Rosa's two claims, the newest first.
  const search = ops.getByRole('searchbox', { name: 'Search by patient or claim ID' });
  await search.focus();
  await ops.keyboard.type(`delgado${tag}`.toLowerCase());
  await ops.keyboard.press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(rosas[1]!);
  await expect(rows.nth(1)).toContainText(rosas[0]!);
  // The name stays on the page: not in the address, the history entry or the browser's storage.
  expect(ops.url()).not.toMatch(new RegExp(tag, 'i'));
  const stored = await ops.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, history.state]),
  );
  expect(stored).not.toMatch(new RegExp(tag, 'i'));
  await expectAccessible(ops);
  await screensAt1280And375(ops, 'operator-search');

  // By the other doula's claim ID: that claim alone.
  await search.fill(delias!.toLowerCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(delias!);
  await expect(rows.first()).not.toContainText(rosas[0]!);

  // Nothing found: said so in the console's words, and the search cleared in one step.
  await search.fill(`Nobody${tag}`);
  await expect(ops.getByText(`No claims match “Nobody${tag}”.`, { exact: false })).toBeVisible();
  await expectAccessible(ops);
  await screensAt1280And375(ops, 'operator-search-none');
  await ops.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(rows.first()).toBeVisible();
  await screensAt1280And375(ops, 'operator-tabs-counts');
});
