/**
 * The imports module's reads for other modules (decision 054): typed, read-only views over the
 * payment ledger and the imported files, joined into their queries like a table.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { claimPayments, responseImports } from './imports.tables.ts';

/** The ledger's rows (posted, held and refused; reversals are rows of their own). */
export const ledgerView = new QueryBuilder()
  .select({
    id: claimPayments.id,
    claimId: claimPayments.claimId,
    state: claimPayments.state,
    paidCents: claimPayments.paidCents,
    interestCents: claimPayments.interestCents,
    providerInterestCents: claimPayments.providerInterestCents,
    paymentDate: claimPayments.paymentDate,
    payerClaimNumber: claimPayments.payerClaimNumber,
    reversalOf: claimPayments.reversalOf,
    reversedBy: claimPayments.reversedBy,
    createdAt: claimPayments.createdAt,
  })
  .from(claimPayments)
  .as('ledger_rows');

/** The imported files' heads (never their bytes): what each applied or refused, and when. */
export const responseImportsView = new QueryBuilder()
  .select({
    id: responseImports.id,
    kind: responseImports.kind,
    outcome: responseImports.outcome,
    summary: responseImports.summary,
    importedAt: responseImports.importedAt,
  })
  .from(responseImports)
  .as('response_import_rows');
