import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { createBatchService, type BatchService } from '../modules/batches/index.ts';
import { createClaimService } from '../modules/claims/index.ts';
import { createProfileService } from '../modules/profile/index.ts';
import type { TestApp } from './test-app.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * Sends claims to the payer as an operator does (a real 837P batch, the claims move to
 * processing): a payer's answer is matched only to a claim that was sent.
 */
const services = new WeakMap<TestApp, Promise<BatchService>>();

function batchServiceOf(t: TestApp): Promise<BatchService> {
  let service = services.get(t);
  if (!service) {
    service = loadTaxIdCipher(t.config).then((taxIds) =>
      createBatchService({
        db: t.database.db,
        claims: createClaimService(t.database.db, { claimHooks, taxIds }),
        profiles: createProfileService(t.database.db, taxIds),
        x12: t.config.x12,
        taxIds,
      }),
    );
    services.set(t, service);
  }
  return service;
}

/** Sends these pending claims in one batch to the payer (Medi-Cal's MCAL1 by default). */
export async function sendInBatch(
  t: TestApp,
  claimIds: string[],
  payerId = 'MCAL1',
): Promise<number> {
  const service = await batchServiceOf(t);
  const batch = await service.create({ payerId, claimIds }, { label: 'operator (test)' });
  return batch.number;
}
