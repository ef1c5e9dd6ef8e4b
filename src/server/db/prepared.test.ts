import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Db } from './database.ts';
import { preparedInsert, preparedStatement } from './prepared.ts';

// A table of this test's own, with each kind of column an INSERT has to get right.
const things = pgTable('prepared_things', {
  id: uuid('id').primaryKey().defaultRandom(),
  ref: text('ref')
    .notNull()
    .$defaultFn(() => randomUUID()),
  label: text('label').notNull(),
  notes: jsonb('notes').$type<Record<string, unknown>>(),
  code: text('code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  db = drizzle(pool) as unknown as Db;
  await pool.query(`CREATE TABLE prepared_things (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), ref text NOT NULL, label text NOT NULL,
    notes jsonb, code text, created_at timestamptz NOT NULL DEFAULT now())`);
});

afterAll(async () => {
  await pool.end();
  await database.drop();
});

const insertThing = preparedInsert('prepared_things_insert', things, (b, values) =>
  b
    .insert(things)
    .values(values as typeof things.$inferInsert)
    .returning(),
);

const thingsLabelled = preparedStatement((b) =>
  b
    .select()
    .from(things)
    .where(sql`${things.label} = ${sql.placeholder('label')}`)
    .prepare('prepared_things_labelled'),
);

it('stores what the query builder would: NULL as NULL, JSON as JSON, defaults per row', async () => {
  const [empty] = await insertThing(db, { label: 'a', notes: null });
  const [noted] = await insertThing(db, { label: 'a', notes: { visits: 2 } });
  const [built] = await db
    .insert(things)
    .values({ label: 'a', notes: { visits: 2 } })
    .returning();
  expect(empty!.notes).toBeNull();
  expect(noted!.notes).toEqual({ visits: 2 });
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM prepared_things WHERE notes IS NULL',
  );
  expect(rows[0]!.n).toBe(1);
  // A default worked out in JavaScript is worked out again for each row, as the builder does.
  expect(new Set([empty!.ref, noted!.ref, built!.ref]).size).toBe(3);
  expect(Object.keys(noted!)).toEqual(Object.keys(built!));
  expect({ ...noted!, id: '', ref: '', createdAt: null }).toEqual({
    ...built!,
    id: '',
    ref: '',
    createdAt: null,
  });
  expect(noted!.createdAt).toBeInstanceOf(Date);
});

it('an SQL value is part of the shape: two of them give two statements, never the first one twice', async () => {
  const [one] = await insertThing(db, { label: 'b', code: sql`'DB-' || ${'2026'}::text` });
  const [two] = await insertThing(db, { label: 'b', code: sql`'DB-' || ${'2027'}::text` });
  expect([one!.code, two!.code]).toEqual(['DB-2026', 'DB-2027']);
});

it('runs on the connection of the transaction it is given, and reads it back there', async () => {
  await expect(
    db.transaction(async (tx) => {
      await insertThing(tx, { label: 'c' });
      expect(await thingsLabelled(tx, { label: 'c' })).toHaveLength(1);
      // Another connection does not see it before the commit.
      expect(await thingsLabelled(db, { label: 'c' })).toHaveLength(0);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await thingsLabelled(db, { label: 'c' })).toHaveLength(0);
});
