import { Panel } from '../operator-panel.tsx';
import { CardPaymentsPanel } from './card-payments-panel.tsx';
import { CreditClaimPanel } from './credit-claim-form.tsx';
import { DoulaFeesPanel } from './doula-fees-panel.tsx';
import { PricePanel } from './price-panel.tsx';
import { UnpaidPanel } from './unpaid-panel.tsx';
import './fees.css';

/**
 * The fee ledger for operators: the price per claim, fees by doula, unpaid statements (each can
 * record a check), card payments (each can be refunded) and a claim's fee credited. Every change is audited by the API.
 */
export function FeesPanel() {
  return (
    <Panel title="Fees">
      <p className="hint">
        What Doula Billing charges doulas: a flat fee for each claim accepted for processing, billed
        in a statement each month.
      </p>
      <PricePanel />
      <DoulaFeesPanel />
      <UnpaidPanel />
      <CardPaymentsPanel />
      <CreditClaimPanel />
    </Panel>
  );
}
