import type { PublicConfig } from '#domain/account/public-config';
import { formatCents } from '#domain/billing/money';
import { DEFAULT_FEE_CENTS } from '#domain/fees/price';
import { whenAFeeIsCharged } from '#domain/fees/how-to-pay';
import { LegalPage } from './legal-page.tsx';

/**
 * The Terms of Service. The price and how fees are paid come from the settings (in the public
 * page at /tos the server writes them in, decision 066), so the Terms and her Billing page say
 * the same, with card payments set up or not.
 */
export function TermsPage({ config }: { config?: PublicConfig | undefined }) {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms govern your use of Doula Billing (the “Service”). By creating an account or
        using the Service you agree to them. If you do not agree, please do not use the Service.
      </p>
      <h2>What the Service is</h2>
      <p>
        Doula Billing is a technology intermediary. It helps independent doulas prepare, submit and
        track insurance claims for their services. We are not an insurer, a payer, a clearinghouse
        of last resort or a provider of medical, legal or tax advice, and we do not decide whether a
        claim is paid. Payers make those decisions under their own rules.
      </p>
      <h2>Who may use it</h2>
      <p>
        You must be at least 18 years old and able to form a binding contract. During the private
        beta an invitation code is required to register. You are responsible for the accuracy of the
        information you enter, including your business, tax and National Provider Identifier
        details, and for keeping your sign-in account secure.
      </p>
      <h2>Fees and payment</h2>
      <p>
        The Service charges a flat fee of {config?.feePerClaim ?? formatCents(DEFAULT_FEE_CENTS)}{' '}
        for each claim the clearinghouse or payer accepts for processing. {whenAFeeIsCharged}
      </p>
      <p>
        {config?.howFeesArePaid ??
          'Fees are billed monthly: each month has a statement of the claims accepted that month.'}
      </p>
      <p>
        Fees are otherwise non-refundable, except where the law requires a refund. Questions about a
        fee go to{' '}
        {config ? <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> : 'support'}.
      </p>
      <h2>Protected health information</h2>
      <p>
        Claims contain protected health information (PHI) about your patients. We handle PHI as your
        business associate under the Health Insurance Portability and Accountability Act (HIPAA), as
        set out in the Business Associate Agreement you accept when you register. We use PHI only to
        provide the Service and as that agreement and the law allow.
      </p>
      <h2>Liability</h2>
      <p>
        To the extent the law allows, our total liability for any claim arising from the Service is
        limited to the fees you paid us in the 12 months before the event giving rise to the claim.
        We are not liable for indirect or consequential losses, or for a payer’s decision on any
        claim.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the State of California, without regard to its
        conflict of law rules.
      </p>
      <h2>Changes</h2>
      <p>
        We may update these terms. When we do, we change the date above and, for material changes,
        tell you before they take effect.
      </p>
    </LegalPage>
  );
}
