import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH, else Debian's (preferred when
 * installed), else the build the @sparticuz/chromium npm package ships, so `npm ci && npm test`
 * needs nothing from apt. E2E_SKIP_SYSTEM_CHROMIUM=1 ignores Debian's, to prove the npm one.
 * Playwright never downloads a browser here.
 */
async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const system = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];
  const found = process.env.E2E_SKIP_SYSTEM_CHROMIUM ? undefined : system.find(existsSync);
  if (found) return found;
  const { default: packaged } = await import('@sparticuz/chromium');
  // Its headless shell is unpacked to the temporary directory on first use (about 2 s).
  return packaged.executablePath();
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = '.e2e-data';
/** An address with characters HTML escapes, written by the server into the public page at `/`. */
export const E2E_INTRO_SESSION_URL = 'https://intro.example/book?with=doula-billing&from=home';
/** The loopback Stripe server the card journey starts (card payments go there, decision 072). */
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 2000);
export const E2E_STRIPE_SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_loopback',
  STRIPE_WEBHOOK_SECRET: 'whsec_loopbacktestsecret',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Journeys are long and the CI machine has two cores: a minute each is generous but bounded.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: await chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'journeys',
      testIgnore:
        /(agreement-change|operator-agreement|clearinghouse-journey|billing-fees|operator-fees|card-fees|coverage)\.spec\.ts/,
    },
    // Changes today's price, which the sign-in page of every other journey names: alone, after
    // them (with the console's Fees journey, which sets prices too).
    {
      name: 'fee-price',
      testMatch: /(billing-fees|operator-fees|card-fees)\.spec\.ts/,
      dependencies: ['journeys'],
    },
    // Change what every other journey relies on (the current agreement): run last, one at a time.
    {
      name: 'agreement-change',
      testMatch: /agreement-change\.spec\.ts/,
      dependencies: ['fee-price'],
    },
    {
      name: 'operator-agreement',
      testMatch: /operator-agreement\.spec\.ts/,
      dependencies: ['agreement-change'],
    },
    // A connection that sends claims batches every ready claim of every doula, which the
    // journeys that batch by hand must not meet: this one runs after them all.
    {
      name: 'clearinghouse',
      testMatch: /clearinghouse-journey\.spec\.ts/,
      dependencies: ['operator-agreement'],
    },
    // A connection that answers real-time questions adds the coverage warnings to every
    // doula's claim check: the coverage journeys run last, and take it away when they end.
    {
      name: 'coverage',
      testMatch: /coverage\.spec\.ts/,
      fullyParallel: false,
      dependencies: ['clearinghouse'],
    },
  ],
  webServer: {
    // A fresh private database for every run: the journeys start from an empty product.
    command: `rm -rf ${E2E_DATA_DIR} && node --max-semi-space-size=2 --import tsx src/server/main.ts`,
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Without it the server is SIGKILLed and its PostgreSQL (its own process group) stays
    // running; SIGTERM stops both. The cluster is removed by the leftover check of `npm test`.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'operator@e2e.test',
      // Every journey signs in from 127.0.0.1: the per-address sign-in limits must not count
      // the suite as a flood.
      SIGN_IN_RATE_LIMIT: '100000',
      DEV_IDP_RATE_LIMIT: '100000',
      INTRO_SESSION_URL: E2E_INTRO_SESSION_URL,
      ...E2E_STRIPE_SECRETS,
      STRIPE_API_BASE: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
    },
  },
});
