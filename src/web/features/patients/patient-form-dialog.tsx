import { messages } from '#domain/messages';
import {
  EARLIEST_DATE_OF_BIRTH,
  patientInputSchema,
  patientLimits,
  type PatientView,
} from '#domain/patient';
import { payerTypes } from '#domain/payer-types';
import { AddressFields } from '../../components/ui/address-fields.tsx';
import { SelectField, TextField } from '../../components/ui/form-fields.tsx';
import { NameFields } from '../../components/ui/name-fields.tsx';
import { RecordFormDialog, useRecordForm } from '../../components/ui/record-form-dialog.tsx';
import type { RecordDialogProps } from '../../components/ui/records-page.tsx';
import { todayIsoDate } from '../../lib/dates.ts';
import { useSavePatient } from '../../records/patients.ts';

const payerTypeOptions = payerTypes.map((type) => ({ value: type, label: type }));

/** Add or edit a patient, in a modal dialog: who she is, her address, insurance and pregnancy. */
export function PatientFormDialog(props: RecordDialogProps<PatientView>) {
  const form = useRecordForm({ schema: patientInputSchema, save: useSavePatient(), ...props });
  const { bind } = form;

  return (
    <RecordFormDialog {...props} one="patient" form={form} messages={messages.patient}>
      <fieldset>
        <legend>Patient</legend>
        <div className="form-grid">
          <NameFields bind={bind} maxLength={patientLimits.name} />
          <TextField
            label="Date of birth"
            type="date"
            min={EARLIEST_DATE_OF_BIRTH}
            max={todayIsoDate()}
            {...bind('dateOfBirth')}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Address</legend>
        <AddressFields bind={bind} />
      </fieldset>
      <fieldset>
        <legend>Insurance</legend>
        <div className="form-grid">
          <TextField
            label="Insurance provider"
            {...bind('insuranceProvider')}
            maxLength={patientLimits.insuranceProvider}
          />
          <TextField label="Payer ID" {...bind('payerId')} maxLength={patientLimits.payerId} />
          <SelectField
            label="Payer type"
            options={payerTypeOptions}
            placeholder="Select a payer type…"
            {...bind('payerType')}
          />
          <TextField
            label="Policy number"
            {...bind('policyNumber')}
            maxLength={patientLimits.policyNumber}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Pregnancy</legend>
        <p className="field-hint">
          Payers count covered visits per pregnancy. The due date lets us count them right.
        </p>
        <div className="form-grid">
          <TextField
            label="Expected due date"
            optional
            type="date"
            min={EARLIEST_DATE_OF_BIRTH}
            {...bind('expectedDueDate')}
          />
          <TextField
            label="Pregnancy ended on"
            optional
            type="date"
            min={EARLIEST_DATE_OF_BIRTH}
            max={todayIsoDate()}
            hint="The date of the birth or loss, once it has happened."
            {...bind('pregnancyEndedDate')}
          />
        </div>
      </fieldset>
    </RecordFormDialog>
  );
}
