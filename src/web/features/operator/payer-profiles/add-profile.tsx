import { useId, useState, type FormEvent } from 'react';
import type { PayerProfile } from '#domain/billing/index';
import { Alert } from '../../../components/ui/alert.tsx';
import { useAddPayerProfile } from '../payer-profiles-api.ts';
import { FormEnd, ProfileNameField, useOpenForm } from './form-parts.tsx';
import { latestVersion, ratesOf, versionFieldErrors, versionFrom } from './payer-profile-text.ts';
import { useVersionDraft, VersionFields } from './version-fields.tsx';

/** "Add a payer profile": a name, the profile it starts from, a date and its rates. */
export function AddProfileCard({ profiles }: { profiles: readonly PayerProfile[] }) {
  const [notice, setNotice] = useState<string | null>(null);
  const adding = useOpenForm(setNotice);
  return (
    <section className="card payer-profile" aria-label="Add a payer profile">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {adding.open ? (
        <AddProfileForm profiles={profiles} onDone={adding.done} onCancel={adding.cancel} />
      ) : (
        <button type="button" className="button" onClick={adding.start}>
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
  const draft = useVersionDraft(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!base) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Enter a name for this payer profile.';
    const version = versionFrom(base, draft.effectiveFrom, draft.rates, found);
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
      <ProfileNameField id={id} label="Name" value={name} onChange={setName} errors={errors} />
      <div className="field">
        <label htmlFor={`${id}-base`}>Start from</label>
        <select
          id={`${id}-base`}
          value={baseId}
          onChange={(event) => {
            const next = profiles.find((profile) => profile.id === event.target.value);
            setBaseId(event.target.value);
            draft.setRates(ratesOf(next && latestVersion(next)));
          }}
        >
          {profiles.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
            </option>
          ))}
        </select>
      </div>
      <VersionFields id={id} base={base} draft={draft} errors={errors} />
      <FormEnd
        errors={errors}
        failure={add.error}
        failureTitle="The profile was not added."
        pending={add.isPending}
        submitLabel="Add payer profile"
        pendingLabel="Adding…"
        onCancel={onCancel}
      />
    </form>
  );
}
