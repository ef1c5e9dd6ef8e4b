import { createHash } from 'node:crypto';
import {
  DEFAULT_IMPORT_MAX_MB,
  cleanFileName,
  tooLargeMessage,
  type ImportListQuery,
  type ImportResult,
  type ResponseImportDetail,
  type ResponseImportView,
} from '#domain/claims/imports';
import type { RecordPage } from '#domain/records/list';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db } from '../../db/database.ts';
import { isDataException } from '../../db/data-exception.ts';
import type { StoredImportSummary } from './imports.tables.ts';
import { notFound } from '../../errors/index.ts';
import { X12ReadError, readX12Response, type X12Response } from '../../formats/x12/index.ts';
import { positionOf, isUuid, toPage } from '../lists/index.ts';
import type { ClaimHooks } from '../claims/index.ts';
import { apply277ca } from './apply-277ca.ts';
import { sealImportContent } from './content-at-rest.ts';
import { apply835 } from './apply-835.ts';
import { apply999 } from './apply-999.ts';
import { FileRefused, UnmatchedItems, type ApplyContext } from './apply-context.ts';
import { applyTa1 } from './apply-ta1.ts';
import type { ImportOperator, ResponseFile } from './import-request.ts';
import type { ImportThread } from './import-thread.ts';
import { PaymentIdentities } from './payment-identities.ts';
import {
  findAppliedBySha,
  findImport,
  importOfInterchanges,
  insertImportOnce,
  insertInterchanges,
  listImports,
  setImportSummary,
  storeRefused,
  unmatchedOf,
  type ImportHead,
} from './imports.repository.ts';

/** Who imports: an operator's email in the console, a label on the command line. */
export type { ImportOperator, ResponseFile } from './import-request.ts';

const emptySummary = (notes: string[] = []): StoredImportSummary => ({
  matched: [],
  unmatched: 0,
  notes,
});

export function presentImport(row: ImportHead): ResponseImportView {
  return {
    id: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    kind: (row.kind as ResponseImportView['kind']) ?? null,
    outcome: row.outcome,
    message: row.message,
    importedBy: row.importedBy,
    importedAt: row.importedAt.toISOString(),
    matched: row.summary.matched,
    unmatchedCount: row.summary.unmatched,
    heldCount: row.summary.held ?? 0,
    notes: row.summary.notes,
  };
}

const when = (row: ImportHead) => row.importedAt.toISOString().slice(0, 16).replace('T', ' ');

/** Said when a value got past the reader's bounds and the database could not hold it. */
export const OUT_OF_RANGE_MESSAGE =
  'A value in this file is beyond what we can store (an amount or a number too large); nothing was applied.';

/**
 * Importing payer responses (TA1, 999, 277CA, 835). Each file is read whole first (a file that
 * cannot be read is refused with the reader's message and kept; an 835's claim payments are not
 * kept, but read again as they are applied, decision 058); then everything it says is applied
 * in ONE transaction, or nothing is. The same APPLIED bytes (SHA-256) or the same
 * interchange (sender and control number) imported again change nothing, and the answer says
 * so. Refused is not imported: refused bytes are kept with their reason and may be imported
 * again later (after the product changes, say).
 */
