import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { Finding } from '#domain/billing/index';
import { useNavigate, useSearchParams } from 'react-router';
import {
  correctionChanges,
  correctionContentOf,
  payerNamedParts,
  unchangedCorrectionMessage,
  type CorrectionBasis,
} from '#domain/claims/correction-changes';
import { correctionPlan } from '#domain/claims/corrections';
import {
  canSubmitClaim,
  chooseFacility,
  choosePatient,
  claimRequestFromDraft,
  draftFromClaim,
  emptyClaimDraft,
  type ClaimDraft,
} from '#domain/claims/draft';
import { missingClaimFields } from '#domain/claims/required-fields';
import type { ClaimView } from '#domain/claims/view';
import { messages } from '#domain/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { LeaveQuestion } from '../../components/ui/leave-question.tsx';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { sameData } from '../../lib/same-data.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { useFacilityList } from '../../records/facilities.ts';
import { usePatientList } from '../../records/patients.ts';
import { ClaimCheckPanel } from './claim-check-panel.tsx';
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
import { CorrectionChangesHint, MarkedPart, PayerNamedList } from './correction-marks.tsx';
import { DiagnosisPicker } from './diagnosis-picker.tsx';
import { FacilityFields } from './facility-fields.tsx';
import { NotesField, ServiceLocationField } from './location-and-notes.tsx';
import { PatientSection } from './patient-section.tsx';
import { ServiceTypeFields, WhenFields } from './service-fields.tsx';
import { SubmittedClaim } from './submitted-claim.tsx';
import { SubmitAlerts } from './submit-alerts.tsx';
import { CannotCorrect } from './cannot-correct.tsx';
import { useClaimCheck } from './use-claim-check.ts';
import { VirtualModeField } from './virtual-mode-field.tsx';
import './claims.css';
import './new-claim.css';

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

/**
 * The New Claim form. Before sending, it lists the required fields still missing, then checks
 * the request with the shared claim schema; a field the form or the server refuses shows its
 * reason next to it.
 */
