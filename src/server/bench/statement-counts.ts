import type pg from 'pg';
import type { PostgresSettings } from '../db/postgres-process.ts';

/**
 * `npm run bench -- --statements`: PostgreSQL counts every statement the servers send
 * (pg_stat_statements, which ships with the embedded PostgreSQL), so each scenario can say how
 * many statements and rows one request costs. Off by default: the counting costs PostgreSQL a
 * little CPU of its own, so throughput figures come from runs without it.
 */
export const countingSettings = async (): Promise<PostgresSettings> => ({
  options: {
    shared_preload_libraries: 'pg_stat_statements',
    'pg_stat_statements.track': 'all',
    'pg_stat_statements.max': '5000',
    'pg_stat_statements.track_planning': 'on',
  },
  env: {},
});

export interface StatementCount {
  /** Statements per request (BEGIN and COMMIT included), and rows they read or wrote. */
  statements: number;
  rows: number;
  /** PostgreSQL's own time (planning and execution, triggers included) a request, in ms. */
  ms: number;
  /** The statements of the most calls, per request, their text shortened. */
  top: { calls: number; rows: number; ms: number; text: string }[];
}

export async function startCounting(pool: pg.Pool): Promise<void> {
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
}

export async function resetCounts(pool: pg.Pool): Promise<void> {
  await pool.query('SELECT pg_stat_statements_reset()');
}

/** What the bench database ran since the reset, per request of the `requests` measured. */
export async function countsPerRequest(pool: pg.Pool, requests: number): Promise<StatementCount> {
  const { rows } = await pool.query<{ calls: string; rows: string; ms: number; query: string }>(
    `SELECT calls, rows, total_plan_time + total_exec_time AS ms, query FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND query NOT LIKE '%pg_stat_statements%'
       ORDER BY calls DESC`,
  );
  const per = (n: string | number) => Number(n) / Math.max(1, requests);
  const sum = (key: 'calls' | 'rows' | 'ms') =>
    rows.reduce((total, row) => total + Number(row[key]), 0);
  return {
    statements: per(sum('calls')),
    rows: per(sum('rows')),
    ms: per(sum('ms')),
    top: rows
      .filter((row) => per(row.calls) >= 0.05)
      .map((row) => ({
        calls: per(row.calls),
        rows: per(row.rows),
        ms: per(row.ms),
        text: row.query.replace(/\s+/g, ' ').slice(0, 110),
      })),
  };
}

export function describeCounts(name: string, count: StatementCount): string {
  const lines = count.top.map(
    (row) =>
      `    ${row.calls.toFixed(2)} × (${row.rows.toFixed(1)} rows, ${row.ms.toFixed(2)} ms) ${row.text}`,
  );
  return [
    `  ${name}: ${count.statements.toFixed(1)} statements and ${count.rows.toFixed(1)} rows a request, ${count.ms.toFixed(2)} ms in PostgreSQL`,
    ...lines,
  ].join('\n');
}
