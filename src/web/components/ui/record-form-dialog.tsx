import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useRecordFormSubmit } from '../../lib/use-record-form-submit.ts';
import { Alert } from './alert.tsx';
import { SaveCancelActions } from './form-actions.tsx';
import { fieldBinder } from './form-fields.tsx';
import { LeaveQuestion } from './leave-question.tsx';
import { ModalDialog } from './modal-dialog.tsx';

type SaveMutation<Input extends FieldValues, Values, View> = Parameters<
  typeof useRecordFormSubmit<Input, Values, View>
>[0]['save'];

/**
 * The form of a record's add/edit dialog. The record's shared schema validates here and on the
 * server; a field's error shows once it has been left. Every field starts as the record's value,
 * or blank ('' until typed or chosen) when adding one. `bind` ties a TextField or SelectField to
 * its field; `control`, `errors`, `setValue` and `trigger` serve fields that react to what is
 * typed or fill others (a payer picked by name fills its ID).
 */
export function useRecordForm<
  Input extends FieldValues,
  Values,
  View extends { id: string } & Record<keyof Input, unknown>,
>({
  schema,
  record,
  blank,
  save,
  onSaved,
  confirm,
}: {
  schema: z.ZodType<Values, Input> & { shape: object };
  /** null to add a new record. */
  record: View | null;
  /** A new record's preselected values (a choice the form makes for her); '' for the rest. */
  blank?: Partial<Input>;
  save: SaveMutation<Input, Values, View>;
  onSaved: (saved: View) => void;
  /** Asked before saving, when the values call for it (it calls `save` once she confirms). */
  confirm?: (values: Values, save: () => void) => void;
}) {
  const fieldNames = Object.keys(schema.shape) as Path<Input>[];
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    trigger,
    control,
    formState: { errors, isValid, isDirty },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(
      fieldNames.map((name) => [name, record ? (record[name] ?? '') : (blank?.[name] ?? '')]),
    ) as DefaultValues<Input>,
    mode: 'onTouched',
  });
  const submit = useRecordFormSubmit({
    save,
    id: record?.id,
    onSaved,
    fieldNames,
    handleSubmit,
    setError,
    confirm,
  });
  return {
    bind: fieldBinder(register, errors),
    control,
    errors,
    isValid,
    isDirty,
    setValue,
    setFocus,
    trigger,
    ...submit,
  };
}

/**
 * A record's add/edit dialog around its fields ("Add patient", "Edit patient"): Save stays
 * disabled while anything is invalid or a save is in flight, and a failed save keeps everything
 * typed, with the record's `saveFailed` message. A click outside the window is easily a slip: with
 * changes, it asks before closing (Escape, Close and Cancel are deliberate and close at once).
 */
export function RecordFormDialog({
  one,
  record,
  form,
  messages,
  onClose,
  returnFocusTo,
  children,
}: {
  /** The record's name ("patient"). */
  one: string;
  /** null while adding one. */
  record: object | null;
  form: Pick<
    ReturnType<typeof useRecordForm>,
    'onSubmit' | 'failed' | 'saving' | 'isValid' | 'isDirty'
  >;
  messages: { saveFailed: string };
  onClose: () => void;
  /** Where focus goes on close, when not back to the button that opened the dialog. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <ModalDialog
      title={`${record ? 'Edit' : 'Add'} ${one}`}
      onClose={onClose}
      busy={form.saving}
      returnFocusTo={returnFocusTo}
      onBackdropClick={form.isDirty ? () => setAsking(true) : undefined}
    >
      <form onSubmit={form.onSubmit} noValidate autoComplete="off">
        {children}
        {form.failed ? <Alert tone="error">{messages.saveFailed}</Alert> : null}
        <SaveCancelActions isValid={form.isValid} saving={form.saving} onCancel={onClose} />
      </form>
      {asking ? (
        <LeaveQuestion
          question={`Close without saving? What you typed for this ${one} will be lost.`}
          leaveLabel="Close without saving"
          onStay={() => setAsking(false)}
          onLeave={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}
