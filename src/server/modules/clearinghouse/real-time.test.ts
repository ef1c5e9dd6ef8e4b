import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import { realTimePayloadTypes } from '#domain/clearinghouse/realtime';
import { loadTaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import { type CoreTestServer, startCoreSoapServer } from '../../testing/core-soap-server.ts';
import { patch } from '../../testing/clearinghouse-sending.ts';
import { realTimeConnection } from '../../testing/coverage-checks.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createClearinghouseService,
  createRealTimeTransport,
  RealTimeError,
  type RealTimeTransport,
} from './index.ts';

/**
 * Real-time questions over CAQH CORE SOAP against an HTTPS endpoint on loopback whose
 * certificate a CA made for the test issued (the connection pins it): the envelope, the
 * credentials, the answer's checks, the plain sentence of each failure and the retry policy.
 */
const OPS = 'real-time-ops@example.com';
const CONNECTIONS = '/api/operator/clearinghouse-connections';
const REQUEST_270 =
  'ISA*00*          *00*          *ZZ*DOULABILL*ZZ*PAYER~ST*270*0001*005010X279A1~';
const ANSWER_271 =
  'ISA*00*          *00*          *ZZ*PAYER*ZZ*DOULABILL~ST*271*0001*005010X279A1~';
const eligibility = { payloadType: realTimePayloadTypes.eligibilityRequest, payload: REQUEST_270 };

let t: TestApp;
let ops: string;
let core: CoreTestServer;
let transport: RealTimeTransport;
let connection: ConnectionView;

beforeAll(async () => {
  [t, core] = await Promise.all([buildTestApp({ ADMIN_EMAILS: OPS }), startCoreSoapServer()]);
  ({ cookie: ops } = await t.signInAs(OPS));
  const clearinghouses = createClearinghouseService(
    t.database.db,
    await loadTaxIdCipher(t.config),
    {
      allowPrivate: true,
    },
  );
  transport = createRealTimeTransport(clearinghouses, { retryDelayMs: 200 });
  connection = await realTimeConnection(t, ops, core);
});
afterAll(async () => {
  await Promise.all([t.close(), core.close()]);
});
beforeEach(() => {
  core.faults = {};
  core.respond = () => ANSWER_271;
  core.received.length = 0;
});

const change = async (body: object) => {
  const response = await patch(t, ops, `${CONNECTIONS}/${connection.id}`, body);
  expect(response.statusCode, response.body).toBe(200);
};

/** The error an exchange fails with (the test fails if it does not). */
async function failureOf(request = eligibility): Promise<RealTimeError> {
  const error = await transport.exchangeRealTime(request).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RealTimeError);
  return error as RealTimeError;
}

