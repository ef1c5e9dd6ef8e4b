import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { silentLog } from '../logger.ts';
import { DomainError } from '../errors/index.ts';
import { audit } from './audit.ts';
import { backup, restore } from './backup.ts';
import { baa } from './baa.ts';
import { batch } from './batch.ts';
import { claim } from './claim.ts';
import { UsageError, type CliSubject } from './cli-command.ts';
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
  backup,
  restore,
};

const usage = `Usage: npm run admin -- <command>

${[invite, baa, audit, claim, batch, importFiles, operator, payer, payment, backup, restore]
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
    database = await openDatabase(config, silentLog);
    await command({ database, config, out }, args);
    return 0;
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
