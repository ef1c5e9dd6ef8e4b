import { createHash } from 'node:crypto';
import { fillPlaceholders, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ClaimSearch } from '#domain/claims/search';
import { arrayQuery } from '../../db/array-rows.ts';
import type { Db } from '../../db/database.ts';
import { decodePair, encodePair, isUuid } from '../lists/index.ts';
import { claims, searchKeys } from './claims.tables.ts';
import { linksJson } from './claim-links.ts';
import { userEmails } from '../users/users.views.ts';
import { claimFilterCondition, type ClaimFilter } from './claims.repository.ts';
import { decodeListedClaim, historyJson, type ListedClaim } from './claim-lists.repository.ts';

/**
 * Her claims list, and the operators' queue, searched by patient name or form ID
 * (#domain/claims/search), a page at a time. Each way of matching reads its own index
 * (claims.tables.ts: searchKeys; her list the ones that lead with her id, the queue the same
 * keys without it, decision 094) from the prefix on, in the index's order: by the matched name
 * (then newest first), or by form ID, newest first. A name is matched first name first and last
 * name first; the two index reads are merged in that order, so no statement sorts, whatever
 * the number of claims.
 */

/** Which key a result row was found by: the cursor says, so the next page goes on in it. */
type Branch = 'first' | 'last' | 'form';
const branches: readonly string[] = ['first', 'last', 'form'];

export type SearchedClaim = ListedClaim & { branch: Branch };

/**
 * A search page's cursor: the key its last row was found by and the row's id, nothing more
 * (the name it matched stays on the server: a cursor may end up in a URL).
 */
export const searchCursorOf = (row: SearchedClaim) => encodePair(row.branch, row.id);

export function searchPositionOf(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [branch, id] = decodePair(cursor, (b, i) => branches.includes(b) && isUuid(i));
  return { branch: branch as Branch, id };
}

/**
 * The first text after every text that starts with `prefix`, in the keys' byte order (COLLATE
 * "C"): its last character one code point on. With it the prefix is a range of the index,
 * which a plan kept for any value can read (LIKE with a parameter is a range only in a plan made
 * for its value). Undefined when no such text exists (a prefix of U+10FFFF alone).
 */
function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix];
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      // No text holds a surrogate: after U+D7FF comes U+E000.
      return points.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
    }
  }
  return undefined;
}

/** A search's values, given to its statement as placeholders (filled per call). */
const value = {
  prefix: sql.placeholder('prefix'),
  end: sql.placeholder('end'),
  owner: sql.placeholder('owner'),
  owners: sql.placeholder('owners'),
  after: sql.placeholder('after'),
  limit: sql.placeholder('limit'),
};

/** `key` starts with the prefix: the keys from the prefix up to (not including) its end. */
const startsWith = (key: SQL, bounded: boolean) =>
  bounded
    ? sql`${key} >= ${value.prefix} AND ${key} < ${value.end}`
    : sql`${key} >= ${value.prefix}`;

const columnList = sql.join(
  Object.values(getTableColumns(claims)).map((column) => sql.identifier(column.name)),
  sql`, `,
);

/** The key a branch matches by, and its order: by name then newest first, or by form ID. */
const branchKeys: Record<Branch, SQL> = {
  first: searchKeys.firstLast,
  last: searchKeys.lastFirst,
  form: searchKeys.form,
};
const orderOf = (branch: Branch) =>
  branch === 'form'
    ? sql`search_key DESC`
    : sql`search_key, "claims"."created_at" DESC, "claims"."id" DESC`;

/**
 * Whose claims a search reads: one doula's (her list, or the queue filtered to her), or those
 * of every doula in the list (undefined: every doula's, the queue unfiltered).
 */
export type SearchOwners = readonly string[] | undefined;

const ownersShape = (owners: SearchOwners) =>
  !owners ? 'all' : owners.length === 1 ? 'one' : 'many';

const ownersCondition = (owners: SearchOwners) =>
  ({
    all: sql`true`,
    one: sql`user_id = ${value.owner}::uuid`,
    many: sql`user_id = ANY(${value.owners}::uuid[])`,
  })[ownersShape(owners)];

/** What a statement of the search is built for; its values come per call. */
interface SearchShape {
  kind: ClaimSearch['kind'];
  owners: SearchOwners;
  /** The branch the cursor's row was found by, if a cursor is given. */
  after: Branch | undefined;
  /** False for a prefix with no end (prefixEnd). */
  bounded: boolean;
  filtered: SQL | undefined;
  extra: SQL;
}

/**
 * One branch of the search: a page of the owners' active claims whose key starts with the prefix, from
 * the cursor on (its row looked up by id: its key in its own branch, its time, its id), in the
 * key's index order. Each branch is its own ordered, limited read, so PostgreSQL merges them
 * (Merge Append) instead of sorting what they found.
 */
