import {
  type ConnectionView,
  type SendNowResult,
  sendScheduleDue,
  type UploadListQuery,
  type UploadView,
} from '#domain/clearinghouse/connections';
import type { RecordPage } from '#domain/records/list';
import type { Db, Tx } from '../../db/database.ts';
import { DomainError, unprocessable } from '../../errors/index.ts';
import { enqueueJob, type JobKind } from '../../jobs/index.ts';
import { positionOf, toPage } from '../lists/index.ts';
import type { ClearinghouseService } from './connections.service.ts';
import { type StoredBatchFile, uploadBatch } from './upload-batch.ts';
import {
  insertUpload,
  listUploads,
  openUploads,
  uploadsOfBatches,
  viewOfUpload,
} from './uploads.repository.ts';

/**
 * What sending needs of the batches module, handed in by app.ts so this module does not import
 * it (the batches panel reads upload states from here): the payers with ready claims, making a
 * batch with the connection's ISA parties and recording its upload in the same transaction, and
 * the stored file.
 */
export interface BatchMaker<Reads> {
  readyPayerIds(limit: number): Promise<string[]>;
  /** What one send reads once for all its batches (the payer catalog, the providers). */
  sendReads(): Reads;
  create(
    input: { payerId: string },
    operator: { email?: string; label: string },
    options: {
      interchange: { senderId: string; receiverId: string; usage: 'T' | 'P' };
      inTransaction: (tx: Tx, batch: { id: string; number: number }) => Promise<void>;
      reads: Reads;
    },
  ): Promise<{ id: string; number: number; claimCount: number }>;
  storedFile(id: string): Promise<StoredBatchFile | undefined>;
}

/** Payers one send makes batches for; the rest go at the next tick. */
export const PAYERS_PER_SEND = 50;
/** Attempts of one upload, e^attempt seconds apart (about 9 hours in all). */
export const UPLOAD_ATTEMPTS = 10;

/** The scheduled send's name in the claims' history and on the batch. */
const SCHEDULE = { label: 'clearinghouse schedule' };

export const uploadJob = { name: 'clearinghouse.upload', maxAttempts: UPLOAD_ATTEMPTS };
const sendTick = { name: 'clearinghouse.send-tick' };

const notTheSender = (name: string) =>
  `Claims do not go out through "${name}": turn on "Send claims through this connection" there first.`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Sending claims through the connection that sends them: on its schedule (a tick every minute
 * on one server decides whether it is due) or with "Send now", every payer's ready claims
 * become a batch with the connection's ISA parties, recorded as a waiting upload and enqueued in
 * the batch's own transaction, then uploaded by the queue one at a time per connection.
 */
export function createSendingService<Reads>(deps: {
  db: Db;
  clearinghouses: ClearinghouseService;
  batches: BatchMaker<Reads>;
}) {
  const { db, clearinghouses, batches } = deps;

  const enqueueUpload = (tx: Db | Tx, connectionId: string, batchId: string) =>
    enqueueJob(
      tx,
      uploadJob,
      { batchId },
      // One upload job per batch however often it is asked for; one session per connection.
      { key: `upload:${batchId}`, serialQueue: `clearinghouse-send:${connectionId}` },
    );

  /** A batch per payer with ready claims; a payer refused or with nothing ready is skipped. */
  async function batchReadyClaims(connection: ConnectionView, operator: { label: string }) {
    const made: { id: string; claimCount: number }[] = [];
    const reads = batches.sendReads();
    for (const payerId of await batches.readyPayerIds(PAYERS_PER_SEND)) {
      try {
        made.push(
          await batches.create({ payerId }, operator, {
            interchange: {
              senderId: connection.isaSenderId,
              receiverId: connection.isaReceiverId,
              usage: connection.usage === 'test' ? 'T' : 'P',
            },
            inTransaction: async (tx, batch) => {
              const values = { batchId: batch.id, batchNumber: batch.number };
              await insertUpload(tx, { ...values, connectionId: connection.id });
              await enqueueUpload(tx, connection.id, batch.id);
            },
            reads,
          }),
        );
      } catch (error) {
        // Her claims already say why (the batch service marks what holds them back).
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return made;
  }

  async function sendNow(
    id: string,
    operator: { email?: string; label: string },
  ): Promise<SendNowResult> {
    const connection = await clearinghouses.get(id);
    if (!connection.sendsClaims) throw unprocessable(notTheSender(connection.name));
    const made = await batchReadyClaims(connection, operator);
    // Uploads waiting for their retry, or failed, go now (those just made are already queued).
    const justMade = new Set(made.map((batch) => batch.id));
    const earlier = (await openUploads(db, connection.id)).filter((id) => !justMade.has(id));
    for (const batchId of earlier) await enqueueUpload(db, connection.id, batchId);
    const claims = made.reduce((sum, batch) => sum + batch.claimCount, 0);
    const again = earlier.length;
    const retried =
      again > 0 ? ` ${plural(again, 'earlier batch is', 'earlier batches are')} tried again.` : '';
    const sentence =
      made.length === 0
        ? `No claims are ready to send.${retried}`
        : `${plural(made.length, 'batch', 'batches')} with ${plural(claims, 'claim', 'claims')} ${
            made.length === 1 ? 'is' : 'are'
          } being uploaded.${retried}`;
    return { sentence, batches: made.length, claims };
  }

  return {
    sendNow,

    /** A tick: sends through the claims sender when its schedule is due in the minute of `at`. */
    async tick(at: Date): Promise<void> {
      const sender = await clearinghouses.claimsSender();
      if (!sender || !sendScheduleDue(sender.sendSchedule, at)) return;
      await batchReadyClaims(sender, SCHEDULE);
    },

    upload: uploadBatch({ db, clearinghouses, storedFile: (id) => batches.storedFile(id) }),

    async list(connectionId: string, query: UploadListQuery): Promise<RecordPage<UploadView>> {
      const connection = await clearinghouses.get(connectionId);
      const rows = await listUploads(db, connection.id, query.limit, positionOf(query.cursor));
      return toPage(rows, query.limit, viewOfUpload);
    },

    /** For the batches panel: each batch's upload, by batch id. */
    uploadsOfBatches: (batchIds: string[]) => uploadsOfBatches(db, batchIds),
  };
}

export type SendingService = ReturnType<typeof createSendingService>;

/**
 * The queue's kinds of sending work: a tick every minute (the queue enqueues it once across
 * servers, with the minute it stands for) and the upload of one batch.
 */
export function sendingJobKinds(sending: SendingService): JobKind[] {
  return [
    {
      ...sendTick,
      cron: '* * * * *',
      maxAttempts: 1,
      async run(payload) {
        const ts = (payload as { _cron?: { ts?: string } })._cron?.ts;
        await sending.tick(ts ? new Date(ts) : new Date());
      },
    },
    {
      ...uploadJob,
      run: (payload, job) => sending.upload((payload as { batchId: string }).batchId, job),
    },
  ];
}
