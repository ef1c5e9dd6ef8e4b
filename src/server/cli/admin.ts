import { BackupFileError } from '../backup/backup-file-error.ts';
import { ConfigError, loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openAppDatabase } from '../startup/open-app-database.ts';
import { limitHeapGrowth } from '../heap-growth.ts';
import { silentLog } from '../logger.ts';
import { DomainError } from '../errors/index.ts';
import { StartupError } from '../startup/startup-error.ts';
import { audit } from './audit.ts';
import { backup, restore } from './backup.ts';
import { baa } from './baa.ts';
import { batch } from './batch.ts';
import { claim } from './claim.ts';
import { clearinghouse } from './clearinghouse.ts';
import { UsageError, type CliSubject } from './cli-command.ts';
import { enrollment } from './enrollment.ts';
import { fees } from './fees.ts';
import { exitCodeOfKind } from './exit-codes.ts';
import { importFiles } from './import.ts';
import { invite } from './invite.ts';
import { operator } from './operator.ts';
import { payer } from './payer.ts';
import { payment } from './payment.ts';

/**
 * The operator's command line: `npm run admin -- <command>`. It uses the same DATA_DIR /
 * DATABASE_URL as the server and works whether or not the server is running (it attaches to
 * the running embedded cluster, or starts and stops it itself). Each subject's commands call
 * the same services as the operator console, so both doors apply the same rules.
 */
const subjects: Record<string, CliSubject> = {
  invite,
  baa,
  audit,
  claim,
  batch,
  import: importFiles,
  operator,
  payer,
  payment,
  clearinghouse,
  enrollment,
  fees,
  backup,
  restore,
};

const usage = `Usage: npm run admin -- <command>

${Object.values(subjects)
  .map((subject) => subject.usage)
  .join('\n')}
`;

export async function runAdmin(
  argv: string[],
  out: (line: string) => void,
  err: (line: string) => void,
) {
  const [group, action, ...rest] = argv;
  const subject = group ? subjects[group] : undefined;
  const command = subject?.single ?? (action ? subject?.commands[action] : undefined);
  const args = subject?.single ? (action === undefined ? rest : [action, ...rest]) : rest;
  if (!command) {
    err(usage);
    return 2;
  }
  let database: Database | undefined;
  try {
    const config = loadConfig();
    if (await subject!.beforeDatabase?.({ config, out }, args)) return 0;
    // Beside a running server, a command uses its PostgreSQL and must never stop it.
    database = await openAppDatabase(config, silentLog, 'command-line');
    return (await command({ database, config, out }, args)) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}.\n\n${usage}`);
      return 2;
    }
    if (error instanceof DomainError) {
      const { code, showUsage } = exitCodeOfKind[error.kind];
      const fields = Object.values(error.fields ?? {});
      err([error.message, ...fields].join('\n') + (showUsage ? `\n\n${usage}` : ''));
      return code;
    }
    if (error instanceof BackupFileError || error instanceof StartupError) {
      err(error.message);
      return 1;
    }
    if (error instanceof ConfigError) {
      err(error.message);
      return 1;
    }
    err(`Failed: ${failureOf(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

/**
 * What an unexpected failure says. A database error's message quotes the query and its
 * parameters (patient data, amounts), so only its SQLSTATE is shown; the terminal may be shared
 * or recorded.
 */
function failureOf(error: unknown): string {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(?:\d{2}|P0|XX|HV|F0)[0-9A-Z]{3}$/.test(code)) {
      return `the database could not complete the command (PostgreSQL error ${code}); nothing more was shown, as its message may quote patient data.`;
    }
    current = (current as { cause?: unknown }).cause;
  }
  const message = error instanceof Error ? error.message : String(error);
  return /^Failed query:/.test(message)
    ? 'the database could not complete the command; its message is not shown, as it may quote patient data.'
    : message;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  limitHeapGrowth();
  const code = await runAdmin(
    process.argv.slice(2),
    (line) => console.log(line),
    (line) => console.error(line),
  );
  process.exit(code);
}
