import { queryOptions } from '@tanstack/react-query';
import type { FeeNotice } from '#domain/fees/card-fees';
import type { FeeOverview } from '#domain/fees/requests';
import { apiFetch } from '../../lib/api-client.ts';

/** Her Billing page: this month so far, statements, receipts and the price in force. */
export const feeOverviewQuery = queryOptions({
  queryKey: ['fees'],
  queryFn: () => apiFetch<FeeOverview>('/api/fees'),
});

/** Her statement's PDF: a plain link, so the browser saves it and the session cookie signs it. */
export const statementPdfHref = (month: string) => `/api/fees/statements/${month}/pdf`;

/** Her failed card payment, if any: the banner on her screens. */
export const feeNoticeQuery = queryOptions({
  queryKey: ['fees', 'notice'],
  queryFn: () => apiFetch<{ notice: FeeNotice | null }>('/api/fees/notice'),
  staleTime: 60_000,
});
