import { randomUUID, X509Certificate } from 'node:crypto';
import {
  connectionCreateInputSchema,
  connectionSettingsSchema,
  type ConnectionTestResult,
  connectionUpdateSchema,
  type ConnectionView,
  type TransferStep,
} from '#domain/clearinghouse/connections';
import { secretsNeededAgain } from '#domain/clearinghouse/secret-binding';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { conflict, invalid, notFound, parseInput, unprocessable } from '../../errors/index.ts';
import { isUuid } from '../lists/index.ts';
import type { SftpTarget } from '../sftp/index.ts';
import { checkConnection } from './connection-check.ts';
import { refusePrivateDestinations, sftpAddressOf } from './connection-destinations.ts';
import { settingsOf, viewOf } from './connection-view.ts';
import {
  type ConnectionRow,
  claimsSender,
  connectionById,
  realTimeAnswerer,
  insertConnection,
  listConnections,
  nameTakenByOther,
  recordOutcome,
  updateConnection,
} from './connections.repository.ts';

const NAME_TAKEN = 'A connection with this name already exists.';
const sendsClaimsTaken = (name: string) =>
  `Claims already go out through "${name}". Turn "Send claims through this connection" off there first.`;
const answersRealTimeTaken = (name: string) =>
  `Real-time questions already go through "${name}". Turn "Ask real-time questions through this connection" off there first.`;
const REAL_TIME_PASSWORD_MISSING = 'Enter the real-time password.';
const CA_UNREADABLE = 'This is not a certificate that can be read.';

/** The row's identity binds the ciphertext: a secret copied onto another row does not decrypt. */
const secretContext = (id: string) => `clearinghouse_connection:${id}`;
/** The real-time password has its own context: it cannot stand in for the SFTP secret. */
const realTimeContext = (id: string) => `clearinghouse_connection_real_time:${id}`;

/** A pasted CA must be one Node can read, or every exchange would fail later instead. */
function refuseUnreadableCa(pem: string | null) {
  if (pem === null) return;
  try {
    new X509Certificate(pem);
  } catch {
    throw invalid(CA_UNREADABLE, { realTimeCaCertificate: CA_UNREADABLE });
  }
}

