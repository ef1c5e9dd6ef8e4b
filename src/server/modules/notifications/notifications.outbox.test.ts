import { describe, expect, it } from 'vitest';
import type { OutboxPage } from '#domain/operations/outbox';
import { useOperatorConsole } from '../../testing/operator-console.ts';
import { CLAIM_STATUS_SUBJECT } from './index.ts';

/**
 * Without SMTP settings nothing is sent: every status change, from the console or the command
 * line, waits in the outbox, where operators see it (address masked) and nothing else.
 */
const h = useOperatorConsole();

async function outbox(query = ''): Promise<OutboxPage> {
  const response = await h.get(`/api/operator/outbox${query}`, h.ops);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OutboxPage;
}

describe('the outbox without SMTP settings', () => {
  it('keeps each change for the doula, visible to operators with the address masked', async () => {
    const jane = await h.provider('jane.doe@example.com');
    const claim = await jane.submit();
    expect((await outbox()).items).toEqual([]);

    const console = await h.post(
      `/api/operator/claims/${claim.id}/status`,
      { status: 'processing' },
      h.ops,
    );
    expect(console.statusCode, console.body).toBe(200);
    const cli = await h.admin('claim', 'status', claim.formId, 'approved');
    expect(cli.code, cli.out).toBe(0);

    const page = await outbox();
    expect(page.delivery).toBe('off');
    expect(page.counts).toEqual({ pending: 2, sending: 0, sent: 0, failed: 0, no_address: 0 });
    expect(page.items).toHaveLength(2);
    for (const item of page.items) {
      expect(item).toEqual({
        id: expect.any(String),
        createdAt: expect.any(String),
        to: 'j***@example.com',
        subject: CLAIM_STATUS_SUBJECT,
        status: 'pending',
        attempts: 0,
        lastAttemptAt: null,
        lastError: null,
        sentAt: null,
        nextAttemptAt: expect.any(String),
      });
    }
    const body = JSON.stringify(page);
    expect(body).not.toContain('jane.doe');
    expect(body).not.toContain(claim.formId);
    expect(body).not.toContain(claim.id);
  });

  it('queues nothing for a doula without an email address, and counts her', async () => {
    const nomail = await h.provider('nomail@example.com');
    const claim = await nomail.submit();
    await h.t.database.pool.query(`UPDATE users SET email = '' WHERE id = $1`, [nomail.userId]);
    const before = await outbox();
    const changed = await h.post(
      `/api/operator/claims/${claim.id}/status`,
      { status: 'denied' },
      h.ops,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await outbox();
    expect(after.counts.pending).toBe(before.counts.pending);
    expect(after.counts.no_address).toBe(before.counts.no_address + 1);
    expect(after.items[0]).toMatchObject({ status: 'no_address', to: '***' });
  });

  it('pages newest first', async () => {
    const first = await outbox('?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await outbox(`?limit=1&cursor=${first.nextCursor}`);
    expect(second.items[0]!.createdAt <= first.items[0]!.createdAt).toBe(true);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect((await h.get('/api/operator/outbox?limit=500', h.ops)).statusCode).toBe(400);
    expect((await h.get('/api/operator/outbox?cursor=nonsense', h.ops)).statusCode).toBe(400);
  });

  it('is for operators only', async () => {
    const doula = await h.provider('curious@example.com');
    expect((await h.get('/api/operator/outbox', doula.cookie)).statusCode).toBe(403);
    expect((await h.get('/api/operator/outbox')).statusCode).toBe(401);
  });
});
