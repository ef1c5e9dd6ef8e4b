import { patientFullName, type PatientView } from '#domain/patient';
import { formatAddress } from '#domain/record-fields';
import { RecordRowActions } from '../../components/ui/record-list.tsx';
import { formatCalendarDate, formatShortDate } from '../../lib/dates.ts';
import { BenefitTracker } from './benefit-tracker.tsx';
import { useBillingSummaries } from './billing-summaries-api.ts';
import './patients.css';

/**
 * Columns per spec: Patient, DOB, Insurance, Policy, Created, Actions, and the benefit tracker
 * (covered visits this pregnancy has used) before Created. On a phone each row
 * becomes a card with the column names as labels (see records.css).
 */
export function PatientsTable({
  patients,
  busyId,
  onEdit,
  onArchive,
}: {
  patients: PatientView[];
  busyId: string | null;
  onEdit: (patient: PatientView) => void;
  onArchive: (patient: PatientView) => void;
}) {
  const trackerOf = useBillingSummaries(patients.map((patient) => patient.id));
  return (
    <table className="record-table patients-table">
      <caption className="visually-hidden">Your patients, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Patient</th>
          <th scope="col">DOB</th>
          <th scope="col">Insurance</th>
          <th scope="col">Policy</th>
          <th scope="col">Benefits used</th>
          <th scope="col">Created</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {patients.map((patient) => {
          const name = patientFullName(patient);
          return (
            <tr key={patient.id}>
              <th scope="row" data-label="Patient">
                <span className="record-title">{name}</span>
                <span className="record-detail">{formatAddress(patient)}</span>
              </th>
              <td data-label="DOB">{formatCalendarDate(patient.dateOfBirth)}</td>
              <td data-label="Insurance">
                <span>{patient.insuranceProvider}</span>
                <span className="record-detail">
                  {patient.payerType} · Payer ID {patient.payerId}
                </span>
              </td>
              <td data-label="Policy">
                <span className="record-nowrap">{patient.policyNumber}</span>
              </td>
              <td data-label="Benefits used" className="benefits-cell">
                <BenefitTracker state={trackerOf(patient.id)} />
              </td>
              <td data-label="Created">{formatShortDate(patient.createdAt)}</td>
              <td data-label="Actions">
                <RecordRowActions
                  name={name}
                  busy={busyId === patient.id}
                  onEdit={() => onEdit(patient)}
                  onArchive={() => onArchive(patient)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
