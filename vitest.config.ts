import { defineConfig } from 'vitest/config';

/**
 * Three projects (docs/decisions/057 and 084): the server's and the domain's tests run on node
 * against the real PostgreSQL (the global setup starts it only when one of them runs); the web's
 * run in happy-dom, a document without a browser, with Testing Library and no database; the
 * fault tier (`*.fault.test.ts`: processes killed, clusters restarted, backups restored, two app
 * servers on one database) runs on its own, beside the browser journeys in `npm test`.
 *
 * Two workers: vitest's default on two cores is one, which leaves PostgreSQL and the second core
 * waiting. The server's files share their worker's modules (no isolation): no server test
 * replaces a module, each file makes its own database and app, and loading the app's modules
 * again for every file cost about two seconds of CPU a file.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/web/**', 'src/**/*.fault.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['src/server/testing/per-file-setup.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'fault',
          include: ['src/**/*.fault.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          environment: 'node',
          // One file at a time: each kills processes and counts seconds to recovery, already
          // beside the browser journeys; two at once would measure each other.
          fileParallelism: false,
          // Modules shared across files, as the server's: loading them again for each file cost
          // the tier over a minute of the run. No fault test replaces a module or the
          // environment; each starts its own processes and clusters.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
    ],
  },
});
