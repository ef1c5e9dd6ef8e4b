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

/**
 * Which response the file holds; every transaction in it must be the same kind. TA1 segments
 * may come with any of them; a file of TA1 segments alone is a 'TA1'.
 */
export function detectResponseKind(file: X12File): ResponseKind {
  const found = new Set<ResponseKind>();
  let transactions = 0;
  for (const interchange of file.interchanges) {
    for (const group of interchange.groups) {
      for (const transaction of group.transactions) {
        transactions += 1;
        const known = KINDS.find(
          (kind) => kind.type === transaction.type && group.version.startsWith(kind.guide),
        );
        if (!known) {
          const what =
            OTHERS[transaction.type] ??
            `transaction ${transaction.type.slice(0, 6)} (${group.version.slice(0, 12)})`;
          throw new X12ReadError(
            'wrong-transaction',
            `This file holds ${what}; we read TA1, 999, 277CA (005010X214) and 835 (005010X221A1) files.`,
          );
        }
        found.add(known.kind);
      }
    }
  }
  if (transactions === 0) {
    if (file.interchanges.some((i) => i.interchangeAcknowledgements.length > 0)) return 'TA1';
    throw new X12ReadError('structure', 'The file has envelopes but no transaction set in them.');
  }
  if (found.size > 1) {
    throw new X12ReadError(
      'wrong-transaction',
      `This file mixes ${[...found].join(' and ')} transactions; import them as separate files.`,
    );
  }
  return [...found][0] as ResponseKind;
}

/** Every transaction of the file with its group, in file order. */
export function transactionsOf(file: X12File) {
  return file.interchanges.flatMap((interchange) =>
    interchange.groups.flatMap((group) =>
      group.transactions.map((transaction) => ({ interchange, group, transaction })),
    ),
  );
}
