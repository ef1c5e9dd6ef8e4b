import type { Delimiters, ReadOptions } from '../codec.ts';
import { readEnvelopes, type StreamedTransaction, type X12File } from '../envelope.ts';
import { X12ReadError } from '../errors.ts';
import { type ResponseKind, responseKindTracker } from './detect.ts';
import { type ClaimAcknowledgementReport, read277caTransaction } from './read-277ca.ts';
import { type GroupAcknowledgement, read999Transaction } from './read-999.ts';
import { claimPaymentsAgain, read835Transaction, type RemittanceSegments } from './read-835.ts';
import { type InterchangeAcknowledgement, readTa1 } from './read-ta1.ts';
import type { ClaimPayment, Remittance } from './remittance.ts';

/** Where a response came from: the interchange it arrived in, for idempotent imports and audit. */
export interface ResponseEnvelope {
  /** ISA13 of each interchange, ISA06 sender, ISA08 receiver, ISA15 T/P. */
  interchanges: { controlNumber: string; senderId: string; receiverId: string; usage: string }[];
  /** GS06 and GS08 of each functional group. */
  groups: { controlNumber: string; version: string }[];
}

interface ResponseBase {
  envelope: ResponseEnvelope;
  /** The TA1 segments of the file (between an ISA and its first GS), in file order. */
  interchangeAcknowledgements: InterchangeAcknowledgement[];
}

export type X12Response = ResponseBase &
  (
    | { kind: '999'; acknowledgements: GroupAcknowledgement[] }
    | { kind: '277CA'; reports: ClaimAcknowledgementReport[] }
    | {
        kind: '835';
        remittances: Remittance[];
        /** A remittance's claim payments: its `claims`, or read again when they were streamed. */
        claimsOf: (remittance: Remittance) => Iterable<ClaimPayment>;
      }
    | { kind: 'TA1' }
  );

/**
 * Read a TA1, 999, 277CA or 835 file, whichever it is (ST01 and GS08 tell; a file of TA1
 * segments alone is a TA1). All or nothing: any problem anywhere throws `X12ReadError` with a
 * message naming it, and nothing is returned. Each transaction is read as the file is, from its
 * bytes, and its segments are let go once read: what is held is the bytes and what was read.
 */
export interface ResponseReadOptions extends ReadOptions {
  /**
   * An 835's claim payments are handed here one at a time, as they are read, and not kept
   * (each remittance's `claims` stays empty): `claimsOf` reads them again from the bytes.
   */
  onClaimPayment?: (claim: ClaimPayment, remittance: Remittance) => void;
}

export function readX12Response(
  input: string | Uint8Array,
  options: ResponseReadOptions = {},
): X12Response {
  const kinds = responseKindTracker();
  const acknowledgements: GroupAcknowledgement[] = [];
  const reports: ClaimAcknowledgementReport[] = [];
  const remittances: Remittance[] = [];
  const streamed = new Map<Remittance, RemittanceSegments & { reread: StreamedReread }>();
  let delimiters: Delimiters | undefined;
  const file = readEnvelopes(input, {
    ...options,
    onTransaction(transaction, group) {
      const kind = kinds.see(transaction.type, group.version);
      if (kind === '999') acknowledgements.push(read999Transaction(transaction));
      else if (kind === '277CA') reports.push(read277caTransaction(transaction, delimiters!));
      else if (!options.onClaimPayment) {
        remittances.push(read835Transaction(transaction, delimiters!));
      } else {
        const where = { first: 0, last: 0, reread: transaction.reread };
        const remittance = read835Transaction(
          transaction,
          delimiters!,
          options.onClaimPayment,
          where,
        );
        streamed.set(remittance, where);
        remittances.push(remittance);
      }
    },
    onDelimiters(found) {
      delimiters = found;
    },
  });
  const kind = kinds.final(file);
  const envelope = responseEnvelope(file);
  const base: ResponseBase = {
    envelope,
    interchangeAcknowledgements: file.interchanges.flatMap((interchange) =>
      interchange.interchangeAcknowledgements.map(readTa1),
    ),
  };
  switch (kind) {
    case 'TA1':
      return { kind, ...base };
    case '999':
      return { kind, ...base, acknowledgements };
    case '277CA':
      return { kind, ...base, reports };
    case '835':
      return {
        kind,
        ...base,
        remittances,
        claimsOf(remittance) {
          const where = streamed.get(remittance);
          return where
            ? claimPaymentsAgain(
                where.reread(where.first, where.last),
                delimiters!,
                remittance.controlNumber,
              )
            : remittance.claims;
        },
      };
  }
}

type StreamedReread = StreamedTransaction['reread'];

/** Where a file read whole came from: its interchanges and groups, without their contents. */
export function responseEnvelope(file: X12File): ResponseEnvelope {
  return {
    interchanges: file.interchanges.map((interchange) => ({
      controlNumber: interchange.controlNumber,
      senderId: interchange.senderId,
      receiverId: interchange.receiverId,
      usage: interchange.usage,
    })),
    groups: file.interchanges.flatMap((interchange) =>
      interchange.groups.map((group) => ({
        controlNumber: group.controlNumber,
        version: group.version,
      })),
    ),
  };
}

function expect<K extends ResponseKind>(
  response: X12Response,
  kind: K,
): Extract<X12Response, { kind: K }> {
  if (response.kind !== kind) {
    throw new X12ReadError('wrong-transaction', `This file is a ${response.kind}, not a ${kind}.`);
  }
  return response as Extract<X12Response, { kind: K }>;
}

export const read999 = (input: string | Uint8Array, options?: ReadOptions) =>
  expect(readX12Response(input, options), '999');
export const read277ca = (input: string | Uint8Array, options?: ReadOptions) =>
  expect(readX12Response(input, options), '277CA');
export const read835 = (input: string | Uint8Array, options?: ReadOptions) =>
  expect(readX12Response(input, options), '835');
export const readTa1File = (input: string | Uint8Array, options?: ReadOptions) =>
  expect(readX12Response(input, options), 'TA1');
