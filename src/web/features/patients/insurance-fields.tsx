import { useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  billingMessages,
  defaultPayerCatalog,
  findPayerChoice,
  payerChoices,
  resolvePayerProfile,
  type PayerCatalog,
  type PayerChoice,
  type PayerOfPatient,
} from '#domain/billing/index';
import { usStateName } from '#domain/records/us-states';
import { patientLimits, type PatientInput } from '#domain/records/patient';
import { payerTypes } from '#domain/records/payer-types';
import { SelectField, TextField, type Bind } from '../../components/ui/form-fields.tsx';
import { useBillingCatalog } from '../../records/payer-catalog.ts';
import { PayerPicker } from './payer-picker.tsx';

const payerTypeOptions = payerTypes.map((type) => ({ value: type, label: type }));
const picked = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

/**
 * The patient's insurance: her payer picked by name (which fills the insurance provider, the
 * payer ID and, when the payer has only one, the payer type) or "Other" with the payer ID typed,
 * the profile that will bill it, and her policy number.
 */
export function InsuranceFields({
  bind,
  control,
  setValue,
  trigger,
  payerIdError,
}: {
  bind: Bind<'insuranceProvider' | 'payerId' | 'payerType' | 'policyNumber'>;
  control: Control<PatientInput>;
  setValue: UseFormSetValue<PatientInput>;
  trigger: (name: 'payerId') => Promise<boolean>;
  payerIdError: string | undefined;
}) {
  const catalog = useBillingCatalog().data;
  // Until the operator's catalog arrives the bundled list is offered with the seed mapping.
  const choices = payerChoices(catalog ?? defaultPayerCatalog);
  const [payerId = '', payerType = '', addressState = ''] = useWatch({
    control,
    name: ['payerId', 'payerType', 'addressState'],
  });
  // A stored payer ID that is not listed opens on "Other", with the ID in its own field.
  const [otherPicked, setOtherPicked] = useState(
    () => payerId.trim() !== '' && !findPayerChoice(choices, payerId),
  );
  const chosen = otherPicked ? undefined : findPayerChoice(choices, payerId);
  const other = otherPicked || (payerId.trim() !== '' && !chosen);

  const profileLine = catalog
    ? billedWithLine(catalog, { payerId, payerType, addressState })
    : undefined;

  function pick(choice: PayerChoice) {
    setOtherPicked(false);
    setValue('payerId', choice.payerId, picked);
    setValue('insuranceProvider', choice.name, picked);
    if (choice.payerType) setValue('payerType', choice.payerType, picked);
  }

  return (
    <>
      <PayerPicker
        choices={choices}
        chosen={chosen}
        other={other}
        profileLine={profileLine}
        // With "Other" the Payer ID field below shows its own message.
        error={other ? undefined : payerIdError}
        onPick={pick}
        onOther={(typed) => {
          if (typed !== '' || !other) setValue('payerId', typed, { shouldDirty: true });
          setOtherPicked(true);
        }}
        onLeave={() => {
          if (!other) void trigger('payerId');
        }}
      />
      <div className="form-grid">
        {other ? (
          <TextField
            label="Payer ID"
            hint="As on her insurance card or your clearinghouse’s payer list."
            {...bind('payerId')}
            maxLength={patientLimits.payerId}
          />
        ) : null}
        <TextField
          label="Insurance provider"
          {...bind('insuranceProvider')}
          maxLength={patientLimits.insuranceProvider}
        />
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
    </>
  );
}

/** Which profile will bill the payer she picked, once there is a payer ID to look up. */
function billedWithLine(catalog: PayerCatalog, payer: PayerOfPatient) {
  if (payer.payerId.trim() === '') return undefined;
  const resolved = resolvePayerProfile(payer, catalog);
  if (!resolved) return billingMessages.payers.noProfile;
  const state = resolved.noProgramForState;
  return state
    ? billingMessages.payers.noStateProgram(usStateName(state))
    : billingMessages.payers.billedWith(resolved.profile.name);
}
