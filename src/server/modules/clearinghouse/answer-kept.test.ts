import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { realTimePayloadTypes } from '#domain/clearinghouse/realtime';
import { loadTaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import { type CoreTestServer, startCoreSoapServer } from '../../testing/core-soap-server.ts';
import { realTimeConnection } from '../../testing/coverage-checks.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { answerKept } from './answer-kept.ts';
import {
  createClearinghouseService,
  createRealTimeTransport,
  RealTimeError,
  type RealTimeTransport,
} from './index.ts';

/**
 * What a real-time exchange hands on to be stored: an endpoint that echoes our UsernameToken
 * and password, and a payer that returns the subscriber's SSN, leave neither in the answer or
 * in a failed exchange's raw body; the rest is there for the operator to read.
 */
const OPS = 'answer-kept-ops@example.com';
const SSN = '587654329';
const REQUEST_270 =
  'ISA*00*          *00*          *ZZ*DOULABILL*ZZ*PAYER~ST*270*0001*005010X279A1~';
const ANSWER_271 = `ISA*00*          *00*          *ZZ*PAYER*ZZ*DOULABILL~ST*271*0001*005010X279A1~NM1*IL*1*RIVERA*ANA****MI*POL-1001~REF*SY*${SSN}~EB*1*IND*30*MC*MEDI-CAL FULL SCOPE~`;
const eligibility = { payloadType: realTimePayloadTypes.eligibilityRequest, payload: REQUEST_270 };

let t: TestApp;
let core: CoreTestServer;
let transport: RealTimeTransport;

beforeAll(async () => {
  [t, core] = await Promise.all([buildTestApp({ ADMIN_EMAILS: OPS }), startCoreSoapServer()]);
  const { cookie } = await t.signInAs(OPS);
  const clearinghouses = createClearinghouseService(
    t.database.db,
    await loadTaxIdCipher(t.config),
    {
      allowPrivate: true,
    },
  );
  transport = createRealTimeTransport(clearinghouses, { retryDelayMs: 200 });
  await realTimeConnection(t, cookie, core);
});
afterAll(async () => {
  await Promise.all([t.close(), core.close()]);
});
beforeEach(() => {
  core.faults = { echoCredentials: true };
  core.respond = () => ANSWER_271;
});

const secrets = () => [core.password, SSN];

it('an answer keeps its X12 without the SSN, however the endpoint echoed our credentials', async () => {
  const answer = await transport.exchangeRealTime(eligibility);
  expect(answer.payload).toContain('EB*1*IND*30*MC*MEDI-CAL FULL SCOPE~');
  expect(answer.payload).toContain('REF*SY*REMOVED~');
  for (const secret of secrets()) expect(answer.payload).not.toContain(secret);
});

it('a failed exchange keeps its body for the operator, without our password or the SSN', async () => {
  for (const fault of ['core_error', 'other_payload_id', 'not_x12'] as const) {
    core.faults = { echoCredentials: true, answer: fault };
    const error = await transport.exchangeRealTime(eligibility).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error, fault).toBeInstanceOf(RealTimeError);
    const raw = (error as RealTimeError).raw ?? '';
    expect(raw, fault).toContain('COREEnvelopeRealTimeResponse');
    expect(raw, fault).toMatch(/<wsse:Password[^>]*>REMOVED<\/wsse:Password>/);
    expect(raw, fault).toContain('<wsse:Username>REMOVED</wsse:Username>');
    for (const secret of secrets()) expect(raw, fault).not.toContain(secret);
  }
});

it('removes a password however it is written, but searches the text only for one long enough', () => {
  const body = '<a:UserName>me</a:UserName><Password Type="x">p&amp;ss</Password> p&amp;ss-long';
  expect(answerKept(body, 'p&ss-long')).toBe(
    '<a:UserName>REMOVED</a:UserName><Password Type="x">REMOVED</Password> REMOVED',
  );
  expect(answerKept('ISA*00*ab~', 'ab')).toBe('ISA*00*ab~');
});
