import { useId, useState, type FormEvent } from 'react';
import type { PayerMapping, PayerProfile } from '#domain/billing/index';
import { payerTypes } from '#domain/payer-types';
import { Alert } from '../../../components/ui/alert.tsx';
import { Options } from '../../../components/ui/select-options.tsx';
import { fieldErrorHelpers, fieldErrorsOf, SaveFailure } from '../operator-ui.tsx';
import { useSavePayerMapping } from './payer-profiles-api.ts';

/** Which payers use which profile: lines by payer type and/or payer ID, and a default. */
interface MappingRow {
  key: number;
  payerType: string;
  payerId: string;
  profileId: string;
}

function mappingErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const entry = /entries\.(\d+)(?:\.(\w+))?/.exec(path);
    if (entry) errors[`${entry[1]}-${entry[2] ?? 'payerId'}`] ??= message;
    else if (/defaultProfileId$/.test(path)) errors.defaultProfileId ??= message;
    else errors.form = errors.form ? `${errors.form} ${message}` : message;
  }
  return errors;
}

export function MappingForm({
  mapping,
  profiles,
}: {
  mapping: PayerMapping;
  profiles: readonly PayerProfile[];
}) {
  const id = useId();
  const save = useSavePayerMapping();
  const [nextKey, setNextKey] = useState(mapping.entries.length);
  const [rows, setRows] = useState<MappingRow[]>(() =>
    mapping.entries.map((entry, key) => ({
      key,
      payerType: entry.payerType ?? '',
      payerId: entry.payerId ?? '',
      profileId: entry.profileId,
    })),
  );
  const [defaultProfileId, setDefaultProfileId] = useState(mapping.defaultProfileId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const { control, error } = fieldErrorHelpers(id, errors);

  /** Any edit makes the last confirmation stale. */
  const editRows = (edit: (current: MappingRow[]) => MappingRow[]) => {
    setSaved(false);
    setRows(edit);
  };
  const change = (key: number, patch: Partial<MappingRow>) =>
    editRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found: Record<string, string> = {};
    rows.forEach((row, index) => {
      if (!row.payerType && !row.payerId.trim())
        found[`${index}-payerId`] = 'Give a payer type, a payer ID, or both.';
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        entries: rows.map((row) => ({
          payerType: (row.payerType || null) as (typeof payerTypes)[number] | null,
          payerId: row.payerId.trim() || null,
          profileId: row.profileId,
        })),
        defaultProfileId,
      },
      {
        onSuccess: () => setSaved(true),
        onError: (failure) => setErrors(mappingErrors(failure)),
      },
    );
  };

  const profileOptions = (
    <Options items={profiles} value={(profile) => profile.id} label={(profile) => profile.name} />
  );

  return (
    <form className="card op-mapping" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Which payers use which profile</h3>
      <p className="hint">
        A line for a payer ID wins over a line for a whole payer type; every other payer uses the
        default profile.
      </p>
      {rows.length === 0 ? <p className="hint">No payer has its own line yet.</p> : null}
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <fieldset key={row.key} className="op-mapping-row">
            <legend>Mapping {n}</legend>
            <div className="field">
              <label htmlFor={`${id}-${index}-payerType`}>Payer type</label>
              <select
                id={`${id}-${index}-payerType`}
                value={row.payerType}
                onChange={(event) => change(row.key, { payerType: event.target.value })}
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
                {...control(`${index}-payerId`)}
                type="text"
                maxLength={80}
                value={row.payerId}
                onChange={(event) => change(row.key, { payerId: event.target.value })}
              />
              {error(`${index}-payerId`)}
            </div>
            <div className="field">
              <label htmlFor={`${id}-${index}-profileId`}>Payer profile</label>
              <select
                {...control(`${index}-profileId`)}
                value={row.profileId}
                onChange={(event) => change(row.key, { profileId: event.target.value })}
              >
                {profileOptions}
              </select>
              {error(`${index}-profileId`)}
            </div>
            <button
              type="button"
              className="button button-small"
              onClick={() =>
                editRows((current) => current.filter((other) => other.key !== row.key))
              }
            >
              Remove mapping {n}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button"
        onClick={() => {
          editRows((current) => [
            ...current,
            { key: nextKey, payerType: '', payerId: '', profileId: defaultProfileId },
          ]);
          setNextKey((key) => key + 1);
        }}
      >
        Add a mapping
      </button>
      <div className="field op-default-profile">
        <label htmlFor={`${id}-defaultProfileId`}>Default profile (every other payer)</label>
        <select
          {...control('defaultProfileId')}
          value={defaultProfileId}
          onChange={(event) => {
            setSaved(false);
            setDefaultProfileId(event.target.value);
          }}
        >
          {profileOptions}
        </select>
        {error('defaultProfileId')}
      </div>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
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
