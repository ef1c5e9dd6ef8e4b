import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import {
  inviteEmail,
  publishAgreement,
  registeredUser,
  validProfile,
} from '../../testing/fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let agreementVersion: string;
beforeAll(async () => {
  t = await buildTestApp();
  agreementVersion = (await publishAgreement(t, '2025-10-13')).version;
});
afterAll(() => t.close());

const register = (cookie: string, payload: object) =>
  t.as(cookie).post('/api/registration', payload);

/** A registration as the invited user fills it in (code, current agreement, valid profile). */
const registerWith = (cookie: string, changes: object = {}) =>
  register(cookie, {
    invitationCode: 'WELCOME-1',
    agreementVersion,
    profile: validProfile(),
    ...changes,
  });

async function invitedUser(email: string) {
  const session = await t.signInAs(email);
  await inviteEmail(t, email, ['WELCOME-1']);
  return session;
}

describe('GET /api/agreements/current', () => {
  it('answers the latest version by creation time', async () => {
    const { cookie } = await t.signInAs('reader@example.com');
    const response = await t.as(cookie).get('/api/agreements/current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      version: agreementVersion,
      content: `Agreement ${agreementVersion}`,
    });
  });

  it('requires sign-in', async () => {
    const response = await t.as().get('/api/agreements/current');
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/registration', () => {
  it('saves the profile, accepts the agreement and completes the session', async () => {
    const { cookie, userId } = await invitedUser('new@example.com');
    const response = await registerWith(cookie, {
      invitationCode: ' welcome-1 ',
      profile: validProfile({ firstName: '  Maya  ', middleName: '  ' }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'new@example.com',
      invitationRedeemed: true,
      complete: true,
      profile: {
        firstName: 'Maya',
        middleName: '',
        taxIdMasked: '•••-••-6789',
        isVerified: true,
        agreementVersion,
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/555-?12-?6789/);

    const session = await t.as(cookie).get('/api/session');
    expect(session.json().profileComplete).toBe(true);

    const acceptance = await t.database.pool.query(
      'SELECT version, accepted_at FROM agreement_acceptances WHERE user_id = $1',
      [userId],
    );
    expect(acceptance.rows).toEqual([{ version: agreementVersion, accepted_at: expect.any(Date) }]);
  });

  it('stores no plaintext tax ID in the database and never returns it', async () => {
    const { cookie, userId } = await invitedUser('taxid@example.com');
    await registerWith(cookie, { profile: validProfile({ taxId: '987654321' }) });
    const raw = await t.database.pool.query('SELECT * FROM profiles WHERE user_id = $1', [userId]);
    const rowText = JSON.stringify(raw.rows[0]);
    expect(rowText).not.toMatch(/987-?65-?4321/);
    expect(raw.rows[0].tax_id_last4).toBe('4321');
    const profile = await t.as(cookie).get('/api/profile');
    expect(profile.body).not.toMatch(/987-?65-?4321/);
    expect(profile.json().profile.taxIdMasked).toBe('•••-••-4321');
  });

  it('refuses without a validated invitation code', async () => {
    const { cookie } = await invitedUser('nocode@example.com');
    for (const invitationCode of [undefined, 'WRONG']) {
      const response = await registerWith(cookie, { invitationCode });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(messages.registration.validateCodeFirst);
    }
  });

  it('refuses an agreement version that is not the current one', async () => {
    const { cookie } = await invitedUser('oldbaa@example.com');
    const response = await registerWith(cookie, { agreementVersion: 'old' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(messages.registration.acceptAgreement);
  });

  it('refuses a missing agreement acceptance', async () => {
    const { cookie } = await invitedUser('nobaa@example.com');
    const response = await registerWith(cookie, { agreementVersion: '' });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    'firstName',
    'lastName',
    'businessName',
    'businessAddressStreet',
    'businessAddressCity',
    'businessAddressZip',
    'npiNumber',
  ] as const)('refuses an empty %s', async (field) => {
    const { cookie } = await invitedUser(`missing-${field}@example.com`);
    const response = await registerWith(cookie, { profile: validProfile({ [field]: '   ' }) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(`profile.${field}`);
  });

  it('refuses a state outside the 50 states, a tax ID that is not nine digits, and a missing tax ID', async () => {
    const { cookie } = await invitedUser('badvalues@example.com');
    for (const profile of [
      { ...validProfile(), businessAddressState: 'DC' },
      validProfile({ taxId: '12-34' }),
      validProfile({ businessAddressZip: '12345678901' }),
    ]) {
      expect((await registerWith(cookie, { profile })).statusCode).toBe(400);
    }
    const noTaxId = await registerWith(cookie, { profile: validProfile({ taxId: '' }) });
    expect(noTaxId.statusCode).toBe(400);
    expect(noTaxId.json().error.message).toBe(messages.profile.requiredFields);
  });

  it('rejects fields the client may not set', async () => {
    const { cookie } = await invitedUser('mass@example.com');
    const response = await registerWith(cookie, {
      profile: {
        ...validProfile(),
        isVerified: true,
        userId: '00000000-0000-0000-0000-000000000000',
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('a new agreement version sends a registered user back, without asking for a code again', async () => {
    const { cookie } = await registeredUser(t, 'returning@example.com');
    const next = await publishAgreement(t);
    const session = await t.as(cookie).get('/api/session');
    expect(session.json().profileComplete).toBe(false);
    const status = await t.as(cookie).get('/api/profile');
    expect(status.json()).toMatchObject({
      invitationRedeemed: true,
      complete: false,
      currentAgreementVersion: next.version,
    });

    const accept = await register(cookie, {
      agreementVersion: next.version,
      profile: validProfile({ taxId: '' }),
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({
      complete: true,
      profile: { taxIdMasked: '•••-••-6789' },
    });
    // Leave the other tests' agreement current.
    await t.database.pool.query('DELETE FROM agreements WHERE version = $1', [next.version]);
  });
});

describe('PUT /api/profile', () => {
  it('updates the profile, keeps the tax ID when left empty, and keeps createdAt', async () => {
    const { cookie } = await registeredUser(t, 'update@example.com');
    const before = (await t.as(cookie).get('/api/profile')).json();
    const response = await t
      .as(cookie)
      .put('/api/profile', validProfile({ businessName: 'New Name', taxId: '' }));
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.profile).toMatchObject({ businessName: 'New Name', taxIdMasked: '•••-••-6789' });
    expect(after.profile.createdAt).toBe(before.profile.createdAt);
    expect(new Date(after.profile.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(before.profile.updatedAt).getTime(),
    );
  });

  it('answers 403 until registration is complete', async () => {
    const { cookie } = await t.signInAs('unregistered@example.com');
    const response = await t.as(cookie).put('/api/profile', validProfile());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('profile_incomplete');
  });
});

describe('GET /api/profile', () => {
  it('answers an empty profile for a newly signed-in user', async () => {
    const { cookie } = await t.signInAs('fresh@example.com');
    const response = await t.as(cookie).get('/api/profile');
    expect(response.json()).toEqual({
      email: 'fresh@example.com',
      invitationRedeemed: false,
      currentAgreementVersion: agreementVersion,
      complete: false,
      profile: null,
    });
  });
});
