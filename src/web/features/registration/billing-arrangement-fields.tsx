import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { billingArrangementKinds } from '#domain/records/billing-arrangement';
import type { ProfileInput } from '#domain/records/profile';
import { usStateOptions } from '../../components/ui/address-fields.tsx';
import { SelectField, TextField, type Bind } from '../../components/ui/form-fields.tsx';

type GroupField =
  | 'groupName'
  | 'groupNpi'
  | 'groupTaxId'
  | 'groupAddressStreet'
  | 'groupAddressCity'
  | 'groupAddressState'
  | 'groupAddressZip';
type SupervisorField = 'supervisorFirstName' | 'supervisorLastName' | 'supervisorNpi';

const choiceLabels: Record<(typeof billingArrangementKinds)[number], string> = {
  self: 'As myself, with my own NPI',
  group: 'Through my doula group',
  supervisor: 'Under a supervising clinician',
};

/**
 * Who bills her claims: she herself, her group (its Type 2 NPI on the claim, she as the doula who
 * gave the care) or a supervising clinician where a program allows it. Only the fields of the
 * chosen way show.
 */
export function BillingArrangementFields({
  register,
  control,
  bind,
  groupTaxIdOnFile,
}: {
  register: UseFormRegister<ProfileInput>;
  control: Control<ProfileInput>;
  bind: Bind<GroupField | SupervisorField>;
  groupTaxIdOnFile: string | null;
}) {
  const billingAs = useWatch({ control, name: 'billingAs' }) ?? 'self';
  return (
    <>
      <fieldset className="field">
        <legend>Who bills your claims</legend>
        <div className="choice-row">
          {billingArrangementKinds.map((kind) => (
            <label key={kind}>
              <input type="radio" value={kind} {...register('billingAs')} /> {choiceLabels[kind]}
            </label>
          ))}
        </div>
        <p className="field-hint">
          A group or a clinician bills with their NPI (the billing provider); you stay on each claim
          as the doula who gave the care (the rendering provider). Each program says which ways it
          accepts, and the claim check tells you before you submit.
        </p>
      </fieldset>
      {billingAs === 'group' ? <GroupFields bind={bind} taxIdOnFile={groupTaxIdOnFile} /> : null}
      {billingAs === 'supervisor' ? <SupervisorFields bind={bind} /> : null}
    </>
  );
}

function GroupFields({
  bind,
  taxIdOnFile,
}: {
  bind: Bind<GroupField>;
  taxIdOnFile: string | null;
}) {
  return (
    <>
      <TextField label="Group name" autoComplete="off" maxLength={200} {...bind('groupName')} />
      <div className="form-grid">
        <TextField
          label="Group's NPI"
          inputMode="numeric"
          placeholder="10-digit Type 2 NPI"
          maxLength={10}
          hint="The group's own (organization, Type 2) NPI, not yours."
          {...bind('groupNpi')}
        />
        <TextField
          label="Group's EIN"
          inputMode="numeric"
          autoComplete="off"
          placeholder="##-#######"
          maxLength={11}
          hint={
            taxIdOnFile
              ? `On file: ${taxIdOnFile}. Leave blank to keep it.`
              : "The group's tax ID (Employer Identification Number)."
          }
          {...bind('groupTaxId')}
        />
      </div>
      <TextField
        label="Group's street"
        autoComplete="off"
        maxLength={200}
        {...bind('groupAddressStreet')}
      />
      <div className="form-grid">
        <TextField
          label="Group's city"
          autoComplete="off"
          maxLength={100}
          {...bind('groupAddressCity')}
        />
        <SelectField
          label="Group's state"
          options={usStateOptions}
          placeholder="Choose a state"
          {...bind('groupAddressState')}
        />
        <TextField
          label="Group's ZIP"
          inputMode="numeric"
          placeholder="12345-6789"
          maxLength={10}
          hint="All nine digits: electronic claims need the ZIP+4 of the billing address."
          {...bind('groupAddressZip')}
        />
      </div>
    </>
  );
}

function SupervisorFields({ bind }: { bind: Bind<SupervisorField> }) {
  return (
    <div className="form-grid">
      <TextField
        label="Clinician's first name"
        autoComplete="off"
        maxLength={100}
        {...bind('supervisorFirstName')}
      />
      <TextField
        label="Clinician's last name"
        autoComplete="off"
        maxLength={100}
        {...bind('supervisorLastName')}
      />
      <TextField
        label="Clinician's NPI"
        inputMode="numeric"
        placeholder="10-digit NPI"
        maxLength={10}
        hint="The physician's, nurse practitioner's or nurse-midwife's NPI."
        {...bind('supervisorNpi')}
      />
    </div>
  );
}
