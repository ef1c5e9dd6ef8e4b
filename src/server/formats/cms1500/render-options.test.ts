import { describe, expect, it } from 'vitest';
import { fixtures } from './fixtures/claims.ts';
import { DATA_FONT_SIZE, overlaps } from './grid.ts';
import { type Cms1500Claim, Cms1500InputError } from './input.ts';
import { Cms1500AmountTooLargeError } from './layout.ts';
import { PDF_TITLE, renderCms1500Pdf } from './render.ts';
import { chars, expectFields, print } from './testing/read-fields.ts';

describe('the drawn form', () => {
  it('never lets a printed word of the form touch a value', async () => {
    for (const claim of Object.values(fixtures)) {
      const pdf = await print([claim], { mode: 'with-form' });
      for (const items of pdf.pages) {
        const labels = items.filter((item) => item.size !== DATA_FONT_SIZE);
        const values = chars(items);
        expect(labels.length).toBeGreaterThan(100);
        for (const label of labels) {
          // Helvetica capitals are taller than Courier's, relative to the size.
          const rect = { ...label.rect, height: (label.rect.height / 0.57) * 0.72 };
          const hit = values.find((value) => overlaps(rect, value.rect));
          expect(hit, `"${label.text}" overlaps "${hit?.char}"`).toBeUndefined();
        }
      }
    }
  });
});

describe('options and refusals', () => {
  it('puts CONTINUED in box 28 and the grand total on the last sheet when asked', async () => {
    const pdf = await print([fixtures.eightLines], { mode: 'data-only', pageTotals: 'last-page' });
    expectFields(pdf.pages[0]!, { '28.continued': 'CONTINUED' });
    expectFields(pdf.pages[1]!, { '28.dollars': '1296', '28.cents': '88' });
  });

  it('moves everything by a printer calibration offset', async () => {
    const offset = { x: 3.6, y: 6 };
    const pdf = await print([fixtures.homeVisit], { mode: 'data-only', offset });
    expectFields(
      pdf.pages[0]!,
      { '2': 'RIVERA, ANA, L', '24.1.code': 'Z1034', '33a': '1234567893' },
      offset,
    );
  });

  it('keeps PHI out of the metadata', async () => {
    const pdf = await print([fixtures.homeVisit], { mode: 'with-form' });
    expect(pdf.info['Title']).toBe(PDF_TITLE);
    expect(pdf.info['Author']).toBeUndefined();
    expect(pdf.info['Subject']).toBeUndefined();
    expect(pdf.info['Keywords']).toBeUndefined();
    expect(JSON.stringify(pdf.info)).not.toMatch(/RIVERA|OKAFOR|CLM-2026|91234567A/i);
  });

  it('gives the same bytes for the same claims', async () => {
    const first = await renderCms1500Pdf([fixtures.twoLines], { mode: 'with-form' });
    const second = await renderCms1500Pdf([fixtures.twoLines], { mode: 'with-form' });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('refuses a claim it cannot print, naming the claim and fields but no values', async () => {
    const bad: Cms1500Claim = {
      ...fixtures.homeVisit,
      diagnoses: ['Z33.1'],
      lines: [{ ...fixtures.homeVisit.lines[0]!, diagnosisPointers: ['A', 'C'], code: 'Z10' }],
    };
    const error = await renderCms1500Pdf([fixtures.homeVisit, bad], { mode: 'data-only' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Cms1500InputError);
    expect((error as Cms1500InputError).claimIndex).toBe(1);
    expect((error as Cms1500InputError).fields).toEqual([
      'lines.0.code',
      'lines.0.diagnosisPointers.1',
    ]);
    expect((error as Error).message).toMatch(/^Claim 2 /);
    expect((error as Error).message).not.toMatch(/RIVERA|Z10|91234567A/i);
  });

  it('marks NO in box 27 when the provider does not accept assignment', async () => {
    const pdf = await print([{ ...fixtures.homeVisit, acceptAssignment: false }], {
      mode: 'data-only',
    });
    expectFields(pdf.pages[0]!, { '27.yes': '', '27.no': 'X' });
  });

  it('refuses a grand total too wide for box 28 rather than cutting money', async () => {
    const line = { ...fixtures.homeVisit.lines[0]!, chargeCents: 9_999_999 };
    const huge = { ...fixtures.homeVisit, lines: Array.from({ length: 50 }, () => line) };
    await expect(
      renderCms1500Pdf([huge], { mode: 'data-only', pageTotals: 'last-page' }),
    ).rejects.toThrow(Cms1500AmountTooLargeError);
  });

  it('refuses an empty list', async () => {
    await expect(renderCms1500Pdf([], { mode: 'data-only' })).rejects.toThrow(RangeError);
  });
});
