import { writeFileSync } from 'node:fs';
import { acceptedAndRejected277ca, denied835 } from '../src/server/testing/response-files.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { signInForElectronicClaims, twoPendingClaimRows } from './support/answered-claims.ts';
import {
  importResponseFile,
  operatorSection,
  sendForPayerAnswers,
  testWithOperator as test,
} from './support/operator.ts';
import { screensAt1280And375 } from './support/screens.ts';

/** The denial of her claim for a benefit maximum reached (CO-119), where her tracker has visits left. */
const benefitMaximum835 = (claim: { formId: string; serviceDate: string }) =>
  denied835(claim).replace('CAS*CO*4*', 'CAS*CO*119*');

test('a denial for a benefit maximum her tracker shows not reached starts a reconsideration: its packet, its deadline in her list and the console', async ({
  page,
  operatorWindow,
}) => {
  await signInForElectronicClaims(page);
  const { first, second, firstRow } = await twoPendingClaimRows(page, [12, 9]);

  // The payer acknowledges the first claim (277CA: received), then denies it for CO-119.
  const operator = await operatorWindow();
  await sendForPayerAnswers(operator, [first, second]);
  await importResponseFile(operator, '277ca.x12', acceptedAndRejected277ca(first, second));
  await expect(operator.getByRole('status').filter({ hasText: '277CA imported' })).toBeVisible();
  await importResponseFile(operator, '835-119.x12', benefitMaximum835(first));
  await expect(operator.getByRole('status').filter({ hasText: '835 imported' })).toContainText(
    `${first.formId}: processing → denied`,
  );

  // Her claim: denied, the payer is the one to ask; she asks the plan to reconsider.
  await expect(firstRow.locator('.claim-summary .status-badge')).toHaveText('Denied');
  await firstRow.locator('.claim-summary').click();
  const section = firstRow.getByRole('region', { name: 'Reconsideration' });
  await section.getByRole('button', { name: 'Ask the plan to reconsider' }).click();
  await expect(section).toContainText('Drafted: print the packet and send it to the plan.');
  await expect(section).toContainText(
    'Why: The payer said the benefit limit was reached, but your tracker counts Prenatal/postpartum visits',
  );
  await expect(section).toContainText('so the limit was not reached.');
  await expect(section.locator('.reconsideration-deadline')).toContainText(
    /Reconsideration (due by|deadline passed on) \w+ \d+, \d{4}/,
  );
  // The deadline shows on her row, outside the opened claim.
  await expect(firstRow.locator('.claim-fix-note.reconsideration-deadline')).toContainText(
    /Reconsideration (due by|deadline passed on)/,
  );
  await expectAccessible(page);
  await screensAt1280And375(page, 'reconsideration-claim', { stayAtPhone: true });
  // The section itself, close enough to read, at both widths.
  await section.screenshot({ path: 'test-results/screens/reconsideration-section-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.screenshot({ path: 'test-results/screens/reconsideration-section-1280.png' });

  // The packet: a PDF in our own layout, kept to be looked at as a picture.
  const mine = (await (await page.request.get('/api/reconsiderations')).json()) as {
    items: { id: string; formId: string; deadline: string }[];
  };
  const started = mine.items.find((item) => item.formId === first.formId)!;
  const packet = await page.request.get(`/api/reconsiderations/${started.id}/packet`);
  expect(packet.headers()['content-type']).toBe('application/pdf');
  const bytes = await packet.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  writeFileSync('test-results/screens/reconsideration-packet.pdf', bytes);

  // She sent it: the state moves on, the deadline stays.
  await section.getByRole('button', { name: 'I sent it to the plan' }).click();
  await expect(section).toContainText('Sent to the plan: waiting for its answer.');

  // The console lists it, open, with its deadline.
  await operatorSection(operator, 'Reconsiderations').click();
  const row = operator.locator('.op-card').filter({ hasText: first.formId });
  await expect(row).toContainText(/Reconsideration (due by|deadline passed on)/);
  await expect(row).toContainText('grounds: a benefit limit not reached');
  await expectAccessible(operator);
  await screensAt1280And375(operator, 'reconsideration-console');
});
