import { useId, useState, type FormEvent } from 'react';
import type { PayerProfile } from '#domain/billing/index';
import { useRenamePayerProfile } from '../payer-profiles-api.ts';
import { FormEnd, ProfileNameField } from './form-parts.tsx';
import { versionFieldErrors } from './payer-profile-text.ts';

/** A profile's new name; claims already submitted keep the name they were priced under. */
export function RenameForm({
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
      <ProfileNameField id={id} label="New name" value={name} onChange={setName} errors={errors} />
      <FormEnd
        errors={errors}
        failure={rename.error}
        failureTitle="The profile was not renamed."
        pending={rename.isPending}
        submitLabel="Save name"
        pendingLabel="Saving…"
        onCancel={onCancel}
      />
    </form>
  );
}
