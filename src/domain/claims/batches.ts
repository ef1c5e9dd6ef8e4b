import { z } from 'zod';
import type { UploadView } from '#domain/clearinghouse/connections';
import { operatorListLimits, pageQueryFields } from '#domain/common/list-page';
import type { OverdueKind } from '#domain/clearinghouse/batch-overdue';
import { recordListQuerySchema } from '#domain/records/list';

/**
 * 837P claim batches as the operator console and the API know them. A batch is one file for one
 * payer, sent to the clearinghouse; its claims move to processing when it is made.
 */

/** At most this many claims in one file (and in one "all ready claims" batch). */
export const MAX_CLAIMS_PER_BATCH = 500;

/** Stored: open while a claim of it still waits for the payer's answer, then closed. */
export const batchStatuses = ['open', 'closed'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

/** What the clearinghouse's 999 said of the batch's file (its group and transaction set). */
export type BatchAcknowledgementStatus =
  'accepted' | 'accepted-with-errors' | 'partly-accepted' | 'rejected';

export interface BatchAcknowledgement {
  status: BatchAcknowledgementStatus;
  /** When the 999 was imported (the file itself carries no time of its own worth trusting). */
  at: string;
  /** Every transaction set the 999 names (ST02 and what became of it); ours is the batch number. */
  transactions: { controlNumber: string; status: BatchAcknowledgementStatus }[];
  /** Why the file (or a part of it) could not be read, in plain words; no values from the file. */
  problems: string[];
}

/**
 * The state operators see: sent and waiting (open), read by the clearinghouse (accepted, or
 * partly), refused by its 999 (rejected, its claims rejected), or every claim answered (closed).
 */
export type BatchState = 'open' | 'accepted' | 'partly-accepted' | 'rejected' | 'closed';

export const batchStateLabels: Record<BatchState, string> = {
  open: 'Open',
  accepted: 'Accepted by the clearinghouse',
  'partly-accepted': 'Partly accepted by the clearinghouse',
  rejected: 'Rejected by the clearinghouse (999)',
  closed: 'Closed',
};

/** The state of a batch from its stored status and the latest 999 about it. */
export function batchStateOf(
  status: BatchStatus,
  acknowledgement: Pick<BatchAcknowledgement, 'status'> | null,
): BatchState {
  if (acknowledgement?.status === 'rejected') return 'rejected';
  if (status === 'closed') return 'closed';
  if (acknowledgement?.status === 'partly-accepted') return 'partly-accepted';
  return acknowledgement ? 'accepted' : 'open';
}

/**
 * POST /api/operator/batches. Without `claimIds`, every ready claim of the payer (pending, passing
 * the claim check, in no open batch) goes in, oldest first, up to MAX_CLAIMS_PER_BATCH.
 */
export const createBatchSchema = z
  .object({
    payerId: z
      .string()
      .trim()
      .min(1, 'Choose a payer.')
      .max(80, 'A payer ID has at most 80 characters.')
      .regex(/^[A-Za-z0-9-]+$/, 'A payer ID is letters, digits and hyphens.'),
    claimIds: z
      .array(z.string().trim().min(1).max(100))
      .min(1, 'Choose at least one claim, or send all ready claims for this payer.')
      .max(MAX_CLAIMS_PER_BATCH, `A batch holds at most ${MAX_CLAIMS_PER_BATCH} claims.`)
      .optional(),
  })
  .strict();
export type CreateBatchInput = z.input<typeof createBatchSchema>;

/** GET /api/operator/batches: newest first, a page at a time. */
export const batchListQuerySchema = recordListQuerySchema.extend({
  limit: pageQueryFields(operatorListLimits, 200).limit,
});
export type BatchListQuery = z.output<typeof batchListQuerySchema>;

/** A batch in the console's list: no patient details, only what finds and identifies it. */
export interface BatchSummary {
  id: string;
  /** "Sent in batch 42": also its interchange, group and transaction control number. */
  number: number;
  payerId: string;
  payerName: string;
  status: BatchStatus;
  /** T (test) or P (production), as the file's ISA15 says. */
  usage: 'T' | 'P';
  createdAt: string;
  createdBy: string;
  claimCount: number;
  /** Claims of it the payer has answered (a 277CA, an 835, or the 999 rejecting the file). */
  answeredCount: number;
  state: BatchState;
  /** The latest 999 about the file, if one was imported. */
  acknowledgement: BatchAcknowledgement | null;
  /** The answers it is overdue for (none, one or both), as of when it was read. */
  overdue: OverdueKind[];
  /** The download's file name: the batch number, never a patient. */
  fileName: string;
  sha256: string;
  /** Its upload through the connection that sends claims; null when sent by hand. */
  upload: UploadView | null;
  /** The number of the batch that sent its claims again (Resend), once it was. */
  resentAs: number | null;
  /** The number of the rejected batch whose claims this one sends again. */
  resends: number | null;
}

export interface BatchDetail extends BatchSummary {
  interchangeControlNumber: number;
  groupControlNumber: number;
  transactionControlNumber: number;
  /** In the file's order. */
  claims: { id: string; formId: string }[];
}

/**
 * Resend (POST /api/operator/batches/:id/resend): a batch the clearinghouse could not read is
 * made again, as a new batch of its claims still waiting on that file. Each refusal is one
 * sentence; a second click makes nothing.
 */
export const resendMessages = {
  notRejected: (number: number) =>
    `Batch ${number} was not rejected by the clearinghouse; only a rejected batch can be sent again.`,
  already: (number: number, as: number) => `Batch ${number} was already sent again as batch ${as}.`,
  nothingLeft: (number: number) =>
    `Every claim of batch ${number} already went again or was answered; nothing to resend.`,
};

/** The file name of a batch's download. */
export const batchFileName = (number: number) => `batch-${number}.837`;

/** POST /api/operator/batches: the batch made, and the claims "every ready claim" left out, and why. */
export interface CreatedBatch extends BatchDetail {
  leftOut: string[];
}
