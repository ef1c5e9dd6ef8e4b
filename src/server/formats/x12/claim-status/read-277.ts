import { type Delimiters, type ReadOptions, type Segment, element } from '../codec.ts';
import type { StreamedTransaction } from '../envelope.ts';
import { X12ReadError } from '../errors.ts';
import { afterHeader, readTransactionsOf } from '../read-transactions.ts';
import { type ClaimStatus, stc } from '../responses/read-277ca.ts';
import {
  label,
  type NamedMember,
  type NamedParty,
  namedMember,
  namedParty,
  optional,
  optionalDate,
  optionalMoney,
  period,
  procedure,
  required,
} from '../responses/read-helpers.ts';
import { type ResponseEnvelope, responseEnvelope } from '../responses/read-response.ts';
import { type ClaimStatusOutcome, claimOutcome } from './status-outcome.ts';

/**
 * The 277 claim status answer (005010X212) to our 276. Its loops are hierarchical (HL): 2000A
 * the payer, 2000B us, 2000C the provider, 2000D the subscriber and, when the patient is a
 * dependent, 2000E. Each claim is a 2200D (or 2200E) loop opened by TRN*2, whose TRN02 echoes
 * our 276's trace number: the caller matches the answer to its question by it, and refuses an
 * answer whose trace it did not send. Amounts are integer cents.
 */

/** An STC of a 277 answer: the 277CA's fields and what a finalized claim was paid. */
export interface ClaimStatusDetail extends ClaimStatus {
  /** STC05, the amount paid. */
  paidCents?: number;
  /** STC06, when the payer decided (adjudicated) or paid. */
  decidedOn?: string;
  /** STC07–STC09: ACH, CHK, BOP, FWT or NON; the check or EFT date and number. */
  payment?: { method?: string; date?: string; reference?: string };
}

export interface ClaimStatusLine {
  procedureCode: string;
  modifiers: string[];
  chargeCents?: number;
  paidCents?: number;
  /** REF*FJ, the line item control number we sent on the 837P (REF*6R). */
  lineControlNumber?: string;
  serviceDates?: { from: string; to: string };
  statuses: ClaimStatusDetail[];
}

export interface ClaimStatusAnswer {
  /** TRN02 of 2200D/2200E: the trace number of the 276 this answers. */
  traceNumber: string;
  outcome: ClaimStatusOutcome;
  /** Present when the payer waits for information: the reasons in a doula's words. */
  needsInformation?: { reasons: string[] };
  statuses: ClaimStatusDetail[];
  /** REF*1K: the payer's number for the claim. */
  payerClaimNumber?: string;
  /** REF*EJ: our CLM01 (the claim's form ID) as the payer has it. */
  patientControlNumber?: string;
  /** DTP*472 of the claim. */
  serviceDates?: { from: string; to: string };
  /** STC04 and STC05 of the claim's first STC that carries them. */
  chargeCents?: number;
  paidCents?: number;
  /** 2100D: the subscriber as the payer knows her (the member ID may differ from ours). */
  subscriber: NamedMember;
  /** 2100E, when the claim is a dependent's. */
  dependent?: { lastName?: string; firstName?: string };
  /** 2100C NM109: the provider's NPI (or other id) the payer answers for. */
  providerId?: string;
  lines: ClaimStatusLine[];
}

export interface ClaimStatusReport {
  /** ST02 and BHT03. */
  controlNumber: string;
  reference?: string;
  /** 2100A: the payer that answers. */
  payer: NamedParty;
  /** 2100B: who it answers (us). */
  receiver: NamedParty;
  answers: ClaimStatusAnswer[];
}

export interface ClaimStatusResponse {
  envelope: ResponseEnvelope;
  reports: ClaimStatusReport[];
}

export const IMPLEMENTATION_GUIDE_277 = '005010X212';

/**
 * Read a 277 claim status answer. All or nothing: a file that does not parse, is cut short, is
 * another transaction (a 277CA, a 999, a TA1 alone, …) or breaks the 277's structure throws
 * `X12ReadError` with a message naming segments and elements, never the values in them.
 */
export function readClaimStatusResponse(
  input: string | Uint8Array,
  options: ReadOptions = {},
): ClaimStatusResponse {
  const { file, results } = readTransactionsOf(
    {
      type: '277',
      guide: IMPLEMENTATION_GUIDE_277,
      question: '276',
      name: 'a 277 claim status answer (005010X212)',
    },
    input,
    options,
    readTransaction,
  );
  return { envelope: responseEnvelope(file), reports: results };
}

/** The answer to the 276 traced `traceNumber`, or undefined when the file holds none for it. */
export function answerFor(
  response: ClaimStatusResponse,
  traceNumber: string,
): ClaimStatusAnswer | undefined {
  for (const report of response.reports) {
    const answer = report.answers.find((found) => found.traceNumber === traceNumber);
    if (answer) return answer;
  }
  return undefined;
}

function detail(segment: Segment, delimiters: Delimiters): ClaimStatusDetail {
  const method = optional(segment, 7);
  const date = optionalDate(segment, 8);
  const reference = optional(segment, 9);
  return {
    ...stc(segment, delimiters),
    paidCents: optionalMoney(segment, 5),
    decidedOn: optionalDate(segment, 6),
    ...(method || date || reference ? { payment: { method, date, reference } } : {}),
  };
}

const structure = (message: string) => new X12ReadError('structure', message);

/** Where a 277 is while its segments are read: the HL level and the loops open at it. */
interface Reading277 {
  report: ClaimStatusReport;
  level: string;
  providerId: string | undefined;
  subscriber: ClaimStatusAnswer['subscriber'] | undefined;
  dependent: ClaimStatusAnswer['dependent'];
  claim: ClaimStatusAnswer | undefined;
  line: ClaimStatusLine | undefined;
}

