import { X12ReadError } from '../errors.ts';

const WHAT: Record<string, string> = {
  '999': 'a 999 acknowledgement (the receiver could not read what we sent)',
  '277': 'a 277CA claim acknowledgement (005010X214)',
  '276': 'a 276 claim status inquiry (what we send, not an answer)',
  '270': 'a 270 eligibility inquiry',
  '271': 'a 271 eligibility answer',
  '835': 'an 835 remittance',
  '837': 'an 837 claim file',
};

/**
 * The refusal of a file that is not a 277 claim status answer, saying what it is instead. A
 * file of TA1 segments alone (`type` undefined) is an interchange acknowledgement.
 */
export function wrongTransaction(
  type: string | undefined,
  version: string | undefined,
): X12ReadError {
  const what =
    type === undefined
      ? 'no transaction set, only interchange acknowledgements (TA1) or empty envelopes'
      : type === '277' && !version?.startsWith('005010X214')
        ? `a 277 of another version (${(version ?? '').slice(0, 12)})`
        : (WHAT[type] ?? `transaction ${type.slice(0, 6)}`);
  return new X12ReadError(
    'wrong-transaction',
    `This file holds ${what}; we expected a 277 claim status answer (005010X212).`,
  );
}
