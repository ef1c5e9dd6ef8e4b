import { validProfile as validProfileInput } from '#domain/testing/valid-inputs';
import { codeEnding, loadInvitationCodeHasher } from '../crypto/invitation-code-hasher.ts';
import { insertAgreement } from '../modules/agreements/agreements.repository.ts';
import { insertInvitation } from '../modules/invitations/invitations.repository.ts';
import type { TestApp } from './test-app.ts';

/**
 * The server tests' doula: the shared valid profile with its full ZIP+4, so her claims can also
 * go out electronically (an 837P refuses a billing provider without it).
 */
export const validProfile: typeof validProfileInput = (overrides = {}) =>
  validProfileInput({ businessAddressZip: '94607-1234', ...overrides });

let versionCounter = 0;

/** Publishes a new agreement version (unique per call) and returns it. */
export async function publishAgreement(
  t: TestApp,
  version = `test-${Date.now()}-${(versionCounter += 1)}`,
) {
  return insertAgreement(t.database.db, {
    version,
    content: `Agreement ${version}`,
    publishedBy: 'test',
  });
}

/** An invitation with these codes (any codes: the console's rules are not applied), stored hashed. */
export async function inviteEmail(t: TestApp, email: string, codes: string[]) {
  const hasher = await loadInvitationCodeHasher(t.config);
  return insertInvitation(t.database.db, {
    email,
    codeHashes: codes.map((code) => hasher.hash(code)),
    codeEndings: codes.map(codeEnding),
    createdBy: 'test',
  });
}

/** A signed-in user with a complete profile: invited, agreement accepted, profile saved. */
export async function registeredUser(t: TestApp, email: string) {
  const { userId, cookie } = await t.signInAs(email);
  const code = `CODE-${userId.slice(0, 8)}`;
  await inviteEmail(t, email, [code]);
  const current = await t.inject({
    method: 'GET',
    url: '/api/agreements/current',
    headers: { cookie },
  });
  const agreementVersion =
    current.statusCode === 200
      ? (current.json() as { version: string }).version
      : (await publishAgreement(t)).version;
  const response = await t.inject({
    method: 'POST',
    url: '/api/registration',
    headers: { cookie },
    payload: { invitationCode: code, agreementVersion, profile: validProfile() },
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return { userId, cookie };
}
