/**
 * Who may call each API route. This table is the product's access policy in one place; the
 * test generated from it (access-matrix.test.ts) calls every route as every kind of caller,
 * and fails when a registered /api route is missing here (new routes are denied by default
 * until someone decides who may call them).
 *
 * - public: anyone, signed in or not.
 * - signedIn: any signed-in person, registered or not (401 otherwise).
 * - completeProfile: a registered doula with the current agreement accepted (401 signed out,
 *   403 with an incomplete profile); `owns` names the record type an `:id` in the path refers
 *   to: another doula's record answers 404, never its data.
 * - operator: the people who run the beta (ADMIN_EMAILS or granted): 401 signed out, 403 for
 *   everyone else.
 * - signature: called by another server, never a browser (Stripe's webhooks): no session counts
 *   and no CSRF header is asked; only a valid signature over the body lets a call in (400
 *   otherwise, whoever is signed in). Not owner-scoped: the event names its own objects.
 */
export type Access = 'public' | 'signedIn' | 'completeProfile' | 'operator' | 'signature';

export interface RouteAccess {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  /** The record an `:id` in the path names (operators reach every doula's). */
  owns?:
    'patient' | 'facility' | 'claim' | 'invitation' | 'batch' | 'import' | 'payment' | 'connection';
  /** A long-lived stream (Server-Sent Events): probed over real HTTP, not inject. */
  stream?: boolean;
}

