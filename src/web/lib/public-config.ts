import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#domain/account/public-config';
import { apiFetch } from './api-client.ts';

/** The settings anyone may know (the price, how fees are paid, how to reach support). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiFetch<PublicConfig>('/api/public-config'),
    staleTime: Infinity,
  });
}
