import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { formatCalendarDate } from '../../lib/dates.ts';

/**
 * The covered visits this pregnancy has used ("Prenatal/postpartum 5 of 8 · …"), counted by the
 * server from her claims for this patient. Keyed under the patient list, so the live stream's
 * invalidations refresh it when a claim or the patient changes.
 */
export function BenefitTracker({
  patientId,
  expectedDueDate,
  pregnancyEndedDate,
}: {
  patientId: string;
  expectedDueDate: string;
  pregnancyEndedDate: string;
}) {
  const billing = useQuery({
    queryKey: ['patients', 'billing', patientId],
    queryFn: ({ signal }) =>
      apiFetch<{ trackerText: string }>(`/api/patients/${encodeURIComponent(patientId)}/billing`, {
        signal,
      }),
  });
  const pregnancy = pregnancyEndedDate
    ? `Ended ${formatCalendarDate(pregnancyEndedDate)}`
    : expectedDueDate
      ? `Due ${formatCalendarDate(expectedDueDate)}`
      : 'No due date on file';
  let tracker;
  if (billing.isPending) tracker = <span className="record-detail">Counting visits…</span>;
  else if (billing.isError)
    tracker = <span className="record-detail">Visits used could not be counted just now.</span>;
  else
    tracker = (
      <span className="benefit-tracker">
        {billing.data.trackerText || 'No visit limits apply.'}
      </span>
    );
  return (
    <>
      {tracker}
      <span className="record-detail">{pregnancy}</span>
    </>
  );
}
