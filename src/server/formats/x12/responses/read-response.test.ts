import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { read277ca, read835, read999, readX12Response } from './read-response.ts';
import { refusal, responseFixture as fixture } from '../testing/response-fixtures.ts';

/**
 * What comes back after a claim file is sent, one fixture per situation under
 * fixtures/responses/ (built from the implementation guides; names and ids invented):
 * 999 says whether the file was readable, 277CA whether each claim was accepted for
 * adjudication, 835 what was paid, adjusted or denied and why (read-835.test.ts).
 */

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
            segmentErrorCount: 0,
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
