import type { ReactNode } from 'react';

/** How a text field of the form differs from a plain one-line input. */
export interface TextOptions {
  hint?: ReactNode;
  type?: string;
  inputMode?: 'numeric';
  autoComplete?: string;
  /** A text area of this many rows, for a key or a certificate. */
  rows?: number | undefined;
  /**
   * A password or key, which the server never sends back: when editing, a blank one keeps the
   * one saved.
   */
  secret?: boolean;
}