describe('exchangeRealTime', () => {
  it('sends a CORE envelope with the credentials and answers the payload of the answer', async () => {
    core.respond = (x12) => (x12 === REQUEST_270 ? ANSWER_271 : 'ISA*wrong request~');
    const answer = await transport.exchangeRealTime(eligibility);
    expect(answer).toMatchObject({
      payloadType: realTimePayloadTypes.eligibilityResponse,
      payload: ANSWER_271,
      connectionId: connection.id,
    });
    expect(core.received).toEqual([
      expect.objectContaining({
        payloadType: 'X12_270_Request_005010X279A1',
        processingMode: 'RealTime',
        payloadId: answer.payloadId,
        senderId: core.senderId,
        receiverId: core.receiverId,
        coreRuleVersion: '2.2.0',
        payload: REQUEST_270,
      }),
    ]);
    expect(core.received[0]!.timeStamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('carries a 276 and its 277 the same way', async () => {
    const answer = await transport.exchangeRealTime({
      payloadType: realTimePayloadTypes.claimStatusRequest,
      payload: REQUEST_270.replace('270', '276'),
    });
    expect(answer.payloadType).toBe('X12_277_Response_005010X212');
  });

  it('refuses a wrong password with a plain sentence, and never retries it', async () => {
    await change({ realTimePassword: 'not the password' });
    try {
      const error = await failureOf();
      expect(error.reason).toBe('login_refused');
      expect(error.message).toBe('The real-time endpoint refused the login.');
      expect(core.received).toHaveLength(1);
    } finally {
      await change({ realTimePassword: core.password });
    }
  });

  it('gives up after the timeout and does not ask again (the payer may have answered)', async () => {
    await change({ realTimeTimeoutSeconds: 5 });
    core.faults = { delayMs: 5_600 };
    const started = Date.now();
    const error = await failureOf();
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('The real-time endpoint did not answer in time.');
    expect(Date.now() - started).toBeLessThan(5_500);
    expect(core.received).toHaveLength(1);
  }, 15_000);

  it('reports a CORE error envelope by its code, and keeps the raw answer out of the message and logs', async () => {
    core.faults = { answer: 'core_error' };
    const error = await failureOf();
    expect(error.reason).toBe('core_error');
    expect(error.message).toBe('The clearinghouse refused the request. (CORE error ReceiverDown)');
    expect(error.raw).toContain('The payer system is unavailable.');
    expect(JSON.stringify(error)).not.toContain('unavailable');
    expect(Object.keys(error)).not.toContain('raw');
  });

  it('says a payer that did not answer (CORE NoPayerResponse) as that, not as a refusal', async () => {
    core.faults = { answer: 'no_payer_response' };
    const error = await failureOf();
    expect(error.reason).toBe('core_error');
    expect(error.message).toBe(
      'The clearinghouse sent the request, but the payer did not answer it. (CORE error NoPayerResponse)',
    );
  });

  it.each([
    ['not_soap', 'not_soap', 'something that is not a CORE envelope'],
    ['not_x12', 'not_x12', 'holds no X12 transaction'],
    ['other_payload_id', 'wrong_answer', 'not the answer to this request'],
    ['other_payload_type', 'wrong_answer', 'not the answer to this request'],
    ['http_500', 'http_error', 'HTTP error. (HTTP 500)'],
  ] as const)('an answer %s fails as %s', async (fault, reason, words) => {
    core.faults = { answer: fault };
    const error = await failureOf();
    expect(error.reason).toBe(reason);
    expect(error.message).toContain(words);
    expect(error.raw).toBeTruthy();
    expect(core.received).toHaveLength(1);
  });

  it('retries once, with the same PayloadID, when the endpoint is busy (503)', async () => {
    core.faults = { busyTimes: 1 };
    const answer = await transport.exchangeRealTime(eligibility);
    expect(answer.payload).toBe(ANSWER_271);
    expect(core.received.map((envelope) => envelope.payloadId)).toEqual([
      answer.payloadId,
      answer.payloadId,
    ]);

    core.received.length = 0;
    core.faults = { busyTimes: 2 };
    expect((await failureOf()).message).toContain('(HTTP 503)');
    expect(core.received).toHaveLength(2);
  });

  it('retries once when the endpoint cannot be reached, and says so when it stays down', async () => {
    await core.stop();
    try {
      const error = await failureOf();
      expect(error.reason).toBe('cannot_connect');
      expect(error.message).toBe('Could not reach the real-time endpoint.');
      const back = new Promise((resolve) => setTimeout(resolve, 50)).then(() => core.start());
      const answer = await transport.exchangeRealTime(eligibility);
      await back;
      expect(answer.payload).toBe(ANSWER_271);
    } finally {
      await core.start().catch(() => undefined);
    }
  });

  it('trusts only the pinned CA: without it the test certificate is refused before anything is sent', async () => {
    await change({ realTimeCaCertificate: null });
    try {
      const error = await failureOf();
      expect(error.reason).toBe('certificate_refused');
      expect(core.received).toHaveLength(0);
    } finally {
      await change({ realTimeCaCertificate: core.caCertificate });
    }
  });

  it('says so when no connection answers real-time questions', async () => {
    await change({ answersRealTime: false });
    try {
      expect((await failureOf()).reason).toBe('not_configured');
    } finally {
      await change({ answersRealTime: true });
    }
  });

  it('refuses a payload that is not X12 and an unknown payload type before sending', async () => {
    await expect(
      transport.exchangeRealTime({ ...eligibility, payload: 'hello' }),
    ).rejects.toMatchObject({ kind: 'invalid' });
    await expect(
      transport.exchangeRealTime({
        payloadType: 'X12_837_Request_005010X222A1' as typeof eligibility.payloadType,
        payload: REQUEST_270,
      }),
    ).rejects.toMatchObject({ kind: 'invalid' });
    expect(core.received).toHaveLength(0);
  });
});
