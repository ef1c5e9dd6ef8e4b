import type { ClaimSubmitValues } from '#domain/claims/requests';
import type { ClaimView } from '#domain/claims/view';
import type { AttentionCount } from '#domain/claims/waiting-fixes';
import {
  claimStatusChangeSchema,
  type ClaimStatusChangeInput,
  type OperatorClaimListQuery,
} from '#domain/claims/queue';
import type { RecordPage } from '#domain/records/list';
import type { ClaimListOrder, ClaimSearch } from '#domain/claims/search';
import type { PatientBilling } from '#domain/claims/claim-check-input';
import type { Finding } from '#domain/billing/index';
import type { Db, DbOrTx } from '../../db/database.ts';
import { forbidden, notFound, parseInput } from '../../errors/index.ts';
import { positionOf, pageOf, toPage } from '../lists/index.ts';
import { ownPatient } from '../patients/index.ts';
import type { BillingProviderDetails } from '../profile/index.ts';
import type { SessionUser } from '../users/index.ts';
import { claimTotalsOf, type ClaimTotals } from './claim-billing.repository.ts';
import {
  patientBillingOf,
  recheckStoredClaims,
  storedClaimReads,
} from './claim-check-at-submit.ts';
import { billableClaimsOf, type ProvidersLookup } from './billable-claims.ts';
import { billingSummariesOf } from './patient-billing-summaries.ts';
import { presentClaim } from './claims.presenter.ts';
import {
  ATTENTION_COUNT_CAP,
  attentionCountOf,
  waitingFixesOf,
  findClaimByIdOrFormId,
  findOwnClaim,
  ownerEmailOf,
  type ClaimFilter,
} from './claims.repository.ts';
import {
  attentionFirstPage,
  lateFirstPage,
  listOwnClaims,
  type ListedClaim,
} from './claim-lists.repository.ts';
import { searchCursorOf, searchOwnClaims, searchPositionOf } from './claim-search.repository.ts';
import { claimQueuePage } from './claim-queue.ts';
import { lateClaimsByPayer } from './late-claims.ts';
import type { StatusChangeActor, StatusChangeOperator } from './claim-actors.ts';
import type { ClaimServiceOptions } from './claim-hooks.ts';
import { transitionClaim, transitionClaims } from './claim-transitions.ts';
import { markSendBlockers, sendBlockerRefreshes } from './claim-send-blockers.ts';
import { correctionBasisOf, voidClaimOf } from './claim-corrections.ts';
import { type BillableClaim, billableClaimOf } from './billable-claim.ts';
import { createClaimSubmission, type SubmitResult } from './claim-submission/index.ts';
import { createRecommendationRequests } from './recommendation-requests.ts';

export type { StatusChangeActor, StatusChangeOperator } from './claim-actors.ts';

/** A provider's billing details by her user id (the profile service's), null when gone. */
export type ProviderLookup = (ownerId: string) => Promise<BillingProviderDetails | null>;