function enterLevel(reading: Reading277, segment: Segment): void {
  reading.level = required(segment, 3);
  reading.claim = undefined;
  reading.line = undefined;
  if (reading.level === '22') {
    reading.subscriber = undefined;
    reading.dependent = undefined;
  } else if (reading.level === '23') {
    if (!reading.subscriber)
      throw structure(`${label(segment, 3)}: a dependent HL needs a subscriber HL above it.`);
    reading.dependent = undefined;
  } else if (!['20', '21', '19'].includes(reading.level)) {
    throw structure(`${label(segment, 3)}: unexpected hierarchical level for a 277.`);
  }
}

function readName(reading: Reading277, segment: Segment): void {
  const { level, report } = reading;
  if (level === '20') report.payer = namedParty(segment);
  else if (level === '21') report.receiver = namedParty(segment);
  else if (level === '19') reading.providerId = optional(segment, 9);
  else if (level === '22') reading.subscriber = namedMember(segment);
  else reading.dependent = { lastName: optional(segment, 3), firstName: optional(segment, 4) };
}

/** TRN*2 opens a claim's answer, for the subscriber (and dependent) named above it. */
function openAnswer(reading: Reading277, segment: Segment): void {
  const { subscriber, dependent } = reading;
  if (!subscriber || (reading.level === '23' && !dependent)) {
    throw structure(`TRN at segment ${segment.position} comes before the patient's NM1.`);
  }
  reading.line = undefined;
  reading.claim = {
    traceNumber: required(segment, 2),
    outcome: 'unknown',
    statuses: [],
    subscriber,
    ...(dependent ? { dependent } : {}),
    providerId: reading.providerId,
    lines: [],
  };
  reading.report.answers.push(reading.claim);
}

function openLine(reading: Reading277, segment: Segment, delimiters: Delimiters): void {
  if (!reading.claim) throw structure(`SVC at segment ${segment.position} is outside a claim.`);
  const { code, modifiers } = procedure(segment, 1, delimiters);
  reading.line = {
    procedureCode: code,
    modifiers,
    chargeCents: optionalMoney(segment, 2),
    paidCents: optionalMoney(segment, 3),
    statuses: [],
  };
  reading.claim.lines.push(reading.line);
}

function addStatus(reading: Reading277, segment: Segment, delimiters: Delimiters): void {
  const { claim, line } = reading;
  if (!claim)
    throw structure(`STC at segment ${segment.position} is outside a claim (no TRN before it).`);
  const status = detail(segment, delimiters);
  (line ?? claim).statuses.push(status);
  if (!line) {
    claim.chargeCents ??= status.chargeCents;
    claim.paidCents ??= status.paidCents;
  }
}

function readReference(
  claim: ClaimStatusAnswer,
  line: ClaimStatusLine | undefined,
  segment: Segment,
): void {
  const qualifier = element(segment, 1);
  if (line && qualifier === 'FJ') line.lineControlNumber = optional(segment, 2);
  if (!line && qualifier === '1K') claim.payerClaimNumber = optional(segment, 2);
  if (!line && qualifier === 'EJ') claim.patientControlNumber = optional(segment, 2);
}

/** One segment after the first HL, in the loop `reading` is at. */
function readSegment(reading: Reading277, segment: Segment, delimiters: Delimiters): void {
  const { id, position } = segment;
  const { level, claim, line } = reading;
  if (id === 'NM1') readName(reading, segment);
  else if (id === 'TRN' && (level === '22' || level === '23')) openAnswer(reading, segment);
  else if (id === 'SVC') openLine(reading, segment, delimiters);
  else if (id === 'STC') addStatus(reading, segment, delimiters);
  else if (id === 'REF' && claim) readReference(claim, line, segment);
  else if (id === 'DTP' && claim && element(segment, 1) === '472') {
    (line ?? claim).serviceDates = period(segment);
  }
  // PER (the payer's contact), DMG, other REF and DTP carry nothing we act on.
  else if (!['PER', 'DMG', 'REF', 'DTP', 'QTY', 'AMT'].includes(id)) {
    throw structure(`Segment ${position} (${id}) does not belong in a 277 claim status answer.`);
  }
}

/** Every answer needs a status; its outcome is read from its claim's and lines' statuses. */
function settleOutcomes(report: ClaimStatusReport, controlNumber: string): void {
  for (const answer of report.answers) {
    if (answer.statuses.length === 0) {
      throw structure(`A claim answered in 277 transaction ${controlNumber} has no STC status.`);
    }
    Object.assign(
      answer,
      claimOutcome(
        answer.statuses,
        answer.lines.flatMap((l) => l.statuses),
      ),
    );
  }
}

function readTransaction(
  transaction: StreamedTransaction,
  delimiters: Delimiters,
): ClaimStatusReport {
  const reading: Reading277 = {
    report: { controlNumber: transaction.controlNumber, payer: {}, receiver: {}, answers: [] },
    level: '',
    providerId: undefined,
    subscriber: undefined,
    dependent: undefined,
    claim: undefined,
    line: undefined,
  };
  for (const segment of afterHeader(transaction, reading.report)) {
    if (segment.id === 'HL') enterLevel(reading, segment);
    else if (reading.level === '')
      throw structure(`Segment ${segment.position} (${segment.id}) comes before the first HL.`);
    else readSegment(reading, segment, delimiters);
  }
  settleOutcomes(reading.report, transaction.controlNumber);
  return reading.report;
}
