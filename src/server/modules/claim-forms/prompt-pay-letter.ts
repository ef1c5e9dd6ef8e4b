import { renderPromptPayLetterPdf } from '../../formats/prompt-pay-letter/index.ts';
import { notFound, unprocessable } from '../../errors/index.ts';
import type { ClaimService } from '../claims/index.ts';
import type { ProfileService } from '../profile/index.ts';
import type { SessionUser } from '../users/index.ts';
import type { ClaimPdf } from './claim-forms.service.ts';

/**
 * Her letter to the plan about a late claim's interest (decision 108): her own claim only, and
 * only once the clock says interest is owed and not all of it was paid.
 */
export async function promptPayLetterFor(
  deps: { claims: ClaimService; profiles: ProfileService },
  user: SessionUser,
  claimId: string,
): Promise<ClaimPdf> {
  const claim = await deps.claims.get(user, claimId);
  if (!claim) throw notFound();
  const clock = claim.promptPay;
  if (!clock || clock.shortfallCents === 0) {
    throw unprocessable('This claim has no unpaid prompt-pay interest to ask the plan for.');
  }
  const provider = await deps.profiles.billingProviderOf(user.id);
  if (!provider)
    throw unprocessable('Complete your billing details first: the letter comes from them.');
  const bytes = await renderPromptPayLetterPdf({
    business: {
      name: provider.businessName || provider.name,
      ...provider.address,
      npi: provider.npi,
    },
    payerName: claim.patient.insuranceProvider,
    claim: {
      formId: claim.formId,
      payerClaimNumber: claim.adjudicatedClaimNumber || claim.payerClaimNumber,
      serviceDateFrom: claim.serviceDateFrom,
      serviceDateTo: claim.serviceDateTo || claim.serviceDateFrom,
      totalChargeCents: claim.totalChargeCents,
    },
    clock,
    writtenOn: new Date().toISOString().slice(0, 10),
  });
  return { bytes, fileName: `${claim.formId}-interest.pdf` };
}
