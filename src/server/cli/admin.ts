import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { claimStatuses } from '#domain/claim-status';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { backupCommands, BackupUsageError } from './backup.ts';
import { createClaimService } from '../modules/claims/claims.service.ts';
import {
  insertAuditEvent,
  queryAuditEvents,
  userIdsForEmail,
} from '../modules/audit/audit.repository.ts';
import {
  findAgreementByVersion,
  insertAgreement,
  listAgreements,
} from '../modules/agreements/agreements.repository.ts';
import {
  insertInvitation,
  listInvitations,
} from '../modules/invitations/invitations.repository.ts';
import {
  findActiveGrant,
  insertGrant,
  listGrants,
  revokeGrant,
} from '../modules/operators/operator-grants.repository.ts';

/**
 * The operator's command line: `npm run admin -- <command>`. It uses the same DATA_DIR /
 * DATABASE_URL as the server and works whether or not the server is running (it attaches to
 * the running embedded cluster, or starts and stops it itself).
 */
const usage = `Usage: npm run admin -- <command>

  invite add <email> <code> [<code> ...]   add an invitation for that email with these codes
  invite list [<email>]                    list invitations (for one email)
  baa publish <version> <file>             publish a new Business Associate Agreement version
  baa list                                 list agreement versions (the current one is marked)
  audit <email> [--limit <n>]              print that user's audit trail, newest first (default 100)
  claim status <claim-id> <status> [--note <text>]
                                           set a claim's status (${claimStatuses.join(', ')}); the claim id
                                           may be its id or its form ID (DB-2026-000001)
  operator grant <email>                   let that email use the operator console (/operator)
  operator revoke <email>                  take that access away again (at their next request)
  operator list                            list operator grants, active and revoked
  backup <file>                            write a consistent, compressed backup of the database
                                           (encrypted when BACKUP_KEY is set)
  restore <file>                           load a backup into an empty DATA_DIR or database
`;

class UsageError extends Error {}

type Command = (
  database: Database,
  args: string[],
  out: (line: string) => void,
  config: AppConfig,
) => Promise<void>;

const email = z.email();

/** Splits `--note <text>` (or `--note=<text>`) out of the arguments. */
function takeOption(args: string[], name: string): { rest: string[]; value: string | undefined } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === `--${name}`) {
      value = args[i + 1];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      i += 1;
    } else if (arg.startsWith(`--${name}=`)) {
      value = arg.slice(name.length + 3);
    } else {
      rest.push(arg);
    }
  }
  return { rest, value };
}

/** Grants and revokes from the command line are audited like any other operator action. */
async function auditCli(database: Database, action: string, grantId: string) {
  await insertAuditEvent(database.db, {
    userId: null,
    action: `operator.${action}`,
    entityType: 'operator',
    entityId: grantId,
    outcome: 'success',
    ip: null,
    userAgent: 'command line',
    requestId: null,
  });
}

const isConfigured = (config: AppConfig, address: string) =>
  config.adminEmails.includes(address.trim().toLowerCase());

