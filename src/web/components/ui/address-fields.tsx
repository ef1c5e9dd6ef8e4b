import { addressLimits } from '#domain/record-fields';
import { usStates } from '#domain/us-states';
import { SelectField, TextField, type Bind } from './form-fields.tsx';

type AddressPart = 'street' | 'city' | 'state' | 'zip';

/** A state chosen by its full name, stored as its two-letter code. */
export const usStateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));

const recordAddress = {
  street: 'addressStreet',
  city: 'addressCity',
  state: 'addressState',
  zip: 'addressZip',
} as const;

const businessAddress = {
  street: 'businessAddressStreet',
  city: 'businessAddressCity',
  state: 'businessAddressState',
  zip: 'businessAddressZip',
} as const;

/**
 * Street, then city, state and ZIP on one row, with the same limits wherever an address is
 * typed. `names` are the form's fields for the four parts; `ownAddress` (the doula's business
 * address) lets the browser fill in her own, which it must never offer for a patient's.
 */
function AddressPartFields<Name extends string>({
  bind,
  names,
  streetLabel,
  zipLabel,
  statePlaceholder,
  ownAddress = false,
}: {
  bind: Bind<Name>;
  names: Record<AddressPart, Name>;
  streetLabel: string;
  zipLabel: string;
  statePlaceholder: string;
  ownAddress?: boolean;
}) {
  const autoComplete = (token: string) => (ownAddress ? token : undefined);
  return (
    <>
      <TextField
        label={streetLabel}
        autoComplete={autoComplete('street-address')}
        maxLength={addressLimits.street}
        {...bind(names.street)}
      />
      <div className="form-grid">
        <TextField
          label="City"
          autoComplete={autoComplete('address-level2')}
          maxLength={addressLimits.city}
          {...bind(names.city)}
        />
        <SelectField
          label="State"
          autoComplete={autoComplete('address-level1')}
          options={usStateOptions}
          placeholder={statePlaceholder}
          {...bind(names.state)}
        />
        <TextField
          label={zipLabel}
          inputMode="numeric"
          autoComplete={autoComplete('postal-code')}
          maxLength={addressLimits.zip}
          {...bind(names.zip)}
        />
      </div>
    </>
  );
}

/** A patient's or facility's street, city, state and ZIP. `bind` is the form's fieldBinder. */
export function AddressFields({ bind }: { bind: Bind<(typeof recordAddress)[AddressPart]> }) {
  return (
    <AddressPartFields
      bind={bind}
      names={recordAddress}
      streetLabel="Street address"
      zipLabel="ZIP code"
      statePlaceholder="Choose a state…"
    />
  );
}

/** The doula's business address on her profile. */
export function BusinessAddressFields({
  bind,
}: {
  bind: Bind<(typeof businessAddress)[AddressPart]>;
}) {
  return (
    <AddressPartFields
      bind={bind}
      names={businessAddress}
      streetLabel="Business street"
      zipLabel="ZIP"
      statePlaceholder="Choose a state"
      ownAddress
    />
  );
}
