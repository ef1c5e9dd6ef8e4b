import { describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import type { OperatorInvitation } from '#domain/account/invitations';
import { DEMO_INVITATION, seedOnStart } from '../../startup/seed.ts';
import { silentLog } from '../../logger.ts';
import { useOperatorConsole } from '../../testing/operator-console.ts';

const h = useOperatorConsole();

/** Every text, character, array and JSON column of every table of the product. */
async function textColumns() {
  const { rows } = await h.t.database.pool.query<{ table: string; column: string }>(
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
             OR c.udt_name IN ('_text', '_varchar', '_bpchar'))`,
  );
  return rows;
}

/** The columns (table.column) whose value holds this text anywhere, in any letter case. */
async function columnsHolding(text: string) {
  const found: string[] = [];
  for (const { table, column } of await textColumns()) {
    const { rows } = await h.t.database.pool.query<{ hit: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM "${table}" WHERE "${column}"::text ILIKE $1) AS hit`,
      [`%${text}%`],
    );
    if (rows[0]!.hit) found.push(`${table}.${column}`);
  }
  return found;
}

const check = (cookie: string, code: string) =>
  h.post('/api/invitations/check', { code }, cookie).then((response) => response.json());

const accepted = { valid: true, message: messages.invitation.valid };

describe('invitation codes are kept like passwords', () => {
  it('the database holds no invitation code in plain text: every column of every table is searched', async () => {
    // Through every door: the console, the command line, the demo invitation at start, and
    // an invitation written before codes were hashed (as migration 0017 leaves it).
    const consoleCode = 'CONSOLE-PLAIN-4711';
    const cliCode = 'COMMAND-LINE-PLAIN-4712';
    const oldCode = 'BEFORE-HASHING-4713';
    const created = await h.post(
      '/api/operator/invitations',
      { email: 'hashed-console@example.com', code: consoleCode },
      h.ops,
    );
    expect(created.statusCode).toBe(201);
    expect((await h.admin('invite', 'add', 'hashed-cli@example.com', cliCode)).code).toBe(0);
    await h.t.database.pool.query(
      `INSERT INTO invitations (email, code_hashes, code_endings, plain_codes_pending, created_by)
       VALUES ('hashed-old@example.com', '{}', '{}', ARRAY[$1], 'before 0017')`,
      [oldCode],
    );
    await seedOnStart(h.t.database.db, h.t.config, silentLog);

    expect(await textColumns()).toContainEqual({ table: 'invitations', column: 'code_hashes' });
    for (const code of [consoleCode, cliCode, oldCode, DEMO_INVITATION.code]) {
      expect(await columnsHolding(code), code).toEqual([]);
    }

    // Each still admits its own email, trimmed and in any case, as the product rule says.
    for (const [email, code] of [
      ['hashed-console@example.com', ` ${consoleCode.toLowerCase()} `],
      ['hashed-cli@example.com', cliCode],
      ['hashed-old@example.com', oldCode.toLowerCase()],
      [DEMO_INVITATION.email, DEMO_INVITATION.code],
    ] as const) {
      const { cookie } = await h.t.signInAs(email);
      expect(await check(cookie, code), email).toEqual(accepted);
    }
    const { cookie } = await h.t.signInAs('hashed-intruder@example.com');
    expect(await check(cookie, consoleCode)).toEqual({
      valid: false,
      message: messages.invitation.notFound,
    });
  });

  it('shows a code in full once, when created; lists show only its last characters', async () => {
    const created = await h.post(
      '/api/operator/invitations',
      { email: 'hashed-once@example.com' },
      h.ops,
    );
    const { code } = created.json() as { code: string };
    const listed = await h.get('/api/operator/invitations?email=hashed-once@example.com', h.ops);
    const [item] = (listed.json() as { items: OperatorInvitation[] }).items;
    expect(item!.codeEndings).toEqual([`…${code.slice(-4)}`]);
    expect(listed.body).not.toContain(code);
    expect(listed.body).not.toContain(code.slice(0, 9));
  });
});
