import type { Locator, Page } from '@playwright/test';
import { writtenDate } from '../src/domain/common/dates.ts';
import { validFacility } from '../src/domain/testing/valid-inputs.ts';
import { admin, expect, expectAccessible, signInRegistered, test } from './fixtures.ts';
import { addPatientThroughApi, createThroughApi, submitClaimThroughApi } from './support/api.ts';
import { chooseDiagnosis, choosePatient, claimCheck } from './support/claims.ts';
import { daysAgo } from './support/dates.ts';
import { expectNoSideScroll, screenshot } from './support/screens.ts';

// The layout of her claims list and claim form, measured at 1280 and at 375 pixels wide: radios
// beside their words, long names whole, her claims near the top of a phone, columns that line up,
// dates in words, and an end time that follows the visit's length. Screenshots go to
// test-results/screens/layout-*.png.

const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 800 };

/** A patient and a facility whose names are as long as real ones get. */
const longPatient = { firstName: 'Alexandria Josephine', lastName: 'Montgomery-Whitfield' };
const longPatientOption = 'Montgomery-Whitfield, Alexandria Josephine — DOB 4/2/1990';
const longFacility = 'Saint Elizabeth Regional Women’s and Family Birth Center';

/** A doula with a short-named and a long-named patient, and a long-named facility. */
async function doulaWithRecords(page: Page) {
  await signInRegistered(page);
  const short = await addPatientThroughApi(page, {
    firstName: 'Ana',
    lastName: 'Cruz',
    dateOfBirth: '1990-04-02',
  });
  const long = await addPatientThroughApi(page, { ...longPatient, dateOfBirth: '1990-04-02' });
  await createThroughApi(page, '/api/facilities', validFacility({ name: longFacility }));
  return { short, long };
}

/** Each radio of a group sits right beside its words, on the same line. */
async function expectRadiosBesideLabels(group: Locator) {
  const radios = group.getByRole('radio');
  const count = await radios.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const gap = await radios.nth(i).evaluate((radio) => {
      const box = radio.getBoundingClientRect();
      const words = radio.nextSibling ?? radio.parentElement!.lastChild!;
      const range = document.createRange();
      range.selectNodeContents(words);
      const text = range.getBoundingClientRect();
      return {
        across: text.left - box.right,
        down: Math.abs(text.top + text.height / 2 - (box.top + box.height / 2)),
      };
    });
    expect(gap.across, 'space between a radio and its words').toBeGreaterThanOrEqual(0);
    expect(gap.across, 'space between a radio and its words').toBeLessThanOrEqual(12);
    expect(gap.down, 'a radio and its words on one line').toBeLessThanOrEqual(6);
  }
}

/**
 * Whether the chosen option's words fit the select's box as it shows them (a select never
 * wraps: what does not fit is cut off).
 */
async function chosenTextFits(select: Locator) {
  return select.evaluate((element) => {
    const field = element as HTMLSelectElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = field.selectedOptions[0]?.text ?? '';
    // Less the padding and the drop-down arrow Chromium draws (about 20 pixels).
    const room =
      field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    const width = context.measureText(text).width;
    return { fits: width <= room, width: Math.round(width), room: Math.round(room) };
  });
}

/**
 * The chosen record shows whole: its option's words in the select's title, fitting the select
 * at 1280, and its name in the summary below it at every width.
 */
async function expectNameWhole(
  page: Page,
  select: Locator,
  option: string,
  summary: Locator,
  name: string,
) {
  await expect(select).toHaveAttribute('title', option);
  if (page.viewportSize()!.width >= 1280) {
    const fit = await chosenTextFits(select);
    expect(fit.fits, `"${option}" cut off in its select (${fit.width} px in ${fit.room})`).toBe(
      true,
    );
  }
  const value = summary.getByRole('definition').filter({ hasText: name });
  await expect(value).toBeVisible();
  const clipped = await value.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(clipped, `"${name}" cut off in the summary`).toBe(false);
}

