import { MAX_CLAIMS_PER_PDF } from '#domain/claims/claim-forms';
import {
  Cms1500InputError,
  type Cms1500Mode,
  renderCms1500Pdf,
} from '../../formats/cms1500/index.ts';
import { invalid, notFound, unprocessable } from '../../errors/index.ts';
import type { ClaimService } from '../claims/index.ts';
import type { ProfileService } from '../profile/index.ts';
import type { SessionUser } from '../sessions/index.ts';
import { cms1500FromClaim } from './cms1500-from-claim.ts';

export interface ClaimPdf {
  bytes: Uint8Array;
  /** Names no patient: the form ID, or a count for several claims. */
  fileName: string;
}

/**
 * Claim forms on paper (CMS-1500 PDFs): the doula prints her own claim, an operator prints one or
 * many (a page per claim, in the order asked). The claims and the provider come through their
 * modules' services; this module only maps and renders.
 */
export function createClaimFormService(deps: { claims: ClaimService; profiles: ProfileService }) {
  async function render(
    claims: { claim: Parameters<typeof cms1500FromClaim>[0]; ownerId: string }[],
    mode: Cms1500Mode,
  ): Promise<Uint8Array> {
    const forms = [];
    for (const { claim, ownerId } of claims) {
      const provider = await deps.profiles.billingProviderOf(ownerId);
      if (!provider)
        throw unprocessable(
          `Claim ${claim.formId} cannot be printed: its provider's profile is gone.`,
        );
      forms.push(cms1500FromClaim(claim, provider));
    }
    try {
      return await renderCms1500Pdf(forms, { mode });
    } catch (error) {
      if (error instanceof Cms1500InputError) {
        const formId = claims[error.claimIndex]?.claim.formId ?? '';
        // Names the claim and the boxes, never a value (the values are health information).
        throw unprocessable(
          `Claim ${formId} cannot be printed on a CMS-1500: check ${error.fields.join(', ')}.`,
        );
      }
      throw error;
    }
  }

  return {
    /** Her own claim; another doula's claim is not found. */
    async forOwner(user: SessionUser, claimId: string, mode: Cms1500Mode): Promise<ClaimPdf> {
      const claim = await deps.claims.get(user, claimId);
      if (!claim) throw notFound();
      return {
        bytes: await render([{ claim, ownerId: user.id }], mode),
        fileName: `${claim.formId}.pdf`,
      };
    },

    /** Any provider's claims, by id or form ID, a page per claim in the order given. */
    async forOperator(idsOrFormIds: readonly string[], mode: Cms1500Mode): Promise<ClaimPdf> {
      const unique = [...new Set(idsOrFormIds)];
      if (unique.length === 0 || unique.length > MAX_CLAIMS_PER_PDF) {
        throw invalid(`Choose between 1 and ${MAX_CLAIMS_PER_PDF} claims to print.`);
      }
      const found = [];
      for (const id of unique) {
        const claim = await deps.claims.getForOperator(id);
        if (!claim) throw notFound(`No claim with id or form ID "${id}".`);
        found.push(claim);
      }
      return {
        bytes: await render(found, mode),
        fileName:
          found.length === 1 ? `${found[0]!.claim.formId}.pdf` : `claims-${found.length}.pdf`,
      };
    },
  };
}

export type ClaimFormService = ReturnType<typeof createClaimFormService>;