function branchRows(branch: Branch, shape: SearchShape, also: SQL | undefined) {
  const key = branchKeys[branch];
  const owned = ownersCondition(shape.owners);
  const cursorKey =
    shape.after &&
    sql`(SELECT ${branchKeys[shape.after]} FROM ${claims} WHERE id = ${value.after}::uuid AND ${owned})`;
  const cursorRow =
    shape.after && sql`(SELECT created_at, id FROM ${claims} WHERE id = ${value.after}::uuid)`;
  const fromCursor =
    shape.after &&
    (branch === 'form'
      ? sql`AND ${key} < ${cursorKey}`
      : sql`AND ${key} >= ${cursorKey} AND (${key} > ${cursorKey} OR (created_at, id) < ${cursorRow})`);
  return sql`(SELECT ${columnList}, ${key} AS search_key, ${branch}::text AS branch FROM ${claims}
    WHERE ${owned} AND deleted = false AND ${startsWith(key, shape.bounded)}
    ${fromCursor ?? sql``} ${also ? sql`AND ${also}` : sql``}
    ORDER BY ${orderOf(branch)} LIMIT ${value.limit})`;
}

const dialect = new PgDialect();

/**
 * The statement of a shape of search, its text and name. Named by its text: each shape (its
 * kind, a cursor or not, its filter) is planned once per connection, where planning it cost
 * PostgreSQL several times what running it does.
 */
function searchStatement(shape: SearchShape) {
  const { filtered } = shape;
  // A claim whose name matches both ways is listed once, under its first-name-first match.
  const notFirst = sql`NOT (${startsWith(searchKeys.firstLast, shape.bounded)})`;
  const rows =
    shape.kind === 'form'
      ? branchRows('form', shape, filtered)
      : sql`${branchRows('first', shape, filtered)}
        UNION ALL
        ${branchRows('last', shape, filtered ? sql`${notFirst} AND ${filtered}` : notFirst)}`;
  const statement = sql`SELECT ${columnList}, ${historyJson}, ${linksJson}${shape.extra}, "claims".branch
    FROM (${rows}) AS "claims" ORDER BY ${orderOf(shape.kind === 'form' ? 'form' : 'first')}
    LIMIT ${value.limit}`;
  const query = dialect.sqlToQuery(statement);
  const name = `claim_search_${createHash('sha1').update(query.sql).digest('base64url')}`;
  return { ...query, name };
}

/**
 * Statements of the unfiltered shapes, built once per server: building one costs the app more
 * than PostgreSQL spends running it. A filtered search (its filter's values written into its
 * text) is built per call.
 */
const builtSearches = new Map<string, ReturnType<typeof searchStatement>>();

/**
 * A page of the search (plus one row to tell whether more follow), with `extra` columns after
 * the claim's (the queue's: its owner's email; `extra.name` tells the kept shapes apart), read
 * back by `decode`.
 */
async function searchPage<Row>(
  db: Db,
  owners: SearchOwners,
  search: ClaimSearch,
  limit: number,
  after: { branch: Branch; id: string } | undefined,
  filter: ClaimFilter,
  extra: { name: string; sql: SQL },
  decode: (values: unknown[]) => Row,
): Promise<Row[]> {
  const end = prefixEnd(search.prefix);
  const shape: SearchShape = {
    kind: search.kind,
    owners,
    after: after?.branch,
    bounded: end !== undefined,
    filtered: claimFilterCondition(filter),
    extra: extra.sql,
  };
  const key = [shape.kind, ownersShape(owners), shape.after, shape.bounded, extra.name].join();
  let statement = shape.filtered ? undefined : builtSearches.get(key);
  if (!statement) {
    statement = searchStatement(shape);
    if (!shape.filtered) builtSearches.set(key, statement);
  }
  const params = fillPlaceholders(statement.params, {
    prefix: search.prefix,
    end,
    owner: owners?.[0],
    owners: owners && `{${owners.join(',')}}`,
    after: after?.id,
    limit: limit + 1,
  });
  return arrayQuery(db.$client, { sql: statement.sql, params }, decode, statement.name);
}

const noExtra = { name: 'none', sql: sql`` };

const decodeSearched = (values: unknown[]): SearchedClaim => {
  const branch = values.pop() as Branch;
  return Object.assign(decodeListedClaim(values), { branch });
};

export const searchOwnClaims = (
  db: Db,
  userId: string,
  search: ClaimSearch,
  limit: number,
  after: { branch: Branch; id: string } | undefined,
  filter: ClaimFilter = {},
): Promise<SearchedClaim[]> =>
  searchPage(db, [userId], search, limit, after, filter, noExtra, decodeSearched);

export type QueueSearchedClaim = SearchedClaim & { ownerEmail: string };

const ownerEmail = {
  name: 'owner email',
  sql: sql`, (SELECT ${userEmails.email} FROM ${userEmails} WHERE ${userEmails.id} = "claims".user_id)`,
};
const decodeQueueSearched = (values: unknown[]): QueueSearchedClaim => {
  const branch = values.pop() as Branch;
  const email = String(values.pop() ?? '');
  return Object.assign(decodeListedClaim(values), { branch, ownerEmail: email });
};

/** The operators' queue searched: every doula's claims, or the owners' when it is filtered. */
export const searchQueueClaims = (
  db: Db,
  owners: SearchOwners,
  search: ClaimSearch,
  limit: number,
  after: { branch: Branch; id: string } | undefined,
  filter: ClaimFilter,
): Promise<QueueSearchedClaim[]> =>
  searchPage(db, owners, search, limit, after, filter, ownerEmail, decodeQueueSearched);
