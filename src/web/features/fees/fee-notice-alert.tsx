import { Link } from 'react-router';
import { type FeeNotice, feeNoticeText } from '#domain/fees/card-fees';
import { Alert } from '../../components/ui/alert.tsx';

/** The failed card payment in her words, with the way to fix it (her Billing page). */
export default function FeeNoticeAlert({
  notice,
  billingHref,
}: {
  notice: FeeNotice;
  billingHref: string;
}) {
  return (
    <div className="page fee-notice">
      <Alert tone="error">
        {feeNoticeText(notice)} <Link to={billingHref}>Update your card</Link>
      </Alert>
    </div>
  );
}
