import type { X12Settings } from '../../config.ts';
import { type Claim837pInput, write837p, X12InputError } from '../../formats/x12/index.ts';
import { nothingReady, refused } from './batch-presenter.ts';

/**
 * Who the interchange is from and to, and whether it is a test file: the X12 settings' by
 * default, a clearinghouse connection's when a batch is made to go out through it.
 */
export interface InterchangeParties {
  senderId: string;
  receiverId: string;
  usage: 'T' | 'P';
}

export const partiesOf = (x12: X12Settings): InterchangeParties => ({
  senderId: x12.submitter.id,
  receiverId: x12.interchangeReceiverId,
  usage: x12.usage,
});

/**
 * A batch's numbers: its own (GS06 and ST02, what operators see) and its interchange's (ISA13,
 * from the sequence every interchange we send shares).
 */
export interface BatchNumbers {
  number: number;
  interchange: number;
}

/** When the file was made, in UTC (ISA09/10, GS04/05, BHT04/05). */
function createdAtOf(now: Date) {
  const iso = now.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The file's text, or the writer's refusals, one sentence each naming the claim and element. */
export function writeBatchFile(
  x12: X12Settings,
  parties: InterchangeParties,
  { number, interchange }: BatchNumbers,
  claims: Claim837pInput[],
  now: Date,
): { text: string } | { refusals: { formId?: string; sentence: string }[] } {
  try {
    return {
      text: write837p({
        interchange: {
          ...parties,
          interchangeControlNumber: interchange,
          groupControlNumber: number,
          transactionControlNumber: number,
          createdAt: createdAtOf(now),
        },
        submitter: {
          name: x12.submitter.name,
          id: x12.submitter.id,
          contact: x12.submitter.contact,
        },
        receiver: x12.receiver,
        claims,
      }),
    };
  } catch (error) {
    if (!(error instanceof X12InputError)) throw error;
    // Each problem names the claim and the element, never a value.
    return {
      refusals: error.problems.map((problem) => ({
        formId: problem.formId,
        sentence: problem.formId
          ? `Claim ${problem.formId}: ${problem.message} (${problem.element}).`
          : `The X12 settings: ${problem.message} (${problem.element}).`,
      })),
    };
  }
}

/** The claims a file is made of, and how they were chosen. */
export interface FileSelection {
  x12: X12Settings;
  /** Chosen from "every ready claim" (those the writer refuses are left out), or by hand. */
  everyReady: boolean;
  payerId: string;
  leftOut: string[];
}

/**
 * Writes the file. Chosen claims the writer refuses refuse the batch; from "every ready
 * claim", they are left out (and said so) and the rest is written.
 */
export function fileOf<Chosen extends { formId: string }>(
  numbers: BatchNumbers,
  chosen: Chosen[],
  x12Claims: Claim837pInput[],
  options: FileSelection,
  parties: InterchangeParties,
) {
  const now = new Date();
  const writeFile = (claims: Claim837pInput[]) =>
    writeBatchFile(options.x12, parties, numbers, claims, now);
  const first = writeFile(x12Claims);
  if ('text' in first) return { text: first.text, chosen, leftOut: options.leftOut };
  const settingsWrong = first.refusals.some((refusal) => !refusal.formId);
  if (!options.everyReady || settingsWrong) {
    throw refused(first.refusals.map((refusal) => refusal.sentence));
  }
  const refusedIds = new Set(first.refusals.map((refusal) => refusal.formId));
  const kept = chosen.filter((claim) => !refusedIds.has(claim.formId));
  const leftOut = [...options.leftOut, ...first.refusals.map((refusal) => refusal.sentence)];
  if (kept.length === 0) throw nothingReady(options.payerId, leftOut);
  const second = writeFile(x12Claims.filter((claim) => !refusedIds.has(claim.formId)));
  if (!('text' in second)) throw refused(second.refusals.map((refusal) => refusal.sentence));
  return { text: second.text, chosen: kept, leftOut };
}
