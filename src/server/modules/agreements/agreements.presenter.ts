import type { OperatorAgreement } from '#domain/account/agreements';
import type { AgreementView } from '#domain/records/profile';
import type { AgreementRow } from './agreements.repository.ts';

/** The agreement as a provider reads it before accepting. */
export const presentAgreement = (row: AgreementRow): AgreementView => ({
  version: row.version,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** A version as the console lists it, marked when it is the current one. */
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
