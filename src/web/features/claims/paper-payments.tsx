import { paperPaymentsNotice } from '#domain/claims/paper-payments';
import type { ClaimView } from '#domain/claims/view';
import { Alert } from '../../components/ui/alert.tsx';

/**
 * "Payments will arrive on paper": the claim's payer sends no electronic payment answers (835)
 * for her yet, so her money for it comes by mail. A voided claim expects no payment.
 */
const expectsPaperPayment = (claim: ClaimView) =>
  claim.paymentsOnPaper && claim.status !== 'voided';

/** The one line her list row shows. */
export function PaperPaymentsNote({ claim }: { claim: ClaimView }) {
  if (!expectsPaperPayment(claim)) return null;
  return <p className="claim-fix-note claim-paper-note">{paperPaymentsNotice.title}.</p>;
}

/** The notice with its reason, in the opened claim. */
export function PaperPaymentsNotice({ claim }: { claim: ClaimView }) {
  if (!expectsPaperPayment(claim)) return null;
  return (
    <Alert tone="info" title={paperPaymentsNotice.title}>
      <p>{paperPaymentsNotice.why}</p>
    </Alert>
  );
}
