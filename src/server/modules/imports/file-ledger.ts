import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/database.ts';
import {
  identityKey,
  insertLedgerRows,
  updateLedgerRow,
  type AdjustmentInsert,
  type LedgerRow,
  type LineInsert,
} from './ledger.repository.ts';

/** A ledger row as this import works with it: stored before (`isNew` false) or written now. */
export type Entry = Pick<
  LedgerRow,
  | 'id'
  | 'claimId'
  | 'payerKey'
  | 'traceNumber'
  | 'patientControlNumber'
  | 'payerClaimNumber'
  | 'claimStatusCode'
  | 'paidCents'
  | 'state'
  | 'holdCode'
  | 'holdReason'
  | 'reversalOf'
  | 'reversedBy'
> & {
  isNew: boolean;
  /** The rest of a new row's columns. */
  stored?: Pick<
    LedgerRow,
    | 'importId'
    | 'chargeCents'
    | 'patientResponsibilityCents'
    | 'payerName'
    | 'paymentDate'
    | 'interestCents'
    | 'providerInterestCents'
    | 'remarkCodes'
    | 'createdAt'
  >;
};

/**
 * The ledger rows of the claims a slice of the file touches, in memory: what stands, what is
 * held, what this slice adds; written in a few statements at the slice's end (the next slice
 * reads them back in the same transaction).
 */
export class FileLedger {
  private readonly byClaim = new Map<string, Entry[]>();
  private readonly byIdentity = new Map<string, Entry>();
  readonly fresh: Entry[] = [];
  readonly changed = new Set<Entry>();

  add(entry: Entry) {
    const list = this.byClaim.get(entry.claimId) ?? [];
    list.push(entry);
    this.byClaim.set(entry.claimId, list);
    this.byIdentity.set(identityKey(entry), entry);
    if (entry.isNew) this.fresh.push(entry);
  }

  known(entry: Parameters<typeof identityKey>[0]) {
    return this.byIdentity.get(identityKey(entry));
  }

  of(claimId: string): Entry[] {
    return this.byClaim.get(claimId) ?? [];
  }

  /** Payments that still stand: posted, not a reversal or offset, not reversed. */
  standing(claimId: string): Entry[] {
    return this.of(claimId).filter(
      (entry) =>
        entry.state === 'posted' &&
        entry.reversalOf === null &&
        entry.reversedBy === null &&
        entry.paidCents !== 0,
    );
  }

  postedSum(claimId: string): number {
    return this.of(claimId)
      .filter((entry) => entry.state === 'posted')
      .reduce((sum, entry) => sum + entry.paidCents, 0);
  }

  change(entry: Entry, values: Partial<Entry>) {
    Object.assign(entry, values);
    if (!entry.isNew) this.changed.add(entry);
  }
}

/** "Claim DB-…: …" lines for the report, with a count past the first fifty. */
export class ReportLines {
  private readonly lines: string[] = [];
  private more = 0;
  constructor(private readonly tail: (count: number) => string) {}
  push(line: string) {
    if (this.lines.length < 50) this.lines.push(line);
    else this.more += 1;
  }
  /** Every line pushed, those beyond the kept ones included. */
  get count(): number {
    return this.lines.length + this.more;
  }
  out(): string[] {
    return this.more > 0 ? [...this.lines, this.tail(this.more)] : this.lines;
  }
}

/** The reversal's target: a standing payment, the one under the same payer claim number first. */
export function targetOf(ledger: FileLedger, claimIds: string[], payerClaimNumber: string | null) {
  const standing = claimIds.flatMap((id) => ledger.standing(id));
  return (
    standing.findLast((entry) => entry.payerClaimNumber === payerClaimNumber) ?? standing.at(-1)
  );
}

/**
 * Ids for a file's new ledger rows that sort in the order they are made (UUIDv7, RFC 9562: the
 * time, then a counter, then random bits). The rows share one creation time, and a later slice
 * reads a claim's rows back ordered by it and then by id: in file order, as one pass kept them.
 */
export function orderedIds(now: Date): () => string {
  const time = now.getTime().toString(16).padStart(12, '0');
  const random = randomBytes(6).toString('hex');
  let counter = 0;
  return () => {
    const n = counter;
    counter += 1;
    const high = ((n >>> 14) & 0xfff).toString(16).padStart(3, '0');
    const low = (0x8000 | (n & 0x3fff)).toString(16);
    return `${time.slice(0, 8)}-${time.slice(8)}-7${high}-${low}-${random}`;
  };
}

/** A slice's new rows (with their lines and adjustments) and changes, written. */
export async function writeLedger(
  tx: Tx,
  ledger: FileLedger,
  lines: LineInsert[],
  adjustments: AdjustmentInsert[],
  now: Date,
): Promise<string[]> {
  await insertLedgerRows(
    tx,
    ledger.fresh.map((entry) => ({
      ...entry.stored!,
      id: entry.id,
      claimId: entry.claimId,
      payerKey: entry.payerKey,
      traceNumber: entry.traceNumber,
      patientControlNumber: entry.patientControlNumber,
      payerClaimNumber: entry.payerClaimNumber,
      claimStatusCode: entry.claimStatusCode,
      paidCents: entry.paidCents,
      state: entry.state,
      holdCode: entry.holdCode,
      holdReason: entry.holdReason,
      reversalOf: entry.reversalOf,
      reversedBy: entry.reversedBy,
    })),
    lines,
    adjustments,
  );
  const touched: string[] = [];
  for (const entry of ledger.changed) {
    await updateLedgerRow(tx, entry.id, {
      state: entry.state,
      reversalOf: entry.reversalOf,
      reversedBy: entry.reversedBy,
      holdReason: entry.holdReason,
      ...(entry.state === 'posted' && entry.holdCode
        ? { reviewedBy: 'automatic', reviewedAt: now }
        : {}),
    });
    touched.push(entry.claimId);
  }
  return touched;
}