export function createImportService(
  db: Db,
  options: {
    claimHooks: ClaimHooks;
    taxIds: TaxIdCipher;
    maxMegabytes?: number | undefined;
    /** Where a large file is applied, away from the server's young generation (decision 102). */
    thread?: ImportThread | undefined;
  },
) {
  const maxBytes = (options.maxMegabytes ?? DEFAULT_IMPORT_MAX_MB) * 1024 * 1024;

  async function refuse(
    file: ResponseFile,
    sha256: string,
    by: string,
    message: string,
    kind: string | null = null,
  ): Promise<ImportResult> {
    const stored = await db.transaction((tx) =>
      storeRefused(
        tx,
        {
          sha256,
          fileName: cleanFileName(file.name),
          sizeBytes: file.bytes.byteLength,
          kind,
          outcome: 'refused',
          message,
          summary: emptySummary(),
          importedBy: by,
        },
        sealImportContent(options.taxIds, sha256, bytesOf(file)),
      ),
    );
    return { import: presentImport(stored), repeated: false, unmatched: [] };
  }

  async function repeated(sha256: string): Promise<ImportResult> {
    const earlier = await findAppliedBySha(db, sha256);
    if (!earlier) throw new Error('an imported file vanished');
    return {
      import: {
        ...presentImport(earlier),
        message: `This file was already imported on ${when(earlier)} UTC by ${earlier.importedBy}; nothing changed.`,
      },
      repeated: true,
      unmatched: await unmatchedOf(db, earlier.id),
    };
  }

  async function apply(
    file: ResponseFile,
    sha256: string,
    by: string,
    response: X12Response,
    operator: ImportOperator,
    identities: PaymentIdentities,
  ): Promise<ImportResult | 'repeated'> {
    const interchanges = response.envelope.interchanges.map((interchange) => ({
      senderId: interchange.senderId,
      controlNumber: interchange.controlNumber,
    }));
    return db.transaction(async (tx) => {
      const stored = await insertImportOnce(
        tx,
        {
          sha256,
          fileName: cleanFileName(file.name),
          sizeBytes: file.bytes.byteLength,
          kind: response.kind,
          outcome: 'accepted',
          summary: emptySummary(),
          importedBy: by,
        },
        sealImportContent(options.taxIds, sha256, bytesOf(file)),
      );
      if (!stored) return 'repeated';
      const earlier = await importOfInterchanges(tx, interchanges);
      if (earlier) {
        // Thrown to roll the transaction back; the caller keeps the file as refused.
        throw new RepeatedInterchange(
          `Interchange ${earlier.controlNumber} from ${earlier.senderId} was already imported on ${when(earlier.import)} UTC (${earlier.import.fileName}); nothing was applied.`,
        );
      }
      await insertInterchanges(tx, stored.id, interchanges);
      const ctx: ApplyContext = {
        tx,
        importId: stored.id,
        changedBy: operator.email ?? operator.label,
        actor: operator.actor,
        claimHooks: options.claimHooks,
        matched: [],
        unmatched: new UnmatchedItems(),
        notes: [],
        acknowledgedBatches: [],
      };
      // A TA1 answers a whole file's envelope, before the 999 about what was inside it.
      await applyTa1(ctx, response.interchangeAcknowledgements);
      if (response.kind === '277CA') await apply277ca(ctx, response.reports);
      else if (response.kind === '835') await apply835(ctx, { ...response, identities });
      else if (response.kind === '999') await apply999(ctx, response.acknowledgements);
      if (response.kind === '835') {
        ctx.notes.push(...response.remittances.flatMap((remittance) => remittance.warnings));
      }
      await ctx.unmatched.store(tx, stored.id);
      const summary = {
        matched: ctx.matched,
        unmatched: ctx.unmatched.count,
        held: ctx.heldCount ?? 0,
        notes: ctx.notes,
        // The batches a 999 acknowledged, read back by the batches' views ("accepted on …").
        ...(ctx.acknowledgedBatches.length > 0 ? { batches: ctx.acknowledgedBatches } : {}),
      };
      await setImportSummary(tx, stored.id, summary);
      return {
        import: presentImport({ ...stored, summary }),
        repeated: false,
        unmatched: ctx.unmatched.shown,
      };
    });
  }

  return {
    /**
     * Imports one response file for `operator`. Never throws for a bad file: the answer is a
     * refused import with the reason, and the file is kept.
     */
    async importResponse(file: ResponseFile, operator: ImportOperator): Promise<ImportResult> {
      const { thread } = options;
      if (thread?.takes(file) && file.bytes.byteLength <= maxBytes) {
        return thread.importResponse(file, operator);
      }
      const by = operator.email ?? operator.label;
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      if (await findAppliedBySha(db, sha256)) return repeated(sha256);
      if (file.bytes.byteLength > maxBytes) {
        // Too big to keep either: storing it is what the limit protects against.
        return {
          import: {
            id: '',
            fileName: cleanFileName(file.name),
            sizeBytes: file.bytes.byteLength,
            kind: null,
            outcome: 'refused',
            message: tooLargeMessage(file.bytes.byteLength, maxBytes),
            importedBy: by,
            importedAt: new Date().toISOString(),
            matched: [],
            unmatchedCount: 0,
            heldCount: 0,
            notes: [],
          },
          repeated: false,
          unmatched: [],
        };
      }
      let response: X12Response;
      // An 835's claim payments are not kept as they are read: applying reads them again.
      const identities = new PaymentIdentities();
      try {
        response = readX12Response(file.bytes, { maxBytes, onClaimPayment: identities.see });
      } catch (error) {
        if (error instanceof X12ReadError) return refuse(file, sha256, by, error.message);
        throw error;
      }
      try {
        const result = await apply(file, sha256, by, response, operator, identities);
        return result === 'repeated' ? repeated(sha256) : result;
      } catch (error) {
        // Each rolled the file's transaction back: nothing of it was applied.
        if (error instanceof RepeatedInterchange || error instanceof FileRefused) {
          return refuse(file, sha256, by, error.message, response.kind);
        }
        if (isDataException(error)) {
          return refuse(file, sha256, by, OUT_OF_RANGE_MESSAGE, response.kind);
        }
        throw error;
      }
    },

    async page(query: ImportListQuery): Promise<RecordPage<ResponseImportView>> {
      const rows = await listImports(db, query.limit, positionOf(query.cursor));
      return toPage(rows, query.limit, presentImport);
    },

    async get(id: string): Promise<ResponseImportDetail> {
      const row = isUuid(id) ? await findImport(db, id) : undefined;
      if (!row) throw notFound();
      return { import: presentImport(row), unmatched: await unmatchedOf(db, row.id) };
    },

    maxBytes,
  };
}

class RepeatedInterchange extends Error {}

// Said by the console's upload and by the clearinghouse poll (which does not fetch such a file).
export { tooLargeMessage };

/** The upload's bytes as a Buffer over the same memory: the file is never copied to be stored. */
function bytesOf(file: ResponseFile): Buffer {
  const { bytes } = file;
  return Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export type ImportService = ReturnType<typeof createImportService>;
