import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, profileIncomplete, unauthorized } from '../errors/index.ts';
import { auditActor } from '../plugins/audit-trail.ts';
import type { SessionUser } from '../modules/users/index.ts';

/**
 * Who may call a route: the guards every module's routes put in `onRequest` (run before the body
 * is read), in one place. A guard is handed the service that knows the answer (profiles,
 * operator access) by the routes, so a module guards its routes without importing profile or
 * operators.
 */

/** What the complete-profile guard asks: the profiles service answers it. */
export interface ProfileCompleteness {
  isComplete(userId: string): Promise<boolean>;
}

/** What the operator guard asks: the operators' access service answers it. */
export interface OperatorCheck {
  isOperator(email: string): Promise<boolean>;
}

/** What a non-operator hears from any operator route. */
export const NOT_AN_OPERATOR_MESSAGE =
  'The operator console is only for the people who run Doula Billing. If you need access, ask an operator to grant it.';

/** onRequest hook for routes that need a signed-in user (runs before the body is even read). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * onRequest hook for every route that touches patients, facilities or claims: a signed-in user
 * whose profile is incomplete (or whose accepted agreement is not the current one) gets 403.
 */
export function requireCompleteProfile(profiles: ProfileCompleteness) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    // Known from the session lookup (one query for who is calling); asked only when not.
    const complete = request.user.profileComplete ?? (await profiles.isComplete(request.user.id));
    if (!complete) {
      throw profileIncomplete();
    }
  };
}

/**
 * onRequest hook of every /api/operator route (before the body is read): 401 signed out,
 * 403 for anyone who is not an operator.
 */
export function requireOperator(access: OperatorCheck) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (!(await access.isOperator(request.user.email))) throw forbidden(NOT_AN_OPERATOR_MESSAGE);
  };
}

/** The operator who asked, as a claim's history and the audit trail name her. */
export function operatorOf(request: FastifyRequest) {
  const user = currentUser(request);
  return { email: user.email, label: user.email, actor: auditActor(request) };
}
