import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { parseInput } from '../../errors/index.ts';
import { recordAuditEvent } from '../audit/index.ts';
import {
  insertGrant,
  listGrants,
  findActiveGrant,
  revokeGrant,
} from './operator-grants.repository.ts';

const grantEmail = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter the email address the operator signs in with.').max(254)),
});

export interface GrantView {
  email: string;
  active: boolean;
  grantedAt: Date;
  grantedBy: string;
  revokedAt: Date | null;
  revokedBy: string | null;
}

/**
 * Granting and revoking operator access (the command line's job: shell access to the server
 * is the control). Every grant and revoke is written to the audit trail.
 */
export function createOperatorGrants(db: Db, by: string) {
  async function audit(action: 'grant' | 'revoke', grantId: string) {
    await recordAuditEvent(db, {
      userId: null,
      action: `operator.${action}`,
      entityType: 'operator',
      entityId: grantId,
      outcome: 'success',
      ip: null,
      userAgent: by,
      requestId: null,
    });
  }

  return {
    /** Grants access; answers the time of the grant already in force when there is one. */
    async grant(
      address: string,
    ): Promise<{ email: string; granted: boolean; since: Date | undefined }> {
      const { email } = parseInput(grantEmail, { email: address });
      const row = await insertGrant(db, email, by);
      if (!row) {
        return { email, granted: false, since: (await findActiveGrant(db, email))?.grantedAt };
      }
      await audit('grant', row.id);
      return { email, granted: true, since: row.grantedAt };
    },

    /** Revokes the active grant; `revoked` is false when there was none. */
    async revoke(address: string): Promise<{ email: string; revoked: boolean }> {
      const { email } = parseInput(grantEmail, { email: address });
      const row = await revokeGrant(db, email, by);
      if (row) await audit('revoke', row.id);
      return { email, revoked: Boolean(row) };
    },

    async list(): Promise<GrantView[]> {
      return (await listGrants(db)).map((row) => ({
        email: row.email,
        active: row.revokedAt === null,
        grantedAt: row.grantedAt,
        grantedBy: row.grantedBy,
        revokedAt: row.revokedAt,
        revokedBy: row.revokedBy,
      }));
    },
  };
}
