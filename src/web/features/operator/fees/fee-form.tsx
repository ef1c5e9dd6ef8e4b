import type { FormEvent, ReactNode } from 'react';
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
