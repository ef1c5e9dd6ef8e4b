import { useState } from 'react';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { setServerFieldErrors } from './form-errors.ts';

interface SaveMutation<Values, View> {
  mutate: (
    variables: { id?: string | undefined; values: Values },
    options: { onSuccess: (saved: View) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * Submitting a record's form (add with no `id`, edit with one): a failed save keeps everything
 * typed, sets `failed`, and shows the server's field errors on their fields.
 */
export function useRecordFormSubmit<Input extends FieldValues, Values, View>({
  save,
  id,
  onSaved,
  fieldNames,
  handleSubmit,
  setError,
  confirm = (_values, save) => save(),
}: {
  save: SaveMutation<Values, View>;
  id: string | undefined;
  onSaved: (saved: View) => void;
  fieldNames: readonly Path<Input>[];
  handleSubmit: UseFormHandleSubmit<Input, Values>;
  setError: UseFormSetError<Input>;
  /** A question to ask before saving these values (it calls `save` once she confirms). */
  confirm?: ((values: Values, save: () => void) => void) | undefined;
}) {
  const [failed, setFailed] = useState(false);
  const onSubmit = handleSubmit((values) => {
    setFailed(false);
    confirm(values, () =>
      save.mutate(
        { id, values },
        {
          onSuccess: onSaved,
          onError: (error) => {
            setFailed(true);
            setServerFieldErrors(error, fieldNames, setError);
          },
        },
      ),
    );
  });
  return { onSubmit, failed, saving: save.isPending };
}
