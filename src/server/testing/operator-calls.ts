import { randomUUID } from 'node:crypto';
import { defaultPayerMapping } from '#domain/billing/index';
import type { RouteKey } from '../security/access-matrix.ts';
import {
  freshInvitation,
  operatorCookie,
  submitClaim,
  withdrawAgreement,
  type Doula,
} from './doulas.ts';
import { pooledDeniedClaim } from './payer-decisions.ts';
import { uploadOf } from './response-files.ts';
import {
  askableClaim,
  batchBody,
  connectionBody,
  freshConnection,
  freshHeldPayment,
  freshPayerProfile,
  freshRejectedBatch,
  payerProfileBody,
  payerVersionBody,
} from './operator-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { call, type WriteCall } from './write-call.ts';

/** The operator's write routes, but for the card ones (card-calls.ts). */
type OperatorRoute = Exclude<
  Extract<RouteKey, `${'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/operator/${string}`>,
  'POST /api/operator/fees/charges' | 'POST /api/operator/fees/refunds'
>;

/** The operator's routes of the claims' exchange with clearinghouses and payers. */
type ExchangeRoute = Extract<
  OperatorRoute,
  | `${string}/clearinghouse-connections${string}`
  | `${string}/imports`
  | `${string}/claims/${string}`
  | `${string}/batches${string}`
  | `${string}/payments/${string}`
>;

const byOperator = async (
  t: TestApp,
  method: WriteCall['method'],
  url: string,
  body?: WriteCall['body'],
) => call(method, url, await operatorCookie(t), body);

/** A valid call of an operator route (see validCall), on this doula's claims where it takes one. */
export async function operatorCall(
  t: TestApp,
  doula: Doula,
  route: OperatorRoute,
): Promise<WriteCall> {
  switch (route) {
    case 'POST /api/operator/invitations': {
      const suffix = randomUUID().slice(0, 8);
      return byOperator(t, 'POST', '/api/operator/invitations', {
        email: `invitee-${suffix}@example.com`,
        code: `INVITE-${suffix}`.toUpperCase(),
      });
    }
    case 'POST /api/operator/invitations/:id/revoke':
      return byOperator(t, 'POST', `/api/operator/invitations/${await freshInvitation(t)}/revoke`);
    case 'POST /api/operator/agreements':
      return {
        ...(await byOperator(t, 'POST', '/api/operator/agreements', {
          version: `v-${randomUUID().slice(0, 8)}`,
          content: 'The agreement, in full.',
        })),
        afterSuccess: (response) => withdrawAgreement(t, (response.json() as { id: string }).id),
      };
    case 'POST /api/operator/payer-profiles':
      return byOperator(t, 'POST', '/api/operator/payer-profiles', payerProfileBody());
    case 'POST /api/operator/payer-profiles/:profileId/versions':
      return byOperator(
        t,
        'POST',
        `/api/operator/payer-profiles/${await freshPayerProfile(t)}/versions`,
        payerVersionBody(),
      );
    case 'PATCH /api/operator/payer-profiles/:profileId':
      return byOperator(t, 'PATCH', `/api/operator/payer-profiles/${await freshPayerProfile(t)}`, {
        name: payerProfileBody().name,
      });
    case 'PUT /api/operator/payer-profiles/:profileId/prompt-pay':
      return byOperator(
        t,
        'PUT',
        `/api/operator/payer-profiles/${await freshPayerProfile(t)}/prompt-pay`,
        { rules: [] },
      );
    case 'PUT /api/operator/payer-mapping':
      return byOperator(t, 'PUT', '/api/operator/payer-mapping', { ...defaultPayerMapping });
    case 'PUT /api/operator/enrollments':
      return byOperator(t, 'PUT', '/api/operator/enrollments', {
        payerId: `ENR${randomUUID().slice(0, 8)}`,
        transaction: 'eligibility',
        state: 'pending',
        requestedOn: '2026-11-20',
        note: 'Form sent by fax.',
      });
    case 'PUT /api/operator/fees/price':
      // The default price, from long ago: valid, and changes no price the other tests see.
      return byOperator(t, 'PUT', '/api/operator/fees/price', {
        cents: 1000,
        effectiveFrom: '2020-01-01',
      });
    case 'POST /api/operator/fees/credits':
      return byOperator(t, 'POST', '/api/operator/fees/credits', {
        claimId: (await pooledDeniedClaim(t, doula)).id,
        reason: 'Goodwill credit.',
      });
    case 'POST /api/operator/fees/payments': {
      const today = new Date().toISOString().slice(0, 10);
      await pooledDeniedClaim(t, doula); // a charged claim: this month has a statement
      return byOperator(t, 'POST', '/api/operator/fees/payments', {
        doulaId: doula.userId,
        month: today.slice(0, 7),
        amountCents: 500,
        receivedOn: today,
        reference: 'Check 1001',
      });
    }
    default:
      return exchangeCall(t, doula, route);
  }
}

