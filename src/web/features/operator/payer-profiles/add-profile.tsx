import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { payerProfileCreateSchema, type PayerProfile } from '#domain/billing/index';
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
import { latestVersion, noSource, ratesOf, versionOf, versionWords } from './payer-profile-text.ts';
import { VersionFields } from './version-fields.tsx';

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

/** The profile a new one starts from: the one chosen, or the first. */
const baseOf = (profiles: readonly PayerProfile[], baseId: string) =>
  latestVersion(profiles.find((profile) => profile.id === baseId) ?? profiles[0]!);

function AddProfileForm({ profiles, ...close }: { profiles: readonly PayerProfile[] } & FormClose) {
  const firstId = profiles[0]?.id ?? '';
  const form = useProfileForm({
    save: useAddPayerProfile(),
    words: addProfileWords,
    ...close,
    schema: payerProfileCreateSchema,
    defaults: {
      name: '',
      baseId: firstId,
      effectiveFrom: '',
      rates: ratesOf(baseOf(profiles, firstId)),
      ...noSource,
    },
    toInput: (values) => {
      const base = baseOf(profiles, values.baseId);
      return { name: values.name.trim(), versions: base ? [versionOf(base, values)] : [] };
    },
    reword: (found, values) => {
      if (!values.name.trim()) found.name = 'Enter a name for this payer profile.';
      versionWords(found, values);
    },
    saved: (profile) =>
      `${profile.name} is added (id ${profile.id}). Map payers to it below to use it for their claims.`,
  });
  const baseId = useWatch({ control: form.form.control, name: 'baseId' });
  const base = baseOf(profiles, baseId);
  if (!base) return null;
  const { id } = form;

  return (
    <ProfileForm form={form} title="New payer profile" standalone onSubmit={form.submit}>
      <p className="hint">
        A new profile starts as a copy of another one&rsquo;s latest version: its codes, limits and
        filing window. Change the rates this payer pays; no claim uses it until a payer is mapped to
        it.
      </p>
      <ProfileNameField form={form} label="Name" />
      <div className="field">
        <label htmlFor={`${id}-base`}>Start from</label>
        <select
          id={`${id}-base`}
          {...form.form.register('baseId', {
            onChange: (event: { target: { value: string } }) =>
              form.form.setValue('rates', ratesOf(baseOf(profiles, event.target.value))),
          })}
        >
          <Options
            items={profiles}
            value={(profile) => profile.id}
            label={(profile) => profile.name}
          />
        </select>
      </div>
      <VersionFields form={form} base={base} />
    </ProfileForm>
  );
}
