import { describe, expect, it } from 'vitest';
import { appWithDoulas } from '../../testing/doulas-app.ts';
import { submitClaim } from '../../testing/doulas.ts';
import { listOwnClaims } from './claim-lists.repository.ts';

/**
 * Her unfiltered list decodes its rows without Drizzle's result mapping (the hottest statement
 * of the app); a filtered list goes through Drizzle. Both must give the very same rows, down to
 * dates, JSON columns, empty values, status history and correction links.
 */
describe('the claims list rows', () => {
  const world = appWithDoulas({ doula: 'list-rows@example.com' });

  it('the prepared list and the query builder give identical rows, first and later pages', async () => {
    const { t, doula } = world;
    const ids = [await submitClaim(t, doula), await submitClaim(t, doula)];
    ids.push(await submitClaim(t, doula));
    // Values the submit path leaves empty: a payer answer (JSON), a payment, a payer number.
    await t.database.pool.query(
      `UPDATE claims SET payer_answer = $2::jsonb, paid_cents = 1234, payer_claim_number = 'PCN-1'
        WHERE id = $1`,
      [ids[1], JSON.stringify({ kind: 'paid', reasons: [] })],
    );
    const db = t.database.db;
    const everyClaim = { serviceFrom: '1900-01-01' };

    const prepared = await listOwnClaims(db, doula.userId, 2);
    const built = await listOwnClaims(db, doula.userId, 2, undefined, everyClaim);
    expect(prepared).toHaveLength(3);
    expect(prepared).toEqual(built);
    expect(prepared[0]!.createdAt).toBeInstanceOf(Date);
    expect(prepared[0]!.history[0]!.changedAt).toBeInstanceOf(Date);
    expect(prepared.find((row) => row.id === ids[1])!.payerAnswer).toEqual({
      kind: 'paid',
      reasons: [],
    });

    const after = { createdAt: prepared[1]!.createdAt, id: prepared[1]!.id };
    const laterPrepared = await listOwnClaims(db, doula.userId, 2, after);
    expect(laterPrepared).toHaveLength(1);
    expect(laterPrepared).toEqual(await listOwnClaims(db, doula.userId, 2, after, everyClaim));
  });
});
