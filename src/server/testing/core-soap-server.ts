import { randomUUID, timingSafeEqual } from 'node:crypto';
import https from 'node:https';
import type { Socket } from 'node:net';
import { CORE_RULE_VERSION, realTimePayloadTypes } from '#domain/clearinghouse/realtime';
import { answerEnvelope, type CoreEnvelope, readEnvelope } from '../modules/clearinghouse/index.ts';
import { restartableServer } from './restartable-server.ts';
import { makeTestCertificates } from './test-certificates.ts';

/**
 * A CAQH CORE real-time endpoint in the test process: HTTPS on 127.0.0.1 with a certificate
 * issued by a CA made for the test (the connection pins that CA, as it would a clearinghouse's
 * private one). It checks the SOAP envelope and the UsernameToken, answers with the payload the
 * test's function makes of the request's X12, and can play the faults an endpoint shows: slow,
 * down, busy (503), not SOAP, not X12, another PayloadID, a CORE error envelope.
 */
export type CoreFault =
  | 'not_soap'
  | 'not_x12'
  | 'other_payload_id'
  | 'core_error'
  | 'no_payer_response'
  | 'http_500'
  | 'other_payload_type';

export interface CoreFaults {
  /** Waits this long before answering. */
  delayMs?: number;
  /** Answers this way instead of the payload. */
  answer?: CoreFault;
  /** Answers 503 (busy) to this many requests first. */
  busyTimes?: number;
  /**
   * Echoes the request's credentials in whatever it answers, as a careless endpoint does: its
   * UsernameToken header, and the password again in a comment.
   */
  echoCredentials?: boolean;
}

