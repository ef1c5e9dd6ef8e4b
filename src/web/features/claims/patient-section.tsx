import type { ClaimDraft } from '#domain/claims/draft';
import { messages } from '#domain/common/messages';
import type { PatientView } from '#domain/records/patient';
import { Alert } from '../../components/ui/alert.tsx';
import { DetailList } from '../../components/ui/detail-list.tsx';
import { patientDetails } from '../../lib/claim-details.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import type { usePatientList } from '../../records/patients.ts';
import type { ClaimFieldErrors } from './claim-field-errors.tsx';
import { loadedRecords, NoRecordsYet, RecordPicker } from './record-picker.tsx';

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
  const count = loadedRecords(patients).length;
  const none = !patients.isPending && !patients.isError && count === 0;
  return (
    <section className="card" aria-labelledby={`${id}-patient-heading`}>
      <h2 id={`${id}-patient-heading`}>Patient Information</h2>
      {patients.isPending ? <p className="hint">Loading your patients…</p> : null}
      {patients.isError ? <Alert tone="error">{messages.patient.loadFailed}</Alert> : null}
      {none ? (
        <NoRecordsYet many="patients">
          You haven't added any patients yet. Add the patient first, then come back to submit the
          claim.
        </NoRecordsYet>
      ) : null}
      {count > 0 ? (
        <RecordPicker
          id={id}
          form={form}
          errors={errors}
          kind={{ one: 'patient', many: 'patients', label: 'Patient' }}
          list={patients}
          optionText={(patient) =>
            `${patient.lastName}, ${patient.firstName} — DOB ${formatCalendarDate(patient.dateOfBirth)}`
          }
          locked={locked}
          hint={
            locked ? 'A corrected claim is for the same patient as the claim it corrects.' : null
          }
          onChoose={onChoose}
        />
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
