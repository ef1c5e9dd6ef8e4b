import { z } from 'zod';
import { type PayerType, payerTypes } from '#domain/records/payer-types';
import { isUsStateCode, type UsStateCode } from '#domain/records/us-states';
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
  matchedBy: 'payer-id' | 'payer-type' | 'state-program' | 'default';
  /**
   * Set when a Medicaid patient lives in a state the catalog has no program for: the claim is
   * priced by the default profile, and the claim check says so, naming the state.
   */
  noProgramForState?: UsStateCode;
}

/** Who pays, as the patient record says: her payer, and her state (Medicaid is her state's). */
export interface PayerOfPatient {
  payerType: PayerType | string;
  payerId: string;
  /** Her home state; absent where it is not known (then no state rule applies). */
  addressState?: string | undefined;
}

/**
 * The profile for a patient's payer, or undefined when the mapping names a missing profile. A
 * payer ID an operator mapped wins; a Medicaid patient is then billed by her own state's
 * program, and never by another state's (a type entry naming California's program does not
 * reach a patient in Florida: she gets the default profile and the note that no program is kept).
 */
export function resolvePayerProfile(
  payer: PayerOfPatient,
  catalog: PayerCatalog = defaultPayerCatalog,
): ResolvedProfile | undefined {
  const payerId = normalizePayerId(payer.payerId);
  const { entries, defaultProfileId } = catalog.mapping;
  const profileOf = (id: string) => catalog.profiles.find((p) => p.id === id);
  const byId =
    payerId === ''
      ? undefined
      : (entries.find((e) => e.payerId === payerId && e.payerType === payer.payerType) ??
        entries.find((e) => e.payerId === payerId && e.payerType === null));
  if (byId) {
    const profile = profileOf(byId.profileId);
    return profile ? { profile, matchedBy: 'payer-id' } : undefined;
  }
  const state = payer.addressState && isUsStateCode(payer.addressState) ? payer.addressState : null;
  const byType = entries.find((e) => e.payerId === null && e.payerType === payer.payerType);
  const typeProfile = byType ? profileOf(byType.profileId) : undefined;
  if (byType && !typeProfile) return undefined;
  if (payer.payerType === 'Medicaid' && state) {
    if (typeProfile?.medicaidState === state)
      return { profile: typeProfile, matchedBy: 'payer-type' };
    const program = catalog.profiles.find((p) => p.medicaidState === state);
    if (program) return { profile: program, matchedBy: 'state-program' };
    if (!typeProfile || typeProfile.medicaidState !== null) {
      const fallback = profileOf(defaultProfileId);
      return fallback
        ? { profile: fallback, matchedBy: 'default', noProgramForState: state }
        : undefined;
    }
  }
  if (typeProfile) return { profile: typeProfile, matchedBy: 'payer-type' };
  const fallback = profileOf(defaultProfileId);
  return fallback ? { profile: fallback, matchedBy: 'default' } : undefined;
}
