import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AgreementView,
  InvitationCheckResult,
  ProfileStatus,
  RegistrationRequest,
  ProfileInput,
} from '#domain/records/profile';
import { apiFetch } from '../../lib/api-client.ts';
import { profileStatusQuery } from '../../records/profile.ts';
import { sessionQueryKey } from '../../session/use-session.ts';

export const currentAgreementQuery = queryOptions({
  queryKey: ['agreement', 'current'],
  queryFn: () => apiFetch<AgreementView>('/api/agreements/current'),
  retry: false,
});

export function checkInvitationCode(code: string) {
  return apiFetch<InvitationCheckResult>('/api/invitations/check', {
    method: 'POST',
    body: { code },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RegistrationRequest) =>
      apiFetch<ProfileStatus>('/api/registration', { method: 'POST', body: request }),
    onSuccess: async (status) => {
      queryClient.setQueryData(profileStatusQuery.queryKey, status);
      // The session now reads profileComplete: true, and / moves on to /claims.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileInput) =>
      apiFetch<ProfileStatus>('/api/profile', { method: 'PUT', body: profile }),
    onSuccess: (status) => queryClient.setQueryData(profileStatusQuery.queryKey, status),
  });
}
