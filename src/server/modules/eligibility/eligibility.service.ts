import { normalizePayerId } from '#domain/billing/payer-mapping';
import {
  type CoverageCheckSource,
  type CoverageCheckView,
  coverageMessages,
  coverageMonthSchema,
} from '#domain/clearinghouse/coverage';
import { realTimePayloadTypes } from '#domain/clearinghouse/realtime';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import type { PatientView } from '#domain/records/patient';
import type { Db } from '../../db/database.ts';
import { nextInterchangeControlNumber } from '../../db/interchange-control-numbers.ts';
import { untilDatabaseAnswers } from '../../db/database-unavailable.ts';
import { conflict, invalid, notFound, rateLimited, unprocessable } from '../../errors/index.ts';
import { write270, writerEntityName, X12InputError } from '../../formats/x12/index.ts';
import {
  type ClearinghouseService,
  RealTimeError,
  type RealTimeTransport,
} from '../clearinghouse/index.ts';
import { type CoverageOutcome, coverageOutcomeOf, failedOutcome } from './coverage-answer.ts';
import {
  cachedCheck,
  checksOfPatient,
  completeCheck,
  presentCheck,
  reserveCheck,
} from './coverage-checks.repository.ts';

/**
 * What a 270 says of her: the billing provider as every claim file names her (the claims
 * module's rule: her business as an organization under an EIN, else she herself) and her NPI.
 */
export interface CoverageProvider {
  entity:
    | { kind: 'organization'; name: string }
    | { kind: 'person'; first: string; middle: string; last: string };
  npi: string;
}

export interface EligibilityDeps {
  db: Db;
  /** Her patient as saved (the patients module's); undefined when not hers or gone. */
  patientOf: (userId: string, patientId: string) => Promise<PatientView | undefined>;
  clearinghouses: ClearinghouseService;
  transport: RealTimeTransport;
  /** Her NPI and name, as the 270's 2100B names her. */
  billingProviderOf: (userId: string) => Promise<CoverageProvider | null>;
  /** TRN03 of every 270: "9" and nine letters or digits of ours (the X12 submitter ID's). */
  traceOriginator: string;
  dailyLimit: number;
  now?: () => Date;
}

/** TRN03 from the X12 submitter ID: "9" and its first nine letters or digits, padded. */
export const traceOriginatorOf = (submitterId: string) =>
  `9${submitterId
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(9, '0')
    .slice(0, 9)}`;

/** GS06 and ST02 of a check: its number, kept within nine digits. */
const controlNumberOf = (number: number) => (number % 999_999_999) + 1;

/** The 270 of one check; undefined when her or the patient's details cannot be written. */
function inquiryOf(
  check: { number: number; month: string; interchange: number },
  patient: PatientView,
  provider: CoverageProvider,
  connection: ConnectionView,
  trace: { number: string; originatorId: string },
  now: Date,
): string | undefined {
  const control = controlNumberOf(check.number);
  try {
    return write270({
      interchange: {
        senderId: connection.isaSenderId,
        receiverId: connection.isaReceiverId,
        usage: connection.usage === 'production' ? 'P' : 'T',
        interchangeControlNumber: check.interchange,
        groupControlNumber: control,
        transactionControlNumber: control,
        createdAt: { date: now.toISOString().slice(0, 10), time: now.toISOString().slice(11, 16) },
      },
      payer: { name: patient.insuranceProvider, id: patient.payerId },
      provider: { name: writerEntityName(provider.entity), npi: provider.npi },
      subscriber: {
        memberId: patient.policyNumber,
        name: {
          last: patient.lastName,
          first: patient.firstName,
          ...(patient.middleName ? { middle: patient.middleName } : {}),
        },
        birthDate: patient.dateOfBirth,
        ...(patient.sex === 'F' || patient.sex === 'M' ? { sex: patient.sex } : {}),
      },
      trace,
      serviceMonth: check.month,
    });
  } catch (error) {
    if (error instanceof X12InputError) return undefined;
    throw error;
  }
}

/**
 * Coverage checks (decision 077): a 270 about her patient for one month of service, sent over
 * the connection that answers real-time questions, its 271 kept with its date. Nothing of a
 * question or an answer is logged; a failure is a stored check with a plain sentence and the
 * raw answer for the operator, and nothing on the patient changes.
 */
