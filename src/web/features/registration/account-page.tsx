import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '#domain/common/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { profileStatusQuery } from '../../records/profile.ts';
import { useUpdateProfile } from './api.ts';
import { DataExport } from './data-export.tsx';
import { ProfileForm } from './profile-form.tsx';

/** My Account (/account): the profile form with Update Profile. */
export function AccountPage() {
  const status = useQuery(profileStatusQuery);
  const update = useUpdateProfile();

  let body;
  if (status.isPending) body = <LoadingState label="Loading your profile…" />;
  else if (status.isError) body = <Alert tone="error">{messages.profile.loadFailed}</Alert>;
  else
    body = (
      <div className="card">
        <ProfileForm
          // A fresh form after each save, so the tax ID field is empty again and shows what is on file.
          key={status.data.profile?.updatedAt ?? 'new'}
          email={status.data.email}
          profile={status.data.profile}
          submitLabel="Update Profile"
          submitting={update.isPending}
          onSubmit={(values) => update.mutate(values)}
          status={
            <>
              {update.isSuccess ? <Alert tone="success">{messages.profile.updated}</Alert> : null}
              {update.isError ? (
                <Alert tone="error">
                  {update.error instanceof ApiError && update.error.status === 400
                    ? messages.profile.requiredFields
                    : messages.profile.updateFailed}
                </Alert>
              ) : null}
            </>
          }
        />
      </div>
    );

  return (
    <section className="page narrow-form">
      <div className="page-header">
        <div>
          <h1>My Account</h1>
          <p className="subtitle">Your business details, as they appear on your claims.</p>
        </div>
        <Link className="button" to="/account/billing">
          Billing
        </Link>
      </div>
      {body}
      {status.isSuccess && status.data.profile ? (
        <>
          <div className="card">
            <h2>Card on file</h2>
            <p>
              The card your monthly statements are charged to.{' '}
              <Link to="/account/card">Card on file</Link>
            </p>
          </div>
          <DataExport />
        </>
      ) : null}
    </section>
  );
}
