import { useQuery } from '@tanstack/react-query';
import type {
  PayerMapping,
  PayerMappingInput,
  PayerProfile,
  PayerProfileCreateInput,
  PayerProfileRenameInput,
  PayerProfileVersionInput,
} from '#domain/billing/index';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKey, sendJson, useOperatorChange } from '../operator-query.ts';

const payerProfilesKey = [...operatorKey, 'payer-profiles'] as const;
const profilesPath = '/api/operator/payer-profiles';
const profilePath = (profileId: string) => `${profilesPath}/${encodeURIComponent(profileId)}`;

export interface PayerProfilesData {
  profiles: PayerProfile[];
  mapping: PayerMapping;
}

export function usePayerProfiles() {
  return useQuery({
    queryKey: payerProfilesKey,
    queryFn: ({ signal }) => apiFetch<PayerProfilesData>(profilesPath, { signal }),
  });
}

export const useAddPayerProfileVersion = (profileId: string) =>
  useOperatorChange(
    (version: PayerProfileVersionInput) =>
      sendJson<unknown>('POST', `${profilePath(profileId)}/versions`, version),
    [payerProfilesKey],
  );

export const useSavePayerMapping = () =>
  useOperatorChange(
    (mapping: PayerMappingInput) =>
      sendJson<unknown>('PUT', '/api/operator/payer-mapping', mapping),
    [payerProfilesKey],
  );

export const useAddPayerProfile = () =>
  useOperatorChange(
    (profile: PayerProfileCreateInput) => sendJson<PayerProfile>('POST', profilesPath, profile),
    [payerProfilesKey],
  );

export const useRenamePayerProfile = (profileId: string) =>
  useOperatorChange(
    (rename: PayerProfileRenameInput) =>
      sendJson<PayerProfile>('PATCH', profilePath(profileId), rename),
    [payerProfilesKey],
  );
