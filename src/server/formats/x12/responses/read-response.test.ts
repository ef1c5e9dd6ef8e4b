import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { X12ReadError } from '../errors.ts';
import { read277ca, read835, read999, readX12Response } from './read-response.ts';

/**
 * What comes back after a claim file is sent, one fixture per situation under
 * fixtures/responses/ (built from the implementation guides; names and ids invented):
 * 999 says whether the file was readable, 277CA whether each claim was accepted for
 * adjudication, 835 what was paid, adjusted or denied and why.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/responses/${name}`, import.meta.url), 'utf8');

const refusal = (input: string | Uint8Array, options?: { maxBytes?: number }): X12ReadError => {
  try {
    readX12Response(input, options);
  } catch (error) {
    if (error instanceof X12ReadError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
};

describe('999 implementation acknowledgement', () => {
  it('accepted: the group and its one transaction set, by our control numbers', () => {
    const { acknowledgements, envelope } = read999(fixture('999-accepted.x12'));
    expect(envelope.interchanges[0]).toEqual({
      controlNumber: '000000101',
      senderId: 'CLEARHOUSE01',
      receiverId: 'DOULABILL',
      usage: 'T',
    });
    expect(acknowledgements).toEqual([
      {
        acknowledgementControlNumber: '0001',
        functionalId: 'HC',
        groupControlNumber: '1',
        version: '005010X222A1',
        status: 'accepted',
        statusCode: 'A',
        counts: { included: 1, received: 1, accepted: 1 },
        errorCodes: [],
        transactions: [
          {
            transactionSetId: '837',
            controlNumber: '0001',
            version: '005010X222A1',
            status: 'accepted',
            statusCode: 'A',
            errorCodes: [],
            segmentErrors: [],
          },
        ],
      },
    ]);
  });

  it('rejected: which segments and elements were wrong, without the bad values', () => {
    const [ack] = read999(fixture('999-rejected.x12')).acknowledgements;
    expect(ack?.status).toBe('rejected');
    expect(ack?.groupControlNumber).toBe('2');
    expect(ack?.counts).toEqual({ included: 1, received: 1, accepted: 0 });
    const [transaction] = ack?.transactions ?? [];
    expect(transaction).toMatchObject({
      controlNumber: '0002',
      status: 'rejected',
      errorCodes: ['5'],
    });
    expect(transaction?.segmentErrors).toEqual([
      {
        segmentId: 'NM1',
        position: 10,
        loop: '2010AA',
        code: '8',
        elements: [{ position: '9', reference: '67', code: '7' }],
      },
      { segmentId: 'HI', position: 23, loop: '2300', code: '3', elements: [] },
    ]);
    // IK404 carried the bad NPI; we do not keep copies of submitted data.
    expect(JSON.stringify(ack)).not.toContain('1234567890');
  });

  it('accepted with errors (E) and partially accepted (P) keep their own status', () => {
    const text = fixture('999-accepted.x12').replace('IK5*A', 'IK5*E*5').replace('AK9*A', 'AK9*P');
    const [ack] = read999(text).acknowledgements;
    expect(ack?.status).toBe('partially-accepted');
    expect(ack?.transactions[0]?.status).toBe('accepted-with-errors');
  });
});

describe('277CA claim acknowledgement', () => {
  const [report] = read277ca(fixture('277ca-accepted-and-rejected.x12')).reports;

  it('accepts one claim and rejects the other, each found by our form ID (TRN02)', () => {
    expect(report?.claims.map((c) => [c.patientControlNumber, c.outcome])).toEqual([
      ['DB-2026-000101', 'accepted'],
      ['DB-2026-000103', 'rejected'],
    ]);
  });

  it('the accepted claim: A2 status, the payer claim number, trace number, dates and charge', () => {
    expect(report?.claims[0]).toEqual({
      patientControlNumber: 'DB-2026-000101',
      outcome: 'accepted',
      statuses: [
        {
          category: 'A2',
          status: '20',
          entity: 'PR',
          date: '2026-11-24',
          action: 'WQ',
          chargeCents: 16211,
          more: [],
        },
      ],
      payerClaimNumber: '2026328000456',
      clearinghouseTraceNumber: 'CH20261124000017',
      serviceDates: { from: '2026-11-02', to: '2026-11-02' },
      chargeCents: 16211,
      patient: { lastName: 'RIVERA', firstName: 'ANA', memberId: '91234567A' },
      billingProviderNpi: '1234567893',
      lines: [],
    });
  });

  it('the rejected claim: A7 status 562 (NPI) about entity 85 (billing provider), under its own provider', () => {
    expect(report?.claims[1]).toMatchObject({
      outcome: 'rejected',
      statuses: [{ category: 'A7', status: '562', entity: '85', action: 'U' }],
      billingProviderNpi: '1558598797',
    });
  });

  it('the batch: who acknowledged it and its batch-level receipt status', () => {
    expect(report?.source).toEqual({ name: 'EXAMPLE CLEARINGHOUSE', id: 'CH99999' });
    expect(report?.reference).toBe('277CA20261124001');
    expect(report?.receiver).toMatchObject({ id: 'DB0001', traceNumber: '0001' });
    expect(report?.receiver.statuses[0]).toMatchObject({ category: 'A1', status: '19' });
  });

  it('a rejection with a second status in STC10 and a rejected service line', () => {
    const [claim] = read277ca(fixture('277ca-rejected-line.x12')).reports[0]?.claims ?? [];
    expect(claim?.outcome).toBe('rejected');
    expect(claim?.statuses[0]?.more).toEqual([{ category: 'A7', status: '158', entity: 'QC' }]);
    expect(claim?.serviceDates).toEqual({ from: '2026-10-05', to: '2026-10-20' });
    expect(claim?.lines).toEqual([
      {
        procedureCode: 'T1032',
        modifiers: ['XP', '95'],
        chargeCents: 48636,
        lineControlNumber: 'DB-2026-000104-2',
        serviceDates: { from: '2026-10-20', to: '2026-10-20' },
        statuses: [{ category: 'A7', status: '453', date: '2026-11-24', action: 'U', more: [] }],
      },
    ]);
  });
});

describe('835 remittance', () => {
  it('paid in full: the EFT, the payer, the payee and the claim', () => {
    const [remittance] = read835(fixture('835-paid.x12')).remittances;
    expect(remittance?.payment).toEqual({
      handling: 'I',
      amountCents: 16211,
      creditDebit: 'C',
      method: 'ACH',
      date: '2026-12-01',
      traceNumber: 'EFT20261201001',
      payerIdentifier: '1946000001',
    });
    expect(remittance?.payer).toEqual({ name: 'MEDI-CAL', id: '610442' });
    expect(remittance?.payee).toEqual({
      name: 'MAYA OKAFOR',
      npi: '1234567893',
      taxId: '123456789',
    });
    expect(remittance?.claims).toHaveLength(1);
    expect(remittance?.claims[0]).toMatchObject({
      patientControlNumber: 'DB-2026-000101',
      status: '1',
      statusMeaning: 'processed as primary',
      chargeCents: 16211,
      paidCents: 16211,
      patientResponsibilityCents: 0,
      payerClaimNumber: '2026328000456',
      receivedDate: '2026-11-23',
      adjustments: [],
    });
    expect(remittance?.warnings).toEqual([]);
  });

  it('partially paid: contractual (CO 45) and patient (PR 3) adjustments per line, a remark code, interest in PLB', () => {
    const [remittance] = read835(fixture('835-partially-paid.x12')).remittances;
    const [claim] = remittance?.claims ?? [];
    expect(claim).toMatchObject({
      chargeCents: 68434,
      paidCents: 54477,
      patientResponsibilityCents: 4863,
    });
    expect(claim?.servicePeriod).toEqual({ from: '2026-10-05', to: '2026-10-20' });
    expect(
      claim?.services.map((s) => [
        s.procedureCode,
        s.units,
        s.chargeCents,
        s.paidCents,
        s.adjustments,
      ]),
    ).toEqual([
      ['Z1032', 1, 19798, 18000, [{ group: 'CO', reason: '45', amountCents: 1798 }]],
      [
        'T1032',
        12,
        48636,
        36477,
        [
          { group: 'CO', reason: '45', amountCents: 7296 },
          { group: 'PR', reason: '3', amountCents: 4863 },
        ],
      ],
    ]);
    expect(claim?.services[1]).toMatchObject({
      lineControlNumber: 'DB-2026-000104-2',
      remarkCodes: ['N130'],
      allowedCents: 41340,
    });
    // Interest is a negative provider adjustment: it adds to the check (544.77 + 1.25 = 546.02).
    expect(remittance?.providerAdjustments).toEqual([
      {
        providerId: '1558598797',
        fiscalPeriodDate: '2026-12-31',
        reason: 'L6',
        reference: 'DB-2026-000104',
        amountCents: -125,
      },
    ]);
    expect(remittance?.payment).toMatchObject({ amountCents: 54602, method: 'CHK' });
  });

  it('denied: nothing paid, CO 4 (modifier) on the line with its remark codes, notification only', () => {
    const [remittance] = read835(fixture('835-denied.x12')).remittances;
    expect(remittance?.payment).toMatchObject({ handling: 'H', amountCents: 0, method: 'NON' });
    const [claim] = remittance?.claims ?? [];
    expect(claim).toMatchObject({
      status: '4',
      statusMeaning: 'denied',
      paidCents: 0,
      remarkCodes: ['MA130'],
    });
    expect(claim?.services[0]).toMatchObject({
      adjustments: [{ group: 'CO', reason: '4', amountCents: 16211 }],
      remarkCodes: ['N823'],
    });
  });

  it('reversal: CLP02 22 takes back the earlier payment, a new adjudication pays again', () => {
    const [remittance] = read835(fixture('835-reversal.x12')).remittances;
    expect(
      remittance?.claims.map((c) => [
        c.patientControlNumber,
        c.status,
        c.chargeCents,
        c.paidCents,
        c.payerClaimNumber,
      ]),
    ).toEqual([
      ['DB-2026-000101', '22', -16211, -16211, '2026328000456'],
      ['DB-2026-000101', '1', 16211, 15000, '2026348000777'],
      ['DB-2026-000102', '1', 68507, 68507, '2026348000778'],
    ]);
    expect(remittance?.claims[0]?.services[0]).toMatchObject({ units: -1, paidCents: -16211 });
    expect(remittance?.payment.amountCents).toBe(-16211 + 15000 + 68507);
    expect(remittance?.warnings).toEqual([]);
  });

  it('refuses an 835 whose payment is not the claims paid less provider adjustments', () => {
    const error = refusal(fixture('835-paid.x12').replace('BPR*I*162.11', 'BPR*I*162.12'));
    expect(error.problem).toBe('unbalanced');
    expect(error.message).toBe(
      'The 835 (transaction 0001) does not balance: its claims pay $162.11 and provider adjustments take $0, which makes $162.11, but the payment (BPR02) is $162.12.',
    );
  });

  it('reports a claim whose adjustments do not explain its unpaid amount, without refusing the file', () => {
    const text = fixture('835-partially-paid.x12').replace('CAS*CO*45*17.98', 'CAS*CO*45*17.97');
    expect(read835(text).remittances[0]?.warnings).toEqual([
      'Claim DB-2026-000104: charge $684.34 less payment $544.77 is not the sum of its adjustments ($139.56).',
      'Claim DB-2026-000104 line 1: charge less payment is not the sum of its adjustments.',
    ]);
  });
});

describe('the transaction type is read from the file', () => {
  it.each([
    ['999-accepted.x12', '999'],
    ['277ca-accepted-and-rejected.x12', '277CA'],
    ['835-denied.x12', '835'],
  ])('%s is a %s', (name, kind) => {
    expect(readX12Response(fixture(name)).kind).toBe(kind);
  });

  it('accepts bytes, a byte-order mark, no line breaks and other delimiters', () => {
    const text = fixture('835-paid.x12')
      .replaceAll('~\n', '~')
      .replaceAll('*', '|')
      .replaceAll(':', '>');
    const bytes = new TextEncoder().encode(`\uFEFF${text}`);
    expect(read835(bytes).remittances[0]?.payment.amountCents).toBe(16211);
  });

  it('read835 refuses a 999, naming what it is', () => {
    expect(() => read835(fixture('999-accepted.x12'))).toThrow('This file is a 999, not a 835.');
  });
});

describe('bad files are refused with a message naming the problem', () => {
  const paid = fixture('835-paid.x12');
  const claimFile = readFileSync(
    new URL('../fixtures/837p/home-visit.837', import.meta.url),
    'utf8',
  );

  it.each([
    ['empty', '  \n', 'empty', 'The file is empty.'],
    [
      'not X12 at all',
      '%PDF-1.7 binary',
      'not-x12',
      'This is not an X12 file: it does not start with an ISA segment.',
    ],
    [
      'cut short in a segment',
      paid.slice(0, paid.indexOf('CLP*') + 10),
      'truncated',
      /ends in the middle of segment 17/,
    ],
    [
      'cut short after a segment',
      paid.slice(0, paid.indexOf('SE*')),
      'truncated',
      /Transaction set 0001 has no SE trailer/,
    ],
    [
      'an IEA that does not match its ISA',
      paid.replace('IEA*1*000000201', 'IEA*1*000000202'),
      'envelope',
      'IEA02 (000000202) does not match ISA13 (000000201).',
    ],
    [
      'a wrong segment count',
      paid.replace('SE*21*0001', 'SE*20*0001'),
      'counts',
      /SE01 says 20 segments but 21/,
    ],
    [
      'a claim file instead of a response',
      claimFile,
      'wrong-transaction',
      /an 837 claim file \(what we send, not a response\)/,
    ],
    [
      'a 277 that is not a 277CA',
      fixture('277ca-rejected-line.x12').replace('*005010X214~\nST', '*005010X212~\nST'),
      'wrong-transaction',
      /not a 277CA/,
    ],
    [
      'an amount that is not money',
      paid.replace('CLP*DB-2026-000101*1*162.11*162.11', 'CLP*DB-2026-000101*1*162.11*ABC'),
      'structure',
      'CLP04 (segment 17) is not an amount.',
    ],
    [
      'a segment that does not belong',
      paid.replace('LX*1~', 'LX*1~\nHI*ABK:Z331~').replace('SE*21', 'SE*22'),
      'structure',
      'Segment 17 (HI) does not belong in an 835.',
    ],
    [
      'a 999 without AK9',
      fixture('999-accepted.x12').replace('AK9*A*1*1*1~\n', '').replace('SE*6', 'SE*5'),
      'structure',
      /has no AK9/,
    ],
  ])('%s', (_what, text, problem, message) => {
    const error = refusal(text);
    expect(error.problem).toBe(problem);
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
  });

  it('a file larger than the limit is refused before it is parsed (25 MB by default)', () => {
    const huge = new Uint8Array(100 * 1024 * 1024);
    const error = refusal(huge);
    expect(error.problem).toBe('too-large');
    expect(error.message).toBe('The file is 100 MB; the largest file we read is 25 MB.');
    expect(refusal(paid, { maxBytes: 100 }).problem).toBe('too-large');
  });

  it('a file mixing response kinds is refused: import them separately', () => {
    const ack = fixture('999-accepted.x12');
    const second = paid.slice(paid.indexOf('ISA'));
    expect(refusal(ack + second).message).toBe(
      'This file mixes 999 and 835 transactions; import them as separate files.',
    );
  });

  it('messages never carry patient names or member ids', () => {
    const broken = paid
      .replace('NM1*QC*1*RIVERA*ANA****MI*91234567A', 'NM1*QC*1*RIVERA*ANA****MI*91234567A*X*Y')
      .replace('SVC*HC:Z1034:XP*162.11', 'SVC*:*162.11');
    const error = refusal(broken);
    expect(error.message).not.toMatch(/RIVERA|ANA|91234567A/);
  });
});
