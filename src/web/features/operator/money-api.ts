import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OperatorMoneySummary, WaitingClaim } from '#domain/claims/money';
import type { MoneyPeriod } from '#domain/claims/money-words';
import type { RecordPage } from '#domain/record-list';
import { apiFetch } from '../../lib/api-client.ts';

/** Every doula's money for a period, with the median days to payment. */
export const useOperatorMoney = (period: MoneyPeriod) =>
  useQuery({
    queryKey: ['operator', 'money', period],
    queryFn: ({ signal }) =>
      apiFetch<OperatorMoneySummary>(`/api/operator/money?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Rejected and denied claims, the longest waiting first, 25 at a time. */
export const useWaitingClaims = () =>
  useInfiniteQuery({
    queryKey: ['operator', 'money', 'waiting'],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<RecordPage<WaitingClaim>>(
        `/api/operator/money/waiting?limit=25${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
