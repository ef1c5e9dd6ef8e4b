import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { checkLeftovers } from './leftovers-check.ts';

/**
 * `npm test`: runs the given command (the test steps), then, whether they passed, failed or
 * were interrupted (Ctrl-C, SIGTERM), the leftover check (leftovers-check.ts). The steps run in
 * their own process group, so an interruption reaches them once, as a Ctrl-C, and this process
 * lives on to run the check after they have shut down.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: test-command <command> [args…]');
  process.exit(2);
}
const steps = spawn(command, args, { stdio: 'inherit', detached: true });
const exited = once(steps, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

let interrupted = false;
const interrupt = () => {
  const group = -steps.pid!;
  try {
    // A second interruption does not wait for a graceful stop.
    process.kill(group, interrupted ? 'SIGKILL' : 'SIGINT');
  } catch {
    // already gone
  }
  interrupted = true;
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

const [code, signal] = await exited;
// The steps' own children (vitest, its workers) may still be shutting down after npm is gone:
// the check must see what they leave, not what they are about to stop.
for (let waited = 0; groupAlive(); waited += 100) {
  if (waited === 30_000) process.kill(-steps.pid!, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const leftovers = await checkLeftovers((line) => console.error(line), interrupted);
process.exit(interrupted ? 130 : code !== 0 || signal ? code || 1 : leftovers);

function groupAlive(): boolean {
  try {
    process.kill(-steps.pid!, 0);
    return true;
  } catch {
    return false;
  }
}
