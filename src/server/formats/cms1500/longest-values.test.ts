import { describe, expect, it } from 'vitest';
import { fieldRect } from './fields.ts';
import { contains } from './grid.ts';
import { type Cms1500Claim, type Cms1500ServiceLine, parseCms1500Claim } from './input.ts';
import { layoutClaim } from './layout.ts';
import type { Cms1500Mode } from './render.ts';
import { chars, print, readFields } from './testing/read-fields.ts';

/**
 * Every box filled with the longest value the input schema accepts (input.ts), printed and read
 * back with pdf.js: each value is found whole inside its own box, nothing spills past a box's
 * width into its neighbour, and the patient's name still reads "LAST, FIRST".
 */

const long = (seed: string, length: number) =>
  seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

const longAddress = {
  street: long('12345 Boulevard of the Longest Street Name ', 200),
  city: long('Rancho Santa Margarita ', 100),
  state: 'CA',
  zip: '92688-1234',
};

const line = (day: number): Cms1500ServiceLine => ({
  from: `2026-03-${String(day).padStart(2, '0')}`,
  to: `2026-03-${String(day + 1).padStart(2, '0')}`,
  placeOfService: '21',
  code: 'T1033',
  modifiers: ['U9', 'XP', 'HD', '95'],
  diagnosisPointers: ['A', 'B', 'C', 'D'],
  chargeCents: 9_999_999,
  units: 999,
  renderingNpi: '1234567893',
  renderingTaxonomy: '374J00000X',
});

const longest: Cms1500Claim = {
  payer: {
    name: long('Blue Shield of California Promise Health Plan ', 200),
    address: longAddress,
  },
  insuranceType: 'FECA BLK LUNG',
  insuredId: long('W123456789', 80),
  patient: {
    name: {
      last: long('Hernandez-Villanueva de la Cruz ', 100),
      first: long('Guadalupe Maria ', 100),
      middleInitial: 'E',
    },
    birthDate: '1994-12-31',
    sex: 'F',
    address: longAddress,
    phone: '(559) 555-0142',
  },
  groupNumber: long('GRP0045', 80),
  anotherHealthPlan: true,
  hospitalization: { admitted: '2026-03-01', discharged: '2026-03-28' },
  notes: long('Labor support through a long induction; ', 500),
  diagnoses: Array.from({ length: 12 }, (_, index) => `Z3A.${String(index).padStart(2, '0')}X1`),
  resubmission: { code: '7', originalReference: long('2026318000123', 80) },
  lines: [1, 3, 5, 7, 9, 11].map(line),
  taxId: { type: 'EIN', value: '12-3456789' },
  accountNumber: long('DB-2026-000012', 40),
  signature: { name: long('Maya Okafor-Whitfield ', 200), date: '2026-03-30' },
  serviceFacility: {
    name: long('Community Regional Medical Center ', 200),
    address: longAddress,
    npi: '1234567893',
  },
  billingProvider: {
    name: long('Okafor Doula and Birth Support Services LLC ', 200),
    address: longAddress,
    phone: '559-555-0199',
    npi: '1234567893',
    taxonomy: '374J00000X',
  },
};

const modes: Cms1500Mode[] = ['data-only', 'with-form'];

describe.each(modes)('CMS-1500 with the longest values, %s', (mode) => {
  it('prints every value whole inside its own box, and nothing outside the boxes', async () => {
    const [layout] = layoutClaim(parseCms1500Claim(longest));
    const pdf = await print([longest], { mode });
    expect(pdf.pages).toHaveLength(1);
    const items = pdf.pages[0]!;
    const values = layout!.values;
    // Every box of the form that the product fills is filled here.
    expect(values.length).toBeGreaterThan(150);
    const read = readFields(
      items,
      values.map((value) => value.field),
    );
    for (const value of values) {
      expect(value.text.length, value.field).toBeLessThanOrEqual(value.spec.width);
      expect(read[value.field], value.field).toBe(value.text);
    }
    const rects = values.map((value) => fieldRect(value.spec));
    for (const printed of chars(items)) {
      expect(
        rects.some((rect) => contains(rect, printed.rect)),
        printed.char,
      ).toBe(true);
    }
  });

  it('shortens a long patient name so that it reads LAST, FIRST in boxes 2 and 4', async () => {
    const pdf = await print([longest], { mode });
    const boxes = readFields(pdf.pages[0]!, ['2', '4']);
    expect(boxes['2']).toBe('HERNANDEZ-V, GUADALUPE MARIA');
    expect(boxes['4']).toBe(boxes['2']);
  });
});
