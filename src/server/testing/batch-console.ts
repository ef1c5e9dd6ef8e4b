import { beforeAll } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { useOperatorConsole } from './operator-console.ts';

type Provider = Awaited<ReturnType<ReturnType<typeof useOperatorConsole>['provider']>>;

/**
 * The batch tests' setup: the operator console (useOperatorConsole) with two providers, Alice
 * and Bea, who submit claims, and the batch calls both test files make. Call it at the top of
 * a test file.
 */
export function useBatchConsole() {
  const h = useOperatorConsole();
  const state = {} as { alice: Provider; bea: Provider };

  beforeAll(async () => {
    state.alice = await h.provider('batch-alice@example.com');
    state.bea = await h.provider('batch-bea@example.com');
  });

  // The state object itself, so that alice and bea read as set once beforeAll has run.
  return Object.assign(state, {
    h,
    create: (body: object, cookie = h.ops) => h.post('/api/operator/batches', body, cookie),
    claimOf: async (claim: ClaimView, cookie: string) =>
      (await h.get(`/api/claims/${claim.id}`, cookie)).json() as ClaimView,
    auditRows: async (action: string) =>
      (
        await h.t.database.pool.query<{ entity_id: string; user_id: string | null }>(
          'SELECT entity_id, user_id FROM audit_events WHERE action = $1 ORDER BY id',
          [action],
        )
      ).rows,
    download: (id: string, cookie = h.ops) => h.get(`/api/operator/batches/${id}/file`, cookie),
  });
}