export function NewClaimPage() {
  const [draft, setDraft] = useState<ClaimDraft>(emptyClaimDraft);
  // What the form held when it opened (blank, or the claim being corrected): anything else is
  // her work, and leaving asks first.
  const [startedFrom, setStartedFrom] = useState<ClaimDraft>(emptyClaimDraft);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [missing, setMissing] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<ClaimFieldErrors>({});
  const [submitted, setSubmitted] = useState<ClaimView | null>(null);
  const [refusedFindings, setRefusedFindings] = useState<Finding[] | null>(null);
  const [unchangedRefused, setUnchangedRefused] = useState(false);
  // /new-claim?corrects=<claim id>: the form pre-filled from a rejected or denied claim of hers.
  const [params] = useSearchParams();
  const correctsId = params.get('corrects') ?? '';
  const original = useClaim(correctsId);
  const plan = original.data ? correctionPlan(original.data) : null;
  const basis = useCorrectionBasis(correctsId);
  // The parts of the claim the payer's answer named: marked in the form.
  const named = correctsId ? payerNamedParts(original.data?.payerAnswer) : [];
  const [prefilledFrom, setPrefilledFrom] = useState('');
  const newClaim = useSubmitClaim();
  const correction = useCorrectClaim(correctsId);
  const submit = correctsId ? correction : newClaim;
  const navigate = useNavigate();
  const alertRef = useRef<HTMLDivElement>(null);
  const checkRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const patients = usePatientList('');
  const facilities = useFacilityList('');

  // A selection archived elsewhere is cleared (derived, so nothing stale is ever submitted).
  const patientGone = useRecordGone('patients', draft.patientId);
  const facilityGone = useRecordGone('facilities', draft.facilityId);
  let form = draft;
  if (patientGone) form = choosePatient(form, null);
  if (facilityGone) form = chooseFacility(form, null);

  // Pre-filled once, when the claim arrives (adjusted during render, not in an effect).
  if (original.data && prefilledFrom !== original.data.id) {
    setPrefilledFrom(original.data.id);
    const prefilled = draftFromClaim(original.data);
    setDraft(prefilled);
    setStartedFrom(prefilled);
  }

  const check = useClaimCheck(form, correctsId);
  const leaving = useLeaveGuard(submitted === null && !sameData(draft, startedFrom));
  const changes = correctsId ? changesOf(original.data, basis.data, form) : null;

  const update = (change: (current: ClaimDraft) => ClaimDraft) =>
    setDraft((current) => change(current));
  const focusAlert = () => requestAnimationFrame(() => alertRef.current?.focus());
  const focusCheck = () =>
    requestAnimationFrame(() => {
      checkRef.current?.scrollIntoView({ block: 'start' });
      checkRef.current?.focus({ preventScroll: true });
    });
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  function startOver() {
    if (correctsId) void navigate('/new-claim');
    setDraft(emptyClaimDraft);
    setStartedFrom(emptyClaimDraft);
    setMissing([]);
    setFieldErrors({});
    setRefusedFindings(null);
    setUnchangedRefused(false);
    setSubmitted(null);
    setIdempotencyKey(newIdempotencyKey());
    submit.reset();
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const gaps = missingClaimFields(form);
    setMissing(gaps);
    setFieldErrors({});
    setRefusedFindings(null);
    setUnchangedRefused(false);
    if (gaps.length > 0) return focusAlert();
    // The server refuses it too, with the same sentence; saying so here spares the round trip.
    if (changes?.length === 0) {
      setUnchangedRefused(true);
      return focusAlert();
    }
    const request = claimRequestFromDraft(form);
    const refused = claimSchemaErrors(request);
    if (Object.keys(refused).length > 0) {
      setFieldErrors(refused);
      return focusFirstError();
    }
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
            setRefusedFindings(findings);
            return focusCheck();
          }
          setFieldErrors(serverFieldErrors(error));
          focusAlert();
        },
      },
    );
  }

  const onCancel = () => leaving.askToLeave('/claims');

  if (submitted) return <SubmittedClaim claim={submitted} onAnother={startOver} />;

  const failure = submit.isError && !refusedFindings ? submit.error : null;
  const diagnosisError =
    fieldErrors.diagnosisCodes ??
    Object.entries(fieldErrors).find(([field]) => field.startsWith('diagnosisCodes.'))?.[1];
  const fieldProps = { id, form, errors: fieldErrors, update };

  if (correctsId && !plan?.allowed)
    return (
      <CannotCorrect
        loading={original.isPending}
        {...(plan && !plan.allowed ? { reason: plan.reason } : {})}
      />
    );

  return (
    <section className="page new-claim">
      <div className="page-header">
        <h1>{original.data ? `Correct claim ${original.data.formId}` : 'New Claim'}</h1>
      </div>
      {plan?.allowed ? (
        <Alert tone="info" title="You are correcting a claim">
          <p>
            Change what was wrong, then submit. {plan.explanation} The claims list links the two.
          </p>
          <PayerNamedList named={named} />
        </Alert>
      ) : null}
      <form
        ref={formRef}
        className="new-claim-form"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={`${id}-intro`}
      >
        <p id={`${id}-intro`} className="subtitle">
          Fill in the visit, check the details, and submit. We'll keep you posted on its status.
        </p>

        <MarkedPart formId={id} part="patient" named={named}>
          <PatientSection
            id={id}
            form={form}
            patients={patients}
            errors={fieldErrors}
            onChoose={(patient) => update((d) => choosePatient(d, patient))}
            locked={correctsId !== ''}
          />
        </MarkedPart>

        <section className="card" aria-labelledby={`${id}-service-heading`}>
          <h2 id={`${id}-service-heading`}>Service Information</h2>
          <MarkedPart formId={id} part="service" named={named}>
            <ServiceTypeFields {...fieldProps} />
          </MarkedPart>
          <MarkedPart formId={id} part="diagnoses" named={named}>
            <DiagnosisPicker
              id={id}
              codes={form.diagnosisCodes}
              fits={check.fits}
              serviceType={form.serviceType}
              error={diagnosisError}
              onChange={(diagnosisCodes) => update((d) => ({ ...d, diagnosisCodes }))}
            />
          </MarkedPart>
          <MarkedPart formId={id} part="dates" named={named}>
            <WhenFields {...fieldProps} />
          </MarkedPart>

          <MarkedPart formId={id} part="location" named={named}>
            <ServiceLocationField {...fieldProps} />
          </MarkedPart>

          {form.serviceLocation === 'virtual' ? (
            <VirtualModeField
              {...fieldProps}
              onChoose={(virtualMode) => update((d) => ({ ...d, virtualMode }))}
            />
          ) : null}

          {form.serviceLocation === 'facility' ? (
            <MarkedPart formId={id} part="facility" named={named}>
              <FacilityFields
                {...fieldProps}
                facilities={facilities}
                onChoose={(facility) => update((d) => chooseFacility(d, facility))}
              />
            </MarkedPart>
          ) : null}

          <NotesField {...fieldProps} />
        </section>

        <div ref={checkRef} tabIndex={-1} className="claim-check-anchor">
          <ClaimCheckPanel state={check.state} submitFindings={refusedFindings} />
        </div>

        <div ref={alertRef} tabIndex={-1} className="alert-anchor">
          <SubmitAlerts missing={missing} refused={refusedFindings !== null} failure={failure} />
          {unchangedRefused ? (
            <Alert tone="error" title="This correction was not sent.">
              {unchangedCorrectionMessage}
            </Alert>
          ) : null}
        </div>

        {/* Once refused, the alert above says it; the hint would only repeat it. */}
        <CorrectionChangesHint id={`${id}-changes`} changes={unchangedRefused ? null : changes} />

        <div className="button-row">
          <button
            type="submit"
            className="button button-primary button-large"
            disabled={!canSubmitClaim(form) || submit.isPending}
            aria-describedby={changes && !unchangedRefused ? `${id}-changes` : undefined}
          >
            {submit.isPending
              ? 'Submitting…'
              : correctsId
                ? 'Submit Corrected Claim'
                : 'Submit Claim'}
          </button>
          <button type="button" className="button button-large" onClick={onCancel}>
            Cancel
          </button>
        </div>
        {!canSubmitClaim(form) ? (
          <p className="field-hint">
            {form.patientId
              ? 'Choose the facility to submit this claim.'
              : 'Choose a patient to submit this claim.'}
          </p>
        ) : null}
      </form>
      {leaving.asking ? (
        <LeaveQuestion
          question={messages.claim.confirmCancel}
          leaveLabel="Yes, leave"
          onStay={leaving.stay}
          onLeave={leaving.leave}
        />
      ) : null}
    </section>
  );
}
