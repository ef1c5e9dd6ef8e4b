import { payerProfileRenameSchema, type PayerProfile } from '#domain/billing/index';
import { useRenamePayerProfile } from './payer-profiles-api.ts';
import { noSource } from './payer-profile-text.ts';
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
  const form = useProfileForm({
    save: useRenamePayerProfile(profile.id),
    words: renameWords,
    ...close,
    schema: payerProfileRenameSchema,
    defaults: { name: profile.name, baseId: '', effectiveFrom: '', rates: [], ...noSource },
    toInput: ({ name }) => ({ name: name.trim() }),
    reword: (found, { name }) => {
      if (!name.trim()) found.name = 'Enter a name for this payer profile.';
    },
    saved: (_result, { name }) =>
      `${profile.name} is now called ${name}. Claims already submitted keep the name they were priced under.`,
  });

  return (
    <ProfileForm form={form} title={`Rename ${profile.name}`} onSubmit={form.submit}>
      <ProfileNameField form={form} label="New name" />
    </ProfileForm>
  );
}
