import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { ClaimEvent } from '#domain/claims/claim-states';
import { DEFAULT_FEE_CENTS } from '#domain/fees/price';
import { feeStepFor, type FeeAnswerFacts } from '#domain/fees/charge-rule';
import { anyOf } from '../../db/any-of.ts';
import type { DbOrTx } from '../../db/database.ts';
import { claimsView } from '../claims/claims.views.ts';
import { feeLedger, feePrices } from './fees.tables.ts';

/** Corrections are one or two deep; this only stops a damaged link from looping for ever. */
const MAX_CHAIN = 50;

/** The UTC day and its month: a charge belongs to the statement of the day it was recorded. */
export const ledgerDay = (now: Date = new Date()) => {
  const day = now.toISOString().slice(0, 10);
  return { day, month: day.slice(0, 7) };
};

/** The price in force on a day: the latest set from that day or before, else the default. */
export async function priceInForce(
  db: DbOrTx,
  day: string,
): Promise<{ id: string | null; cents: number }> {
  const [row] = await db
    .select({ id: feePrices.id, cents: feePrices.cents })
    .from(feePrices)
    .where(lte(feePrices.effectiveFrom, day))
    .orderBy(desc(feePrices.effectiveFrom))
    .limit(1);
  return row ?? { id: null, cents: DEFAULT_FEE_CENTS };
}

/** Each claim's chain: the first claim of its line of corrections, and its own frequency. */
async function chainsOf(db: DbOrTx, claimIds: readonly string[]) {
  const facts = new Map<string, { frequency: string; up: string | null }>();
  let wanted = [...new Set(claimIds)];
  for (let depth = 0; wanted.length > 0 && depth < MAX_CHAIN; depth++) {
    const rows = await db
      .select({
        id: claimsView.id,
        frequency: claimsView.frequency,
        up: claimsView.correctsClaimId,
      })
      .from(claimsView)
      .where(anyOf(claimsView.id, wanted));
    for (const row of rows) facts.set(row.id, { frequency: row.frequency, up: row.up });
    wanted = rows.flatMap((row) => (row.up && !facts.has(row.up) ? [row.up] : []));
  }
  const rootOf = (id: string) => {
    let current = id;
    for (let depth = 0; depth < MAX_CHAIN; depth++) {
      const up = facts.get(current)?.up;
      if (!up || !facts.has(up)) return current;
      current = up;
    }
    return current;
  };
  return new Map(
    claimIds.map((id) => [id, { frequency: facts.get(id)?.frequency ?? '1', root: rootOf(id) }]),
  );
}

/** One transition the state machine applied, as the fee ledger reads it. */
export interface FeeTransition {
  claimId: string;
  userId: string;
  event: ClaimEvent;
  answer?: FeeAnswerFacts | undefined;
  /** The claim history row written for it, which names the answer file that caused it. */
  statusChangeId: number;
  note: string;
}

/**
 * The fee rows the transitions just applied call for (decision 071), inside the state machine's
 * transaction: a charge at the price in force for a claim accepted for processing (once per
 * chain of corrections: a unique row, so a file imported twice writes nothing more), a credit of
 * that charge when the same claim is later rejected for something the product should have
 * caught. A handful of statements whatever the number of transitions.
 */
export async function recordClaimFees(
  tx: DbOrTx,
  transitions: readonly FeeTransition[],
  now: Date = new Date(),
): Promise<void> {
  const candidates = transitions.filter(
    (t) => feeStepFor(t.event, { frequency: '1' }, t.answer) !== 'none',
  );
  if (candidates.length === 0) return;
  const chains = await chainsOf(
    tx,
    candidates.map((t) => t.claimId),
  );
  const { day, month } = ledgerDay(now);
  const charges: (typeof feeLedger.$inferInsert)[] = [];
  const credits: FeeTransition[] = [];
  let price: { id: string | null; cents: number } | undefined;
  for (const t of candidates) {
    const chain = chains.get(t.claimId)!;
    const step = feeStepFor(t.event, chain, t.answer);
    if (step === 'credit') credits.push(t);
    if (step !== 'charge') continue;
    price ??= await priceInForce(tx, day);
    charges.push({
      userId: t.userId,
      kind: 'charge',
      cents: price.cents,
      month,
      onDate: day,
      claimId: t.claimId,
      chainClaimId: chain.root,
      priceId: price.id,
      statusChangeId: t.statusChangeId,
      reason: `Accepted for processing: ${t.note}`.slice(0, 500),
      createdBy: 'system',
    });
  }
  if (charges.length > 0) {
    await tx
      .insert(feeLedger)
      .values(charges)
      .onConflictDoNothing({
        target: feeLedger.chainClaimId,
        where: sql`kind = 'charge'`,
      });
  }
  for (const t of credits) {
    await creditCharge(tx, {
      claimId: t.claimId,
      reason: `Rejected for a detail the claim check should have caught: ${t.note}`.slice(0, 500),
      createdBy: 'system',
      statusChangeId: t.statusChangeId,
      day,
      month,
    });
  }
}

/**
 * Gives back the charge this very claim caused, once: a credit of its amount in the month given.
 * Returns whether a credit was written (none when the claim was never charged or already
 * credited).
 */
export async function creditCharge(
  tx: DbOrTx,
  credit: {
    claimId: string;
    reason: string;
    createdBy: string;
    statusChangeId?: number;
    day: string;
    month: string;
  },
): Promise<boolean> {
  const [charge] = await tx
    .select()
    .from(feeLedger)
    .where(and(eq(feeLedger.kind, 'charge'), eq(feeLedger.claimId, credit.claimId)))
    .limit(1);
  if (!charge) return false;
  const written = await tx
    .insert(feeLedger)
    .values({
      userId: charge.userId,
      kind: 'credit',
      cents: charge.cents,
      month: credit.month,
      onDate: credit.day,
      claimId: credit.claimId,
      chainClaimId: charge.chainClaimId,
      priceId: charge.priceId,
      statusChangeId: credit.statusChangeId ?? null,
      reason: credit.reason,
      createdBy: credit.createdBy,
    })
    .onConflictDoNothing({ target: feeLedger.chainClaimId, where: sql`kind = 'credit'` })
    .returning({ id: feeLedger.id });
  return written.length > 0;
}
