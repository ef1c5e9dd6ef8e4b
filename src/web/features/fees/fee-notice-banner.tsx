import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { feeNoticeQuery } from './api.ts';

// The words and the alert are fetched only when there is a failed payment to tell her about:
// most days there is none, and every first screen stays within its script budget.
const FeeNoticeAlert = lazy(() => import('./fee-notice-alert.tsx'));

/**
 * On every screen of hers: a card payment of a statement did not go through. Plain words: which
 * month, how to fix it (update the card on the Billing page), and what it means for her claims.
 * Nothing shows while it loads or if it cannot be loaded: the screen itself matters more.
 */
export function FeeNoticeBanner({ billingHref }: { billingHref: string }) {
  const notice = useQuery(feeNoticeQuery);
  if (!notice.data?.notice) return null;
  return (
    <Suspense fallback={null}>
      <FeeNoticeAlert notice={notice.data.notice} billingHref={billingHref} />
    </Suspense>
  );
}