for (const viewport of [desktop, phone]) {
  const width = viewport.width;
  test.describe(`at ${width} pixels`, () => {
    test.use({ viewport });
    // Each journey first sets up a doula, her records and claims through the API.
    test.slow();

    test('the claim form: radios by their words, whole names, the end time and dates in words', async ({
      page,
    }) => {
      const { short } = await doulaWithRecords(page);
      const billedDay = daysAgo(12);
      await submitClaimThroughApi(page, { patientId: short, serviceDateFrom: billedDay });

      await page.goto('/new-claim');
      // A long name, whole at 1280 in the select, and in the selected patient's card always.
      await choosePatient(page, longPatientOption);
      await expectNameWhole(
        page,
        page.getByRole('combobox', { name: 'Patient', exact: true }),
        longPatientOption,
        page.getByLabel('Selected patient'),
        'Alexandria Josephine Montgomery-Whitfield',
      );
      await screenshot(page, `layout-patient-${width}`, { fullPage: false });

      // A type whose length is fixed (90 minutes): the end time is 90 minutes after the start.
      await page.getByLabel('Service Type').selectOption('Extended Initial Visit (90 minutes)');
      await page.getByLabel('Service Time From').fill('10:00');
      await expect(page.getByLabel('Service Time To')).toHaveValue('11:30');
      // A length she gives (180 minutes) moves the end time the form filled.
      await page.getByLabel('Service Type').selectOption('Extended Postpartum Doula Support');
      await page.getByLabel('Service Duration (minutes)').fill('180');
      await expect(page.getByLabel('Service Time To')).toHaveValue('13:00');

      const location = page.getByRole('group', { name: 'Service Location' });
      await expectRadiosBesideLabels(location);
      await location.getByRole('radio', { name: 'Virtual' }).check();
      const mode = page.getByRole('group', { name: 'How was the virtual visit held?' });
      await expectRadiosBesideLabels(mode);
      await mode.getByRole('radio', { name: 'Video (audio and video)' }).check();
      await location.scrollIntoViewIfNeeded();
      await screenshot(page, `layout-radios-${width}`, { fullPage: false });

      await location.getByRole('radio', { name: 'Facility' }).check();
      const facility = page.getByRole('combobox', { name: 'Facility', exact: true });
      const facilityOption = `${longFacility} — NPI 1558598797`;
      await facility.selectOption({ label: facilityOption });
      await expectNameWhole(
        page,
        facility,
        facilityOption,
        page.getByLabel('Selected facility'),
        longFacility,
      );
      await screenshot(page, `layout-facility-${width}`, { fullPage: false });
      await chooseDiagnosis(page, 'Z39.2');
      await expectAccessible(page);
      await expectNoSideScroll(page);
      await screenshot(page, `layout-claim-form-${width}`);

      // The duplicate warning writes the day as the screens do, never as 2026-11-18.
      await choosePatient(page, 'Cruz, Ana — DOB 4/2/1990');
      await page.getByLabel('Service Type').selectOption('Prenatal Visit');
      await page.getByLabel('Service Date From').fill(billedDay);
      await location.getByRole('radio', { name: 'Home' }).check();
      await chooseDiagnosis(page, 'Z33.1');
      const check = claimCheck(page);
      await expect(check).toContainText(
        `You already billed a Prenatal Visit for this patient on ${writtenDate(billedDay)}.`,
      );
      await expect(check).not.toContainText(/\d{4}-\d{2}-\d{2}/);
      await check.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await screenshot(page, `layout-claim-check-${width}`, { fullPage: false });
    });

    test('the claims list: claims near the top, columns in line', async ({ page }) => {
      const { short, long } = await doulaWithRecords(page);
      const claims = [
        { patientId: short, serviceDateFrom: daysAgo(30) },
        {
          patientId: long,
          serviceDateFrom: daysAgo(21),
          serviceType: 'Extended Postpartum Doula Support' as const,
          serviceAdditionalInputs: { serviceDurationMinutes: '180' },
          diagnosisCodes: ['Z39.2'],
        },
        { patientId: long, serviceDateFrom: daysAgo(3) },
      ];
      const sent = [];
      for (const claim of claims) sent.push(await submitClaimThroughApi(page, claim));
      await admin('claim', 'status', sent[0]!.formId, 'approved');
      await admin('claim', 'status', sent[1]!.formId, 'processing');

      await page.goto('/claims');
      const rows = page.locator('.claim-row');
      await expect(rows).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      const first = await rows.first().boundingBox();

      if (width < 800) {
        // Her first claim within the first screen (800 pixels tall), with room for its summary,
        // under a banner of what her claims wait for, the money folded to a line, the search and
        // its order on one row, and the filters behind a button.
        expect(first!.y, 'the first claim starts near the top').toBeLessThan(700);
        const glance = page.getByRole('region', { name: 'Your money at a glance' });
        await expect(glance).toContainText('Outstanding');
        await screenshot(page, `layout-claims-${width}`, { fullPage: false });
        const filters = page.getByRole('button', { name: 'Filters' });
        await expect(filters).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
        await filters.click();
        await page.getByLabel('Status', { exact: true }).selectOption('approved');
        await expect(rows).toHaveCount(1);
        await expect(page.getByRole('button', { name: 'Filters (on)' })).toBeVisible();
        await glance.getByRole('button', { name: 'Show details' }).click();
        await expect(glance.getByLabel('Period')).toBeVisible();
        await expectAccessible(page);
        await expectNoSideScroll(page);
        await screenshot(page, `layout-claims-opened-${width}`);
      } else {
        // On a wide screen the money and the filters show at once, and the columns line up.
        await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
        await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
        const columns = [
          '.claim-type',
          '.status-badge',
          '.claim-patient',
          '.claim-date',
          '.claim-submitted',
          '.claim-amount',
        ];
        for (const column of columns) {
          const lefts = await rows
            .locator(`.claim-summary > ${column}`)
            .evaluateAll((cells) =>
              cells.map((cell) => Math.round(cell.getBoundingClientRect().left)),
            );
          expect(lefts, `${column} starts at the same x in every row`).toHaveLength(3);
          expect(new Set(lefts).size, `${column} starts at the same x in every row`).toBe(1);
        }
        await screenshot(page, `layout-claims-${width}`);
      }
    });
  });
}
