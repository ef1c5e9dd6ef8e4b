import { describe, expect, it } from 'vitest';
import type { OperatorAuditEvent } from '#domain/operations/audit';
import { registeredUser } from '../../testing/fixtures.ts';
import { OPS, useOperatorConsole } from '../../testing/operator-console.ts';

const h = useOperatorConsole();
const { get, provider } = h;

describe('audit view', () => {
  const events = async (query: string) => {
    const response = await get(`/api/operator/audit-events?${query}`, h.ops);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: OperatorAuditEvent[]; nextCursor: string | null };
  };

  it("filters by user email, entity and date, pages, and audits operators' own actions", async () => {
    const carla = await provider('carla@example.com');
    const claim = await carla.submit();
    await get(`/api/claims/${claim.id}`, carla.cookie);
    await get(`/api/operator/claims/${claim.id}`, h.ops);

    const mine = await events('user=Carla@Example.com&limit=100');
    expect(mine.items.length).toBeGreaterThan(3);
    expect(mine.items.every((event) => event.userEmail === 'carla@example.com')).toBe(true);
    expect(mine.items.map((event) => event.action)).toEqual(
      expect.arrayContaining(['claim.create', 'claim.read', 'patient.create', 'profile.register']),
    );

    const onClaim = await events(`entityType=claim&entityId=${claim.id}`);
    expect(onClaim.items.map((event) => `${event.action}:${event.userEmail}`)).toEqual([
      `claim.operator_read:${OPS}`,
      'claim.read:carla@example.com',
      'claim.create:carla@example.com',
    ]);

    const page1 = await events('user=carla@example.com&limit=2');
    const page2 = await events(`user=carla@example.com&limit=2&cursor=${page1.nextCursor}`);
    expect(page1.items).toHaveLength(2);
    expect(page2.items[0]!.id).toBeLessThan(page1.items[1]!.id);
    expect(page1.items.map((event) => event.id)).toEqual(mine.items.slice(0, 2).map((e) => e.id));
    expect(page2.items.map((event) => event.id)).toEqual(mine.items.slice(2, 4).map((e) => e.id));

    const future = await events(`from=${encodeURIComponent('2999-01-01T00:00:00Z')}`);
    expect(future.items).toEqual([]);
    const past = await events(
      `user=carla@example.com&to=${encodeURIComponent('2000-01-01T00:00:00Z')}`,
    );
    expect(past.items).toEqual([]);
    const now = new Date();
    const window = await events(
      `user=carla@example.com&from=${encodeURIComponent(new Date(now.getTime() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date(now.getTime() + 60_000).toISOString())}&limit=100`,
    );
    expect(window.items.map((e) => e.id)).toEqual(mine.items.map((e) => e.id));

    const refused = await events('entityType=audit_event&limit=100');
    expect(
      refused.items.some((event) => event.userEmail === OPS && event.outcome === 'success'),
    ).toBe(true);
    expect((await events('user=nobody-at-all@example.com')).items).toEqual([]);
    expect((await get('/api/operator/audit-events?from=yesterday', h.ops)).statusCode).toBe(400);
  });

  it('records refused attempts on operator routes, with who tried', async () => {
    const { userId, cookie } = await registeredUser(h.t, 'curious@example.com');
    await get('/api/operator/claims', cookie);
    const { rows } = await h.t.database.pool.query(
      `SELECT action, outcome FROM audit_events WHERE user_id = $1 AND action = 'claim.operator_list'`,
      [userId],
    );
    expect(rows).toEqual([{ action: 'claim.operator_list', outcome: 'denied' }]);
  });
});
