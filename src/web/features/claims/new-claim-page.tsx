import { useId, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { unchangedCorrectionMessage } from '#domain/claims/correction-changes';
import { canSubmitClaim } from '#domain/claims/draft';
import { CESAREAN_SECTION } from '#domain/claims/service-types';
import { messages } from '#domain/common/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { LeaveQuestion } from '../../components/ui/leave-question.tsx';
import { useFacilityList } from '../../records/facilities.ts';
import { usePatientList } from '../../records/patients.ts';
import { ClaimCheckPanel } from './claim-check-panel.tsx';
import { CorrectionChangesHint, MarkedPart, PayerNamedList } from './correction-marks.tsx';
import { DiagnosisPicker } from './diagnosis-picker.tsx';
import { FacilityFields } from './facility-fields.tsx';
import { NotesField, ServiceLocationField } from './location-and-notes.tsx';
import { PatientSection } from './patient-section.tsx';
import { ServiceTypeFields, WhenFields } from './service-fields.tsx';
import { SubmittedClaim } from './submitted-claim.tsx';
import { SubmitAlerts } from './submit-alerts.tsx';
import { CannotCorrect } from './cannot-correct.tsx';
import { useClaimForm, type ClaimFormFocus } from './use-claim-form.ts';
import { VirtualModeField } from './virtual-mode-field.tsx';
import { AttemptedVbacField } from './attempted-vbac-field.tsx';
import './claims.css';
import './new-claim.css';

/**
 * The New Claim form. Before sending, it lists the required fields still missing, then checks
 * the request with the shared claim schema; a field the form or the server refuses shows its
 * reason next to it. Its state and rules live in useClaimForm; this lays them out.
 */
export function NewClaimPage() {
  // /new-claim?corrects=<claim id>: the form pre-filled from a rejected or denied claim of hers.
  const [params] = useSearchParams();
  const correctsId = params.get('corrects') ?? '';
  const navigate = useNavigate();
  const { alertRef, checkRef, formRef, focus } = useRefusalFocus();
  const id = useId();
  const patients = usePatientList('');
  const facilities = useFacilityList('');

  const claim = useClaimForm(correctsId, focus);
  const { form, original, plan, named, changes, check, leaving, unchangedRefused } = claim;

  function startOver() {
    if (correctsId) void navigate('/new-claim');
    claim.startOver();
  }

  if (claim.submitted) return <SubmittedClaim claim={claim.submitted} onAnother={startOver} />;

  if (correctsId && !plan?.allowed)
    return (
      <CannotCorrect
        loading={original.isPending}
        {...(plan && !plan.allowed ? { reason: plan.reason } : {})}
      />
    );

  return (
    <section className="page new-claim">
      <ClaimFormHeading claim={claim} />
      <form
        ref={formRef}
        className="new-claim-form"
        onSubmit={claim.onSubmit}
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
            errors={claim.fieldErrors}
            onChoose={claim.choosePatient}
            locked={correctsId !== ''}
          />
        </MarkedPart>

        <ServiceSection id={id} claim={claim} facilities={facilities} />

        <div ref={checkRef} tabIndex={-1} className="claim-check-anchor">
          <ClaimCheckPanel state={check.state} submitFindings={claim.refusedFindings} />
        </div>

        <div ref={alertRef} tabIndex={-1} className="alert-anchor">
          <RefusalAlerts claim={claim} />
        </div>

        {/* Once refused, the alert above says it; the hint would only repeat it. */}
        <CorrectionChangesHint id={`${id}-changes`} changes={unchangedRefused ? null : changes} />

        <SubmitButtons
          id={id}
          claim={claim}
          correcting={correctsId !== ''}
          onCancel={() => leaving.askToLeave('/claims')}
        />
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

type ClaimForm = ReturnType<typeof useClaimForm>;

/**
 * Where the page moves focus after a refusal (the alerts, the claim check, the first refused
 * field), once the refusal has been drawn.
 */
function useRefusalFocus() {
  const alertRef = useRef<HTMLDivElement>(null);
  const checkRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focus: ClaimFormFocus = {
    alert: () => requestAnimationFrame(() => alertRef.current?.focus()),
    check: () =>
      requestAnimationFrame(() => {
        checkRef.current?.scrollIntoView({ block: 'start' });
        checkRef.current?.focus({ preventScroll: true });
      }),
    firstError: () =>
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      ),
  };
  return { alertRef, checkRef, formRef, focus };
}

/** The page's title, and while she corrects a claim, what that means and what the payer named. */
function ClaimFormHeading({ claim: { original, plan, named } }: { claim: ClaimForm }) {
  return (
    <>
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
    </>
  );
}

/** Why her last submit did not go: missing fields, the server's answer, an unchanged correction. */
function RefusalAlerts({ claim }: { claim: ClaimForm }) {
  return (
    <>
      <SubmitAlerts
        missing={claim.missing}
        refused={claim.refusedFindings !== null}
        failure={claim.failure}
      />
      {claim.unchangedRefused ? (
        <Alert tone="error" title="This correction was not sent.">
          {unchangedCorrectionMessage}
        </Alert>
      ) : null}
    </>
  );
}

/** The visit: service type, diagnoses, dates, where it took place, and notes. */
function ServiceSection({
  id,
  claim,
  facilities,
}: {
  id: string;
  claim: ClaimForm;
  facilities: ReturnType<typeof useFacilityList>;
}) {
  const { form, named } = claim;
  const fieldProps = { id, form, errors: claim.fieldErrors, update: claim.update };
  return (
    <section className="card" aria-labelledby={`${id}-service-heading`}>
      <h2 id={`${id}-service-heading`}>Service Information</h2>
      <MarkedPart formId={id} part="service" named={named}>
        <ServiceTypeFields {...fieldProps} />
        {form.serviceType === CESAREAN_SECTION && claim.check.asksAttemptedVbac ? (
          <AttemptedVbacField {...fieldProps} onChange={claim.setAfterAttemptedVbac} />
        ) : null}
      </MarkedPart>
      <MarkedPart formId={id} part="diagnoses" named={named}>
        <DiagnosisPicker
          id={id}
          codes={form.diagnosisCodes}
          fits={claim.check.fits}
          serviceType={form.serviceType}
          error={claim.diagnosisError}
          onChange={claim.setDiagnosisCodes}
        />
      </MarkedPart>
      <MarkedPart formId={id} part="dates" named={named}>
        <WhenFields {...fieldProps} />
      </MarkedPart>

      <MarkedPart formId={id} part="location" named={named}>
        <ServiceLocationField {...fieldProps} onChoose={claim.chooseLocation} />
      </MarkedPart>

      {form.serviceLocation === 'virtual' ? (
        <VirtualModeField {...fieldProps} onChoose={claim.chooseVirtualMode} />
      ) : null}

      {form.serviceLocation === 'facility' ? (
        <MarkedPart formId={id} part="facility" named={named}>
          <FacilityFields {...fieldProps} facilities={facilities} onChoose={claim.chooseFacility} />
        </MarkedPart>
      ) : null}

      <NotesField {...fieldProps} />
    </section>
  );
}

/** Submit and Cancel, and what she must still choose before Submit can be pressed. */
function SubmitButtons({
  id,
  claim: { form, submitting, changes, unchangedRefused },
  correcting,
  onCancel,
}: {
  id: string;
  claim: ClaimForm;
  correcting: boolean;
  onCancel(): void;
}) {
  return (
    <>
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary button-large"
          disabled={!canSubmitClaim(form) || submitting}
          aria-describedby={changes && !unchangedRefused ? `${id}-changes` : undefined}
        >
          {submitting ? 'Submitting…' : correcting ? 'Submit Corrected Claim' : 'Submit Claim'}
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
    </>
  );
}
