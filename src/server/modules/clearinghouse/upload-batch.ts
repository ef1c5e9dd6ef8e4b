import type { ConnectionView } from '#domain/clearinghouse/connections';
import type { Db } from '../../db/database.ts';
import { JobFailure } from '../../jobs/index.ts';
import { untilDatabaseAnswers } from '../../db/database-unavailable.ts';
import type { JobRun } from '../../jobs/job-kinds.ts';
import { SftpTransferError, withSftpSession } from '../sftp/index.ts';
import type { ClearinghouseService } from './connections.service.ts';
import { setUploadState, takeUpload, type UploadRow } from './uploads.repository.ts';

/** A batch's stored file and its ISA15, as the batches module hands it over. */
export interface StoredBatchFile {
  number: number;
  usage: 'T' | 'P';
  fileText: string;
}

const usageWords = { T: 'a test file (ISA15 T)', P: 'a production file (ISA15 P)' } as const;

/** "Batch 12 is a test file (ISA15 T); Office Ally is a production connection, so it was not sent." */
const usageRefusal = (number: number, usage: 'T' | 'P', connection: ConnectionView) =>
  `Batch ${number} is ${usageWords[usage]}; ${connection.name} is a ${connection.usage} connection, so it was not sent.`;

const shown = (folder: string) => (folder.endsWith('/') ? folder : `${folder}/`);

/** The failure in one sentence for the operator: the reason and folder or file names only. */
function failureSentence(error: SftpTransferError, number: number, folder: string, name: string) {
  const why = {
    cannot_connect: 'could not reach the SFTP server.',
    address_refused: 'the SFTP server is on a private, loopback or link-local address.',
    login_refused: 'the SFTP server refused the login.',
    host_key_changed: "the SFTP server's host key is not the one pinned for this connection.",
    folder_missing: `the upload folder ${shown(folder)} is missing on the SFTP server.`,
    upload_failed: `the upload of ${name} did not complete; nothing was left under that name.`,
    download_failed: 'the transfer did not complete.',
  }[error.reason];
  return `Batch ${number} was not sent: ${why}`;
}

/**
 * The name on the server: the connection's pattern with `{batch}` (the batch number) and
 * `{date}` (YYYYMMDD of the day the upload was recorded, so a retry after midnight looks for
 * the same name and never sends the batch again under another).
 */
export const remoteNameOf = (
  pattern: string,
  upload: Pick<UploadRow, 'batchNumber' | 'createdAt'>,
) =>
  pattern
    .replaceAll('{batch}', String(upload.batchNumber))
    .replaceAll('{date}', upload.createdAt.toISOString().slice(0, 10).replaceAll('-', ''));

/**
 * The upload job of one batch: takes the upload (a sent one, or one another attempt holds, is
 * left alone), refuses a file whose usage is not the connection's, and otherwise logs in and
 * uploads under a temporary name, checks the size and renames. A file already there under the
 * final name with the stored size is an earlier attempt that renamed it but was not recorded:
 * it is marked sent, not uploaded again. A transfer failure waits for the queue's retry (with
 * its reason), and the last attempt marks the upload failed and the connection's health.
 */
export function uploadBatch(deps: {
  db: Db;
  clearinghouses: ClearinghouseService;
  storedFile: (batchId: string) => Promise<StoredBatchFile | undefined>;
}) {
  const { db, clearinghouses } = deps;
  return async (batchId: string, job: JobRun): Promise<void> => {
    const upload = await takeUpload(db, batchId);
    if (!upload) return;
    // Once taken, the upload is this job's until it says otherwise: each database step waits
    // out a restart of the database (decision 085) rather than leave it "uploading" unowned.
    const [connection, file] = await untilDatabaseAnswers(() =>
      Promise.all([clearinghouses.get(upload.connectionId), deps.storedFile(batchId)]),
    );
    if (!file) {
      await untilDatabaseAnswers(() =>
        setUploadState(db, batchId, { state: 'failed', message: 'The batch is gone.' }),
      );
      return;
    }
    const connectionUsage = connection.usage === 'test' ? 'T' : 'P';
    if (file.usage !== connectionUsage) {
      const message = usageRefusal(file.number, file.usage, connection);
      await untilDatabaseAnswers(() =>
        setUploadState(db, batchId, { state: 'failed', failure: null, message }),
      );
      await untilDatabaseAnswers(() =>
        clearinghouses.recordOutcome(connection.id, 'send', message),
      );
      return;
    }
    const folder = connection.uploadFolder;
    const name = remoteNameOf(connection.fileNamePattern, upload);
    const content = Buffer.from(file.fileText, 'utf8');
    try {
      const target = await untilDatabaseAnswers(() => clearinghouses.targetOf(connection.id));
      await withSftpSession(target, async (session) => {
        const there = (await session.list(folder)).find((remote) => remote.name === name);
        if (there?.size === content.length) return;
        await session.upload(folder, name, content);
      });
    } catch (error) {
      if (!(error instanceof SftpTransferError)) {
        await untilDatabaseAnswers(() => setUploadState(db, batchId, { state: 'waiting' }));
        throw error;
      }
      const message = failureSentence(error, file.number, folder, name);
      const final = job.attempt >= job.maxAttempts;
      const state = final ? 'failed' : 'waiting';
      await untilDatabaseAnswers(() =>
        setUploadState(db, batchId, { state, failure: error.reason, message }),
      );
      if (final)
        await untilDatabaseAnswers(() =>
          clearinghouses.recordOutcome(connection.id, 'send', message),
        );
      throw new JobFailure(message);
    }
    await untilDatabaseAnswers(() =>
      setUploadState(db, batchId, {
        state: 'sent',
        failure: null,
        message: null,
        remoteName: name,
        sent: true,
      }),
    );
    await untilDatabaseAnswers(() => clearinghouses.recordOutcome(connection.id, 'send', null));
  };
}
