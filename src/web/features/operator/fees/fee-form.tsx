import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SaveFailure } from '../operator-ui.tsx';

/**
 * The frame every Fees form shares: the server's refusal (unless it names fields, whose words
 * stand beside them), the labelled form with its fields side by side, and its buttons.
 */
export function FeeForm({
  label,
  failure,
  failureTitle,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  failure: unknown;
  /** What did not happen, as the refusal's title ("The check was not recorded."). */
  failureTitle: string;
  submitLabel: string;
  onSubmit(event: FormEvent): void;
  /** A form opened on a row of a list can be closed again. */
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <SaveFailure failure={failure} title={failureTitle} besideFields />
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <div className="fee-form">{children}</div>
        <div className="button-row">
          <button type="submit" className="button button-primary">
            {submitLabel}
          </button>
          {onCancel ? (
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </>
  );
}

/**
 * A list whose rows each open a form (a check recorded, a refund): one row's form open at a
 * time, and what the last one did said above the list until another is opened.
 */
export function useRowForms() {
  const [open, setOpen] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return {
    top: done ? <Alert tone="success">{done}</Alert> : null,
    rowForm: (key: string) => ({
      open: open === key,
      onOpen: () => {
        setDone(null);
        setOpen(key);
      },
      onClose: (message?: string) => {
        setOpen(null);
        if (message) setDone(message);
      },
    }),
  };
}
