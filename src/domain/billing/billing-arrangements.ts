import { z } from 'zod';
import {
  type BillingArrangementKind,
  billingArrangementKinds,
} from '#domain/records/billing-arrangement';
import { versionSourceSchema } from './program-rules.ts';

/**
 * Who may bill a program's claims, as data with the source it was read in: she herself, a doula
 * group's Type 2 NPI with her rendering each line, or a supervising clinician's NPI with her
 * rendering. `unverified` when the source was secondary or stale.
 */
export const billingArrangementsSchema = z
  .object({
    accepted: z
      .array(z.enum(billingArrangementKinds))
      .min(1)
      .refine((kinds) => new Set(kinds).size === kinds.length, 'Name each arrangement once.'),
    source: versionSourceSchema,
    unverified: z.boolean().default(false),
  })
  .strict();

/**
 * What a version accepts. A version without the field (every version stored before programs
 * named theirs, and commercial plans) accepts her billing as herself only: the one arrangement
 * every program the product bills was seen to take.
 */
export function acceptedArrangements(version: {
  billingArrangements?: { accepted: readonly BillingArrangementKind[] } | undefined;
}): readonly BillingArrangementKind[] {
  return version.billingArrangements?.accepted ?? ['self'];
}
