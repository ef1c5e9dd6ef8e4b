import { createHash } from 'node:crypto';
import {
  type BatchDetail,
  type BatchListQuery,
  type BatchSummary,
  batchFileName,
  type CreateBatchInput,
  type CreatedBatch,
  createBatchSchema,
} from '#domain/claims/batches';
import type { RecordPage } from '#domain/records/list';
import type { X12Settings } from '../../config.ts';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db, Tx } from '../../db/database.ts';
import { nextInterchangeControlNumber } from '../../db/interchange-control-numbers.ts';
import { conflict, notFound, parseInput } from '../../errors/index.ts';
import { positionOf, isUniqueViolation, isUuid, toPage } from '../lists/index.ts';
import { changeEventOf, recordAuditEvent } from '../audit/index.ts';
import {
  type BillableClaim,
  type ClaimService,
  type StatusChangeActor,
  type StatusChangeOperator,
} from '../claims/index.ts';
import type { ProfileService } from '../profile/index.ts';
import { fileOf, type FileSelection, type InterchangeParties, partiesOf } from './batch-file.ts';
import { alreadyResent, resendBatch } from './batch-resend.ts';
import { openBatchFile, sealBatchFile } from './batch-file-at-rest.ts';
import { x12ClaimsOf } from './claim-837p.ts';
import {
  type BatchSummaryRow,
  claimsOfBatch,
  findBatch,
  findBatchFile,
  insertBatch,
  listBatches,
  nextBatchNumber,
  readyPayerIds,
} from './batches.repository.ts';
import type { UploadsOf } from './batch-presenter.ts';
import { factsOf, presentBatch, refused } from './batch-presenter.ts';
import { claimsToSend, type SendReads, sendReadsOf } from './claims-to-send.ts';

export interface CreateOptions {
  /** A clearinghouse connection's ISA sender, receiver and usage instead of the settings'. */
  interchange?: InterchangeParties;
  /** Runs in the batch's transaction once it is stored (its upload is recorded with it). */
  inTransaction?: (tx: Tx, batch: { id: string; number: number }) => Promise<void>;
  /** The send's reads, when it makes many batches (sendReads); else the batch reads its own. */
  reads?: SendReads;
}

/**
 * 837P claim batches: an operator (console or command line) sends pending claims that pass the
 * claim check to the clearinghouse as one file. The file, its control numbers and its claims are
 * stored with the claims' move to processing in one transaction; the stored file is what every
 * download answers. Claims and providers come through their modules' services.
 */