export interface ClearinghouseOptions {
  /**
   * Whether a connection may lead to a private, loopback or link-local address
   * (`CLEARINGHOUSE_ALLOW_PRIVATE`): checked when saved and at every connection.
   */
  allowPrivate: boolean;
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
  options: ClearinghouseOptions,
) {
  const { allowPrivate } = options;
  const rowOf = async (id: string) => {
    const row = isUuid(id) ? await connectionById(db, id) : undefined;
    if (!row) throw notFound();
    return row;
  };

  /** At most one connection sends claims, and at most one answers real-time questions. */
  async function refuseSecondChoice(
    tx: DbOrTx,
    settings: { sendsClaims: boolean; answersRealTime: boolean },
    id: string,
  ) {
    const sender = settings.sendsClaims ? await claimsSender(tx) : undefined;
    if (sender && sender.id !== id) {
      const message = sendsClaimsTaken(sender.name);
      throw conflict(message, { sendsClaims: message });
    }
    const answerer = settings.answersRealTime ? await realTimeAnswerer(tx) : undefined;
    if (answerer && answerer.id !== id) {
      const message = answersRealTimeTaken(answerer.name);
      throw conflict(message, { answersRealTime: message });
    }
  }

  /**
   * Where and how to log in for `row`, the secret decrypted for this session only; the host's
   * address checked now (its DNS may have changed since it was saved) and connected to.
   */
  const targetOfRow = async (row: ConnectionRow): Promise<SftpTarget> => {
    const host = await sftpAddressOf(row.host, allowPrivate);
    const secret = cipher.decrypt(row.secretEncrypted, secretContext(row.id));
    return {
      host,
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
      const { secret, realTimePassword, ...settings } = parseInput(
        connectionCreateInputSchema,
        input,
      );
      refuseUnreadableCa(settings.realTimeCaCertificate);
      await refusePrivateDestinations(settings, allowPrivate);
      const id = randomUUID();
      return db.transaction(async (tx) => {
        await refuseSecondChoice(tx, settings, id);
        const row = await insertConnection(tx, {
          id,
          ...settings,
          secretEncrypted: cipher.encrypt(secret, secretContext(id)),
          realTimePasswordEncrypted:
            settings.realTimeUrl && realTimePassword !== undefined
              ? cipher.encrypt(realTimePassword, realTimeContext(id))
              : null,
        });
        if (!row) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
        return viewOf(row);
      });
    },

    /**
     * Changes the fields sent; the whole result is checked again (an archive needs a folder, an
     * endpoint its password). A changed server, port, user or login method needs the secret
     * again, and a changed real-time URL its password (decision 086). Removing the endpoint
     * forgets its password.
     */
    async update(id: string, input: unknown): Promise<ConnectionView> {
      const { secret, realTimePassword, ...changes } = parseInput(connectionUpdateSchema, input);
      const saved = await rowOf(id);
      const next = parseInput(connectionSettingsSchema, { ...settingsOf(saved), ...changes });
      const needed = secretsNeededAgain(saved, next, { secret, realTimePassword });
      const [missing] = Object.values(needed);
      if (missing) throw unprocessable(missing, { fields: needed });
      await refusePrivateDestinations(next, allowPrivate);
      return db.transaction(async (tx) => {
        const row = await rowOf(id);
        const settings = parseInput(connectionSettingsSchema, { ...settingsOf(row), ...changes });
        refuseUnreadableCa(settings.realTimeCaCertificate);
        if (settings.realTimeUrl && !realTimePassword && !row.realTimePasswordEncrypted) {
          throw invalid(REAL_TIME_PASSWORD_MISSING, {
            realTimePassword: REAL_TIME_PASSWORD_MISSING,
          });
        }
        if (await nameTakenByOther(tx, settings.name, id)) {
          throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
        }
        await refuseSecondChoice(tx, settings, id);
        const updated = await updateConnection(tx, id, {
          ...settings,
          ...(secret === undefined
            ? {}
            : { secretEncrypted: cipher.encrypt(secret, secretContext(id)) }),
          ...(settings.realTimeUrl === null
            ? { realTimePasswordEncrypted: null }
            : realTimePassword === undefined
              ? {}
              : {
                  realTimePasswordEncrypted: cipher.encrypt(realTimePassword, realTimeContext(id)),
                }),
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
    async recordOutcome(
      id: string,
      step: TransferStep,
      failure: string | null,
      completed = false,
    ): Promise<void> {
      await recordOutcome(db, id, step, failure, completed);
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

    /**
     * For the real-time transport: the endpoint of the connection that answers real-time
     * questions (or of `id`), its password decrypted for this exchange only; undefined when
     * there is none.
     */
    async realTimeTargetOf(id?: string): Promise<RealTimeTarget | undefined> {
      const row = id === undefined ? await realTimeAnswerer(db) : await rowOf(id);
      if (!row?.realTimeUrl || !row.realTimePasswordEncrypted) return undefined;
      return {
        connectionId: row.id,
        url: row.realTimeUrl,
        username: row.realTimeUsername ?? '',
        password: cipher.decrypt(row.realTimePasswordEncrypted, realTimeContext(row.id)),
        senderId: row.realTimeSenderId ?? '',
        receiverId: row.realTimeReceiverId ?? '',
        timeoutMs: row.realTimeTimeoutSeconds * 1000,
        caCertificate: row.realTimeCaCertificate,
        allowPrivate,
      };
    },
  };
}

/** Where and how one real-time exchange goes (the password in clear: never log this). */
export interface RealTimeTarget {
  connectionId: string;
  url: string;
  username: string;
  password: string;
  senderId: string;
  receiverId: string;
  timeoutMs: number;
  caCertificate: string | null;
  /** Whether the URL may lead to a private address (checked again as it connects). */
  allowPrivate: boolean;
}

export type ClearinghouseService = ReturnType<typeof createClearinghouseService>;
