import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  facilityInputSchema,
  facilityLimits,
  type FacilityInput,
  type FacilityValues,
  type FacilityView,
} from '#domain/facility';
import { messages } from '#domain/messages';
import { hasValidNpiCheckDigit, isTenDigits } from '#domain/npi';
import { facilityKindLabel, facilityKinds } from '#domain/billing/code-sets';
import { Alert } from '../../components/ui/alert.tsx';
import { AddressFields } from '../../components/ui/address-fields.tsx';
import { fieldBinder, SelectField, TextField } from '../../components/ui/form-fields.tsx';
import { SaveCancelActions } from '../../components/ui/form-actions.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { useRecordFormSubmit } from '../../lib/use-record-form-submit.ts';
import { useSaveFacility } from '../../records/facilities.ts';

const kindOptions = facilityKinds.map((kind) => ({ value: kind, label: facilityKindLabel[kind] }));
const fieldNames = Object.keys(facilityInputSchema.shape) as (keyof FacilityInput)[];

function defaultsFrom(facility: FacilityView | null): FacilityInput {
  return {
    name: facility?.name ?? '',
    addressStreet: facility?.addressStreet ?? '',
    addressCity: facility?.addressCity ?? '',
    addressState: facility?.addressState ?? '',
    addressZip: facility?.addressZip ?? '',
    npiNumber: facility?.npiNumber ?? '',
    kind: facility?.kind ?? '',
  };
}

/**
 * Add or edit a facility, in a modal dialog. The NPI must be ten digits; one whose check
 * digit fails is warned about but may still be saved (payers reject it, so the doula should
 * confirm it with the facility).
 */
export function FacilityFormDialog({
  facility,
  onClose,
  onSaved,
  returnFocusTo,
}: {
  facility: FacilityView | null;
  onClose: () => void;
  onSaved: (saved: FacilityView) => void;
  /** Where focus goes on close, when not back to the button that opened the dialog. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid },
  } = useForm<FacilityInput, unknown, FacilityValues>({
    resolver: zodResolver(facilityInputSchema),
    defaultValues: defaultsFrom(facility),
    mode: 'onTouched',
  });
  const bind = fieldBinder(register, errors);
  const npi = (useWatch({ control, name: 'npiNumber' }) ?? '').trim();
  const npiWarning =
    isTenDigits(npi) && !hasValidNpiCheckDigit(npi) ? messages.facility.npiCheckDigitWarning : null;

  const { onSubmit, failed, saving } = useRecordFormSubmit({
    save: useSaveFacility(),
    id: facility?.id,
    onSaved,
    fieldNames,
    handleSubmit,
    setError,
  });

  return (
    <ModalDialog
      title={facility ? 'Edit facility' : 'Add facility'}
      onClose={onClose}
      busy={saving}
      returnFocusTo={returnFocusTo}
    >
      <form onSubmit={onSubmit} noValidate autoComplete="off">
        <TextField label="Facility name" {...bind('name')} maxLength={facilityLimits.name} />
        <SelectField
          label="Facility kind"
          options={kindOptions}
          placeholder="Choose the kind…"
          hint="Sets the place of service on your claims: hospital 21, birthing center 25, clinic or office 11."
          {...bind('kind')}
        />
        <AddressFields bind={bind} />
        <TextField
          label="NPI number"
          inputMode="numeric"
          placeholder="10-digit NPI"
          hint="The facility’s National Provider Identifier: 10 digits."
          {...bind('npiNumber')}
          warning={errors.npiNumber ? null : npiWarning}
          maxLength={facilityLimits.npi}
        />
        {failed ? <Alert tone="error">{messages.facility.saveFailed}</Alert> : null}
        <SaveCancelActions isValid={isValid} saving={saving} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
