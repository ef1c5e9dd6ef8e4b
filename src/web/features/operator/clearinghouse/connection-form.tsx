import { z } from 'zod';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import { authMethodLabels } from '#domain/clearinghouse/words';
import { Alert } from '../../../components/ui/alert.tsx';
import { useOperatorForm } from '../forms/use-operator-form.ts';
import { SaveFailure } from '../operator-ui.tsx';
import { useCreateConnection, useUpdateConnection } from './clearinghouse-api.ts';
import { blankDraft, draftOf, fieldOf, inputOf, type ConnectionDraft } from './connection-draft.ts';
import { ConnectionFields } from './connection-fields.tsx';

/** What a saved connection's card says: saved, and that its secret is never shown again. */
export const savedNotice = (connection: ConnectionView) =>
  `“${connection.name}” is saved. ${authMethodLabels[connection.authMethod]}: Saved; it is not shown again.`;

type Save = ReturnType<typeof useCreateConnection>;

/** "Add a connection": every field, a preset to start from. */
export function AddConnectionForm(props: { onDone(message: string): void; onCancel(): void }) {
  return (
    <ConnectionForm
      title="Add a connection"
      submit="Add connection"
      save={useCreateConnection()}
      initial={blankDraft}
      saved={undefined}
      {...props}
    />
  );
}

/** "Edit": the saved settings, the secret blank (kept unless a new one is typed). */
export function EditConnectionForm({
  connection,
  ...props
}: {
  connection: ConnectionView;
  onDone(message: string): void;
  onCancel(): void;
}) {
  return (
    <ConnectionForm
      title={`Edit “${connection.name}”`}
      submit="Save changes"
      save={useUpdateConnection(connection.id)}
      initial={draftOf(connection)}
      saved={connection}
      {...props}
    />
  );
}

/**
 * What "Save" sends, checked as the server will (`inputOf`, on the server's schemas): a schema
 * for the form hook, its refusals keyed by the fields they stand beside.
 */
const connectionCheck = (saved: ConnectionView | undefined): z.ZodType<object, unknown> =>
  z.unknown().transform((draft, ctx) => {
    const checked = inputOf(draft as ConnectionDraft, saved ?? false);
    if (checked.ok) return checked.input;
    for (const [field, message] of Object.entries(checked.errors)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  });

function ConnectionForm({
  title,
  submit,
  save,
  initial,
  saved,
  onDone,
  onCancel,
}: {
  title: string;
  submit: string;
  save: Save;
  initial: ConnectionDraft;
  /** The connection being edited; undefined for a new one. */
  saved: ConnectionView | undefined;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const form = useOperatorForm({ defaults: initial, schema: connectionCheck(saved), fieldOf });
  const id = form.formId;
  const onSubmit = form.submit((_draft, input) =>
    save.mutate(input, {
      onSuccess: (connection) => onDone(savedNotice(connection)),
      onError: form.showServerErrors,
    }),
  );

  const count = Object.keys(form.errors).length;
  return (
    <form className="ch-form" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h3 id={`${id}-title`}>{title}</h3>
      <ConnectionFields form={form} editing={saved !== undefined} />
      {count > 0 ? (
        <Alert tone="error">
          {count === 1 ? 'One field needs a change.' : `${count} fields need a change.`}
        </Alert>
      ) : null}
      <SaveFailure failure={save.error} title="The connection was not saved." besideFields />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : submit}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
