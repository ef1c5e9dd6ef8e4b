import type pg from 'pg';
import type { ConnectionView, PollNowResult } from '#domain/clearinghouse/connections';
import { remoteNameProblem, shownRemoteName } from '#domain/clearinghouse/remote-names';
import type { Db } from '../../db/database.ts';
import { openSftpSession, SftpTransferError } from '../sftp/index.ts';
import {
  type AnswerImporter,
  type Counts,
  failureSentence,
  type PollTally,
  readAnswerFile,
  reconnecting,
  type Sessions,
} from './answer-files.ts';
import type { ClearinghouseService } from './connections.service.ts';
import {
  claimFile,
  FILE_ATTEMPTS,
  fileKey,
  type Remembered,
  rememberedFiles,
  settleFile,
} from './downloads.repository.ts';

/** Files read per poll, oldest first: the rest wait for the next poll. */
export const FILES_PER_POLL = 50;

/** The outcomes after which a file is not fetched again. */
const settled = new Set(['imported', 'repeated', 'refused']);
const isDone = (file: Remembered | undefined) =>
  file !== undefined &&
  (settled.has(file.outcome) || (file.outcome === 'failed' && file.attempts >= FILE_ATTEMPTS));

/** A listed file, its name checked before anything asks the server about it. */
interface Listed {
  name: string;
  size: number;
  modifiedAt: Date;
  /** The name as remembered and shown (escaped when refused). */
  shown: string;
  /** Why the name is refused, or null. */
  problem: string | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2 new answer files: 2 imported." or "No new answer files." */
export function pollSentence({ imported, repeated, refused, failed, left }: Counts): string {
  const total = imported + repeated + refused + failed;
  const parts = [
    imported ? `${imported} imported` : '',
    repeated ? `${repeated} already imported` : '',
    refused ? `${refused} refused` : '',
    failed ? `${failed} failed` : '',
  ].filter(Boolean);
  const found =
    total === 0
      ? 'No new answer files.'
      : `${plural(total, 'new answer file')}: ${parts.join(', ')}.`;
  return left > 0 ? `${found} ${plural(left, 'more file')} wait for the next poll.` : found;
}

/** The connection's last error when files failed: the first one's reason, and how many more. */
const failedFilesSentence = (failures: string[]) =>
  failures.length === 1
    ? failures[0]!
    : `${failures[0]!} ${plural(failures.length - 1, 'more file')} failed too.`;

export type { AnswerImporter } from './answer-files.ts';

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

  /** A folder's plain files, each name checked; valid dot files are not answers. */
  async function listFolder(session: Awaited<ReturnType<Sessions['get']>>, folder: string) {
    const listed: Listed[] = (await session.list(folder)).map((file) => ({
      ...file,
      shown: shownRemoteName(file.name),
      problem: remoteNameProblem(file.name),
    }));
    // Dot files are not answers: a clearinghouse's half-written upload, a folder's marker.
    return listed.filter((file) => file.problem !== null || !file.name.startsWith('.'));
  }

  /** Moves a read file to the archive; a failure is tried again by the next poll. */
  async function archiveFile(sessions: Sessions, folder: string, name: string, to: string) {
    const session = await sessions.get();
    await session.move(folder, name, to).catch((error: unknown) => {
      if (!(error instanceof SftpTransferError)) throw error;
    });
  }

  /** Reads each answer folder, counting into `tally` (kept when a transfer fails midway). */
  async function pollFolders(sessions: Sessions, connection: ConnectionView, tally: PollTally) {
    const archive = connection.afterDownload === 'archive' ? connection.archiveFolder : null;
    let budget = filesPerPoll;
    for (const folder of connection.answerFolders) {
      const listed = await listFolder(await sessions.get(), folder);
      const remembered = await rememberedFiles(
        db,
        connection.id,
        folder,
        listed.map((file) => file.shown),
      );
      const isSettled = (file: Listed) =>
        isDone(remembered.get(fileKey({ ...file, name: file.shown })));
      const fresh = listed
        .filter((file) => !isSettled(file))
        .sort(
          (a, b) =>
            a.modifiedAt.getTime() - b.modifiedAt.getTime() || a.shown.localeCompare(b.shown),
        );
      for (const file of fresh) {
        if (budget === 0) {
          tally.counts.left++;
          continue;
        }
        budget--;
        const claim = await claimFile(db, {
          connectionId: connection.id,
          folder,
          ...file,
          name: file.shown,
        });
        if (!claim) continue; // another poll holds it, or just settled it
        if (file.problem !== null) {
          // Never fetched, looked up or moved: only remembered, with its reason.
          await settleFile(db, claim.id, { outcome: 'refused', message: file.problem });
          tally.counts.refused++;
          continue;
        }
        const deps = { db, imports, sessions, connection };
        const read = await readAnswerFile(deps, { ...file, folder, claim }, tally);
        if (archive && read) await archiveFile(sessions, folder, file.name, archive);
      }
      if (archive) {
        // A file read by an earlier poll whose move failed is moved now (it is not read again).
        const readBefore = listed.filter(
          (file) =>
            file.problem === null && settled.has(remembered.get(fileKey(file))?.outcome ?? ''),
        );
        for (const file of readBefore.slice(0, filesPerPoll)) {
          await archiveFile(sessions, folder, file.name, archive);
        }
      }
    }
  }

  /** What a poll answers, and what the connection's health keeps of it. */
  async function settlePoll(connectionId: string, tally: PollTally): Promise<PollNowResult> {
    const { counts, failures } = tally;
    await connections.recordOutcome(
      connectionId,
      'poll',
      failures.length > 0 ? failedFilesSentence(failures) : null,
      true,
    );
    return {
      sentence: pollSentence(counts),
      imported: counts.imported,
      refused: counts.refused,
      failed: counts.failed,
      failure: null,
    };
  }

  return {
    /**
     * Polls now, once at a time per connection. Each file is read on its own: a file that
     * fails is counted and listed with its reason, and the others are read. A poll that cannot
     * go on (no session, a folder that cannot be listed) is recorded on the connection's health
     * and answered (`failure`, and said in the sentence after what was read before it); the
     * queue's job throws it, to be retried. Any other failure is recorded too, then thrown.
     */
    async poll(connectionId: string): Promise<PollNowResult> {
      const connection = await connections.get(connectionId);
      return oneAtATime(connectionId, async () => {
        const tally: PollTally = {
          counts: { imported: 0, repeated: 0, refused: 0, failed: 0, left: 0 },
          failures: [],
        };
        const sessions = reconnecting(() => connections.targetOf(connectionId), openSftpSession);
        try {
          await pollFolders(sessions, connection, tally);
        } catch (error) {
          if (!(error instanceof SftpTransferError)) {
            await connections
              .recordOutcome(connectionId, 'poll', 'The poll did not complete.')
              .catch(() => {});
            throw error;
          }
          const failed = failureSentence(error);
          await connections.recordOutcome(connectionId, 'poll', failed);
          const { counts } = tally;
          const read = counts.imported + counts.repeated + counts.refused + counts.failed;
          return {
            sentence: read > 0 ? `${failed} Before that: ${pollSentence(counts)}` : failed,
            imported: counts.imported,
            refused: counts.refused,
            failed: counts.failed,
            failure: error.reason,
          };
        } finally {
          sessions.close();
        }
        return settlePoll(connectionId, tally);
      });
    },
  };
}

export type AnswerPolls = ReturnType<typeof createAnswerPolls>;
