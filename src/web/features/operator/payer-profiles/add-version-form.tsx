import { useId, useState, type FormEvent } from 'react';
import type { PayerProfile } from '#domain/billing/index';
import { formatLongDate } from '../../../lib/claim-format.ts';
import { useAddPayerProfileVersion } from '../payer-profiles-api.ts';
import { FormEnd } from './form-parts.tsx';
import { latestVersion, versionFieldErrors, versionFrom } from './payer-profile-text.ts';
import { useVersionDraft, VersionFields } from './version-fields.tsx';

/** A new version of a profile: a start date and its rates, the rest copied from the latest. */
export function AddVersionForm({
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
  const draft = useVersionDraft(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!base) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const version = versionFrom(base, draft.effectiveFrom, draft.rates, found);
    setErrors(found);
    if (!version) return;
    add.mutate(version, {
      onSuccess: () =>
        onDone(
          `${profile.name}: a new version prices dates of service from ${formatLongDate(draft.effectiveFrom)}. Claims already submitted keep their lines.`,
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
      <VersionFields id={id} base={base} draft={draft} errors={errors} />
      <FormEnd
        errors={errors}
        failure={add.error}
        failureTitle="The version was not added."
        pending={add.isPending}
        submitLabel="Add version"
        pendingLabel="Adding…"
        onCancel={onCancel}
      />
    </form>
  );
}
