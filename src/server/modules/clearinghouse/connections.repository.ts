import { asc, eq, sql } from 'drizzle-orm';
import type { TransferStep } from '#domain/clearinghouse/connections';
import type { DbOrTx } from '../../db/database.ts';
import { preparedSql, preparedStatement } from '../../db/prepared.ts';
import { clearinghouseConnections } from './clearinghouse.tables.ts';

/** Connections as stored, the encrypted secret included: only the service reads this. */
export type ConnectionRow = typeof clearinghouseConnections.$inferSelect;
export type ConnectionInsert = typeof clearinghouseConnections.$inferInsert;

/** A clearinghouse account or two per deployment; the cap only keeps the read bounded. */
export const CONNECTION_LIST_LIMIT = 100;

export const listConnections = (db: DbOrTx) =>
  db
    .select()
    .from(clearinghouseConnections)
    .orderBy(asc(clearinghouseConnections.name), asc(clearinghouseConnections.id))
    .limit(CONNECTION_LIST_LIMIT);

export async function connectionById(db: DbOrTx, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(clearinghouseConnections)
    .where(eq(clearinghouseConnections.id, id))
    .limit(1);
  return row;
}

/** Inserts; answers undefined when the name is taken (the unique index decides). */
export async function insertConnection(
  db: DbOrTx,
  values: ConnectionInsert,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .insert(clearinghouseConnections)
    .values(values)
    .onConflictDoNothing({ target: clearinghouseConnections.name })
    .returning();
  return row;
}

export async function updateConnection(
  db: DbOrTx,
  id: string,
  values: Partial<ConnectionInsert>,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .update(clearinghouseConnections)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clearinghouseConnections.id, id))
    .returning();
  return row;
}

export async function nameTakenByOther(db: DbOrTx, name: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: clearinghouseConnections.id })
    .from(clearinghouseConnections)
    .where(eq(clearinghouseConnections.name, name))
    .limit(1);
  return rows.some((row) => row.id !== id);
}

/** The one connection holding a role (a partial unique index keeps each role to one). */
async function holderOf(
  db: DbOrTx,
  role: 'sendsClaims' | 'answersRealTime',
): Promise<ConnectionRow | undefined> {
  const [row] = await holders[role](db, {});
  return row;
}

// The claim check asks for the real-time one on every submission: built once (db/prepared.ts).
const holderStatement = (role: 'sendsClaims' | 'answersRealTime') =>
  preparedStatement((db) =>
    db
      .select()
      .from(clearinghouseConnections)
      .where(eq(clearinghouseConnections[role], true))
      .limit(1)
      .prepare(`clearinghouse_connection_${role === 'sendsClaims' ? 'sending' : 'real_time'}`),
  );
const holders = {
  sendsClaims: holderStatement('sendsClaims'),
  answersRealTime: holderStatement('answersRealTime'),
};

export const claimsSender = (db: DbOrTx) => holderOf(db, 'sendsClaims');

/** The connection real-time questions go through, if an operator chose one. */
export const realTimeAnswerer = (db: DbOrTx) => holderOf(db, 'answersRealTime');

/** answersRealTime as a scalar subquery, for a caller reading it with other things. */
export const answersRealTimeNow = sql<boolean>`EXISTS (SELECT 1 FROM ${clearinghouseConnections}
  WHERE ${clearinghouseConnections.answersRealTime}
    AND coalesce(${clearinghouseConnections.realTimeUrl}, '') <> '')`;

/** Whether a connection answers real-time questions (the claim check speaks of coverage then). */
export const answersRealTime = async (db: DbOrTx) => (await answering(db, {}))[0]?.answers === true;

const answering = preparedSql<Record<string, never>, { answers: boolean }>(
  'clearinghouse_answers_real_time',
  () => sql`SELECT ${answersRealTimeNow} AS answers`,
);

const stampOf: Partial<Record<TransferStep, 'lastSentAt' | 'lastPolledAt'>> = {
  send: 'lastSentAt',
  poll: 'lastPolledAt',
};

/** One step's outcome on the connection's health columns (see the service's recordOutcome). */
export async function recordOutcome(
  db: DbOrTx,
  id: string,
  step: TransferStep,
  failure: string | null,
  /** The step ran to its end though something in it failed (a poll with failed files). */
  completed = false,
): Promise<void> {
  const t = clearinghouseConnections;
  const stamp = stampOf[step];
  const values =
    failure === null
      ? {
          ...(stamp ? { [stamp]: sql`now()` } : {}),
          lastError: sql`case when ${t.lastErrorDuring} = ${step} then null else ${t.lastError} end`,
          lastErrorAt: sql`case when ${t.lastErrorDuring} = ${step} then null else ${t.lastErrorAt} end`,
          lastErrorDuring: sql`case when ${t.lastErrorDuring} = ${step} then null else ${t.lastErrorDuring} end`,
        }
      : {
          ...(stamp && completed ? { [stamp]: sql`now()` } : {}),
          lastError: failure,
          lastErrorAt: sql`now()`,
          lastErrorDuring: step,
        };
  await db.update(t).set(values).where(eq(t.id, id));
}
