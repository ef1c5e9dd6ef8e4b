import { rename } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { appRoot } from '../app-root.ts';

/**
 * The server and its command line as two JavaScript files (dist/server/main.mjs, admin.mjs),
 * built from src/server with the packages left to node_modules. Started from TypeScript through
 * tsx, the server spent most of its start (about five seconds of CPU on these machines) in
 * tsx's loader, which sees every module node loads; built, it starts in about one. `npm start`
 * builds it, and so do the tests that start real servers (from the sources as they are now).
 */
export const SERVER_BUILD = path.join(appRoot, 'dist/server/main.mjs');
export const ADMIN_BUILD = path.join(appRoot, 'dist/server/admin.mjs');

export async function buildServer(): Promise<void> {
  await Promise.all([
    bundle('src/server/main.ts', SERVER_BUILD),
    bundle('src/server/cli/admin.ts', ADMIN_BUILD),
  ]);
}

async function bundle(entry: string, outfile: string) {
  // Written beside and renamed: a server starting while another run builds reads a whole file.
  const partial = `${outfile}.${process.pid}.partial`;
  await build({
    entryPoints: [path.join(appRoot, entry)],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Not minified: a stack trace names the functions, and each part says which source it is.
    logLevel: 'warning',
  });
  await rename(partial, outfile);
}

const ownPath = path.join(appRoot, 'src/server/build/server-build.ts');
if (process.argv[1] && path.resolve(process.argv[1]) === ownPath) await buildServer();