export function createClaimService(db: Db, options: ClaimServiceOptions) {
  const { view, submitOnce } = createClaimSubmission(db, options);

  return {
    /** Her pending claims follow her fixes: called inside the save of her profile or records. */
    sendBlockers: sendBlockerRefreshes(options),

    /** Operators ask her for a claim's recommendation; her recording one answers (decision 111). */
    recommendationRequests: createRecommendationRequests(db, options.claimHooks),

    /** A batch's finding that these pending claims cannot be sent, kept on them for her list. */
    markSendBlockers: (tx: DbOrTx, found: Parameters<typeof markSendBlockers>[1]) =>
      markSendBlockers(tx, found),

    /**
     * Submits a claim exactly once per Idempotency-Key (see submitOnce). With `originalId`, it
     * is her corrected claim for one of her rejected or denied claims: submitted like any claim
     * (same schema, same claim check, same idempotency), for the same patient, linked to the
     * original. A payer that adjudicated the original gets a replacement (frequency 7 with its
     * claim number); one that never did gets a new original (1). Someone else's claim is missing
     * (404); a claim already corrected or voided, or not correctable, is a conflict (409).
     */
    async submit(
      user: SessionUser,
      idempotencyKey: string,
      body: ClaimSubmitValues,
      actor: StatusChangeActor,
      originalId?: string,
    ): Promise<SubmitResult> {
      if (originalId === undefined) return submitOnce(user, idempotencyKey, body, actor);
      const original = await findOwnClaim(db, user.id, originalId);
      if (!original) throw notFound();
      return submitOnce(user, idempotencyKey, body, actor, original);
    },

    /** What her correction form needs to tell a change before sending (see correctionBasisOf). */
    correctionBasis: (user: SessionUser, claimId: string) => correctionBasisOf(db, user, claimId),

    /** A void request (frequency 8) for one of her claims the payer decided; see voidClaimOf. */
    voidClaim: (user: SessionUser, originalId: string, actor: StatusChangeActor) =>
      voidClaimOf(db, user, originalId, actor, options.claimHooks),

    /**
     * A page of her claims: newest first, or the claims that need her first, or those a search
     * finds (by patient name or form ID: see claim-search.repository.ts), filtered.
     */
    async list(
      user: SessionUser,
      limit: number,
      cursor: string | undefined,
      filter: ClaimFilter = {},
      { search, order }: { search?: ClaimSearch | null; order?: ClaimListOrder } = {},
    ): Promise<RecordPage<ClaimView>> {
      const present = (row: ListedClaim) => presentClaim(row, row.history, row.links);
      if (search) {
        const rows = await searchOwnClaims(
          db,
          user.id,
          search,
          limit,
          searchPositionOf(cursor),
          filter,
        );
        return pageOf(rows, limit, searchCursorOf, present);
      }
      if (order === 'late') {
        const today = new Date().toISOString().slice(0, 10);
        return lateFirstPage(db, user.id, today, { limit, cursor }, filter, present);
      }
      if (order === 'attention' && !filter.attention)
        return attentionFirstPage(db, user.id, limit, cursor, filter, present);
      const rows = await listOwnClaims(db, user.id, limit, positionOf(cursor), filter);
      return toPage(rows, limit, present);
    },

    /**
     * How many of her claims need her attention, for the count beside Claims: at most the cap,
     * with `more` when there are more (the count stays one bounded index read); and how many
     * wait on each fix of hers, for the one banner per fix on her list.
     */
    async attentionCount(user: SessionUser): Promise<AttentionCount> {
      const [found, waiting] = await Promise.all([
        attentionCountOf(db, user.id),
        waitingFixesOf(db, user.id),
      ]);
      return {
        count: Math.min(found, ATTENTION_COUNT_CAP),
        more: found > ATTENTION_COUNT_CAP,
        waiting,
      };
    },

    /** Count, billed and expected amounts of her claims the filter lists. */
    totals: (user: SessionUser, filter: ClaimFilter = {}): Promise<ClaimTotals> =>
      claimTotalsOf(db, user.id, filter),

    /** Her pregnancy, claims and benefit tracker for one of her patients; undefined for others'. */
    async patientBilling(
      user: SessionUser,
      patientId: string,
    ): Promise<PatientBilling | undefined> {
      const patient = await ownPatient(db, user.id, patientId);
      return patient ? patientBillingOf(db, user.id, patient) : undefined;
    },

    /** The benefit trackers of a page of her patients; others' ids are left out. */
    billingSummaries: (user: SessionUser, patientIds: readonly string[]) =>
      billingSummariesOf(db, user.id, patientIds),

    async get(user: SessionUser, id: string): Promise<ClaimView | undefined> {
      const row = await findOwnClaim(db, user.id, id);
      return row ? view(row) : undefined;
    },

    /** Every doula's late unpaid claims, by payer, the longest late first (late-claims.ts). */
    lateByPayer: (query: { limit: number; cursor?: string | undefined }) =>
      lateClaimsByPayer(db, query, new Date().toISOString().slice(0, 10)),

    /** The operators' queue, filtered and paged, or searched (see claimQueuePage). */
    queue: (query: OperatorClaimListQuery, search: ClaimSearch | null = null) =>
      claimQueuePage(db, query, search),

    /** Any provider's claim, by id or form ID, for an operator; with its owner's user id. */
    async getForOperator(
      idOrFormId: string,
    ): Promise<{ claim: ClaimView; ownerId: string } | undefined> {
      const row = await findClaimByIdOrFormId(db, idOrFormId);
      if (!row || row.deleted) return undefined;
      return { claim: await view(row), ownerId: row.userId };
    },

    /** Her claim as the claim files bill it; another doula's claim is missing. */
    async billable(
      user: SessionUser,
      id: string,
      providerOf: ProviderLookup,
    ): Promise<BillableClaim | undefined> {
      const row = await findOwnClaim(db, user.id, id);
      return row ? billableClaimOf(row, await providerOf(row.userId)) : undefined;
    },

    /** Any provider's claim, by id or form ID, as the claim files bill it, for an operator. */
    async billableForOperator(
      idOrFormId: string,
      providerOf: ProviderLookup,
    ): Promise<BillableClaim | undefined> {
      const row = await findClaimByIdOrFormId(db, idOrFormId);
      if (!row || row.deleted) return undefined;
      return billableClaimOf(row, await providerOf(row.userId));
    },

    /** A page of her claims as the claim files bill them, in her list's order (newest first). */
    async billablePage(
      user: SessionUser,
      limit: number,
      cursor: string | undefined,
      providerOf: ProviderLookup,
    ): Promise<RecordPage<BillableClaim>> {
      const rows = await listOwnClaims(db, user.id, limit, positionOf(cursor));
      const provider = rows.length > 0 ? await providerOf(user.id) : null;
      return toPage(rows, limit, (row) => billableClaimOf(row, provider));
    },

    /** billableForOperator for many claims at once: one read of them, one of their providers. */
    billablesForOperator: (idsOrFormIds: readonly string[], providersOf: ProvidersLookup) =>
      billableClaimsOf(db, idsOrFormIds, providersOf),

    /**
     * The claim check's errors and send blockers for stored claims, run again before sending,
     * each claim's in the order given. One per send: its catalog and providers' facts are read
     * once for every batch it checks (recheckStoredClaims).
     */
    checksBeforeSending() {
      const reads = storedClaimReads(db, options.taxIds);
      return (claims: readonly BillableClaim[]): Promise<Finding[][]> =>
        recheckStoredClaims(db, claims, reads);
    },

    /**
     * Claims sent to the payer, inside the caller's transaction (a batch is stored with them or
     * not at all): each must still be pending (rejected, for a resend); it moves to processing
     * like every other status change (history note, audit event, her status email, a live
     * update), all of them in a handful of set-based statements (transitionClaims, locking the
     * claims in id order): one claim that cannot move refuses them all.
     */
    async markSent(
      tx: DbOrTx,
      claimIds: readonly string[],
      note: string,
      operator: StatusChangeOperator,
      // Resend: the claims the clearinghouse could not read go again, from rejected.
      event: 'sent' | 'resent' = 'sent',
    ): Promise<void> {
      const changedBy = operator.email ?? operator.label;
      const actor = operator.actor ?? {};
      await transitionClaims(
        tx,
        claimIds.map((claimId) => ({ claimId, event, note, changedBy, actor })),
        options.claimHooks,
      );
    },

    /**
     * Operators (console and command line) move a claim through its statuses, with the same
     * rules at both doors: a status an operator may set, a note within its limit (trimmed),
     * nobody decides a claim submitted under their own email, and a final (voided) claim
     * stays as it is. Applied by the one transition command, in one transaction.
     */
    async changeStatus(
      idOrFormId: string,
      input: ClaimStatusChangeInput,
      operator: StatusChangeOperator,
    ): Promise<ClaimView> {
      const change = parseInput(claimStatusChangeSchema, input);
      const target = await findClaimByIdOrFormId(db, idOrFormId);
      if (!target || target.deleted) throw notFound();
      if (operator.email) {
        const ownerEmail = await ownerEmailOf(db, target.id);
        if (ownerEmail && ownerEmail.toLowerCase() === operator.email.toLowerCase()) {
          throw forbidden(
            'You cannot change the status of your own claim. Please ask another operator.',
          );
        }
      }
      await db.transaction((tx) =>
        transitionClaim(
          tx,
          {
            claimId: target.id,
            event: 'set-by-operator',
            to: change.status,
            note: change.note,
            changedBy: operator.email ?? operator.label,
            actor: operator.actor ?? {},
          },
          options.claimHooks,
        ),
      );
      const updated = await findClaimByIdOrFormId(db, target.id);
      return view(updated!);
    },
  };
}

export type ClaimService = ReturnType<typeof createClaimService>;
