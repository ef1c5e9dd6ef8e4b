import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../errors/index.ts';
import { auditActor } from '../../plugins/audit-trail.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { findActiveGrant } from './operator-grants.repository.ts';

/** What a non-operator hears from any operator route. */
export const NOT_AN_OPERATOR_MESSAGE =
  'The operator console is only for the people who run Doula Billing. If you need access, ask an operator to grant it.';

/**
 * The one place that decides who is an operator: an email listed in ADMIN_EMAILS, or one with
 * an active grant from the command line (`npm run admin -- operator grant <email>`). Checked
 * on every request, so a revoked grant stops working at once. Operators need no doula profile.
 */
export function createOperatorAccess(db: DbOrTx, adminEmails: readonly string[]) {
  const fromConfig = new Set(adminEmails.map((email) => email.trim().toLowerCase()));
  return {
    async isOperator(email: string): Promise<boolean> {
      const normalized = email.trim().toLowerCase();
      if (!normalized) return false;
      if (fromConfig.has(normalized)) return true;
      return Boolean(await findActiveGrant(db, normalized));
    },
    /** Whether ADMIN_EMAILS names this email (the command line cannot change that). */
    isConfiguredOperator(email: string): boolean {
      return fromConfig.has(email.trim().toLowerCase());
    },
  };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;

/**
 * onRequest hook of every /api/operator route (before the body is read): 401 signed out,
 * 403 for anyone who is not an operator.
 */
export function requireOperator(access: OperatorAccess) {
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
