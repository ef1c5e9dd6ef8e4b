import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files (every one, however small: the first route's scripts are all sent compressed). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every built text file, once
 * at build time, so the server sends compressed bytes without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, once every other plugin has written its files (the prerendered pages among them).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const file of filesIn(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const content = await readFile(file);
          await writeFile(
            `${file}.br`,
            await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
        }
      },
    },
  };
}