const commands: Record<string, Record<string, Command>> = {
  ...backupCommands,
  operator: {
    async grant(database, [address, ...extra], out, config) {
      if (!address || extra.length > 0 || !email.safeParse(address.trim()).success) {
        throw new UsageError('operator grant needs one email');
      }
      const normalized = address.trim().toLowerCase();
      const row = await insertGrant(database.db, normalized, 'command line');
      if (!row) {
        const existing = await findActiveGrant(database.db, normalized);
        out(
          `${normalized} already has operator access (granted ${existing?.grantedAt.toISOString() ?? 'earlier'}). Nothing changed.`,
        );
        return;
      }
      await auditCli(database, 'grant', row.id);
      out(`Granted operator access to ${normalized}.`);
      out(
        'They see "Operator" in the navigation and can open /operator from their next page load.',
      );
      if (isConfigured(config, normalized)) out('(They are also listed in ADMIN_EMAILS.)');
    },
    async revoke(database, [address, ...extra], out, config) {
      if (!address || extra.length > 0 || !email.safeParse(address.trim()).success) {
        throw new UsageError('operator revoke needs one email');
      }
      const normalized = address.trim().toLowerCase();
      const row = await revokeGrant(database.db, normalized, 'command line');
      if (row) {
        await auditCli(database, 'revoke', row.id);
        out(
          `Revoked operator access of ${normalized}. Their next request to the console is refused.`,
        );
      } else {
        out(`${normalized} has no active operator grant. Nothing changed.`);
      }
      if (isConfigured(config, normalized)) {
        out(
          `Note: ${normalized} is listed in ADMIN_EMAILS and stays an operator until it is removed there and the server restarted.`,
        );
      }
    },
    async list({ db }, _args, out, config) {
      const rows = await listGrants(db);
      for (const address of config.adminEmails) out(`${address}\tactive\tfrom ADMIN_EMAILS`);
      if (rows.length === 0 && config.adminEmails.length === 0) return out('No operators.');
      for (const row of rows) {
        out(
          [
            row.email,
            row.revokedAt ? 'revoked' : 'active',
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
  audit: {
    // `audit <email>` has no sub-command: the email stands in the action's place.
    async '*'({ db }, [address, ...args], out) {
      const { value: limitText } = takeOption(args, 'limit');
      const limit = limitText === undefined ? 100 : Number(limitText);
      if (
        !address ||
        !email.safeParse(address).success ||
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > 10_000
      ) {
        throw new UsageError('audit needs an email (and an optional --limit from 1 to 10000)');
      }
      const userIds = await userIdsForEmail(db, address);
      if (userIds.length === 0) return out(`No user has signed in with ${address}.`);
      const rows = (await queryAuditEvents(db, { userIds, limit })).slice(0, limit);
      if (rows.length === 0) return out(`No audit events for ${address}.`);
      out('when\taction\toutcome\tentity id\tip\trequest id');
      for (const row of rows) {
        out(
          [
            row.occurredAt.toISOString(),
            row.action,
            row.outcome,
            row.entityId ?? '-',
            row.ip ?? '-',
            row.requestId ?? '-',
          ].join('\t'),
        );
      }
    },
  },
  claim: {
    async status({ db }, args, out) {
      const { rest, value: note } = takeOption(args, 'note');
      const [claimId, status, ...extra] = rest;
      if (!claimId || !status || extra.length > 0)
        throw new UsageError('claim status needs a claim id and a status');
      if (!(claimStatuses as readonly string[]).includes(status)) {
        throw new UsageError(
          `"${status}" is not a claim status; use one of ${claimStatuses.join(', ')}`,
        );
      }
      try {
        const claim = await createClaimService(db).changeStatus(
          claimId,
          status,
          'operator (command line)',
          note ?? '',
        );
        const previous = claim.statusHistory.at(-1)?.from ?? 'pending';
        out(`Claim ${claim.formId} (${claim.id}) is now ${claim.status} (was ${previous}).`);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404)
          throw new UsageError(error.message.replace(/\.$/, ''));
        throw error;
      }
    },
  },
  invite: {
    async add({ db }, [address, ...codes], out) {
      if (!address || !email.safeParse(address).success || codes.length === 0) {
        throw new UsageError('invite add needs an email and at least one code');
      }
      const normalized = codes.map((code) => code.trim().toUpperCase()).filter(Boolean);
      const row = await insertInvitation(db, {
        email: address,
        codes: normalized,
        createdBy: 'cli',
      });
      out(
        `Added an invitation for ${row.email} with code${normalized.length > 1 ? 's' : ''} ${normalized.join(', ')}.`,
      );
    },
    async list({ db }, [address], out) {
      const rows = await listInvitations(db, address ? { email: address } : {});
      if (rows.length === 0) return out('No invitations.');
      for (const row of rows) {
        const state = row.revokedAt
          ? 'revoked'
          : row.redeemedAt
            ? `redeemed ${row.redeemedAt.toISOString()}`
            : 'not redeemed';
        out(
          `${row.email}\t${row.codes.join(', ')}\t${state}\tcreated ${row.createdAt.toISOString()}`,
        );
      }
    },
  },
  baa: {
    async publish({ db }, [version, file], out) {
      if (!version || !file) throw new UsageError('baa publish needs a version and a file');
      const content = (await readFile(file, 'utf8')).trim();
      if (!content) throw new UsageError(`${file} is empty`);
      if (await findAgreementByVersion(db, version)) {
        throw new UsageError(`Version ${version} is already published; choose a new version label`);
      }
      await insertAgreement(db, { version: version.trim(), content, publishedBy: 'cli' });
      out(
        `Published Business Associate Agreement version ${version} (${content.length} characters).`,
      );
      out('It is now current: every provider will be asked to accept it on their next visit.');
    },
    async list({ db }, _args, out) {
      const rows = await listAgreements(db);
      if (rows.length === 0) return out('No agreement is published.');
      rows.forEach((row, index) =>
        out(
          `${index === 0 ? '* ' : '  '}${row.version}\tpublished ${row.createdAt.toISOString()} by ${row.publishedBy}`,
        ),
      );
    },
  },
};

export async function runAdmin(
  argv: string[],
  out: (line: string) => void,
  err: (line: string) => void,
) {
  const [group, action, ...rest] = argv;
  const wildcard = group ? commands[group]?.['*'] : undefined;
  const command = wildcard ?? (group && action ? commands[group]?.[action] : undefined);
  const args = wildcard && action !== undefined ? [action, ...rest] : rest;
  if (!command) {
    err(usage);
    return 2;
  }
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase(config, () => {});
    await command(database, args, out, config);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof BackupUsageError) {
      err(`${error.message}.\n\n${usage}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      err(error.message);
      return 1;
    }
    err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const code = await runAdmin(
    process.argv.slice(2),
    (line) => console.log(line),
    (line) => console.error(line),
  );
  process.exit(code);
}
