import { z } from 'zod';
import { normalizePayerId } from '#domain/billing/payer-mapping';
import { operatorPageFields } from '#domain/common/list-page';
import { refuseField } from '#domain/common/refuse-field';

/**
 * Enrollment at the clearinghouse, per payer and transaction: before the clearinghouse forwards
 * a provider's claims, sends her remittances (835) or answers eligibility for a payer, she may
 * have to enroll with that payer for that transaction. No stored state means not needed.
 */

export const enrollmentTransactions = ['claims', 'remittance', 'eligibility'] as const;
export type EnrollmentTransaction = (typeof enrollmentTransactions)[number];

export const enrollmentStates = ['not_needed', 'required', 'pending', 'approved'] as const;
export type EnrollmentState = (typeof enrollmentStates)[number];

export const enrollmentTransactionLabels: Record<EnrollmentTransaction, string> = {
  claims: 'Claims (837P)',
  remittance: 'Remittances (835)',
  eligibility: 'Eligibility (270/271)',
};

export const enrollmentStateLabels: Record<EnrollmentState, string> = {
  not_needed: 'Not needed',
  required: 'Required',
  pending: 'Pending',
  approved: 'Approved',
};

/** Each state in plain words, shown beside it. */
export const enrollmentStateMeanings: Record<EnrollmentState, string> = {
  not_needed: 'The clearinghouse handles this payer without an enrollment.',
  required: 'An enrollment is needed and has not been sent to the payer yet.',
  pending: 'The enrollment was sent; the payer has not approved it yet.',
  approved: 'The payer approved the enrollment; this works electronically.',
};

/** States in which the transaction does not work yet. */
export const isEnrollmentHolding = (state: EnrollmentState): boolean =>
  state === 'required' || state === 'pending';

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-26.' });
const optionalDate = z
  .union([isoDate, z.literal('')])
  .nullish()
  .transform((value) => (value ? value : null));

/** PUT /api/operator/enrollments and `enrollment set`: one payer's one transaction. */
export const enrollmentSetSchema = z
  .object({
    payerId: z
      .string()
      .trim()
      .min(1, { error: 'Enter the payer ID.' })
      .max(80)
      .regex(/^[A-Za-z0-9-]+$/, { error: 'A payer ID has letters, digits and dashes only.' })
      .transform(normalizePayerId),
    transaction: z.enum(enrollmentTransactions, {
      error: 'Choose a transaction: claims, remittance or eligibility.',
    }),
    state: z.enum(enrollmentStates, {
      error: 'Choose a state: not_needed, required, pending or approved.',
    }),
    requestedOn: optionalDate,
    approvedOn: optionalDate,
    // Operator words only, never a patient's details.
    note: z.string().trim().max(200).default(''),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.approvedOn && input.state !== 'approved') {
      refuseField(ctx, ['approvedOn'], 'Only an approved enrollment has an approval date.');
    }
    if (input.requestedOn && input.approvedOn && input.approvedOn < input.requestedOn) {
      refuseField(ctx, ['approvedOn'], 'The approval date cannot be before the request date.');
    }
  });
export type EnrollmentSetInput = z.input<typeof enrollmentSetSchema>;
export type EnrollmentSet = z.output<typeof enrollmentSetSchema>;

export const enrollmentListQuerySchema = z.object(operatorPageFields).strict();

/** One transaction of one payer, as the console and the command line show it. */
export interface EnrollmentView {
  transaction: EnrollmentTransaction;
  state: EnrollmentState;
  requestedOn: string | null;
  approvedOn: string | null;
  note: string;
  /** When an operator last set it; null when never set (not needed). */
  updatedAt: string | null;
}

/** A payer with its three transactions, in `enrollmentTransactions` order. */
export interface PayerEnrollmentsView {
  payerId: string;
  payerName: string;
  enrollments: EnrollmentView[];
}

/** Why a batch to this payer is refused while its claims enrollment is not approved. */
export const claimsEnrollmentRefusal = (payer: { id: string; name: string }, state: string) =>
  `Claims to ${payer.name} (${payer.id}) cannot be sent yet: enrollment for claims at the clearinghouse is ${state}.`;
