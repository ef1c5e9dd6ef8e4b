import { afterAll, beforeAll, expect } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { createImportService, type ImportService } from '../modules/imports/index.ts';
import { createDoula, submitClaim, type Doula } from './doulas.ts';
import type { AnsweredClaim } from './response-files.ts';
import { sendInBatch } from './sent-claims.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * A real PostgreSQL with the import service and two doulas, for the payer-response import tests;
 * call it at a test file's top level (it registers the file's beforeAll and afterAll).
 */
export function importHarness(prefix: string) {
  /** Set before the first test runs. */
  const h = {} as { t: TestApp; imports: ImportService; doula: Doula; other: Doula };
  const helpers = {
    operator: { email: `${prefix}-operator@example.com`, label: 'operator' },

    async claimOf(who: Doula, id: string): Promise<ClaimView> {
      const response = await h.t.inject({
        method: 'GET',
        url: `/api/claims/${id}`,
        headers: { cookie: who.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ClaimView;
    },

    /**
     * A fresh claim of this doula's, sent in a batch to Medi-Cal (processing) unless `sent` is
     * false (pending, never sent), as a response file names it.
     */
    async newClaim(
      who: Doula = h.doula,
      { sent = true }: { sent?: boolean } = {},
    ): Promise<AnsweredClaim & { id: string }> {
      const id = await submitClaim(h.t, who);
      if (sent) await sendInBatch(h.t, [id]);
      const claim = await helpers.claimOf(who, id);
      expect(claim.totalChargeCents).toBe(16211);
      return { id, formId: claim.formId, serviceDate: claim.serviceDateFrom };
    },

    file: (text: string, name = 'response.x12') => ({ name, bytes: Buffer.from(text) }),

    /** Every number an 835 import can move, for "nothing changed" checks. */
    async totals() {
      const { rows } = await h.t.database.pool.query<{
        paid: string;
        payments: string;
        history: string;
        imports: string;
      }>(
        `SELECT (SELECT coalesce(sum(paid_cents), 0) FROM claims) AS paid,
                (SELECT count(*) FROM claim_payments) AS payments,
                (SELECT count(*) FROM claim_status_changes) AS history,
                (SELECT count(*) FROM response_imports) AS imports`,
      );
      return rows[0]!;
    },

    /** A claim's ledger rows, oldest first: their state and paid amount. */
    async ledgerOf(claimId: string) {
      const { rows } = await h.t.database.pool.query<{ state: string; paid: string }>(
        'SELECT state, paid_cents AS paid FROM claim_payments WHERE claim_id = $1 ORDER BY created_at, id',
        [claimId],
      );
      return rows.map((row) => ({ state: row.state, paidCents: Number(row.paid) }));
    },

    /** Emails waiting in the outbox (a status change queues one for the claim's doula). */
    async queuedEmails(): Promise<number> {
      const { rows } = await h.t.database.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'",
      );
      return rows[0]!.n;
    },
  };
  beforeAll(async () => {
    h.t = await buildTestApp();
    h.imports = createImportService(h.t.database.db, { claimHooks, taxIds: h.t.taxIds });
    h.doula = await createDoula(h.t, `${prefix}-doula@example.com`);
    h.other = await createDoula(h.t, `${prefix}-other@example.com`);
  });
  afterAll(() => h.t.close());
  return { h, ...helpers };
}
