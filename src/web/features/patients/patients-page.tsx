import { messages } from '#domain/common/messages';
import { patientFullName, type PatientView } from '#domain/records/patient';
import { RecordsPage } from '../../components/ui/records-page.tsx';
import { PatientFormDialog } from './patient-form-dialog.tsx';
import { PatientsTable } from './patients-table.tsx';

/** /patients: search, the live table, add and edit in a modal, archive. */
export function PatientsPage() {
  return (
    <RecordsPage<PatientView>
      kind="patients"
      title="Patients"
      subtitle="The people you support. You choose them on each new claim."
      one="patient"
      many="patients"
      searchHint="Name, date of birth, address, insurance, payer ID, payer type or policy number."
      emptyText="Add the people you support once, with their insurance details, and choose them on every claim after that."
      nameOf={patientFullName}
      messages={{
        confirmArchive: (patient) =>
          messages.patient.confirmArchive(patient.firstName, patient.lastName),
        archiveFailed: messages.patient.deleteFailed,
        loadFailed: messages.patient.loadFailed,
        noMatches: messages.patient.noMatches,
      }}
      Table={PatientsTable}
      Dialog={PatientFormDialog}
    />
  );
}
