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
import { Alert } from '../../components/ui/alert.tsx';
import { AddressFields } from '../../components/ui/address-fields.tsx';
import { fieldBinder, SelectField, TextField } from '../../components/ui/form-fields.tsx';
import { SaveCancelActions } from '../../components/ui/form-actions.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { todayIsoDate } from '../../lib/dates.ts';
import { useRecordFormSubmit } from '../../lib/use-record-form-submit.ts';
import { useSavePatient } from '../../records/patients.ts';

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
 * Add or edit a patient, in a modal dialog. The shared schema validates here and on the
 * server; a field's error shows once it has been left. Save stays disabled while anything is
 * invalid or a save is in flight; a failed save keeps everything typed, with the product's message.
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

  const bind = fieldBinder(register, errors);

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
            <TextField label="First name" {...bind('firstName')} maxLength={patientLimits.name} />
            <TextField
              label="Middle name"
              optional
              {...bind('middleName')}
              maxLength={patientLimits.name}
            />
            <TextField label="Last name" {...bind('lastName')} maxLength={patientLimits.name} />
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
        {failed ? <Alert tone="error">{messages.patient.saveFailed}</Alert> : null}
        <SaveCancelActions isValid={isValid} saving={saving} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
