import { describe, expect, it } from 'vitest';
import { readPdf } from '../cms1500/testing/read-pdf.ts';
import { renderPromptPayLetterPdf, type PromptPayLetterInput } from './render.ts';

/** A claim received November 2, due December 2, paid December 13 with no interest. */
const late: PromptPayLetterInput = {
  business: {
    name: 'Gentle Births LLC',
    street: '1 Main St',
    city: 'Oakland',
    state: 'CA',
    zip: '94607-1234',
    npi: '1558598797',
  },
  payerName: 'Blue Shield of California',
  claim: {
    formId: 'DB-2026-000104',
    payerClaimNumber: '2026338000321',
    serviceDateFrom: '2026-10-05',
    serviceDateTo: '2026-10-05',
    totalChargeCents: 100_000,
  },
  clock: {
    receivedOn: '2026-11-02',
    dueOn: '2026-12-02',
    days: 30,
    dayKind: 'calendar',
    day: 30,
    lateSince: '2026-12-03',
    lateDays: 11,
    paidOn: '2026-12-13',
    statute: 'California Health and Safety Code 1371.35',
    source: 'Knox-Keene Act (Cal. Health & Safety Code § 1371.35), read December 2, 2026',
    unverified: [],
    interestInWords: '15% a year, simple interest (at least $15.00 a year)',
    calculation:
      '$1,000.00 × 15% a year × 11 days ÷ 365 = $4.52, rounded once to the nearest cent (halves up)',
    principalCents: 100_000,
    interestOwedCents: 452,
    interestPaidCents: 0,
    shortfallCents: 452,
  },
  writtenOn: '2026-12-14',
};

describe('the prompt-pay letter', () => {
  it('holds her business, the claim’s numbers, the dates, the statute and the calculation', async () => {
    const { pages, info } = await readPdf(await renderPromptPayLetterPdf(late));
    expect(pages).toHaveLength(1);
    const text = pages[0]!.map((item) => item.text).join('\n');
    for (const expected of [
      'Gentle Births LLC',
      'DB-2026-000104',
      '2026338000321',
      'November 2, 2026',
      'December 2, 2026',
      'December 13, 2026',
      'California Health and Safety Code 1371.35',
      '$1,000.00 x 15% a year x 11 days',
      '$4.52',
    ]) {
      expect(text.replace(/\u00d7/g, 'x')).toContain(expected);
    }
    // The metadata travels with the file: it names no one.
    expect(info.Title).toBe('Prompt payment interest');
  });
});
