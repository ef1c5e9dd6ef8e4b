import { defineConfig } from 'vitest/config';

/**
 * Two projects (docs/decisions/057): the server's and the domain's tests run on node against
 * the real PostgreSQL (the global setup starts it only when one of them runs); the web's run in
 * happy-dom, a document without a browser, with Testing Library and no database.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/web/**'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          environment: 'node',
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
