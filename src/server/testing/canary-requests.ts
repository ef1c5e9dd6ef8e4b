import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { canary, canaryApp, describeWhatWasLeftBehind, registerCanaryDoula } from './canary.ts';
import { validClaim } from './doulas.ts';
import { hostileRoutesBySubject } from './hostile-harness.ts';
import { claimPayment, remittance835 } from './response-files.ts';
import type { WriteRoute } from './write-routes.ts';

type CanaryApp = ReturnType<typeof canaryApp>;
type CallOptions = Parameters<CanaryApp['call']>[2];

/**
 * One request of a canary file, as a row of its table: the write route it passes through
 * ('read' for a GET, which no write route counts), what it tries, the status it must answer,
 * and what differs from a plain call of the route by the canary doula. Method and url default
 * to the route's own; a route with an `:id` (and every read) names its url.
 */
export interface CanaryRequest extends Partial<CallOptions> {
  route: WriteRoute | 'read';
  label: string;
  expected: number;
}

/**
 * Sets up one canary file (see canaryApp) and gives it, besides `world` and `exercised`, `send`
 * and `sendEach` for its requests (one at a time, in the order given) and its closing checks
 * (see describeWhatWasLeftBehind).
 */
export function canaryRequestsApp(options: Parameters<typeof canaryApp>[0] = {}) {
  const canaryTest = canaryApp(options);

  function send({ route, label, expected, ...options }: CanaryRequest) {
    const [method, path] = route === 'read' ? ['GET'] : route.split(' ');
    const url = options.url ?? path;
    if (url === undefined || url.includes('/:')) throw new Error(`${label}: which url?`);
    const request = { method: method as CallOptions['method'], url, ...options };
    return canaryTest.call(route, label, request, expected);
  }

  async function sendEach(requests: readonly CanaryRequest[]) {
    const responses: LightMyRequestResponse[] = [];
    for (const request of requests) responses.push(await send(request));
    return responses;
  }

  return {
    world: canaryTest.world,
    exercised: canaryTest.exercised,
    send,
    sendEach,
    describeWhatWasLeftBehind: (wentIn: Parameters<typeof describeWhatWasLeftBehind>[1]) =>
      describeWhatWasLeftBehind(canaryTest, wentIn),
  };
}

/**
 * A canary file whose canary doula is set up directly before its first test (registerCanaryDoula:
 * registered, with a patient, a facility and a claim). The files that test refusals and the
 * operators' successes start from her; the doula's own successes make her through the routes.
 */
export function registeredCanaryApp(options: Parameters<typeof canaryApp>[0] = {}) {
  const app = canaryRequestsApp(options);
  beforeAll(() => registerCanaryDoula(app.world));
  return app;
}

/**
 * Her claim for three hours of Extended Postpartum Doula Support at the canary facility, with her
 * notes (on this date of service when given): it copies the canary patient, facility and doula.
 */
export const canaryFacilityClaim = (patientId: string, facilityId: string, serviceDate?: string) =>
  validClaim(
    patientId,
    {
      serviceType: 'Extended Postpartum Doula Support',
      serviceAdditionalInputs: { serviceDurationMinutes: '180' },
      serviceLocation: 'facility',
      facilityId,
      notes: canary.notes,
    },
    serviceDate,
  );

/**
 * Which canary file passes the canaries through which write routes in requests that succeed, by
 * the routes' subjects (as the hostile-input files group them). Together they are every write
 * route (a test holds them to the list).
 */
/** Our operators' request for a recommendation: hostile bodies beside hers, canary with theirs. */
const askForRecommendation = 'POST /api/operator/claims/:id/recommendation-request';

export const canarySuccessRoutesByFile = {
  doula: [
    ...hostileRoutesBySubject.account,
    ...hostileRoutesBySubject.records,
    ...hostileRoutesBySubject.claims,
    ...hostileRoutesBySubject.coverageChecks,
    ...hostileRoutesBySubject.recommendations.filter((route) => route !== askForRecommendation),
  ],
  operator: [
    ...hostileRoutesBySubject.operator,
    ...hostileRoutesBySubject.payerProfiles,
    ...hostileRoutesBySubject.clearinghouse,
    ...hostileRoutesBySubject.batches,
    ...hostileRoutesBySubject.batchResend,
    ...hostileRoutesBySubject.imports,
    ...hostileRoutesBySubject.paymentReview,
    ...hostileRoutesBySubject.claimStatus,
    askForRecommendation,
    ...hostileRoutesBySubject.fees,
    // The claims the console works on, and what she does once a payer has answered.
    ...hostileRoutesBySubject.claims,
    ...hostileRoutesBySubject.corrections,
  ],
  card: hostileRoutesBySubject.card,
  reconsiderations: hostileRoutesBySubject.reconsiderations,
} satisfies Record<string, WriteRoute[]>;

/**
 * The canary payer's 835 paying one of her claims in full, to her as the payee (her NPI and tax
 * ID, REF*TJ), from the payer the claim was sent to (an answer matches only a claim sent to it).
 * `patientName` puts the canary patient in the claim's NM1*QC as well; `deniedFor` denies it
 * instead, nothing paid, for that adjustment reason (CO).
 */
export function canaryRemittance(
  claim: { formId: string; serviceDateFrom: string; totalChargeCents: number },
  { patientName = false, deniedFor }: { patientName?: boolean; deniedFor?: string } = {},
): string {
  const charge = (claim.totalChargeCents / 100).toFixed(2);
  const answer = deniedFor
    ? { charge, paid: '0', status: '4', cas: [`CAS*CO*${deniedFor}*${charge}`] }
    : { charge, paid: charge };
  const segments = claimPayment(
    { formId: claim.formId, serviceDate: claim.serviceDateFrom },
    answer,
  ).map((segment) =>
    patientName && segment.startsWith('NM1*QC')
      ? `NM1*QC*1*${canary.lastName}*${canary.firstName}****MI*${canary.policyNumber}`
      : segment,
  );
  return remittance835(answer.paid, segments)
    .replace(/^N1\*PR\*MEDI-CAL~/m, `N1*PR*CANARY PAYER*XV*${canary.payerId}~`)
    .replace(/^REF\*2U\*\d+~/m, `REF*2U*${canary.payerId}~`)
    .replace(/^REF\*TJ\*\d+~/m, `REF*TJ*${canary.ssnDigits}~`);
}
