import { useQuery } from '@tanstack/react-query';
import type { PayerCatalog } from '#domain/billing/index';
import { apiFetch } from '../lib/api-client.ts';

/**
 * The payer profiles and mapping (no PHI, the same for every doula): the new-claim form's live
 * claim check reads them, and the patient form shows which profile bills a payer. Shared web
 * code, so both features read one cached copy.
 */
export function useBillingCatalog() {
  return useQuery({
    queryKey: ['billing', 'catalog'],
    queryFn: ({ signal }) =>
      apiFetch<{ catalog: PayerCatalog }>('/api/billing/catalog', { signal }).then(
        (body) => body.catalog,
      ),
    // Profiles change rarely (an operator's edit); the server checks again at submit anyway.
    staleTime: 5 * 60_000,
  });
}
