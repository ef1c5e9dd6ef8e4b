import { createHash } from 'node:crypto';
import type pg from 'pg';
import type {
  ConnectionView,
  DownloadOutcome,
  PollNowResult,
} from '#domain/clearinghouse/connections';
import { tooLargeMessage } from '#domain/claims/imports';
import type { Db } from '../../db/database.ts';
import { SftpTransferError, withSftpSession } from '../sftp/index.ts';
import type { ClearinghouseService } from './connections.service.ts';
import { claimFile, fileKey, rememberedFiles, settleFile } from './downloads.repository.ts';

/** Files read per poll, oldest first: the rest wait for the next poll. */
export const FILES_PER_POLL = 50;

/** The outcomes after which a file is not fetched again. */
const settled = new Set<DownloadOutcome>(['imported', 'repeated', 'refused']);

type Session = Parameters<Parameters<typeof withSftpSession>[1]>[0];
type RemoteFile = Awaited<ReturnType<Session['list']>>[number];

interface Counts {
  imported: number;
  repeated: number;
  refused: number;
  /** Files left for the next poll (the per-poll bound was reached). */
  left: number;
}

/** A transfer failure in one sentence for the health and the queue: a reason and a name. */
export const failureSentence = (error: SftpTransferError) =>
  `${error.message.replace(/\.$/, '')}${error.remotePath ? ` (${error.remotePath})` : ''}.`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2 new answer files: 2 imported." or "No new answer files." */
export function pollSentence({ imported, repeated, refused, left }: Counts): string {
  const total = imported + repeated + refused;
  const parts = [
    imported ? `${imported} imported` : '',
    repeated ? `${repeated} already imported` : '',
    refused ? `${refused} refused` : '',
  ].filter(Boolean);
  const found =
    total === 0
      ? 'No new answer files.'
      : `${plural(total, 'new answer file')}: ${parts.join(', ')}.`;
  return left > 0 ? `${found} ${plural(left, 'more file')} wait for the next poll.` : found;
}

/**
 * The payer-response importer as the poll uses it (the imports module's service, handed in by
 * the app and the command line, so this module does not load the imports module).
 */
export interface AnswerImporter {
  maxBytes: number;
  importResponse(
    file: { name?: string; bytes: Uint8Array },
    operator: { label: string },
  ): Promise<{
    import: { id: string; outcome: 'accepted' | 'refused'; message: string | null };
    repeated: boolean;
  }>;
}

export interface AnswerPollDeps {
  db: Db;
  /** One connection of it holds the connection's poll lock for the poll's length. */
  pool: pg.Pool;
  connections: ClearinghouseService;
  imports: AnswerImporter;
  filesPerPoll?: number;
}

/**
 * Polling a connection's answer folders (decision 064): one session lists each folder; each
 * file not yet remembered is claimed (a row), downloaded, hashed and imported through the same
 * importer as the console's upload, its outcome remembered; then it is left, archived, or (on
 * Claim.MD) already gone. The scheduled job, "Poll now" and the command line all call `poll`.
 */
