import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

/**
 * The covered visits this pregnancy has used ("Prenatal/postpartum 5 of 8 · …"), counted by the
 * server from her claims for this patient. Keyed under the patient list, so the live stream's
 * invalidations refresh it when a claim or the patient changes.
 */
export function BenefitTracker({ patientId }: { patientId: string }) {
  const billing = useQuery({
    queryKey: ['patients', 'billing', patientId],
    queryFn: ({ signal }) =>
      apiFetch<{ trackerText: string }>(`/api/patients/${encodeURIComponent(patientId)}/billing`, {
        signal,
      }),
  });
  if (billing.isPending) return <span className="record-detail">Counting visits…</span>;
  if (billing.isError)
    return <span className="record-detail">Visits used could not be counted just now.</span>;
  return (
    <span className="benefit-tracker">{billing.data.trackerText || 'No visit limits apply.'}</span>
  );
}
