import { randomInt } from 'node:crypto';
import type { RecordPage } from '#domain/record-list';
import {
  generatedCodeAlphabet,
  type AgreementPublishInput,
  type AuditListQuery,
  type CreatedInvitation,
  type OperatorAgreement,
  type OperatorAuditEvent,
  type OperatorClaimDetail,
  type OperatorClaimListQuery,
  type OperatorClaimSummary,
  type OperatorInvitation,
  type InvitationListQuery,
} from '#domain/operator';
import type { ClaimStatus } from '#domain/claim-status';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import {
  findAgreementByVersion,
  findCurrentAgreement,
  insertAgreement,
  listAgreementsPage,
} from '../agreements/agreements.repository.ts';
import { queryAuditEvents, userIdsForEmail } from '../audit/audit.repository.ts';
import { presentClaim } from '../claims/claims.presenter.ts';
import {
  findClaimByIdOrFormId,
  listClaimQueue,
  ownerEmailOf,
  statusHistoryOf,
} from '../claims/claims.repository.ts';
import type { ClaimService, StatusChangeActor } from '../claims/claims.service.ts';
import {
  findInvitationById,
  insertInvitation,
  listInvitationsPage,
  revokeInvitation,
} from '../invitations/invitations.repository.ts';
import { findProfileRecord } from '../profile/profile.repository.ts';
import { decodePosition, toExactPage } from '../records/exact-position.ts';
import { decodeCursor, encodeCursor } from '../records/list-cursor.ts';
import type { SessionUser } from '../sessions/sessions.service.ts';
import { emailsOfUsers } from '../users/users.repository.ts';
import {
  presentAuditEvent,
  presentInvitation,
  presentOperatorAgreement,
  presentProviderBusiness,
  presentQueueClaim,
} from './operator.presenter.ts';

/** A new invitation code: 4 groups of 4 characters from an alphabet without look-alikes. */
export function generateInvitationCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from(
      { length: 4 },
      () => generatedCodeAlphabet[randomInt(generatedCodeAlphabet.length)],
    ).join(''),
  );
  return groups.join('-');
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    (error as { cause?: { code?: unknown } }).cause?.code === '23505');

const duplicateVersion = (version: string) =>
  new HttpError(
    409,
    'conflict',
    `Version "${version}" is already published. Choose a new version label.`,
    { version: 'This version label is already used.' },
  );

/**
 * What operators do in the console. Routes check that the caller is an operator; this service
 * holds the rules and chooses, through the presenters, every field that leaves.
 */
