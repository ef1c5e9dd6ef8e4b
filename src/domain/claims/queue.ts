import { z } from 'zod';
import type { Finding } from '#domain/billing/index';
import { emailFilter, optionalIsoDate } from '#domain/common/list-filters';
import { operatorPageFields } from '#domain/common/list-page';
import type { ProviderBusiness } from '#domain/records/profile';
import { storableString } from '#domain/records/storable-text';
import { operatorClaimStatuses } from './claim-states.ts';
import type { ClaimFrequency, LinkedClaim } from './corrections.ts';
import { claimStatuses, type ClaimStatus } from './status.ts';
import type { ClaimLineView, ClaimView } from './view.ts';

/**
 * The claims queue of the operator console: every provider's claims, filtered and paged, one
 * opened with its provider's business details, and a status changed by hand.
 */

export const operatorClaimListQuerySchema = z
  .object({
    status: z.enum(claimStatuses).optional(),
    provider: emailFilter,
    serviceFrom: optionalIsoDate,
    serviceTo: optionalIsoDate,
    ...operatorPageFields,
  })
  .strict()
  .refine((q) => !q.serviceFrom || !q.serviceTo || q.serviceFrom <= q.serviceTo, {
    path: ['serviceTo'],
    message: 'The end of the service date range cannot be before its start.',
  });
export type OperatorClaimListQuery = z.output<typeof operatorClaimListQuerySchema>;

/** A claim in the queue: enough to find it, no patient details (those open with the claim). */
export interface OperatorClaimSummary {
  id: string;
  formId: string;
  status: ClaimStatus;
  serviceType: string;
  serviceDateFrom: string;
  serviceDateTo: string;
  createdAt: string;
  updatedAt: string;
  provider: { email: string; name: string };
  /** The payer the claim goes to (its ID, and the insurer's name), for batching by payer. */
  payer: { id: string; name: string };
  /** Diagnosis codes (ICD-10-CM, no patient details), lines, amounts and the check's warnings. */
  diagnosisCodes: string[];
  lines: ClaimLineView[];
  totalChargeCents: number;
  expectedCents: number;
  linesDerived: boolean;
  checkWarnings: Finding[];
  /**
   * A pending claim's send blockers (the claim check's rules, in its order): what it waits on
   * the doula to fix before it can be sent; empty when it is ready, or no longer pending.
   */
  waitingOn: string[];
  payerProfileName: string;
  /** The standing order or recommendation on file it relied on, in words ('' for none). */
  recommendationReliedOn: string;
  /** What payers paid on it, and the first reason of the payer's latest answer ('' for none). */
  paidCents: number;
  payerReason: string;
  /** 1 original, 7 replacement, 8 void, and the claims it corrects or is corrected by. */
  frequency: ClaimFrequency;
  corrects: LinkedClaim | null;
  correctedBy: LinkedClaim | null;
}

export interface OperatorClaimDetail {
  claim: ClaimView;
  /** Null when the provider's profile is gone. */
  provider: ProviderBusiness | null;
}

export const claimStatusNoteLimit = 2000;

export const claimStatusChangeSchema = z
  .object({
    // Voided is not set by hand: only the payer's answer to a void closes a claim.
    status: z.enum(operatorClaimStatuses, { error: 'Choose a status.' }),
    note: storableString()
      .trim()
      .max(claimStatusNoteLimit, `Please keep the note under ${claimStatusNoteLimit} characters.`)
      .default(''),
  })
  .strict();
export type ClaimStatusChangeInput = z.input<typeof claimStatusChangeSchema>;
