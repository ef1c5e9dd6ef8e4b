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
import { useBusinessState } from '../../records/profile.ts';
import { PayerPicker } from './payer-picker.tsx';

const payerTypeOptions = payerTypes.map((type) => ({ value: type, label: type }));
const picked = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

/**
 * The patient's insurance: her payer picked by name (which fills the insurance provider, the
 * payer ID and, when the payer has only one, the payer type) or "Other" with the payer ID typed,
 * the program that will bill it, and her policy number. A state program with no payer ID we
 * could check is picked by name too, and its payer ID typed from the card.
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
  const { choices, states, chosen, other, program, profileLine, pick, chooseOther } =
    usePayerChoice(control, setValue);

  return (
    <>
      <PayerPicker
        choices={choices}
        states={states}
        chosen={chosen}
        other={other}
        profileLine={profileLine}
        // With "Other" the Payer ID field below shows its own message.
        error={other ? undefined : payerIdError}
        onPick={pick}
        onOther={chooseOther}
        onLeave={() => {
          if (!other) void trigger('payerId');
        }}
      />
      <div className="form-grid">
        {other ? (
          <TextField
            label="Payer ID"
            hint={
              program
                ? billingMessages.payers.noCheckedPayerId(program.name)
                : 'As on her insurance card or your clearinghouse’s payer list.'
            }
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

/**
 * The payer she has chosen and how to change it: a listed payer (by its payer ID), "Other" with
 * the ID typed, or a state program with its ID typed; and the line naming the program that bills.
 */
function usePayerChoice(control: Control<PatientInput>, setValue: UseFormSetValue<PatientInput>) {
  const catalog = useBillingCatalog().data;
  // Until the operator's catalog arrives the bundled list is offered with the seed mapping.
  const choices = payerChoices(catalog ?? defaultPayerCatalog);
  const businessState = useBusinessState();
  const [payerId = '', payerType = '', addressState = '', provider = ''] = useWatch({
    control,
    name: ['payerId', 'payerType', 'addressState', 'insuranceProvider'],
  });
  // A stored payer ID that is not listed opens on "Other", with the ID in its own field, or on
  // the state program it was typed for.
  const [otherPicked, setOtherPicked] = useState(
    () => payerId.trim() !== '' && !findPayerChoice(choices, payerId),
  );
  const [program, setProgram] = useState(() =>
    otherPicked ? programNamed(choices, provider) : undefined,
  );
  const chosen = otherPicked ? program : findPayerChoice(choices, payerId);
  const other = otherPicked || (payerId.trim() !== '' && !chosen);

  // Until she types the patient's state, a state program is previewed as its own state's.
  const state = addressState === '' ? (chosen?.state ?? '') : addressState;
  const profileLine =
    catalog && (payerId.trim() !== '' || chosen)
      ? billedAsLine(catalog, { payerId, payerType, addressState: state })
      : undefined;

  function chooseOther(typed: string) {
    if (typed !== '' || !other || program) setValue('payerId', typed, { shouldDirty: true });
    setOtherPicked(true);
    setProgram(undefined);
  }

  function pick(choice: PayerChoice) {
    // A program with no payer ID: she types it from the card, in the field "Other" shows.
    setOtherPicked(choice.payerId === '');
    setProgram(choice.payerId === '' ? choice : undefined);
    // Her program's payer ID is still to type: no "required" message before she has had the chance.
    setValue('payerId', choice.payerId, choice.payerId === '' ? { shouldDirty: true } : picked);
    setValue('insuranceProvider', choice.name, picked);
    if (choice.payerType) setValue('payerType', choice.payerType, picked);
  }

  const states = { businessState, patientState: addressState };
  return { choices, states, chosen, other, program, profileLine, pick, chooseOther };
}

/** The state program a stored payer was typed for, known by the provider name it saved. */
function programNamed(choices: readonly PayerChoice[], provider: string) {
  return choices.find((choice) => choice.payerId === '' && choice.name === provider.trim());
}

/** Which program will bill the payer she picked, in words. */
function billedAsLine(catalog: PayerCatalog, payer: PayerOfPatient) {
  const resolved = resolvePayerProfile(payer, catalog);
  if (!resolved) return billingMessages.payers.noProfile;
  const state = resolved.noProgramForState;
  return state
    ? billingMessages.payers.noStateProgram(usStateName(state))
    : billingMessages.payers.billedAs(resolved.profile.name);
}
