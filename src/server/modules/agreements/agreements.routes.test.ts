import { describe, expect, it } from 'vitest';
import { registeredUser } from '../../testing/fixtures.ts';
import { OPS, useOperatorConsole } from '../../testing/operator-console.ts';

const h = useOperatorConsole();
const { get, post } = h;

// A new version makes every provider accept it again: this file's own app, apart from the others.
describe('agreement versions', () => {
  it('lists with the current one marked, publishes a new current version, refuses a duplicate label', async () => {
    const { cookie: doula } = await registeredUser(h.t, 'accepting@example.com');
    const before = (await get('/api/operator/agreements', h.ops)).json();
    expect(before.items[0]).toMatchObject({ current: true });
    expect(before.items.slice(1).every((a: { current: boolean }) => !a.current)).toBe(true);

    const published = await post(
      '/api/operator/agreements',
      { version: ' 2027-01-01 ', content: '  The new agreement.  ' },
      h.ops,
    );
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({
      version: '2027-01-01',
      content: 'The new agreement.',
      publishedBy: OPS,
      current: true,
    });
    const after = (await get('/api/operator/agreements?limit=1', h.ops)).json();
    expect(after.items).toEqual([
      expect.objectContaining({ version: '2027-01-01', current: true }),
    ]);
    expect(after.nextCursor).toEqual(expect.any(String));
    const older = (
      await get(`/api/operator/agreements?limit=1&cursor=${after.nextCursor}`, h.ops)
    ).json();
    expect(older.items[0]).toMatchObject({ version: before.items[0].version, current: false });

    const duplicate = await post(
      '/api/operator/agreements',
      { version: '2027-01-01', content: 'Other' },
      h.ops,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('conflict');
    for (const payload of [
      { version: '', content: 'x' },
      { version: 'v', content: '   ' },
      { version: 'v', content: 'x', publishedBy: 'me' },
    ]) {
      expect((await post('/api/operator/agreements', payload, h.ops)).statusCode).toBe(400);
    }

    // Every provider must accept the new version before going on.
    expect((await get('/api/session', doula)).json().profileComplete).toBe(false);
    expect((await get('/api/agreements/current', doula)).json().version).toBe('2027-01-01');
  });
});
