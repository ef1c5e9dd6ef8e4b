import type { PayerProfile } from '#domain/billing/payer-profile';
import { COMMERCIAL_ID, MEDI_CAL_FFS_ID, seedPayerProfiles } from '#domain/billing/seed-profiles';
import {
  defaultPayerCatalog,
  payerMappingSchema,
  type PayerCatalog,
  type PayerMappingInput,
} from '#domain/billing/payer-mapping';

const seeded = (id: string): PayerProfile => {
  const profile = seedPayerProfiles.find((p) => p.id === id);
  if (!profile) throw new Error(`no seeded profile ${id}`);
  return profile;
};

/** The two payer profiles every database starts with, for the billing engine's tests. */
export const mediCal = seeded(MEDI_CAL_FFS_ID);
export const commercial = seeded(COMMERCIAL_ID);

/**
 * The bundled catalog with another payer mapping: these entries, and every other payer billed
 * with the default profile (the commercial one unless named).
 */
export const catalogMapping = (
  entries: PayerMappingInput['entries'],
  defaultProfileId: string = COMMERCIAL_ID,
): PayerCatalog => ({
  ...defaultPayerCatalog,
  mapping: payerMappingSchema.parse({ entries, defaultProfileId }),
});
