import { beforeAll, expect } from 'vitest';
import type { BatchDetail } from '#domain/claims/batches';
import type { ClaimView } from '#domain/claims/view';
import { createImportService, type ImportService } from '../modules/imports/index.ts';
import { OPS, useOperatorConsole } from './operator-console.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * The operator console with the import service and one provider (`doulaEmail`), for the tests
 * of payer answers to batches sent from the console. Call it at a test file's top level; its
 * `imports` and `doula` are set before the first test runs.
 */
export function useConsoleAnswers(doulaEmail: string) {
  const h = useOperatorConsole();
  const state = {} as {
    imports: ImportService;
    doula: Awaited<ReturnType<typeof h.provider>>;
  };

  beforeAll(async () => {
    state.imports = createImportService(h.t.database.db, { claimHooks, taxIds: h.t.taxIds });
    state.doula = await h.provider(doulaEmail);
  });

  // The state object itself, so that imports and doula read as set once beforeAll has run.
  return Object.assign(state, {
    h,
    operator: { email: OPS, label: 'operator' },

    /** The claim as the provider sees it now. */
    async claimOf(claim: { id: string }): Promise<ClaimView> {
      const response = await h.get(`/api/claims/${claim.id}`, state.doula.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ClaimView;
    },

    /** Sends these claims to Medi-Cal in one batch from the console. */
    async batchOf(claims: ClaimView[]): Promise<BatchDetail> {
      const response = await h.post(
        '/api/operator/batches',
        { payerId: 'MCAL1', claimIds: claims.map((claim) => claim.id) },
        h.ops,
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as BatchDetail;
    },

    /** The claim as a payer's file names it. */
    answered: (claim: ClaimView) => ({ formId: claim.formId, serviceDate: claim.serviceDateFrom }),
  });
}
