import { MAX_CLAIMS_PER_PDF } from '#domain/claims/claim-forms';
import {
  type Cms1500Claim,
  Cms1500InputError,
  type Cms1500Mode,
  renderCms1500Pdf,
} from '../../formats/cms1500/index.ts';
import { DomainError, invalid, notFound, unprocessable } from '../../errors/index.ts';
import { type BillableClaim, type ClaimService, hasProvider } from '../claims/index.ts';
import type { ProfileService } from '../profile/index.ts';
import type { SessionUser } from '../users/index.ts';
import { cms1500FromClaim } from './cms1500-from-claim.ts';

export interface ClaimPdf {
  bytes: Uint8Array;
  /** Names no patient: the form ID, or a count for several claims. */
  fileName: string;
}

/** A copy of one claim for her records: its PDF, or why the form cannot carry it. */
export type ClaimRecordCopy =
  { formId: string; pdf: Uint8Array } | { formId: string; problem: string };

/** Her claims are read this many at a time for record copies; each PDF is made one at a time. */
const RECORD_COPY_PAGE = 50;

/**
 * Claim forms on paper (CMS-1500 PDFs): the doula prints her own claim, an operator prints one or
 * many (a page per claim, in the order asked). The claims and the provider come through their
 * modules' services; this module only maps and renders.
 */
export function createClaimFormService(deps: { claims: ClaimService; profiles: ProfileService }) {
  const providerOf = (ownerId: string) => deps.profiles.billingProviderOf(ownerId);

  async function renderForms(
    forms: Cms1500Claim[],
    formIds: readonly string[],
    mode: Cms1500Mode,
  ): Promise<Uint8Array> {
    try {
      return await renderCms1500Pdf(forms, { mode });
    } catch (error) {
      if (error instanceof Cms1500InputError) {
        const formId = formIds[error.claimIndex] ?? '';
        // Names the claim and the boxes, never a value (the values are health information).
        throw unprocessable(
          `Claim ${formId} cannot be printed on a CMS-1500: check ${error.fields.join(', ')}.`,
        );
      }
      throw error;
    }
  }

  async function render(claims: BillableClaim[], mode: Cms1500Mode): Promise<Uint8Array> {
    const forms = claims.map((claim) => {
      if (!hasProvider(claim))
        throw unprocessable(
          `Claim ${claim.formId} cannot be printed: its provider's profile is gone.`,
        );
      return cms1500FromClaim(claim);
    });
    return renderForms(
      forms,
      claims.map((claim) => claim.formId),
      mode,
    );
  }

  return {
    /** Her own claim; another doula's claim is not found. */
    async forOwner(user: SessionUser, claimId: string, mode: Cms1500Mode): Promise<ClaimPdf> {
      const claim = await deps.claims.billable(user, claimId, providerOf);
      if (!claim) throw notFound();
      return {
        bytes: await render([claim], mode),
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
        const claim = await deps.claims.billableForOperator(id, providerOf);
        if (!claim) throw notFound(`No claim with id or form ID "${id}".`);
        found.push(claim);
      }
      return {
        bytes: await render(found, mode),
        fileName: found.length === 1 ? `${found[0]!.formId}.pdf` : `claims-${found.length}.pdf`,
      };
    },

    /**
     * Each of her claims as a CMS-1500 on the drawn form, for her records (the data export): made
     * one at a time as the caller asks for the next, so a large account never holds every PDF at
     * once. Box 25 shows only the last four digits of her tax ID: a copy that leaves the app as a
     * file is where a full SSN would most likely leak, and it cannot be mistaken for a form to send.
     * A claim the form cannot carry gives its reason instead of stopping the others.
     */
    async *recordCopies(user: SessionUser): AsyncGenerator<ClaimRecordCopy> {
      const provider = await deps.profiles.billingProviderOf(user.id);
      let cursor: string | undefined;
      do {
        const page = await deps.claims.billablePage(
          user,
          RECORD_COPY_PAGE,
          cursor,
          async () => provider,
        );
        for (const claim of page.items) {
          const copy = hasProvider(claim)
            ? await renderForms(
                [cms1500FromClaim(claim, 'last-four')],
                [claim.formId],
                'with-form',
              ).then(
                (pdf): ClaimRecordCopy => ({ formId: claim.formId, pdf }),
                (error: unknown): ClaimRecordCopy => {
                  if (error instanceof DomainError)
                    return { formId: claim.formId, problem: error.message };
                  throw error;
                },
              )
            : {
                formId: claim.formId,
                problem: `Claim ${claim.formId} was not printed: your profile is not complete.`,
              };
          yield copy;
        }
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    },
  };
}

export type ClaimFormService = ReturnType<typeof createClaimFormService>;
