import type { ImportedClaimChange, UnmatchedItem } from '#domain/imports';
import type { Tx } from '../../db/database.ts';
import type { PayerAnswerChange } from '../claims/index.ts';

/** What applying one file works with and collects, inside the file's one transaction. */
export interface ApplyContext {
  tx: Tx;
  importId: string;
  /** Recorded as "changed by" in claim histories. */
  changedBy: string;
  actor: PayerAnswerChange['actor'];
  matched: ImportedClaimChange[];
  unmatched: UnmatchedItem[];
  notes: string[];
}

/** "pending → rejected", or just the status when it did not move. */
export const movement = (from: string, to: string) => (from === to ? to : `${from} → ${to}`);

/** The answer's date for a history note: the file's own date, else today. */
export const answerDate = (date: string | undefined) =>
  date ?? new Date().toISOString().slice(0, 10);
