import { useId, useState, type FormEvent } from 'react';
import {
  formatCents,
  type PayerMapping,
  type PayerProfile,
  type PayerProfileVersion,
  type ServiceRule,
} from '#domain/billing/index';
import { payerTypes } from '#domain/payer-types';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { formatLongDate } from '../../lib/claim-format.ts';
import { fieldErrorHelpers, fieldErrorsOf, problemOf } from './operator-ui.tsx';
import {
  useAddPayerProfile,
  useAddPayerProfileVersion,
  usePayerProfiles,
  useRenamePayerProfile,
  useSavePayerMapping,
} from './payer-profiles-api.ts';

/**
 * Payer profiles: how each kind of payer codes and prices a doula claim, version by version,
 * and which payer uses which profile. A new version starts on a date and never reprices claims
 * already submitted; every change is recorded in the audit trail.
 */
export function PayerProfilesPanel() {
  const id = useId();
  const data = usePayerProfiles();
  let body;
  if (data.isPending) body = <LoadingState label="Loading payer profiles…" />;
  else if (data.isError)
    body = (
      <Alert tone="error" title="We couldn't load the payer profiles.">
        <p>{problemOf(data.error)}</p>
        <button type="button" className="button button-small" onClick={() => void data.refetch()}>
          Try again
        </button>
      </Alert>
    );
  else if (data.data.profiles.length === 0)
    body = (
      <div className="card op-empty">
        <p>No payer profile exists yet, so no claim can be coded.</p>
      </div>
    );
  else
    body = (
      <>
        {data.data.profiles.map((profile) => (
          <ProfileCard key={profile.id} profile={profile} />
        ))}
        <AddProfileCard profiles={data.data.profiles} />
        <MappingForm
          // Kept mounted across the reload that follows a save, so its confirmation stays.
          mapping={data.data.mapping}
          profiles={data.data.profiles}
        />
      </>
    );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Payer profiles</h2>
      <p className="hint">
        Each profile says how a kind of payer codes and prices doula services. Claims are priced by
        the version in force on their date of service, and a claim already submitted keeps the lines
        it was sent with.
      </p>
      {body}
    </section>
  );
}

const describeUnit = (rule: ServiceRule) =>
  rule.unit.kind === 'per-visit' ? 'per visit' : `per ${rule.unit.minutesPerUnit} minutes`;
const describeKinds = (rule: ServiceRule) =>
  rule.visitKinds.length === 2
    ? 'in person or telehealth'
    : rule.visitKinds[0] === 'telehealth'
      ? 'telehealth'
      : 'in person';
const describePeriod = (version: PayerProfileVersion) =>
  `${formatLongDate(version.effectiveFrom)} – ${
    version.effectiveTo ? formatLongDate(version.effectiveTo) : 'until further notice'
  }`;

function latestVersion(profile: PayerProfile): PayerProfileVersion | undefined {
  return [...profile.versions].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0];
}

