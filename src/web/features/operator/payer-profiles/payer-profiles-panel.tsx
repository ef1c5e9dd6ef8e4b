import { QueryView } from '../../../components/ui/query-view.tsx';
import { Panel } from '../operator-panel.tsx';
import { LoadProblem } from '../operator-ui.tsx';
import { AddProfileCard } from './add-profile.tsx';
import { MappingForm } from './mapping-form.tsx';
import { usePayerProfiles } from './payer-profiles-api.ts';
import { ProfileCard } from './profile-card.tsx';

/**
 * Payer profiles: how each kind of payer codes and prices a doula claim, version by version,
 * and which payer uses which profile. A new version starts on a date and never reprices claims
 * already submitted; every change is recorded in the audit trail.
 */
export function PayerProfilesPanel() {
  const data = usePayerProfiles();
  return (
    <Panel title="Payer profiles">
      <p className="hint">
        Each profile says how a kind of payer codes and prices doula services. Claims are priced by
        the version in force on their date of service, and a claim already submitted keeps the lines
        it was sent with.
      </p>
      <QueryView
        query={data}
        loadingLabel="Loading payer profiles…"
        failed={<LoadProblem title="We couldn't load the payer profiles." query={data} />}
      >
        {({ profiles, mapping }) =>
          profiles.length === 0 ? (
            <div className="card op-empty">
              <p>No payer profile exists yet, so no claim can be coded.</p>
            </div>
          ) : (
            <>
              {profiles.map((profile) => (
                <ProfileCard key={profile.id} profile={profile} />
              ))}
              <AddProfileCard profiles={profiles} />
              <MappingForm
                // Kept mounted across the reload that follows a save, so its confirmation stays.
                mapping={mapping}
                profiles={profiles}
              />
            </>
          )
        }
      </QueryView>
    </Panel>
  );
}
