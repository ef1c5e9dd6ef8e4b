import fc from 'fast-check';
import { expect, it } from 'vitest';
import { profileLimits } from '#domain/records/profile';
import { validProfile } from '../../testing/fixtures.ts';
import { expectStoredAsSent, json } from '../../testing/hostile-harness.ts';
import { nameFields } from '../../testing/hostile-names.ts';
import { describeHostileWrites } from '../../testing/hostile-send.ts';
import {
  acceptableText,
  applyTampering,
  formatted,
  freeText,
  hostileText,
  run,
  runsOf,
  tampered,
  tampering,
  type Mode,
  type Tampering,
} from '../../testing/hostile-text.ts';

/**
 * Hostile input on her own account: the profile, registration, the invitation-code check and
 * signing out.
 * The properties every such file holds: describeHostileWrites.
 */
describeHostileWrites('account', (app) => {
  const { world, inject, get, expectSafeAnswer, sendTampered, expectOtherUntouched } = app;

  const profileFields = (mode: Mode) => {
    const valid = validProfile();
    return fc.record({
      ...nameFields(mode, valid, profileLimits.name, 'Ann'),
      taxIdType: formatted(mode, ['SSN', 'EIN'], ['ITIN']),
      taxId: formatted(mode, ['', '555-12-6789', '123456789', '12-3456789'], ['12345678']),
      businessName: freeText(mode, valid.businessName, profileLimits.businessName),
      businessAddressStreet: freeText(mode, valid.businessAddressStreet, profileLimits.street),
      businessAddressCity: freeText(mode, valid.businessAddressCity, profileLimits.city),
      businessAddressState: formatted(mode, [valid.businessAddressState, 'WA'], ['Washington']),
      businessAddressZip: formatted(mode, [valid.businessAddressZip], ['9460']),
      // Her NPI must pass its check digit (a claim under a wrong one is rejected by every payer).
      npiNumber: formatted(mode, [valid.npiNumber, '1558598797'], ['123456789', '1234567890']),
    });
  };

  type ProfileSent = Record<string, unknown>;

  /** GET /api/profile shows every field as sent (trimmed) and the tax ID's last four digits. */
  async function expectProfileStoredAsSent(sent: ProfileSent) {
    const status = json<{ profile: Record<string, unknown> & { taxIdMasked: string } }>(
      await get('/api/profile'),
    );
    const { taxId, ...rest } = sent;
    expectStoredAsSent(status.profile, rest);
    const digits = String(taxId).replace(/\D/g, '');
    if (digits) expect(status.profile.taxIdMasked.endsWith(digits.slice(-4))).toBe(true);
  }

  it('PUT /api/profile', async () => {
    const { me } = world;
    await run(
      fc.asyncProperty(
        runsOf(profileFields, Object.keys(validProfile())),
        async ({ mode, body, tamper }) => {
          const response = await sendTampered('PUT /api/profile', me.cookie, body, tamper);
          if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(200);
          if (response.statusCode === 200) await expectProfileStoredAsSent(body);
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('POST /api/registration', async () => {
    const { me, agreementVersion } = world;
    const route = 'POST /api/registration';
    const registration = (mode: Mode) =>
      fc.record({
        agreementVersion: formatted(mode, [agreementVersion], ['not-the-current-one']),
        // This user redeemed an invitation already: the code is not needed, only its limits apply.
        invitationCode: fc.option(
          mode !== 'anything' ? acceptableText(64, false) : hostileText(64),
          { nil: undefined },
        ),
        profile: profileFields(mode),
        profileTamper:
          mode !== 'anything' ? fc.constant<Tampering>({}) : tampering(Object.keys(validProfile())),
      });
    await run(
      fc.asyncProperty(
        runsOf(registration, ['agreementVersion', 'invitationCode', 'profile'], {
          overridable: Object.keys(validProfile()),
          override: (body, field, text) => ({
            ...body,
            profile: { ...body.profile, [field]: text },
          }),
        }),
        async ({ mode, body: { profileTamper, ...outer }, tamper }) => {
          const body = applyTampering(
            { ...outer, profile: applyTampering(outer.profile, profileTamper) },
            tamper,
          );
          const response = await inject('POST', '/api/registration', me.cookie, body);
          expectSafeAnswer(route, response, tampered(tamper) ? tamper : profileTamper);
          if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(200);
          if (response.statusCode === 200) await expectProfileStoredAsSent(outer.profile);
          await expectOtherUntouched();
        },
      ),
    );
  });

  it('POST /api/invitations/check', async () => {
    const { me } = world;
    const route = 'POST /api/invitations/check';
    const body = (mode: Mode) =>
      fc.record({ code: mode !== 'anything' ? acceptableText(64, false) : hostileText(64) });
    await run(
      fc.asyncProperty(runsOf(body, ['code']), async ({ mode, body, tamper }) => {
        const response = await sendTampered(route, me.cookie, body, tamper);
        // Failed checks are limited per user: after a few, 429.
        if (mode === 'acceptable') expect([200, 429]).toContain(response.statusCode);
        if (response.statusCode === 200) {
          expect(json<{ valid: boolean }>(response).valid).toBe(false);
        }
        await expectOtherUntouched();
      }),
    );
  });

  it('DELETE /api/session', async () => {
    const { t } = world;
    const route = 'DELETE /api/session';
    const cookieText = fc
      .string({ unit: 'binary-ascii', maxLength: 80 })
      .filter((text) => /^[\x21-\x7e]*$/.test(text) && !/[;,]/.test(text));
    await run(
      fc.asyncProperty(
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: cookieText },
        ),
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        async (forgedToken, body) => {
          // A session of my own, or a forged token: never the other user's session.
          const cookie =
            forgedToken === undefined
              ? (await t.signInAs('hostile-me@example.com')).cookie
              : `session=${forgedToken}`;
          const response = await inject('DELETE', '/api/session', cookie, body);
          expectSafeAnswer(route, response);
          if (response.statusCode === 204 && forgedToken === undefined) {
            expect((await get('/api/session', cookie)).statusCode).toBe(401);
          }
          await expectOtherUntouched();
        },
      ),
    );
  });
});
