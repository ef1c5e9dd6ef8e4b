import { loadTaxIdCipher, type TaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/common/api-errors';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openAppDatabase } from '../startup/open-app-database.ts';
import { silentLog } from '../logger.ts';
import { createSessionService } from '../modules/sessions/index.ts';
import { upsertUserByIdentity } from '../modules/users/index.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Every log line the app wrote, raw, for tests that check what is (not) logged. */
  logs: string[];
  /** Every route the app registered (HEAD aside), for the access-matrix test. */
  routes: { method: string; url: string }[];
  /** app.inject() as the web client calls: with the app's CSRF header (tests of CSRF use app.inject). */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The web client's calls as the user with this Cookie header value (none: signed out). */
  as(cookie?: string): UserRequests;
  /** Creates (or finds) a user and a session for them; returns the Cookie header value. */
  signInAs(email: string): Promise<{ userId: string; cookie: string }>;
  /** The app's tax ID cipher (the same key as the app's config). */
  taxIds: TaxIdCipher;
  close(): Promise<void>;
}

/** Requests of one user (or of nobody signed in), with a JSON body where there is one. */
export interface UserRequests {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  put(url: string, payload: object): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** The invitation code key of every test app (32 bytes, base64). */
export const TEST_INVITATION_KEY = Buffer.alloc(32, 7).toString('base64');

export interface TestAppOptions {
  /**
   * Build on this existing database (another TestApp's `database.url`) instead of a fresh
   * one: two app servers sharing one PostgreSQL. Closing this app leaves the database alone.
   */
  databaseUrl?: string;
  /** Shorter live-stream heartbeats, for tests of what happens at each one. */
  liveHeartbeatMs?: number;
  /** Serve this folder as the built web app (tests of static serving make their own). */
  webRoot?: string;
  /** Outbox delivery timing (tests with an SMTP server poll often and retry soon). */
  outboxTiming?: BuildAppOptions['outboxTiming'];
  /** Further kinds of background work, for tests of the job queue. */
  jobKinds?: BuildAppOptions['jobKinds'];
  /** How often the worker looks for jobs that became due (250 ms in tests). */
  jobPollMs?: number;
  /** When a silent worker is taken for dead (tests of the lock release shorten it). */
  jobLiveness?: BuildAppOptions['jobLiveness'];
}

/**
 * The real application on a real, private PostgreSQL database, driven with app.inject().
 * One per test file (beforeAll), closed in afterAll.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const testDatabase = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabase.url,
    PUBLIC_URL: 'http://localhost:3999',
    LOG_LEVEL: 'info',
    TAX_ID_KEY: randomBytes(32).toString('base64'),
    // One key for every test app, so apps sharing a database (and the command line) agree.
    INVITATION_KEY: TEST_INVITATION_KEY,
    // The test servers (SFTP, CORE, Stripe) listen on loopback.
    CLEARINGHOUSE_ALLOW_PRIVATE: '1',
    // A question to a connection that cannot be reached waits this long before its one retry.
    REAL_TIME_RETRY_MS: '20',
    ...env,
  });
  const database = await openAppDatabase(config, silentLog);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const routes: { method: string; url: string }[] = [];
  const app = await buildApp({
    config,
    database,
    logStream,
    onRoute: (route) => routes.push(route),
    ...(options.liveHeartbeatMs ? { liveHeartbeatMs: options.liveHeartbeatMs } : {}),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.outboxTiming ? { outboxTiming: options.outboxTiming } : {}),
    ...(options.jobKinds ? { jobKinds: options.jobKinds } : {}),
    jobPollMs: options.jobPollMs ?? 250,
    ...(options.jobLiveness ? { jobLiveness: options.jobLiveness } : {}),
  });
  await app.ready();
  const sessions = createSessionService(database.db, config.session);
  const inject = (options: InjectOptions) =>
    app.inject({ ...options, headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...options.headers } });

  return {
    app,
    database,
    config,
    taxIds: await loadTaxIdCipher(config),
    logs,
    routes,
    inject,
    as(cookie) {
      const headers = cookie ? { cookie } : {};
      const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        inject({ method, url, headers, ...(payload ? { payload } : {}) });
      return {
        get: (url) => send('GET', url),
        post: (url, payload) => send('POST', url, payload),
        put: (url, payload) => send('PUT', url, payload),
        delete: (url) => send('DELETE', url),
      };
    },
    async signInAs(email) {
      const user = await upsertUserByIdentity(database.db, {
        issuer: 'https://test-issuer.example',
        subject: `subject-${email}`,
        email,
      });
      const token = await sessions.start(user.id);
      return { userId: user.id, cookie: `session=${token}` };
    },
    async close() {
      await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}

/**
 * Another app server on `first`'s database, as behind a load balancer. It takes `first`'s tax ID
 * key, as one deployment's servers must: each decrypts what the other stored.
 */
export function buildSecondServer(
  first: TestApp,
  env: Record<string, string> = {},
  options: Omit<TestAppOptions, 'databaseUrl'> = {},
): Promise<TestApp> {
  return buildTestApp(
    { ...env, TAX_ID_KEY: first.config.taxIdKey! },
    { ...options, databaseUrl: first.database.url },
  );
}
