import { useId, useState, type FormEvent } from 'react';
import {
  invitationCreateSchema,
  typedCodeLimits,
  type CreatedInvitation,
  type OperatorInvitation,
} from '#domain/operator';
import { Alert } from '../../components/ui/alert.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { useCreateInvitation, useInvitations, useRevokeInvitation } from './operator-api.ts';
import {
  fieldErrorHelpers,
  fieldErrorsOf,
  formatMoment,
  PagedListView,
  problemOf,
} from './operator-ui.tsx';

/** Invitations: create one for an email (typed or generated code), list, revoke. */
export function InvitationsPanel() {
  const id = useId();
  const [draftEmail, setDraftEmail] = useState('');
  const [email, setEmail] = useState('');
  const invitations = useInvitations(email);
  const items = invitations.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invitations</h2>
      <p className="hint">
        The private beta admits only invited emails. Create an invitation for the email a provider
        will sign in with, then send them its code.
      </p>
      <CreateInvitation />
      <h3>Invitations sent</h3>
      <form
        className="op-inline-filter"
        aria-label="Filter invitations"
        onSubmit={(event) => {
          event.preventDefault();
          setEmail(draftEmail.trim().toLowerCase());
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-filter`}>Show invitations for email</label>
          <input
            id={`${id}-filter`}
            type="email"
            autoComplete="off"
            value={draftEmail}
            onChange={(event) => setDraftEmail(event.target.value)}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            Filter
          </button>
          {email ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setDraftEmail('');
                setEmail('');
              }}
            >
              Show all
            </button>
          ) : null}
        </div>
      </form>
      <PagedListView
        list={invitations}
        count={items.length}
        noun="invitations"
        one="invitation"
        loadingLabel="Loading invitations…"
        empty={<p>{email ? `No invitations for ${email}.` : 'No invitations yet.'}</p>}
      >
        <ul className="op-list">
          {items.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      </PagedListView>
    </section>
  );
}

function CreateInvitation() {
  const id = useId();
  const create = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [mode, setMode] = useState<'generate' | 'type'>('generate');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const input = { email, ...(mode === 'type' ? { code } : {}) };
    const parsed = invitationCreateSchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    if (mode === 'type' && !code.trim()) found.code = 'Type the code, or choose “Generate a code”.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(input, {
      onSuccess: (result) => {
        setCreated(result);
        setEmail('');
        setCode('');
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  const { describe, error } = fieldErrorHelpers(id, errors);

  return (
    <form className="card" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>New invitation</h3>
      <div className="field">
        <label htmlFor={`${id}-email`}>Provider’s email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describe('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error('email')}
      </div>
      <fieldset className="field">
        <legend>Invitation code</legend>
        <div className="choice-row op-choices">
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'generate'}
              onChange={() => setMode('generate')}
            />
            Generate a code
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === 'type'}
              onChange={() => setMode('type')}
            />
            Type a code
          </label>
        </div>
      </fieldset>
      {mode === 'type' ? (
        <div className="field">
          <label htmlFor={`${id}-code`}>Code to send</label>
          <input
            id={`${id}-code`}
            autoComplete="off"
            maxLength={typedCodeLimits.max}
            value={code}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={[`${id}-code-hint`, describe('code')].filter(Boolean).join(' ')}
            onChange={(event) => setCode(event.target.value)}
          />
          <p id={`${id}-code-hint`} className="field-hint">
            At least {typedCodeLimits.min} letters, digits or dashes. It is saved in capitals.
          </p>
          {error('code')}
        </div>
      ) : (
        <p className="field-hint">
          A code of 16 characters, like K7QP-2MXW-9HTR-4BZN, is made for you when you create the
          invitation.
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create invitation'}
      </button>
      {create.isError && Object.keys(fieldErrorsOf(create.error)).length === 0 ? (
        <Alert tone="error" title="The invitation was not created.">
          <p>{problemOf(create.error)}</p>
        </Alert>
      ) : null}
      {created ? (
        <Alert tone="success" title={`Invitation created for ${created.invitation.email}.`}>
          <p>
            Invitation code: <code className="op-code">{created.code}</code>
          </p>
          <p>
            Send this code to {created.invitation.email}. Copy it now: for safety it is not shown
            again.
          </p>
        </Alert>
      ) : null}
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
  const [confirming, setConfirming] = useState(false);
  const canRevoke = !invitation.revoked && !invitation.redeemed;
  return (
    <li className="op-row op-card op-compact">
      <p className="op-row-title">{invitation.email}</p>
      <p className="op-row-meta">
        {invitation.codeCount === 1 ? '1 code' : `${invitation.codeCount} codes`} ·{' '}
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
          onClick={() => {
            revoke.reset();
            setConfirming(true);
          }}
        >
          Revoke invitation for {invitation.email}
        </button>
      ) : null}
      {confirming ? (
        <ModalDialog
          title="Revoke this invitation?"
          busy={revoke.isPending}
          onClose={() => setConfirming(false)}
        >
          <p>
            {invitation.email} will no longer be able to register with this invitation’s code. You
            can create a new invitation later.
          </p>
          {revoke.isError ? (
            <Alert tone="error" title="The invitation was not revoked.">
              <p>{problemOf(revoke.error)}</p>
            </Alert>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button-danger"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(invitation.id, { onSuccess: () => setConfirming(false) })
              }
            >
              {revoke.isPending ? 'Revoking…' : 'Yes, revoke it'}
            </button>
            <button
              type="button"
              className="button"
              disabled={revoke.isPending}
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </li>
  );
}
