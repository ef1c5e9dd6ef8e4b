import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { attentionCountWords, attentionReasonOf } from '#domain/claims/attention';
import type { ClaimView } from '#domain/claims/view';
import { apiFetch } from '../../lib/api-client.ts';
import { claimsKey } from './claims-api.ts';
import { SupportText } from '../../components/ui/support-text.tsx';

/**
 * "Needs your attention" in the browser: the count beside Claims in the navigation, the filter
 * of her list, and, on a claim the claim file cannot carry yet, the one thing to fix with a link
 * to where she fixes it. Which claims count is the domain's rule (attentionReasonOf), applied by
 * the server to the list and the count.
 */

/** Where she fixes what keeps a claim from being sent. */
const fixPaths = { account: '/account', facilities: '/facilities', patients: '/patients' } as const;
const fixPlaces = {
  account: 'My Account',
  facilities: 'Facilities',
  patients: 'Patients',
} as const;

/** How many of her claims need her attention; under the claims key, so live changes reload it. */
export function useAttentionCount(enabled: boolean) {
  return useQuery({
    queryKey: [...claimsKey, 'attention-count'],
    queryFn: ({ signal }) =>
      apiFetch<{ count: number; more: boolean }>('/api/claims/attention-count', { signal }),
    enabled,
  });
}

/** The navigation's Claims link content: the word, and the count when some need her. */
export function ClaimsNavLabel({ count, more }: { count: number; more: boolean }) {
  if (count === 0) return <>Claims</>;
  return (
    <>
      <span aria-hidden="true">Claims</span>{' '}
      <span className="attention-badge" aria-hidden="true">
        {more ? `${count}+` : count}
      </span>
      <span className="visually-hidden">{attentionCountWords(more ? count + 1 : count, more)}</span>
    </>
  );
}

/** On a pending claim the file cannot carry yet: what to fix, and a link to where. */
export function SendBlockerNote({ claim }: { claim: ClaimView }) {
  if (attentionReasonOf(claim) !== 'cannot-be-sent') return null;
  const first = claim.sendBlockers[0]!;
  return (
    <p className="claim-fix-note claim-attention-note">
      <strong>Needs your attention:</strong> {first.message} <SupportText text={first.fix} />{' '}
      <Link to={fixPaths[first.where]}>Fix it in {fixPlaces[first.where]}</Link>
    </p>
  );
}

/** The list's filter: only the claims that need her. */
export function AttentionFilter({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="field checkbox-row">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Needs your attention</label>
    </div>
  );
}
