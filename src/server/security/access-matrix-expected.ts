import type { RouteAccess } from './access-matrix.ts';

/** Who calls a route in the access matrix test. */
export type CallerKind = 'anonymous' | 'incomplete' | 'owner' | 'otherUser' | 'operator';
export const callerKinds: CallerKind[] = [
  'anonymous',
  'incomplete',
  'owner',
  'otherUser',
  'operator',
];

/**
 * The answer each kind of caller must get from a route of the access matrix: its own success for
 * whom it lets in, 401 signed out, 403 not allowed, 404 for another doula's record, and the few
 * routes that let a caller in and then refuse her by their rules (said where they are).
 */
function successStatus(route: RouteAccess): number {
  if (route.method === 'DELETE' || route.url.endsWith('/archive')) return 204;
  if (
    route.method === 'POST' &&
    [
      '/api/patients',
      '/api/facilities',
      '/api/claims',
      '/api/operator/invitations',
      '/api/operator/agreements',
      '/api/operator/payer-profiles',
      '/api/operator/payer-profiles/:profileId/versions',
      '/api/operator/batches',
      '/api/operator/imports',
      '/api/operator/clearinghouse-connections',
      '/api/operator/fees/credits',
      '/api/operator/fees/payments',
      '/api/patients/:id/recommendations',
    ].includes(route.url)
  ) {
    return 201;
  }
  return 200;
}

export function expectedStatus(route: RouteAccess, kind: CallerKind): number {
  const ok = successStatus(route);
  switch (route.access) {
    case 'public':
      return ok;
    case 'signedIn':
      if (kind === 'anonymous') return 401;
      // Allowed in, then refused by the rules: this operator has no invitation to redeem.
      if (kind === 'operator' && route.url === '/api/registration') return 400;
      return ok;
    case 'completeProfile':
      if (kind === 'anonymous') return 401;
      if (kind === 'incomplete' || kind === 'operator') return 403;
      if (kind === 'otherUser' && route.owns) return 404;
      // Let in, then refused by the rules: the owner's claim is pending, nothing to correct or void.
      if (
        route.method === 'POST' &&
        (route.url === '/api/claims/:id/correction' || route.url === '/api/claims/:id/void')
      )
        return 409;
      // Let in, then refused by the rules: the owner's claim was never received late.
      if (route.url === '/api/claims/:id/prompt-pay-letter') return 422;
      // Let in, then refused by the rules: no connection answers real-time questions here.
      if (route.method === 'POST' && route.url === '/api/patients/:id/coverage-checks') return 422;
      // Let in, then refused by the rules: the owner's claim is pending, the payer decided nothing.
      if (route.method === 'POST' && route.url === '/api/claims/:id/reconsiderations') return 422;
      // Let in, then refused: this app has no Stripe settings ("not configured").
      if (route.url === '/api/card/setup') return 409;
      return ok;
    case 'signature':
      // No caller's session counts: without a valid signature every call is refused.
      return 400;
    case 'operator':
      if (kind === 'anonymous') return 401;
      if (kind === 'operator' && route.url === '/api/operator/fees/refunds') return 404;
      // Let in, then refused by the rules: the matrix's batch was never rejected by a 999.
      if (kind === 'operator' && route.url === '/api/operator/batches/:id/resend') return 409;
      return kind === 'operator' ? ok : 403;
  }
}
