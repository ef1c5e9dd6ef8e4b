import { sql } from 'drizzle-orm';
import type { PayerCatalog, PriorClaim } from '#domain/billing/index';
import type { RecommendationOnFile } from '#domain/billing/recommendation-need';
import type { CoverageForClaim } from '#domain/clearinghouse/coverage';
import type { DbOrTx } from '../../db/database.ts';
import { preparedSql } from '../../db/prepared.ts';
import { catalogTokenNow, payerCatalogOf } from '../billing/index.ts';
import { answersRealTimeNow } from '../clearinghouse/index.ts';
import { coverageForClaimOf } from '../eligibility/index.ts';
import { recommendationsOnFileNow } from '../recommendations/index.ts';
import { otherClaimsNow } from './claim-billing.repository.ts';

/** What the claim check at submit reads besides her own rows. */
export interface ClaimCheckReads {
  catalog: PayerCatalog;
  /** Undefined while no connection answers real-time questions. */
  coverage: CoverageForClaim[] | undefined;
  recommendations: RecommendationOnFile[];
  otherClaims: PriorClaim[];
}

/**
 * One statement for four reads that were a round trip each (decision 114): the catalog's token,
 * whether a connection answers real-time questions, her recommendations for the patient and
 * the patient's other claims in the window. Each module gives its part as SQL; this module only
 * puts them side by side.
 */
const readTogether = preparedSql<
  { userId: string; patientId: string; from: string; to: string },
  {
    catalog_token: string | null;
    answers_real_time: boolean;
    recommendations: RecommendationOnFile[];
    other_claims: PriorClaim[];
  }
>('claim_check_reads', () => {
  const [userId, patientId] = [sql.placeholder('userId'), sql.placeholder('patientId')];
  return sql`SELECT ${catalogTokenNow} AS catalog_token,
    ${answersRealTimeNow} AS answers_real_time,
    ${recommendationsOnFileNow(userId, patientId)} AS recommendations,
    ${otherClaimsNow({ userId, patientId, from: sql.placeholder('from'), to: sql.placeholder('to') })} AS other_claims`;
});

/**
 * What the claim check at submit reads: the catalog (kept per server by its token), her
 * coverage checks of the patient (only while a connection answers), her recommendations and the
 * patient's other claims with a service date in the window.
 */
export async function claimCheckReadsOf(
  db: DbOrTx,
  wanted: { userId: string; patientId: string; from: string; to: string },
): Promise<ClaimCheckReads> {
  const [row] = await readTogether(db, wanted);
  if (!row) throw new Error('the claim check reads answered no row');
  const catalog = await payerCatalogOf(db, { token: row.catalog_token });
  const coverage = await coverageForClaimOf(
    db,
    wanted.userId,
    wanted.patientId,
    row.answers_real_time,
  );
  return {
    catalog,
    coverage,
    recommendations: row.recommendations,
    otherClaims: row.other_claims,
  };
}
