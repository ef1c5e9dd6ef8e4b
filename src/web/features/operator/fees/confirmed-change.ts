import { useId, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useConfirmation } from '../operator-panel.tsx';
import { fieldErrorsOf } from '../operator-ui.tsx';

/** What a form's own check of its fields found: the request to send, or null and why not. */
export type Checked<Input> = { input: Input | null; errors: Record<string, string> };

/**
 * The round every Fees form goes through: what was typed is checked (`review`), the operator
 * confirms the change (`confirmation`), then it is sent (`confirm`). A refusal from the server
 * closes the dialog and puts its words beside the fields, as the form's own check does.
 */
export function useConfirmedChange<Input, Result>(change: UseMutationResult<Result, Error, Input>) {
  const formId = useId();
  const confirmation = useConfirmation(change);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<Input | null>(null);

  const review = ({ input, errors: found }: Checked<Input>) => {
    setErrors(found);
    if (!input) return;
    setPending(input);
    confirmation.ask();
  };

  const confirm = (onDone: (result: Result, sent: Input) => void) => {
    if (!pending) return;
    change.mutate(pending, {
      onSuccess: (result) => {
        confirmation.close();
        onDone(result, pending);
      },
      onError: (error) => {
        confirmation.close();
        setErrors(fieldErrorsOf(error));
      },
    });
  };

  /** The props a `FeeField` of this form shares with the others: its ids and its error. */
  const field = (name: string) => ({ formId, name, errors });

  return { confirmation, pending, review, confirm, field };
}
