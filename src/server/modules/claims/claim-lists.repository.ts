import { QueryBuilder } from 'drizzle-orm/pg-core';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { arrayRowDecoder, preparedArrayQuery } from '../../db/array-rows.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { claims, claimStatusChanges } from './claims.tables.ts';
import { type ClaimLinks, linksJson } from './claim-links.ts';
import { userEmails } from '../users/users.views.ts';
import type { RecordPage } from '#domain/records/list';
import {
  activeRowsOf,
  decodePair,
  encodeCursor,
  encodePair,
  isUuid,
  newestFirst,
  newestFirstBy,
  pageOf,
  positionOf,
  toPage,
  type ListPosition,
} from '../lists/index.ts';
import { anyOf } from '../../db/any-of.ts';
import {
  claimFilterCondition,
  type ClaimFilter,
  type ClaimQueueFilter,
  type ClaimRow,
  type StatusChangeRow,
} from './claims.repository.ts';

/**
 * The claim lists: her list a page at a time (prepared statements for the unfiltered one), the
 * operators' queue, each row with its status history and correction links in one statement.
 */
type HistoryJson = (Omit<StatusChangeRow, 'changedAt'> & { changedAt: string })[];

/** A claim's status history as one JSON array, oldest first, for a list's single statement. */
export const historyJson = sql<HistoryJson>`(
  SELECT coalesce(json_agg(json_build_object('id', h.id, 'claimId', h.claim_id,
    'fromStatus', h.from_status, 'toStatus', h.to_status, 'changedAt', h.changed_at,
    'changedBy', h.changed_by, 'note', h.note) ORDER BY h.changed_at, h.id), '[]'::json)
  FROM ${claimStatusChanges} h WHERE h.claim_id = "claims"."id")`; // qualified: Drizzle leaves a single table's columns bare

/** A page's row with its history and links, as the list statements select it. */
export type ListedClaim = ClaimRow & { history: StatusChangeRow[]; links: ClaimLinks };

const listSelection = { claim: claims, history: historyJson, links: linksJson };

const parsedHistory = (history: HistoryJson): StatusChangeRow[] =>
  history.map((change) => ({ ...change, changedAt: new Date(change.changedAt) }));

const withParsedHistory = (rows: { claim: ClaimRow; history: HistoryJson; links: ClaimLinks }[]) =>
  rows.map(({ claim, history, links }) => ({ ...claim, links, history: parsedHistory(history) }));

/** A row of the prepared lists below: the claim's columns, then its history and links. */
const decodeListedRow = arrayRowDecoder<ClaimRow & { history: HistoryJson; links: ClaimLinks }>(
  claims,
  ['history', 'links'],
);
export const decodeListedClaim = (values: unknown[]): ListedClaim => {
  const row = decodeListedRow(values);
  return Object.assign(row, { history: parsedHistory(row.history) });
};

/**
 * Her unfiltered list, first page and later pages, as named prepared statements: the view every
 * doula opens most skips building the SQL in the app and parsing and planning it in PostgreSQL
 * (once per connection), and its rows skip the generic result mapping. Filtered lists are
 * built per request. `deleted = false` is written literally: as a parameter, PostgreSQL's
 * generic plan for the statement could not use the partial list index (WHERE deleted = false)
 * and would sort all of a busy owner's claims.
 */
const ownListPage = (after: SQL | undefined, name: string) =>
  preparedArrayQuery(
    name,
    new QueryBuilder()
      .select(listSelection)
      .from(claims)
      .where(
        and(eq(claims.userId, sql.placeholder('userId')), sql`${claims.deleted} = false`, after),
      )
      .orderBy(...newestFirst(claims))
      .limit(sql.placeholder('limit')),
    decodeListedClaim,
  );
