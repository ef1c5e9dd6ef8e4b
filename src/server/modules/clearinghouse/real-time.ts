import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type RealTimeAnswer,
  type RealTimeFailure,
  type RealTimeRequestType,
  realTimePayloadTypes,
  realTimeRequestTypes,
} from '#domain/clearinghouse/realtime';
import { DomainError, invalid } from '../../errors/index.ts';
import type { ClearinghouseService, RealTimeTarget } from './connections.service.ts';
import { answerKept } from './answer-kept.ts';
import { readEnvelope, requestEnvelope } from './core-envelope.ts';
import { postEnvelope, type PostResult } from './real-time-post.ts';

const messages: Record<RealTimeFailure, string> = {
  not_configured: 'No connection answers real-time questions yet.',
  cannot_connect: 'Could not reach the real-time endpoint.',
  certificate_refused:
    "The real-time endpoint's certificate is not trusted for this connection; nothing was sent.",
  timeout: 'The real-time endpoint did not answer in time.',
  login_refused: 'The real-time endpoint refused the login.',
  http_error: 'The real-time endpoint answered with an HTTP error.',
  core_error: 'The clearinghouse refused the request.',
  not_soap: 'The real-time endpoint answered with something that is not a CORE envelope.',
  not_x12: 'The real-time answer holds no X12 transaction.',
  wrong_answer: 'The real-time answer is not the answer to this request.',
};

/**
 * CORE error codes that are not the clearinghouse refusing the request: said as what happened,
 * so nobody goes looking for a fault in a request that was fine.
 */
const coreErrorSentences: Partial<Record<string, string>> = {
  NoPayerResponse: 'The clearinghouse sent the request, but the payer did not answer it.',
};

/**
 * A real-time exchange that failed, with why (`reason`). The message is one plain sentence with
 * no host, user, secret or payload, so it may be shown and logged. `raw` is what the endpoint
 * answered, for the operator to read; it is not enumerable, so a logged error never carries it.
 */
export class RealTimeError extends DomainError {
  declare readonly raw: string | null;

  constructor(
    readonly reason: RealTimeFailure,
    raw: string | null = null,
    detail?: string,
    sentence: string = messages[reason],
  ) {
    super('unprocessable', detail ? `${sentence} ${detail}` : sentence);
    this.name = 'RealTimeError';
    Object.defineProperty(this, 'raw', { value: raw, enumerable: false });
  }
}

/** The answers a request may bring: its own answer, or an acknowledgment refusing it. */
const answerTypes: Record<RealTimeRequestType, string[]> = {
  [realTimePayloadTypes.eligibilityRequest]: [realTimePayloadTypes.eligibilityResponse],
  [realTimePayloadTypes.claimStatusRequest]: [realTimePayloadTypes.claimStatusResponse],
};
const acknowledgments: string[] = [
  realTimePayloadTypes.acknowledgment,
  realTimePayloadTypes.interchangeAcknowledgment,
];

/** A CORE ErrorCode is a short token; anything else is not repeated in the sentence. */
const shownCode = (code: string) => (/^[A-Za-z0-9_<>.-]{1,60}$/.test(code) ? code : undefined);

export interface RealTimeOptions {
  /** The pause before the one retry a failure to connect gets (tests shorten it). */
  retryDelayMs?: number;
}

/**
 * Whether a failed POST may be sent again: only when the request certainly did not reach the
 * payer (no connection was made, or the server said 503, it is not taking requests). A timeout
 * or a cut connection may have been processed, and may be billed: never repeated.
 */
const mayRetry = (result: PostResult) =>
  result.ok ? result.status === 503 : result.failure === 'cannot_connect' && !result.reachedServer;

function answerOf(
  target: RealTimeTarget,
  requestType: RealTimeRequestType,
  payloadId: string,
  result: PostResult,
): RealTimeAnswer {
  if (!result.ok) throw new RealTimeError(result.failure);
  const { status } = result;
  // Read from what came; hand on only what may be kept (no echoed credential, no SSN).
  const read = readEnvelope(result.body);
  const body = answerKept(result.body, target.password);
  if (status === 401 || status === 403) throw new RealTimeError('login_refused', body);
  if (read.kind === 'fault') throw new RealTimeError(read.failure, body);
  // A CORE error envelope says more than its HTTP status, whichever status it came with.
  if (read.kind === 'answer' && read.envelope.errorCode !== 'Success') {
    const code = shownCode(read.envelope.errorCode ?? '');
    throw new RealTimeError(
      'core_error',
      body,
      code ? `(CORE error ${code})` : undefined,
      code ? coreErrorSentences[code] : undefined,
    );
  }
  if (status < 200 || status > 299) {
    throw new RealTimeError('http_error', body, `(HTTP ${status})`);
  }
  if (read.kind !== 'answer') throw new RealTimeError('not_soap', body);
  const { envelope } = read;
  if (envelope.payloadId !== payloadId) throw new RealTimeError('wrong_answer', body);
  const expected = [...answerTypes[requestType], ...acknowledgments];
  if (!expected.includes(envelope.payloadType)) throw new RealTimeError('wrong_answer', body);
  if (!envelope.payload.startsWith('ISA')) throw new RealTimeError('not_x12', body);
  return {
    payloadType: envelope.payloadType,
    payload: answerKept(envelope.payload, target.password),
    payloadId,
    connectionId: target.connectionId,
    receivedAt: new Date().toISOString(),
  };
}

/**
 * Real-time questions (270 eligibility, 276 claim status) over the CAQH CORE connectivity rule:
 * a SOAP 1.2 envelope with a WS-Security UsernameToken, POSTed over HTTPS to the endpoint of the
 * connection that answers real-time questions. The payload is X12 text, written and read by the
 * formats; this only carries it.
 */
export function createRealTimeTransport(
  clearinghouses: ClearinghouseService,
  options: RealTimeOptions = {},
) {
  const retryDelayMs = options.retryDelayMs ?? 1_000;

  return {
    /**
     * Sends one request and answers the payload that came back, or throws a `RealTimeError`.
     * `connectionId` picks a connection other than the one answering real-time questions.
     */
    async exchangeRealTime(request: {
      payloadType: RealTimeRequestType;
      payload: string;
      connectionId?: string;
    }): Promise<RealTimeAnswer> {
      if (!realTimeRequestTypes.includes(request.payloadType)) {
        throw invalid('This is not a real-time request type.');
      }
      if (!request.payload.startsWith('ISA')) {
        throw invalid('The request is not an X12 interchange.');
      }
      const target = await clearinghouses.realTimeTargetOf(request.connectionId);
      if (!target) throw new RealTimeError('not_configured');
      // One PayloadID for the retry too: the endpoint can tell a repeat from a new question.
      const payloadId = randomUUID();
      const envelope = requestEnvelope({
        payloadType: request.payloadType,
        payload: request.payload,
        payloadId,
        timeStamp: new Date(),
        senderId: target.senderId,
        receiverId: target.receiverId,
        username: target.username,
        password: target.password,
      });
      const post = () =>
        postEnvelope(target.url, envelope, {
          timeoutMs: target.timeoutMs,
          caCertificate: target.caCertificate,
          allowPrivate: target.allowPrivate,
        });
      let result = await post();
      if (mayRetry(result)) {
        await sleep(retryDelayMs);
        result = await post();
      }
      return answerOf(target, request.payloadType, payloadId, result);
    },
  };
}

export type RealTimeTransport = ReturnType<typeof createRealTimeTransport>;
