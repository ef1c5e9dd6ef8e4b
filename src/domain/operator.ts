import { z } from 'zod';
import type { Finding } from './billing/index.ts';
import type { ClaimFrequency, LinkedClaim } from './claims/corrections.ts';
import type { ClaimLineView, ClaimView } from './claims/view.ts';
import { operatorClaimStatuses } from './claims/claim-states.ts';
import { claimStatuses, type ClaimStatus } from './claims/status.ts';
import { pageQueryFields } from './list-page.ts';
import type { ProviderBusinessDetails } from './profile.ts';
import { storableString } from './storable-text.ts';
import type { TaxIdType } from './tax-id.ts';

/**
 * The operator console (/operator and /api/operator/*): the people who run the private beta
 * manage invitations and agreement versions, move claims through their statuses and read the
 * audit trail. Schemas here are shared by the server (validation) and the web (forms).
 */

/** Every operator list is paged: 25 by default, never more than 100 at a time. */
export const operatorListLimits = { defaultLimit: 25, maxLimit: 100 } as const;

/**
 * Generated invitation codes: 4 groups of 4 from an alphabet without look-alikes (no 0/O,
 * 1/I/L). 31^16 ≈ 2^79 codes: not guessable, even before the per-user rate limit on checks.
 */
export const generatedCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const generatedCodePattern = /^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/;

/** A typed code: 8 to 64 letters, digits or dashes (short codes are too easy to guess). */
export const typedCodeLimits = { min: 8, max: 64 } as const;
export const typedCodePattern = /^[A-Z0-9][A-Z0-9-]*$/;

const { limit, cursor } = pageQueryFields(operatorListLimits, 300);
/** A plain operator list: a page size and the cursor of the page before. */
export const operatorPageQuerySchema = z.object({ limit, cursor }).strict();
/** An optional filter: blank means "no filter". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));
const emailFilter = z
  .string()
  .trim()
  .max(254)
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined))
  .refine((value) => value === undefined || z.email().safeParse(value).success, {
    message: 'Enter a whole email address, e.g. name@example.com.',
  });
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const optionalIsoDate = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)),
    {
      message: 'Enter a date as YYYY-MM-DD.',
    },
  );
const optionalMoment = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || z.iso.datetime({ offset: true }).safeParse(value).success,
    {
      message: 'Enter a moment as an ISO 8601 timestamp.',
    },
  );

// ---- Invitations ----

export const invitationListQuerySchema = z.object({ email: emailFilter, limit, cursor }).strict();
export type InvitationListQuery = z.output<typeof invitationListQuerySchema>;

const inviteeEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter the email address the provider will sign in with.').max(254));

/** A code an operator types (trimmed, upper-cased); blank becomes undefined. */
const typedCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(typedCodeLimits.max, `Please keep the code under ${typedCodeLimits.max} characters.`)
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || value.length >= typedCodeLimits.min, {
    message: `A typed code needs at least ${typedCodeLimits.min} characters, so it cannot be guessed.`,
  })
  .refine((value) => value === undefined || typedCodePattern.test(value), {
    message: 'Use only letters, digits and dashes.',
  });

/** POST /api/operator/invitations: a typed code, or none to have one generated. */
export const invitationCreateSchema = z.object({ email: inviteeEmail, code: typedCode }).strict();

/**
 * What the invitations service accepts from any door: the console sends one code or none, the
 * command line one or more. Every code meets the console's rules.
 */
export const invitationWriteSchema = z
  .object({
    email: inviteeEmail,
    codes: z
      .array(typedCode.refine((value) => value !== undefined, 'Enter a code.'))
      .max(20, 'Please give at most 20 codes.')
      .optional(),
  })
  .strict();
export type InvitationWriteInput = z.input<typeof invitationWriteSchema>;
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;

/**
 * One invitation as the console lists it. Its codes are shown once, when it is created;
 * afterwards only their last characters ("…7KQM").
 */
export interface OperatorInvitation {
  id: string;
  email: string;
  codeCount: number;
  codeEndings: string[];
  redeemed: boolean;
  redeemedAt: string | null;
  revoked: boolean;
  revokedAt: string | null;
  createdAt: string;
  createdBy: string;
}

/** The answer to creating one: the invitation and its code, to send to the provider. */
export interface CreatedInvitation {
  invitation: OperatorInvitation;
  code: string;
  generated: boolean;
}

// ---- Agreements ----

export const agreementLimits = { version: 100, content: 50_000 } as const;

export const agreementListQuerySchema = z.object({ limit, cursor }).strict();

/** POST /api/operator/agreements: a new version label and its full text. */
export const agreementPublishSchema = z
  .object({
    version: storableString()
      .trim()
      .min(1, 'Enter a version label, e.g. 2026-01-15.')
      .max(
        agreementLimits.version,
        `Please keep the label under ${agreementLimits.version} characters.`,
      ),
    content: storableString()
      .trim()
      .min(1, 'Paste the full text of the agreement.')
      .max(
        agreementLimits.content,
        `Please keep the agreement under ${agreementLimits.content.toLocaleString('en-US')} characters.`,
      ),
  })
  .strict();
export type AgreementPublishInput = z.input<typeof agreementPublishSchema>;

export interface OperatorAgreement {
  id: string;
  version: string;
  content: string;
  createdAt: string;
  publishedBy: string;
  /** The newest version: the one every provider must have accepted. */
  current: boolean;
}

// ---- Claims queue ----

export const operatorClaimListQuerySchema = z
  .object({
    status: z.enum(claimStatuses).optional(),
    provider: emailFilter,
    serviceFrom: optionalIsoDate,
    serviceTo: optionalIsoDate,
    limit,
    cursor,
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
  payerProfileName: string;
  /** What payers paid on it, and the first reason of the payer's latest answer ('' for none). */
  paidCents: number;
  payerReason: string;
  /** 1 original, 7 replacement, 8 void, and the claims it corrects or is corrected by. */
  frequency: ClaimFrequency;
  corrects: LinkedClaim | null;
  correctedBy: LinkedClaim | null;
}

/** The provider's business details, as an operator needs them to bill. Tax ID masked only. */
export interface ProviderBusiness extends ProviderBusinessDetails {
  email: string;
  name: string;
  taxIdType: TaxIdType;
  taxIdMasked: string;
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

// ---- Audit trail ----

export const auditListQuerySchema = z
  .object({
    user: emailFilter,
    entityType: optionalText(50),
    entityId: optionalText(100),
    from: optionalMoment,
    to: optionalMoment,
    limit,
    cursor,
  })
  .strict();
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export interface OperatorAuditEvent {
  id: number;
  occurredAt: string;
  userId: string | null;
  /** The email of the user who acted (null for the command line or a signed-out caller). */
  userEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  outcome: 'success' | 'denied' | 'failure';
  ip: string | null;
  requestId: string | null;
}

/** The entity types the audit trail records, for the console's filter. */
export const auditEntityTypes = [
  'claim',
  'patient',
  'facility',
  'profile',
  'invitation',
  'agreement',
  'session',
  'audit_event',
  'operator',
  'outbox',
] as const;
