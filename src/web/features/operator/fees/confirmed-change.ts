import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirmation } from '../operator-panel.tsx';
import { useOperatorForm, type OperatorFormOptions } from '../forms/use-operator-form.ts';

/**
 * The round every Fees form goes through, on the console's form hook: what was typed is checked
 * with the server's schema (`review`, the form's submit), the operator confirms the change
 * (`confirmation`), then it is sent (`confirm`). A refusal from the server closes the dialog and
 * puts its words beside the fields, as the form's own check does.
 */
export function useConfirmedChange<
  Values extends FieldValues,
  Schema extends z.ZodType,
  Result,
  Typed = Values,
>(
  change: UseMutationResult<Result, Error, z.output<Schema>>,
  options: OperatorFormOptions<Values, Schema, Typed>,
) {
  const form = useOperatorForm(options);
  const confirmation = useConfirmation(change);
  const [pending, setPending] = useState<z.output<Schema> | null>(null);

  const review = form.handleSubmit((input) => {
    setPending(input);
    confirmation.ask();
  });

  const confirm = (onDone: (result: Result, sent: z.output<Schema>) => void) => {
    if (!pending) return;
    change.mutate(pending, {
      onSuccess: (result) => {
        confirmation.close();
        onDone(result, pending);
      },
      onError: (error) => {
        confirmation.close();
        form.showServerErrors(error);
      },
    });
  };

  return { form, confirmation, pending, review, confirm, field: form.field };
}
