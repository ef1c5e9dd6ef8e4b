import { createInvitationService } from '../modules/invitations/index.ts';
import { UsageError, type CliSubject } from './cli-command.ts';

export const invite: CliSubject = {
  usage: `  invite add <email> <code> [<code> ...]   add an invitation for that email with these codes
  invite list [<email>]                    list invitations (for one email)`,
  commands: {
    async add({ database, out }, [address, ...codes]) {
      if (!address || codes.length === 0) {
        throw new UsageError('invite add needs an email and at least one code');
      }
      // The console's rules: a whole email, codes of 8 to 64 letters, digits or dashes.
      const created = await createInvitationService(database.db).create(
        { email: address, codes },
        'cli',
      );
      out(
        `Added an invitation for ${created.invitation.email} with code${created.codes.length > 1 ? 's' : ''} ${created.codes.join(', ')}.`,
      );
    },
    async list({ database, out }, [address]) {
      const rows = await createInvitationService(database.db).newestWithCodes(address);
      if (rows.length === 0) return out('No invitations.');
      for (const row of rows) {
        const state = row.revoked
          ? 'revoked'
          : row.redeemedAt
            ? `redeemed ${row.redeemedAt}`
            : 'not redeemed';
        out(`${row.email}\t${row.codes.join(', ')}\t${state}\tcreated ${row.createdAt}`);
      }
    },
  },
};
