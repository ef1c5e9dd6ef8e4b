import { addressLimits } from '#domain/records/fields';
import { usStates } from '#domain/records/us-states';
import { SelectField, TextField, type Bind } from './form-fields.tsx';

type AddressPart = 'street' | 'city' | 'state' | 'zip';

/** The USPS's own page that finds the ZIP+4 of a street address. */
export const ZIP_LOOKUP_URL = 'https://tools.usps.com/zip-code-lookup.htm?byaddress';

/**
 * Why the ZIP+4: the electronic claim (837P) carries the billing provider's and the facility's
 * ZIP with all nine digits, and a claim with five cannot be sent.
 */
function ZipPlusFourHint({ whose }: { whose: 'own' | 'facility' }) {
  return (
    <>
      Enter all nine digits (12345-6789): electronic claims need the ZIP+4 of{' '}
      {whose === 'own' ? 'your billing address' : 'the facility'}.{' '}
      <a href={ZIP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
        Find a ZIP+4 (USPS ZIP code lookup)
      </a>
    </>
  );
}

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
  zipPlusFour,
}: {
  bind: Bind<Name>;
  names: Record<AddressPart, Name>;
  streetLabel: string;
  zipLabel: string;
  statePlaceholder: string;
  ownAddress?: boolean;
  zipPlusFour?: 'own' | 'facility' | undefined;
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
          {...(zipPlusFour
            ? { placeholder: '12345-6789', hint: <ZipPlusFourHint whose={zipPlusFour} /> }
            : {})}
          {...bind(names.zip)}
        />
      </div>
    </>
  );
}

/**
 * A patient's or facility's street, city, state and ZIP. `bind` is the form's fieldBinder. A
 * facility's ZIP asks for the ZIP+4 its claims need; a patient's does not need it.
 */
export function AddressFields({
  bind,
  zipPlusFour,
}: {
  bind: Bind<(typeof recordAddress)[AddressPart]>;
  zipPlusFour?: 'facility';
}) {
  return (
    <AddressPartFields
      bind={bind}
      zipPlusFour={zipPlusFour}
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
      zipPlusFour="own"
    />
  );
}
