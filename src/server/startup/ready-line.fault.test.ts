import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady } from '../testing/server-process.ts';

/**
 * A first start as `npm start` does it (no settings, a fresh DATA_DIR, so a new embedded cluster
 * and the first-start seeding) prints exactly one line, the ready line with the address and the
 * way in, and stopping it prints nothing more. The rest goes to levels a plain start hides.
 */
let scratch: string;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'ready-line-'));
  // Reachable by the `postgres` user the cluster runs as when the tests run as root.
  await fs.chmod(scratch, 0o755);
});

afterAll(async () => {
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

/**
 * Lines a plain `npm start` does not print: oidc-provider warns about Node 20 itself when it is
 * loaded (not the app's line), and `npm start` builds the web app first, which the unit tests
 * run before.
 */
const ownLines = (text: string) =>
  text
    .split('\n')
    .filter(
      (line) =>
        line !== '' &&
        !line.startsWith('oidc-provider WARNING') &&
        !line.includes('No built web app'),
    );

describe('a plain start', () => {
  it('prints one ready line and nothing else, then stops quietly', async () => {
    const port = await freePort();
    const server = startServer({
      NODE_ENV: 'development',
      LOG_LEVEL: '',
      PORT: String(port),
      DATA_DIR: path.join(scratch, 'data'),
    });
    try {
      await waitUntilReady(server, port);
      const deadline = Date.now() + 10_000;
      while (!server.stdout().includes('\n') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 300)); // anything printed just after
    } finally {
      await server.stop();
    }
    const [code] = await server.exited;
    expect(code).toBe(0);
    const dataDir = path.join(scratch, 'data');
    expect(ownLines(server.stdout())).toEqual([
      `Doula Billing is ready at http://localhost:${port} (development sign-in: any email; demo@example.com registers with invitation code DEMO-2025). Backups go to ${path.join(dataDir, 'backups')}, encrypted with the key in ${path.join(dataDir, 'backup.key')}: keep a copy of that file apart from the backups, they cannot be restored without it.`,
    ]);
    expect(ownLines(server.stderr())).toEqual([]);
  }, 120_000);
});
