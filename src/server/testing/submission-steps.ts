import { afterAll, beforeAll } from 'vitest';
import { claimSubmitSchema, type ClaimSubmitInput } from '#domain/claims/requests';
import type { Tx } from '../db/database.ts';
import type { SessionUser } from '../modules/users/index.ts';
import { appWithTwoDoulas, idempotencyKey, validClaim, type Doula } from './doulas.ts';
import { inRolledBackTransaction } from './rolled-back.ts';
import type { TestApp } from './test-app.ts';

/**
 * A real PostgreSQL with two doulas (each with a patient, a facility and a complete profile),
 * for the tests of the claim submission's steps; call it at a test file's top level. Each step
 * runs in a transaction that is rolled back, as the submission's own would have held it.
 */
export function submissionStepsHarness(prefix: string) {
  /** Set before the first test runs. */
  const h = {} as { t: TestApp; doula: Doula; other: Doula; user: SessionUser };
  beforeAll(async () => {
    const { t, maya, other } = await appWithTwoDoulas(prefix);
    Object.assign(h, {
      t,
      doula: maya,
      other,
      user: { id: maya.userId, email: `${prefix}-maya@example.com` },
    });
  });
  afterAll(() => h.t.close());
  return {
    h,
    /** A clean claim of hers (parsed as the route parses it), on a service date of its own. */
    body: (overrides: Partial<ClaimSubmitInput> = {}) =>
      claimSubmitSchema.parse(validClaim(h.doula.patientId, overrides)),
    /** A submission of hers, as the steps read it (no correction). */
    submission(body: ReturnType<typeof claimSubmitSchema.parse>, key = idempotencyKey()) {
      return {
        user: h.user,
        idempotencyKey: key,
        body,
        actor: { userId: h.user.id },
        requestHash: `hash-${key}`,
      };
    },
    inTransaction: (use: (tx: Tx) => Promise<void>) =>
      inRolledBackTransaction(h.t.database.db, use),
  };
}
