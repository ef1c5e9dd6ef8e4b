import { patientFullName, type PatientView } from '#domain/records/patient';
import { formatAddress } from '#domain/records/fields';
import type { TableColumn } from '../../components/ui/labelled-table.tsx';
import { RecordTable } from '../../components/ui/record-table.tsx';
import type { RecordTableProps } from '../../components/ui/records-page.tsx';
import { formatCalendarDate, formatShortDate } from '../../lib/dates.ts';
import { BenefitTracker } from './benefit-tracker.tsx';
import { useBillingSummaries, type TrackerState } from './billing-summaries-api.ts';
import './patients.css';

function columns(trackerOf: (id: string) => TrackerState): TableColumn<PatientView>[] {
  return [
    {
      label: 'Patient',
      cell: (patient) => (
        <>
          <span className="record-title">{patientFullName(patient)}</span>
          <span className="record-detail">{formatAddress(patient)}</span>
        </>
      ),
    },
    { label: 'DOB', cell: (patient) => formatCalendarDate(patient.dateOfBirth) },
    {
      label: 'Insurance',
      cell: (patient) => (
        <>
          <span>{patient.insuranceProvider}</span>
          <span className="record-detail">
            {patient.payerType} · Payer ID {patient.payerId}
          </span>
        </>
      ),
    },
    {
      label: 'Policy',
      cell: (patient) => <span className="record-nowrap">{patient.policyNumber}</span>,
    },
    {
      label: 'Benefits used',
      className: 'benefits-cell',
      cell: (patient) => <BenefitTracker state={trackerOf(patient.id)} />,
    },
    { label: 'Created', cell: (patient) => formatShortDate(patient.createdAt) },
  ];
}

/**
 * Columns: Patient, DOB, Insurance, Policy, Created, Actions, and the benefit tracker (covered
 * visits this pregnancy has used) before Created. On a phone each row becomes a card with the
 * column names as labels (see records.css).
 */
export function PatientsTable(props: RecordTableProps<PatientView>) {
  const trackerOf = useBillingSummaries(props.records.map((patient) => patient.id));
  return (
    <RecordTable
      {...props}
      className="record-table patients-table"
      caption="Your patients, newest first"
      columns={columns(trackerOf)}
      nameOf={patientFullName}
    />
  );
}
