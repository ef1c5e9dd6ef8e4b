import { z } from 'zod';
import { type PayerType, payerTypes } from '#domain/records/payer-types';
import { billingMessages } from './messages.ts';
import type { PayerProfile } from './payer-profile.ts';
import { COMMERCIAL_ID, MEDI_CAL_FFS_ID, seedPayerProfiles } from './seed-profiles.ts';

/**
 * Which payer profile bills a patient's payer. The mapping is an explicit, editable table: an
 * entry for a payer ID (optionally only for one payer type) wins over an entry for a whole payer
 * type, which wins over the default profile.
 */

const m = billingMessages.mapping;

/** Payer IDs are compared without surrounding spaces and without regard to case. */
export function normalizePayerId(payerId: string): string {
  return payerId.trim().toUpperCase();
}

export const payerMappingEntrySchema = z
  .object({
    payerType: z.enum(payerTypes).nullable().default(null),
    payerId: z.string().trim().max(80).transform(normalizePayerId).nullable().default(null),
    profileId: z.string().min(1),
  })
  .strict()
  .refine((entry) => entry.payerType !== null || (entry.payerId ?? '') !== '', {
    message: m.entryNeedsKey,
    path: ['payerId'],
  });

export const payerMappingSchema = z
  .object({
    entries: z.array(payerMappingEntrySchema),
    defaultProfileId: z.string().min(1),
  })
  .strict()
  .superRefine((mapping, ctx) => {
    const keys = new Set<string>();
    mapping.entries.forEach((entry, index) => {
      const key = `${entry.payerType ?? '*'}|${entry.payerId ?? '*'}`;
      if (keys.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['entries', index], message: m.duplicateEntry });
      }
      keys.add(key);
    });
  });

export type PayerMapping = z.output<typeof payerMappingSchema>;
export type PayerMappingInput = z.input<typeof payerMappingSchema>;

/** Field errors for a mapping that names a profile nobody has. */
export function unknownProfilesInMapping(
  mapping: PayerMapping,
  profiles: readonly PayerProfile[],
): { path: (string | number)[]; message: string }[] {
  const known = new Set(profiles.map((profile) => profile.id));
  const problems = mapping.entries.flatMap((entry, index) =>
    known.has(entry.profileId)
      ? []
      : [{ path: ['entries', index, 'profileId'], message: m.unknownProfile }],
  );
  if (!known.has(mapping.defaultProfileId)) {
    problems.push({ path: ['defaultProfileId'], message: m.unknownProfile });
  }
  return problems;
}

/** Medicaid is billed as Medi-Cal fee-for-service; every other payer as commercial / other. */
export const defaultPayerMapping: PayerMapping = payerMappingSchema.parse({
  entries: [{ payerType: 'Medicaid', profileId: MEDI_CAL_FFS_ID }],
  defaultProfileId: COMMERCIAL_ID,
});

/** Everything the engine needs to know about payers: the profiles and who uses which. */
export interface PayerCatalog {
  profiles: readonly PayerProfile[];
  mapping: PayerMapping;
}

export const defaultPayerCatalog: PayerCatalog = {
  profiles: seedPayerProfiles,
  mapping: defaultPayerMapping,
};

export interface ResolvedProfile {
  profile: PayerProfile;
  matchedBy: 'payer-id' | 'payer-type' | 'default';
}

/** The profile for a patient's payer, or undefined when the mapping names a missing profile. */
export function resolvePayerProfile(
  payer: { payerType: PayerType | string; payerId: string },
  catalog: PayerCatalog = defaultPayerCatalog,
): ResolvedProfile | undefined {
  const payerId = normalizePayerId(payer.payerId);
  const { entries, defaultProfileId } = catalog.mapping;
  const byId =
    payerId === ''
      ? undefined
      : (entries.find((e) => e.payerId === payerId && e.payerType === payer.payerType) ??
        entries.find((e) => e.payerId === payerId && e.payerType === null));
  const byType = entries.find((e) => e.payerId === null && e.payerType === payer.payerType);
  const [entry, matchedBy] = byId
    ? [byId, 'payer-id' as const]
    : byType
      ? [byType, 'payer-type' as const]
      : [undefined, 'default' as const];
  const profileId = entry?.profileId ?? defaultProfileId;
  const profile = catalog.profiles.find((p) => p.id === profileId);
  return profile ? { profile, matchedBy } : undefined;
}
