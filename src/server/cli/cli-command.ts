import { readFile } from 'node:fs/promises';
import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import { recordAuditEvent } from '../modules/audit/index.ts';

/** Wrong arguments: the command line answers the message and its usage, exit code 2. */
export class UsageError extends Error {}

export interface CliContext {
  database: Database;
  config: AppConfig;
  out: (line: string) => void;
}

/**
 * A command; what it answers is its exit code when it did its work but the outcome was a failure
 * a script must see (a question that went unanswered, a connection test that failed), after it
 * printed why. Nothing answered is 0.
 */
export type Command = (context: CliContext, args: string[]) => Promise<void | number>;

/** One subject's commands (`invite add`, `invite list`…) and their lines of the usage text. */
export interface CliSubject {
  usage: string;
  commands: Record<string, Command>;
  /** A subject without actions (`audit <email>`): its one command takes every argument. */
  single?: Command;
  /**
   * Runs before the database is opened (opening one may create a cluster); answers true when
   * it did the whole work, so no database is opened (`restore --to`, which writes the cluster).
   */
  beforeDatabase?: (context: Omit<CliContext, 'database'>, args: string[]) => Promise<boolean>;
}

/** Who the command line is, in "changed by" fields and the audit trail. */
export const CLI_ACTOR = 'command line';

/** A change made on the command line, audited under the console's action name (`<entity>.<action>`). */
export async function auditCommandLine(
  db: Db,
  entityType: string,
  action: string,
  entityId: string | null,
) {
  await recordAuditEvent(db, {
    userId: null,
    action: `${entityType}.${action}`,
    entityType,
    entityId,
    outcome: 'success',
    ip: null,
    userAgent: CLI_ACTOR,
    requestId: null,
  });
}

/** A file the operator named: one that cannot be read is wrong input, answered with the usage. */
export async function readInputFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
}

/** Splits `--name <value>` (or `--name=<value>`) out of the arguments. */
export function takeOption(
  args: string[],
  name: string,
): { rest: string[]; value: string | undefined } {
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
