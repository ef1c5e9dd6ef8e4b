import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileStatus } from '#domain/records/profile';
import { apiFetch } from '../lib/api-client.ts';

/**
 * Her account and business profile. Shared web code: registration and the account page edit
 * it, and the patient form reads her business state (its payer list starts with that state's
 * Medicaid).
 */
export const profileStatusQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => apiFetch<ProfileStatus>('/api/profile'),
});

/** The state of her business address, once her profile has loaded. */
export function useBusinessState(): string | undefined {
  return useQuery(profileStatusQuery).data?.profile?.businessAddressState;
}
