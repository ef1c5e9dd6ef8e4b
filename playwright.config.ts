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
const E2E_DATA_DIR = '.e2e-data';
/** An address with characters HTML escapes, written by the server into the public page at `/`. */
export const E2E_INTRO_SESSION_URL = 'https://intro.example/book?with=doula-billing&from=home';
/** The loopback Stripe server the card journey starts (card payments go there, decision 072). */
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 2000);
/** The loopback Stripe of the second server, which the card fees journey starts. */
export const E2E_GLOBAL_STRIPE_PORT = E2E_STRIPE_PORT + 1;
export const E2E_STRIPE_SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_loopback',
  STRIPE_WEBHOOK_SECRET: 'whsec_loopbacktestsecret',
};

interface E2eServer {
  port: number;
  dataDir: string;
  stripePort: number;
}

const journeysServer: E2eServer = {
  port: PORT,
  dataDir: E2E_DATA_DIR,
  stripePort: E2E_STRIPE_PORT,
};
/**
 * A second server, with a database of its own, for the journeys that change what every doula
 * sees (today's price, the current agreement, a clearinghouse connection): they run beside the
 * others instead of after them.
 */
const globalServer: E2eServer = {
  port: PORT + 1,
  dataDir: '.e2e-data-2',
  stripePort: E2E_GLOBAL_STRIPE_PORT,
};

function serverEnv({ port, dataDir, stripePort }: E2eServer): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS: 'operator@e2e.test',
    // Every journey signs in from 127.0.0.1: the per-address sign-in limits must not count
    // the suite as a flood.
    SIGN_IN_RATE_LIMIT: '100000',
    DEV_IDP_RATE_LIMIT: '100000',
    INTRO_SESSION_URL: E2E_INTRO_SESSION_URL,
    ...E2E_STRIPE_SECRETS,
    STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
  };
}

function webServer(server: E2eServer) {
  return {
    // A fresh private database for every run: the journeys start from an empty product.
    command: `rm -rf ${server.dataDir} && node dist/server/main.mjs`,
    url: `http://localhost:${server.port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Without it the server is SIGKILLed and its PostgreSQL (its own process group) stays
    // running; SIGTERM stops both. The cluster is removed by the leftover check of `npm test`.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv(server),
  } as const;
}

/**
 * A project's server: its address, and its environment for the fixtures that write straight
 * into its database (e2e/support/server-data.ts) or run the command line against it.
 */
function on(server: E2eServer) {
  return {
    use: { baseURL: `http://localhost:${server.port}` },
    metadata: { serverEnv: serverEnv(server) },
  };
}

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
    // A failed journey keeps its trace (each step's page, network and console); without the
    // screencast, which cost about a seventh of the journeys' CPU, recorded for every journey.
    trace: { mode: 'retain-on-failure', screenshots: false },
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
  // The journeys that change what every doula sees run on the second server, one at a time (each
  // holds its lock, SECOND_SERVER in e2e/fixtures.ts), in the order of their projects: listed
  // first, they take one worker while the journeys share the other. Not chained by
  // `dependencies`: Playwright runs a dependent project only after every project of the phase
  // before (the journeys too) has ended.
  projects: [
    // Change today's price, which every sign-in page names (with the console's Fees journey,
    // which sets prices too).
    {
      name: 'fee-price',
      ...on(globalServer),
      testMatch: /(billing-fees|operator-fees|card-fees)\.spec\.ts/,
    },
    // Change the current agreement.
    { name: 'agreement-change', ...on(globalServer), testMatch: /agreement-change\.spec\.ts/ },
    { name: 'operator-agreement', ...on(globalServer), testMatch: /operator-agreement\.spec\.ts/ },
    // A connection that sends claims batches every ready claim of every doula, which the
    // journeys that batch by hand must not meet: this one runs after them.
    {
      name: 'clearinghouse',
      ...on(globalServer),
      testMatch: /clearinghouse-journey\.spec\.ts/,
    },
    // A connection that answers real-time questions adds the coverage warnings to every
    // doula's claim check: the coverage journeys run last, and take it away when they end.
    {
      name: 'coverage',
      ...on(globalServer),
      testMatch: /coverage\.spec\.ts/,
      fullyParallel: false,
    },
    {
      name: 'journeys',
      ...on(journeysServer),
      testIgnore:
        /(agreement-change|operator-agreement|clearinghouse-journey|billing-fees|operator-fees|card-fees|coverage)\.spec\.ts/,
    },
  ],
  webServer: [webServer(journeysServer), webServer(globalServer)],
});
