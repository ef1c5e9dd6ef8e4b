import { Link } from 'react-router';
import type { ClaimDraft } from '#domain/claims/draft';
import { messages } from '#domain/messages';
import type { PatientView } from '#domain/patient';
import { Alert } from '../../components/ui/alert.tsx';
import { DetailList } from '../../components/ui/detail-list.tsx';
import { patientDetails } from '../../lib/claim-details.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import type { usePatientList } from '../../records/patients.ts';
import { describedBy, FieldError, type ClaimFieldErrors } from './claim-field-errors.tsx';

/** The new-claim form's patient: choose one of the doula's patients, see what the claim copies. */
export function PatientSection({
  id,
  form,
  patients,
  errors,
  onChoose,
  locked = false,
}: {
  id: string;
  form: ClaimDraft;
  /** A corrected claim keeps the patient of the claim it corrects. */
  locked?: boolean;
  patients: ReturnType<typeof usePatientList>;
  errors: ClaimFieldErrors;
  onChoose(patient: PatientView | null): void;
}) {
  const list = patients.data?.pages.flatMap((page) => page.items) ?? [];
  const none = !patients.isPending && !patients.isError && list.length === 0;
  const selectId = `${id}-patient`;
  return (
    <section className="card" aria-labelledby={`${id}-patient-heading`}>
      <h2 id={`${id}-patient-heading`}>Patient Information</h2>
      {patients.isPending ? <p className="hint">Loading your patients…</p> : null}
      {patients.isError ? <Alert tone="error">{messages.patient.loadFailed}</Alert> : null}
      {none ? (
        <div className="empty-inline">
          <p>
            You haven't added any patients yet. Add the patient first, then come back to submit the
            claim.
          </p>
          <Link to="/patients" className="button">
            Manage patients
          </Link>
        </div>
      ) : null}
      {list.length > 0 ? (
        <div className="field">
          <label htmlFor={selectId}>Patient</label>
          <div className="inline-field">
            <select
              id={selectId}
              value={form.patientId}
              disabled={locked}
              {...describedBy(errors, 'patientId', selectId)}
              onChange={(event) =>
                onChoose(list.find((patient) => patient.id === event.target.value) ?? null)
              }
            >
              <option value="">Select a patient</option>
              {list.map((patient) => (
                <option key={patient.id} value={patient.id}>
                  {`${patient.lastName}, ${patient.firstName} — DOB ${formatCalendarDate(patient.dateOfBirth)}`}
                </option>
              ))}
            </select>
            <Link to="/patients" className="button">
              Manage patients
            </Link>
          </div>
          {locked ? (
            <p className="field-hint">
              A corrected claim is for the same patient as the claim it corrects.
            </p>
          ) : null}
          <FieldError errors={errors} field="patientId" id={selectId} />
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
      {form.patient ? (
        <DetailList
          className="summary-card"
          label="Selected patient"
          items={patientDetails(form.patient)}
        />
      ) : null}
    </section>
  );
}
