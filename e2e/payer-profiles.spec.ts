import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from './fixtures.ts';
import { openPayerProfiles } from './support/operator.ts';
import { expectNoSideScroll, screenshot } from './support/screens.ts';

/**
 * Operators add payer profiles and rename them in the console's "Payer profiles" panel: a new
 * profile starts as a copy of another's latest version, with its own date and rates; a rename
 * keeps the profile's id. Field errors sit next to their fields; it works by keyboard and on a
 * phone. (Adding versions and the mapping are in billable-claims.spec.ts.)
 */

test('an operator adds a payer profile from another one, then renames it', async ({ page }) => {
  const suffix = randomUUID().slice(0, 6);
  const name = `Blue Shield PPO ${suffix}`;
  await openPayerProfiles(page);

  await page.getByRole('button', { name: 'Add a payer profile' }).click();
  const form = page.getByRole('form', { name: 'New payer profile' });
  // Nothing filled in: each field says what it needs, next to it.
  await form.getByRole('button', { name: 'Add payer profile' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    'Enter a name for this payer profile.',
  );
  await expect(form.getByLabel('Effective from')).toHaveAccessibleDescription(
    'Choose the first date of service this version prices.',
  );

  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Start from').selectOption({ label: 'Commercial / other' });
  // The rates are the chosen profile's: a commercial prenatal visit is T1032 at $40.53.
  const prenatal = form.getByLabel(/^Prenatal Visit/);
  await expect(prenatal).toHaveValue('40.53');
  await form.getByLabel('Effective from').fill('2025-01-01');
  await form.getByLabel('Title of the manual, rule or page').fill('Blue Shield doula policy');
  await form.getByLabel('Web address or citation').fill('Provider manual, section 12');
  await form.getByLabel('Date read').fill('2026-11-30');
  await prenatal.fill('forty');
  await form.getByRole('button', { name: 'Add payer profile' }).click();
  await expect(prenatal).toHaveAccessibleDescription('Enter an amount in dollars, like 162.11.');
  await prenatal.fill('45.00');
  await expectAccessible(page);
  await screenshot(page, 'payer-profile-add-1280');
  await form.getByRole('button', { name: 'Add payer profile' }).click();

  const id = `blue-shield-ppo-${suffix}`;
  await expect(page.getByText(`${name} is added (id ${id}).`)).toBeVisible();
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText(`Profile id: ${id}`);
  await card.getByText(/January 1, 2025 – until further notice/).click();
  await expect(card.getByRole('row', { name: /Prenatal Visit/ })).toContainText('$45.00');

  // The same name again is refused next to the name field.
  await page.getByRole('button', { name: 'Add a payer profile' }).click();
  await form.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
  await form.getByLabel('Effective from').fill('2025-01-01');
  await form.getByLabel('Title of the manual, rule or page').fill('Blue Shield doula policy');
  await form.getByLabel('Web address or citation').fill('Provider manual, section 12');
  await form.getByLabel('Date read').fill('2026-11-30');
  await form.getByRole('button', { name: 'Add payer profile' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    'A payer profile with this name already exists.',
  );
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Rename, by keyboard only.
  await card.getByRole('button', { name: `Rename ${name}` }).focus();
  await page.keyboard.press('Enter');
  const rename = card.getByRole('form', { name: `Rename ${name}` });
  const newName = rename.getByLabel('New name');
  await expect(newName).toHaveValue(name);
  await newName.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Medi-Cal fee-for-service');
  await page.keyboard.press('Enter');
  await expect(newName).toHaveAccessibleDescription('Another payer profile already has this name.');
  await newName.fill('   ');
  await page.keyboard.press('Enter');
  await expect(newName).toHaveAccessibleDescription('Enter a name for this payer profile.');
  const renamed = `Blue Shield of California ${suffix}`;
  await newName.fill(renamed);
  await expectAccessible(page);
  await page.keyboard.press('Enter');

  const after = page.getByRole('article', { name: renamed, exact: true });
  await expect(after).toContainText(`${name} is now called ${renamed}.`);
  await expect(after).toContainText(`Profile id: ${id}`);
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
  // The mapping offers it under its new name.
  await expect(
    page
      .getByRole('form', { name: 'Which payers use which profile' })
      .getByLabel(/^Default profile/)
      .getByRole('option', { name: renamed }),
  ).toHaveCount(1);
  await expectAccessible(page);
  await screenshot(page, 'payer-profile-renamed-1280');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the add and rename forms fit a phone', async ({ page }) => {
    await openPayerProfiles(page);
    await page.getByRole('button', { name: 'Add a payer profile' }).click();
    await page
      .getByRole('form', { name: 'New payer profile' })
      .getByRole('button', { name: 'Add payer profile' })
      .click();
    await page
      .getByRole('article', { name: 'Commercial / other' })
      .getByRole('button', { name: 'Rename Commercial / other' })
      .click();
    await expect(page.getByRole('form', { name: 'Rename Commercial / other' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'payer-profile-forms-375');
    await expectNoSideScroll(page);
  });
});

for (const width of [1280, 375]) {
  test.describe(`sources at ${width}`, () => {
    test.use({ viewport: { width, height: 900 } });
    test('each version shows its sources and what in it is not verified', async ({ page }) => {
      await openPayerProfiles(page);
      const card = page.getByRole('article', { name: 'Oklahoma SoonerCare fee-for-service' });
      await card.getByText(/September 1, 2024 – until further notice/).click();
      await expect(
        card.getByText(/^Source: OAC 317:30-5-1217, Doula services: general coverage/),
      ).toBeVisible();
      await expect(card.getByText(/Rules not verified: modifiers on every line/)).toBeVisible();
      const cesarean = card.getByRole('row', { name: /Cesarean Section/ });
      await expect(cesarean).toContainText('not verified: procedure code');
      await expect(cesarean).toContainText(
        'cesarean after an attempted VBAC: 59620 $802.67 (estimate)',
      );
      await expectAccessible(page);
      if (width === 375) await expectNoSideScroll(page);
      await screenshot(page, `payer-profile-sources-${width}`);
    });
  });
}
