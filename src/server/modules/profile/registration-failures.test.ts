import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import { inviteEmail, validProfile } from '../../testing/fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

// A database of its own: these tests take things away (the agreement, the invitations table).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('when no agreement is published', () => {
  it('GET /api/agreements/current answers 404 with the product message', async () => {
    const { cookie } = await t.signInAs('noagreement@example.com');
    const response = await t.as(cookie).get('/api/agreements/current');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(messages.agreement.unavailable);
  });

  it('registration is refused with the product message', async () => {
    const { cookie } = await t.signInAs('noagreement2@example.com');
    await inviteEmail(t, 'noagreement2@example.com', ['CODE']);
    const response = await t.as(cookie).post('/api/registration', {
      invitationCode: 'CODE',
      agreementVersion: 'anything',
      profile: validProfile(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(messages.registration.agreementUnavailableRetry);
  });

  it('no profile counts as complete', async () => {
    const { cookie } = await t.signInAs('noagreement3@example.com');
    const session = await t.as(cookie).get('/api/session');
    expect(session.json().profileComplete).toBe(false);
  });
});

describe('when the invitation lookup itself fails', () => {
  it('answers the "any other failure" message and logs no code or email', async () => {
    const { cookie } = await t.signInAs('lookupfails@example.com');
    await t.database.pool.query('ALTER TABLE invitations RENAME TO invitations_gone');
    try {
      const response = await t.as(cookie).post('/api/invitations/check', {
        code: 'SECRET-CODE-123',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false, message: messages.invitation.otherFailure });
      const logs = t.logs.join('');
      expect(logs).toContain('invitation check failed');
      expect(logs).not.toContain('SECRET-CODE-123');
      expect(logs).not.toContain('lookupfails@example.com');
    } finally {
      await t.database.pool.query('ALTER TABLE invitations_gone RENAME TO invitations');
    }
  });
});
