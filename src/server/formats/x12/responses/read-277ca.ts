import { type Delimiters, type Segment, element } from '../codec.ts';
import type { StreamedTransaction as Transaction } from '../envelope.ts';
import { X12ReadError } from '../errors.ts';
import {
  components,
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
} from './read-helpers.ts';

/**
 * The 277CA claim acknowledgement (005010X214): for each claim, was it accepted into the
 * payer's (or clearinghouse's) system, or rejected before adjudication and why. Its loops are
 * hierarchical (HL): 2000A the source (payer or clearinghouse), 2000B the receiver (us),
 * 2000C the billing provider, 2000D the patient with the claim. In 2200D the TRN02 echoes our
 * CLM01, the patient control number, and each STC carries a category code (A1 … A8), a status
 * code and the entity it is about.
 */

/** A1/A2 (and A0 forwarded, A5 split) accepted; A3, A4, A6, A7, A8 rejected and never adjudicated. */
export type ClaimAcknowledgementOutcome = 'accepted' | 'rejected' | 'unknown';

const ACCEPTED = new Set(['A0', 'A1', 'A2', 'A5']);
const REJECTED = new Set(['A3', 'A4', 'A6', 'A7', 'A8']);

export interface ClaimStatus {
  /** STC01-1, e.g. A3 "returned as unprocessable". */
  category: string;
  /** STC01-2, e.g. 21 "missing or invalid information", 562 "entity's NPI". */
  status: string;
  /** STC01-3, who the status is about, e.g. 85 billing provider, IL subscriber, PR payer. */
  entity?: string;
  /** STC02, the date of the status. */
  date?: string;
  /** STC03: WQ accepted, U rejected (on 2200B/2200C/2200D). */
  action?: string;
  /** STC04, the claim's total charge as the payer read it. */
  chargeCents?: number;
  /** STC10 and STC11: further category:status:entity triples of the same STC. */
  more: { category: string; status: string; entity?: string }[];
}

export interface ServiceLineStatus {
  procedureCode: string;
  modifiers: string[];
  chargeCents?: number;
  /** REF*FJ, the line item control number we sent (REF*6R). */
  lineControlNumber?: string;
  serviceDates?: { from: string; to: string };
  statuses: ClaimStatus[];
}

export interface ClaimAcknowledgement {
  /** TRN02 of 2200D: our CLM01, the form ID. */
  patientControlNumber: string;
  outcome: ClaimAcknowledgementOutcome;
  statuses: ClaimStatus[];
  /** REF*1K: the payer's number for the claim, needed to replace or void it later. */
  payerClaimNumber?: string;
  /** REF*D9: the clearinghouse's trace number. */
  clearinghouseTraceNumber?: string;
  /** DTP*472 of 2200D. */
  serviceDates?: { from: string; to: string };
  chargeCents?: number;
  /** 2100D: the patient as the payer knows them (for the operator when nothing matches). */
  patient: NamedMember;
  /** 2100C NM109 (XX), the billing provider's NPI. */
  billingProviderNpi?: string;
  lines: ServiceLineStatus[];
}

export interface ClaimAcknowledgementReport {
  /** ST02 and BHT03 of the 277CA. */
  controlNumber: string;
  reference?: string;
  /** 2100A: who acknowledges (clearinghouse or payer). */
  source: NamedParty;
  /** 2200B TRN02: the batch or file reference they acknowledge, and their batch-level statuses. */
  receiver: NamedParty & { traceNumber?: string; statuses: ClaimStatus[] };
  /** 2200C statuses per billing provider, e.g. a provider not enrolled. */
  providers: { npi?: string; name?: string; statuses: ClaimStatus[] }[];
  claims: ClaimAcknowledgement[];
}

/** One STC's category:status:entity, date, action and charge (shared with the 277 claim status reader). */
export function stc(segment: Segment, delimiters: Delimiters): ClaimStatus {
  const triple = (n: number) => {
    const [category = '', status = '', entity] = components(segment, n, delimiters);
    return { category, status, ...(entity ? { entity } : {}) };
  };
  const first = triple(1);
  if (!first.category || !first.status) {
    throw new X12ReadError('structure', `${label(segment, 1)} has no category and status code.`);
  }
  return {
    ...first,
    date: optionalDate(segment, 2),
    action: optional(segment, 3),
    chargeCents: optionalMoney(segment, 4),
    more: [10, 11].filter((n) => element(segment, n) !== '').map(triple),
  };
}

function outcomeOf(statuses: ClaimStatus[]): ClaimAcknowledgementOutcome {
  const categories = statuses.flatMap((status) => [
    status.category,
    ...status.more.map((m) => m.category),
  ]);
  if (categories.some((category) => REJECTED.has(category))) return 'rejected';
  if (categories.some((category) => ACCEPTED.has(category))) return 'accepted';
  return 'unknown';
}

const structure = (message: string) => new X12ReadError('structure', message);

/** Where a 277CA is while its segments are read: the HL level and the loops open at it. */
interface Reading277ca {
  report: ClaimAcknowledgementReport;
  level: string;
  provider: ClaimAcknowledgementReport['providers'][number] | undefined;
  claim: ClaimAcknowledgement | undefined;
  line: ServiceLineStatus | undefined;
  /** Claims whose TRN was read, checked and given their outcome once the transaction ends. */
  claimsToFinish: ClaimAcknowledgement[];
}

