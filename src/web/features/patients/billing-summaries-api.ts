import { useQueries } from '@tanstack/react-query';
import {
  MAX_BILLING_SUMMARY_IDS,
  type PatientBillingSummaries,
} from '#domain/claims/billing-summaries';
import { apiFetch } from '../../lib/api-client.ts';

/** What a patient row shows of her benefit tracker while it loads, once loaded, or on failure. */
export type TrackerState =
  { status: 'pending' } | { status: 'error' } | { status: 'done'; trackerText: string };

/**
 * The benefit trackers of the patients on screen: one request per page of rows (the list loads
 * a page at a time), never one per row. Keyed under the patient list, so the live stream's
 * invalidations (a claim or a patient changed) refresh them.
 */
export function useBillingSummaries(patientIds: readonly string[]): (id: string) => TrackerState {
  const pages: string[][] = [];
  for (let start = 0; start < patientIds.length; start += MAX_BILLING_SUMMARY_IDS) {
    pages.push(patientIds.slice(start, start + MAX_BILLING_SUMMARY_IDS));
  }
  const results = useQueries({
    queries: pages.map((ids) => ({
      queryKey: ['patients', 'billing', 'summaries', ids],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<PatientBillingSummaries>(
          `/api/patients/billing-summaries?ids=${ids.map(encodeURIComponent).join(',')}`,
          { signal },
        ),
    })),
  });
  const states = new Map<string, TrackerState>();
  pages.forEach((ids, index) => {
    const result = results[index]!;
    const texts = new Map(result.data?.items.map((item) => [item.patientId, item.trackerText]));
    for (const id of ids) {
      states.set(
        id,
        result.data
          ? { status: 'done', trackerText: texts.get(id) ?? '' }
          : { status: result.isError ? 'error' : 'pending' },
      );
    }
  });
  return (id) => states.get(id) ?? { status: 'pending' };
}