export function createEligibilityService(deps: EligibilityDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Sends the reserved check's 270 and reads the answer: never throws for a payer's answer. */
  async function ask(
    check: { id: string; number: number; month: string },
    patient: PatientView,
    provider: CoverageProvider,
    connection: ConnectionView,
  ): Promise<{ outcome: CoverageOutcome; raw: string | null }> {
    const trace = { number: `CC${check.number}`, originatorId: deps.traceOriginator };
    // ISA13 from the sequence the batches and the claim status questions share (same sender).
    // The check is reserved already: a restart of the database is waited out here, or a retry
    // would find its own reservation "still out" and never ask.
    const interchange = await untilDatabaseAnswers(() => nextInterchangeControlNumber(db));
    const x12 = inquiryOf({ ...check, interchange }, patient, provider, connection, trace, now());
    if (!x12) return { outcome: failedOutcome(coverageMessages.patientDetails), raw: null };
    try {
      // The connection's lookup, before anything is sent, meets the database too.
      const answer = await untilDatabaseAnswers(() =>
        deps.transport.exchangeRealTime({
          payloadType: realTimePayloadTypes.eligibilityRequest,
          payload: x12,
          connectionId: connection.id,
        }),
      );
      if (answer.payloadType !== realTimePayloadTypes.eligibilityResponse) {
        return { outcome: failedOutcome(coverageMessages.refusedWhole), raw: answer.payload };
      }
      return {
        outcome: coverageOutcomeOf(answer.payload, { trace, npi: provider.npi }),
        raw: answer.payload,
      };
    } catch (error) {
      if (!(error instanceof RealTimeError)) throw error;
      // She reads what happened and what to do; the endpoint's words are our team's.
      return {
        outcome: { ...failedOutcome(coverageMessages.notAnswered), failureDetail: error.message },
        raw: error.raw,
      };
    }
  }

  return {
    /**
     * Checks her patient's coverage for a month of service (`YYYY-MM`): a cached answer from the
     * last 24 hours, or a new question counted against her daily limit. Throws only when
     * nothing was asked (not her patient, no connection, her limit, her NPI missing).
     */
    async checkCoverage(
      userId: string,
      patientId: string,
      month: string,
      source: CoverageCheckSource = 'doula',
    ): Promise<CoverageCheckView> {
      if (!coverageMonthSchema.safeParse(month).success) {
        throw invalid('Choose a month, like 2026-12.', { month: 'Choose a month, like 2026-12.' });
      }
      const patient = await deps.patientOf(userId, patientId);
      if (!patient) throw notFound();
      const key = { userId, patientId, payerId: normalizePayerId(patient.payerId), month };
      // A fresh answer is reused even while no connection answers (it was asked when one did).
      const cached = await cachedCheck(db, key, now());
      if (cached) return { ...presentCheck(cached), cached: true };
      const connection = (await deps.clearinghouses.list()).find(
        (candidate) => candidate.answersRealTime && candidate.realTimeUrl,
      );
      if (!connection) throw unprocessable(coverageMessages.notAvailable);
      const provider = await deps.billingProviderOf(userId);
      if (!provider?.npi) throw unprocessable(coverageMessages.needsNpi);
      const reservation = await reserveCheck(db, key, {
        source,
        payerName: patient.insuranceProvider,
        dailyLimit: deps.dailyLimit,
        now: now(),
      });
      if (reservation.kind === 'cached') return { ...presentCheck(reservation.row), cached: true };
      if (reservation.kind === 'running') throw conflict(coverageMessages.alreadyRunning);
      if (reservation.kind === 'limit')
        throw rateLimited(coverageMessages.dailyLimit(deps.dailyLimit));
      const { outcome, raw } = await ask(reservation.row, patient, provider, connection);
      // The question went out: its answer is kept even across a restart of the database.
      const row = await untilDatabaseAnswers(() =>
        completeCheck(db, reservation.row.id, outcome, { raw, connectionId: connection.id }),
      );
      return presentCheck(row);
    },

    /** Whether a connection answers coverage questions now ("Check coverage" is offered). */
    available: async () =>
      (await deps.clearinghouses.list()).some(
        (candidate) => candidate.answersRealTime && candidate.realTimeUrl,
      ),

    /** Her checks of one patient, newest first (at most 50). */
    async history(userId: string, patientId: string): Promise<CoverageCheckView[]> {
      const patient = await deps.patientOf(userId, patientId);
      if (!patient) throw notFound();
      return (await checksOfPatient(db, userId, patientId)).map(presentCheck);
    },
  };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
