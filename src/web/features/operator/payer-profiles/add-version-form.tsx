import type { PayerProfile } from '#domain/billing/index';
import { formatLongDate } from '../../../lib/claim-format.ts';
import { useAddPayerProfileVersion } from './payer-profiles-api.ts';
import { ProfileForm, useProfileForm, type FormClose, type SaveWords } from './form-parts.tsx';
import { latestVersion, versionFrom } from './payer-profile-text.ts';
import { useVersionDraft, VersionFields } from './version-fields.tsx';

const addVersionWords: SaveWords = {
  failed: 'The version was not added.',
  submit: 'Add version',
  pending: 'Adding…',
};

/** A new version of a profile: a start date and its rates, the rest copied from the latest. */
export function AddVersionForm({ profile, ...close }: { profile: PayerProfile } & FormClose) {
  const base = latestVersion(profile);
  const save = useAddPayerProfileVersion(profile.id);
  const form = useProfileForm({ save, words: addVersionWords, ...close });
  const draft = useVersionDraft(base);
  if (!base) return null;

  const submit = () => {
    const found: Record<string, string> = {};
    const version = versionFrom(base, draft.effectiveFrom, draft.rates, found);
    form.submit(
      found,
      version,
      () =>
        `${profile.name}: a new version prices dates of service from ${formatLongDate(draft.effectiveFrom)}. Claims already submitted keep their lines.`,
    );
  };

  return (
    <ProfileForm form={form} title={`New version of ${profile.name}`} onSubmit={submit}>
      <p className="hint">
        Starts from the version in force from {formatLongDate(base.effectiveFrom)}: change the rates
        that changed. Codes, limits and filing windows are copied as they are.
      </p>
      <VersionFields id={form.id} base={base} draft={draft} errors={form.errors} />
    </ProfileForm>
  );
}
