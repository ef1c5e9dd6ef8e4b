import { z } from 'zod';
import { emailFilter } from '#domain/common/list-filters';
import { operatorPageFields } from '#domain/common/list-page';

/**
 * Invitations to the private beta: operators create them (in the console or on the command
 * line) for the email a provider will sign in with, list them and revoke them.
 */

/**
 * Generated invitation codes: 4 groups of 4 from an alphabet without look-alikes (no 0/O,
 * 1/I/L). 31^16 ≈ 2^79 codes: not guessable, even before the per-user rate limit on checks.
 */
export const generatedCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const generatedCodePattern = /^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/;

/** A typed code: 8 to 64 letters, digits or dashes (short codes are too easy to guess). */
export const typedCodeLimits = { min: 8, max: 64 } as const;
export const typedCodePattern = /^[A-Z0-9][A-Z0-9-]*$/;

export const invitationListQuerySchema = z
  .object({ email: emailFilter, ...operatorPageFields })
  .strict();
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
