import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { buildCommandLineTestApp, runAdminCommand as admin } from '../testing/admin-command.ts';
import { appWithDoulas } from '../testing/doulas-app.ts';
import { validClaim } from '../testing/doulas.ts';
import { DENIED_PAYER_CLAIM_NUMBER, deniedClaim } from '../testing/payer-decisions.ts';

/** `claim show`: an operator sees on the command line which claim corrects which. */
const world = appWithDoulas(
  { doula: 'cli-claim-show@example.com' },
  { build: buildCommandLineTestApp },
);

describe('npm run admin -- claim show', () => {
  it('shows a replacement and the claim it replaces, each naming the other', async () => {
    const original = await deniedClaim(world.t, world.doula);
    const response = await world.t.inject({
      method: 'POST',
      url: `/api/claims/${original.id}/correction`,
      headers: { cookie: world.doula.cookie, 'idempotency-key': `cli-${randomUUID()}` },
      payload: validClaim(
        world.doula.patientId,
        { serviceTimeTo: '11:30' },
        original.serviceDateFrom,
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    const replacement = response.json() as ClaimView;

    const shown = await admin('claim', 'show', replacement.formId.toLowerCase());
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`Claim ${replacement.formId}`);
    expect(shown.out).toContain('Status: pending');
    expect(shown.out).toContain('Kind: replacement (frequency 7)');
    expect(shown.out).toContain(`Replaces payer claim number: ${DENIED_PAYER_CLAIM_NUMBER}`);
    expect(shown.out).toContain(`Corrects: ${original.formId} (new claim)`);
    expect(shown.out).not.toContain(original.patient.lastName);

    const before = await admin('claim', 'show', original.id);
    expect(before.out).toContain('Status: denied');
    expect(before.out).toContain(`Corrected by: ${replacement.formId} (replacement)`);
  });

  it('names a claim it cannot find, exit code 3', async () => {
    const missing = await admin('claim', 'show', 'DB-1999-999999');
    expect(missing.code).toBe(3);
    expect(missing.err).toContain('No claim with id or form ID "DB-1999-999999".');
  });
});
