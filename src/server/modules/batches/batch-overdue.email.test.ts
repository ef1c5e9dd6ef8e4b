import { afterAll, beforeAll, expect, it } from 'vitest';
import { OPERATOR_EMAIL, operatorCookie } from '../../testing/doulas.ts';
import { smtpSettingsFor, startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { noticeOverdueBatches } from './batch-overdue.ts';

/**
 * The operators' overdue email through a real SMTP server: one message per operator listing each
 * overdue batch and what it waits for (batch number, payer ID, claim count; nothing about a
 * patient), and never again for the same batch and kind.
 */
let inbox: SmtpInbox;
let t: TestApp;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp(
    { ADMIN_EMAILS: OPERATOR_EMAIL, ...smtpSettingsFor(inbox, 0) },
    { outboxTiming: { pollMs: 100 } },
  );
  await operatorCookie(t); // the operator has signed in once: an account to address
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

/** A batch sent `hours` ago that nobody has answered (its file is beside the point here). */
async function batchSentHoursAgo(hours: number, payerId: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ number: number }>(
    `WITH n AS (SELECT nextval('claim_batch_number_seq')::int AS n)
     INSERT INTO claim_batches (number, interchange_control_number, group_control_number,
       transaction_control_number, usage, payer_id, payer_name, created_by, created_at,
       claim_count, file_text, file_sha256)
     SELECT n, n, n, n, 'T', $1, 'Payer', 'ops@example.com', now() - make_interval(hours => $2),
            3, 'ISA~', 'none'
     FROM n RETURNING number`,
    [payerId, hours],
  );
  return rows[0]!.number;
}

it('tells each operator once, in one email, which batches wait and for what', async () => {
  const late = await batchSentHoursAgo(80, 'MCAL1');
  const fresh = await batchSentHoursAgo(2, 'BCBS1');
  const operators = async () => [OPERATOR_EMAIL];

  expect(await noticeOverdueBatches(t.database.db, operators)).toBe(2);
  const [email] = await inbox.waitFor(1);
  expect(email!.to).toEqual([OPERATOR_EMAIL]);
  // The body as quoted-printable decodes it (soft line breaks, =3D and the like).
  const text = Buffer.from(
    email!.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  expect(text).toContain('Batches overdue at the clearinghouse');
  expect(text).toContain(
    `- Batch ${late} (payer MCAL1, 3 claims): no acknowledgment (999) after 24 hours`,
  );
  expect(text).toContain(
    `- Batch ${late} (payer MCAL1, 3 claims): no claim acknowledgment (277CA) after 72 hours`,
  );
  expect(text).toContain('http://localhost:3999/operator?section=batches');
  expect(text).not.toContain(`Batch ${fresh} `);

  expect(await noticeOverdueBatches(t.database.db, operators)).toBe(0);
  await pause(800); // more delivery rounds: still the one email
  expect(inbox.messages).toHaveLength(1);
});
