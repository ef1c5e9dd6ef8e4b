import type { ConnectionView } from '#domain/clearinghouse/connections';
import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { DomainError } from '../errors/index.ts';
import {
  createAnswerPolls,
  createClearinghouseService,
  downloadsPage,
} from '../modules/clearinghouse/index.ts';
import { createImportService } from '../modules/imports/index.ts';
import {
  auditCommandLine,
  readInputFile,
  takeOption,
  UsageError,
  type CliContext,
  type CliSubject,
} from './cli-command.ts';
import { sendingCommands, sendingUsage } from './clearinghouse-sending.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * Clearinghouse connections from the shell: the same service as the console's panel, so the
 * same schemas and refusals apply. The password or key is read from a file (never from the
 * command's arguments, which other users of the machine can see) and never printed. Each change
 * and test is written to the audit trail under the console's action names.
 */

const entity = 'clearinghouse_connection';

/** Option name → field; `--answer-folder a,b` lists several folders. */
const options = {
  name: 'name',
  preset: 'preset',
  host: 'host',
  port: 'port',
  user: 'username',
  fingerprint: 'hostKeyFingerprint',
  'upload-folder': 'uploadFolder',
  'answer-folder': 'answerFolders',
  'file-name': 'fileNamePattern',
  'after-download': 'afterDownload',
  'archive-folder': 'archiveFolder',
  'isa-sender': 'isaSenderId',
  'isa-receiver': 'isaReceiverId',
  usage: 'usage',
  'sends-claims': 'sendsClaims',
  send: 'sendSchedule',
  'poll-every': 'pollEveryMinutes',
  'real-time-url': 'realTimeUrl',
  'real-time-user': 'realTimeUsername',
  'core-sender': 'realTimeSenderId',
  'core-receiver': 'realTimeReceiverId',
  'real-time-timeout': 'realTimeTimeoutSeconds',
  'answers-real-time': 'answersRealTime',
} as const;

/** `--real-time-url none` removes the endpoint, and with it everything that belongs to it. */
const noRealTime = {
  realTimeUrl: null,
  realTimeUsername: null,
  realTimeSenderId: null,
  realTimeReceiverId: null,
  realTimeCaCertificate: null,
  answersRealTime: false,
};

/** `--send manual`, `--send every:15` (minutes) or `--send daily:16:30` (UTC). */
function scheduleOf(value: string): unknown {
  const [kind, ...rest] = value.split(':');
  if (kind === 'every') return { kind, minutes: rest.join(':') };
  if (kind === 'daily') return { kind, at: rest.join(':') };
  return { kind };
}

/** An option's text as the field's value (the schemas check what comes of it). */
function fieldValue(field: string, value: string): unknown {
  if (field === 'answerFolders') return value.split(',').map((folder) => folder.trim());
  if (field === 'archiveFolder' && value === '') return null;
  if (field === 'sendsClaims' || field === 'answersRealTime') {
    return value === 'yes' ? true : value === 'no' ? false : value;
  }
  if (field === 'sendSchedule') return scheduleOf(value);
  return value;
}

async function secretFrom(file: string, kind: 'password' | 'private_key') {
  const text = await readInputFile(file);
  // A password file ends with the newline an editor adds; a key keeps its own lines.
  return kind === 'password' ? text.replace(/\r?\n$/, '') : text;
}

/** The fields given as options, and the secret from --password-file or --key-file. */
async function fieldsOf(args: string[]) {
  let rest = args;
  const fields: Record<string, unknown> = {};
  for (const [option, field] of Object.entries(options)) {
    const taken = takeOption(rest, option);
    rest = taken.rest;
    if (taken.value === undefined) continue;
    if (field === 'realTimeUrl' && taken.value === 'none') Object.assign(fields, noRealTime);
    else fields[field] = fieldValue(field, taken.value);
  }
  const realTimePassword = takeOption(rest, 'real-time-password-file');
  if (realTimePassword.value !== undefined) {
    fields.realTimePassword = await secretFrom(realTimePassword.value, 'password');
  }
  const ca = takeOption(realTimePassword.rest, 'real-time-ca-file');
  if (ca.value !== undefined) {
    fields.realTimeCaCertificate = ca.value === 'none' ? null : await readInputFile(ca.value);
  }
  rest = ca.rest;
  const password = takeOption(rest, 'password-file');
  const key = takeOption(password.rest, 'key-file');
  if (password.value !== undefined && key.value !== undefined) {
    throw new UsageError('give --password-file or --key-file, not both');
  }
  if (password.value !== undefined) {
    fields.authMethod = 'password';
    fields.secret = await secretFrom(password.value, 'password');
  }
  if (key.value !== undefined) {
    fields.authMethod = 'private_key';
    fields.secret = await secretFrom(key.value, 'private_key');
  }
  return { fields, rest: key.rest };
}

const serviceOf = async ({ database, config }: CliContext) =>
  createClearinghouseService(database.db, await loadTaxIdCipher(config), {
    allowPrivate: config.clearinghouseAllowPrivate,
  });

function show(connection: ConnectionView, out: (line: string) => void) {
  out(`${connection.name} (${connection.id})`);
  out(`  ${connection.username}@${connection.host}:${connection.port}, ${connection.authMethod}`);
  out(`  host key ${connection.hostKeyFingerprint}`);
  out(
    `  upload to ${connection.uploadFolder}, answers from ${connection.answerFolders.join(', ')}`,
  );
  out(
    `  after download: ${connection.afterDownload}${connection.archiveFolder ? ` (${connection.archiveFolder})` : ''}`,
  );
  out(`  file name ${connection.fileNamePattern}`);
  out(
    `  ISA sender ${connection.isaSenderId}, receiver ${connection.isaReceiverId}, ${connection.usage}`,
  );
  const { sendSchedule: schedule } = connection;
  out(
    `  ${connection.sendsClaims ? 'sends claims' : 'does not send claims'} (${
      schedule.kind === 'every'
        ? `every ${schedule.minutes} min`
        : schedule.kind === 'daily'
          ? `daily at ${schedule.at} UTC`
          : 'only with send now'
    }), polls every ${connection.pollEveryMinutes} min`,
  );
  out(
    connection.realTimeUrl
      ? `  real time ${connection.realTimeUrl} as ${connection.realTimeUsername}, CORE sender ${connection.realTimeSenderId}, receiver ${connection.realTimeReceiverId}, timeout ${connection.realTimeTimeoutSeconds} s${connection.realTimeCaCertificate ? ', pinned CA' : ''}${connection.answersRealTime ? ', answers real-time questions' : ''}`
      : '  no real-time endpoint',
  );
}

const oneId = (args: string[], command: string) => {
  const [id, ...extra] = args;
  if (!id || extra.length > 0) throw new UsageError(`clearinghouse ${command} needs one id`);
  return id;
};

export const clearinghouse: CliSubject = {
  usage: `  clearinghouse list                       list the clearinghouse connections
  clearinghouse show <id>                  one connection's settings (never its secret)
  clearinghouse add --name <name> [--preset office_ally|claim_md|stedi] --host <host>
      [--port 22] --user <user> (--password-file <file> | --key-file <file>)
      --fingerprint SHA256:<…> --isa-sender <id> --isa-receiver <id> --usage test|production
      [--upload-folder <f>] [--answer-folder <f>[,<f>]] [--file-name <pattern>]
      [--after-download leave|archive|server_deletes] [--archive-folder <f>]
      [--sends-claims yes|no] [--send manual|every:<min>|daily:<HH:MM>] [--poll-every <min>]
      [--real-time-url https://…|none --real-time-user <user> --real-time-password-file <file>
       --core-sender <id> --core-receiver <id> [--real-time-timeout <s>]
       [--real-time-ca-file <pem>|none] [--answers-real-time yes|no]]
                                           add a connection (a preset fills the folders)
  clearinghouse set <id> [any option of add]
                                           change the options given (a new secret replaces the old)
  clearinghouse test <id>                  log in, list the folders, say what worked
${sendingUsage}
  clearinghouse poll-now <id>              fetch and import the new answer files now
  clearinghouse downloads <id>             the latest answer files fetched, newest first`,
  commands: {
    ...sendingCommands,

    async list(context, args) {
      if (args.length > 0) throw new UsageError('clearinghouse list takes no arguments');
      const connections = await (await serviceOf(context)).list();
      if (connections.length === 0) context.out('No clearinghouse connection yet.');
      for (const connection of connections) {
        context.out(
          `${connection.id}\t${connection.name}\t${connection.username}@${connection.host}:${connection.port}\t${connection.usage}`,
        );
      }
    },

    async show(context, args) {
      show(await (await serviceOf(context)).get(oneId(args, 'show')), context.out);
    },

    async add(context, args) {
      const { fields, rest } = await fieldsOf(args);
      if (rest.length > 0) throw new UsageError(`clearinghouse add does not know ${rest[0]}`);
      const connection = await (await serviceOf(context)).create(fields);
      await auditCommandLine(context.database.db, entity, 'create', connection.id);
      context.out(`Added the connection ${connection.name} (${connection.id}).`);
      show(connection, context.out);
    },

    async set(context, args) {
      const [id, ...others] = args;
      if (!id || id.startsWith('--')) throw new UsageError('clearinghouse set needs an id first');
      const { fields, rest } = await fieldsOf(others);
      if (rest.length > 0) throw new UsageError(`clearinghouse set does not know ${rest[0]}`);
      const connection = await (await serviceOf(context)).update(id, fields);
      await auditCommandLine(context.database.db, entity, 'update', connection.id);
      context.out(`Changed the connection ${connection.name}.`);
      show(connection, context.out);
    },

    async test(context, args) {
      const id = oneId(args, 'test');
      const result = await (await serviceOf(context)).test(id);
      await auditCommandLine(context.database.db, entity, 'test', id);
      context.out(result.sentence);
      return result.ok ? 0 : 1;
    },

    async 'poll-now'(context, args) {
      const id = oneId(args, 'poll-now');
      const clearinghouses = await serviceOf(context);
      const { db, pool } = context.database;
      const imports = createImportService(db, {
        claimHooks,
        taxIds: await loadTaxIdCipher(context.config),
        maxMegabytes: context.config.importMaxMegabytes,
      });
      const polls = createAnswerPolls({ db, pool, connections: clearinghouses, imports });
      // Audited first: a poll that fails still shows who asked for it.
      await auditCommandLine(db, entity, 'poll_now', id);
      const result = await polls.poll(id);
      if (result.failure) throw new DomainError('unprocessable', result.sentence);
      context.out(result.sentence);
    },

    async downloads(context, args) {
      const id = oneId(args, 'downloads');
      const { db } = context.database;
      const page = await downloadsPage(db, await serviceOf(context), id, { limit: 50 });
      await auditCommandLine(db, entity, 'list_downloads', id);
      if (page.items.length === 0) context.out('No answer file fetched yet.');
      for (const file of page.items) {
        context.out(
          `${file.downloadedAt}\t${file.folder}/${file.name}\t${file.outcome}${file.message ? `\t${file.message}` : ''}`,
        );
      }
    },
  },
};
