import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { liveChangeSchema, type LiveChange } from '#domain/common/live-events';
import type { DbOrTx } from '../../db/database.ts';
import { preparedSql } from '../../db/prepared.ts';

/** The PostgreSQL channel every app server listens on for changes to patients, facilities and claims. */
export const LIVE_CHANGES_CHANNEL = 'live_changes';

/** The notice: whose patient, facility or claim changed, and which one. None of its fields (no PHI). */
export const changeNoticeSchema = liveChangeSchema.extend({ userId: z.uuid() }).strict();
export type ChangeNotice = z.output<typeof changeNoticeSchema>;

/**
 * The notice of a change as an SQL expression (`pg_notify(…)`), for a write that sends it in
 * its own statement rather than in one more round trip; like announceChange, it is delivered
 * when (and only if) the transaction commits.
 */
export function changeNotice(userId: string, change: LiveChange) {
  const notice: ChangeNotice = {
    userId,
    entity: change.entity,
    id: change.id,
    action: change.action,
  };
  return sql`pg_notify(${LIVE_CHANGES_CHANNEL}, ${JSON.stringify(notice)})`;
}

/**
 * Announces a change to every app server. Called inside the write's transaction, so the notice
 * is delivered when (and only if) the change commits.
 */
export async function announceChange(db: DbOrTx, userId: string, change: LiveChange) {
  await db.execute(sql`SELECT ${changeNotice(userId, change)}`);
}

/**
 * The notice that a session ended (signed out, or replaced at a new sign-in): its user, and the
 * session's stored id (the hash of its token, never the token), so every app server closes that
 * session's open streams at once rather than at their next heartbeat.
 */
export const sessionEndedNoticeSchema = z
  .object({ userId: z.uuid(), endedSession: z.string().min(1).max(100) })
  .strict();

/** The session-ended notice as an SQL expression over the ended session's columns. */
export function sessionEndedNotice(userId: SQL, sessionId: SQL) {
  return sql`pg_notify(${LIVE_CHANGES_CHANNEL}, json_build_object('userId', ${userId}, 'endedSession', ${sessionId})::text)`;
}

/**
 * Many notices (one per changed record) in one statement, delivered on commit like
 * announceChange: a payer-response file changes thousands of claims at once.
 */
export async function announceChanges(
  db: DbOrTx,
  changes: { userId: string; change: LiveChange }[],
) {
  if (changes.length === 0) return;
  await noticesStatement(db, changeNoticesValues(changes));
}

// Built once per server (db/prepared.ts): the notices are one array, whatever their number.
const noticesStatement = preparedSql('change_notices', () => sql`SELECT ${changeNoticesSent()}`);

const noticesOf = (changes: { userId: string; change: LiveChange }[]) =>
  changes.map(({ userId, change }) =>
    JSON.stringify({
      userId,
      entity: change.entity,
      id: change.id,
      action: change.action,
    } satisfies ChangeNotice),
  );

/**
 * announceChanges as an SQL expression (the number of notices sent), for a write that sends
 * them in its own statement rather than in one more round trip. Its notices are a placeholder
 * (`notices`, filled from changeNoticesValues), so a statement that holds it is built once.
 */
export function changeNoticesSent(): SQL<number> {
  return sql<number>`(SELECT count(pg_notify(${LIVE_CHANGES_CHANNEL}, notice))::int FROM unnest(${sql.placeholder('notices')}::text[]) AS notice)`;
}

/** The placeholder's value of changeNoticesSent for these changes. */
export function changeNoticesValues(changes: { userId: string; change: LiveChange }[]) {
  return { notices: noticesOf(changes) };
}
