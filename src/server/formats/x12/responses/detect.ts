import type { X12File } from '../envelope.ts';
import { X12ReadError } from '../errors.ts';

/**
 * The responses we read, by ST01 and the implementation guide in GS08; 'TA1' is a file that
 * holds only interchange acknowledgements (TA1 segments, no transaction set).
 */
export type ResponseKind = '999' | '277CA' | '835' | 'TA1';

const KINDS: { kind: ResponseKind; type: string; guide: string; name: string }[] = [
  { kind: '999', type: '999', guide: '005010X231', name: 'a 999 acknowledgement' },
  { kind: '277CA', type: '277', guide: '005010X214', name: 'a 277CA claim acknowledgement' },
  { kind: '835', type: '835', guide: '005010X221', name: 'an 835 remittance' },
];

const OTHERS: Record<string, string> = {
  '837': 'an 837 claim file (what we send, not a response)',
  '270': 'a 270 eligibility inquiry',
  '271': 'a 271 eligibility response',
  '276': 'a 276 claim status inquiry',
  '277': 'a 277 claim status response that is not a 277CA (005010X214)',
  '278': 'a 278 authorization',
  '820': 'an 820 premium payment',
  '834': 'an 834 enrollment',
};

/** The kind of one transaction, by its ST01 and its group's GS08; refused when we do not read it. */
export function kindOfTransaction(type: string, version: string): ResponseKind {
  const known = KINDS.find((kind) => kind.type === type && version.startsWith(kind.guide));
  if (!known) {
    const what = OTHERS[type] ?? `transaction ${type.slice(0, 6)} (${version.slice(0, 12)})`;
    throw new X12ReadError(
      'wrong-transaction',
      `This file holds ${what}; we read TA1, 999, 277CA (005010X214) and 835 (005010X221A1) files.`,
    );
  }
  return known.kind;
}

/**
 * Tells the file's kind as its transactions are reached: every transaction in it must be the
 * same kind. TA1 segments may come with any of them; a file of TA1 segments alone is a 'TA1'.
 */
export function responseKindTracker() {
  let found: ResponseKind | undefined;
  return {
    see(type: string, version: string): ResponseKind {
      const kind = kindOfTransaction(type, version);
      if (found && found !== kind) {
        throw new X12ReadError(
          'wrong-transaction',
          `This file mixes ${found} and ${kind} transactions; import them as separate files.`,
        );
      }
      found = kind;
      return kind;
    },
    /** The file's kind once it has been read whole. */
    final(file: X12File): ResponseKind {
      if (found) return found;
      if (file.interchanges.some((i) => i.interchangeAcknowledgements.length > 0)) return 'TA1';
      throw new X12ReadError('structure', 'The file has envelopes but no transaction set in them.');
    },
  };
}
