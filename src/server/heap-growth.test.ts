import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWTH_FLAG, SEMI_SPACE_FLAG, youngGenerationLimited } from './heap-growth.ts';

/** The exit status of `node <flag> -e 0`: node refuses a V8 flag it does not know (9). */
const nodeWith = (flag: string) =>
  spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8' }).status;

const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('heap growth', () => {
  it('is a flag V8 knows (set at run time, a misspelt one would be ignored without a word)', () => {
    expect(nodeWith(HEAP_GROWTH_FLAG)).toBe(0);
    expect(nodeWith(HEAP_GROWTH_FLAG.replace('growing', 'grwing'))).toBe(9);
  });

  it('limits the young generation where node starts the server and the command line', () => {
    expect(nodeWith(SEMI_SPACE_FLAG)).toBe(0);
    // V8 reads it only when the heap is set up: it must be on node's command line.
    expect(scripts.start).toContain(`node ${SEMI_SPACE_FLAG} --import tsx src/server/main.ts`);
    expect(scripts.admin).toContain(`node ${SEMI_SPACE_FLAG} --import tsx src/server/cli/admin.ts`);
  });

  it('knows whether node was started with a young generation limit', () => {
    expect(youngGenerationLimited([SEMI_SPACE_FLAG, '--import', 'tsx'], '')).toBe(true);
    expect(youngGenerationLimited([], `--enable-source-maps ${SEMI_SPACE_FLAG}`)).toBe(true);
    expect(youngGenerationLimited(['--max_semi_space_size=8'], '')).toBe(true);
    expect(youngGenerationLimited(['--import', 'tsx'], '--max-old-space-size=512')).toBe(false);
  });
});
