import { describe, expect, it } from 'vitest';
import type { BatchDetail } from '#domain/claims/batches';
import { useBatchConsole } from '../../testing/batch-console.ts';
import { expectJson } from '../../testing/write-checks.ts';

/**
 * A batch to a payer whose claims enrollment at the clearinghouse is required or pending is
 * refused with that reason, from the console and the command line alike (one batch service).
 */
const doulas = useBatchConsole();
const { h, create } = doulas;

const messageOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { message: string } }).error.message;

const setClaimsEnrollment = async (state: string) => {
  const response = await h.t
    .as(h.ops)
    .put('/api/operator/enrollments', { payerId: 'MCAL1', transaction: 'claims', state });
  expect(response.statusCode, response.body).toBe(200);
};

describe('batching and claims enrollment', () => {
  it('refuses the payer while pending or required, and sends once approved', async () => {
    const claim = await doulas.alice.submit();

    await setClaimsEnrollment('pending');
    const refused = await create({ payerId: 'mcal1' });
    expect(refused.statusCode).toBe(422);
    expect(messageOf(refused)).toBe(
      'No batch was made: one problem to fix first. Claims to Medi-Cal (MCAL1) cannot be sent yet: enrollment for claims at the clearinghouse is pending.',
    );
    const fromShell = await h.admin(
      'batch',
      'create',
      '--payer',
      'MCAL1',
      '--claims',
      claim.formId,
    );
    expect(fromShell.code).not.toBe(0);
    expect(fromShell.out).toContain('enrollment for claims at the clearinghouse is pending.');

    await setClaimsEnrollment('required');
    expect(messageOf(await create({ payerId: 'MCAL1', claimIds: [claim.id] }))).toContain(
      'enrollment for claims at the clearinghouse is required.',
    );
    // Nothing moved: her claim still waits.
    expect((await doulas.claimOf(claim, doulas.alice.cookie)).status).toBe('pending');

    await setClaimsEnrollment('approved');
    const batch = expectJson<BatchDetail>(await create({ payerId: 'MCAL1', claimIds: [claim.id] }));
    expect(batch.claims.map((c) => c.id)).toEqual([claim.id]);
  });

  it('leaves other payers and a remittance enrollment out of it', async () => {
    await h.t.as(h.ops).put('/api/operator/enrollments', {
      payerId: 'MCAL1',
      transaction: 'remittance',
      state: 'pending',
    });
    await h.t.as(h.ops).put('/api/operator/enrollments', {
      payerId: 'OTHER9',
      transaction: 'claims',
      state: 'pending',
    });
    const claim = await doulas.bea.submit();
    expectJson<BatchDetail>(await create({ payerId: 'MCAL1', claimIds: [claim.id] }));
  });
});
