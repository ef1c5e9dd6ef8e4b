import { readFileSync, writeFileSync } from 'node:fs';

/** What one month-end scenario took: wall time, and the server's resident memory. */
export interface ScenarioFigures {
  seconds: number;
  /** Resident memory of the server when the scenario started, in bytes. */
  rssBefore: number;
  /** Its highest resident memory during the scenario (VmHWM, else the highest sample). */
  rssPeak: number;
  /** How the peak was read: the kernel's high-water mark, or samples every 50 ms. */
  peakFrom: 'VmHWM' | 'sampled';
  /** CPU seconds the server spent (user and system): on a loaded machine, wall time is not it. */
  cpuSeconds: number;
}

/** The process's user and system CPU seconds (fields 14 and 15 of /proc/<pid>/stat, 100 Hz). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/**
 * Runs `work` and measures the server process `pid` meanwhile. Linux's VmHWM is reset to the
 * current resident size through /proc/<pid>/clear_refs (allowed on our own child), so it is
 * the scenario's own high-water mark; where that is refused, 50 ms samples stand in (and may
 * miss a short spike).
 */
export async function measureServer(
  pid: number,
  work: () => Promise<void>,
): Promise<ScenarioFigures> {
  let reset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false;
  }
  const rssBefore = statusField(pid, 'VmRSS');
  let sampled = rssBefore;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, statusField(pid, 'VmRSS'));
  }, 50);
  const started = performance.now();
  const cpuBefore = cpuOf(pid);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const rssPeak = reset ? Math.max(statusField(pid, 'VmHWM'), sampled) : sampled;
  const cpuSeconds = cpuOf(pid) - cpuBefore;
  return { seconds, rssBefore, rssPeak, peakFrom: reset ? 'VmHWM' : 'sampled', cpuSeconds };
}

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
