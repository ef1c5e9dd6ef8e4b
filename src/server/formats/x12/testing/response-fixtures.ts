import { readFileSync } from 'node:fs';
import { X12ReadError } from '../errors.ts';
import { readX12Response } from '../responses/read-response.ts';
import { thrownBy } from './thrown.ts';

/** A payer response file from fixtures/responses/ (built from the implementation guides). */
export const responseFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/responses/${name}`, import.meta.url), 'utf8');

/** The error a response file is refused with; fails the test when the file is read instead. */
export const refusal = (
  input: string | Uint8Array,
  options?: { maxBytes?: number },
): X12ReadError => thrownBy(X12ReadError, () => readX12Response(input, options));
