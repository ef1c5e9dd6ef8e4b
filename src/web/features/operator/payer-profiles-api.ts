import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayerMapping,
  PayerMappingInput,
  PayerProfile,
  PayerProfileCreateInput,
  PayerProfileRenameInput,
  PayerProfileVersionInput,
} from '#domain/billing/index';
import { apiFetch } from '../../lib/api-client.ts';

const payerProfilesKey = ['operator', 'payer-profiles'] as const;

export interface PayerProfilesData {
  profiles: PayerProfile[];
  mapping: PayerMapping;
}

export function usePayerProfiles() {
  return useQuery({
    queryKey: payerProfilesKey,
    queryFn: ({ signal }) =>
      apiFetch<PayerProfilesData>('/api/operator/payer-profiles', { signal }),
  });
}

export function useAddPayerProfileVersion(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: PayerProfileVersionInput) =>
      apiFetch<unknown>(`/api/operator/payer-profiles/${encodeURIComponent(profileId)}/versions`, {
        method: 'POST',
        body: version as unknown as Record<string, unknown>,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: payerProfilesKey }),
  });
}

export function useSavePayerMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mapping: PayerMappingInput) =>
      apiFetch<unknown>('/api/operator/payer-mapping', {
        method: 'PUT',
        body: mapping as unknown as Record<string, unknown>,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: payerProfilesKey }),
  });
}

export function useAddPayerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: PayerProfileCreateInput) =>
      apiFetch<PayerProfile>('/api/operator/payer-profiles', {
        method: 'POST',
        body: profile as unknown as Record<string, unknown>,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: payerProfilesKey }),
  });
}

export function useRenamePayerProfile(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rename: PayerProfileRenameInput) =>
      apiFetch<PayerProfile>(`/api/operator/payer-profiles/${encodeURIComponent(profileId)}`, {
        method: 'PATCH',
        body: rename as unknown as Record<string, unknown>,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: payerProfilesKey }),
  });
}
