import { describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import { generatedCodePattern, type OperatorInvitation } from '#domain/account/invitations';
import { registeredUser } from '../../testing/fixtures.ts';
import { OPS, useOperatorConsole } from '../../testing/operator-console.ts';

const h = useOperatorConsole();
const { get, post } = h;
const anyUuid = '00000000-0000-4000-8000-000000000000';

describe('invitations', () => {
  it('creates one with a typed code that the provider can then use', async () => {
    const response = await post(
      '/api/operator/invitations',
      { email: ' Typed@Example.com ', code: ' welcome-typed-1 ' },
      h.ops,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: 'WELCOME-TYPED-1',
      generated: false,
      invitation: {
        email: 'typed@example.com',
        codeCount: 1,
        redeemed: false,
        revoked: false,
        createdBy: OPS,
      },
    });
    const { cookie } = await h.t.signInAs('typed@example.com');
    expect(
      (await post('/api/invitations/check', { code: 'welcome-typed-1' }, cookie)).json(),
    ).toEqual({ valid: true, message: messages.invitation.valid });
  });

  it('generates long, unguessable, distinct codes', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      const response = await post('/api/operator/invitations', { email: 'gen@example.com' }, h.ops);
      expect(response.statusCode).toBe(201);
      const { code, generated } = response.json() as { code: string; generated: boolean };
      expect(generated).toBe(true);
      expect(code).toMatch(generatedCodePattern);
      expect(code.replace(/-/g, '')).toHaveLength(16);
      codes.add(code);
    }
    expect(codes.size).toBe(25);
    // An empty typed code means "generate one", too.
    expect(
      (
        await post('/api/operator/invitations', { email: 'gen@example.com', code: '  ' }, h.ops)
      ).json().generated,
    ).toBe(true);
  });

  it('refuses a short or odd typed code, a bad email and unknown fields', async () => {
    for (const payload of [
      { email: 'x@example.com', code: 'SHORT' },
      { email: 'x@example.com', code: 'has spaces in it' },
      { email: 'not-an-email' },
      { email: 'x@example.com', codes: ['ONE'] },
      { email: 'x@example.com', createdBy: 'me' },
    ]) {
      expect((await post('/api/operator/invitations', payload, h.ops)).statusCode).toBe(400);
    }
  });

  it('lists newest first with email, number of codes and redeemed, filtered and paged', async () => {
    for (let i = 0; i < 3; i += 1) {
      await post('/api/operator/invitations', { email: 'paged@example.com' }, h.ops);
    }
    const first = (
      await get('/api/operator/invitations?email=PAGED@example.com&limit=2', h.ops)
    ).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await get(
        `/api/operator/invitations?email=paged@example.com&limit=2&cursor=${first.nextCursor}`,
        h.ops,
      )
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items] as OperatorInvitation[];
    expect(new Set(all.map((item) => item.id)).size).toBe(3);
    expect(all.every((item) => item.email === 'paged@example.com')).toBe(true);
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'codeCount',
        'codeEndings',
        'createdAt',
        'createdBy',
        'email',
        'id',
        'redeemed',
        'redeemedAt',
        'revoked',
        'revokedAt',
      ].sort(),
    );
    expect(JSON.stringify(first)).not.toMatch(generatedCodePattern.source.slice(1, 20));
    expect((await get('/api/operator/invitations?limit=1000', h.ops)).statusCode).toBe(400);
    expect((await get('/api/operator/invitations?cursor=garbage', h.ops)).statusCode).toBe(400);
  });

  it('pages through invitations created in the same microsecond without skipping any', async () => {
    await h.t.database.pool.query(
      `INSERT INTO invitations (email, code_hashes, code_endings, created_by, created_at)
       SELECT 'same-moment@example.com', ARRAY['h1.test.' || n], ARRAY['…' || n], 'test', '2026-05-05T10:00:00.123456Z'
         FROM generate_series(1, 5) AS n`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await get(
          `/api/operator/invitations?email=same-moment@example.com&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          h.ops,
        )
      ).json() as { items: OperatorInvitation[]; nextCursor: string | null };
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('revokes: the code is then "not available"; a redeemed invitation is not revoked', async () => {
    const created = (
      await post('/api/operator/invitations', { email: 'revoke-me@example.com' }, h.ops)
    ).json() as { code: string; invitation: OperatorInvitation };
    const revoked = await post(
      `/api/operator/invitations/${created.invitation.id}/revoke`,
      {},
      h.ops,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ revoked: true, revokedAt: expect.any(String) });
    const again = await post(
      `/api/operator/invitations/${created.invitation.id}/revoke`,
      {},
      h.ops,
    );
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const { cookie } = await h.t.signInAs('revoke-me@example.com');
    expect((await post('/api/invitations/check', { code: created.code }, cookie)).json()).toEqual({
      valid: false,
      message: messages.invitation.notAvailable,
    });

    await registeredUser(h.t, 'redeemed@example.com');
    const [redeemed] = (
      await get('/api/operator/invitations?email=redeemed@example.com', h.ops)
    ).json().items as OperatorInvitation[];
    expect(redeemed).toMatchObject({ redeemed: true, redeemedAt: expect.any(String) });
    expect(
      (await post(`/api/operator/invitations/${redeemed!.id}/revoke`, {}, h.ops)).statusCode,
    ).toBe(409);
    expect((await post(`/api/operator/invitations/${anyUuid}/revoke`, {}, h.ops)).statusCode).toBe(
      404,
    );
    expect((await post('/api/operator/invitations/not-a-uuid/revoke', {}, h.ops)).statusCode).toBe(
      404,
    );
  });
});
