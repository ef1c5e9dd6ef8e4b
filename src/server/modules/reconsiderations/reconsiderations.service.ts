import { addDays } from '#domain/billing/calendar';
import {
  reconsiderationDeadline,
  RECONSIDERATION_REMIND_DAYS,
} from '#domain/billing/reconsideration-window';
import { latestTodayOnEarth, writtenDate } from '#domain/common/dates';
import { reasonsOf } from '#domain/claims/payer-answer';
import {
  canMoveReconsideration,
  decideFix,
  decidingAnswer,
  lateWords,
  type OperatorReconsiderationView,
  reconsiderationRefusals,
  type ReconsiderationState,
  type ReconsiderationView,
  refusalOf,
  type StartedReconsideration,
} from '#domain/claims/reconsideration';
import { evidenceLines, packetParagraph } from '#domain/claims/reconsideration-packet';
import type { ClaimView } from '#domain/claims/view';
import type { RecordPage } from '#domain/records/list';
import type { Db } from '../../db/database.ts';
import { conflict, notFound, unprocessable } from '../../errors/index.ts';
import { renderReconsiderationPacket } from '../../formats/reconsideration-packet/index.ts';
import { type ClaimService, reconsiderationFactsOf } from '../claims/index.ts';
import { decodePair, encodePair, isUniqueViolation, isUuid, pageOf } from '../lists/index.ts';
import { notifyReconsiderationDue } from '../notifications/index.ts';
import type { SessionUser } from '../users/index.ts';
import {
  claimReminders,
  insertReconsideration,
  moveReconsideration,
  openOfClaim,
  openPage,
  operatorViewOf,
  ownReconsideration,
  ownReconsiderations,
  viewOf,
} from './reconsiderations.repository.ts';

/** How many of her reconsiderations her list reads at once: far more than one doula keeps open. */
const HER_LIST_LIMIT = 500;

export type ReconsiderationService = ReturnType<typeof createReconsiderationService>;

export function createReconsiderationService(db: Db, claims: Pick<ClaimService, 'get'>) {
  const ownClaim = async (user: SessionUser, claimId: string): Promise<ClaimView> => {
    const claim = isUuid(claimId) ? await claims.get(user, claimId) : undefined;
    if (!claim) throw notFound();
    return claim;
  };
  const own = async (user: SessionUser, id: string) => {
    const row = isUuid(id) ? await ownReconsideration(db, user.id, id) : undefined;
    if (!row) throw notFound();
    return row;
  };

  return {
    /**
     * Starts a reconsideration of her denied or underpaid claim: refused in one sentence, with
     * nothing stored, when the payer has not decided it, paid it in full, or it is already under
     * reconsideration, or when the payer's answer points to a detail to correct instead. A
     * deadline already passed is allowed and said plainly.
     */
    async start(user: SessionUser, claimId: string): Promise<StartedReconsideration> {
      const claim = await ownClaim(user, claimId);
      const refusal = refusalOf(claim, Boolean(await openOfClaim(db, claim.id)));
      if (refusal === reconsiderationRefusals.alreadyOpen) throw conflict(refusal);
      if (refusal) throw unprocessable(refusal);
      const answer = decidingAnswer(claim)!;
      const { evidence, window } = await reconsiderationFactsOf(db, user.id, claim);
      const fix = decideFix(claim, evidence);
      if (fix.kind === 'corrected-claim')
        throw unprocessable(reconsiderationRefusals.correctInstead);
      const deadline = reconsiderationDeadline(window, 1, answer.date);
      const today = latestTodayOnEarth();
      try {
        const row = await insertReconsideration(db, {
          userId: user.id,
          claimId: claim.id,
          formId: claim.formId,
          payerName: answer.from,
          ground: fix.ground!,
          why: fix.why,
          answer,
          remittanceDate: answer.date,
          deadline,
          windowSource: window.source,
          windowVerified: window.verified,
          evidence,
        });
        return {
          reconsideration: viewOf(row, today),
          notice: deadline < today ? lateWords(deadline) : null,
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(reconsiderationRefusals.alreadyOpen);
        throw error;
      }
    },

    /** Her reconsiderations, newest first: her list and claim view show each claim's latest. */
    async listOwn(user: SessionUser): Promise<{ items: ReconsiderationView[] }> {
      const today = latestTodayOnEarth();
      const rows = await ownReconsiderations(db, user.id, HER_LIST_LIMIT);
      return { items: rows.map((row) => viewOf(row, today)) };
    },

    async get(user: SessionUser, id: string): Promise<ReconsiderationView> {
      return viewOf(await own(user, id), latestTodayOnEarth());
    },

    /** Drafted → sent → answered → won or lost; any other move is refused in one sentence. */
    async move(
      user: SessionUser,
      id: string,
      to: ReconsiderationState,
    ): Promise<ReconsiderationView> {
      const row = await own(user, id);
      if (!canMoveReconsideration(row.state, to)) {
        throw unprocessable(`A reconsideration that is ${row.state} cannot become ${to}.`);
      }
      const moved = await moveReconsideration(db, user.id, id, row.state, to);
      if (!moved) throw conflict('This reconsideration changed meanwhile. Please reload.');
      return viewOf(moved, latestTodayOnEarth());
    },

    /** The packet PDF: the claim's numbers, the reasons in words, the paragraph, the evidence. */
    async packet(user: SessionUser, id: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const row = await own(user, id);
      const claim = await ownClaim(user, row.claimId);
      const reasons = reasonsOf(row.answer);
      const packetClaim = {
        formId: claim.formId,
        payerClaimNumber: claim.adjudicatedClaimNumber || claim.payerClaimNumber,
        serviceType: claim.serviceType,
        serviceDate: claim.serviceDateFrom,
        billedCents: claim.totalChargeCents,
        paidCents: claim.paidCents,
      };
      const bytes = await renderReconsiderationPacket({
        from: claim.doula.name,
        payer: row.payerName,
        level: row.level === 2 ? 2 : 1,
        claim: {
          ...packetClaim,
          memberName: `${claim.patient.firstName} ${claim.patient.lastName}`,
          memberId: claim.patient.policyNumber,
        },
        remittanceDate: row.remittanceDate,
        deadline: row.deadline,
        reasons,
        paragraph: packetParagraph(row.ground, packetClaim, reasons, row.evidence),
        evidence: [
          ...evidenceLines(row.evidence),
          {
            label: 'Deadline',
            text: `${writtenDate(row.deadline)}, ${row.windowSource}${row.windowVerified ? '' : ' (not verified in the source)'}.`,
          },
        ],
      });
      return { bytes, fileName: `reconsideration-${claim.formId}.pdf` };
    },

    /** Operators: every doula's open reconsiderations, soonest deadline first, paged. */
    async openForOperators(query: {
      cursor?: string | undefined;
      limit: number;
    }): Promise<RecordPage<OperatorReconsiderationView>> {
      const after = query.cursor
        ? decodePair(
            query.cursor,
            (deadline, id) => /^\d{4}-\d{2}-\d{2}$/.test(deadline) && isUuid(id),
          )
        : null;
      const rows = await openPage(db, after, query.limit);
      return pageOf(rows, query.limit, (row) => encodePair(row.deadline, row.id), operatorViewOf);
    },

    /** The daily reminder: drafted ones due within the reminder days, one email each, once. */
    async remindDue(today = latestTodayOnEarth()): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await claimReminders(tx, today, addDays(today, RECONSIDERATION_REMIND_DAYS));
        for (const { userId } of due) await notifyReconsiderationDue(tx, userId);
        return due.length;
      });
    },
  };
}
