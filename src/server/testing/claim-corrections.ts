import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { appWithTwoDoulas, type Doula, OPERATOR_EMAIL, validClaim } from './doulas.ts';
import { deniedClaim, rejectedClaim } from './payer-decisions.ts';
import type { TestApp } from './test-app.ts';
import { expectJson } from './write-checks.ts';

/**
 * The corrections and voids tests share this: a test app with two doulas (Maya and another)
 * and an operator, and helpers to make (rejected or denied), correct, void and read Maya's claims. Call it at the top of a
 * test file; its beforeAll and afterAll run around the file's tests.
 */
export function useCorrections(name: string) {
  const state = {} as { t: TestApp; maya: Doula; other: Doula };
  beforeAll(async () => {
    Object.assign(state, await appWithTwoDoulas(name, { ADMIN_EMAILS: OPERATOR_EMAIL }));
  });
  afterAll(() => state.t.close());

  /**
   * Her correction of `original`: the same visit with its end time corrected unless overridden
   * (a correction must change something the payer sees).
   */
  const correct = (original: ClaimView, who?: Doula, overrides: object = {}, key = randomUUID()) =>
    state.t.inject({
      method: 'POST',
      url: `/api/claims/${original.id}/correction`,
      headers: { cookie: (who ?? state.maya).cookie, 'idempotency-key': `correction-${key}` },
      payload: {
        ...validClaim(
          state.maya.patientId,
          { notes: 'Corrected the end time.', serviceTimeTo: '11:30' },
          original.serviceDateFrom,
        ),
        ...overrides,
      },
    });

  /** A fresh claim of hers (Maya's unless `who`) the clearinghouse rejected, or the payer denied. */
  const rejected = (who?: Doula) => rejectedClaim(state.t, who ?? state.maya);
  const denied = (who?: Doula) => deniedClaim(state.t, who ?? state.maya);

  const voidOf = (original: ClaimView, who?: Doula) =>
    state.t.inject({
      method: 'POST',
      url: `/api/claims/${original.id}/void`,
      headers: { cookie: (who ?? state.maya).cookie },
      payload: {},
    });

  const claimOf = async (id: string, who?: Doula): Promise<ClaimView> =>
    expectJson<ClaimView>(
      await state.t.inject({
        method: 'GET',
        url: `/api/claims/${id}`,
        headers: { cookie: (who ?? state.maya).cookie },
      }),
      200,
    );

  const claimCount = async () =>
    (await state.t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM claims'))
      .rows[0]!.n;

  const auditActions = async (claimId: string) =>
    (
      await state.t.database.pool.query<{ action: string }>(
        'SELECT action FROM audit_events WHERE entity_id = $1 ORDER BY id',
        [claimId],
      )
    ).rows.map((row) => row.action);

  // The state object itself, so that t, maya and other read as set once beforeAll has run.
  return Object.assign(state, {
    rejected,
    denied,
    correct,
    voidOf,
    claimOf,
    claimCount,
    auditActions,
  });
}
