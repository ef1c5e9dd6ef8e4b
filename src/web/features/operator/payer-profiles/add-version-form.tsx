import { newPayerProfileVersionSchema, type PayerProfile } from '#domain/billing/index';
import { formatLongDate } from '../../../lib/claim-format.ts';
import { useAddPayerProfileVersion } from './payer-profiles-api.ts';
import { ProfileForm, useProfileForm, type FormClose, type SaveWords } from './form-parts.tsx';
import { latestVersion, noSource, ratesOf, versionOf, versionWords } from './payer-profile-text.ts';
import { VersionFields } from './version-fields.tsx';

const addVersionWords: SaveWords = {
  failed: 'The version was not added.',
  submit: 'Add version',
  pending: 'Adding…',
};

/** A new version of a profile: a start date and its rates, the rest copied from the latest. */
export function AddVersionForm({ profile, ...close }: { profile: PayerProfile } & FormClose) {
  const base = latestVersion(profile);
  const form = useProfileForm({
    save: useAddPayerProfileVersion(profile.id),
    words: addVersionWords,
    ...close,
    schema: newPayerProfileVersionSchema,
    defaults: { name: '', baseId: '', effectiveFrom: '', rates: ratesOf(base), ...noSource },
    toInput: (values) => versionOf(base!, values),
    reword: versionWords,
    saved: (_result, version) =>
      `${profile.name}: a new version prices dates of service from ${formatLongDate(version.effectiveFrom)}. Claims already submitted keep their lines.`,
  });
  if (!base) return null;

  return (
    <ProfileForm form={form} title={`New version of ${profile.name}`} onSubmit={form.submit}>
      <p className="hint">
        Starts from the version in force from {formatLongDate(base.effectiveFrom)}: change the rates
        that changed and name where the new rates were read. Codes, limits and filing windows are
        copied as they are.
      </p>
      <VersionFields form={form} base={base} />
    </ProfileForm>
  );
}