function enterLevel(reading: Reading277ca, segment: Segment): void {
  const level = required(segment, 3);
  reading.level = level;
  reading.line = undefined;
  if (level === '19') {
    reading.provider = { statuses: [] };
    reading.report.providers.push(reading.provider);
  } else if (level === 'PT') {
    if (!reading.provider)
      throw structure(
        `Patient HL at segment ${segment.position} has no billing provider HL above it.`,
      );
    reading.claim = undefined;
  } else if (level !== '20' && level !== '21') {
    throw structure(`${label(segment, 3)}: unexpected hierarchical level for a 277CA.`);
  }
}

/** NM1: the source, the receiver, a billing provider, or the patient that opens a claim. */
function readName(reading: Reading277ca, segment: Segment): void {
  const { level, report, provider } = reading;
  const name = namedParty(segment);
  if (level === '20') report.source = name;
  else if (level === '21') Object.assign(report.receiver, name);
  else if (level === '19' && provider) {
    provider.name = name.name;
    provider.npi = name.id;
  } else if (level === 'PT') {
    reading.claim = {
      patientControlNumber: '',
      outcome: 'unknown',
      statuses: [],
      patient: namedMember(segment),
      billingProviderNpi: provider?.npi,
      lines: [],
    };
  }
}

function readTrace(reading: Reading277ca, segment: Segment): void {
  const { level, claim } = reading;
  if (level === '21') reading.report.receiver.traceNumber = optional(segment, 2);
  if (level === 'PT') {
    if (!claim || claim.patientControlNumber)
      throw structure(
        `TRN at segment ${segment.position} is not the first TRN after a patient NM1.`,
      );
    claim.patientControlNumber = required(segment, 2);
    reading.claimsToFinish.push(claim);
  }
}

function openLine(reading: Reading277ca, segment: Segment, delimiters: Delimiters): void {
  if (!reading.claim) throw structure(`SVC at segment ${segment.position} is outside a claim.`);
  const { code, modifiers } = procedure(segment, 1, delimiters);
  reading.line = {
    procedureCode: code,
    modifiers,
    chargeCents: optionalMoney(segment, 2),
    statuses: [],
  };
  reading.claim.lines.push(reading.line);
}

/** STC: a claim's or line's status, a billing provider's, or the receiver's (the batch's). */
function addStatus(reading: Reading277ca, segment: Segment, delimiters: Delimiters): void {
  const { level, claim, line, provider } = reading;
  const target = line ?? claim;
  const status = stc(segment, delimiters);
  if (level === 'PT') {
    if (!target) throw structure(`STC at segment ${segment.position} is outside a claim.`);
    target.statuses.push(status);
    if (!line && claim && status.chargeCents !== undefined) claim.chargeCents = status.chargeCents;
  } else if (level === '19' && provider) provider.statuses.push(status);
  else if (level === '21') reading.report.receiver.statuses.push(status);
}

function readReference(reading: Reading277ca, segment: Segment): void {
  const { claim, line } = reading;
  const qualifier = element(segment, 1);
  if (line && qualifier === 'FJ') line.lineControlNumber = optional(segment, 2);
  if (!line && claim && qualifier === '1K') claim.payerClaimNumber = optional(segment, 2);
  if (!line && claim && qualifier === 'D9') claim.clearinghouseTraceNumber = optional(segment, 2);
}

/** One segment after the first HL, in the loop `reading` is at. */
function readSegment(reading: Reading277ca, segment: Segment, delimiters: Delimiters): void {
  const { id, position } = segment;
  const target = reading.line ?? reading.claim;
  const inClaim = reading.level === 'PT' && target !== undefined;
  if (id === 'NM1') readName(reading, segment);
  else if (id === 'TRN') readTrace(reading, segment);
  else if (id === 'SVC') openLine(reading, segment, delimiters);
  else if (id === 'STC') addStatus(reading, segment, delimiters);
  else if (id === 'REF' && inClaim) readReference(reading, segment);
  else if (id === 'DTP' && inClaim && element(segment, 1) === '472') {
    target.serviceDates = period(segment);
  }
  // DTP 050/009 (received, processed), QTY and AMT totals carry nothing we act on.
  else if (!['DTP', 'QTY', 'AMT', 'REF', 'PER'].includes(id)) {
    throw structure(`Segment ${position} (${id}) does not belong in a 277CA.`);
  }
}

/** Every claim needs a status; its outcome is read from its statuses. */
function finishClaims(reading: Reading277ca, controlNumber: string): void {
  for (const finished of reading.claimsToFinish) {
    if (finished.statuses.length === 0) {
      throw structure(
        `The claim acknowledged at 277CA transaction ${controlNumber} has no STC status.`,
      );
    }
    finished.outcome = outcomeOf(finished.statuses);
    reading.report.claims.push(finished);
  }
}

export function read277caTransaction(
  transaction: Transaction,
  delimiters: Delimiters,
): ClaimAcknowledgementReport {
  const reading: Reading277ca = {
    report: {
      controlNumber: transaction.controlNumber,
      source: {},
      receiver: { statuses: [] },
      providers: [],
      claims: [],
    },
    level: '',
    provider: undefined,
    claim: undefined,
    line: undefined,
    claimsToFinish: [],
  };
  for (const segment of transaction.segments) {
    if (segment.id === 'BHT') reading.report.reference = optional(segment, 3);
    else if (segment.id === 'HL') enterLevel(reading, segment);
    else if (reading.level === '')
      throw structure(`Segment ${segment.position} (${segment.id}) comes before the first HL.`);
    else readSegment(reading, segment, delimiters);
  }
  finishClaims(reading, transaction.controlNumber);
  return reading.report;
}
