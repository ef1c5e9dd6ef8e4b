import { createHash } from 'node:crypto';
import type { ConnectionView, DownloadOutcome } from '#domain/clearinghouse/connections';
import { tooLargeMessage } from '#domain/claims/imports';
import type { Db } from '../../db/database.ts';
import { type openSftpSession, type SftpTarget, SftpTransferError } from '../sftp/index.ts';
import { FILE_ATTEMPTS, settleFile } from './downloads.repository.ts';

type Session = Awaited<ReturnType<typeof openSftpSession>>;

/** Sessions a poll may open after its connection was cut: a server that cuts every read stops it. */
const REOPENS_PER_POLL = 5;

/**
 * The poll's SFTP session, opened again when a transfer cut the connection, so the files after
 * a cut one are still read in the same poll. The target is asked for at each opening: its
 * address is checked again each time (decision 086).
 */
export function reconnecting(targetOf: () => Promise<SftpTarget>, open: typeof openSftpSession) {
  let session: Session | undefined;
  let reopened = 0;
  return {
    async get(): Promise<Session> {
      if (session?.isOpen()) return session;
      if (session) {
        session.close();
        if (++reopened > REOPENS_PER_POLL) throw new SftpTransferError('download_failed');
      }
      session = await open(await targetOf());
      return session;
    },
    close: () => session?.close(),
  };
}
export type Sessions = ReturnType<typeof reconnecting>;

/** A transfer failure in one sentence for the health and the queue: a reason and a name. */
export const failureSentence = (error: SftpTransferError) =>
  `${error.message.replace(/\.$/, '')}${error.remotePath ? ` (${error.remotePath})` : ''}.`;

export interface Counts {
  imported: number;
  repeated: number;
  refused: number;
  /** Files that failed in this poll (tried again by a later poll while attempts are left). */
  failed: number;
  /** Files left for the next poll (the per-poll bound was reached). */
  left: number;
}

/** What one poll found, for its answer and the connection's health. */
export interface PollTally {
  counts: Counts;
  /** Each failed file's sentence: the first is the connection's last error. */
  failures: string[];
}

/** The payer-response importer as the poll uses it (see answer-polls.ts). */
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

/** A listed file this poll claimed: its name on the server and its row. */
export interface ClaimedFile {
  folder: string;
  name: string;
  size: number;
  claim: { id: string; attempts: number };
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Reads one claimed file on its own: downloaded (stopped past the import limit), hashed and
 * imported, its outcome remembered. A transfer or import failure marks it failed, with its
 * attempt, and the poll goes on; a failure to remember it (the database) stops the poll.
 * Answers whether the file was read (so it may be archived).
 */
export async function readAnswerFile(
  deps: { db: Db; imports: AnswerImporter; sessions: Sessions; connection: ConnectionView },
  file: ClaimedFile,
  tally: PollTally,
): Promise<boolean> {
  const { db, imports, connection } = deps;
  const { claim } = file;
  const refuse = async (message: string) => {
    await settleFile(db, claim.id, { outcome: 'refused', message });
    tally.counts.refused++;
    return false;
  };
  const fail = async (sentence: string, sha256?: string) => {
    const next =
      claim.attempts >= FILE_ATTEMPTS
        ? `Given up after ${FILE_ATTEMPTS} attempts; it is not fetched again.`
        : `Attempt ${claim.attempts} of ${FILE_ATTEMPTS}; the next poll tries again.`;
    await settleFile(db, claim.id, { outcome: 'failed', message: `${sentence} ${next}`, sha256 });
    tally.counts.failed++;
    tally.failures.push(sentence);
    return false;
  };
  // Not fetched at all: the importer would refuse it.
  if (file.size > imports.maxBytes) return refuse(tooLargeMessage(file.size, imports.maxBytes));
  const session = await deps.sessions.get();
  const downloaded = await session
    .download(file.folder, file.name, imports.maxBytes)
    .catch((error: unknown) => {
      if (error instanceof SftpTransferError) return { error };
      throw error;
    });
  if ('error' in downloaded) return fail(failureSentence(downloaded.error));
  if (downloaded.tooLarge) {
    return refuse(
      `The server listed this file at ${file.size} bytes but sent more than ${megabytes(imports.maxBytes)}, the largest response file we import, so the transfer was stopped. Ask the clearinghouse about this file.`,
    );
  }
  const { bytes } = downloaded;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let result: Awaited<ReturnType<AnswerImporter['importResponse']>>;
  try {
    result = await imports.importResponse(
      { name: file.name, bytes },
      { label: `clearinghouse "${connection.name}"` },
    );
  } catch {
    // The importer's own failure (its words may hold the file's content, so they are not kept).
    return fail(`The import did not complete (${file.folder}/${file.name}).`, sha256);
  }
  const outcome: DownloadOutcome = result.repeated
    ? 'repeated'
    : result.import.outcome === 'refused'
      ? 'refused'
      : 'imported';
  await settleFile(db, claim.id, {
    outcome,
    message: outcome === 'imported' ? null : result.import.message,
    sha256,
    importId: result.import.id || null,
  });
  tally.counts[outcome as 'imported' | 'repeated' | 'refused']++;
  return true;
}
