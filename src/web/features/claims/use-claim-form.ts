import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Finding, VirtualMode } from '#domain/billing/index';
import {
  correctionChanges,
  correctionContentOf,
  payerNamedParts,
  type CorrectionBasis,
} from '#domain/claims/correction-changes';
import { correctionPlan } from '#domain/claims/corrections';
import {
  chooseFacility,
  choosePatient,
  chooseServiceLocation,
  claimRequestFromDraft,
  draftFromClaim,
  emptyClaimDraft,
  type ClaimDraft,
} from '#domain/claims/draft';
import type { ClaimSubmitInput } from '#domain/claims/requests';
import type { ClaimFacilitySource, ClaimPatientSource } from '#domain/claims/snapshot';
import { missingClaimFields } from '#domain/claims/required-fields';
import type { ServiceLocation } from '#domain/claims/service-location';
import type { ClaimView } from '#domain/claims/view';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { sameData } from '../../lib/same-data.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { claimCheckFindingsOf } from './claim-check-findings.ts';
import {
  claimSchemaErrors,
  serverFieldErrors,
  type ClaimFieldErrors,
} from './claim-field-errors.tsx';
import {
  newIdempotencyKey,
  useClaim,
  useCorrectClaim,
  useCorrectionBasis,
  useSubmitClaim,
} from './claims-api.ts';
import { useClaimCheck } from './use-claim-check.ts';

/**
 * True once the record is known to be gone (archived elsewhere). The query key starts with the
 * list's, so the live stream's invalidations re-check it after every change.
 */
function useRecordGone(kind: 'patients' | 'facilities', id: string) {
  const query = useQuery({
    queryKey: [kind, 'one', id],
    queryFn: ({ signal }) => apiFetch<unknown>(`/api/${kind}/${id}`, { signal }),
    enabled: id !== '',
    retry: false,
  });
  return id !== '' && query.error instanceof ApiError && query.error.status === 404;
}

/**
 * What a correction changes of the claim she is correcting, as the server will judge it: her
 * fields against the claim's, the patient (and the same facility) as saved now, and whether her
 * billing details changed since. Null until the claim and the server's basis arrived.
 */
function changesOf(
  original: ClaimView | undefined,
  basis: CorrectionBasis | undefined,
  form: ClaimDraft,
) {
  if (!original || !basis) return null;
  const request = claimRequestFromDraft(form);
  const sameFacility = form.facilityId !== '' && form.facilityId === original.facilityId;
  return correctionChanges(
    correctionContentOf(original, 'as submitted'),
    correctionContentOf(
      {
        ...form,
        diagnosisCodes: request.diagnosisCodes,
        facilityId: form.facilityId || null,
        patient: basis.patient,
        facility: sameFacility ? basis.facility : form.facility,
      },
      basis.providerChanged ? 'changed since' : 'as submitted',
    ),
  );
}

/** Where the page moves focus after a refusal: the form only says which. */
export interface ClaimFormFocus {
  /** The alerts: missing fields, an unchanged correction, the server's answer. */
  alert(): void;
  /** The claim check panel, when the server's check refused the claim. */
  check(): void;
  /** The first field the shared schema refused. */
  firstError(): void;
}

/**
 * The New Claim form's state and rules, apart from how it looks: the draft and how each choice
 * changes it (the rules themselves are the domain's draft functions), a correction pre-filled
 * from the claim it corrects (`correctsId`), the required fields still missing, the schema's
 * and the server's refusals, the live claim check, and leaving with her work unsent.
 */
export function useClaimForm(correctsId: string, focus: ClaimFormFocus) {
  const original = useClaim(correctsId);
  const plan = original.data ? correctionPlan(original.data) : null;
  const basis = useCorrectionBasis(correctsId);
  const { form, edited, update, clear } = useDraft(original.data);
  const refusals = useRefusals();
  const sending = useSending(correctsId, refusals, focus);
  const check = useClaimCheck(form, correctsId);
  const leaving = useLeaveGuard(sending.submitted === null && edited);
  const changes = correctsId ? changesOf(original.data, basis.data, form) : null;

  function startOver() {
    clear();
    refusals.clear();
    sending.reset();
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const gaps = missingClaimFields(form);
    refusals.clear(gaps);
    if (gaps.length > 0) return focus.alert();
    // The server refuses it too, with the same sentence; saying so here spares the round trip.
    if (changes?.length === 0) {
      refusals.setUnchangedRefused(true);
      return focus.alert();
    }
    const request = claimRequestFromDraft(form);
    const refused = claimSchemaErrors(request);
    if (Object.keys(refused).length > 0) {
      refusals.setFieldErrors(refused);
      return focus.firstError();
    }
    sending.send(request);
  }

  const { missing, fieldErrors, refusedFindings, unchangedRefused } = refusals;
  return {
    form,
    original,
    plan,
    /** The parts of the claim the payer's answer named: marked in the form. */
    named: correctsId ? payerNamedParts(original.data?.payerAnswer) : [],
    changes,
    check,
    leaving,
    missing,
    fieldErrors,
    /** The first refusal of a diagnosis code, for the diagnosis picker. */
    diagnosisError:
      fieldErrors.diagnosisCodes ??
      Object.entries(fieldErrors).find(([field]) => field.startsWith('diagnosisCodes.'))?.[1],
    refusedFindings,
    unchangedRefused,
    /** The server's answer when it refused the claim for anything but the claim check. */
    failure: sending.submit.isError && !refusedFindings ? sending.submit.error : null,
    submitting: sending.submit.isPending,
    submitted: sending.submitted,
    update,
    ...draftChoices(update),
    onSubmit,
    startOver,
  };
}

