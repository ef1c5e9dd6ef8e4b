import { useQuery } from '@tanstack/react-query';
import type { PatientBilling } from '#domain/claims/claim-check-input';
import type { ProfileStatus } from '#domain/records/profile';
import { apiFetch } from '../../lib/api-client.ts';

/**
 * What the live claim check needs from the server: the payer profiles and mapping (no PHI, the
 * same for every doula), the chosen patient's pregnancy and other claims, and her own billing
 * details from her profile.
 */

export { useBillingCatalog } from '../../records/payer-catalog.ts';

/** Keyed under the patient list, so the live stream's invalidations refresh it too. */
export const patientBillingKey = (patientId: string) => ['patients', 'billing', patientId];

export function usePatientBilling(patientId: string) {
  return useQuery({
    queryKey: patientBillingKey(patientId),
    queryFn: ({ signal }) =>
      apiFetch<PatientBilling>(`/api/patients/${encodeURIComponent(patientId)}/billing`, {
        signal,
      }),
    enabled: patientId !== '',
  });
}

/** Her profile (the same query the account page uses): NPI, tax ID type and billing address. */
export function useProviderProfile() {
  return useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => apiFetch<ProfileStatus>('/api/profile', { signal }),
  });
}