export function createOperatorService(db: Db, claims: ClaimService) {
  async function claimDetail(idOrFormId: string): Promise<OperatorClaimDetail | undefined> {
    const row = await findClaimByIdOrFormId(db, idOrFormId);
    if (!row || row.deleted) return undefined;
    const [history, owner] = await Promise.all([
      statusHistoryOf(db, [row.id]),
      findProfileRecord(db, row.userId),
    ]);
    return {
      claim: presentClaim(row, history),
      provider: owner?.profile ? presentProviderBusiness(owner.profile, owner.email) : null,
    };
  }

  return {
    async listInvitations(query: InvitationListQuery): Promise<RecordPage<OperatorInvitation>> {
      const rows = await listInvitationsPage(db, {
        email: query.email,
        limit: query.limit,
        after: query.cursor ? decodePosition(query.cursor) : undefined,
      });
      return toExactPage(
        rows,
        query.limit,
        (row) => ({ at: row.position, id: row.id }),
        presentInvitation,
      );
    },

    async createInvitation(
      input: { email: string; code?: string | undefined },
      by: string,
    ): Promise<CreatedInvitation> {
      const code = input.code ?? generateInvitationCode();
      const row = await insertInvitation(db, {
        email: input.email,
        codes: [code],
        createdBy: by,
      });
      return { invitation: presentInvitation(row), code, generated: input.code === undefined };
    },

    async revokeInvitation(id: string): Promise<OperatorInvitation> {
      const existing = await findInvitationById(db, id);
      if (!existing) throw notFound();
      if (existing.redeemedByUserId && !existing.revokedAt) {
        throw new HttpError(
          409,
          'conflict',
          'This invitation was already used to register. Revoking it would not remove that account’s access, so it stays as it is.',
        );
      }
      const row = await revokeInvitation(db, id);
      if (!row) throw notFound();
      return presentInvitation(row);
    },

    async listAgreements(query: {
      limit: number;
      cursor?: string | undefined;
    }): Promise<RecordPage<OperatorAgreement>> {
      const [rows, current] = await Promise.all([
        listAgreementsPage(db, {
          limit: query.limit,
          after: query.cursor ? decodePosition(query.cursor) : undefined,
        }),
        findCurrentAgreement(db),
      ]);
      return toExactPage(
        rows,
        query.limit,
        (row) => ({ at: row.position, id: row.id }),
        (row) => presentOperatorAgreement(row, current?.id),
      );
    },

    /** Publishes a new version; it is current at once, so every provider must accept it again. */
    async publishAgreement(input: AgreementPublishInput, by: string): Promise<OperatorAgreement> {
      const version = input.version.trim();
      if (await findAgreementByVersion(db, version)) throw duplicateVersion(version);
      try {
        const row = await insertAgreement(db, {
          version,
          content: input.content.trim(),
          publishedBy: by,
        });
        return presentOperatorAgreement(row, row.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateVersion(version);
        throw error;
      }
    },

    async listClaims(query: OperatorClaimListQuery): Promise<RecordPage<OperatorClaimSummary>> {
      const userIds = query.provider ? await userIdsForEmail(db, query.provider) : undefined;
      const rows = await listClaimQueue(
        db,
        {
          userIds,
          status: query.status,
          serviceFrom: query.serviceFrom,
          serviceTo: query.serviceTo,
        },
        query.limit,
        query.cursor ? decodeCursor(query.cursor) : undefined,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => presentQueueClaim(row.claim, row.ownerEmail)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.claim) : null,
      };
    },

    getClaim: claimDetail,

    /**
     * Changes a claim's status through the claims service (history and audit event in one
     * transaction). An operator may not decide their own claim.
     */
    async changeClaimStatus(
      idOrFormId: string,
      change: { status: ClaimStatus; note: string },
      operator: SessionUser,
      actor: StatusChangeActor,
    ): Promise<OperatorClaimDetail> {
      const target = await findClaimByIdOrFormId(db, idOrFormId);
      if (!target || target.deleted) throw notFound();
      const ownerEmail = await ownerEmailOf(db, target.id);
      if (ownerEmail && ownerEmail.toLowerCase() === operator.email.toLowerCase()) {
        throw new HttpError(
          403,
          'forbidden',
          'You cannot change the status of your own claim. Please ask another operator.',
        );
      }
      await claims.changeStatus(target.id, change.status, operator.email, change.note, actor);
      const detail = await claimDetail(target.id);
      if (!detail) throw notFound();
      return detail;
    },

    async listAudit(query: AuditListQuery): Promise<RecordPage<OperatorAuditEvent>> {
      const userIds = query.user ? await userIdsForEmail(db, query.user) : undefined;
      const before = query.cursor ? decodePosition(query.cursor) : undefined;
      const rows = await queryAuditEvents(db, {
        userIds,
        entityType: query.entityType,
        entityId: query.entityId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        before: before ? { occurredAt: new Date(before.at), id: Number(before.id) } : undefined,
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const emails = await emailsOfUsers(
        db,
        page.flatMap((row) => (row.userId ? [row.userId] : [])),
      );
      return toExactPage(
        rows,
        query.limit,
        (row) => ({ at: row.occurredAt.toISOString(), id: String(row.id) }),
        (row) => presentAuditEvent(row, emails),
      );
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
