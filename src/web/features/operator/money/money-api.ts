import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperatorMoneySummary, WaitingClaim } from '#domain/claims/money';
import type { MoneyPeriod } from '#domain/claims/money-words';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKey, usePagedList } from '../operator-query.ts';

/** Every doula's money for a period, with the median days to payment. */
export const useOperatorMoney = (period: MoneyPeriod) =>
  useQuery({
    queryKey: [...operatorKey, 'money', period],
    queryFn: ({ signal }) =>
      apiFetch<OperatorMoneySummary>(`/api/operator/money?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Rejected and denied claims, the longest waiting first, 25 at a time. */
export const useWaitingClaims = () => usePagedList<WaitingClaim>('/api/operator/money/waiting');
