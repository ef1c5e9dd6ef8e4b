import type { AppConfig } from '../config.ts';
import { createOperatorGrants } from '../modules/operators/index.ts';
import { CLI_ACTOR, UsageError, type CliSubject } from './cli-command.ts';

const isConfigured = (config: AppConfig, address: string) =>
  config.adminEmails.includes(address.trim().toLowerCase());

/** One email argument, nothing else. */
function oneEmail(args: string[], command: string): string {
  const [address, ...extra] = args;
  if (!address || extra.length > 0) throw new UsageError(`${command} needs one email`);
  return address;
}

export const operator: CliSubject = {
  usage: `  operator grant <email>                   let that email use the operator console (/operator)
  operator revoke <email>                  take that access away again (at their next request)
  operator list                            list operator grants, active and revoked`,
  commands: {
    async grant({ database, config, out }, args) {
      const { email, granted, since } = await createOperatorGrants(database.db, CLI_ACTOR).grant(
        oneEmail(args, 'operator grant'),
      );
      if (!granted) {
        out(
          `${email} already has operator access (granted ${since?.toISOString() ?? 'earlier'}). Nothing changed.`,
        );
        return;
      }
      out(`Granted operator access to ${email}.`);
      out(
        'They see "Operator" in the navigation and can open /operator from their next page load.',
      );
      if (isConfigured(config, email)) out('(They are also listed in ADMIN_EMAILS.)');
    },
    async revoke({ database, config, out }, args) {
      const { email, revoked } = await createOperatorGrants(database.db, CLI_ACTOR).revoke(
        oneEmail(args, 'operator revoke'),
      );
      out(
        revoked
          ? `Revoked operator access of ${email}. Their next request to the console is refused.`
          : `${email} has no active operator grant. Nothing changed.`,
      );
      if (isConfigured(config, email)) {
        out(
          `Note: ${email} is listed in ADMIN_EMAILS and stays an operator until it is removed there and the server restarted.`,
        );
      }
    },
    async list({ database, config, out }) {
      const rows = await createOperatorGrants(database.db, CLI_ACTOR).list();
      for (const address of config.adminEmails) out(`${address}\tactive\tfrom ADMIN_EMAILS`);
      if (rows.length === 0 && config.adminEmails.length === 0) return out('No operators.');
      for (const row of rows) {
        out(
          [
            row.email,
            row.active ? 'active' : 'revoked',
            `granted ${row.grantedAt.toISOString()} by ${row.grantedBy}`,
            row.revokedAt
              ? `revoked ${row.revokedAt.toISOString()} by ${row.revokedBy ?? '-'}`
              : '',
          ]
            .filter(Boolean)
            .join('\t'),
        );
      }
    },
  },
};
