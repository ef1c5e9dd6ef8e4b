import type { UseFormRegisterReturn } from 'react-hook-form';
import { addressLimits } from '#domain/record-fields';
import { usStates } from '#domain/us-states';
import { SelectField, TextField } from './form-fields.tsx';

type AddressField = 'addressStreet' | 'addressCity' | 'addressState' | 'addressZip';

/** A state chosen by its full name, stored as its two-letter code. */
export const usStateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));

/**
 * The street, city, state and ZIP of a patient or facility: the same fields, labels and limits
 * wherever a record has an address. `bind` is the form's fieldBinder.
 */
export function AddressFields({
  bind,
}: {
  bind: (name: AddressField) => { registration: UseFormRegisterReturn; error?: string | undefined };
}) {
  return (
    <>
      <TextField
        label="Street address"
        maxLength={addressLimits.street}
        {...bind('addressStreet')}
      />
      <div className="form-grid">
        <TextField label="City" maxLength={addressLimits.city} {...bind('addressCity')} />
        <SelectField
          label="State"
          options={usStateOptions}
          placeholder="Choose a state…"
          {...bind('addressState')}
        />
        <TextField
          label="ZIP code"
          inputMode="numeric"
          maxLength={addressLimits.zip}
          {...bind('addressZip')}
        />
      </div>
    </>
  );
}
