import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { attentionCountWords, attentionReasonOf } from '#domain/claims/attention';
import { recommendationsLinkOf } from '#domain/billing/recommendation-link';
import {
  recommendationAsked,
  recommendationRequestWords,
} from '#domain/claims/recommendation-request';
import type { ClaimView } from '#domain/claims/view';
import { type AttentionCount, waitingFixWords, waitsForWords } from '#domain/claims/waiting-fixes';
import { apiFetch } from '../../lib/api-client.ts';
import { claimsKey } from './claims-api.ts';

/**
 * "Needs your attention" in the browser: the count beside Claims in the navigation, the filter
 * of her list, and, on a claim the claim file cannot carry yet, the one thing to fix with a link
 * to where she fixes it. Which claims count is the domain's rule (attentionReasonOf), applied by
 * the server to the list and the count.
 */

/** Where she fixes what keeps a claim from being sent. */
const fixPaths = { account: '/account', facilities: '/facilities', patients: '/patients' } as const;

/** How many of her claims need her attention; under the claims key, so live changes reload it. */
export function useAttentionCount(enabled: boolean) {
  return useQuery({
    queryKey: [...claimsKey, 'attention-count'],
    queryFn: ({ signal }) => apiFetch<AttentionCount>('/api/claims/attention-count', { signal }),
    enabled,
  });
}

/** The badge's visible words: what the number counts, not a bare red number. */
export const attentionBadgeWords = (count: number, more: boolean) =>
  `${more ? `${count}+` : count} need you`;

/** The navigation's Claims link content: the word, and the count when some need her. */
export function ClaimsNavLabel({ count, more }: { count: number; more: boolean }) {
  if (count === 0) return <>Claims</>;
  return (
    <>
      <span aria-hidden="true">Claims</span>{' '}
      <span className="attention-badge" aria-hidden="true">
        {attentionBadgeWords(count, more)}
      </span>
      <span className="visually-hidden">{attentionCountWords(more ? count + 1 : count, more)}</span>
    </>
  );
}

/**
 * On a pending claim the file cannot carry yet, what it waits for in a few words: the banner
 * above her list says it once for all of them, with the fix and the link.
 */
export function SendBlockerNote({ claim }: { claim: ClaimView }) {
  if (attentionReasonOf(claim) !== 'cannot-be-sent') return null;
  return (
    <p className="claim-fix-note claim-attention-note">
      {waitsForWords(claim.sendBlockers[0]!.rule)}
    </p>
  );
}

/**
 * On a claim our team asked her the recommendation for: what they asked (and their note), and
 * the link to the patient's recommendations (the claim check's link: the record's id only).
 */
export function RecommendationAskedNote({ claim }: { claim: ClaimView }) {
  if (!recommendationAsked(claim)) return null;
  const name = `${claim.patient.firstName} ${claim.patient.lastName}`;
  const note = claim.recommendationRequest?.note;
  return (
    <p className="claim-fix-note claim-attention-note">
      {recommendationRequestWords.asked}
      {note ? ` “${note}”` : ''}{' '}
      <a href={recommendationsLinkOf(claim.patientId)}>{recommendationRequestWords.addIt(name)}</a>
    </p>
  );
}

/**
 * One banner per fix her claims wait on ("8 claims wait for your ZIP+4: add it in My
 * Account"), instead of the same note on each claim. Fed by the count beside Claims.
 */
export function WaitingFixBanners() {
  const waiting = useAttentionCount(true).data?.waiting ?? [];
  const banners = waiting.flatMap((fix) => {
    const words = waitingFixWords(fix);
    return words ? [{ rule: fix.rule, ...words }] : [];
  });
  if (banners.length === 0) return null;
  return (
    <ul className="waiting-fixes" aria-label="Claims waiting on you">
      {banners.map((banner) => (
        <li key={banner.rule} className="alert alert-warning waiting-fix">
          {banner.lead}
          <Link to={fixPaths[banner.where]}>{banner.action}</Link>
        </li>
      ))}
    </ul>
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
