import { expect, it } from 'vitest';
import type { ConnectionView } from '#domain/clearinghouse/connections';
import { useOperatorConsole } from '../../testing/operator-console.ts';

/**
 * /health stays up while it warns of what needs a person: a clearinghouse connection whose last
 * step failed (named, with the step and when; the failure's own words stay in the console).
 * Overdue batches: batches/batch-overdue.test.ts.
 */
const h = useOperatorConsole();

const health = async () => {
  const response = await h.t.inject({ method: 'GET', url: '/health' });
  expect(response.statusCode).toBe(200);
  return response;
};

it('warns of a connection whose last poll failed, and stops once it works again', async () => {
  const before = (await health()).json() as { warnings: { kind: string }[] };
  expect(before).toMatchObject({ status: 'ok', app: 'up', database: 'up' });
  expect(before.warnings.filter((w) => w.kind === 'clearinghouse_connection')).toEqual([]);

  const created = await h.post(
    '/api/operator/clearinghouse-connections',
    {
      name: 'Office Ally main',
      preset: 'office_ally',
      host: '127.0.0.1',
      port: 2222,
      username: 'doulas',
      authMethod: 'password',
      secret: 'pw-never-shown',
      hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
      isaSenderId: 'DOULABILL',
      isaReceiverId: 'OFFALLY',
      usage: 'test',
    },
    h.ops,
  );
  expect(created.statusCode, created.body).toBe(201);
  const connection = created.json() as ConnectionView;
  await h.t.database.pool.query(
    `UPDATE clearinghouse_connections
        SET last_error = 'The answer folder outbound/ is missing.', last_error_during = 'poll',
            last_error_at = '2026-11-26T06:00:00Z'
      WHERE id = $1`,
    [connection.id],
  );

  const warned = await health();
  expect(warned.json()).toMatchObject({
    status: 'ok',
    warnings: [
      {
        kind: 'clearinghouse_connection',
        message:
          'Clearinghouse connection "Office Ally main": polling failed at 2026-11-26T06:00:00.000Z.',
      },
    ],
  });
  expect(warned.body).not.toContain('outbound');
  expect(warned.body).not.toContain('pw-never-shown');

  await h.t.database.pool.query(
    'UPDATE clearinghouse_connections SET last_error = NULL, last_error_during = NULL, last_error_at = NULL WHERE id = $1',
    [connection.id],
  );
  expect((await health()).json()).toMatchObject({ warnings: [] });
});
