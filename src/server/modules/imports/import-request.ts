import type { PayerAnswerChange } from '../claims/index.ts';

/** Who imports a file: an operator (by email) or the answer poll (by its label). */
export interface ImportOperator {
  email?: string;
  label: string;
  actor?: PayerAnswerChange['actor'];
}

/** A payer's answer file as it arrived: its name, when it has one, and its bytes. */
export interface ResponseFile {
  name?: string;
  bytes: Uint8Array;
}
