import type { DbOrTx } from '../../db/database.ts';
import { findActiveGrant, listGrants } from './operator-grants.repository.ts';

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
    /** Every operator's email: ADMIN_EMAILS and the active grants (at most 200 of those). */
    async emails(): Promise<string[]> {
      const granted = (await listGrants(db))
        .filter((grant) => !grant.revokedAt)
        .map((grant) => grant.email.toLowerCase());
      return [...new Set([...fromConfig, ...granted])];
    },
    /** Whether ADMIN_EMAILS names this email (the command line cannot change that). */
    isConfiguredOperator(email: string): boolean {
      return fromConfig.has(email.trim().toLowerCase());
    },
  };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
