import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandLineTestApp, runAdminCommand as admin } from '../testing/admin-command.ts';
import { appWithDoulas } from '../testing/doulas-app.ts';
import { submitClaim } from '../testing/doulas.ts';
import { askableClaim } from '../testing/write-routes.ts';

/**
 * `claim ask`: the operator's "Ask now" on the command line, the same service as the console:
 * it asks about a claim the payer is deciding (here the endpoint cannot be reached, so nothing
 * reaches a payer, the inquiry is kept as failed and the command exits 1), refuses any other,
 * and is audited.
 */
const world = appWithDoulas(
  { doula: 'cli-claim-ask@example.com' },
  { build: buildCommandLineTestApp },
);

// The command line decrypts her tax ID and the connection's password with the app's key.
beforeAll(() => {
  process.env.TAX_ID_KEY = world.t.config.taxIdKey;
});
afterAll(() => {
  delete process.env.TAX_ID_KEY;
});

describe('npm run admin -- claim ask', () => {
  it('asks about a claim the payer is deciding and says what came of it, audited', async () => {
    const claimId = await askableClaim(world.t, world.doula);
    const asked = await admin('claim', 'ask', claimId);
    // Nothing came back: said on standard output, and exit 1 so a script sees it.
    expect(asked.code, asked.err).toBe(1);
    expect(asked.out).toMatch(
      /^Claim DB-\d{4}-\d+: failed\. Could not reach the real-time endpoint\./,
    );
    const { rows } = await world.t.database.pool.query(
      `SELECT state FROM claim_status_inquiries WHERE claim_id = $1`,
      [claimId],
    );
    expect(rows).toEqual([{ state: 'failed' }]);
    const audited = await world.t.database.pool.query(
      `SELECT 1 FROM audit_events WHERE action = 'claim.ask_status' AND entity_id = $1`,
      [claimId],
    );
    expect(audited.rows).toHaveLength(1);
  });

  it('refuses a claim the payer is not deciding, exit code 2, nothing sent', async () => {
    const pending = await submitClaim(world.t, world.doula);
    const refused = await admin('claim', 'ask', pending);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('is not being decided by the payer');
  });
});
