import { afterAll, beforeAll } from 'vitest';
import { type SftpTestServer, startSftpServer } from './sftp-server.ts';
import { buildSecondServer, buildTestApp, type TestApp } from './test-app.ts';

interface TwoServersAndSftp {
  a: TestApp;
  b: TestApp;
  server: SftpTestServer;
}

/**
 * Two app servers on one database, both job queues running (as behind a load balancer), and an
 * Office Ally SFTP server on loopback: what the clearinghouse's "exactly once" tests run against.
 * Filled in before the file's first test, closed after its last.
 */
export function useTwoServersAndSftp(adminEmail: string): TwoServersAndSftp {
  const world = {} as TwoServersAndSftp;
  beforeAll(async () => {
    const env = { ADMIN_EMAILS: adminEmail };
    [world.a, world.server] = await Promise.all([
      buildTestApp(env, { jobPollMs: 50 }),
      startSftpServer({ layout: 'office_ally' }),
    ]);
    world.b = await buildSecondServer(world.a, env, { jobPollMs: 50 });
  });
  afterAll(async () => {
    await world.b?.close();
    await world.a?.close();
    await world.server?.close();
  });
  return world;
}