export interface CoreTestServer {
  url: string;
  /** The test CA's certificate, to pin on the connection. */
  caCertificate: string;
  username: string;
  password: string;
  senderId: string;
  receiverId: string;
  faults: CoreFaults;
  /** What answers a request: the request's X12 in, the answer's X12 out. */
  respond: (x12: string) => string;
  /** Every envelope that reached the endpoint (whatever it answered), oldest first. */
  received: CoreEnvelope[];
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A stand-in answer until a test gives its own (the formats' fixtures). */
export const PLACEHOLDER_ANSWER =
  'ISA*00*          *00*          *ZZ*PAYER*ZZ*DOULABILL~IEA*1*000000001~';

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const answerTypeOf = (requestType: string) =>
  requestType === realTimePayloadTypes.claimStatusRequest
    ? realTimePayloadTypes.claimStatusResponse
    : realTimePayloadTypes.eligibilityResponse;

const soapFault = (subcode: string) =>
  `<?xml version="1.0"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"><env:Body><env:Fault><env:Code><env:Value>env:Sender</env:Value><env:Subcode><env:Value>${subcode}</env:Value></env:Subcode></env:Code><env:Reason><env:Text xml:lang="en">Refused</env:Text></env:Reason></env:Fault></env:Body></env:Envelope>`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const timePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export async function startCoreSoapServer(
  options: { respond?: (x12: string) => string; faults?: CoreFaults } = {},
): Promise<CoreTestServer> {
  const certificates = makeTestCertificates();

  const state: CoreTestServer = {
    url: '',
    caCertificate: certificates.caCertificate,
    username: 'doulabilling',
    password: 'real-time correct horse',
    senderId: 'DOULABILLING',
    receiverId: 'TESTPAYER',
    faults: { ...options.faults },
    respond: options.respond ?? (() => PLACEHOLDER_ANSWER),
    received: [],
    // The listener is made below, with the handler that reads this state.
    stop: () => listener.stop(),
    start: () => listener.start(),
    close: () => listener.stop(),
  };

  /** What the endpoint says of an envelope that is not a well-formed CORE request, if it is not. */
  const envelopeError = (envelope: CoreEnvelope): string | undefined => {
    if (envelope.processingMode !== 'RealTime') return 'ProcessingModeNotSupported';
    if (envelope.coreRuleVersion !== CORE_RULE_VERSION) return 'VersionMismatch';
    if (!uuidPattern.test(envelope.payloadId)) return 'PayloadIDRequired';
    if (!timePattern.test(envelope.timeStamp)) return 'TimeStampRequired';
    if (envelope.senderId !== state.senderId) return 'SenderIDNotAuthorized';
    if (envelope.receiverId !== state.receiverId) return 'ReceiverIDNotAuthorized';
    if (
      envelope.payloadType !== realTimePayloadTypes.eligibilityRequest &&
      envelope.payloadType !== realTimePayloadTypes.claimStatusRequest
    ) {
      return 'PayloadTypeIllegal';
    }
    return undefined;
  };

  const answer = (envelope: CoreEnvelope, fields: Partial<CoreEnvelope>) =>
    answerEnvelope({
      ...envelope,
      payloadType: answerTypeOf(envelope.payloadType),
      timeStamp: `${new Date().toISOString().slice(0, 19)}Z`,
      senderId: envelope.receiverId,
      receiverId: envelope.senderId,
      payload: '',
      ...fields,
    });

  /** The answer with the request's security header and its password put back into it. */
  const echoing = (answered: { status: number; body: string }, request: string) => {
    const header = /<soapenv:Header>[\s\S]*<\/soapenv:Header>/.exec(request)?.[0] ?? '';
    const echo = `${header}<!-- ${state.password} -->`;
    const at = answered.body.indexOf('<soapenv:Body>');
    return {
      status: answered.status,
      body:
        at === -1
          ? `${answered.body}${echo}`
          : answered.body.slice(0, at) + echo + answered.body.slice(at),
    };
  };

  async function reply(body: string): Promise<{ status: number; body: string }> {
    const answered = await answerTo(body);
    return state.faults.echoCredentials ? echoing(answered, body) : answered;
  }

  async function answerTo(body: string): Promise<{ status: number; body: string }> {
    const read = readEnvelope(body);
    if (read.kind !== 'request') return { status: 400, body: soapFault('env:Sender') };
    const { envelope } = read;
    state.received.push(envelope);
    if (
      !sameText(read.username ?? '', state.username) ||
      !sameText(read.password ?? '', state.password)
    ) {
      return { status: 401, body: soapFault('wsse:FailedAuthentication') };
    }
    const error = envelopeError(envelope);
    if (error)
      return { status: 200, body: answer(envelope, { errorCode: error, errorMessage: error }) };
    const faults = state.faults;
    if (faults.busyTimes && faults.busyTimes > 0) {
      faults.busyTimes -= 1;
      return { status: 503, body: 'Service Unavailable' };
    }
    if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    const payload = state.respond(envelope.payload);
    switch (faults.answer) {
      case 'not_soap':
        return { status: 200, body: '<html><body>Maintenance</body></html>' };
      case 'http_500':
        return { status: 500, body: 'Internal Server Error' };
      case 'not_x12':
        return { status: 200, body: answer(envelope, { payload: 'Member found.' }) };
      case 'other_payload_id':
        return { status: 200, body: answer(envelope, { payload, payloadId: randomUUID() }) };
      case 'other_payload_type':
        return {
          status: 200,
          body: answer(envelope, { payload, payloadType: 'X12_835_Response_005010X221A1' }),
        };
      case 'core_error':
        return {
          status: 200,
          body: answer(envelope, {
            errorCode: 'ReceiverDown',
            errorMessage: 'The payer system is unavailable.',
          }),
        };
      case 'no_payer_response':
        return {
          status: 200,
          body: answer(envelope, {
            errorCode: 'NoPayerResponse',
            errorMessage: 'No response was received from the payer.',
          }),
        };
      default:
        return { status: 200, body: answer(envelope, { payload }) };
    }
  }

  const listener = restartableServer<Socket>(
    () => {
      const next = https.createServer(
        { key: certificates.key, cert: certificates.certificate },
        (request, response) => {
          const chunks: Buffer[] = [];
          request.on('data', (chunk: Buffer) => chunks.push(chunk));
          request.on('end', () => {
            const type = request.headers['content-type'] ?? '';
            const done = (status: number, body: string) => {
              response.writeHead(status, { 'content-type': 'application/soap+xml; charset=UTF-8' });
              response.end(body);
            };
            if (request.method !== 'POST' || !type.startsWith('application/soap+xml')) {
              return done(415, soapFault('env:Sender'));
            }
            reply(Buffer.concat(chunks).toString('utf8')).then(
              (answered) => done(answered.status, answered.body),
              () => done(500, soapFault('env:Receiver')),
            );
          });
        },
      );
      next.on('connection', (socket: Socket) => listener.track(socket));
      return next;
    },
    (socket) => socket.destroy(),
  );

  await listener.start();
  state.url = `https://127.0.0.1:${listener.port}/core/realtime`;
  return state;
}
