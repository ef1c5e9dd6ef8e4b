import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  type RecommendationRequest,
  recommendationRequestWords as words,
} from '#domain/claims/recommendation-request';
import {
  type RecommendationRequestInput,
  recommendationRequestSchema,
} from '#domain/claims/recommendation-request-schema';
import { normalizeClaimStatus } from '#domain/claims/status';
import { anyOf } from '../../db/any-of.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { conflict, notFound, parseInput } from '../../errors/index.ts';
import type { StatusChangeActor, StatusChangeOperator } from './claim-actors.ts';
import type { ClaimHooks } from './claim-hooks.ts';
import {
  type ClaimTransitionRequest,
  transitionClaim,
  transitionClaims,
} from './claim-transitions.ts';
import { findClaimByIdOrFormId } from './claims.repository.ts';
import { claims } from './claims.tables.ts';

/**
 * Our operators ask her for the recommendation a claim relies on (decision 111): the request is
 * kept on the claim (one open at a time), and the claim's history and audit trail say who asked,
 * through the state machine without moving the status. It closes when she records a
 * recommendation on the patient's pregnancy, in that save's transaction.
 */
export function createRecommendationRequests(db: Db, hooks: ClaimHooks) {
  return {
    /**
     * Asks her, with an optional note: a missing claim is 404, one already asked about 409, and
     * one paid or voided is refused in one sentence (422) by the state machine.
     */
    async ask(
      idOrFormId: string,
      input: RecommendationRequestInput,
      operator: StatusChangeOperator,
    ): Promise<string> {
      const { note } = parseInput(recommendationRequestSchema, input);
      const target = await findClaimByIdOrFormId(db, idOrFormId);
      if (!target || target.deleted) throw notFound();
      const askedBy = operator.email ?? operator.label;
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ request: claims.recommendationRequest })
          .from(claims)
          .where(eq(claims.id, target.id))
          .for('update');
        if (current?.request) throw conflict(words.alreadyAsked);
        await transitionClaim(
          tx,
          {
            claimId: target.id,
            event: 'recommendation-asked',
            note: words.historyAsked(note),
            changedBy: askedBy,
            actor: operator.actor ?? {},
            auditAction: 'claim.recommendation_request',
          },
          hooks,
        );
        const request: RecommendationRequest = {
          askedAt: new Date().toISOString(),
          askedBy,
          note,
        };
        await tx
          .update(claims)
          .set({ recommendationRequest: request, updatedAt: sql`now()` })
          .where(eq(claims.id, target.id));
      });
      return target.id;
    },

    /**
     * She recorded a recommendation on this patient's pregnancy: every open request on its
     * claims closes, and each claim's history says so (a voided claim's history is final).
     * Called inside the transaction that stores the recommendation.
     */
    async answered(
      tx: DbOrTx,
      userId: string,
      patientId: string,
      actor: StatusChangeActor = { userId },
    ): Promise<void> {
      // Locked in id order first, as every writer of claims locks them (no deadlock with an import).
      const open = await tx
        .select({ id: claims.id, status: claims.status })
        .from(claims)
        .where(
          and(
            eq(claims.userId, userId),
            eq(claims.patientId, patientId),
            eq(claims.deleted, false),
            isNotNull(claims.recommendationRequest),
          ),
        )
        .orderBy(claims.id)
        .for('update');
      if (open.length === 0) return;
      await tx
        .update(claims)
        .set({ recommendationRequest: null, updatedAt: sql`now()` })
        .where(
          anyOf(
            claims.id,
            open.map((row) => row.id),
          ),
        );
      const history = open
        .filter((row) => normalizeClaimStatus(row.status) !== 'voided')
        .map((row): ClaimTransitionRequest => ({
          claimId: row.id,
          event: 'recommendation-added',
          note: words.historyAnswered,
          changedBy: 'system',
          actor,
          auditAction: 'claim.recommendation_request_closed',
        }));
      await transitionClaims(tx, history, hooks);
    },
  };
}