export const accessMatrix = [
  { method: 'GET', url: '/api/public-config', access: 'public' },
  { method: 'DELETE', url: '/api/session', access: 'public' },
  { method: 'GET', url: '/api/session', access: 'signedIn' },
  { method: 'GET', url: '/api/agreements/current', access: 'signedIn' },
  { method: 'POST', url: '/api/invitations/check', access: 'signedIn' },
  { method: 'GET', url: '/api/profile', access: 'signedIn' },
  { method: 'POST', url: '/api/registration', access: 'signedIn' },
  { method: 'PUT', url: '/api/profile', access: 'completeProfile' },
  { method: 'GET', url: '/api/account/export', access: 'completeProfile' },
  { method: 'GET', url: '/api/patients', access: 'completeProfile' },
  { method: 'POST', url: '/api/patients', access: 'completeProfile' },
  { method: 'GET', url: '/api/patients/:id', access: 'completeProfile', owns: 'patient' },
  { method: 'PUT', url: '/api/patients/:id', access: 'completeProfile', owns: 'patient' },
  { method: 'POST', url: '/api/patients/:id/archive', access: 'completeProfile', owns: 'patient' },
  { method: 'GET', url: '/api/facilities', access: 'completeProfile' },
  { method: 'POST', url: '/api/facilities', access: 'completeProfile' },
  { method: 'GET', url: '/api/facilities/:id', access: 'completeProfile', owns: 'facility' },
  { method: 'PUT', url: '/api/facilities/:id', access: 'completeProfile', owns: 'facility' },
  {
    method: 'POST',
    url: '/api/facilities/:id/archive',
    access: 'completeProfile',
    owns: 'facility',
  },
  { method: 'GET', url: '/api/claims', access: 'completeProfile' },
  { method: 'POST', url: '/api/claims', access: 'completeProfile' },
  { method: 'GET', url: '/api/claims/totals', access: 'completeProfile' },
  { method: 'GET', url: '/api/claims/summary', access: 'completeProfile' },
  { method: 'GET', url: '/api/claims/attention-count', access: 'completeProfile' },
  { method: 'GET', url: '/api/first-steps', access: 'completeProfile' },
  { method: 'GET', url: '/api/claims/:id', access: 'completeProfile', owns: 'claim' },
  { method: 'GET', url: '/api/claims/:id/cms1500', access: 'completeProfile', owns: 'claim' },
  { method: 'POST', url: '/api/claims/:id/correction', access: 'completeProfile', owns: 'claim' },
  { method: 'GET', url: '/api/claims/:id/correction', access: 'completeProfile', owns: 'claim' },
  { method: 'POST', url: '/api/claims/:id/void', access: 'completeProfile', owns: 'claim' },
  { method: 'GET', url: '/api/patients/:id/billing', access: 'completeProfile', owns: 'patient' },
  { method: 'GET', url: '/api/patients/billing-summaries', access: 'completeProfile' },
  { method: 'GET', url: '/api/billing/catalog', access: 'completeProfile' },
  { method: 'GET', url: '/api/events', access: 'completeProfile', stream: true },
  { method: 'GET', url: '/api/card', access: 'completeProfile' },
  { method: 'POST', url: '/api/card/setup', access: 'completeProfile' },
  { method: 'POST', url: '/api/stripe/webhook', access: 'signature' },
  { method: 'GET', url: '/api/operator/claims', access: 'operator' },
  { method: 'GET', url: '/api/operator/money', access: 'operator' },
  { method: 'GET', url: '/api/operator/money/waiting', access: 'operator' },
  { method: 'GET', url: '/api/operator/claims/:id', access: 'operator', owns: 'claim' },
  { method: 'GET', url: '/api/operator/claims/cms1500', access: 'operator' },
  { method: 'POST', url: '/api/operator/claims/:id/status', access: 'operator', owns: 'claim' },
  { method: 'GET', url: '/api/operator/payer-profiles', access: 'operator' },
  { method: 'POST', url: '/api/operator/payer-profiles', access: 'operator' },
  { method: 'PATCH', url: '/api/operator/payer-profiles/:profileId', access: 'operator' },
  {
    method: 'POST',
    url: '/api/operator/payer-profiles/:profileId/versions',
    access: 'operator',
  },
  { method: 'PUT', url: '/api/operator/payer-mapping', access: 'operator' },
  { method: 'GET', url: '/api/operator/invitations', access: 'operator' },
  { method: 'POST', url: '/api/operator/invitations', access: 'operator' },
  {
    method: 'POST',
    url: '/api/operator/invitations/:id/revoke',
    access: 'operator',
    owns: 'invitation',
  },
  { method: 'GET', url: '/api/operator/agreements', access: 'operator' },
  { method: 'POST', url: '/api/operator/agreements', access: 'operator' },
  { method: 'GET', url: '/api/operator/audit-events', access: 'operator' },
  { method: 'GET', url: '/api/operator/batches', access: 'operator' },
  { method: 'POST', url: '/api/operator/batches', access: 'operator' },
  { method: 'GET', url: '/api/operator/batches/:id', access: 'operator', owns: 'batch' },
  { method: 'GET', url: '/api/operator/batches/:id/file', access: 'operator', owns: 'batch' },
  { method: 'GET', url: '/api/operator/outbox', access: 'operator' },
  { method: 'GET', url: '/api/operator/imports', access: 'operator' },
  { method: 'POST', url: '/api/operator/imports', access: 'operator' },
  { method: 'GET', url: '/api/operator/imports/:id', access: 'operator', owns: 'import' },
  { method: 'GET', url: '/api/operator/payments/held', access: 'operator' },
  {
    method: 'POST',
    url: '/api/operator/payments/:id/review',
    access: 'operator',
    owns: 'payment',
  },
  { method: 'GET', url: '/api/operator/clearinghouse-connections', access: 'operator' },
  { method: 'POST', url: '/api/operator/clearinghouse-connections', access: 'operator' },
  {
    method: 'GET',
    url: '/api/operator/clearinghouse-connections/:id',
    access: 'operator',
    owns: 'connection',
  },
  {
    method: 'PATCH',
    url: '/api/operator/clearinghouse-connections/:id',
    access: 'operator',
    owns: 'connection',
  },
  {
    method: 'POST',
    url: '/api/operator/clearinghouse-connections/:id/test',
    access: 'operator',
    owns: 'connection',
  },
  { method: 'GET', url: '/api/operator/overdue-batches', access: 'operator' },
  { method: 'GET', url: '/api/operator/enrollments', access: 'operator' },
  { method: 'PUT', url: '/api/operator/enrollments', access: 'operator' },
  {
    method: 'POST',
    url: '/api/operator/clearinghouse-connections/:id/send-now',
    access: 'operator',
    owns: 'connection',
  },
  {
    method: 'GET',
    url: '/api/operator/clearinghouse-connections/:id/uploads',
    access: 'operator',
    owns: 'connection',
  },
  {
    method: 'POST',
    url: '/api/operator/clearinghouse-connections/:id/poll-now',
    access: 'operator',
    owns: 'connection',
  },
  {
    method: 'GET',
    url: '/api/operator/clearinghouse-connections/:id/downloads',
    access: 'operator',
    owns: 'connection',
  },
] as const satisfies readonly RouteAccess[];
