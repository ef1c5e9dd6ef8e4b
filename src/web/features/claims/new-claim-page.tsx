import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  canSubmitClaim,
  chooseFacility,
  choosePatient,
  chooseServiceLocation,
  chooseServiceType,
  claimRequestFromDraft,
  emptyClaimDraft,
  missingClaimFields,
  serviceLocationLabel,
  serviceLocations,
  setAdmittedDate,
  setServiceDateFrom,
  setServiceTimeFrom,
  type ClaimDraft,
  type ClaimView,
} from '#domain/claim';
import type { FacilityView } from '#domain/facility';
import type { PatientView } from '#domain/patient';
import { messages } from '#domain/messages';
import { extraInputsFor, serviceTypeGroups } from '#domain/service-types';
import { Alert } from '../../components/ui/alert.tsx';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { useFacilityList } from '../../records/facilities.ts';
import { usePatientList } from '../../records/patients.ts';
import { formatLongDate, formatTimeRange, patientName } from '../../lib/claim-format.ts';
import { newIdempotencyKey, useSubmitClaim } from './claims-api.ts';
import './claims.css';

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

/** The New Claim form (spec "New Claim" and "New-claim form behaviour"). */
export function NewClaimPage() {
  const [draft, setDraft] = useState<ClaimDraft>(emptyClaimDraft);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [missing, setMissing] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState<ClaimView | null>(null);
  const submit = useSubmitClaim();
  const navigate = useNavigate();
  const alertRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const patients = usePatientList('');
  const facilities = useFacilityList('');
  const patientList = patients.data?.pages.flatMap((page) => page.items) ?? [];
  const facilityList = facilities.data?.pages.flatMap((page) => page.items) ?? [];

  // A selection archived elsewhere is cleared (derived, so nothing stale is ever submitted).
  const patientGone = useRecordGone('patients', draft.patientId);
  const facilityGone = useRecordGone('facilities', draft.facilityId);
  let form = draft;
  if (patientGone) form = choosePatient(form, null);
  if (facilityGone) form = chooseFacility(form, null);

  const update = (change: (current: ClaimDraft) => ClaimDraft) =>
    setDraft((current) => change(current));

  function startOver() {
    setDraft(emptyClaimDraft);
    setMissing([]);
    setSubmitted(null);
    setIdempotencyKey(newIdempotencyKey());
    submit.reset();
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const gaps = missingClaimFields(form);
    setMissing(gaps);
    if (gaps.length > 0) {
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    submit.mutate(
      { idempotencyKey, claim: claimRequestFromDraft(form) },
      {
        onSuccess: (claim) => {
          setSubmitted(claim);
          window.scrollTo({ top: 0 });
        },
        onError: () => requestAnimationFrame(() => alertRef.current?.focus()),
      },
    );
  }

  function onCancel() {
    if (window.confirm(messages.claim.confirmCancel)) void navigate('/claims');
  }

  if (submitted) return <SubmittedClaim claim={submitted} onAnother={startOver} />;

  const selectedPatient = form.patient;
  const extraInputs = extraInputsFor(form.serviceType);
  const noPatients = !patients.isPending && !patients.isError && patientList.length === 0;
  const failure = submit.isError ? submit.error : null;

  return (
    <section className="page new-claim">
      <div className="page-header">
        <h1>New Claim</h1>
      </div>
      <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className="subtitle">
          Fill in the visit, check the details, and submit. We'll keep you posted on its status.
        </p>

        <section className="card" aria-labelledby={`${id}-patient-heading`}>
          <h2 id={`${id}-patient-heading`}>Patient Information</h2>
          {patients.isPending ? <p className="hint">Loading your patients…</p> : null}
          {patients.isError ? <Alert tone="error">{messages.patient.loadFailed}</Alert> : null}
          {noPatients ? (
            <div className="empty-inline">
              <p>
                You haven't added any patients yet. Add the patient first, then come back to submit
                the claim.
              </p>
              <Link to="/patients" className="button">
                Manage patients
              </Link>
            </div>
          ) : null}
          {patientList.length > 0 ? (
            <div className="field">
              <label htmlFor={`${id}-patient`}>Patient</label>
              <div className="inline-field">
                <select
                  id={`${id}-patient`}
                  value={form.patientId}
                  onChange={(event) =>
                    update((d) =>
                      choosePatient(
                        d,
                        patientList.find((patient) => patient.id === event.target.value) ?? null,
                      ),
                    )
                  }
                >
                  <option value="">Select a patient</option>
                  {patientList.map((patient) => (
                    <option key={patient.id} value={patient.id}>
                      {patientOption(patient)}
                    </option>
                  ))}
                </select>
                <Link to="/patients" className="button">
                  Manage patients
                </Link>
              </div>
              {patients.hasNextPage ? (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => void patients.fetchNextPage()}
                >
                  Show more patients
                </button>
              ) : null}
            </div>
          ) : null}
          {selectedPatient ? (
            <dl className="summary-card" aria-label="Selected patient">
              <div>
                <dt>Name</dt>
                <dd>{patientName(selectedPatient)}</dd>
              </div>
              <div>
                <dt>Date of birth</dt>
                <dd>{formatCalendarDate(selectedPatient.dateOfBirth)}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{selectedPatient.address}</dd>
              </div>
              <div>
                <dt>Insurance</dt>
                <dd>
                  {selectedPatient.insuranceProvider} (Policy {selectedPatient.policyNumber})
                </dd>
              </div>
              <div>
                <dt>Payer ID</dt>
                <dd>{selectedPatient.payerId}</dd>
              </div>
              <div>
                <dt>Payer type</dt>
                <dd>{selectedPatient.payerType}</dd>
              </div>
            </dl>
          ) : null}
        </section>

        <section className="card" aria-labelledby={`${id}-service-heading`}>
          <h2 id={`${id}-service-heading`}>Service Information</h2>
          <div className="field">
            <label htmlFor={`${id}-type`}>Service Type</label>
            <select
              id={`${id}-type`}
              value={form.serviceType}
              onChange={(event) => update((d) => chooseServiceType(d, event.target.value))}
            >
              <option value="">Select a service type</option>
              {serviceTypeGroups.map((group) => (
                <optgroup key={group.group} label={group.group}>
                  {group.types.map((type) => (
                    <option key={type.name} value={type.name}>
                      {type.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          {extraInputs.map((input) => {
            const inputId = `${id}-extra-${input.key}`;
            const value = form.serviceAdditionalInputs[input.key] ?? '';
            const change = (next: string) =>
              update((d) => ({
                ...d,
                serviceAdditionalInputs: { ...d.serviceAdditionalInputs, [input.key]: next },
              }));
            return (
              <div className="field" key={input.key}>
                <label htmlFor={inputId}>{input.label}</label>
                {input.kind === 'textarea' ? (
                  <textarea
                    id={inputId}
                    value={value}
                    placeholder={input.placeholder}
                    maxLength={input.maxLength}
                    onChange={(event) => change(event.target.value)}
                  />
                ) : (
                  <input
                    id={inputId}
                    value={value}
                    placeholder={input.placeholder}
                    maxLength={input.maxLength}
                    inputMode={input.numeric ? 'numeric' : undefined}
                    onChange={(event) => change(event.target.value)}
                  />
                )}
              </div>
            );
          })}

          <div className="form-grid">
            <div className={`field${form.serviceDateFrom ? '' : ' field-required-empty'}`}>
              <label htmlFor={`${id}-date-from`}>Service Date From</label>
              <input
                id={`${id}-date-from`}
                type="date"
                value={form.serviceDateFrom}
                required
                aria-describedby={form.serviceDateFrom ? undefined : `${id}-date-from-hint`}
                onChange={(event) => update((d) => setServiceDateFrom(d, event.target.value))}
              />
              {form.serviceDateFrom ? null : (
                <p className="field-hint" id={`${id}-date-from-hint`}>
                  Required
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={`${id}-date-to`}>Service Date To</label>
              <input
                id={`${id}-date-to`}
                type="date"
                value={form.serviceDateTo}
                min={form.serviceDateFrom || undefined}
                onChange={(event) => update((d) => ({ ...d, serviceDateTo: event.target.value }))}
              />
            </div>
            <div className={`field${form.serviceTimeFrom ? '' : ' field-required-empty'}`}>
              <label htmlFor={`${id}-time-from`}>Service Time From</label>
              <input
                id={`${id}-time-from`}
                type="time"
                value={form.serviceTimeFrom}
                required
                aria-describedby={form.serviceTimeFrom ? undefined : `${id}-time-from-hint`}
                onChange={(event) => update((d) => setServiceTimeFrom(d, event.target.value))}
              />
              {form.serviceTimeFrom ? null : (
                <p className="field-hint" id={`${id}-time-from-hint`}>
                  Required
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={`${id}-time-to`}>Service Time To</label>
              <input
                id={`${id}-time-to`}
                type="time"
                value={form.serviceTimeTo}
                onChange={(event) => update((d) => ({ ...d, serviceTimeTo: event.target.value }))}
              />
            </div>
          </div>

          <fieldset className="field">
            <legend>Service Location</legend>
            <div className="choice-row">
              {serviceLocations.map((location) => (
                <label key={location}>
                  <input
                    type="radio"
                    name={`${id}-location`}
                    value={location}
                    checked={form.serviceLocation === location}
                    onChange={() => update((d) => chooseServiceLocation(d, location))}
                  />
                  {serviceLocationLabel[location]}
                </label>
              ))}
            </div>
          </fieldset>

          {form.serviceLocation === 'facility' ? (
            <div className="facility-block">
              {facilities.isError ? (
                <Alert tone="error">{messages.facility.loadFailed}</Alert>
              ) : null}
              {!facilities.isPending && facilityList.length === 0 ? (
                <div className="empty-inline">
                  <p>You haven't added any facilities yet.</p>
                  <Link to="/facilities" className="button">
                    Manage facilities
                  </Link>
                </div>
              ) : (
                <div className="field">
                  <label htmlFor={`${id}-facility`}>Facility</label>
                  <div className="inline-field">
                    <select
                      id={`${id}-facility`}
                      value={form.facilityId}
                      onChange={(event) =>
                        update((d) =>
                          chooseFacility(
                            d,
                            facilityList.find((facility) => facility.id === event.target.value) ??
                              null,
                          ),
                        )
                      }
                    >
                      <option value="">Select a facility</option>
                      {facilityList.map((facility) => (
                        <option key={facility.id} value={facility.id}>
                          {facilityOption(facility)}
                        </option>
                      ))}
                    </select>
                    <Link to="/facilities" className="button">
                      Manage facilities
                    </Link>
                  </div>
                  {facilities.hasNextPage ? (
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => void facilities.fetchNextPage()}
                    >
                      Show more facilities
                    </button>
                  ) : null}
                </div>
              )}
              {form.facility ? (
                <dl className="summary-card" aria-label="Selected facility">
                  <div>
                    <dt>Facility</dt>
                    <dd>{form.facility.name}</dd>
                  </div>
                  <div>
                    <dt>NPI</dt>
                    <dd>{form.facility.npiNumber}</dd>
                  </div>
                  <div>
                    <dt>Address</dt>
                    <dd>{form.address}</dd>
                  </div>
                </dl>
              ) : null}
              <div className="form-grid">
                <div className="field">
                  <label htmlFor={`${id}-admitted`}>Admitted Date</label>
                  <input
                    id={`${id}-admitted`}
                    type="date"
                    value={form.admittedDate}
                    onChange={(event) => update((d) => setAdmittedDate(d, event.target.value))}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-discharged`}>Discharged Date (if applicable)</label>
                  <input
                    id={`${id}-discharged`}
                    type="date"
                    value={form.dischargedDate}
                    min={form.admittedDate || undefined}
                    onChange={(event) =>
                      update((d) => ({ ...d, dischargedDate: event.target.value }))
                    }
                  />
                </div>
              </div>
            </div>
          ) : null}

          <div className="field">
            <label htmlFor={`${id}-notes`}>
              Additional Notes <span className="optional">(optional)</span>
            </label>
            <textarea
              id={`${id}-notes`}
              rows={4}
              maxLength={4000}
              value={form.notes}
              onChange={(event) => update((d) => ({ ...d, notes: event.target.value }))}
            />
          </div>
        </section>

        <div ref={alertRef} tabIndex={-1} className="alert-anchor">
          {missing.length > 0 ? (
            <Alert tone="error" title={messages.claim.missingFields}>
              <ul className="missing-list">
                {missing.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {failure ? (
            <Alert tone="error" title={messages.claim.submitFailed}>
              {failure instanceof ApiError && failure.status >= 400 && failure.status < 500
                ? failure.message
                : null}
            </Alert>
          ) : null}
        </div>

        <div className="button-row">
          <button
            type="submit"
            className="button button-primary button-large"
            disabled={!canSubmitClaim(form) || submit.isPending}
          >
            {submit.isPending ? 'Submitting…' : 'Submit Claim'}
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
    </section>
  );
}

function patientOption(patient: PatientView): string {
  return `${patient.lastName}, ${patient.firstName} — DOB ${formatCalendarDate(patient.dateOfBirth)}`;
}

function facilityOption(facility: FacilityView): string {
  return `${facility.name} — NPI ${facility.npiNumber}`;
}

function SubmittedClaim({ claim, onAnother }: { claim: ClaimView; onAnother(): void }) {
  return (
    <section className="page narrow">
      <Alert tone="success" title={messages.claim.submitted}>
        <p>
          Claim ID: <strong>{claim.formId}</strong>
        </p>
      </Alert>
      <dl className="summary-card" aria-label="Submitted claim">
        <div>
          <dt>Patient</dt>
          <dd>{patientName(claim.patient)}</dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>{claim.serviceType}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            {formatLongDate(claim.serviceDateFrom)},{' '}
            {formatTimeRange(claim.serviceTimeFrom, claim.serviceTimeTo)}
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>
            {claim.facility
              ? `${claim.facility.name}, ${claim.address}`
              : serviceLocationLabel[claim.serviceLocation]}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>Pending: we'll update it as the payer responds.</dd>
        </div>
      </dl>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onAnother}>
          Submit Another Claim
        </button>
        <Link to="/claims" className="button">
          View My Claims
        </Link>
      </div>
    </section>
  );
}
