import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/**
 * The steps of `npm test` (decision 084), in phases: the steps of a phase run at once, a phase
 * starts only when the one before passed, and each step's wall time is printed as it ends and
 * again in a table at the end. The machine has two cores: the static checks are one core each
 * and mostly wait on each other; the browser journeys and the fault tier (which mostly waits
 * on processes it kills and clusters it restarts) share the end of the run.
 *
 * A step that runs alone streams its output as it is; steps that run together have each line
 * prefixed with the step's name, so a failure can be read back.
 */
interface Step {
  name: string;
  script: string;
  env?: Record<string, string>;
}

const PHASES: Step[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'knip', script: 'test:knip' },
    { name: 'format', script: 'format:check' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit and API tests', script: 'test:unit' }],
  [
    // Their checks, without saving their screenshots (a person runs them by hand for those).
    { name: 'browser journeys', script: 'test:e2e', env: { E2E_SCREENS: 'off' } },
    { name: 'fault tests', script: 'test:fault' },
  ],
];

interface Timed {
  name: string;
  seconds: number;
  code: number;
}

async function runStep(step: Step, prefixed: boolean): Promise<Timed> {
  const started = performance.now();
  // The step stays in this process group, so an interruption of `npm test` reaches it too.
  const child = spawn('npm', ['run', '--silent', step.script], {
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (prefixed) {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) =>
        process.stdout.write(`[${step.name}] ${line}\n`),
      );
    }
  }
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  const seconds = (performance.now() - started) / 1000;
  const result = { name: step.name, seconds, code: code ?? (signal ? 1 : 0) };
  const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
  console.log(`\n▸ ${step.name}: ${verdict} in ${formatSeconds(seconds)}\n`);
  return result;
}

function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole - minutes * 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

function printTable(results: Timed[], phaseTimes: number[], total: number) {
  console.log('Step times (wall clock):');
  for (const result of results) {
    const verdict = result.code === 0 ? '' : '  FAILED';
    console.log(
      `  ${result.name.padEnd(22)} ${formatSeconds(result.seconds).padStart(12)}${verdict}`,
    );
  }
  phaseTimes.forEach((seconds, index) =>
    console.log(`  ${`phase ${index + 1}`.padEnd(22)} ${formatSeconds(seconds).padStart(12)}`),
  );
  console.log(`  ${'all steps'.padEnd(22)} ${formatSeconds(total).padStart(12)}`);
}

const started = performance.now();
const results: Timed[] = [];
const phaseTimes: number[] = [];
let failed = false;
for (const phase of PHASES) {
  const phaseStarted = performance.now();
  const done = await Promise.all(phase.map((step) => runStep(step, phase.length > 1)));
  phaseTimes.push((performance.now() - phaseStarted) / 1000);
  results.push(...done);
  if (done.some((result) => result.code !== 0)) {
    failed = true;
    break;
  }
}
printTable(results, phaseTimes, (performance.now() - started) / 1000);
process.exit(failed ? 1 : 0);
