import { createHash } from 'node:crypto';
import {
  type BatchDetail,
  type BatchListQuery,
  type BatchSummary,
  batchFileName,
  type CreateBatchInput,
  type CreatedBatch,
  createBatchSchema,
  MAX_CLAIMS_PER_BATCH,
} from '#domain/claim-batches';
import type { Finding } from '#domain/billing/index';
import type { RecordPage } from '#domain/record-list';
import type { X12Settings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { notFound, parseInput } from '../../errors/index.ts';
import { type Claim837pInput, write837p, X12InputError } from '../../formats/x12/index.ts';
import { positionOf, isUniqueViolation, isUuid, toPage } from '../lists/index.ts';
import { changeEventOf, recordAuditEvent } from '../audit/index.ts';
import {
  type BillableClaim,
  type ClaimService,
  hasProvider,
  type ProviderLookup,
  type StatusChangeActor,
  type StatusChangeOperator,
} from '../claims/index.ts';
import { claimsEnrollmentHold } from '../enrollments/index.ts';
import type { ProfileService } from '../profile/index.ts';
import { claim837pFromClaim } from './claim-837p.ts';
import {
  type BatchSummaryRow,
  claimsOfBatch,
  findBatch,
  findBatchFile,
  insertBatch,
  listBatches,
  nextBatchNumber,
  openBatchesOf,
  pendingUnbatchedClaimIds,
} from './batches.repository.ts';
import { factsOf, nothingReady, presentBatch, refused, sentence } from './batch-presenter.ts';

/** When the file was made, in UTC (ISA09/10, GS04/05, BHT04/05). */
function createdAtOf(now: Date) {
  const iso = now.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
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
}) {
  const { db } = deps;

  /** Each provider's details once per batch, however many of her claims it sends. */
  function providerLookup(): ProviderLookup {
    const found = new Map<string, ReturnType<ProviderLookup>>();
    return (ownerId) => {
      if (!found.has(ownerId)) found.set(ownerId, deps.profiles.billingProviderOf(ownerId));
      return found.get(ownerId)!;
    };
  }

  /** The claims asked for, or the payer's ready ones; refusing any that cannot go, all at once. */
  async function claimsToSend(input: { payerId: string; claimIds?: string[] | undefined }) {
    const providerOf = providerLookup();
    const payerId = input.payerId.toUpperCase();
    // Until the payer approves the enrollment, the clearinghouse would turn the file away.
    const hold = await claimsEnrollmentHold(db, payerId);
    if (hold) throw refused([hold]);
    const everyReady = input.claimIds === undefined;
    const ids = everyReady
      ? await pendingUnbatchedClaimIds(db, payerId, MAX_CLAIMS_PER_BATCH)
      : [...new Set(input.claimIds)];
    const found: BillableClaim[] = [];
    const problems: string[] = [];
    const leftOut: string[] = [];
    for (const id of ids) {
      const claim = await deps.claims.billableForOperator(id, providerOf);
      if (!claim) problems.push(`No claim with id or form ID "${id}".`);
      else found.push(claim);
    }
    const inOpenBatch = await openBatchesOf(
      db,
      found.map((claim) => claim.id),
    );
    const ready: BillableClaim[] = [];
    const blocked: { claimId: string; findings: Finding[] }[] = [];
    for (const claim of found) {
      const own: string[] = [];
      if (claim.payer.id.toUpperCase() !== payerId) {
        own.push(
          `Claim ${claim.formId} is for payer ${claim.payer.id}, not ${payerId}: a batch is for one payer.`,
        );
      }
      const openBatch = inOpenBatch.get(claim.id);
      if (openBatch !== undefined) {
        own.push(`Claim ${claim.formId} is already in open batch ${openBatch}.`);
      } else if (claim.status !== 'pending') {
        own.push(`Claim ${claim.formId} is ${claim.status}; only pending claims can be sent.`);
      }
      if (own.length === 0) {
        // The claim check's errors and send blockers, in its words: every reason the claim
        // file could refuse this claim's own data is one of them (claim-837p.test.ts).
        const findings = await deps.claims.recheck(claim);
        for (const finding of findings)
          own.push(`Claim ${claim.formId}: ${sentence(finding.message)}`);
        if (findings.length > 0) blocked.push({ claimId: claim.id, findings });
      }
      if (own.length === 0) ready.push(claim);
      else if (everyReady) leftOut.push(...own);
      else problems.push(...own);
    }
    // Her list says what holds these back, even when the batch goes without them.
    await deps.claims.markSendBlockers(db, blocked);
    if (problems.length > 0) throw refused(problems);
    if (ready.length === 0) throw nothingReady(payerId, leftOut);
    return { payerId, ready, everyReady, leftOut };
  }

  function x12ClaimsOf(ready: BillableClaim[]) {
    return ready.map((claim) => {
      if (!hasProvider(claim))
        throw refused([`Claim ${claim.formId}: its provider's profile is gone.`]);
      return claim837pFromClaim(claim);
    });
  }

  /** The file's text, or the writer's refusals, one sentence each naming the claim and element. */
  function writeFile(
    number: number,
    claims: Claim837pInput[],
    now: Date,
  ): { text: string } | { refusals: { formId?: string; sentence: string }[] } {
    const { x12 } = deps;
    try {
      return {
        text: write837p({
          interchange: {
            senderId: x12.submitter.id,
            receiverId: x12.interchangeReceiverId,
            usage: x12.usage,
            interchangeControlNumber: number,
            groupControlNumber: number,
            transactionControlNumber: number,
            createdAt: createdAtOf(now),
          },
          submitter: {
            name: x12.submitter.name,
            id: x12.submitter.id,
            contact: x12.submitter.contact,
          },
          receiver: x12.receiver,
          claims,
        }),
      };
    } catch (error) {
      if (!(error instanceof X12InputError)) throw error;
      // Each problem names the claim and the element, never a value.
      return {
        refusals: error.problems.map((problem) => ({
          formId: problem.formId,
          sentence: problem.formId
            ? `Claim ${problem.formId}: ${problem.message} (${problem.element}).`
            : `The X12 settings: ${problem.message} (${problem.element}).`,
        })),
      };
    }
  }

  /**
   * Writes the file. Chosen claims the writer refuses refuse the batch; from "every ready
   * claim", they are left out (and said so) and the rest is written.
   */
  function fileOf(
    number: number,
    chosen: BillableClaim[],
    x12Claims: Claim837pInput[],
    options: { everyReady: boolean; payerId: string; leftOut: string[] },
  ) {
    const now = new Date();
    const first = writeFile(number, x12Claims, now);
    if ('text' in first) return { text: first.text, chosen, leftOut: options.leftOut };
    const settingsWrong = first.refusals.some((refusal) => !refusal.formId);
    if (!options.everyReady || settingsWrong) {
      throw refused(first.refusals.map((refusal) => refusal.sentence));
    }
    const refusedIds = new Set(first.refusals.map((refusal) => refusal.formId));
    const kept = chosen.filter((claim) => !refusedIds.has(claim.formId));
    const leftOut = [...options.leftOut, ...first.refusals.map((refusal) => refusal.sentence)];
    if (kept.length === 0) throw nothingReady(options.payerId, leftOut);
    const second = writeFile(
      number,
      x12Claims.filter((claim) => !refusedIds.has(claim.formId)),
      now,
    );
    if (!('text' in second)) throw refused(second.refusals.map((refusal) => refusal.sentence));
    return { text: second.text, chosen: kept, leftOut };
  }

  async function detail(row: BatchSummaryRow): Promise<BatchDetail> {
    return {
      ...presentBatch(row, await factsOf(db, [row])),
      interchangeControlNumber: row.interchangeControlNumber,
      groupControlNumber: row.groupControlNumber,
      transactionControlNumber: row.transactionControlNumber,
      claims: await claimsOfBatch(db, row.id),
    };
  }

  const auditEvent = (actor: StatusChangeActor, action: string, batchId: string) =>
    changeEventOf(actor, action, { type: 'batch', id: batchId });

  return {
    /**
     * Makes one 837P file of the claims asked for (or every ready claim of the payer), stores it
     * and moves its claims to processing, all in one transaction: a refused claim refuses the
     * whole batch, and nothing is half written.
     */
    async create(input: CreateBatchInput, operator: StatusChangeOperator): Promise<CreatedBatch> {
      const request = parseInput(createBatchSchema, input);
      const selection = await claimsToSend(request);
      const { payerId, ready } = selection;
      const x12Claims = x12ClaimsOf(ready);
      const actor = operator.actor ?? {};
      try {
        const { row, leftOut } = await db.transaction(async (tx) => {
          const number = await nextBatchNumber(tx);
          const file = fileOf(number, ready, x12Claims, selection);
          const fileText = file.text;
          const claimIds = file.chosen.map((claim) => claim.id);
          const batch = await insertBatch(
            tx,
            {
              number,
              interchangeControlNumber: number,
              groupControlNumber: number,
              transactionControlNumber: number,
              usage: deps.x12.usage,
              payerId,
              payerName: ready[0]!.payer.name,
              createdBy: operator.email ?? operator.label,
              claimCount: claimIds.length,
              fileText,
              fileSha256: createHash('sha256').update(fileText).digest('hex'),
            },
            claimIds,
          );
          await deps.claims.markSent(tx, claimIds, `Sent in batch ${number}`, operator);
          await recordAuditEvent(tx, auditEvent(actor, 'batch.create', batch.id));
          return { row: batch, leftOut: file.leftOut };
        });
        return { ...(await detail(row)), leftOut };
      } catch (error) {
        // Another operator batched one of these claims at the same moment.
        if (isUniqueViolation(error)) {
          throw refused(['One of these claims was just put in another open batch. Please reload.']);
        }
        throw error;
      }
    },

    async list(query: BatchListQuery): Promise<RecordPage<BatchSummary>> {
      const rows = await listBatches(db, query.limit, positionOf(query.cursor));
      const facts = await factsOf(db, rows);
      return toPage(rows, query.limit, (row) => presentBatch(row, facts));
    },

    async get(id: string): Promise<BatchDetail> {
      const row = isUuid(id) ? await findBatch(db, id) : undefined;
      if (!row) throw notFound();
      return detail(row);
    },

    /** The stored file, byte for byte what was made; each download is audited. */
    async download(
      id: string,
      actor: StatusChangeActor,
    ): Promise<{ fileName: string; text: string }> {
      const file = isUuid(id) ? await findBatchFile(db, id) : undefined;
      if (!file) throw notFound();
      await recordAuditEvent(db, auditEvent(actor, 'batch.download', id));
      return { fileName: batchFileName(file.number), text: file.fileText };
    },
  };
}

export type BatchService = ReturnType<typeof createBatchService>;
