import { expect } from 'vitest';
import { encodeSearchHeader, SEARCH_HEADER } from '#domain/common/api-errors';
import type { TestApp } from './test-app.ts';

/**
 * What the plan-shape tests (db/list-plans.test.ts) read: the queries a route really sent,
 * captured from the pool while it answers, and PostgreSQL's plans for them.
 */

interface Captured {
  text: string;
  values: unknown[];
  /** Set for a named prepared statement, which PostgreSQL may plan once for every caller. */
  name?: string;
}

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** Keeps a copy of every query the app sends from now on; the helpers below read them. */
export function capturePlans(t: TestApp) {
  let captured: Captured[] = [];
  // Drizzle sends every query through pool.query(config, values): keep a copy of each.
  const pool = t.database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = (...args: unknown[]) => {
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : (first as Partial<Captured>);
    if (config.text) {
      const values = Array.isArray(second) ? second : (config.values ?? []);
      captured.push({ text: config.text, values, ...(config.name ? { name: config.name } : {}) });
    }
    return query(...args);
  };

  /**
   * Calls a GET route as `user` (with a search in its header, as the web sends it) and answers
   * the one query it sent that `matches`, with the route's answer.
   */
  async function querySentBy(
    user: { cookie: string },
    url: string,
    matches: (text: string) => boolean,
    search?: string,
  ) {
    captured = [];
    const headers = { cookie: user.cookie, [SEARCH_HEADER]: encodeSearchHeader(search ?? '') };
    const response = await t.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    const sent = captured.filter((query) => matches(query.text));
    expect(sent, `the queries ${url} sent`).toHaveLength(1);
    return { query: sent[0]!, body: response.json() as { nextCursor: string | null } };
  }

  /** The one list query (ORDER BY … LIMIT on `table`) a list route sent. */
  const listQuery = (user: { cookie: string }, url: string, table: string, search?: string) =>
    querySentBy(
      user,
      url,
      (text) =>
        /\border by\b/i.test(text) &&
        /\blimit\b/i.test(text) &&
        new RegExp(`from "${table}"`, 'i').test(text),
      search,
    );

  async function planOf(query: Captured): Promise<PlanNode> {
    const { rows } = await t.database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      { text: `EXPLAIN (FORMAT JSON) ${query.text}` },
      query.values,
    );
    return rows[0]!['QUERY PLAN'][0].Plan;
  }

  /**
   * The plan PostgreSQL keeps for a prepared statement once it stops planning per call (after
   * five executions, when the generic plan looks no worse): the same for every owner, so it must
   * read the index in order too, or the busiest owner's every page sorts all of her rows.
   */
  async function genericPlanOf(query: Captured): Promise<PlanNode> {
    const { rows } = await t.database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON, GENERIC_PLAN) ${query.text}`,
    );
    return rows[0]!['QUERY PLAN'][0].Plan;
  }

  /** Each plan the list's query may run with: its own, and a prepared statement's generic one. */
  async function plansOf(query: Captured): Promise<[string, PlanNode][]> {
    const own: [string, PlanNode] = ['', await planOf(query)];
    return query.name ? [own, [' generic plan', await genericPlanOf(query)]] : [own];
  }

  return { querySentBy, listQuery, planOf, plansOf };
}

/**
 * The nodes that produce the list's rows. Subplans (a claim's few history rows, aggregated in
 * the same statement) run per row of the page and are left out: their sorts are per claim.
 */
export const nodesOf = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? [])
    .filter((child) => child['Parent Relationship'] !== 'SubPlan')
    .flatMap(nodesOf),
];
