import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  OperatorReconsiderationView,
  ReconsiderationState,
  ReconsiderationView,
} from '#domain/claims/reconsideration';
import type { DbOrTx } from '../../db/database.ts';
import { reconsiderations } from './reconsiderations.tables.ts';

type Row = typeof reconsiderations.$inferSelect;
export type NewReconsideration = typeof reconsiderations.$inferInsert;

/** Open: as the partial indexes say it, so the planner can use them. */
const isOpen = sql`${sql.identifier('state')} IN ('drafted', 'sent', 'answered')`;

export function viewOf(row: Row, today: string): ReconsiderationView {
  return {
    id: row.id,
    claimId: row.claimId,
    formId: row.formId,
    level: row.level === 2 ? 2 : 1,
    state: row.state,
    ground: row.ground,
    why: row.why,
    remittanceDate: row.remittanceDate,
    deadline: row.deadline,
    windowSource: row.windowSource,
    windowVerified: row.windowVerified,
    latePassed: row.deadline < today,
    evidence: row.evidence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const operatorViewOf = (row: Row): OperatorReconsiderationView => ({
  id: row.id,
  formId: row.formId,
  payerName: row.payerName,
  level: row.level === 2 ? 2 : 1,
  state: row.state,
  ground: row.ground,
  deadline: row.deadline,
  windowVerified: row.windowVerified,
  createdAt: row.createdAt.toISOString(),
});

export async function insertReconsideration(db: DbOrTx, row: NewReconsideration): Promise<Row> {
  const [inserted] = await db.insert(reconsiderations).values(row).returning();
  return inserted!;
}

export async function ownReconsideration(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(reconsiderations)
    .where(and(eq(reconsiderations.userId, userId), eq(reconsiderations.id, id)));
  return row;
}

export async function openOfClaim(db: DbOrTx, claimId: string) {
  const [row] = await db
    .select({ id: reconsiderations.id })
    .from(reconsiderations)
    .where(and(eq(reconsiderations.claimId, claimId), isOpen));
  return row;
}

/** Her reconsiderations, newest first (at most `limit`): her list and claim view read them. */
export const ownReconsiderations = (db: DbOrTx, userId: string, limit: number) =>
  db
    .select()
    .from(reconsiderations)
    .where(eq(reconsiderations.userId, userId))
    .orderBy(desc(reconsiderations.createdAt))
    .limit(limit);

/** Moves hers from `from` to `to`; undefined when it was not at `from` any more. */
export async function moveReconsideration(
  db: DbOrTx,
  userId: string,
  id: string,
  from: ReconsiderationState,
  to: ReconsiderationState,
) {
  const [row] = await db
    .update(reconsiderations)
    .set({ state: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(reconsiderations.userId, userId),
        eq(reconsiderations.id, id),
        eq(reconsiderations.state, from),
      ),
    )
    .returning();
  return row;
}

/** Every doula's open reconsiderations, soonest deadline first, after the position given. */
export function openPage(db: DbOrTx, after: [deadline: string, id: string] | null, limit: number) {
  return db
    .select()
    .from(reconsiderations)
    .where(
      and(
        isOpen,
        after
          ? or(
              gt(reconsiderations.deadline, after[0]),
              and(eq(reconsiderations.deadline, after[0]), gt(reconsiderations.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(asc(reconsiderations.deadline), asc(reconsiderations.id))
    .limit(limit + 1);
}

/**
 * Drafted reconsiderations due by `until` and not reminded yet, marked reminded in the same
 * statement (so two servers never remind twice): their owners.
 */
export async function claimReminders(db: DbOrTx, today: string, until: string) {
  return db
    .update(reconsiderations)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        eq(reconsiderations.state, 'drafted'),
        isNull(reconsiderations.remindedAt),
        lte(reconsiderations.deadline, until),
        gt(reconsiderations.deadline, sql`${today}::date - 1`),
      ),
    )
    .returning({ userId: reconsiderations.userId });
}
