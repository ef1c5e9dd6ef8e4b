import { useId } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { problemOf } from './operator-ui.tsx';
import { usePayerProfiles } from './payer-profiles-api.ts';
import { AddProfileCard } from './payer-profiles/add-profile.tsx';
import { MappingForm } from './payer-profiles/mapping-form.tsx';
import { ProfileCard } from './payer-profiles/profile-card.tsx';

/**
 * Payer profiles: how each kind of payer codes and prices a doula claim, version by version,
 * and which payer uses which profile. A new version starts on a date and never reprices claims
 * already submitted; every change is recorded in the audit trail.
 */
export function PayerProfilesPanel() {
  const id = useId();
  const data = usePayerProfiles();
  let body;
  if (data.isPending) body = <LoadingState label="Loading payer profiles…" />;
  else if (data.isError)
    body = (
      <Alert tone="error" title="We couldn't load the payer profiles.">
        <p>{problemOf(data.error)}</p>
        <button type="button" className="button button-small" onClick={() => void data.refetch()}>
          Try again
        </button>
      </Alert>
    );
  else if (data.data.profiles.length === 0)
    body = (
      <div className="card op-empty">
        <p>No payer profile exists yet, so no claim can be coded.</p>
      </div>
    );
  else
    body = (
      <>
        {data.data.profiles.map((profile) => (
          <ProfileCard key={profile.id} profile={profile} />
        ))}
        <AddProfileCard profiles={data.data.profiles} />
        <MappingForm
          // Kept mounted across the reload that follows a save, so its confirmation stays.
          mapping={data.data.mapping}
          profiles={data.data.profiles}
        />
      </>
    );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Payer profiles</h2>
      <p className="hint">
        Each profile says how a kind of payer codes and prices doula services. Claims are priced by
        the version in force on their date of service, and a claim already submitted keeps the lines
        it was sent with.
      </p>
      {body}
    </section>
  );
}
