import { randomUUID } from 'node:crypto';
import {
  type ConnectionSettings,
  connectionCreateInputSchema,
  connectionSettingsSchema,
  type ConnectionHealth,
  type ConnectionTestResult,
  connectionUpdateSchema,
  type ConnectionView,
  type TransferStep,
} from '#domain/clearinghouse';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { conflict, notFound, parseInput } from '../../errors/index.ts';
import { isUuid } from '../lists/index.ts';
import type { SftpTarget } from '../sftp/index.ts';
import { checkConnection } from './connection-check.ts';
import {
  type ConnectionRow,
  claimsSender,
  connectionById,
  insertConnection,
  listConnections,
  nameTakenByOther,
  recordOutcome,
  updateConnection,
} from './connections.repository.ts';

const NAME_TAKEN = 'A connection with this name already exists.';
const sendsClaimsTaken = (name: string) =>
  `Claims already go out through "${name}". Turn "Send claims through this connection" off there first.`;

/** The row's identity binds the ciphertext: a secret copied onto another row does not decrypt. */
const secretContext = (id: string) => `clearinghouse_connection:${id}`;

/** Every field but the secret: the only shape a connection leaves the service in. */
function viewOf(row: ConnectionRow): ConnectionView {
  return {
    id: row.id,
    name: row.name,
    preset: row.preset,
    host: row.host,
    port: row.port,
    username: row.username,
    authMethod: row.authMethod,
    hostKeyFingerprint: row.hostKeyFingerprint,
    uploadFolder: row.uploadFolder,
    answerFolders: row.answerFolders,
    fileNamePattern: row.fileNamePattern,
    afterDownload: row.afterDownload,
    archiveFolder: row.archiveFolder,
    isaSenderId: row.isaSenderId,
    isaReceiverId: row.isaReceiverId,
    usage: row.usage,
    sendsClaims: row.sendsClaims,
    sendSchedule: row.sendSchedule,
    pollEveryMinutes: row.pollEveryMinutes,
    health: healthOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function healthOf(row: ConnectionRow): ConnectionHealth {
  return {
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
    lastError:
      row.lastError && row.lastErrorAt && row.lastErrorDuring
        ? { during: row.lastErrorDuring, message: row.lastError, at: row.lastErrorAt.toISOString() }
        : null,
  };
}

const settingsOf = (row: ConnectionRow): ConnectionSettings => {
  const {
    id: _id,
    secretEncrypted: _secret,
    createdAt: _c,
    updatedAt: _u,
    lastSentAt: _sent,
    lastPolledAt: _polled,
    lastError: _error,
    lastErrorAt: _errorAt,
    lastErrorDuring: _during,
    ...settings
  } = row;
  return settings;
};

export interface ClearinghouseOptions {
  /** How long a session may take to log in (tests shorten it). */
  readyTimeoutMs?: number;
}

/**
 * Clearinghouse connections, as operators set them up from the console or the command line
 * (both call this). The password or private key goes in encrypted and never comes out in an
 * answer; only `targetOf` decrypts it, to open a session.
 */
export function createClearinghouseService(
  db: Db,
  cipher: TaxIdCipher,
  options: ClearinghouseOptions = {},
) {
  const rowOf = async (id: string) => {
    const row = isUuid(id) ? await connectionById(db, id) : undefined;
    if (!row) throw notFound();
    return row;
  };

  async function refuseSecondSender(tx: DbOrTx, sendsClaims: boolean, id: string) {
    if (!sendsClaims) return;
    const sender = await claimsSender(tx);
    if (sender && sender.id !== id) {
      const message = sendsClaimsTaken(sender.name);
      throw conflict(message, { sendsClaims: message });
    }
  }

  /** Where and how to log in for `row`, the secret decrypted for this session only. */
  const targetOfRow = (row: ConnectionRow): SftpTarget => {
    const secret = cipher.decrypt(row.secretEncrypted, secretContext(row.id));
    return {
      host: row.host,
      port: row.port,
      username: row.username,
      auth: row.authMethod === 'password' ? { password: secret } : { privateKey: secret },
      hostKeyFingerprint: row.hostKeyFingerprint,
      readyTimeoutMs: options.readyTimeoutMs,
    };
  };

  return {
    async list(): Promise<ConnectionView[]> {
      return (await listConnections(db)).map(viewOf);
    },

    async get(id: string): Promise<ConnectionView> {
      return viewOf(await rowOf(id));
    },

    async create(input: unknown): Promise<ConnectionView> {
      const { secret, ...settings } = parseInput(connectionCreateInputSchema, input);
      const id = randomUUID();
      return db.transaction(async (tx) => {
        await refuseSecondSender(tx, settings.sendsClaims, id);
        const row = await insertConnection(tx, {
          id,
          ...settings,
          secretEncrypted: cipher.encrypt(secret, secretContext(id)),
        });
        if (!row) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
        return viewOf(row);
      });
    },

    /** Changes the fields sent; the whole result is checked again (an archive needs a folder). */
    async update(id: string, input: unknown): Promise<ConnectionView> {
      const { secret, ...changes } = parseInput(connectionUpdateSchema, input);
      return db.transaction(async (tx) => {
        const row = await rowOf(id);
        const settings = parseInput(connectionSettingsSchema, { ...settingsOf(row), ...changes });
        if (await nameTakenByOther(tx, settings.name, id)) {
          throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
        }
        await refuseSecondSender(tx, settings.sendsClaims, id);
        const updated = await updateConnection(tx, id, {
          ...settings,
          ...(secret === undefined
            ? {}
            : { secretEncrypted: cipher.encrypt(secret, secretContext(id)) }),
        });
        if (!updated) throw notFound();
        return viewOf(updated);
      });
    },

    /** "Test connection": log in, list the folders, one sentence on what worked. */
    async test(id: string): Promise<ConnectionTestResult> {
      const row = await rowOf(id);
      const result = await checkConnection(targetOfRow(row), [
        { folder: row.uploadFolder, role: 'upload' },
        ...row.answerFolders.map((folder) => ({ folder, role: 'answer' as const })),
        ...(row.afterDownload === 'archive' && row.archiveFolder
          ? [{ folder: row.archiveFolder, role: 'archive' as const }]
          : []),
      ]);
      await recordOutcome(db, row.id, 'test', result.ok ? null : result.sentence);
      return result;
    },

    /**
     * What a send, a poll or a test came to, for the connection's health: a success stamps the
     * step's time and clears a failure of the same step; a failure (a sentence with reasons and
     * folder names, never PHI) is kept until then.
     */
    async recordOutcome(id: string, step: TransferStep, failure: string | null): Promise<void> {
      await recordOutcome(db, id, step, failure);
    },

    /** The connection claims go out through, if an operator chose one. */
    async claimsSender(): Promise<ConnectionView | undefined> {
      const row = await claimsSender(db);
      return row && viewOf(row);
    },

    /** For the sender and the poller: the session target of a connection. */
    async targetOf(id: string): Promise<SftpTarget> {
      return targetOfRow(await rowOf(id));
    },
  };
}

export type ClearinghouseService = ReturnType<typeof createClearinghouseService>;
