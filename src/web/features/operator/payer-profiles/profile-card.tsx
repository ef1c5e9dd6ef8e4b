import { useId, useState } from 'react';
import type { PayerProfile } from '#domain/billing/index';
import { usStateName } from '#domain/records/us-states';
import { Alert } from '../../../components/ui/alert.tsx';
import { AddVersionForm } from './add-version-form.tsx';
import { useOpenForm } from './form-parts.tsx';
import { RenameForm } from './rename-form.tsx';
import { VersionList } from './version-list.tsx';

/** One payer profile: its name (renamable), its versions, and a form for a new version. */
export function ProfileCard({ profile }: { profile: PayerProfile }) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const adding = useOpenForm(setNotice);
  const renaming = useOpenForm(setNotice);
  return (
    <article className="card payer-profile" aria-labelledby={`${id}-name`}>
      <div className="payer-profile-head">
        <h3 id={`${id}-name`}>{profile.name}</h3>
        {renaming.open ? null : (
          <button type="button" className="button button-small" onClick={renaming.start}>
            Rename {profile.name}
          </button>
        )}
      </div>
      <p className="hint">
        Profile id: {profile.id}
        {profile.medicaidState
          ? ` · Bills ${usStateName(profile.medicaidState)} Medicaid patients only`
          : ' · Not tied to a state'}
      </p>
      {renaming.open ? (
        <RenameForm profile={profile} onDone={renaming.done} onCancel={renaming.cancel} />
      ) : null}
      <h4>Versions</h4>
      <VersionList profile={profile} />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {adding.open ? (
        <AddVersionForm profile={profile} onDone={adding.done} onCancel={adding.cancel} />
      ) : (
        <button type="button" className="button" onClick={adding.start}>
          Add a version to {profile.name}
        </button>
      )}
    </article>
  );
}