type UpdateDraft = (change: (current: ClaimDraft) => ClaimDraft) => void;

/**
 * The draft she is filling in, without a patient or facility archived elsewhere, pre-filled
 * from the claim she corrects once it arrives; `edited` once it differs from how it opened.
 */
function useDraft(original: ClaimView | undefined) {
  const [draft, setDraft] = useState<ClaimDraft>(emptyClaimDraft);
  // What the form held when it opened (blank, or the claim being corrected): anything else is
  // her work, and leaving asks first.
  const [startedFrom, setStartedFrom] = useState<ClaimDraft>(emptyClaimDraft);
  const [prefilledFrom, setPrefilledFrom] = useState('');

  // A selection archived elsewhere is cleared (derived, so nothing stale is ever submitted).
  const patientGone = useRecordGone('patients', draft.patientId);
  const facilityGone = useRecordGone('facilities', draft.facilityId);
  let form = draft;
  if (patientGone) form = choosePatient(form, null);
  if (facilityGone) form = chooseFacility(form, null);

  // Pre-filled once, when the claim arrives (adjusted during render, not in an effect).
  if (original && prefilledFrom !== original.id) {
    setPrefilledFrom(original.id);
    const prefilled = draftFromClaim(original);
    setDraft(prefilled);
    setStartedFrom(prefilled);
  }

  const update: UpdateDraft = (change) => setDraft((current) => change(current));
  function clear() {
    setDraft(emptyClaimDraft);
    setStartedFrom(emptyClaimDraft);
  }
  return { form, edited: !sameData(draft, startedFrom), update, clear };
}

/** What stopped her last submit; `clear` starts a new one with the fields found `missing`. */
function useRefusals() {
  const [missing, setMissing] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<ClaimFieldErrors>({});
  const [refusedFindings, setRefusedFindings] = useState<Finding[] | null>(null);
  const [unchangedRefused, setUnchangedRefused] = useState(false);
  function clear(stillMissing: string[] = []) {
    setMissing(stillMissing);
    setFieldErrors({});
    setRefusedFindings(null);
    setUnchangedRefused(false);
  }
  return {
    missing,
    fieldErrors,
    setFieldErrors,
    refusedFindings,
    setRefusedFindings,
    unchangedRefused,
    setUnchangedRefused,
    clear,
  };
}

/**
 * Sending the claim (new, or the correction of `correctsId`) once per idempotency key: the
 * claim the server accepted, or its refusal shown where she fixes it.
 */
function useSending(
  correctsId: string,
  refusals: ReturnType<typeof useRefusals>,
  focus: ClaimFormFocus,
) {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [submitted, setSubmitted] = useState<ClaimView | null>(null);
  const newClaim = useSubmitClaim();
  const correction = useCorrectClaim(correctsId);
  const submit = correctsId ? correction : newClaim;

  function send(request: ClaimSubmitInput) {
    submit.mutate(
      { idempotencyKey, claim: request },
      {
        onSuccess: (claim) => {
          setSubmitted(claim);
          window.scrollTo({ top: 0 });
        },
        onError: (error) => {
          // A refusal by the claim check keeps everything she typed and shows what to fix.
          const findings = claimCheckFindingsOf(error);
          if (findings) {
            refusals.setRefusedFindings(findings);
            return focus.check();
          }
          refusals.setFieldErrors(serverFieldErrors(error));
          focus.alert();
        },
      },
    );
  }

  function reset() {
    setSubmitted(null);
    setIdempotencyKey(newIdempotencyKey());
    submit.reset();
  }
  return { submit, submitted, send, reset };
}

/** Her choices, each changing the draft by the domain's rule for it. */
function draftChoices(update: UpdateDraft) {
  return {
    choosePatient: (patient: ClaimPatientSource | null) => update((d) => choosePatient(d, patient)),
    chooseFacility: (facility: ClaimFacilitySource | null) =>
      update((d) => chooseFacility(d, facility)),
    chooseLocation: (location: ServiceLocation) =>
      update((d) => chooseServiceLocation(d, location)),
    chooseVirtualMode: (virtualMode: VirtualMode) => update((d) => ({ ...d, virtualMode })),
    setAfterAttemptedVbac: (afterAttemptedVbac: boolean) =>
      update((d) => ({ ...d, afterAttemptedVbac })),
    setDiagnosisCodes: (diagnosisCodes: string[]) => update((d) => ({ ...d, diagnosisCodes })),
  };
}
