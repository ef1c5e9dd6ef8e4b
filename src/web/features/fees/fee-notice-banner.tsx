import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { feeNoticeText } from '#domain/fees/card-fees';
import { Alert } from '../../components/ui/alert.tsx';
import { feeNoticeQuery } from './api.ts';

/**
 * On every screen of hers: a card payment of a statement did not go through. Plain words: which
 * month, how to fix it (update the card on the Billing page), and what it means for her claims.
 * Nothing shows while it loads or if it cannot be loaded: the screen itself matters more.
 */
export function FeeNoticeBanner({ billingHref }: { billingHref: string }) {
  const notice = useQuery(feeNoticeQuery);
  if (!notice.data?.notice) return null;
  return (
    <div className="page fee-notice">
      <Alert tone="error">
        {feeNoticeText(notice.data.notice)} <Link to={billingHref}>Update your card</Link>
      </Alert>
    </div>
  );
}