export function createBatchService(deps: {
  db: Db;
  claims: ClaimService;
  profiles: ProfileService;
  x12: X12Settings;
  /** Seals each stored file (it holds her tax ID) and opens it again for an upload or download. */
  taxIds: TaxIdCipher;
  /** Each batch's upload through a clearinghouse connection, when one sends claims. */
  uploadsOf?: UploadsOf;
}) {
  const { db } = deps;

  /** A send's reads, kept for every batch it makes (one of its own for a batch made alone). */
  const sendReads = () => sendReadsOf(deps);

  async function detail(row: BatchSummaryRow): Promise<BatchDetail> {
    return {
      ...presentBatch(row, await factsOf(db, [row], deps.uploadsOf)),
      interchangeControlNumber: row.interchangeControlNumber,
      groupControlNumber: row.groupControlNumber,
      transactionControlNumber: row.transactionControlNumber,
      claims: await claimsOfBatch(db, row.id),
    };
  }

  /** The stored file opened: exactly the text that was made. */
  async function storedFile(id: string) {
    const file = isUuid(id) ? await findBatchFile(db, id) : undefined;
    return file && { ...file, fileText: openBatchFile(deps.taxIds, file.number, file.fileText) };
  }

  async function get(id: string): Promise<BatchDetail> {
    const row = isUuid(id) ? await findBatch(db, id) : undefined;
    if (!row) throw notFound();
    return detail(row);
  }

  const auditEvent = (actor: StatusChangeActor, action: string, batchId: string) =>
    changeEventOf(actor, action, { type: 'batch', id: batchId });

  /**
   * Writes one 837P file of these claims, stores it and moves its claims to processing, all in
   * one transaction: a refused claim refuses the whole batch, and nothing is half written. A
   * resend names the batch it sends again (unique: a second one is refused by the database).
   */
  async function store(
    ready: BillableClaim[],
    selection: Omit<FileSelection, 'x12'>,
    operator: StatusChangeOperator,
    options: CreateOptions & { resends?: { id: string; number: number } } = {},
  ): Promise<CreatedBatch> {
    const parties = options.interchange ?? partiesOf(deps.x12);
    const x12Claims = x12ClaimsOf(ready);
    const actor = operator.actor ?? {};
    const resends = options.resends;
    try {
      const { row, leftOut } = await db.transaction(async (tx) => {
        const number = await nextBatchNumber(tx);
        const interchange = await nextInterchangeControlNumber(tx);
        const numbers = { number, interchange };
        const file = fileOf(numbers, ready, x12Claims, { ...selection, x12: deps.x12 }, parties);
        const fileText = file.text;
        const claimIds = file.chosen.map((claim) => claim.id);
        const batch = await insertBatch(
          tx,
          {
            number,
            interchangeControlNumber: interchange,
            groupControlNumber: number,
            transactionControlNumber: number,
            usage: parties.usage,
            payerId: selection.payerId,
            payerName: ready[0]!.payer.name,
            createdBy: operator.email ?? operator.label,
            claimCount: claimIds.length,
            fileText: sealBatchFile(deps.taxIds, number, fileText),
            fileSha256: createHash('sha256').update(fileText).digest('hex'),
            resentFromBatchId: resends?.id ?? null,
          },
          claimIds,
        );
        const note = resends
          ? `Sent again in batch ${number} (batch ${resends.number} could not be read)`
          : `Sent in batch ${number}`;
        await deps.claims.markSent(tx, claimIds, note, operator, resends ? 'resent' : 'sent');
        await recordAuditEvent(
          tx,
          auditEvent(actor, resends ? 'batch.resend' : 'batch.create', batch.id),
        );
        await options.inTransaction?.(tx, batch);
        return { row: batch, leftOut: file.leftOut };
      });
      return { ...(await detail(row)), leftOut };
    } catch (error) {
      if (isUniqueViolation(error)) {
        // Another operator sent the same rejected batch again at the same moment.
        if (resends) throw conflict(alreadyResent(resends.number));
        // Another operator batched one of these claims at the same moment.
        throw refused(['One of these claims was just put in another open batch. Please reload.']);
      }
      throw error;
    }
  }

  return {
    /**
     * Makes one 837P file of the claims asked for (or every ready claim of the payer), stores it
     * and moves its claims to processing, all in one transaction: a refused claim refuses the
     * whole batch, and nothing is half written.
     */
    async create(
      input: CreateBatchInput,
      operator: StatusChangeOperator,
      options: CreateOptions = {},
    ): Promise<CreatedBatch> {
      const request = parseInput(createBatchSchema, input);
      const selection = await claimsToSend(deps, options.reads ?? sendReads(), request);
      return store(selection.ready, selection, operator, options);
    },

    /**
     * Resend: a batch the clearinghouse could not read goes again as a new batch of its claims
     * still rejected by that file, once (batch-resend.ts).
     */
    resend: (id: string, operator: StatusChangeOperator) =>
      resendBatch({ db, claims: deps.claims, get, store, sendReads }, id, operator),

    /** What one send of many batches reads once (the catalog, the providers): `create`'s `reads`. */
    sendReads,

    /** Payers with pending, unbatched claims not held back by a send blocker (at most `limit`). */
    readyPayerIds: (limit: number) => readyPayerIds(db, limit),

    /** The stored file and its ISA15, for an upload (not a download: not audited as one). */
    storedFile: (id: string) => storedFile(id),

    async list(query: BatchListQuery): Promise<RecordPage<BatchSummary>> {
      const rows = await listBatches(db, query.limit, positionOf(query.cursor));
      const facts = await factsOf(db, rows, deps.uploadsOf);
      return toPage(rows, query.limit, (row) => presentBatch(row, facts));
    },

    get,

    /** The stored file, byte for byte what was made; each download is audited. */
    async download(
      id: string,
      actor: StatusChangeActor,
    ): Promise<{ fileName: string; text: string }> {
      const file = await storedFile(id);
      if (!file) throw notFound();
      await recordAuditEvent(db, auditEvent(actor, 'batch.download', id));
      return { fileName: batchFileName(file.number), text: file.fileText };
    },
  };
}

export type BatchService = ReturnType<typeof createBatchService>;
