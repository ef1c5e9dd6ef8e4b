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
 *
 * One route a line, `METHOD /path access [owns | stream]`: a table reads better than a list of
 * objects, and the row type below refuses a line whose method, access or record is not one of
 * the known words.
 */
export type Access = 'public' | 'signedIn' | 'completeProfile' | 'operator' | 'signature';

export interface RouteAccess {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  /** The record an `:id` in the path names (operators reach every doula's). */
  owns?:
    | 'patient'
    | 'facility'
    | 'claim'
    | 'invitation'
    | 'batch'
    | 'import'
    | 'payment'
    | 'connection'
    | 'statement'
    | 'recommendation'
    | 'reconsideration';
  /** A long-lived stream (Server-Sent Events): probed over real HTTP, not inject. */
  stream?: boolean;
}

type Method = RouteAccess['method'];
type Row =
  | `${Method} /api/${string} ${Access}`
  | `${Method} /api/${string} ${Access} ${NonNullable<RouteAccess['owns']> | 'stream'}`;

const rows = [
  'GET /api/public-config public',
  'DELETE /api/session public',
  'GET /api/session signedIn',
  'GET /api/agreements/current signedIn',
  'POST /api/invitations/check signedIn',
  'GET /api/profile signedIn',
  'POST /api/registration signedIn',
  'PUT /api/profile completeProfile',
  'GET /api/account/export completeProfile',
  'GET /api/patients completeProfile',
  'POST /api/patients completeProfile',
  'GET /api/patients/:id completeProfile patient',
  'PUT /api/patients/:id completeProfile patient',
  'POST /api/patients/:id/archive completeProfile patient',
  'GET /api/facilities completeProfile',
  'POST /api/facilities completeProfile',
  'GET /api/facilities/:id completeProfile facility',
  'PUT /api/facilities/:id completeProfile facility',
  'POST /api/facilities/:id/archive completeProfile facility',
  'GET /api/claims completeProfile',
  'POST /api/claims completeProfile',
  'GET /api/claims/totals completeProfile',
  'GET /api/claims/summary completeProfile',
  'GET /api/claims/attention-count completeProfile',
  'GET /api/first-steps completeProfile',
  'GET /api/claims/:id completeProfile claim',
  'GET /api/claims/:id/cms1500 completeProfile claim',
  'GET /api/claims/:id/prompt-pay-letter completeProfile claim',
  'POST /api/claims/:id/correction completeProfile claim',
  'GET /api/claims/:id/correction completeProfile claim',
  'POST /api/claims/:id/void completeProfile claim',
  'POST /api/claims/:id/reconsiderations completeProfile claim',
  'GET /api/reconsiderations completeProfile',
  'GET /api/reconsiderations/:id completeProfile reconsideration',
  'POST /api/reconsiderations/:id/state completeProfile reconsideration',
  'GET /api/reconsiderations/:id/packet completeProfile reconsideration',
  'GET /api/operator/reconsiderations operator',
  'GET /api/patients/:id/billing completeProfile patient',
  'GET /api/patients/billing-summaries completeProfile',
  'GET /api/patients/:id/coverage-checks completeProfile patient',
  'POST /api/patients/:id/coverage-checks completeProfile patient',
  'GET /api/patients/:id/recommendations completeProfile patient',
  'POST /api/patients/:id/recommendations completeProfile patient',
  'PUT /api/recommendations/:id completeProfile recommendation',
  'GET /api/recommendations/:id/file completeProfile recommendation',
  'GET /api/billing/catalog completeProfile',
  'GET /api/events completeProfile stream',
  'GET /api/operator/claims operator',
  'GET /api/operator/money operator',
  'GET /api/operator/money/waiting operator',
  'GET /api/operator/claims/:id operator claim',
  'GET /api/operator/claims/cms1500 operator',
  'POST /api/operator/claims/:id/status operator claim',
  // "Ask now": a 276 about the claim over the real-time connection (decision 078).
  'POST /api/operator/claims/:id/status-inquiries operator claim',
  // Ask her for the recommendation the claim relies on (decision 111).
  'POST /api/operator/claims/:id/recommendation-request operator claim',
  'GET /api/operator/payer-profiles operator',
  'POST /api/operator/payer-profiles operator',
  'PATCH /api/operator/payer-profiles/:profileId operator',
  'POST /api/operator/payer-profiles/:profileId/versions operator',
  'PUT /api/operator/payer-profiles/:profileId/prompt-pay operator',
  'PUT /api/operator/payer-mapping operator',
  'GET /api/operator/invitations operator',
  'POST /api/operator/invitations operator',
  'POST /api/operator/invitations/:id/revoke operator invitation',
  'GET /api/operator/agreements operator',
  'POST /api/operator/agreements operator',
  'GET /api/operator/audit-events operator',
  'GET /api/operator/batches operator',
  'POST /api/operator/batches operator',
  'GET /api/operator/batches/:id operator batch',
  'GET /api/operator/batches/:id/file operator batch',
  'POST /api/operator/batches/:id/resend operator batch',
  'GET /api/operator/outbox operator',
  'GET /api/operator/imports operator',
  'POST /api/operator/imports operator',
  'GET /api/operator/imports/:id operator import',
  'GET /api/operator/payments/held operator',
  'GET /api/operator/late-claims operator',
  'GET /api/operator/section-counts operator',
  'POST /api/operator/payments/:id/review operator payment',
  'GET /api/operator/clearinghouse-connections operator',
  'POST /api/operator/clearinghouse-connections operator',
  'GET /api/operator/clearinghouse-connections/:id operator connection',
  'PATCH /api/operator/clearinghouse-connections/:id operator connection',
  'POST /api/operator/clearinghouse-connections/:id/test operator connection',
  'GET /api/operator/overdue-batches operator',
  'GET /api/operator/enrollments operator',
  'PUT /api/operator/enrollments operator',
  'POST /api/operator/clearinghouse-connections/:id/send-now operator connection',
  'GET /api/operator/clearinghouse-connections/:id/uploads operator connection',
  'POST /api/operator/clearinghouse-connections/:id/poll-now operator connection',
  'GET /api/operator/clearinghouse-connections/:id/downloads operator connection',
  // Her fees: the session names the doula, the path only a month of her own ledger; a month
  // she has no statement for is not found, whoever else has one.
  'GET /api/fees completeProfile',
  'GET /api/fees/notice completeProfile',
  'GET /api/fees/statements/:month completeProfile statement',
  'GET /api/fees/statements/:month/pdf completeProfile statement',
  'GET /api/operator/fees/prices operator',
  'PUT /api/operator/fees/price operator',
  'GET /api/operator/fees/doulas operator',
  'GET /api/operator/fees/unpaid operator',
  'POST /api/operator/fees/credits operator',
  'POST /api/operator/fees/payments operator',
  'POST /api/operator/fees/charges operator',
  'GET /api/operator/fees/card-payments operator',
  'POST /api/operator/fees/refunds operator',
  'GET /api/card completeProfile',
  'POST /api/card/setup completeProfile',
  'POST /api/stripe/webhook signature',
] as const satisfies readonly Row[];

/** `METHOD /path` of every route in the table, as a type (the hardening tests switch on it). */
export type RouteKey = (typeof rows)[number] extends infer R
  ? R extends `${infer M} ${infer U} ${string}`
    ? `${M} ${U}`
    : never
  : never;

const owned = new Set<string>([
  'patient',
  'facility',
  'claim',
  'reconsideration',
  'invitation',
  'batch',
  'import',
  'payment',
  'connection',
  'statement',
  'recommendation',
] satisfies NonNullable<RouteAccess['owns']>[]);

function routeOf(row: Row): RouteAccess {
  const [method, url, access, last] = row.split(' ') as [Method, string, Access, string?];
  if (last === undefined) return { method, url, access };
  if (last === 'stream') return { method, url, access, stream: true };
  if (!owned.has(last)) throw new Error(`access matrix: unknown record in "${row}"`);
  return { method, url, access, owns: last as RouteAccess['owns'] };
}

export const accessMatrix: readonly RouteAccess[] = rows.map(routeOf);
