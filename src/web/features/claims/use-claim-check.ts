import { useDeferredValue, useMemo } from 'react';
import {
  benefitsThisClaimWillUse,
  diagnosisFitsFor,
  resolvePayerProfile,
  runClaimCheck,
  versionOn,
} from '#domain/billing/index';
import { pricesAttemptedVbacApart } from '#domain/billing/line-rules';
import {
  claimCheckInputFromDraft,
  type ProviderBillingFacts,
} from '#domain/claims/claim-check-input';
import type { ClaimDraft } from '#domain/claims/draft';
import { isRealIsoDate, latestTodayOnEarth } from '#domain/common/dates';
import type { ProfileView } from '#domain/records/profile';
import { useBillingCatalog, usePatientBilling, useProviderProfile } from './billing-api.ts';
import type { ClaimCheckState } from './claim-check-panel.tsx';

/**
 * The billing provider's facts for the check: hers, or her group's or clinician's NPI (and the
 * group's address) when they bill. The browser never sees tax ID digits: null = on file.
 */
function providerFacts(profile: ProfileView | null): ProviderBillingFacts {
  const own: ProviderBillingFacts = {
    npi: profile?.npiNumber ?? '',
    taxIdType: profile?.taxIdType ?? '',
    taxId: profile?.taxIdMasked ? null : '',
    billingAs: profile?.billingAs ?? 'self',
    billingAddress: {
      street: profile?.businessAddressStreet ?? '',
      zip: profile?.businessAddressZip ?? '',
    },
  };
  if (profile?.billingAs === 'supervisor') return { ...own, npi: profile.supervisorNpi };
  if (profile?.billingAs !== 'group') return own;
  return {
    ...own,
    npi: profile.groupNpi,
    taxIdType: 'EIN',
    taxId: profile.groupTaxIdMasked ? null : '',
    billingAddress: { street: profile.groupAddressStreet, zip: profile.groupAddressZip },
  };
}

/**
 * The live claim check of the new-claim form: the same rules the server runs at submit, rerun
 * on every change (deferred, so typing never waits for it; a run takes well under a millisecond), plus the diagnosis codes that fit
 * the chosen service for the diagnosis picker.
 */
export function useClaimCheck(
  form: ClaimDraft,
  /** The claim a correction corrects: no duplicate of it, as the server sees it too. */
  correctsClaimId = '',
): {
  state: ClaimCheckState;
  fits: readonly string[] | null;
  /** The program in force prices a cesarean after an attempted VBAC apart: the form asks. */
  asksAttemptedVbac: boolean;
} {
  const catalog = useBillingCatalog();
  const billing = usePatientBilling(form.patientId);
  const profile = useProviderProfile();
  const draft = useDeferredValue(form);

  const { fits, asksAttemptedVbac } = useMemo(() => {
    const none = { fits: null, asksAttemptedVbac: false };
    if (!catalog.data || !form.patient || !form.serviceType) return none;
    // Her state's Medicaid program bills her: the snapshot has no address state, her billing has.
    const patientState = billing.data?.patientState;
    const resolved = resolvePayerProfile(
      { ...form.patient, ...(patientState !== undefined ? { addressState: patientState } : {}) },
      catalog.data,
    );
    if (!resolved) return none;
    const date = isRealIsoDate(form.serviceDateFrom) ? form.serviceDateFrom : latestTodayOnEarth();
    const version = versionOn(resolved.profile, date) ?? resolved.profile.versions.at(-1);
    if (!version) return none;
    const list = diagnosisFitsFor(version, form.serviceType);
    return {
      fits: list.length > 0 ? list : null,
      asksAttemptedVbac: pricesAttemptedVbacApart(version, form.serviceType),
    };
  }, [catalog.data, billing.data, form.patient, form.serviceType, form.serviceDateFrom]);

  const state = ((): ClaimCheckState => {
    if (!draft.patientId) {
      return { kind: 'waiting', reason: 'Choose a patient to start the claim check.' };
    }
    if (catalog.isError || profile.isError || billing.isError) {
      return {
        kind: 'failed',
        retry: () => {
          if (catalog.isError) void catalog.refetch();
          if (profile.isError) void profile.refetch();
          if (billing.isError) void billing.refetch();
        },
      };
    }
    if (!catalog.data || !profile.data || !billing.data) return { kind: 'loading' };
    const result = runClaimCheck(
      claimCheckInputFromDraft(draft, {
        provider: providerFacts(profile.data.profile),
        patientBilling: correctsClaimId
          ? {
              ...billing.data,
              otherClaims: billing.data.otherClaims.filter((claim) => claim.id !== correctsClaimId),
            }
          : billing.data,
        today: latestTodayOnEarth(),
      }),
      { catalog: catalog.data },
    );
    const benefitText = draft.serviceType ? benefitsThisClaimWillUse(result.context) : null;
    return { kind: 'ready', result, benefitText };
  })();

  return { state, fits, asksAttemptedVbac };
}
