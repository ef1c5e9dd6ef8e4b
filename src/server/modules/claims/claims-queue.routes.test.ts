import { beforeAll, describe, expect, it } from 'vitest';
import { mediCalPrenatalLine } from '../../testing/claim-views.ts';
import type { ClaimView } from '#domain/claims/view';
import type { OperatorClaimDetail, OperatorClaimSummary } from '#domain/claims/queue';
import { validProfile } from '../../testing/fixtures.ts';
import { validPatient } from '../../testing/record-fixtures.ts';
import { OPS, useOperatorConsole } from '../../testing/operator-console.ts';

const h = useOperatorConsole();
const { get, post, admin, provider } = h;
const anyUuid = '00000000-0000-4000-8000-000000000000';

/**
 * A day of the month `back` months before this one: service dates must stay inside the payer's
 * filing window (the claim check refuses older ones), so they move with the calendar.
 */
function monthsAgo(back: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day))
    .toISOString()
    .slice(0, 10);
}
const [first, second, third] = [6, 5, 4];

describe('claims queue', () => {
  let alice: Awaited<ReturnType<typeof provider>>;
  let bea: Awaited<ReturnType<typeof provider>>;
  const aliceClaims: ClaimView[] = [];
  let beaClaim: ClaimView;

  beforeAll(async () => {
    alice = await provider('alice@example.com');
    bea = await provider('bea@example.com');
    aliceClaims.push(await alice.submit({ serviceDateFrom: monthsAgo(first, 10) }));
    aliceClaims.push(await alice.submit({ serviceDateFrom: monthsAgo(second, 10) }));
    aliceClaims.push(await alice.submit({ serviceDateFrom: monthsAgo(third, 10) }));
    beaClaim = await bea.submit({ serviceDateFrom: monthsAgo(second, 15) });
  });

  const queue = async (query: string) => {
    const response = await get(`/api/operator/claims?${query}`, h.ops);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: OperatorClaimSummary[]; nextCursor: string | null };
  };

  it("shows every provider's claims newest first, without patient details", async () => {
    const { items } = await queue('limit=100');
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(beaClaim.id)).toBeLessThan(ids.indexOf(aliceClaims[2]!.id));
    expect(ids.indexOf(aliceClaims[2]!.id)).toBeLessThan(ids.indexOf(aliceClaims[0]!.id));
    const row = items.find((item) => item.id === beaClaim.id)!;
    expect(row).toEqual({
      id: beaClaim.id,
      formId: beaClaim.formId,
      status: 'pending',
      serviceType: 'Prenatal Visit',
      serviceDateFrom: monthsAgo(second, 15),
      serviceDateTo: '',
      createdAt: beaClaim.createdAt,
      updatedAt: expect.any(String),
      provider: { email: 'bea@example.com', name: 'Maya Lopez' },
      // Where it goes (837P batches are made per payer): the payer, not the patient.
      payer: { id: 'MCAL1', name: 'Medi-Cal' },
      // What the operator bills: codes and amounts, never patient details.
      diagnosisCodes: ['Z33.1'],
      lines: [mediCalPrenatalLine],
      totalChargeCents: 16211,
      expectedCents: 16211,
      linesDerived: false,
      checkWarnings: beaClaim.checkWarnings,
      // Her profile has its ZIP+4: nothing she must fix first, so the queue says Ready.
      waitingOn: [],
      payerProfileName: 'Medi-Cal fee-for-service',
      // What the claim check relied on: operators see it per claim.
      recommendationReliedOn:
        'California’s standing recommendation (California Department of Health Care Services (DHCS))',
      // An original claim, neither correcting another nor corrected.
      frequency: '1',
      corrects: null,
      correctedBy: null,
      // Nothing from the payer yet.
      paidCents: 0,
      payerReason: '',
    });
    expect(JSON.stringify(items)).not.toContain(validPatient().lastName);
  });

  it('filters by provider, status and service date range, and pages', async () => {
    expect((await queue('provider=ALICE@example.com')).items.map((c) => c.id)).toEqual(
      [...aliceClaims].reverse().map((c) => c.id),
    );
    expect((await queue('provider=nobody@example.com')).items).toEqual([]);
    const inSecond = await queue(
      `serviceFrom=${monthsAgo(second, 1)}&serviceTo=${monthsAgo(second, 28)}`,
    );
    expect(inSecond.items.map((c) => c.id).sort()).toEqual(
      [aliceClaims[1]!.id, beaClaim.id].sort(),
    );
    const fromThird = await queue(`provider=alice@example.com&serviceFrom=${monthsAgo(third, 1)}`);
    expect(fromThird.items.map((c) => c.id)).toEqual([aliceClaims[2]!.id]);

    const page1 = await queue('provider=alice@example.com&limit=2');
    expect(page1.items).toHaveLength(2);
    const page2 = await queue(`provider=alice@example.com&limit=2&cursor=${page1.nextCursor}`);
    expect(page2.items.map((c) => c.id)).toEqual([aliceClaims[0]!.id]);
    expect(page2.nextCursor).toBeNull();

    await post(`/api/operator/claims/${aliceClaims[0]!.id}/status`, { status: 'denied' }, h.ops);
    expect((await queue('status=denied')).items.map((c) => c.id)).toEqual([aliceClaims[0]!.id]);
    const pending = (await queue('status=pending&provider=alice@example.com')).items;
    expect(pending.map((c) => c.id)).toEqual([aliceClaims[2]!.id, aliceClaims[1]!.id]);

    for (const bad of [
      'status=paid',
      'serviceFrom=2026-02-30',
      'serviceFrom=2026-03-01&serviceTo=2026-02-01',
      'provider=not-an-email',
      'limit=0',
      'extra=1',
    ]) {
      expect((await get(`/api/operator/claims?${bad}`, h.ops)).statusCode, bad).toBe(400);
    }
  });

  it('opens a claim with everything the provider sees plus the business details, tax ID masked', async () => {
    const response = await get(`/api/operator/claims/${beaClaim.id}`, h.ops);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as OperatorClaimDetail;
    const own = (await get(`/api/claims/${beaClaim.id}`, bea.cookie)).json();
    expect(detail.claim).toEqual(own);
    const p = validProfile();
    expect(detail.provider).toEqual({
      email: 'bea@example.com',
      name: 'Maya Lopez',
      businessName: p.businessName,
      businessAddressStreet: p.businessAddressStreet,
      businessAddressCity: p.businessAddressCity,
      businessAddressState: p.businessAddressState,
      businessAddressZip: p.businessAddressZip,
      npiNumber: p.npiNumber,
      taxIdType: 'SSN',
      taxIdMasked: '•••-••-6789',
    });
    // By form ID too.
    expect((await get(`/api/operator/claims/${beaClaim.formId}`, h.ops)).json().claim.id).toBe(
      beaClaim.id,
    );
    expect((await get(`/api/operator/claims/${anyUuid}`, h.ops)).statusCode).toBe(404);
  });

  it('changes the status with a note: history, one audit event, and the provider sees it on next load', async () => {
    const { userId: opsId } = await h.t.signInAs(OPS);
    const claim = await bea.submit({ notes: 'status journey' });
    const processing = await h.t.inject({
      method: 'POST',
      url: `/api/operator/claims/${claim.id}/status`,
      headers: { cookie: h.ops, 'user-agent': 'OpsBrowser/1.0' },
      payload: { status: 'processing', note: '  Sent to the payer  ' },
    });
    expect(processing.statusCode, processing.body).toBe(200);
    expect((processing.json() as OperatorClaimDetail).claim.status).toBe('processing');
    const approved = await post(
      `/api/operator/claims/${claim.id}/status`,
      { status: 'approved' },
      h.ops,
    );
    expect(approved.json().claim.statusHistory).toEqual([
      { from: null, to: 'pending', at: expect.any(String), by: 'system', note: 'Submitted' },
      {
        from: 'pending',
        to: 'processing',
        at: expect.any(String),
        by: OPS,
        note: 'Sent to the payer',
      },
      { from: 'processing', to: 'approved', at: expect.any(String), by: OPS, note: '' },
    ]);

    const { rows } = await h.t.database.pool.query(
      `SELECT user_id, action, outcome, user_agent FROM audit_events
        WHERE entity_id = $1 AND action = 'claim.status_change' ORDER BY id`,
      [claim.id],
    );
    expect(rows).toEqual([
      {
        user_id: opsId,
        action: 'claim.status_change',
        outcome: 'success',
        user_agent: 'OpsBrowser/1.0',
      },
      {
        user_id: opsId,
        action: 'claim.status_change',
        outcome: 'success',
        user_agent: 'lightMyRequest',
      },
    ]);

    const list = (await get('/api/claims', bea.cookie)).json().items as ClaimView[];
    const seen = list.find((item) => item.id === claim.id)!;
    expect(seen.status).toBe('approved');
    expect(seen.statusHistory.map((h) => `${h.to}:${h.note}`)).toEqual([
      'pending:Submitted',
      'processing:Sent to the payer',
      'approved:',
    ]);

    expect(
      (await post(`/api/operator/claims/${claim.id}/status`, { status: 'paid' }, h.ops)).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          `/api/operator/claims/${claim.id}/status`,
          { status: 'denied', note: 'x'.repeat(2001) },
          h.ops,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(`/api/operator/claims/${anyUuid}/status`, { status: 'denied' }, h.ops))
        .statusCode,
    ).toBe(404);
  });

  it('an operator cannot decide a claim of their own', async () => {
    const both = await provider('both@example.com');
    const claim = await both.submit();
    expect((await admin('operator', 'grant', 'both@example.com')).code).toBe(0);
    const response = await post(
      `/api/operator/claims/${claim.id}/status`,
      { status: 'approved' },
      both.cookie,
    );
    expect(response.statusCode).toBe(403);
    expect((await get(`/api/claims/${claim.id}`, both.cookie)).json().status).toBe('pending');
    await admin('operator', 'revoke', 'both@example.com');
  });

  it('no operator answer carries a full tax ID', async () => {
    const digits = validProfile().taxId!.replace(/\D/g, '');
    const bodies = await Promise.all(
      [
        '/api/operator/claims?limit=100',
        `/api/operator/claims/${beaClaim.id}`,
        '/api/operator/audit-events?limit=100',
        '/api/operator/invitations?limit=100',
      ].map(async (url) => (await get(url, h.ops)).body),
    );
    bodies.push(
      (await post(`/api/operator/claims/${beaClaim.id}/status`, { status: 'processing' }, h.ops))
        .body,
    );
    for (const body of bodies) {
      expect(body).not.toContain(validProfile().taxId);
      expect(body.replace(/\D/g, '')).not.toContain(digits);
    }
  });
});