const ownFirstPage = ownListPage(undefined, 'claims_own_first_page');
const ownLaterPage = ownListPage(
  sql`(${claims.createdAt}, ${claims.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
  'claims_own_later_page',
);

const isUnfiltered = (filter: ClaimFilter) =>
  !filter.status &&
  !filter.serviceFrom &&
  !filter.serviceTo &&
  filter.attention === undefined &&
  filter.late === undefined;

/**
 * One page of the owner's claims, newest first, plus one row to tell whether more follow,
 * each with its status history: one statement, so a page costs one round trip.
 */
export async function listOwnClaims(
  db: Db,
  userId: string,
  limit: number,
  after?: ListPosition,
  filter: ClaimFilter = {},
): Promise<ListedClaim[]> {
  if (isUnfiltered(filter)) {
    return after
      ? ownLaterPage(db.$client, {
          userId,
          limit: limit + 1,
          afterAt: after.createdAt.toISOString(),
          afterId: after.id,
        })
      : ownFirstPage(db.$client, { userId, limit: limit + 1 });
  }
  const rows = await db
    .select(listSelection)
    .from(claims)
    .where(and(activeRowsOf(claims, userId, after), claimFilterCondition(filter)))
    .orderBy(...newestFirst(claims))
    .limit(limit + 1);
  return withParsedHistory(rows);
}

const claimQueue = newestFirstBy(claims.createdAt, claims.id);

/**
 * Every provider's claims, newest first, filtered, a page at a time (plus one row to tell
 * whether more follow), with the owner's sign-in email. For the operators' queue.
 */
export async function listClaimQueue(
  db: DbOrTx,
  filter: ClaimQueueFilter,
  limit: number,
  after?: ListPosition,
) {
  return claimQueue.page(
    db
      .select({ claim: claims, ownerEmail: userEmails.email, links: linksJson })
      .from(claims)
      .innerJoin(userEmails, eq(userEmails.id, claims.userId))
      .$dynamic(),
    limit,
    after,
    eq(claims.deleted, false),
    filter.userIds
      ? anyOf(
          claims.userId,
          filter.userIds.length ? filter.userIds : ['00000000-0000-0000-0000-000000000000'],
        )
      : undefined,
    claimFilterCondition(filter),
  );
}

/** A needs-her-first cursor in its second part (her other claims) starts with this. */
const OTHERS = 'o.';

/**
 * "Needs me first": the claims that need her attention, newest first (their index), then her
 * others, newest first (the list's index, those rows left out). A page that crosses from one
 * part to the other reads both; every other page reads one. The cursor says which part it is in.
 */
export async function attentionFirstPage<View>(
  db: Db,
  userId: string,
  limit: number,
  cursor: string | undefined,
  filter: ClaimFilter,
  present: (row: ListedClaim) => View,
): Promise<RecordPage<View>> {
  const others = (count: number, after?: ListPosition) =>
    listOwnClaims(db, userId, count, after, { ...filter, attention: false });
  const othersPage = (rows: ListedClaim[], count: number): RecordPage<View> => {
    const page = pageOf(rows, count, (row) => OTHERS + encodeCursor(row), present);
    // A page filled by the first part alone: the others start from their top.
    return count === 0 && rows.length > 0 ? { ...page, nextCursor: OTHERS } : page;
  };
  if (cursor?.startsWith(OTHERS)) {
    const after = positionOf(cursor.slice(OTHERS.length) || undefined);
    return othersPage(await others(limit, after), limit);
  }
  const first = await listOwnClaims(db, userId, limit, positionOf(cursor), {
    ...filter,
    attention: true,
  });
  if (first.length > limit) return toPage(first, limit, present);
  const rest = await others(limit - first.length);
  const page = othersPage(rest, limit - first.length);
  return { items: [...first.map(present), ...page.items], nextCursor: page.nextCursor };
}

/** A late-first cursor in its first part (the late claims) starts with this. */
const LATE = 'l.';

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Her late claims, the earliest deadline (most overdue) first: claims_owner_clock_idx in order. */
async function lateClaims(
  db: Db,
  userId: string,
  today: string,
  limit: number,
  after: [dueOn: string, id: string] | undefined,
  filter: ClaimFilter,
): Promise<ListedClaim[]> {
  const rows = await db
    .select(listSelection)
    .from(claims)
    .where(
      and(
        eq(claims.userId, userId),
        claimFilterCondition({ ...filter, late: { on: today, only: true } }),
        after
          ? sql`(${claims.promptPayDueOn}, ${claims.id}) > (${after[0]}::date, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(claims.promptPayDueOn), asc(claims.id))
    .limit(limit + 1);
  return withParsedHistory(rows);
}

/**
 * "Late first": her claims past their prompt-pay deadline and unpaid on `today`, most overdue
 * first, then her others as the list reads them (newest first, the late ones left out). Paged
 * like "needs me first": the cursor says which part it is in.
 */
export async function lateFirstPage<View>(
  db: Db,
  userId: string,
  today: string,
  page: { limit: number; cursor: string | undefined },
  filter: ClaimFilter,
  present: (row: ListedClaim) => View,
): Promise<RecordPage<View>> {
  const { limit, cursor } = page;
  const rest = { ...filter, late: { on: today, only: false } };
  const others = (count: number, after?: ListPosition) =>
    listOwnClaims(db, userId, count, after, rest);
  const othersPage = (rows: ListedClaim[], count: number): RecordPage<View> => {
    const found = pageOf(rows, count, (row) => OTHERS + encodeCursor(row), present);
    return count === 0 && rows.length > 0 ? { ...found, nextCursor: OTHERS } : found;
  };
  if (cursor && !cursor.startsWith(LATE)) {
    const after = positionOf(
      cursor.startsWith(OTHERS) ? cursor.slice(OTHERS.length) || undefined : cursor,
    );
    return othersPage(await others(limit, after), limit);
  }
  const after = cursor
    ? decodePair(cursor.slice(LATE.length), (day, id) => isDay(day) && isUuid(id))
    : undefined;
  const late = await lateClaims(db, userId, today, limit, after, filter);
  if (late.length > limit)
    return pageOf(late, limit, (row) => LATE + encodePair(row.promptPayDueOn!, row.id), present);
  const found = othersPage(await others(limit - late.length), limit - late.length);
  return { items: [...late.map(present), ...found.items], nextCursor: found.nextCursor };
}
