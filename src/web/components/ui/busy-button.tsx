import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A button whose action takes a moment: while `busy` it is disabled and says what is happening
 * (`busyLabel`, e.g. "Saving…"), so a second press cannot repeat the action.
 */
export function BusyButton({
  busy,
  busyLabel,
  disabled,
  type = 'button',
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyLabel: ReactNode }) {
  return (
    <button type={type} {...button} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
