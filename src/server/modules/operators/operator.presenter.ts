import { normalizeClaimStatus } from '#domain/claim-status';
import type {
  OperatorAgreement,
  OperatorAuditEvent,
  OperatorClaimSummary,
  OperatorInvitation,
  ProviderBusiness,
} from '#domain/operator';
import { maskTaxId } from '#domain/tax-id';
import type { AgreementRow } from '../agreements/agreements.repository.ts';
import type { AuditEventRow } from '../audit/audit.repository.ts';
import type { ClaimRow } from '../claims/claims.repository.ts';
import type { InvitationRow } from '../invitations/invitations.repository.ts';
import type { ProfileRow } from '../profile/profile.repository.ts';

/** Every field the console sees of an invitation. The codes themselves are not among them. */
export const presentInvitation = (row: InvitationRow): OperatorInvitation => ({
  id: row.id,
  email: row.email,
  codeCount: row.codes.length,
  redeemed: row.redeemedAt !== null || row.redeemedByUserId !== null,
  redeemedAt: row.redeemedAt?.toISOString() ?? null,
  revoked: row.revokedAt !== null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

export const presentOperatorAgreement = (
  row: AgreementRow,
  currentId: string | undefined,
): OperatorAgreement => ({
  id: row.id,
  version: row.version,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  publishedBy: row.publishedBy,
  current: row.id === currentId,
});

/** A queue row: what finds the claim, no patient details. */
export const presentQueueClaim = (row: ClaimRow, ownerEmail: string): OperatorClaimSummary => ({
  id: row.id,
  formId: row.formId,
  status: normalizeClaimStatus(row.status),
  serviceType: row.serviceType,
  serviceDateFrom: row.serviceDateFrom,
  serviceDateTo: row.serviceDateTo ?? '',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  provider: { email: ownerEmail, name: row.doulaName },
});

/** The provider's business details. The tax ID leaves only masked (its last four digits). */
export const presentProviderBusiness = (profile: ProfileRow, email: string): ProviderBusiness => ({
  email,
  name: [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' '),
  businessName: profile.businessName,
  businessAddressStreet: profile.businessAddressStreet,
  businessAddressCity: profile.businessAddressCity,
  businessAddressState: profile.businessAddressState,
  businessAddressZip: profile.businessAddressZip,
  npiNumber: profile.npiNumber,
  taxIdType: profile.taxIdType,
  taxIdMasked: maskTaxId(profile.taxIdType, profile.taxIdLast4),
});

export const presentAuditEvent = (
  row: AuditEventRow,
  emails: Map<string, string>,
): OperatorAuditEvent => ({
  id: row.id,
  occurredAt: row.occurredAt.toISOString(),
  userId: row.userId,
  userEmail: row.userId ? (emails.get(row.userId) ?? null) : null,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  outcome: row.outcome,
  ip: row.ip,
  requestId: row.requestId,
});
