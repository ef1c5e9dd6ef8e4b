import { afterAll, beforeAll } from 'vitest';
import { runAdmin } from '../cli/admin.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * Runs `npm run admin -- …` in the test process and keeps what it printed: standard output,
 * standard error, and both in the order they were written (as a terminal would show them).
 */
export async function runAdminCommand(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const all: string[] = [];
  const code = await runAdmin(
    argv,
    (line) => {
      out.push(line);
      all.push(line);
    },
    (line) => {
      err.push(line);
      all.push(line);
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n'), all: all.join('\n') };
}

/**
 * A test app whose database the command line works on: the command line finds it through
 * DATABASE_URL, as it does on a server, which closing the app takes away again.
 */
export async function buildCommandLineTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp(env);
  process.env.DATABASE_URL = t.config.databaseUrl;
  process.env.INVITATION_KEY = t.config.invitationKey;
  return {
    ...t,
    async close() {
      delete process.env.DATABASE_URL;
      delete process.env.INVITATION_KEY;
      await t.close();
    },
  };
}

/**
 * The command-line test app of one test file, built before its tests and closed after them:
 * read `.t` inside a test (it is there from the file's beforeAll on).
 */
export function commandLineTestApp(): { readonly t: TestApp } {
  const app = {} as { t: TestApp };
  beforeAll(async () => {
    app.t = await buildCommandLineTestApp();
  });
  afterAll(() => app.t.close());
  return app;
}
