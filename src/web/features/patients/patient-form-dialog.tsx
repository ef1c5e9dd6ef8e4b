import { messages } from '#domain/common/messages';
import {
  DEFAULT_PATIENT_SEX,
  EARLIEST_DATE_OF_BIRTH,
  patientInputSchema,
  patientLimits,
  type PatientView,
} from '#domain/records/patient';
import { AddressFields } from '../../components/ui/address-fields.tsx';
import { TextField } from '../../components/ui/form-fields.tsx';
import { NameFields } from '../../components/ui/name-fields.tsx';
import { RecordFormDialog, useRecordForm } from '../../components/ui/record-form-dialog.tsx';
import type { RecordDialogProps } from '../../components/ui/records-page.tsx';
import { todayIsoDate } from '../../lib/dates.ts';
import { useSavePatient } from '../../records/patients.ts';
import { CoverageSection, type PayerSwitch } from './coverage-section.tsx';
import { RecommendationsSection } from './recommendations-section.tsx';
import { InsuranceFields } from './insurance-fields.tsx';
import { SexField } from './sex-field.tsx';

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
  // The managed-care offer: the payer (and member ID) the check named, saved through this form
  // as any change of hers, so the patients service checks and audits it.
  const switchPayer = (change: PayerSwitch) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('insuranceProvider', change.insuranceProvider, options);
    form.setValue('payerId', change.payerId, options);
    if (change.policyNumber) form.setValue('policyNumber', change.policyNumber, options);
    void form.onSubmit();
  };

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
          <SexField control={form.control} />
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
      {props.record ? (
        <>
          <CoverageSection patientId={props.record.id} onSwitchPayer={switchPayer} />
          <RecommendationsSection patientId={props.record.id} />
        </>
      ) : null}
    </RecordFormDialog>
  );
}
