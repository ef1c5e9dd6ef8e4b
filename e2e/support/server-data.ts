import { randomUUID } from 'node:crypto';
import { test, type BrowserContext } from '@playwright/test';
import { pino } from 'pino';
import { registrationSchema, type ProfileInput } from '../../src/domain/records/profile.ts';
import { loadConfig, type AppConfig } from '../../src/server/config.ts';
import { loadInvitationCodeHasher } from '../../src/server/crypto/invitation-code-hasher.ts';
import { loadTaxIdCipher } from '../../src/server/crypto/tax-id-cipher.ts';
import type { Database } from '../../src/server/db/database.ts';
import { silentLog } from '../../src/server/logger.ts';
import { createAgreementService } from '../../src/server/modules/agreements/index.ts';
import { recordAuditEvent } from '../../src/server/modules/audit/index.ts';
import { createInvitationService } from '../../src/server/modules/invitations/index.ts';
import { createProfileService } from '../../src/server/modules/profile/index.ts';
import { createSessionService } from '../../src/server/modules/sessions/index.ts';
import { upsertUserByIdentity } from '../../src/server/modules/users/index.ts';
import { sessionCookie } from '../../src/server/plugins/session-cookie.ts';
import { openAppDatabase } from '../../src/server/startup/open-app-database.ts';

// People signed in by writing their rows straight into the database of the server the test's
// project runs against, through the product's own services: the same user, invitation,
// registration, audit rows and session as the popup and the registration API make, in a few
// milliseconds instead of a popup and a command-line process. The popup and the registration
// screens keep journeys of their own (sign-in.spec.ts, registration.spec.ts).

/** The environment the test's server was started with (its project's metadata, playwright.config.ts). */
export function serverEnv(): Record<string, string> {
  return (test.info().project.metadata as { serverEnv: Record<string, string> }).serverEnv;
}

type ServerData = Awaited<ReturnType<typeof openServerData>>;

async function openServerData(env: Record<string, string>) {
  const config = loadConfig({ ...process.env, ...env });
  // Attaches to the server's running cluster, as the command line does; never stops it.
  const database: Database = await openAppDatabase(config, silentLog, 'command-line');
  const { db } = database;
  return {
    config,
    database,
    sessions: createSessionService(db, config.session),
    invitations: createInvitationService(db, await loadInvitationCodeHasher(config)),
    agreements: createAgreementService(db),
    // The server's key from DATA_DIR/tax-id.key: her tax ID is encrypted as the server does it.
    profiles: createProfileService(
      db,
      await loadTaxIdCipher(config),
      await loadInvitationCodeHasher(config),
    ),
  };
}

/** One database pool per worker and server, opened on first use and closed by `closeServerData`. */
const opened = new Map<string, Promise<ServerData>>();

function serverData(): Promise<ServerData> {
  const env = serverEnv();
  const key = env.DATA_DIR!;
  let data = opened.get(key);
  if (!data) opened.set(key, (data = openServerData(env)));
  return data;
}

/** Closes the worker's pools (the worker fixture in fixtures.ts calls it when the worker ends). */
export async function closeServerData() {
  const all = [...opened.values()];
  opened.clear();
  for (const data of all) await (await data).database.close();
}

/** Who the audit trail says acted: the tests' browsers all come from the loopback address. */
const fromBrowser = { ip: '127.0.0.1', userAgent: null, requestId: null } as const;

/**
 * Signs `email` in as the built-in identity provider's account of that email would be (its
 * issuer, the email as subject): the user row, a new session and its audit row. Returns the
 * user's id and the session's token.
 */
async function startSession(data: ServerData, email: string) {
  const address = email.toLowerCase();
  const user = await upsertUserByIdentity(data.database.db, {
    issuer: data.config.oidc.issuer,
    subject: address,
    email: address,
  });
  const token = await data.sessions.start(user.id);
  await recordAuditEvent(data.database.db, {
    userId: user.id,
    action: 'session.sign_in',
    entityType: 'session',
    entityId: null,
    outcome: 'success',
    ...fromBrowser,
  });
  return { user, token };
}

/** Puts the session's cookie in the browser context, as the server sets it after sign-in. */
async function setSessionCookie(context: BrowserContext, config: AppConfig, token: string) {
  const cookie = sessionCookie(config);
  const lasting = config.session.persistence === 'local';
  await context.addCookies([
    {
      name: cookie.name,
      value: token,
      url: config.publicUrl,
      httpOnly: true,
      sameSite: 'Lax',
      ...(lasting ? { expires: Date.now() / 1000 + config.session.absoluteHours * 3600 } : {}),
    },
  ]);
}

/** Signs `email` in, in this browser context, with a session of its own. */
export async function signInDirectly(context: BrowserContext, email: string) {
  const data = await serverData();
  const { token } = await startSession(data, email);
  await setSessionCookie(context, data.config, token);
}

/** Each email's session kept for the worker's tests (operators: none of them signs out). */
const kept = new Map<string, Promise<string>>();

/** Signs `email` in with a session made once per worker and server and reused by every test. */
export async function signInShared(context: BrowserContext, email: string) {
  const data = await serverData();
  const key = `${data.config.dataDir} ${email.toLowerCase()}`;
  let token = kept.get(key);
  if (!token) kept.set(key, (token = startSession(data, email).then((started) => started.token)));
  await setSessionCookie(context, data.config, await token);
}

/**
 * A doula invited (as the command line's `invite add` does), signed in, and registered with
 * `profile` under the current agreement (as the registration API does), her session's cookie
 * set in `context`.
 */
export async function registerDirectly(
  context: BrowserContext,
  email: string,
  profile: ProfileInput,
) {
  const data = await serverData();
  const { user, token } = await startSession(data, email);
  const code = `E2E-${randomUUID().slice(0, 8)}`;
  await data.invitations.create({ email, codes: [code] }, 'cli');
  const { version } = await data.agreements.current();
  const request = registrationSchema.parse({
    invitationCode: code,
    agreementVersion: version,
    profile,
  });
  const sessionUser = { id: user.id, email: user.email, profileComplete: false };
  await data.profiles.register(sessionUser, request, pino({ enabled: false }));
  await recordAuditEvent(data.database.db, {
    userId: user.id,
    action: 'profile.register',
    entityType: 'profile',
    entityId: user.id,
    outcome: 'success',
    ...fromBrowser,
  });
  await setSessionCookie(context, data.config, token);
}
