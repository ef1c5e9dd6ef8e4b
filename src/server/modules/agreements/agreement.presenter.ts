import type { AgreementView } from '#domain/profile';
import type { AgreementRow } from './agreements.repository.ts';

export const presentAgreement = (row: AgreementRow): AgreementView => ({
  version: row.version,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});
