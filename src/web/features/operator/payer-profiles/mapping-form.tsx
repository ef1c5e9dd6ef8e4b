import { useState, type FormEvent, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { payerMappingSchema, type PayerMapping, type PayerProfile } from '#domain/billing/index';
import { payerTypes } from '#domain/records/payer-types';
import { Alert } from '../../../components/ui/alert.tsx';
import { Options } from '../../../components/ui/select-options.tsx';
import { useOperatorForm } from '../forms/use-operator-form.ts';
import { fieldErrorHelpers, SaveFailure } from '../operator-ui.tsx';
import { useSavePayerMapping } from './payer-profiles-api.ts';

/** Which payers use which profile: lines by payer type and/or payer ID, and a default. */
type Line = { payerType: string; payerId: string; profileId: string };
type Values = { entries: Line[]; defaultProfileId: string };

/** The mapping as the server takes it: a blank type or ID is none. */
const mappingOf = ({ entries, defaultProfileId }: Values) => ({
  entries: entries.map((line) => ({
    payerType: (line.payerType || null) as (typeof payerTypes)[number] | null,
    payerId: line.payerId.trim() || null,
    profileId: line.profileId,
  })),
  defaultProfileId,
});

/** A refusal's field: a line's own (its payer ID when the line as a whole), the default, or none. */
function mappingFieldOf(path: string): string {
  const entry = /entries\.(\d+)(?:\.(\w+))?/.exec(path);
  if (entry) return `entries.${entry[1]}.${entry[2] ?? 'payerId'}`;
  return /defaultProfileId$/.test(path) ? 'defaultProfileId' : 'form';
}

/** The form's hook: checked with the server's schema; any edit makes the last "saved" stale. */
function useMappingForm(mapping: PayerMapping) {
  const save = useSavePayerMapping();
  const [saved, setSaved] = useState(false);
  const form = useOperatorForm({
    schema: payerMappingSchema,
    defaults: {
      entries: mapping.entries.map((entry) => ({
        payerType: entry.payerType ?? '',
        payerId: entry.payerId ?? '',
        profileId: entry.profileId,
      })),
      defaultProfileId: mapping.defaultProfileId,
    } as Values,
    toInput: mappingOf,
    fieldOf: mappingFieldOf,
  });
  const lines = useFieldArray({ control: form.control, name: 'entries' });
  const send = form.submit((input) =>
    save.mutate(input, { onSuccess: () => setSaved(true), onError: form.showServerErrors }),
  );
  const submit = (event: FormEvent) => {
    setSaved(false);
    void send(event);
  };
  return { save, form, lines, saved, setSaved, submit };
}
type MappingState = ReturnType<typeof useMappingForm>;

/** One line: its payer type, payer ID and profile, and a button to remove it. */
function MappingLine({
  state,
  index,
  profileOptions,
}: {
  state: MappingState;
  index: number;
  profileOptions: ReactNode;
}) {
  const { form, lines, setSaved } = state;
  const { control, error } = fieldErrorHelpers(form.formId, form.errors);
  const id = form.formId;
  const n = index + 1;
  const edited = { onChange: () => setSaved(false) };
  return (
    <fieldset className="op-mapping-row">
      <legend>Mapping {n}</legend>
      <div className="field">
        <label htmlFor={`${id}-${index}-payerType`}>Payer type</label>
        <select
          id={`${id}-${index}-payerType`}
          {...form.register(`entries.${index}.payerType`, edited)}
        >
          <option value="">Any payer type</option>
          <Options items={payerTypes} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-${index}-payerId`}>
          Payer ID <span className="optional">(optional)</span>
        </label>
        <input
          {...control(`entries.${index}.payerId`)}
          id={`${id}-${index}-payerId`}
          type="text"
          maxLength={80}
          {...form.register(`entries.${index}.payerId`, edited)}
        />
        {error(`entries.${index}.payerId`)}
      </div>
      <div className="field">
        <label htmlFor={`${id}-${index}-profileId`}>Payer profile</label>
        <select
          {...control(`entries.${index}.profileId`)}
          id={`${id}-${index}-profileId`}
          {...form.register(`entries.${index}.profileId`, edited)}
        >
          {profileOptions}
        </select>
        {error(`entries.${index}.profileId`)}
      </div>
      <button
        type="button"
        className="button button-small"
        onClick={() => {
          setSaved(false);
          lines.remove(index);
        }}
      >
        Remove mapping {n}
      </button>
    </fieldset>
  );
}

export function MappingForm({
  mapping,
  profiles,
}: {
  mapping: PayerMapping;
  profiles: readonly PayerProfile[];
}) {
  const state = useMappingForm(mapping);
  const { save, form, lines, saved, setSaved, submit } = state;
  const id = form.formId;
  const { control, error } = fieldErrorHelpers(id, form.errors);
  const profileOptions = (
    <Options items={profiles} value={(profile) => profile.id} label={(profile) => profile.name} />
  );
  const addLine = () => {
    setSaved(false);
    lines.append({ payerType: '', payerId: '', profileId: form.getValues('defaultProfileId') });
  };

  return (
    <form className="card op-mapping" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Which payers use which profile</h3>
      <p className="hint">
        A line for a payer ID wins over a line for a whole payer type; every other payer uses the
        default profile.
      </p>
      {lines.fields.length === 0 ? <p className="hint">No payer has its own line yet.</p> : null}
      {lines.fields.map((line, index) => (
        <MappingLine key={line.id} state={state} index={index} profileOptions={profileOptions} />
      ))}
      <button type="button" className="button" onClick={addLine}>
        Add a mapping
      </button>
      <div className="field op-default-profile">
        <label htmlFor={`${id}-defaultProfileId`}>Default profile (every other payer)</label>
        <select
          {...control('defaultProfileId')}
          {...form.register('defaultProfileId', { onChange: () => setSaved(false) })}
        >
          {profileOptions}
        </select>
        {error('defaultProfileId')}
      </div>
      {form.errors.form ? <Alert tone="error">{form.errors.form}</Alert> : null}
      <SaveFailure failure={save.error} title="The mapping was not saved." besideFields />
      {saved ? (
        <Alert tone="success">The payer mapping is saved. New claims use it at once.</Alert>
      ) : null}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save payer mapping'}
      </button>
    </form>
  );
}
