import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import { inviteEmail } from '../../testing/fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const check = (cookie: string | undefined, code: unknown) =>
  t.as(cookie).post('/api/invitations/check', { code });

// The answers to a checked code: whether it may be used, and what the user is told.
const accepted = { valid: true, message: messages.invitation.valid };
const refused = (message: string) => ({ valid: false, message });

describe('POST /api/invitations/check', () => {
  it('requires a signed-in user, with the product message', async () => {
    const response = await check(undefined, 'ANY');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(messages.invitation.signedOut);
  });

  it('asks for a code when it is empty or blank', async () => {
    const { cookie } = await t.signInAs('empty@example.com');
    for (const code of ['', '   ']) {
      const response = await check(cookie, code);
      expect(response.json()).toEqual(refused(messages.invitation.empty));
    }
  });

  it('matches trimmed and case-insensitively against code and codes of the own email', async () => {
    const { cookie } = await t.signInAs('Match@Example.com');
    await inviteEmail(t, 'match@example.com', ['FIRST-CODE', 'Second-Code']);
    expect((await check(cookie, '  first-code ')).json()).toEqual(accepted);
    expect((await check(cookie, 'SECOND-CODE')).json()).toEqual(accepted);
  });

  it('does not match another email’s code', async () => {
    await inviteEmail(t, 'owner@example.com', ['OWNERS-CODE']);
    const { cookie } = await t.signInAs('intruder@example.com');
    expect((await check(cookie, 'OWNERS-CODE')).json()).toEqual(
      refused(messages.invitation.notFound),
    );
  });

  it('looks at no more than 5 invitation records for the email (newest first)', async () => {
    const { cookie } = await t.signInAs('many@example.com');
    await inviteEmail(t, 'many@example.com', ['OLDEST-CODE']);
    for (let i = 0; i < 5; i += 1) await inviteEmail(t, 'many@example.com', [`NEWER-${i}`]);
    expect((await check(cookie, 'NEWER-4')).json().valid).toBe(true);
    expect((await check(cookie, 'OLDEST-CODE')).json().valid).toBe(false);
  });

  it('says "not available" for an invitation redeemed by another account of the same email', async () => {
    const invitation = await inviteEmail(t, 'shared@example.com', ['SHARED-CODE']);
    const first = await t.signInAs('shared@example.com');
    await t.database.pool.query('UPDATE invitations SET redeemed_by_user_id = $1 WHERE id = $2', [
      first.userId,
      invitation.id,
    ]);
    const other = await t.inject({ method: 'GET', url: '/healthz' });
    expect(other.statusCode).toBe(200);
    // A second identity (another issuer) with the same email.
    const { upsertUserByIdentity } = await import('../users/index.ts');
    const { createSessionService } = await import('../sessions/index.ts');
    const second = await upsertUserByIdentity(t.database.db, {
      issuer: 'https://other',
      subject: 's',
      email: 'shared@example.com',
    });
    const token = await createSessionService(t.database.db, t.config.session).start(second.id);
    expect((await check(`session=${token}`, 'shared-code')).json()).toEqual(
      refused(messages.invitation.notAvailable),
    );
  });

  it('says "not available" for a revoked invitation', async () => {
    const invitation = await inviteEmail(t, 'revoked@example.com', ['REVOKED-CODE']);
    await t.database.pool.query('UPDATE invitations SET revoked_at = now() WHERE id = $1', [
      invitation.id,
    ]);
    const { cookie } = await t.signInAs('revoked@example.com');
    expect((await check(cookie, 'REVOKED-CODE')).json()).toEqual(
      refused(messages.invitation.notAvailable),
    );
  });

  it('answers 429 on the sixth failed check within a minute', async () => {
    const { cookie } = await t.signInAs('guesser@example.com');
    for (let i = 0; i < 5; i += 1) {
      const response = await check(cookie, `GUESS-${i}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(messages.invitation.notFound);
    }
    const sixth = await check(cookie, 'GUESS-6');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(messages.invitation.tooManyAttempts);
  });

  it('answers 429 after 20 failures within an hour, even when spread out', async () => {
    const { userId, cookie } = await t.signInAs('slow-guesser@example.com');
    await t.database.pool.query(
      `INSERT INTO invitation_check_failures (user_id, created_at)
       SELECT $1, now() - interval '30 minutes' FROM generate_series(1, 20)`,
      [userId],
    );
    expect((await check(cookie, 'ANYTHING')).statusCode).toBe(429);
  });

  it('rejects a body that is not { code: string }', async () => {
    const { cookie } = await t.signInAs('shape@example.com');
    expect((await check(cookie, 42)).statusCode).toBe(400);
    const extra = await t
      .as(cookie)
      .post('/api/invitations/check', { code: 'X', email: 'someone@else.com' });
    expect(extra.statusCode).toBe(400);
  });
});
