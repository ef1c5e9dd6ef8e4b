import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeVisitInquiry } from '../fixtures/claim-status/inquiries.ts';
import { answerFor, readClaimStatusResponse } from './read-277.ts';
import { write276 } from './write-276.ts';

/** The 277 claim status reader, one answer shape per fixture under fixtures/claim-status/. */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/claim-status/${name}.277`, import.meta.url), 'utf8');
const answers = (name: string) =>
  readClaimStatusResponse(fixture(name)).reports.flatMap((report) => report.answers);

describe('a claim pended because the payer needs more information', () => {
  const response = readClaimStatusResponse(fixture('pended-more-information'));
  const answer = answerFor(response, 'DB276-000101-1');

  it('is recognisable as such, with the reasons in words', () => {
    expect(answer?.outcome).toBe('needs-information');
    expect(answer?.needsInformation?.reasons).toEqual([
      'pending: the payer is waiting for information it asked you for; the payer asks for more information; the billing provider (you)',
      'the payer asks for documents; an authorization or certification number; the billing provider (you)',
    ]);
  });

  it('carries the trace, the payer’s claim number, our form ID, charge and dates', () => {
    expect(answer).toMatchObject({
      traceNumber: 'DB276-000101-1',
      payerClaimNumber: '2026328000456',
      patientControlNumber: 'DB-2026-000101',
      chargeCents: 16211,
      serviceDates: { from: '2026-11-02', to: '2026-11-02' },
      subscriber: { lastName: 'RIVERA', firstName: 'ANA', memberId: '91234567A' },
      providerId: '1234567893',
    });
    expect(answer?.statuses[0]).toMatchObject({
      category: 'P3',
      status: '123',
      entity: '85',
      date: '2026-12-26',
      more: [{ category: 'R4', status: '252', entity: '85' }],
    });
  });

  it('names the payer, us, and the envelope it came in', () => {
    expect(response.reports[0]).toMatchObject({
      controlNumber: '0001',
      reference: '277Q20261228001',
      payer: { name: 'MEDI-CAL', id: '610442' },
      receiver: { name: 'DOULA BILLING COMPANION', id: 'DB0001' },
    });
    expect(response.envelope.groups).toEqual([{ controlNumber: '3001', version: '005010X212' }]);
  });

  it('has no answer for a trace we did not send', () => {
    expect(answerFor(response, 'DB276-000999-1')).toBeUndefined();
  });
});

describe('a paid claim', () => {
  const [answer] = answers('paid');
  it('gives the paid amount in cents, the decision date and the payment', () => {
    expect(answer).toMatchObject({ outcome: 'paid', chargeCents: 16211, paidCents: 14000 });
    expect(answer?.needsInformation).toBeUndefined();
    expect(answer?.statuses[0]).toMatchObject({
      decidedOn: '2026-12-18',
      payment: { method: 'ACH', date: '2026-12-20', reference: 'EFT000778812' },
    });
  });

  it('reads its service line with our line control number', () => {
    expect(answer?.lines).toEqual([
      {
        procedureCode: 'Z1034',
        modifiers: ['XP'],
        chargeCents: 16211,
        paidCents: 14000,
        lineControlNumber: 'DB-2026-000101-1',
        serviceDates: { from: '2026-11-02', to: '2026-11-02' },
        statuses: [expect.objectContaining({ category: 'F1', status: '65' })],
      },
    ]);
  });
});

describe('several answers in one file', () => {
  const all = answers('several-answers');
  const byTrace = Object.fromEntries(all.map((answer) => [answer.traceNumber, answer]));

  it('gives each claim its outcome, in file order', () => {
    expect(all.map((answer) => [answer.traceNumber, answer.outcome])).toEqual([
      ['DB276-000104-1', 'pending'],
      ['DB276-000105-1', 'denied'],
      ['DB276-000103-1', 'not-found'],
      ['DB276-000106-1', 'pending'],
      ['DB276-000107-1', 'no-answer'],
    ]);
  });

  it('a denial: paid nothing, not covered on the dates of service', () => {
    expect(byTrace['DB276-000105-1']).toMatchObject({
      paidCents: 0,
      payerClaimNumber: '2026340000021',
      statuses: [{ category: 'F2', status: '88', entity: 'IL' }],
    });
  });

  it('two claims under one subscriber, and a range of dates', () => {
    expect(byTrace['DB276-000104-1']?.subscriber).toEqual(byTrace['DB276-000105-1']?.subscriber);
    expect(byTrace['DB276-000103-1']?.serviceDates).toEqual({
      from: '2026-11-14',
      to: '2026-11-16',
    });
  });

  it('a dependent’s claim (2000E) names the dependent and the subscriber', () => {
    expect(byTrace['DB276-000106-1']).toMatchObject({
      dependent: { lastName: 'SMITH-JONES', firstName: 'NIA' },
      subscriber: { memberId: 'XEH123456789' },
      chargeCents: 9500,
    });
    expect(byTrace['DB276-000104-1']?.dependent).toBeUndefined();
  });
});

/**
 * The 276 written for a claim, answered the way a payer answers (a 277 built from its segments):
 * the answer comes back under the trace we sent, with the charge in the same cents.
 */
function answerTo(file276: string, status: string): string {
  const segments = file276.split('~').filter((segment) => segment.trim() !== '');
  const body: string[] = [];
  for (const segment of segments.slice(2, -3)) {
    const [id] = segment.split('*');
    if (id === 'ST') body.push('ST*277*0001*005010X212');
    else if (id === 'BHT') body.push(segment.replace('BHT*0010*13*', 'BHT*0010*08*') + '*DG');
    else if (id === 'TRN') body.push(segment.replace('TRN*1*', 'TRN*2*'), status);
    else if (id !== 'DMG' && id !== 'AMT') body.push(segment);
  }
  body.push(`SE*${body.length + 1}*0001`);
  const [isa, gs] = segments;
  return [isa, gs!.replace('GS*HR*', 'GS*HN*'), ...body, ...segments.slice(-2)].join('~') + '~';
}

describe('a 276 and its answer', () => {
  it('the trace, form ID and charge we wrote come back as written', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,49}$/),
        fc.integer({ min: 1, max: 99_999_999 }),
        (traceNumber, chargeCents) => {
          const claim = { ...homeVisitInquiry.claim, traceNumber, chargeCents };
          const file = write276({ ...homeVisitInquiry, claim });
          const charge = file.match(/AMT\*T3\*([^~]+)~/)![1];
          const response = readClaimStatusResponse(answerTo(file, `STC*P1:20*20261228**${charge}`));
          expect(answerFor(response, traceNumber)).toMatchObject({
            traceNumber,
            chargeCents,
            outcome: 'pending',
            patientControlNumber: 'DB-2026-000101',
            payerClaimNumber: '2026328000456',
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
