import { randomUUID } from 'node:crypto';
import { realTimePayloadTypes } from '#domain/clearinghouse/realtime';
import type { ClaimStatusInquiryResult } from '#domain/clearinghouse/claim-status';
import type { X12Settings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors/index.ts';
import { X12InputError, write276 } from '../../formats/x12/index.ts';
import {
  type ClaimHooks,
  type ClaimService,
  type PayerAnswerChange,
  type ProviderLookup,
  hasProvider,
} from '../claims/index.ts';
import {
  type ClearinghouseService,
  RealTimeError,
  type RealTimeTransport,
} from '../clearinghouse/index.ts';
import {
  dueClaimIds,
  insertInquiry,
  nextControlNumber,
  payerClaimNumberOf,
  settleInquiry,
} from './claim-status.repository.ts';
import { inquiryOfClaim } from './inquiry-of-claim.ts';
import { postClaimStatusAnswer } from './post-answer.ts';

/** What the service logs: ids, reasons and sentences that name no one. */
export interface ClaimStatusLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ClaimStatusDeps {
  db: Db;
  claims: ClaimService;
  /** What a posted answer's transition calls inside its transaction (decision 082). */
  claimHooks: ClaimHooks;
  providerOf: ProviderLookup;
  clearinghouses: ClearinghouseService;
  transport: RealTimeTransport;
  x12: X12Settings;
  log: ClaimStatusLog;
  /** The smallest number of days any payer profile waits (bounds the due claims' walk). */
  minDays?: number;
}

/** Who asks: the job, or an operator ("Ask now", the console or the command line). */
export interface Asker {
  label: string;
  email?: string;
  actor?: PayerAnswerChange['actor'];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The least any profile may wait (the payer profile's own bound). */
const MIN_DAYS = 7;

/**
 * Asking payers about claims they accepted and then went silent about (issue 27): a 276 over
 * the real-time connection, the 277 posted like a 277CA (post-answer.ts). The job and the
 * operator's "Ask now" (console and command line) call `ask`.
 */
export function createClaimStatusService(deps: ClaimStatusDeps) {
  const { db, log } = deps;

  async function realTimeConnection() {
    const connection = (await deps.clearinghouses.list()).find((found) => found.answersRealTime);
    if (!connection) throw new RealTimeError('not_configured');
    return connection;
  }

  /** The claim asked about, refused (nothing sent) unless the payer is deciding it for a provider. */
  async function askableClaim(idOrFormId: string) {
    const claim = await deps.claims.billableForOperator(idOrFormId, deps.providerOf);
    if (!claim) throw notFound();
    if (claim.status !== 'processing') {
      throw unprocessable(
        `Claim ${claim.formId} is not being decided by the payer, so there is nothing to ask.`,
      );
    }
    if (!hasProvider(claim)) {
      throw unprocessable(`Claim ${claim.formId} has no billing provider to ask for.`);
    }
    return claim;
  }

  /** The 276 for the claim, refused when it cannot carry the claim. */
  async function inquiryPayload(
    claim: Awaited<ReturnType<typeof askableClaim>>,
    connection: Awaited<ReturnType<typeof realTimeConnection>>,
    numbers: { traceNumber: string; controlNumber: number },
  ): Promise<string> {
    try {
      return write276(
        inquiryOfClaim(
          { ...claim, payerClaimNumber: await payerClaimNumberOf(db, claim.id) },
          { ...numbers, now: new Date() },
          deps.x12,
          {
            senderId: connection.isaSenderId,
            receiverId: connection.isaReceiverId,
            usage: connection.usage === 'test' ? 'T' : 'P',
          },
        ),
      );
    } catch (error) {
      if (!(error instanceof X12InputError)) throw error;
      // Each problem names the field and element, never its value.
      throw unprocessable(error.problems.map((problem) => problem.message).join(' '));
    }
  }

  return {
    /** The claims due for a question now, the longest quiet first (at most `limit`). */
    dueClaims: (limit: number) =>
      dueClaimIds(db, new Date(Date.now() - (deps.minDays ?? MIN_DAYS) * DAY_MS), limit),

    /**
     * Asks the payer about one claim now and posts its answer. Refuses (nothing sent) a claim
     * the payer is not deciding, or one the 276 cannot carry; an exchange that fails is kept
     * as a failed inquiry with what the endpoint answered, and the answer says so.
     */
    async ask(idOrFormId: string, by: Asker): Promise<ClaimStatusInquiryResult> {
      const claim = await askableClaim(idOrFormId);
      const connection = await realTimeConnection();
      const controlNumber = await nextControlNumber(db);
      const traceNumber = randomUUID().replaceAll('-', '').toUpperCase();
      const payload = await inquiryPayload(claim, connection, { traceNumber, controlNumber });
      const inquiryId = await insertInquiry(db, {
        claimId: claim.id,
        traceNumber,
        controlNumber,
        askedBy: by.email ?? by.label,
        connectionId: connection.id,
      });
      const result = (state: ClaimStatusInquiryResult['state'], message: string) => ({
        inquiryId,
        formId: claim.formId,
        state,
        message,
      });
      let answerPayload: string;
      try {
        const answer = await deps.transport.exchangeRealTime({
          payloadType: realTimePayloadTypes.claimStatusRequest,
          payload,
          connectionId: connection.id,
        });
        answerPayload = answer.payload;
      } catch (error) {
        if (!(error instanceof RealTimeError)) throw error;
        await settleInquiry(db, inquiryId, {
          state: 'failed',
          outcome: error.reason,
          message: error.message,
          rawAnswer: error.raw,
        });
        log.warn(
          { inquiryId, claimId: claim.id, reason: error.reason },
          'claim status inquiry failed',
        );
        return result('failed', error.message);
      }
      const posted = await postClaimStatusAnswer(
        db,
        inquiryId,
        answerPayload,
        {
          changedBy: by.email ?? by.label,
          ...(by.actor ? { actor: by.actor } : {}),
        },
        deps.claimHooks,
      );
      if (posted.kind === 'refused') {
        log.warn(
          { inquiryId, claimId: claim.id },
          `claim status answer refused: ${posted.message}`,
        );
        return result('refused', posted.message);
      }
      if (posted.kind === 'already') return result('answered', 'This answer was already posted.');
      log.info({ inquiryId, claimId: claim.id, outcome: posted.outcome }, 'claim status answered');
      return result('answered', posted.message);
    },
  };
}

export type ClaimStatusService = ReturnType<typeof createClaimStatusService>;
