import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWTH_FLAG } from './heap-growth.ts';

/** The exit status of `node <flag> -e 0`: node refuses a V8 flag it does not know (9). */
const nodeWith = (flag: string) =>
  spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8' }).status;

describe('heap growth', () => {
  it('is a flag V8 knows (set at run time, a misspelt one would be ignored without a word)', () => {
    expect(nodeWith(HEAP_GROWTH_FLAG)).toBe(0);
    expect(nodeWith(HEAP_GROWTH_FLAG.replace('growing', 'grwing'))).toBe(9);
  });
});
