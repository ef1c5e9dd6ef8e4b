import { useState } from 'react';
import { invitationListQuerySchema, type OperatorInvitation } from '#domain/account/invitations';
import { useOperatorForm } from '../forms/use-operator-form.ts';
import { CreateInvitation } from './create-invitation.tsx';
import { ConfirmDialog, useConfirmation } from '../operator-panel.tsx';
import { fieldErrorHelpers, formatMoment, SaveFailure } from '../operator-ui.tsx';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import { useInvitations, useRevokeInvitation } from './invitations-api.ts';

const invitationWords = (email: string) =>
  listWords(
    'invitation',
    'invitations',
    'Loading invitations…',
    email ? `No invitations for ${email}.` : 'No invitations yet.',
  );

/** Invitations: create one for an email (typed or generated code), list, revoke. */
export function InvitationsPanel() {
  const [email, setEmail] = useState('');
  const invitations = useInvitations(email);

  return (
    <PagedPanel
      title="Invitations"
      hint="The private beta admits only invited emails. Create an invitation for the email a provider will sign in with, then send them its code."
      top={<CreateInvitation />}
      listTitle="Invitations sent"
      filters={<EmailFilter email={email} onChange={setEmail} />}
      list={invitations}
      words={invitationWords(email)}
      row={(invitation) => <InvitationRow key={invitation.id} invitation={invitation} />}
    />
  );
}

/**
 * The email the list is narrowed to (`email`, blank for all), as typed until Filter applies it,
 * lower-cased as the server's list schema reads it.
 */
function EmailFilter({ email, onChange }: { email: string; onChange(email: string): void }) {
  const form = useOperatorForm({
    schema: invitationListQuerySchema,
    defaults: { email: '' },
    toInput: ({ email: typed }) => ({ email: typed.trim().toLowerCase() || undefined }),
  });
  const id = form.formId;
  const { control, error } = fieldErrorHelpers(id, form.errors);
  const apply = form.submit(({ email: typed }) => onChange(typed ?? ''));
  const showAll = () => {
    form.reset();
    onChange('');
  };
  return (
    <form
      className="op-inline-filter"
      aria-label="Filter invitations"
      onSubmit={(event) => void apply(event)}
    >
      <div className="field">
        <label htmlFor={`${id}-filter`}>Show invitations for email</label>
        <input
          {...control('email')}
          id={`${id}-filter`}
          type="email"
          autoComplete="off"
          {...form.register('email')}
        />
        {error('email')}
      </div>
      <div className="button-row">
        <button type="submit" className="button">
          Filter
        </button>
        {email ? (
          <button type="button" className="button" onClick={showAll}>
            Show all
          </button>
        ) : null}
      </div>
    </form>
  );
}

function invitationState(invitation: OperatorInvitation): string {
  if (invitation.revoked) return `Revoked ${formatMoment(invitation.revokedAt)}`;
  if (invitation.redeemed) return `Redeemed ${formatMoment(invitation.redeemedAt)}`;
  return 'Not redeemed yet';
}

function InvitationRow({ invitation }: { invitation: OperatorInvitation }) {
  const revoke = useRevokeInvitation();
  const confirmation = useConfirmation(revoke);
  const canRevoke = !invitation.revoked && !invitation.redeemed;
  return (
    <li className="card-row op-card op-compact">
      <p className="op-row-title">{invitation.email}</p>
      <p className="op-row-meta">
        {invitation.codeCount === 1 ? 'Code' : 'Codes'} ending {invitation.codeEndings.join(', ')} ·{' '}
        <span className={invitation.redeemed || invitation.revoked ? '' : 'op-open'}>
          {invitationState(invitation)}
        </span>
      </p>
      <p className="op-row-meta">
        Created {formatMoment(invitation.createdAt)} by {invitation.createdBy}
      </p>
      {canRevoke ? (
        <button
          type="button"
          className="button button-small button-danger"
          onClick={confirmation.ask}
        >
          Revoke invitation for {invitation.email}
        </button>
      ) : null}
      <ConfirmDialog
        confirmation={confirmation}
        title="Revoke this invitation?"
        confirmLabel="Yes, revoke it"
        busyLabel="Revoking…"
        cancelLabel="Keep it"
        danger
        onConfirm={() => revoke.mutate(invitation.id, { onSuccess: confirmation.close })}
      >
        <p>
          {invitation.email} will no longer be able to register with this invitation’s code. You can
          create a new invitation later.
        </p>
        <SaveFailure failure={revoke.error} title="The invitation was not revoked." />
      </ConfirmDialog>
    </li>
  );
}
