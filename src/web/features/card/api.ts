import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CardSetupStart, CardStatus } from '#domain/fees/card-payments';
import { apiFetch } from '../../lib/api-client.ts';

export const cardStatusQuery = queryOptions({
  queryKey: ['card'],
  queryFn: () => apiFetch<CardStatus>('/api/card'),
});

/** "Add a card": the server opens a Stripe Checkout page and the browser goes there. */
export function useStartCardSetup() {
  return useMutation({
    mutationFn: () => apiFetch<CardSetupStart>('/api/card/setup', { method: 'POST', body: {} }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
