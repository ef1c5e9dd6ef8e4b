import type { AppConfig } from '../config.ts';
import { loadInvitationCodeHasher } from '../crypto/invitation-code-hasher.ts';
import type { Database } from '../db/database.ts';
import { createInvitationService } from '../modules/invitations/index.ts';
import { UsageError, type CliSubject } from './cli-command.ts';

const invitations = async (database: Database, config: AppConfig) =>
  createInvitationService(database.db, await loadInvitationCodeHasher(config));

export const invite: CliSubject = {
  usage: `  invite add <email> <code> [<code> ...]   add an invitation for that email with these codes
  invite list [<email>]                    list invitations (for one email), codes by their last characters`,
  commands: {
    async add({ database, config, out }, [address, ...codes]) {
      if (!address || codes.length === 0) {
        throw new UsageError('invite add needs an email and at least one code');
      }
      // The console's rules: a whole email, codes of 8 to 64 letters, digits or dashes.
      const created = await (
        await invitations(database, config)
      ).create({ email: address, codes }, 'cli');
      const plural = created.codes.length > 1 ? 's' : '';
      out(
        `Added an invitation for ${created.invitation.email} with code${plural} ${created.codes.join(', ')}.`,
      );
      // Only hashes are kept: this is the one time the codes can be read.
      out(`Send the code${plural} now: later lists show only the last characters.`);
    },
    async list({ database, config, out }, [address]) {
      const rows = await (await invitations(database, config)).newest(address);
      if (rows.length === 0) return out('No invitations.');
      for (const row of rows) {
        const state = row.revoked
          ? 'revoked'
          : row.redeemedAt
            ? `redeemed ${row.redeemedAt}`
            : 'not redeemed';
        out(`${row.email}\t${row.codeEndings.join(', ')}\t${state}\tcreated ${row.createdAt}`);
      }
    },
  },
};
