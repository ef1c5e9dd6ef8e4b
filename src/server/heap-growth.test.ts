import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  COMMAND_LINE_SEMI_SPACE_FLAG,
  HEAP_GROWTH_FLAG,
  IMPORT_YOUNG_GENERATION_MB,
  youngGenerationLimited,
} from './heap-growth.ts';

/** The exit status of `node <flag> -e 0`: node refuses a V8 flag it does not know (9). */
const nodeWith = (flag: string) =>
  spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8' }).status;

const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** How large a thread's new space (both semi-spaces) grows under an import-like allocator. */
async function newSpaceOf(resourceLimits: { maxYoungGenerationSizeMb?: number }) {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const { getHeapSpaceStatistics } = require('node:v8');
     const held = [];
     for (let i = 0; i < 400000; i++) {
       held.push({ i, text: 'payment ' + i });
       if (held.length > 20000) held.length = 0;
     }
     parentPort.postMessage(getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);`,
    { eval: true, resourceLimits },
  );
  const [size] = (await once(worker, 'message')) as [number];
  await worker.terminate();
  return size / (1024 * 1024);
}

describe('heap growth', () => {
  it('is a flag V8 knows (set at run time, a misspelt one would be ignored without a word)', () => {
    expect(nodeWith(HEAP_GROWTH_FLAG)).toBe(0);
    expect(nodeWith(HEAP_GROWTH_FLAG.replace('growing', 'grwing'))).toBe(9);
  });

  it("leaves the server's young generation at V8's default and limits the command line's", () => {
    // Decision 102: limited, the server's lists paid for it in full collections (decision 088).
    for (const name of ['start', 'dev']) {
      expect(scripts[name]).toMatch(/\bnode /);
      expect(scripts[name]).not.toContain('semi-space');
    }
    // V8 reads it only when the heap is set up: it must be on node's command line.
    expect(nodeWith(COMMAND_LINE_SEMI_SPACE_FLAG)).toBe(0);
    expect(scripts.admin).toContain(
      `node ${COMMAND_LINE_SEMI_SPACE_FLAG} --import tsx src/server/cli/admin.ts`,
    );
  });

  it("gives the import thread 2 MB semi-spaces, where V8's default grows them to 16 MB", async () => {
    expect(await newSpaceOf({ maxYoungGenerationSizeMb: IMPORT_YOUNG_GENERATION_MB })).toBe(4);
    expect(await newSpaceOf({})).toBeGreaterThan(8);
  });

  it('knows whether node was started with a young generation limit', () => {
    expect(youngGenerationLimited(['--max-semi-space-size=2', '--import', 'tsx'], '')).toBe(true);
    expect(youngGenerationLimited([], '--enable-source-maps --max-semi-space-size=2')).toBe(true);
    expect(youngGenerationLimited(['--max_semi_space_size=8'], '')).toBe(true);
    expect(youngGenerationLimited(['--import', 'tsx'], '--max-old-space-size=512')).toBe(false);
  });
});
