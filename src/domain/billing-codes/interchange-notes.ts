/**
 * TA1 interchange acknowledgements: what the clearinghouse says of a whole file's envelope (the
 * ISA/IEA around it) before reading what is inside. TA104 is the verdict, TA105 a note code
 * saying what was wrong with the envelope. The official wording is terse ("Invalid Interchange
 * ID Qualifier for Sender"); these are the product's own plain words for operators and doulas,
 * shown in batch history notes and import reports. A code missing here is named as such.
 */

/** TA104: A the interchange was accepted, E accepted with errors noted, R rejected. */
export const interchangeAcknowledgementCodes = {
  A: 'accepted',
  E: 'accepted with errors',
  R: 'rejected',
} as const;

export type InterchangeAcknowledgementCode = keyof typeof interchangeAcknowledgementCodes;

/** TA105 note codes (000 to 031), each in one plain sentence about our file's envelope. */
export const interchangeNoteCodes: Readonly<Record<string, string>> = {
  '000': 'No problem was found in the file’s envelope.',
  '001':
    'The control number at the start of the file does not match the one at its end (ISA13 and IEA02).',
  '002': 'The clearinghouse does not support the standard the file’s envelope names (ISA16).',
  '003': 'The clearinghouse does not support this version of the envelope (ISA12).',
  '004': 'The character that ends each segment is not one the clearinghouse accepts.',
  '005': 'The qualifier of our sender ID is not valid (ISA05).',
  '006': 'Our sender ID is not valid (ISA06).',
  '007': 'The qualifier of the receiver ID is not valid (ISA07).',
  '008': 'The receiver ID is not valid (ISA08).',
  '009': 'The clearinghouse does not know the receiver ID the file is addressed to (ISA08).',
  '010': 'The authorization information qualifier is not valid (ISA01).',
  '011': 'The authorization information is not valid (ISA02).',
  '012': 'The security information qualifier is not valid (ISA03).',
  '013': 'The security information is not valid (ISA04).',
  '014': 'The date in the file’s envelope is not valid (ISA09).',
  '015': 'The time in the file’s envelope is not valid (ISA10).',
  '016': 'The standards identifier in the file’s envelope is not valid (ISA11).',
  '017': 'The version in the file’s envelope is not valid (ISA12).',
  '018': 'The file’s interchange control number is not valid (ISA13).',
  '019': 'The acknowledgement-requested flag is not valid (ISA14).',
  '020': 'The test or production flag is not valid (ISA15).',
  '021': 'The number of functional groups the file says it holds is wrong (IEA01).',
  '022': 'The file’s envelopes do not nest as X12 requires (ISA, GS, ST and their trailers).',
  '023': 'The file ended too early: it was cut short on its way.',
  '024': 'Something inside the file’s envelope is not valid, for example a GS segment.',
  '025': 'The clearinghouse already received a file with this interchange control number.',
  '026': 'The character between elements is not one the clearinghouse accepts.',
  '027': 'The character between components is not one the clearinghouse accepts.',
  '028': 'The delivery date of a deferred delivery request is not valid.',
  '029': 'The delivery time of a deferred delivery request is not valid.',
  '030': 'The delivery time code of a deferred delivery request is not valid.',
  '031': 'The grade of service code is not valid.',
};

/** A TA105 note code in plain words; an unknown code is named, never left out. */
export function explainInterchangeNote(code: string): string {
  return (
    interchangeNoteCodes[code] ??
    `The clearinghouse gave note code ${code}, which we do not know yet; we will look it up.`
  );
}
