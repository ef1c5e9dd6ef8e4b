import { useState } from 'react';
import type { PayerProfile } from '#domain/billing/index';
import { Alert } from '../../../components/ui/alert.tsx';
import { Options } from '../../../components/ui/select-options.tsx';
import { useAddPayerProfile } from './payer-profiles-api.ts';
import {
  ProfileForm,
  ProfileNameField,
  useOpenForm,
  useProfileForm,
  type FormClose,
  type SaveWords,
} from './form-parts.tsx';
import { latestVersion, ratesOf, versionFrom } from './payer-profile-text.ts';
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

const addProfileWords: SaveWords = {
  failed: 'The profile was not added.',
  submit: 'Add payer profile',
  pending: 'Adding…',
};

function AddProfileForm({ profiles, ...close }: { profiles: readonly PayerProfile[] } & FormClose) {
  const save = useAddPayerProfile();
  const form = useProfileForm({ save, words: addProfileWords, ...close });
  const { id, errors } = form;
  const [name, setName] = useState('');
  const [baseId, setBaseId] = useState(profiles[0]?.id ?? '');
  const base = latestVersion(profiles.find((profile) => profile.id === baseId) ?? profiles[0]!);
  const draft = useVersionDraft(base);
  if (!base) return null;

  const submit = () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Enter a name for this payer profile.';
    const version = versionFrom(base, draft.effectiveFrom, draft.rates, found);
    form.submit(
      found,
      version && { name: name.trim(), versions: [version] },
      (profile) =>
        `${profile.name} is added (id ${profile.id}). Map payers to it below to use it for their claims.`,
    );
  };

  return (
    <ProfileForm form={form} title="New payer profile" standalone onSubmit={submit}>
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
          <Options
            items={profiles}
            value={(profile) => profile.id}
            label={(profile) => profile.name}
          />
        </select>
      </div>
      <VersionFields id={id} base={base} draft={draft} errors={errors} />
    </ProfileForm>
  );
}
