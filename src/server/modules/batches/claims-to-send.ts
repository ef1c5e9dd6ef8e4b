import type { Finding } from '#domain/billing/index';
import { MAX_CLAIMS_PER_BATCH } from '#domain/claims/batches';
import type { Db } from '../../db/database.ts';
import type { BillableClaim, ClaimService, ProvidersLookup } from '../claims/index.ts';
import { claimsEnrollmentHold } from '../enrollments/index.ts';
import type { BillingProviderDetails, ProfileService } from '../profile/index.ts';
import { HELD_NAMED, heldSentences, nothingReady, refused, sentence } from './batch-presenter.ts';
import { openBatchesOf, pendingUnbatchedClaimIds } from './batches.repository.ts';
import { heldClaimsOf } from './held-claims.repository.ts';

/**
 * What one send reads once for all its batches (a batch made alone has its own): the claim
 * check's catalog and providers' facts, and each provider's details for the file, read for many
 * claims at once and kept by owner.
 */
export interface SendReads {
  check: (claims: readonly BillableClaim[]) => Promise<Finding[][]>;
  providers: ProvidersLookup;
}

export function sendReadsOf(deps: { claims: ClaimService; profiles: ProfileService }): SendReads {
  const known = new Map<string, BillingProviderDetails | null>();
  return {
    check: deps.claims.checksBeforeSending(),
    async providers(ownerIds) {
      const missing = [...new Set(ownerIds)].filter((id) => !known.has(id));
      if (missing.length > 0) {
        for (const [id, details] of await deps.profiles.billingProvidersOf(missing))
          known.set(id, details);
      }
      return known;
    },
  };
}

/** A claim's own reasons it cannot go in this payer's batch, before the claim check. */
function ownProblems(claim: BillableClaim, payerId: string, openBatch: number | undefined) {
  const own: string[] = [];
  if (claim.payer.id.toUpperCase() !== payerId) {
    own.push(
      `Claim ${claim.formId} is for payer ${claim.payer.id}, not ${payerId}: a batch is for one payer.`,
    );
  }
  if (openBatch !== undefined) {
    own.push(`Claim ${claim.formId} is already in open batch ${openBatch}.`);
  } else if (claim.status !== 'pending') {
    own.push(`Claim ${claim.formId} is ${claim.status}; only pending claims can be sent.`);
  }
  return own;
}

/**
 * The claims asked for, or the payer's ready ones; refusing any that cannot go, all at once.
 * The claims, their providers, their patients and their other claims are read once for the
 * whole batch (a claim at a time was a dozen round trips each, decision 103).
 */
export async function claimsToSend(
  deps: { db: Db; claims: ClaimService },
  reads: SendReads,
  input: { payerId: string; claimIds?: string[] | undefined },
) {
  const { db } = deps;
  const payerId = input.payerId.toUpperCase();
  // Until the payer approves the enrollment, the clearinghouse would turn the file away.
  const hold = await claimsEnrollmentHold(db, payerId);
  if (hold) throw refused([hold]);
  const everyReady = input.claimIds === undefined;
  const ids = everyReady
    ? await pendingUnbatchedClaimIds(db, payerId, MAX_CLAIMS_PER_BATCH)
    : [...new Set(input.claimIds)];
  const problems: string[] = [];
  const found: BillableClaim[] = [];
  const billables = await deps.claims.billablesForOperator(ids, reads.providers);
  billables.forEach((claim, index) => {
    if (!claim) problems.push(`No claim with id or form ID "${ids[index]}".`);
    else found.push(claim);
  });
  const inOpenBatch = await openBatchesOf(
    db,
    found.map((claim) => claim.id),
  );
  const owns = found.map((claim) => ownProblems(claim, payerId, inOpenBatch.get(claim.id)));
  // The claim check's errors and send blockers, in its words: every reason the claim file
  // could refuse this claim's own data is one of them (claim-837p.test.ts).
  const checked = found.filter((_, index) => owns[index]!.length === 0);
  const findingsOf = new Map<BillableClaim, Finding[]>();
  (await reads.check(checked)).forEach((findings, index) =>
    findingsOf.set(checked[index]!, findings),
  );
  const ready: BillableClaim[] = [];
  const leftOut: string[] = [];
  const blocked: { claimId: string; findings: Finding[] }[] = [];
  found.forEach((claim, index) => {
    const own = owns[index]!;
    const findings = findingsOf.get(claim) ?? [];
    for (const finding of findings) own.push(`Claim ${claim.formId}: ${sentence(finding.message)}`);
    if (findings.length > 0) blocked.push({ claimId: claim.id, findings });
    if (own.length === 0) ready.push(claim);
    else if (everyReady) leftOut.push(...own);
    else problems.push(...own);
  });
  // Her list says what holds these back, even when the batch goes without them.
  await deps.claims.markSendBlockers(db, blocked);
  // Those already waiting on their doula were not tried (those just found are named above);
  // the result still names them.
  if (everyReady) {
    const tried = new Set(found.map((claim) => claim.formId));
    const held = await heldClaimsOf(db, payerId, HELD_NAMED + found.length + 1);
    leftOut.push(...heldSentences(held.filter((claim) => !tried.has(claim.formId))));
  }
  if (problems.length > 0) throw refused(problems);
  if (ready.length === 0) throw nothingReady(payerId, leftOut);
  return { payerId, ready, everyReady, leftOut };
}
