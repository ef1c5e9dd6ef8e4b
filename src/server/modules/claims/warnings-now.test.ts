import { describe, expect, it } from 'vitest';
import type { OperatorClaimDetail } from '#domain/claims/queue';
import type { ClaimView } from '#domain/claims/view';
import { validProfile } from '../../testing/fixtures.ts';
import { useOperatorConsole } from '../../testing/operator-console.ts';
import { recordApi, validFacility } from '../../testing/record-fixtures.ts';

const h = useOperatorConsole();

const claimOf = async (claim: ClaimView, cookie: string) =>
  (await h.get(`/api/claims/${claim.id}`, cookie)).json() as ClaimView;
const rulesOf = (claim: Pick<ClaimView, 'checkWarnings'>) =>
  claim.checkWarnings.map((warning) => warning.rule);

/**
 * A claim's warnings are those of its check as of her last fix (decision 090): her list, the
 * claim and the operator's view stop naming a ZIP+4 she has since added.
 */
describe('warnings that are true now', () => {
  it('her ZIP+4 added in My Account clears the warning from her claim and the console', async () => {
    const gina = await h.provider('warnings-gina@example.com');
    const short = await h.t
      .as(gina.cookie)
      .put('/api/profile', validProfile({ businessAddressZip: '94607' }));
    expect(short.statusCode, short.body).toBe(200);
    const claim = await gina.submit();
    await gina.submit();
    expect(rulesOf(await claimOf(claim, gina.cookie))).toContain('billing-zip-plus-four');
    // Her list's banner: both claims wait on the one fix.
    const attention = async () => (await h.get('/api/claims/attention-count', gina.cookie)).json();
    expect(await attention()).toEqual({
      count: 2,
      more: false,
      waiting: [{ rule: 'billing-zip-plus-four', count: 2, more: false }],
    });

    const fixed = await h.t.as(gina.cookie).put('/api/profile', validProfile());
    expect(fixed.statusCode, fixed.body).toBe(200);
    const now = await claimOf(claim, gina.cookie);
    expect(now.sendBlockers).toEqual([]);
    expect(rulesOf(now)).not.toContain('billing-zip-plus-four');
    const list = (await h.get('/api/claims', gina.cookie)).json() as { items: ClaimView[] };
    expect(rulesOf(list.items.find((item) => item.id === claim.id)!)).toEqual(rulesOf(now));
    const console = (
      await h.get(`/api/operator/claims/${claim.id}`, h.ops)
    ).json() as OperatorClaimDetail;
    expect(rulesOf(console.claim)).not.toContain('billing-zip-plus-four');
    expect(await attention()).toEqual({ count: 0, more: false, waiting: [] });

    // Taken away again, it warns again: the check as of her last save.
    await h.t.as(gina.cookie).put('/api/profile', validProfile({ businessAddressZip: '94607' }));
    expect(rulesOf(await claimOf(claim, gina.cookie))).toContain('billing-zip-plus-four');
  });

  it('a facility’s ZIP+4 clears its warning; a claim past pending never shows one', async () => {
    const hana = await h.provider('warnings-hana@example.com');
    const facilities = recordApi(h.t, 'facilities', hana.cookie);
    const facility = await facilities.created(validFacility({ addressZip: '95814' }));
    const waiting = await hana.submit({ serviceLocation: 'facility', facilityId: facility.id });
    const sent = await hana.submit({ serviceLocation: 'facility', facilityId: facility.id });
    expect(rulesOf(await claimOf(waiting, hana.cookie))).toContain('facility-zip-plus-four');
    // Approved before the fix (an operator's hand): the claim went out, so the warning is not true.
    const paid = await h.post(
      `/api/operator/claims/${sent.id}/status`,
      { status: 'approved' },
      h.ops,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(rulesOf(await claimOf(sent, hana.cookie))).not.toContain('facility-zip-plus-four');

    await facilities.update(facility.id, validFacility({ addressZip: '95814-2200' }));
    expect(rulesOf(await claimOf(waiting, hana.cookie))).not.toContain('facility-zip-plus-four');
  });
});
