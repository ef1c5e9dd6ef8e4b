import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { messages } from '#domain/common/messages';
import {
  profileInputSchema,
  profileLimits,
  type ProfileInput,
  type ProfileValues,
  type ProfileView,
} from '#domain/records/profile';
import { taxIdPlaceholders, taxIdTypes } from '#domain/records/tax-id';
import { BusinessAddressFields } from '../../components/ui/address-fields.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { fieldBinder, TextField, type Bind } from '../../components/ui/form-fields.tsx';
import { NameFields } from '../../components/ui/name-fields.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { useZipPlusFourQuestion } from '../../components/ui/zip-plus-four-question.tsx';
import { BillingArrangementFields } from './billing-arrangement-fields.tsx';

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
  billingAs: 'self',
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
    billingAs: profile.billingAs,
    groupName: profile.groupName,
    groupNpi: profile.groupNpi,
    groupTaxId: '',
    groupAddressStreet: profile.groupAddressStreet,
    groupAddressCity: profile.groupAddressCity,
    groupAddressState: profile.groupAddressState as ProfileInput['groupAddressState'],
    groupAddressZip: profile.groupAddressZip,
    supervisorFirstName: profile.supervisorFirstName,
    supervisorLastName: profile.supervisorLastName,
    supervisorNpi: profile.supervisorNpi,
  };
}

/**
 * The provider profile form, used at registration and on My Account.
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
  const taxIdOnFile = profile?.taxIdMasked ?? null;
  const { register, control, bind, submit, alert, zipQuestion } = useProfileForm(
    profile,
    taxIdOnFile,
    onSubmit,
  );

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <EmailField id={id} email={email} />
      </div>
      <div className="form-grid">
        <NameFields bind={bind} maxLength={profileLimits.name} ownName />
      </div>

      <div className="form-grid">
        <TaxIdFields register={register} control={control} bind={bind} taxIdOnFile={taxIdOnFile} />
      </div>

      <TextField
        label="Business name"
        autoComplete="organization"
        maxLength={profileLimits.businessName}
        {...bind('businessName')}
      />
      <BusinessAddressFields bind={bind} />
      <div className="form-grid">
        <TextField
          label="NPI number"
          inputMode="numeric"
          placeholder="10-digit NPI"
          maxLength={profileLimits.npi}
          hint="Your National Provider Identifier, as on your NPI Registry (NPPES) record."
          {...bind('npiNumber')}
        />
      </div>
      <BillingArrangementFields
        register={register}
        control={control}
        bind={bind}
        groupTaxIdOnFile={profile?.groupTaxIdMasked ?? null}
      />

      {alert ? <Alert tone="error">{alert}</Alert> : null}
      {status}
      <div className="button-row">
        <BusyButton
          type="submit"
          className="button button-primary button-large"
          disabled={blocked}
          busy={submitting}
          busyLabel="Saving…"
        >
          {submitLabel}
        </BusyButton>
      </div>
      {zipQuestion}
    </form>
  );
}

/**
 * The form's state, checked by the shared schema, and its submit: a tax ID is required unless
 * one is on file, and a form with a field missing or wrong says so above the buttons.
 */
function useProfileForm(
  profile: ProfileView | null,
  taxIdOnFile: string | null,
  onSubmit: (values: ProfileValues) => void,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: defaultsFrom(profile),
    mode: 'onTouched',
  });
  const zip = useZipPlusFourQuestion('own');

  const submit = handleSubmit(
    (values) => {
      if (!values.taxId && !taxIdOnFile) {
        setError('taxId', { message: 'Tax ID is required.' });
        setAlert(messages.profile.requiredFields);
        return;
      }
      if (values.billingAs === 'group' && !values.groupTaxId && !profile?.groupTaxIdMasked) {
        setError('groupTaxId', { message: "Group's EIN is required." });
        setAlert(messages.profile.requiredFields);
        return;
      }
      setAlert(null);
      zip.saveChecked(values.businessAddressZip, () => onSubmit(values));
    },
    (invalid: FieldErrors<ProfileInput>) => {
      const missing = Object.values(invalid).some((error) =>
        error?.message?.endsWith('is required.'),
      );
      // A form with every field filled names what is wrong (an NPI's check digit), not "complete".
      const wrong = [...new Set(Object.values(invalid).map((error) => error?.message ?? ''))];
      if (missing) setAlert(messages.profile.requiredFields);
      else if (wrong.length === 1 && wrong[0]) setAlert(wrong[0]);
      else setAlert(wrong.length > 0 ? messages.profile.fixFields : null);
    },
  );

  return {
    register,
    control,
    bind: fieldBinder(register, errors),
    submit,
    alert,
    zipQuestion: zip.questionFor(() => setFocus('businessAddressZip')),
  };
}

/** Her sign-in email, shown and not editable. */
function EmailField({ id, email }: { id: string; email: string }) {
  return (
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
  );
}

/** The tax ID's type (SSN or EIN, which sets the placeholder) and the number. */
function TaxIdFields({
  register,
  control,
  bind,
  taxIdOnFile,
}: {
  register: UseFormRegister<ProfileInput>;
  control: Control<ProfileInput>;
  bind: Bind<'taxId'>;
  taxIdOnFile: string | null;
}) {
  const taxIdType = useWatch({ control, name: 'taxIdType' }) ?? 'SSN';
  return (
    <>
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
      <TextField
        label="Tax ID"
        inputMode="numeric"
        autoComplete="off"
        placeholder={taxIdPlaceholders[taxIdType]}
        maxLength={11}
        hint={taxIdOnFile ? `On file: ${taxIdOnFile}. Leave blank to keep it.` : undefined}
        {...bind('taxId')}
      />
    </>
  );
}
