import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout (or installation) the server runs from: the directory holding package.json.
 * The server runs from its sources (tests, `npm run dev`) or from its build in dist/server
 * (`npm start`), so the files it reads beside its code (migrations, the web build, the WAL
 * archive command) are found from here, never from where one module happens to sit.
 */
export const appRoot = rootAbove(path.dirname(fileURLToPath(import.meta.url)));

function rootAbove(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}.`);
  }
}