function ProfileCard({ profile }: { profile: PayerProfile }) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const versions = [...profile.versions].sort((a, b) =>
    a.effectiveFrom < b.effectiveFrom ? 1 : -1,
  );
  return (
    <article className="card payer-profile" aria-labelledby={`${id}-name`}>
      <div className="payer-profile-head">
        <h3 id={`${id}-name`}>{profile.name}</h3>
        {renaming ? null : (
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              setAdded(null);
              setRenaming(true);
            }}
          >
            Rename {profile.name}
          </button>
        )}
      </div>
      <p className="hint">Profile id: {profile.id}</p>
      {renaming ? (
        <RenameForm
          profile={profile}
          onDone={(message) => {
            setRenaming(false);
            setAdded(message);
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : null}
      <h4>Versions</h4>
      <ul className="payer-versions">
        {versions.map((version) => (
          <li key={version.effectiveFrom}>
            <details>
              <summary>
                {describePeriod(version)} · {version.services.length} services
              </summary>
              <VersionRates version={version} />
            </details>
          </li>
        ))}
      </ul>
      {added ? <Alert tone="success">{added}</Alert> : null}
      {adding ? (
        <AddVersionForm
          profile={profile}
          onDone={(message) => {
            setAdding(false);
            setAdded(message);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setAdded(null);
            setAdding(true);
          }}
        >
          Add a version to {profile.name}
        </button>
      )}
    </article>
  );
}

function VersionRates({ version }: { version: PayerProfileVersion }) {
  return (
    <div className="payer-rates">
      <table className="lines-table">
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Code</th>
            <th scope="col">Unit</th>
            <th scope="col">Rate</th>
          </tr>
        </thead>
        <tbody>
          {version.services.map((rule, index) => (
            <tr key={`${rule.serviceType}-${index}`}>
              <td data-label="Service">
                {rule.serviceType} <span className="hint">({describeKinds(rule)})</span>
              </td>
              <td data-label="Code">
                {[rule.procedureCode, ...version.everyLineModifiers, ...rule.modifiers].join(' ')}
              </td>
              <td data-label="Unit">{describeUnit(rule)}</td>
              <td data-label="Rate">
                {formatCents(rule.allowedCents)}
                {rule.rateVerified ? '' : ' (estimate)'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        Limits per pregnancy:{' '}
        {version.limitsPerPregnancy.length > 0
          ? version.limitsPerPregnancy
              .map((limit) => `${limit.label} ${limit.maxPerPregnancy}`)
              .join(' · ')
          : 'none'}
        . Filing window: {version.timelyFiling.limit.amount} {version.timelyFiling.limit.unit}.
      </p>
    </div>
  );
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** "162.11" or "$1,162" → cents; null when it is not an amount. */
function centsOf(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** The server's field errors, keyed the way this form names its fields. */
function versionFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const service = /services\.(\d+)/.exec(path);
    if (service) errors[`rate-${service[1]}`] ??= message;
    else if (/effectiveFrom$/.test(path)) errors.effectiveFrom ??= message;
    else if (path === 'name') errors.name ??= message;
    else errors.form = errors.form ? `${errors.form} ${message}` : message;
  }
  return errors;
}

function AddVersionForm({
  profile,
  onDone,
  onCancel,
}: {
  profile: PayerProfile;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const base = latestVersion(profile);
  const add = useAddPayerProfileVersion(profile.id);
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [rates, setRates] = useState(() => ratesOf(base));
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!base) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const version = versionFrom(base, effectiveFrom, rates, found);
    setErrors(found);
    if (!version) return;
    add.mutate(version, {
      onSuccess: () =>
        onDone(
          `${profile.name}: a new version prices dates of service from ${formatLongDate(effectiveFrom)}. Claims already submitted keep their lines.`,
        ),
      onError: (failure) => setErrors(versionFieldErrors(failure)),
    });
  };

  return (
    <form className="op-version-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>New version of {profile.name}</h4>
      <p className="hint">
        Starts from the version in force from {formatLongDate(base.effectiveFrom)}: change the rates
        that changed. Codes, limits and filing windows are copied as they are.
      </p>
      <VersionFields
        id={id}
        base={base}
        effectiveFrom={effectiveFrom}
        setEffectiveFrom={setEffectiveFrom}
        rates={rates}
        setRates={setRates}
        errors={errors}
      />
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {add.isError && Object.keys(fieldErrorsOf(add.error)).length === 0 ? (
        <Alert tone="error" title="The version was not added.">
          <p>{problemOf(add.error)}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add version'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The date a new version (or a new profile's first version) starts and one dollar field per
 * service of the version it starts from.
 */
function VersionFields({
  id,
  base,
  effectiveFrom,
  setEffectiveFrom,
  rates,
  setRates,
  errors,
}: {
  id: string;
  base: PayerProfileVersion;
  effectiveFrom: string;
  setEffectiveFrom: (value: string) => void;
  rates: readonly string[];
  setRates: (update: (current: string[]) => string[]) => void;
  errors: Record<string, string>;
}) {
  const { describe, error } = fieldErrorHelpers(id, errors);
  const services = base.services;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-effectiveFrom`}>Effective from</label>
        <input
          id={`${id}-effectiveFrom`}
          type="date"
          value={effectiveFrom}
          aria-invalid={errors.effectiveFrom ? true : undefined}
          aria-describedby={describe('effectiveFrom')}
          onChange={(event) => setEffectiveFrom(event.target.value)}
        />
        {error('effectiveFrom')}
      </div>
      <fieldset className="op-rate-grid">
        <legend>Rates in dollars</legend>
        {services.map((rule, index) => {
          const name = `rate-${index}`;
          return (
            <div className="field" key={`${rule.serviceType}-${index}`}>
              <label htmlFor={`${id}-${name}`}>
                {rule.serviceType}{' '}
                <span className="optional">
                  ({rule.procedureCode}, {describeUnit(rule)}, {describeKinds(rule)})
                </span>
              </label>
              <input
                id={`${id}-${name}`}
                type="text"
                inputMode="decimal"
                value={rates[index] ?? ''}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={describe(name)}
                onChange={(event) =>
                  setRates((current) =>
                    current.map((value, i) => (i === index ? event.target.value : value)),
                  )
                }
              />
              {error(name)}
            </div>
          );
        })}
      </fieldset>
    </>
  );
}

const ratesOf = (version: PayerProfileVersion | undefined) =>
  version?.services.map((rule) => dollars(rule.allowedCents)) ?? [];

/**
 * A version from the one it starts from, a date and the rates typed: codes, limits and filing
 * window are copied. Undefined when a field is wrong (its error is added to `found`).
 */
function versionFrom(
  base: PayerProfileVersion,
  effectiveFrom: string,
  rates: readonly string[],
  found: Record<string, string>,
): PayerProfileVersion | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom))
    found.effectiveFrom = 'Choose the first date of service this version prices.';
  const cents = rates.map((rate, index) => {
    const value = centsOf(rate);
    if (value === null) found[`rate-${index}`] = 'Enter an amount in dollars, like 162.11.';
    return value ?? 0;
  });
  if (Object.keys(found).length > 0) return undefined;
  return {
    ...base,
    effectiveFrom,
    effectiveTo: null,
    services: base.services.map((rule, index) => ({
      ...rule,
      allowedCents: cents[index] ?? rule.allowedCents,
    })),
  };
}

function RenameForm({
  profile,
  onDone,
  onCancel,
}: {
  profile: PayerProfile;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const rename = useRenamePayerProfile(profile.id);
  const [name, setName] = useState(profile.name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { describe, error } = fieldErrorHelpers(id, errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: 'Enter a name for this payer profile.' });
    setErrors({});
    rename.mutate(
      { name: trimmed },
      {
        onSuccess: () =>
          onDone(
            `${profile.name} is now called ${trimmed}. Claims already submitted keep the name they were priced under.`,
          ),
        onError: (failure) => setErrors(versionFieldErrors(failure)),
      },
    );
  };

  return (
    <form className="op-version-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Rename {profile.name}</h4>
      <div className="field">
        <label htmlFor={`${id}-name`}>New name</label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={100}
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name')}
          onChange={(event) => setName(event.target.value)}
        />
        {error('name')}
      </div>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {rename.isError && Object.keys(fieldErrorsOf(rename.error)).length === 0 ? (
        <Alert tone="error" title="The profile was not renamed.">
          <p>{problemOf(rename.error)}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** "Add a payer profile": a name, the profile it starts from, a date and its rates. */
function AddProfileCard({ profiles }: { profiles: readonly PayerProfile[] }) {
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section className="card payer-profile" aria-label="Add a payer profile">
      {added ? <Alert tone="success">{added}</Alert> : null}
      {adding ? (
        <AddProfileForm
          profiles={profiles}
          onDone={(message) => {
            setAdding(false);
            setAdded(message);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setAdded(null);
            setAdding(true);
          }}
        >
          Add a payer profile
        </button>
      )}
    </section>
  );
}

function AddProfileForm({
  profiles,
  onDone,
  onCancel,
}: {
  profiles: readonly PayerProfile[];
  onDone(message: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const add = useAddPayerProfile();
  const [name, setName] = useState('');
  const [baseId, setBaseId] = useState(profiles[0]?.id ?? '');
  const base = latestVersion(profiles.find((profile) => profile.id === baseId) ?? profiles[0]!);
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [rates, setRates] = useState(() => ratesOf(base));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { describe, error } = fieldErrorHelpers(id, errors);
  if (!base) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Enter a name for this payer profile.';
    const version = versionFrom(base, effectiveFrom, rates, found);
    setErrors(found);
    if (!version || found.name) return;
    add.mutate(
      { name: name.trim(), versions: [version] },
      {
        onSuccess: (profile) =>
          onDone(
            `${profile.name} is added (id ${profile.id}). Map payers to it below to use it for their claims.`,
          ),
        onError: (failure) => setErrors(versionFieldErrors(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>New payer profile</h3>
      <p className="hint">
        A new profile starts as a copy of another one&rsquo;s latest version: its codes, limits and
        filing window. Change the rates this payer pays; no claim uses it until a payer is mapped to
        it.
      </p>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={100}
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name')}
          onChange={(event) => setName(event.target.value)}
        />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-base`}>Start from</label>
        <select
          id={`${id}-base`}
          value={baseId}
          onChange={(event) => {
            const next = profiles.find((profile) => profile.id === event.target.value);
            setBaseId(event.target.value);
            setRates(ratesOf(next && latestVersion(next)));
          }}
        >
          {profiles.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
            </option>
          ))}
        </select>
      </div>
      <VersionFields
        id={id}
        base={base}
        effectiveFrom={effectiveFrom}
        setEffectiveFrom={setEffectiveFrom}
        rates={rates}
        setRates={setRates}
        errors={errors}
      />
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {add.isError && Object.keys(fieldErrorsOf(add.error)).length === 0 ? (
        <Alert tone="error" title="The profile was not added.">
          <p>{problemOf(add.error)}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add payer profile'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

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

function MappingForm({
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
  const { describe, error } = fieldErrorHelpers(id, errors);

  const change = (key: number, patch: Partial<MappingRow>) => {
    setSaved(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };

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

  const profileOptions = profiles.map((profile) => (
    <option key={profile.id} value={profile.id}>
      {profile.name}
    </option>
  ));

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
                {payerTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-${index}-payerId`}>
                Payer ID <span className="optional">(optional)</span>
              </label>
              <input
                id={`${id}-${index}-payerId`}
                type="text"
                maxLength={80}
                value={row.payerId}
                aria-invalid={errors[`${index}-payerId`] ? true : undefined}
                aria-describedby={describe(`${index}-payerId`)}
                onChange={(event) => change(row.key, { payerId: event.target.value })}
              />
              {error(`${index}-payerId`)}
            </div>
            <div className="field">
              <label htmlFor={`${id}-${index}-profileId`}>Payer profile</label>
              <select
                id={`${id}-${index}-profileId`}
                value={row.profileId}
                aria-invalid={errors[`${index}-profileId`] ? true : undefined}
                aria-describedby={describe(`${index}-profileId`)}
                onChange={(event) => change(row.key, { profileId: event.target.value })}
              >
                {profileOptions}
              </select>
              {error(`${index}-profileId`)}
            </div>
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                setSaved(false);
                setRows((current) => current.filter((other) => other.key !== row.key));
              }}
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
          setSaved(false);
          setRows((current) => [
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
          id={`${id}-defaultProfileId`}
          value={defaultProfileId}
          aria-invalid={errors.defaultProfileId ? true : undefined}
          aria-describedby={describe('defaultProfileId')}
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
      {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? (
        <Alert tone="error" title="The mapping was not saved.">
          <p>{problemOf(save.error)}</p>
        </Alert>
      ) : null}
      {saved ? (
        <Alert tone="success">The payer mapping is saved. New claims use it at once.</Alert>
      ) : null}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save payer mapping'}
      </button>
    </form>
  );
}
