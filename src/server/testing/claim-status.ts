import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { createImportService } from '../modules/imports/index.ts';
import { type CoreTestServer, startCoreSoapServer } from './core-soap-server.ts';
import { realTimeConnection } from './coverage-checks.ts';
import { createDoula, submitClaim, type Doula } from './doulas.ts';
import { acceptedAndRejected277ca } from './response-files.ts';
import { sendInBatch } from './sent-claims.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * A real app (and PostgreSQL) beside a CORE real-time endpoint on loopback, with the connection
 * that answers real-time questions pointing at it, and a doula whose claims the payer accepted:
 * for the claim status tests (276 out, 277 back). Call at a test file's top level.
 */
const OPS = 'claim-status-ops@example.com';

/** The pended-for-information 277 fixture (P3:123, R4:252 on the claim). */
const PENDED = readFileSync(
  new URL('../formats/x12/fixtures/claim-status/pended-more-information.277', import.meta.url),
  'utf8',
);

/** The 276's trace number (TRN02) and form ID (REF*EJ), as the endpoint reads them. */
export function askedIn(request: string): { trace: string; formId: string } {
  return {
    trace: /TRN\*1\*([^~*]+)/.exec(request)?.[1] ?? '',
    formId: /REF\*EJ\*([^~*]+)/.exec(request)?.[1] ?? '',
  };
}

/**
 * The payer's 277 to a 276: pended for more information unless `stc` says otherwise (STC01 and
 * on, e.g. `F1:65*20261218`), answering the trace and form ID asked unless told others.
 */
export function answer277(
  request: string,
  options: { stc?: string; trace?: string; formId?: string } = {},
): string {
  const asked = askedIn(request);
  return PENDED.replace('TRN*2*DB276-000101-1', `TRN*2*${options.trace ?? asked.trace}`)
    .replace('REF*EJ*DB-2026-000101', `REF*EJ*${options.formId ?? asked.formId}`)
    .replace(/STC\*[^~]*~/, `STC*${options.stc ?? 'P3:123:85*20261226**162.11******R4:252:85'}~`);
}

export function claimStatusHarness(prefix: string) {
  const h = {} as { t: TestApp; core: CoreTestServer; doula: Doula; ops: string };

  beforeAll(async () => {
    [h.t, h.core] = await Promise.all([buildTestApp({ ADMIN_EMAILS: OPS }), startCoreSoapServer()]);
    h.ops = (await h.t.signInAs(OPS)).cookie;
    h.doula = await createDoula(h.t, `${prefix}-doula@example.com`);
    await realTimeConnection(h.t, h.ops, h.core);
  });
  afterAll(async () => {
    await Promise.all([h.t?.close(), h.core?.close()]);
  });
  beforeEach(() => {
    h.core.faults = {};
    h.core.respond = (request) => answer277(request);
    h.core.received.length = 0;
  });

  const helpers = {
    async claimOf(id: string): Promise<ClaimView> {
      const response = await h.t.as(h.doula.cookie).get(`/api/claims/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ClaimView;
    },

    /**
     * A claim of hers the payer accepted (a 277CA, imported) and has said nothing about since,
     * `quietDays` ago; her other claim in the same 277CA was rejected.
     */
    async acceptedClaim(quietDays: number): Promise<ClaimView> {
      const ids = [await submitClaim(h.t, h.doula), await submitClaim(h.t, h.doula)];
      await sendInBatch(h.t, ids);
      const [accepted, rejected] = await Promise.all(ids.map((id) => helpers.claimOf(id)));
      const answered = (claim: ClaimView) => ({
        formId: claim.formId,
        serviceDate: claim.serviceDateFrom,
      });
      const imported = await createImportService(h.t.database.db, {
        claimHooks,
        taxIds: h.t.taxIds,
      }).importResponse(
        {
          name: '277ca.x12',
          bytes: Buffer.from(acceptedAndRejected277ca(answered(accepted!), answered(rejected!))),
        },
        { label: 'operator (test)' },
      );
      expect(imported.import.outcome, imported.import.message).toBe('accepted');
      await h.t.database.pool.query(
        `UPDATE claims SET updated_at = now() - make_interval(days => $2) - interval '1 minute'
         WHERE id = $1`,
        [accepted!.id, quietDays],
      );
      const claim = await helpers.claimOf(accepted!.id);
      expect(claim.status).toBe('processing');
      // What her claims set going in the background (a coverage check asks the same endpoint)
      // is done before the test asks: the endpoint then counts the test's questions alone.
      await h.t.app.jobs.drained();
      h.core.received.length = 0;
      return claim;
    },

    /** The claim's inquiries, newest first, as the operator would read them. */
    async inquiriesOf(claimId: string) {
      const { rows } = await h.t.database.pool.query<{
        state: string;
        outcome: string;
        message: string;
        raw_answer: string | null;
        trace_number: string;
      }>(
        `SELECT state, outcome, message, raw_answer, trace_number FROM claim_status_inquiries
         WHERE claim_id = $1 ORDER BY asked_at DESC`,
        [claimId],
      );
      return rows;
    },
  };
  return { h, ...helpers };
}
