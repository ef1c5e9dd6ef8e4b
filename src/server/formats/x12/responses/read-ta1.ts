import {
  type InterchangeAcknowledgementCode,
  explainInterchangeNote,
  interchangeAcknowledgementCodes,
} from '#domain/billing-codes/interchange-notes';
import { type Segment, element } from '../codec.ts';
import { X12ReadError } from '../errors.ts';
import { label } from './read-helpers.ts';

/**
 * The TA1 interchange acknowledgement says whether the clearinghouse could open the envelope of
 * a file we sent (its ISA … IEA), before anything inside it is read. It is not a transaction set:
 * it sits in the answering interchange between the ISA and the first GS, alone or in front of a
 * 999's functional group.
 */

export type InterchangeAcknowledgementStatus = 'accepted' | 'accepted-with-errors' | 'rejected';

const STATUS: Record<InterchangeAcknowledgementCode, InterchangeAcknowledgementStatus> = {
  A: 'accepted',
  E: 'accepted-with-errors',
  R: 'rejected',
};

export interface InterchangeAcknowledgement {
  /** TA101: the control number (ISA13) of OUR interchange this answers. */
  controlNumber: string;
  /** TA102/TA103: the date (YYYY-MM-DD) and time (HH:MM) of our interchange, as it read them. */
  date: string;
  time: string;
  status: InterchangeAcknowledgementStatus;
  /** TA104 as sent. */
  statusCode: InterchangeAcknowledgementCode;
  /** TA105, three digits; 000 is "no error". */
  noteCode: string;
  /** TA105 in plain words (the domain's table). */
  note: string;
}

/** One TA1 segment, checked element by element; a bad one refuses the file. */
export function readTa1(segment: Segment): InterchangeAcknowledgement {
  const controlNumber = element(segment, 1);
  if (!/^\d{9}$/.test(controlNumber)) {
    throw new X12ReadError('structure', `${label(segment, 1)} is not a nine-digit control number.`);
  }
  const date = /^(\d{2})(\d{2})(\d{2})$/.exec(element(segment, 2));
  if (!date) throw new X12ReadError('structure', `${label(segment, 2)} is not a YYMMDD date.`);
  const time = /^(\d{2})(\d{2})$/.exec(element(segment, 3));
  if (!time) throw new X12ReadError('structure', `${label(segment, 3)} is not an HHMM time.`);
  const statusCode = element(segment, 4);
  if (!(statusCode in interchangeAcknowledgementCodes)) {
    throw new X12ReadError('structure', `${label(segment, 4)} is not A, E or R.`);
  }
  const noteCode = element(segment, 5);
  if (!/^\d{3}$/.test(noteCode)) {
    throw new X12ReadError('structure', `${label(segment, 5)} is not a three-digit note code.`);
  }
  const code = statusCode as InterchangeAcknowledgementCode;
  return {
    controlNumber,
    // ISA09 has a two-digit year; every interchange this product reads is of this century.
    date: `20${date[1]}-${date[2]}-${date[3]}`,
    time: `${time[1]}:${time[2]}`,
    status: STATUS[code],
    statusCode: code,
    noteCode,
    note: explainInterchangeNote(noteCode),
  };
}
