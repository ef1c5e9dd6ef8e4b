import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MoneySummary } from '#domain/claims/money';
import type { MoneyPeriod } from '#domain/claims/money-words';
import { apiFetch } from '../../lib/api-client.ts';
import { claimsKey } from './claims-api.ts';

/**
 * Her money for a period. Under the claims key, so a live claim change (an operator's status
 * change, an imported payer answer) reloads it with the list.
 */
export function useMoneySummary(period: MoneyPeriod) {
  return useQuery({
    queryKey: [...claimsKey, 'summary', period],
    queryFn: ({ signal }) =>
      apiFetch<MoneySummary>(`/api/claims/summary?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
