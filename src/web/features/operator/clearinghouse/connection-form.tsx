import { useId, useState } from 'react';
import type { ConnectionView } from '#domain/clearinghouse';
import { authMethodLabels } from '#domain/clearinghouse-words';
import { Alert } from '../../../components/ui/alert.tsx';
import { SaveFailure, fieldErrorsOf } from '../operator-ui.tsx';
import { useCreateConnection, useUpdateConnection } from './clearinghouse-api.ts';
import {
  blankDraft,
  draftOf,
  fieldErrors,
  inputOf,
  type ConnectionDraft,
} from './connection-draft.ts';
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
      editing={false}
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
      editing
      {...props}
    />
  );
}

function ConnectionForm({
  title,
  submit,
  save,
  initial,
  editing,
  onDone,
  onCancel,
}: {
  title: string;
  submit: string;
  save: Save;
  initial: ConnectionDraft;
  editing: boolean;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = () => {
    const checked = inputOf(draft, editing);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input, {
      onSuccess: (connection) => onDone(savedNotice(connection)),
      onError: (failure) => setErrors(fieldErrors(fieldErrorsOf(failure))),
    });
  };

  const count = Object.keys(errors).length;
  return (
    <form
      className="ch-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <ConnectionFields id={id} draft={draft} set={setDraft} errors={errors} editing={editing} />
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
