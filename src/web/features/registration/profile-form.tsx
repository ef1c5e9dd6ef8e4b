import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { messages } from '#domain/messages';
import { hasValidNpiCheckDigit } from '#domain/npi';
import {
  profileInputSchema,
  profileLimits,
  type ProfileInput,
  type ProfileValues,
  type ProfileView,
} from '#domain/profile';
import { taxIdPlaceholders, taxIdTypes } from '#domain/tax-id';
import { usStates } from '#domain/us-states';
import { Alert } from '../../components/ui/alert.tsx';

export interface ProfileFormProps {
  email: string;
  profile: ProfileView | null;
  submitLabel: string;
  /** Extra conditions outside the form (invitation code, agreement) that keep submit disabled. */
  blocked?: boolean;
  submitting: boolean;
  onSubmit(values: ProfileValues): void;
  /** Shown above the buttons: server answers, success messages. */
  status?: ReactNode;
}

const emptyProfile: ProfileInput = {
  firstName: '',
  middleName: '',
  lastName: '',
  taxIdType: 'SSN',
  taxId: '',
  businessName: '',
  businessAddressStreet: '',
  businessAddressCity: '',
  businessAddressState: '' as ProfileInput['businessAddressState'],
  businessAddressZip: '',
  npiNumber: '',
};

function defaultsFrom(profile: ProfileView | null): ProfileInput {
  if (!profile) return emptyProfile;
  return {
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    taxIdType: profile.taxIdType,
    taxId: '',
    businessName: profile.businessName,
    businessAddressStreet: profile.businessAddressStreet,
    businessAddressCity: profile.businessAddressCity,
    businessAddressState: profile.businessAddressState as ProfileInput['businessAddressState'],
    businessAddressZip: profile.businessAddressZip,
    npiNumber: profile.npiNumber,
  };
}

/**
 * The provider profile form (spec "Profile form"), used at registration and on My Account.
 * The same Zod schema validates here and on the server. A saved tax ID is never shown: the
 * field stays empty and leaving it empty keeps the one on file.
 */
export function ProfileForm({
  email,
  profile,
  submitLabel,
  blocked,
  submitting,
  onSubmit,
  status,
}: ProfileFormProps) {
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: defaultsFrom(profile),
    mode: 'onTouched',
  });
  const taxIdType = useWatch({ control, name: 'taxIdType' }) ?? 'SSN';
  const npi = useWatch({ control, name: 'npiNumber' }) ?? '';
  const taxIdOnFile = profile?.taxIdMasked ?? null;
  const npiWarning = npi.trim() !== '' && !hasValidNpiCheckDigit(npi.trim());

  const submit = handleSubmit(
    (values) => {
      if (!values.taxId && !taxIdOnFile) {
        setError('taxId', { message: 'Tax ID is required.' });
        setAlert(messages.profile.requiredFields);
        return;
      }
      setAlert(null);
      onSubmit(values);
    },
    (invalid: FieldErrors<ProfileInput>) => {
      const missing = Object.values(invalid).some((error) =>
        error?.message?.endsWith('is required.'),
      );
      setAlert(missing || Object.keys(invalid).length > 0 ? messages.profile.requiredFields : null);
    },
  );

  const field = (name: keyof ProfileInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof ProfileInput) =>
    errors[name]?.message ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            readOnly
            aria-describedby={`${id}-email-hint`}
          />
          <p className="field-hint" id={`${id}-email-hint`}>
            From your sign-in account.
          </p>
        </div>
      </div>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-firstName`}>First name</label>
          <input
            {...field('firstName')}
            autoComplete="given-name"
            maxLength={profileLimits.name}
            {...register('firstName')}
          />
          {error('firstName')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-middleName`}>
            Middle name <span className="optional">(optional)</span>
          </label>
          <input
            {...field('middleName')}
            autoComplete="additional-name"
            maxLength={profileLimits.name}
            {...register('middleName')}
          />
          {error('middleName')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-lastName`}>Last name</label>
          <input
            {...field('lastName')}
            autoComplete="family-name"
            maxLength={profileLimits.name}
            {...register('lastName')}
          />
          {error('lastName')}
        </div>
      </div>

      <div className="form-grid">
        <fieldset className="field">
          <legend>Tax ID type</legend>
          <div className="choice-row">
            {taxIdTypes.map((type) => (
              <label key={type}>
                <input type="radio" value={type} {...register('taxIdType')} /> {type}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-taxId`}>Tax ID</label>
          <input
            {...field('taxId')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={taxIdPlaceholders[taxIdType]}
            maxLength={11}
            {...register('taxId')}
            aria-describedby={
              [taxIdOnFile ? `${id}-taxId-hint` : '', errors.taxId ? `${id}-taxId-error` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
          {taxIdOnFile ? (
            <p className="field-hint" id={`${id}-taxId-hint`}>
              On file: {taxIdOnFile}. Leave blank to keep it.
            </p>
          ) : null}
          {error('taxId')}
        </div>
      </div>

      <div className="field">
        <label htmlFor={`${id}-businessName`}>Business name</label>
        <input
          {...field('businessName')}
          autoComplete="organization"
          maxLength={profileLimits.businessName}
          {...register('businessName')}
        />
        {error('businessName')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-businessAddressStreet`}>Business street</label>
        <input
          {...field('businessAddressStreet')}
          autoComplete="street-address"
          maxLength={profileLimits.street}
          {...register('businessAddressStreet')}
        />
        {error('businessAddressStreet')}
      </div>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-businessAddressCity`}>City</label>
          <input
            {...field('businessAddressCity')}
            autoComplete="address-level2"
            maxLength={profileLimits.city}
            {...register('businessAddressCity')}
          />
          {error('businessAddressCity')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-businessAddressState`}>State</label>
          <select
            {...field('businessAddressState')}
            autoComplete="address-level1"
            {...register('businessAddressState')}
          >
            <option value="">Choose a state</option>
            {usStates.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
          {error('businessAddressState')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-businessAddressZip`}>ZIP</label>
          <input
            {...field('businessAddressZip')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={profileLimits.zip}
            {...register('businessAddressZip')}
          />
          {error('businessAddressZip')}
        </div>
      </div>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-npiNumber`}>NPI number</label>
          <input
            {...field('npiNumber')}
            inputMode="numeric"
            placeholder="10-digit NPI"
            maxLength={profileLimits.npi}
            {...register('npiNumber')}
            aria-describedby={
              [
                npiWarning ? `${id}-npi-warning` : '',
                errors.npiNumber ? `${id}-npiNumber-error` : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
          {error('npiNumber')}
          {npiWarning && !errors.npiNumber ? (
            <p className="field-warning" id={`${id}-npi-warning`}>
              This doesn't look like a valid NPI (10 digits with a matching check digit). Payers
              reject claims with an invalid NPI, so please double-check it.
            </p>
          ) : null}
        </div>
      </div>

      {alert ? <Alert tone="error">{alert}</Alert> : null}
      {status}
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary button-large"
          disabled={blocked || submitting}
        >
          {submitting ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
