import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '#domain/messages';
import {
  EARLIEST_DATE_OF_BIRTH,
  patientInputSchema,
  patientLimits,
  type PatientInput,
  type PatientValues,
  type PatientView,
} from '#domain/patient';
import { payerTypes } from '#domain/payer-types';
import { usStates } from '#domain/us-states';
import { Alert } from '../../components/ui/alert.tsx';
import { SelectField, TextField } from '../../components/ui/form-fields.tsx';
import { SaveCancelActions } from '../../components/ui/form-actions.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { todayIsoDate } from '../../lib/dates.ts';
import { useRecordFormSubmit } from '../../lib/use-record-form-submit.ts';
import { useSavePatient } from '../../records/patients.ts';

const stateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));
const payerTypeOptions = payerTypes.map((type) => ({ value: type, label: type }));

const fieldNames = Object.keys(patientInputSchema.shape) as (keyof PatientInput)[];

function defaultsFrom(patient: PatientView | null): PatientInput {
  return {
    firstName: patient?.firstName ?? '',
    middleName: patient?.middleName ?? '',
    lastName: patient?.lastName ?? '',
    dateOfBirth: patient?.dateOfBirth ?? '',
    addressStreet: patient?.addressStreet ?? '',
    addressCity: patient?.addressCity ?? '',
    addressState: patient?.addressState ?? '',
    addressZip: patient?.addressZip ?? '',
    insuranceProvider: patient?.insuranceProvider ?? '',
    payerId: patient?.payerId ?? '',
    payerType: patient?.payerType ?? '',
    policyNumber: patient?.policyNumber ?? '',
    expectedDueDate: patient?.expectedDueDate ?? '',
    pregnancyEndedDate: patient?.pregnancyEndedDate ?? '',
  };
}

/**
 * Add or edit a patient (spec "Patient modal"). The shared schema validates here and on the
 * server; a field's error shows once it has been left. Save stays disabled while anything is
 * invalid or a save is in flight; a failed save keeps everything typed, with the spec's message.
 */
export function PatientFormDialog({
  patient,
  onClose,
  onSaved,
  returnFocusTo,
}: {
  /** null to add a new patient. */
  patient: PatientView | null;
  onClose: () => void;
  onSaved: (saved: PatientView) => void;
  /** Where focus goes on close, when not back to the button that opened the dialog. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm<PatientInput, unknown, PatientValues>({
    resolver: zodResolver(patientInputSchema),
    defaultValues: defaultsFrom(patient),
    mode: 'onTouched',
  });

  const { onSubmit, failed, saving } = useRecordFormSubmit({
    save: useSavePatient(),
    id: patient?.id,
    onSaved,
    fieldNames,
    handleSubmit,
    setError,
  });

  return (
    <ModalDialog
      title={patient ? 'Edit patient' : 'Add patient'}
      onClose={onClose}
      busy={saving}
      returnFocusTo={returnFocusTo}
    >
      <form onSubmit={onSubmit} noValidate autoComplete="off">
        <fieldset>
          <legend>Patient</legend>
          <div className="form-grid">
            <TextField
              label="First name"
              registration={register('firstName')}
              error={errors.firstName?.message}
              maxLength={patientLimits.name}
            />
            <TextField
              label="Middle name"
              optional
              registration={register('middleName')}
              error={errors.middleName?.message}
              maxLength={patientLimits.name}
            />
            <TextField
              label="Last name"
              registration={register('lastName')}
              error={errors.lastName?.message}
              maxLength={patientLimits.name}
            />
            <TextField
              label="Date of birth"
              type="date"
              min={EARLIEST_DATE_OF_BIRTH}
              max={todayIsoDate()}
              registration={register('dateOfBirth')}
              error={errors.dateOfBirth?.message}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>Address</legend>
          <TextField
            label="Street address"
            registration={register('addressStreet')}
            error={errors.addressStreet?.message}
            maxLength={patientLimits.street}
          />
          <div className="form-grid">
            <TextField
              label="City"
              registration={register('addressCity')}
              error={errors.addressCity?.message}
              maxLength={patientLimits.city}
            />
            <SelectField
              label="State"
              options={stateOptions}
              placeholder="Choose a state…"
              registration={register('addressState')}
              error={errors.addressState?.message}
            />
            <TextField
              label="ZIP code"
              inputMode="numeric"
              registration={register('addressZip')}
              error={errors.addressZip?.message}
              maxLength={patientLimits.zip}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>Insurance</legend>
          <div className="form-grid">
            <TextField
              label="Insurance provider"
              registration={register('insuranceProvider')}
              error={errors.insuranceProvider?.message}
              maxLength={patientLimits.insuranceProvider}
            />
            <TextField
              label="Payer ID"
              registration={register('payerId')}
              error={errors.payerId?.message}
              maxLength={patientLimits.payerId}
            />
            <SelectField
              label="Payer type"
              options={payerTypeOptions}
              placeholder="Select a payer type…"
              registration={register('payerType')}
              error={errors.payerType?.message}
            />
            <TextField
              label="Policy number"
              registration={register('policyNumber')}
              error={errors.policyNumber?.message}
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
              registration={register('expectedDueDate')}
              error={errors.expectedDueDate?.message}
            />
            <TextField
              label="Pregnancy ended on"
              optional
              type="date"
              min={EARLIEST_DATE_OF_BIRTH}
              max={todayIsoDate()}
              hint="The date of the birth or loss, once it has happened."
              registration={register('pregnancyEndedDate')}
              error={errors.pregnancyEndedDate?.message}
            />
          </div>
        </fieldset>
        {failed ? <Alert tone="error">{messages.patient.saveFailed}</Alert> : null}
        <SaveCancelActions isValid={isValid} saving={saving} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
