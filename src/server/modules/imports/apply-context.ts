import type { ImportedClaimChange, UnmatchedItem } from '#domain/claims/imports';
import type { Tx } from '../../db/database.ts';
import { insertUnmatched } from './imports.repository.ts';
import { leaveOpenBatches, type StoredBatchAcknowledgement } from '../batches/index.ts';
import {
  applyPayerAnswers,
  type ClaimForMatching,
  type ClaimHooks,
  type PayerAnswerChange,
} from '../claims/index.ts';

/** What applying one file works with and collects, inside the file's one transaction. */
export interface ApplyContext {
  tx: Tx;
  importId: string;
  /** Recorded as "changed by" in claim histories. */
  changedBy: string;
  actor: PayerAnswerChange['actor'];
  /** What every claim transition of the file calls inside its transaction (decision 082). */
  claimHooks: ClaimHooks;
  matched: ImportedClaimChange[];
  unmatched: UnmatchedItems;
  notes: string[];
  /** How many of an 835's payments were held for review ("Needs review"). */
  heldCount?: number;
  /** What a 999 said of each of our batches (kept in the import's summary). */
  acknowledgedBatches: StoredBatchAcknowledgement[];
}

/** How many unmatched items the import's answer lists (its detail view lists as many). */
export const UNMATCHED_SHOWN = 1000;

/**
 * What the file names that matched nothing: stored as the file is applied (a large 835 stores
 * them a slice at a time, so they are never all held), counted, and the first ones kept for the
 * import's answer; the rest are in the import's detail, as stored.
 */
export class UnmatchedItems {
  private pending: UnmatchedItem[] = [];
  readonly shown: UnmatchedItem[] = [];
  count = 0;

  push(item: UnmatchedItem): void {
    this.pending.push(item);
    if (this.shown.length < UNMATCHED_SHOWN) this.shown.push(item);
    this.count += 1;
  }

  /** Stores what was pushed since the last call, in file order. */
  async store(tx: Tx, importId: string): Promise<void> {
    const items = this.pending;
    this.pending = [];
    await insertUnmatched(tx, importId, items);
  }
}

/**
 * Thrown by an applier to refuse the whole file in one plain sentence (no values from the file
 * beyond control numbers and form IDs): the import's transaction rolls back, so nothing of the
 * file is applied, and the file is kept as refused with this message.
 */
export class FileRefused extends Error {
  override name = 'FileRefused';
}

/** "pending → rejected", or just the status when it did not move. */
export const movement = (from: string, to: string) => (from === to ? to : `${from} → ${to}`);

/** The answer's date for a history note: the file's own date, else today. */
export const answerDate = (date: string | undefined) =>
  date ?? new Date().toISOString().slice(0, 10);

/**
 * The payer has answered these claims: they leave their open batches (in the same transaction
 * as their status change), and the import says which batches that closed.
 */
export async function closeAnswered(ctx: ApplyContext, claimIds: string[]): Promise<void> {
  const closed = await leaveOpenBatches(ctx.tx, claimIds);
  for (const number of closed) {
    ctx.notes.push(`Batch ${number} is closed: the payer has answered every claim in it.`);
  }
}

/**
 * A file's payer answers, collected as the file is read and applied together (decision 037's
 * batched command): a few statements for the whole file instead of several per claim. Each
 * answer's line in the import's matched list is added at once, in file order; what it did to
 * the status is filled in when the answers are applied.
 */
export class PendingAnswers {
  private items: {
    claim: Pick<ClaimForMatching, 'id' | 'userId' | 'formId'>;
    change: PayerAnswerChange;
    line: ImportedClaimChange;
    suffix: string;
  }[] = [];

  constructor(private readonly ctx: ApplyContext) {}

  /** `suffix` follows the movement in the matched line (", $162.11 paid"). */
  add(
    claim: Pick<ClaimForMatching, 'id' | 'userId' | 'formId'>,
    change: PayerAnswerChange,
    suffix = '',
  ): void {
    const line: ImportedClaimChange = { formId: claim.formId, claimId: claim.id, change: '' };
    this.ctx.matched.push(line);
    this.items.push({ claim, change, line, suffix });
  }

  /** Applies what was collected; call before reading a status an answer may have changed. */
  async flush(): Promise<void> {
    const items = this.items;
    this.items = [];
    const moved = await applyPayerAnswers(
      this.ctx.tx,
      items.map(({ claim, change }) => ({ claim, change })),
      this.ctx.claimHooks,
    );
    items.forEach((item, index) => {
      item.line.change = movement(moved[index]!.from, moved[index]!.to) + item.suffix;
    });
  }
}
