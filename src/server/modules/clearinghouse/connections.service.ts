import { randomUUID } from 'node:crypto';
import {
  type ConnectionSettings,
  connectionCreateInputSchema,
  connectionSettingsSchema,
  type ConnectionTestResult,
  connectionUpdateSchema,
  type ConnectionView,
} from '#domain/clearinghouse';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound, parseInput } from '../../errors/index.ts';
import { isUuid } from '../lists/index.ts';
import type { SftpTarget } from '../sftp/index.ts';
import { checkConnection } from './connection-check.ts';
import {
  type ConnectionRow,
  connectionById,
  insertConnection,
  listConnections,
  nameTakenByOther,
  updateConnection,
} from './connections.repository.ts';

const NAME_TAKEN = 'A connection with this name already exists.';

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const settingsOf = (row: ConnectionRow): ConnectionSettings => {
  const { id: _id, secretEncrypted: _secret, createdAt: _c, updatedAt: _u, ...settings } = row;
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
      const row = await insertConnection(db, {
        id,
        ...settings,
        secretEncrypted: cipher.encrypt(secret, secretContext(id)),
      });
      if (!row) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
      return viewOf(row);
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
      return checkConnection(targetOfRow(row), [
        { folder: row.uploadFolder, role: 'upload' },
        ...row.answerFolders.map((folder) => ({ folder, role: 'answer' as const })),
        ...(row.afterDownload === 'archive' && row.archiveFolder
          ? [{ folder: row.archiveFolder, role: 'archive' as const }]
          : []),
      ]);
    },

    /** For the sender and the poller: the session target of a connection. */
    async targetOf(id: string): Promise<SftpTarget> {
      return targetOfRow(await rowOf(id));
    },
  };
}

export type ClearinghouseService = ReturnType<typeof createClearinghouseService>;
