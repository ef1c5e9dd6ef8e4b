import { z } from 'zod';
import { recordListQuerySchema } from './record-list.ts';

/**
 * 837P claim batches as the operator console and the API know them. A batch is one file for one
 * payer, sent to the clearinghouse; its claims move to processing when it is made.
 */

/** At most this many claims in one file (and in one "all ready claims" batch). */
export const MAX_CLAIMS_PER_BATCH = 500;

export const batchStatuses = ['open', 'closed'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

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
  limit: z.coerce.number().int().min(1).max(100).default(25),
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
  /** The download's file name: the batch number, never a patient. */
  fileName: string;
  sha256: string;
}

export interface BatchDetail extends BatchSummary {
  interchangeControlNumber: number;
  groupControlNumber: number;
  transactionControlNumber: number;
  /** In the file's order. */
  claims: { id: string; formId: string }[];
}

/** The file name of a batch's download. */
export const batchFileName = (number: number) => `batch-${number}.837`;

/** POST /api/operator/batches: the batch made, and the claims "every ready claim" left out, and why. */
export interface CreatedBatch extends BatchDetail {
  leftOut: string[];
}
