import { expect, expectAccessible, signInRegistered, test } from './fixtures.ts';
import { expectPlainWords } from './support/plain-words.ts';
import { screensAt1280And375 } from './support/screens.ts';

test('Help is in the menu, reached by keyboard: how fees work, what each status means, her patients’ data and how to reach us; a "contact support" leads there', async ({
  page,
}) => {
  await signInRegistered(page);
  await page.goto('/claims');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const help = nav.getByRole('link', { name: 'Help', exact: true });
  // By keyboard alone: Tab until the menu's Help link has focus, then Enter.
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await help.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(help).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expect(help).toHaveClass(/is-active/);

  const reach = page.getByRole('region', { name: 'How to reach us' });
  await expect(reach.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
  await expect(reach).toContainText('Monday to Friday, 9 a.m. to 5 p.m. Pacific time');
  await expect(reach).toContainText('Doula Billing, PO Box 4521, Sacramento, CA 95812');
  const fees = page.getByRole('region', { name: 'How fees work' });
  await expect(fees).toContainText('one flat fee of $10.00');
  await expect(fees).toContainText('The fee stays if the payer later denies the claim');
  const statuses = page.getByRole('region', { name: 'What each claim status means' });
  await expect(statuses).toContainText('DeniedThe payer decided not to pay this claim.');
  await expect(
    page.getByRole('region', { name: 'What we do with your patients’ data' }),
  ).toBeVisible();
  expectPlainWords(await page.getByRole('main').innerText(), 'Help');
  await expectAccessible(page);
  await screensAt1280And375(page, 'help');

  // Billing is in the menu too, and its questions lead back to Help.
  await nav.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Account', exact: true })).not.toHaveClass(
    /is-active/,
  );
  const questions = page.getByRole('region', { name: 'Questions about your bill' });
  await expect(questions).toContainText('support@example.com');
  await expect(page.getByRole('region', { name: 'How to pay' })).toContainText(
    'Doula Billing, PO Box 4521, Sacramento, CA 95812',
  );
  expectPlainWords(await page.getByRole('main').innerText(), 'Billing');
  await expectAccessible(page);
  await screensAt1280And375(page, 'billing-menu');
  await questions.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL('/help');
});

test('the Terms say how fees are paid as Billing does (card payments are set up on this server)', async ({
  page,
}) => {
  await signInRegistered(page);
  await page.goto('/tos');
  await expect(page.getByText(/flat fee of \$10\.00 for each claim/)).toBeVisible();
  await expect(page.getByText(/charged to the card you keep on file/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@example.com' })).toBeVisible();
  await expectAccessible(page);
});