async function exchangeCall(t: TestApp, doula: Doula, route: ExchangeRoute): Promise<WriteCall> {
  switch (route) {
    case 'POST /api/operator/clearinghouse-connections':
      return byOperator(t, 'POST', '/api/operator/clearinghouse-connections', connectionBody());
    case 'PATCH /api/operator/clearinghouse-connections/:id':
      return byOperator(
        t,
        'PATCH',
        `/api/operator/clearinghouse-connections/${await freshConnection(t)}`,
        {
          usage: 'production',
          realTimeUrl: 'https://core.clearinghouse.example/realtime',
          realTimeUsername: 'billing-rt',
          realTimePassword: 'not-a-real-password',
          realTimeSenderId: 'DOULABILL',
          realTimeReceiverId: 'OFFALLY',
        },
      );
    case 'POST /api/operator/clearinghouse-connections/:id/test':
      return byOperator(
        t,
        'POST',
        `/api/operator/clearinghouse-connections/${await freshConnection(t)}/test`,
      );
    case 'POST /api/operator/clearinghouse-connections/:id/send-now':
      return byOperator(
        t,
        'POST',
        `/api/operator/clearinghouse-connections/${await freshConnection(t, { sendsClaims: true })}/send-now`,
      );
    case 'POST /api/operator/clearinghouse-connections/:id/poll-now':
      return byOperator(
        t,
        'POST',
        `/api/operator/clearinghouse-connections/${await freshConnection(t)}/poll-now`,
      );
    case 'POST /api/operator/imports':
      return { ...(await byOperator(t, 'POST', '/api/operator/imports')), upload: uploadOf() };
    case 'POST /api/operator/claims/:id/status':
      return byOperator(t, 'POST', `/api/operator/claims/${await submitClaim(t, doula)}/status`, {
        status: 'processing',
        note: 'Sent to the payer.',
      });
    case 'POST /api/operator/claims/:id/recommendation-request':
      return byOperator(
        t,
        'POST',
        `/api/operator/claims/${await submitClaim(t, doula)}/recommendation-request`,
        { note: 'The plan asks for the recommendation.' },
      );
    case 'POST /api/operator/claims/:id/status-inquiries':
      return byOperator(
        t,
        'POST',
        `/api/operator/claims/${await askableClaim(t, doula)}/status-inquiries`,
      );
    case 'POST /api/operator/batches':
      return byOperator(t, 'POST', '/api/operator/batches', await batchBody(t, doula));
    case 'POST /api/operator/batches/:id/resend':
      return byOperator(
        t,
        'POST',
        `/api/operator/batches/${await freshRejectedBatch(t, doula)}/resend`,
      );
    case 'POST /api/operator/payments/:id/review':
      return byOperator(
        t,
        'POST',
        `/api/operator/payments/${await freshHeldPayment(t, doula)}/review`,
        { decision: 'refuse' },
      );
  }
}
