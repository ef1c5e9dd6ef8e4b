import { useId } from 'react';
import { messages } from '#domain/messages';
import {
  DEFAULT_PATIENT_SEX,
  EARLIEST_DATE_OF_BIRTH,
  patientInputSchema,
  patientLimits,
  patientSexes,
  patientSexLabels,
  type PatientView,
} from '#domain/patient';
import { AddressFields } from '../../components/ui/address-fields.tsx';
import { TextField } from '../../components/ui/form-fields.tsx';
import { NameFields } from '../../components/ui/name-fields.tsx';
import { RecordFormDialog, useRecordForm } from '../../components/ui/record-form-dialog.tsx';
import type { RecordDialogProps } from '../../components/ui/records-page.tsx';
import { todayIsoDate } from '../../lib/dates.ts';
import { useSavePatient } from '../../records/patients.ts';
import { InsuranceFields } from './insurance-fields.tsx';

/**
 * Add or edit a patient, in a modal dialog: who she is (with the sex on her insurance card), her
 * address, insurance (the payer picked by name) and pregnancy.
 */
export function PatientFormDialog(props: RecordDialogProps<PatientView>) {
  const form = useRecordForm({
    schema: patientInputSchema,
    save: useSavePatient(),
    // Female is preselected: she changes it when the card says otherwise.
    blank: { sex: DEFAULT_PATIENT_SEX },
    ...props,
  });
  const { bind } = form;
  const sexId = useId();

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
          <fieldset className="field" aria-describedby={`${sexId}-hint`}>
            <legend>Sex on the insurance card</legend>
            <div className="choice-row">
              {patientSexes.map((sex) => (
                <label key={sex}>
                  <input type="radio" value={sex} {...bind('sex').registration} />{' '}
                  {patientSexLabels[sex]}
                </label>
              ))}
            </div>
            <p id={`${sexId}-hint`} className="field-hint">
              As printed on her card: the payer matches the claim to it.
            </p>
            {form.errors.sex ? <p className="field-error">{form.errors.sex.message}</p> : null}
          </fieldset>
        </div>
      </fieldset>
      <fieldset>
        <legend>Address</legend>
        <AddressFields bind={bind} />
      </fieldset>
      <fieldset>
        <legend>Insurance</legend>
        <InsuranceFields
          bind={bind}
          control={form.control}
          setValue={form.setValue}
          trigger={form.trigger}
          payerIdError={form.errors.payerId?.message}
        />
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
