import { describe, expect, it } from 'vitest';
import { read999, readTa1File, readX12Response } from './read-response.ts';
import { refusal, responseFixture as fixture } from '../testing/response-fixtures.ts';

/**
 * TA1 interchange acknowledgements: X12 lets a TA1 stand between an interchange's ISA and its
 * first GS, in front of a 999's group or as the only thing the interchange holds.
 */

describe('TA1 interchange acknowledgement', () => {
  it('a 999 with a TA1 before GS is read as the 999, with the TA1 beside it', () => {
    const response = read999(fixture('999-accepted-with-ta1.x12'));
    expect(response.acknowledgements).toHaveLength(1);
    expect(response.acknowledgements[0]?.status).toBe('accepted');
    expect(response.interchangeAcknowledgements).toEqual([
      {
        controlNumber: '000000001',
        date: '2026-11-23',
        time: '09:15',
        status: 'accepted',
        statusCode: 'A',
        noteCode: '000',
        note: 'No problem was found in the file’s envelope.',
      },
    ]);
  });

  it('a lone accepting TA1 is a TA1 file: no group, IEA01 counts none', () => {
    const response = readTa1File(fixture('ta1-accepted.x12'));
    expect(response.kind).toBe('TA1');
    expect(response.envelope.interchanges[0]?.controlNumber).toBe('000000104');
    expect(response.envelope.groups).toEqual([]);
    expect(response.interchangeAcknowledgements.map((ack) => ack.status)).toEqual(['accepted']);
  });

  it('a rejecting TA1 names our interchange and says its note code in plain words', () => {
    const [ack] = readTa1File(fixture('ta1-rejected.x12')).interchangeAcknowledgements;
    expect(ack).toMatchObject({
      controlNumber: '000000002',
      status: 'rejected',
      statusCode: 'R',
      noteCode: '006',
      note: 'Our sender ID is not valid (ISA06).',
    });
  });

  it('an unknown note code is named, not dropped', () => {
    const text = fixture('ta1-rejected.x12').replace('*R*006~', '*R*099~');
    const [ack] = readTa1File(text).interchangeAcknowledgements;
    expect(ack?.note).toBe(
      'The clearinghouse gave note code 099, which we do not know yet; we will look it up.',
    );
  });

  it('several TA1s in one interchange are each read, in order', () => {
    const text = fixture('ta1-rejected.x12').replace(
      'TA1*000000002*261123*0916*R*006~',
      'TA1*000000002*261123*0916*R*006~\nTA1*000000003*261123*0917*E*000~',
    );
    const acks = readTa1File(text).interchangeAcknowledgements;
    expect(acks.map((ack) => [ack.controlNumber, ack.status])).toEqual([
      ['000000002', 'rejected'],
      ['000000003', 'accepted-with-errors'],
    ]);
  });

  it('a TA1 after a functional group is refused: it belongs between ISA and the first GS', () => {
    const text = fixture('999-accepted-with-ta1.x12')
      .replace('TA1*000000001*261123*0915*A*000~\n', '')
      .replace('GE*1*103~', 'GE*1*103~\nTA1*000000001*261123*0915*A*000~');
    expect(refusal(text).message).toBe(
      'Segment 10 (TA1) comes after a functional group; a TA1 belongs between the ISA and the first GS.',
    );
  });

  it('a TA1 with a bad element is refused, naming it', () => {
    const bad = (from: string, to: string) =>
      refusal(fixture('ta1-rejected.x12').replace(from, to)).message;
    expect(bad('TA1*000000002', 'TA1*2')).toBe(
      'TA101 (segment 2) is not a nine-digit control number.',
    );
    expect(bad('*R*006~', '*Q*006~')).toBe('TA104 (segment 2) is not A, E or R.');
    expect(bad('*R*006~', '*R*6~')).toBe('TA105 (segment 2) is not a three-digit note code.');
    expect(bad('*261123*0916*', '*2611*0916*')).toBe('TA102 (segment 2) is not a YYMMDD date.');
  });

  it('an interchange with neither TA1 nor group is still refused', () => {
    const text = fixture('ta1-accepted.x12').replace('TA1*000000001*261123*0915*A*000~\n', '');
    expect(refusal(text).message).toBe('The file has envelopes but no transaction set in them.');
  });

  it('a TA1 may stand in front of an 835 too; it is read beside the remittance', () => {
    const text = fixture('835-paid.x12').replace(
      /(ISA[^~]*~\n?)/,
      '$1TA1*000000001*261123*0915*A*000~\n',
    );
    const response = readX12Response(text);
    expect(response.kind).toBe('835');
    expect(response.interchangeAcknowledgements).toHaveLength(1);
  });
});