export function createAnswerPolls(deps: AnswerPollDeps) {
  const { db, pool, connections, imports } = deps;
  const filesPerPoll = deps.filesPerPoll ?? FILES_PER_POLL;

  /**
   * One poll of a connection at a time across app servers, whichever asked (a queued job or
   * "Poll now"): a PostgreSQL advisory lock held on one pool connection while the poll runs.
   */
  async function oneAtATime<T>(connectionId: string, work: () => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const lock = `clearinghouse-poll:${connectionId}`;
    let broken: Error | undefined;
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [lock]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lock]).catch((error) => {
          broken = error as Error;
        });
      }
    } finally {
      // A connection whose unlock failed is dropped, which frees its lock.
      client.release(broken);
    }
  }

  /** Downloads, imports and settles one claimed file; a transfer failure marks it failed. */
  async function readFile(
    session: Session,
    connection: ConnectionView,
    folder: string,
    file: RemoteFile,
    claimId: string,
    counts: Counts,
  ): Promise<void> {
    if (file.size > imports.maxBytes) {
      // Not fetched at all: the importer would refuse it, and it would fill the memory.
      await settleFile(db, claimId, {
        outcome: 'refused',
        message: tooLargeMessage(file.size, imports.maxBytes),
      });
      counts.refused++;
      return;
    }
    let bytes: Buffer;
    try {
      bytes = await session.download(folder, file.name);
    } catch (error) {
      const message =
        error instanceof SftpTransferError
          ? failureSentence(error)
          : 'The download did not complete.';
      await settleFile(db, claimId, { outcome: 'failed', message });
      throw error;
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const result = await imports
      .importResponse({ name: file.name, bytes }, { label: `clearinghouse "${connection.name}"` })
      .catch(async (error: unknown) => {
        // The database failed under the importer: the next poll fetches the file again.
        await settleFile(db, claimId, {
          outcome: 'failed',
          message: 'The import did not complete.',
          sha256,
        }).catch(() => {});
        throw error;
      });
    const outcome: DownloadOutcome = result.repeated
      ? 'repeated'
      : result.import.outcome === 'refused'
        ? 'refused'
        : 'imported';
    await settleFile(db, claimId, {
      outcome,
      message: outcome === 'imported' ? null : result.import.message,
      sha256,
      importId: result.import.id || null,
    });
    counts[outcome as 'imported' | 'repeated' | 'refused']++;
  }

  /** Reads each answer folder, counting into `counts` (kept when a transfer fails midway). */
  async function pollFolders(
    session: Session,
    connection: ConnectionView,
    counts: Counts,
  ): Promise<void> {
    const archive = connection.afterDownload === 'archive' ? connection.archiveFolder : null;
    let budget = filesPerPoll;
    for (const folder of connection.answerFolders) {
      // Dot files are not answers: a clearinghouse's half-written upload, a folder's marker.
      const listed = (await session.list(folder)).filter((file) => !file.name.startsWith('.'));
      const remembered = await rememberedFiles(
        db,
        connection.id,
        folder,
        listed.map((file) => file.name),
      );
      const isSettled = (file: RemoteFile) => settled.has(remembered.get(fileKey(file))!);
      const fresh = listed
        .filter((file) => !isSettled(file))
        .sort(
          (a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime() || a.name.localeCompare(b.name),
        );
      for (const file of fresh) {
        if (budget === 0) {
          counts.left++;
          continue;
        }
        budget--;
        const claimId = await claimFile(db, { connectionId: connection.id, folder, ...file });
        if (!claimId) continue; // another poll holds it, or just settled it
        await readFile(session, connection, folder, file, claimId, counts);
        if (archive) await session.move(folder, file.name, archive);
      }
      if (archive) {
        // A file read by an earlier poll whose move failed is moved now (it is not read again).
        for (const file of listed.filter(isSettled).slice(0, filesPerPoll)) {
          await session.move(folder, file.name, archive);
        }
      }
    }
  }

  return {
    /**
     * Polls now, once at a time per connection. A transfer failure is recorded on the
     * connection's health and answered (`failure`, and said in the sentence after what was read
     * before it); the queue's job throws it, to be retried.
     */
    async poll(connectionId: string): Promise<PollNowResult> {
      const connection = await connections.get(connectionId);
      const target = await connections.targetOf(connectionId);
      return oneAtATime(connectionId, async () => {
        const counts: Counts = { imported: 0, repeated: 0, refused: 0, left: 0 };
        try {
          await withSftpSession(target, (session) => pollFolders(session, connection, counts));
        } catch (error) {
          if (!(error instanceof SftpTransferError)) throw error;
          const failed = failureSentence(error);
          await connections.recordOutcome(connectionId, 'poll', failed);
          const read = counts.imported + counts.repeated + counts.refused;
          return {
            sentence: read > 0 ? `${failed} Before that: ${pollSentence(counts)}` : failed,
            imported: counts.imported,
            refused: counts.refused,
            failure: error.reason,
          };
        }
        await connections.recordOutcome(connectionId, 'poll', null);
        return {
          sentence: pollSentence(counts),
          imported: counts.imported,
          refused: counts.refused,
          failure: null,
        };
      });
    },
  };
}

export type AnswerPolls = ReturnType<typeof createAnswerPolls>;
