/**
 * How a batch is shown (its row, what the payer has answered of it, its 999) and how a refused
 * batch explains itself.
 */
import {
  type BatchAcknowledgement,
  batchStateOf,
  type BatchSummary,
  batchFileName,
} from '#domain/claims/batches';
import type { UploadView } from '#domain/clearinghouse/connections';
import { overdueOf } from '#domain/clearinghouse/batch-overdue';
import { fixShortWords } from '#domain/claims/waiting-fixes';
import type { Db } from '../../db/database.ts';
import type { HeldClaim } from './held-claims.repository.ts';
import { DomainError, unprocessable } from '../../errors/index.ts';
import {
  acknowledgementsOf,
  answeredCountsOf,
  type BatchSummaryRow,
} from './batches.repository.ts';

type BatchFacts = {
  answered: Map<string, number>;
  acknowledgements: Acknowledgements;
  uploads: Map<string, UploadView>;
};
/** Each batch's upload through a clearinghouse, by batch id (the clearinghouse module's rows). */
export type UploadsOf = (batchIds: string[]) => Promise<Map<string, UploadView>>;
type Acknowledgements = Awaited<ReturnType<typeof acknowledgementsOf>>;

/** What the payer has answered of each batch: counts and the latest 999, for a page at once. */
export async function factsOf(
  db: Db,
  rows: readonly BatchSummaryRow[],
  uploadsOf?: UploadsOf,
): Promise<BatchFacts> {
  const ids = rows.map((row) => row.id);
  const oldest = rows.reduce<Date | undefined>(
    (min, row) => (!min || row.createdAt < min ? row.createdAt : min),
    undefined,
  );
  const [answered, acknowledgements, uploads] = await Promise.all([
    answeredCountsOf(db, ids),
    oldest ? acknowledgementsOf(db, ids, oldest) : Promise.resolve<Acknowledgements>(new Map()),
    uploadsOf && ids.length > 0 ? uploadsOf(ids) : new Map<string, UploadView>(),
  ]);
  return { answered, acknowledgements, uploads };
}

function acknowledgementOf(facts: BatchFacts, batchId: string): BatchAcknowledgement | null {
  const stored = facts.acknowledgements.get(batchId);
  if (!stored) return null;
  return {
    status: stored.status,
    at: stored.importedAt.toISOString(),
    transactions: stored.transactions,
    problems: stored.problems,
  };
}

export const presentBatch = (
  row: BatchSummaryRow,
  facts: BatchFacts,
  now = new Date(),
): BatchSummary => {
  const acknowledgement = acknowledgementOf(facts, row.id);
  const answeredCount = facts.answered.get(row.id) ?? 0;
  return {
    ...presentRow(row),
    answeredCount,
    state: batchStateOf(row.status, acknowledgement),
    acknowledgement,
    upload: facts.uploads.get(row.id) ?? null,
    overdue: overdueOf(overdueFactsOf(row, facts), now),
  };
};

/**
 * What the overdue rule needs of a batch. The clock starts when the batch was made, also for a
 * batch uploaded through a connection: its upload follows within a minute, and an upload still
 * waiting or failed a day later is itself why no answer came, which the mark makes loud.
 */
export function overdueFactsOf(row: BatchSummaryRow, facts: BatchFacts) {
  return {
    sentAt: row.createdAt,
    status: row.status,
    has999: facts.acknowledgements.has(row.id),
    answeredCount: facts.answered.get(row.id) ?? 0,
  };
}

const presentRow = (row: BatchSummaryRow) => ({
  id: row.id,
  number: row.number,
  payerId: row.payerId,
  payerName: row.payerName,
  status: row.status,
  usage: row.usage,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  claimCount: row.claimCount,
  fileName: batchFileName(row.number),
  sha256: row.fileSha256,
  resentAs: row.resentAs,
  resends: row.resends,
});

/** The refusal of a batch: every problem of every claim at once, one sentence each. */
export function refused(problems: string[]): DomainError {
  const count = problems.length;
  return unprocessable(
    `No batch was made: ${count === 1 ? 'one problem' : `${count} problems`} to fix first. ${problems.join(' ')}`,
  );
}

export function nothingReady(payerId: string, leftOut: string[]): DomainError {
  return unprocessable(
    [
      `No claims for payer ${payerId} are ready to send: none is pending, passes the claim check and is outside an open batch.`,
      ...leftOut,
    ].join(' '),
  );
}

/** At most this many held claims are named one by one in a batch's result. */
export const HELD_NAMED = 20;

/**
 * Why "all ready claims" left out claims that wait on the doula, one sentence each: the first
 * HELD_NAMED, then one saying others wait too (read one more than that to know).
 */
export function heldSentences(held: readonly HeldClaim[]): string[] {
  const named = held
    .slice(0, HELD_NAMED)
    .map(({ formId, waitingOn }) =>
      waitingOn[0]
        ? `Claim ${formId} waits on the doula: ${fixShortWords(waitingOn[0])}.`
        : `Claim ${formId} waits until the doula pays her overdue fee statement.`,
    );
  return held.length > HELD_NAMED
    ? [...named, 'More of this payer’s claims wait on their doulas (see the claims queue).']
    : named;
}

export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
