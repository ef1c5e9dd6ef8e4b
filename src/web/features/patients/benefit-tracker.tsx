import type { TrackerState } from './billing-summaries-api.ts';

/**
 * The covered visits this pregnancy has used ("Prenatal/postpartum visits 5 of 8 · …"), counted by the
 * server from her claims for this patient; the table fetches them for its whole page at once.
 */
export function BenefitTracker({ state }: { state: TrackerState }) {
  if (state.status === 'pending') return <span className="record-detail">Counting visits…</span>;
  if (state.status === 'error')
    return <span className="record-detail">Visits used could not be counted just now.</span>;
  return <span className="benefit-tracker">{state.trackerText || 'No visit limits apply.'}</span>;
}
