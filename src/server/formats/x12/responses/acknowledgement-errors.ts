import type { GroupAcknowledgement, SegmentError, TransactionAcknowledgement } from './read-999.ts';

/**
 * The error codes of a 999 in plain words, for an operator who has to fix the file: what the
 * clearinghouse could not read and where (segment, loop, element), never the value it quoted
 * (IK404 may be patient data). Codes from the 005010X231A1 guide; an unknown code is named as is.
 */

/** IK304: what is wrong with a segment. */
const SEGMENT_PROBLEMS: Record<string, string> = {
  '1': 'is not a segment the clearinghouse knows',
  '2': 'is not expected there',
  '3': 'is required but missing',
  '4': 'is in a loop that repeats too often',
  '5': 'repeats too often',
  '6': 'does not belong in this transaction',
  '7': 'is out of order',
  '8': 'has an element in error',
  I4: 'is not used by the implementation guide but was sent',
  I6: 'is required in this situation but missing',
  I7: 'is in a loop that occurs too few times',
  I8: 'occurs too few times',
  I9: 'is not used in this situation but was sent',
};

/** IK403: what is wrong with an element. */
const ELEMENT_PROBLEMS: Record<string, string> = {
  '1': 'is required but missing',
  '2': 'is required in this situation but missing',
  '3': 'is one element too many',
  '4': 'is too short',
  '5': 'is too long',
  '6': 'has a character that is not allowed',
  '7': 'has a code that is not valid',
  '8': 'is not a valid date',
  '9': 'is not a valid time',
  '10': 'must not be sent together with another element',
  '12': 'repeats too often',
  '13': 'has too many components',
  I6: 'has a code the implementation guide does not allow',
  I9: 'is required in this situation but missing',
  I10: 'is not used by the implementation guide but was sent',
  I11: 'repeats too few times',
  I12: 'does not have the form the implementation guide requires',
  I13: 'is not used in this situation but was sent',
};

/** IK502–IK506: why a whole transaction set was refused. */
const TRANSACTION_PROBLEMS: Record<string, string> = {
  '1': 'the transaction type is not supported',
  '2': 'the transaction has no trailer (SE)',
  '3': 'the control numbers in ST and SE differ',
  '4': 'the segment count in SE is wrong',
  '5': 'one or more segments are in error',
  '6': 'the transaction type is missing or not valid',
  '7': 'the transaction control number is missing or not valid',
  '18': 'the transaction is not inside a functional group',
  '19': 'the implementation guide named in ST03 is not valid',
  '23': 'the transaction control number is used twice in the group',
  I5: 'one or more segments break the implementation guide',
  I6: 'the implementation guide is not supported',
};

/** AK905–AK909: why a functional group was refused. */
const GROUP_PROBLEMS: Record<string, string> = {
  '1': 'the functional group is not supported',
  '2': 'the functional group version is not supported',
  '3': 'the functional group has no trailer (GE)',
  '4': 'the control numbers in GS and GE differ',
  '5': 'the transaction count in GE is wrong',
  '6': 'the group control number is not valid',
  '19': 'the group control number is used twice in the interchange',
};

const phrase = (table: Record<string, string>, code: string, unknown = `has error code ${code}`) =>
  table[code] ?? unknown;

/** "NM109" from IK301 NM1 and IK401 9 (or 9:1, a component: NM109-1). */
function elementName(segmentId: string, position: string): string {
  const [element = position, component] = position.split(/[^0-9]/);
  const name = `${segmentId}${element.padStart(2, '0')}`;
  return component ? `${name}-${component}` : name;
}

/** One IK3 (and its IK4s) as sentences, e.g. "Element NM109 (segment 10, NM1 in loop 2010AA) has a code that is not valid." */
export function describeSegmentError(error: SegmentError): string[] {
  const where = `segment ${error.position}, ${error.segmentId}${error.loop ? ` in loop ${error.loop}` : ''}`;
  if (error.elements.length > 0) {
    return error.elements.map(
      (element) =>
        `Element ${elementName(error.segmentId, element.position)} (${where}) ${phrase(ELEMENT_PROBLEMS, element.code)}.`,
    );
  }
  const problem = error.code ? phrase(SEGMENT_PROBLEMS, error.code) : 'is in error';
  return [`The ${error.segmentId} segment (${where}) ${problem}.`];
}

/** Why a transaction set was refused: its IK5 codes (unless only "segments in error") and each segment's errors. */
export function describeTransactionErrors(transaction: TransactionAcknowledgement): string[] {
  const segments = transaction.segmentErrors.flatMap(describeSegmentError);
  const codes = transaction.errorCodes
    .filter((code) => segments.length === 0 || !['5', 'I5'].includes(code))
    .map((code) => `${capitalize(phrase(TRANSACTION_PROBLEMS, code, `error code ${code}`))}.`);
  return [...codes, ...segments];
}

/** Why a functional group was refused (AK905–AK909). */
export function describeGroupErrors(group: GroupAcknowledgement): string[] {
  return group.errorCodes.map(
    (code) => `${capitalize(phrase(GROUP_PROBLEMS, code, `error code ${code}`))}.`,
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
