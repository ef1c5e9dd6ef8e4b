import { describe, expect, it } from 'vitest';
import { fieldRect } from './fields.ts';
import { fixtures } from './fixtures/claims.ts';
import { contains } from './grid.ts';
import { parseCms1500Claim } from './input.ts';
import { layoutClaim } from './layout.ts';
import type { Cms1500Mode } from './render.ts';
import type { TextItem } from './testing/read-pdf.ts';
import { chars, expectFields, print, readFields } from './testing/read-fields.ts';

/**
 * Claims over more than one sheet, and many claims in one PDF: each sheet is read back like a
 * single one (render.test.ts), and nothing is printed outside the fields of the values placed.
 */

const modes: Cms1500Mode[] = ['data-only', 'with-form'];

describe.each(modes)('CMS-1500 PDF, %s', (mode) => {
  it('continues a claim of eight lines on a second sheet, each sheet totalling its own', async () => {
    const pdf = await print([fixtures.eightLines], { mode });
    expect(pdf.pages).toHaveLength(2);
    const [first, second] = pdf.pages as [TextItem[], TextItem[]];
    expectFields(first, {
      pageLabel: 'PAGE 1 OF 2',
      '24.1.from.dd': '01',
      '24.6.from.dd': '16',
      '24.6.pointer': 'AB',
      '28.dollars': '972',
      '28.cents': '66',
      '2': 'NGUYEN, LINH',
      '21.B': 'Z391',
    });
    expectFields(second, {
      pageLabel: 'PAGE 2 OF 2',
      '24.1.from.dd': '19',
      '24.2.from.dd': '22',
      '24.3.code': '',
      '28.dollars': '324',
      '28.cents': '22',
      '2': 'NGUYEN, LINH',
      '21.B': 'Z391',
      '26': 'CLM-2026-0006',
    });
  });

  it('prints many claims into one PDF, a sheet (or more) per claim, in order', async () => {
    const claims = [fixtures.homeVisit, fixtures.eightLines, fixtures.facilityDelivery];
    const pdf = await print(claims, { mode });
    expect(pdf.pages).toHaveLength(4);
    expect(pdf.pages.map((page) => readFields(page, ['26'])['26'])).toEqual([
      'CLM-2026-0001',
      'CLM-2026-0006',
      'CLM-2026-0006',
      'CLM-2026-0002',
    ]);
  });

  it('prints nothing outside the fields of the values it placed', async () => {
    for (const claim of Object.values(fixtures)) {
      const pdf = await print([claim], { mode });
      const pages = layoutClaim(parseCms1500Claim(claim));
      pdf.pages.forEach((items, index) => {
        const rects = pages[index]!.values.map((value) => fieldRect(value.spec));
        for (const printed of chars(items)) {
          expect(
            rects.some((rect) => contains(rect, printed.rect)),
            printed.char,
          ).toBe(true);
        }
      });
    }
  });
});
