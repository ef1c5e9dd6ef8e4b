import { pathToFileURL } from 'node:url';
import { leftProcesses, removeTestDataDir, stopLeft, TEST_DATA_DIRS } from './test-clusters.ts';

/**
 * The last step of `npm test`, whatever the steps before it did: fails, naming them, when a
 * PostgreSQL or server started by this checkout's tests is still running (then stops them, so
 * the next run starts clean), and removes the test clusters. Returns the exit code.
 */
export async function checkLeftovers(
  out: (line: string) => void,
  interrupted = false,
): Promise<number> {
  const left = await leftProcesses();
  let code = 0;
  if (left === undefined) {
    out('Leftover check skipped: no /proc on this system to list processes.');
  } else if (left.length > 0) {
    code = 1;
    // An interrupted vitest does not run its teardown: stopping its cluster here is the plan.
    out(
      interrupted
        ? `Stopping what the interrupted tests left running:`
        : `The tests left ${left.length} process(es) running (now stopped):`,
    );
    for (const process of left) out(`  pid ${process.pid} (${process.kind}): ${process.command}`);
    await stopLeft(left);
  }
  for (const dataDir of TEST_DATA_DIRS) await removeTestDataDir(dataDir);
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await checkLeftovers((line) => console.error(line));
}
