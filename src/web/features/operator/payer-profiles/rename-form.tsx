import { useState } from 'react';
import type { PayerProfile } from '#domain/billing/index';
import { useRenamePayerProfile } from './payer-profiles-api.ts';
import {
  ProfileForm,
  ProfileNameField,
  useProfileForm,
  type FormClose,
  type SaveWords,
} from './form-parts.tsx';

const renameWords: SaveWords = {
  failed: 'The profile was not renamed.',
  submit: 'Save name',
  pending: 'Saving…',
};

/** A profile's new name; claims already submitted keep the name they were priced under. */
export function RenameForm({ profile, ...close }: { profile: PayerProfile } & FormClose) {
  const save = useRenamePayerProfile(profile.id);
  const form = useProfileForm({ save, words: renameWords, ...close });
  const [name, setName] = useState(profile.name);

  const submit = () => {
    const trimmed = name.trim();
    form.submit(
      trimmed ? {} : { name: 'Enter a name for this payer profile.' },
      { name: trimmed },
      () =>
        `${profile.name} is now called ${trimmed}. Claims already submitted keep the name they were priced under.`,
    );
  };

  return (
    <ProfileForm form={form} title={`Rename ${profile.name}`} onSubmit={submit}>
      <ProfileNameField
        id={form.id}
        label="New name"
        value={name}
        onChange={setName}
        errors={form.errors}
      />
    </ProfileForm>
  );
}
