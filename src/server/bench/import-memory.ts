import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/common/api-errors';
import { buildApp } from '../app.ts';
import { runAdmin } from '../cli/admin.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { limitHeapGrowth } from '../heap-growth.ts';
import { silentLog } from '../logger.ts';
import { IMPORT_THREAD_MIN_BYTES } from '../modules/imports/index.ts';
import { createSessionService } from '../modules/sessions/index.ts';
import { upsertUserByIdentity } from '../modules/users/index.ts';
import { claimPayment, errorHeavy999, remittance835 } from '../testing/response-files.ts';

/**
 * `node --expose-gc --import tsx src/server/bench/import-memory.ts [--mb 24] [--file KIND]
 * [--data-dir DIR]`: how much memory one large payer response import takes, through the
 * console's upload route (app.inject, the real route and service on the embedded database) and
 * through the command line's `import`. A measurement, not a test: it prints the peak resident
 * memory above what the process held just before (Linux's VmHWM, reset through
 * /proc/self/clear_refs), as a multiple of the file's size, and how far each V8 heap space grew.
 * Node's own flags go before the script (`--max-semi-space-size=2` measures the command line as
 * `npm run admin` runs it, and the server as it was before decision 102); `--v8-flags "…"` sets
 * others at run time. Through the console, a file of a megabyte or more is applied in the
 * import thread (decision 102), whose memory is this process's too. Run one kind per process (a heap
 * grown by an earlier kind would flatter the next):
 * - `999`: a 999 acknowledging a group we never sent, with one error pair (IK3/IK4) per 40
 *   bytes or so: all of its size is parsed, and applying it is one unmatched item;
 * - `835`: an 835 paying claims we never sent, one CLP loop per 150 bytes or so: each is read,
 *   matched to nothing and kept as an unmatched item;
 * - `unreadable`: bytes that are not X12, refused before any parsing and kept.
 */
const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '24' },
    file: { type: 'string', default: '999' },
    'data-dir': { type: 'string', default: '.memory-data' },
    via: { type: 'string', default: 'both' },
    'default-heap': { type: 'boolean', default: false },
    'write-to': { type: 'string' },
    // V8 flags set at run time after the server's own policy, to measure another one.
    'v8-flags': { type: 'string', default: '' },
  },
});
const targetBytes = Number(args.mb) * 1024 * 1024;
// As the server and the command line do at start-up, unless V8's default is to be measured.
if (!args['default-heap']) limitHeapGrowth();
if (args['v8-flags']) setFlagsFromString(args['v8-flags']);
const OPERATOR = 'memory-bench@example.com';

function status(field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc.');

/**
 * Peak resident memory while `run` runs, above the resident memory just before it, with the
 * seconds it took and the CPU seconds this process spent (a smaller heap costs collections).
 */
async function peakOf(run: () => Promise<void>): Promise<number> {
  gc!();
  gc!();
  // Let V8 hand back the pages that held the generated file, so that the upload's own bytes
  // are not counted as reusing them.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  gc!();
  writeFileSync('/proc/self/clear_refs', '5');
  const before = status('VmRSS');
  const started = performance.now();
  const cpu = process.cpuUsage();
  // The largest size each V8 heap space reached, sampled between the import's awaits, to show
  // where the peak is (the young generation's semi-spaces, the old generation, the upload).
  const largest = new Map<string, number>();
  const sample = () => {
    const { external } = process.memoryUsage();
    const sizes = getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]);
    for (const [name, size] of [...sizes, ['external', external]] as [string, number][]) {
      largest.set(name, Math.max(largest.get(name) ?? 0, size));
    }
  };
  sample();
  const baseline = new Map(largest);
  const sampler = setInterval(sample, 20);
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  sample();
  const grown = [...largest]
    .map(([name, size]) => [name, size - (baseline.get(name) ?? 0)] as const)
    .filter(([, size]) => size >= 0.05 * 1024 * 1024);
  console.log(
    `  grown at most: ${grown.map(([name, size]) => `${name} +${mb(size)}`).join(', ')} MB`,
  );
  const peak = status('VmHWM') - before;
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    `  ${((performance.now() - started) / 1000).toFixed(1)} s, CPU ${((user + system) / 1e6).toFixed(1)} s, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  return peak;
}

/** The file to import, of the kind asked for. */
function large(bytes: number): string {
  if (args.file === '999') return errorHeavy999(bytes);
  if (args.file === '835') return large835(bytes);
  if (args.file !== 'unreadable') throw new Error('--file is 999, 835 or unreadable');
  const unique = `NOT X12 ${Math.random()}\n`;
  return unique + 'A'.repeat(bytes - unique.length);
}

/** An 835 of about `bytes` paying claims we never sent (fresh control numbers each time). */
function large835(bytes: number): string {
  const run = Math.floor(Math.random() * 1e6);
  const segments: string[] = [];
  let size = 1000;
  for (let n = 0; size < bytes; n += 1) {
    const claim = claimPayment(
      { formId: `DB-2026-${String(run).padStart(6, '0')}${n}`, serviceDate: '2026-11-02' },
      { charge: '1.00', paid: '1.00', payerClaimNumber: `MEM${run}${n}` },
    );
    segments.push(...claim);
    size += claim.reduce((total, segment) => total + segment.length + 2, 0);
  }
  const claims = segments.filter((segment) => segment.startsWith('CLP*')).length;
  return remittance835(claims.toFixed(2), segments);
}

/**
 * The file, generated by a child process: generating it here would leave the freed pages of its
 * strings in this process, which the import then reuses unseen (a peak below the file's size).
 */
function generated(): string {
  const file = path.join(os.tmpdir(), `import-memory-${process.pid}-generated.x12`);
  const script = fileURLToPath(import.meta.url);
  execFileSync(process.execPath, [
    '--expose-gc',
    '--import',
    'tsx',
    script,
    ...process.argv.slice(2),
    '--write-to',
    file,
  ]);
  return file;
}

const mb = (value: number) => (value / (1024 * 1024)).toFixed(1);

if (args['write-to']) {
  writeFileSync(args['write-to'], large(targetBytes));
  process.exit(0);
}

process.env.DATA_DIR = path.resolve(args['data-dir']);
process.env.ADMIN_EMAILS = OPERATOR;
process.env.LOG_LEVEL = 'silent';
process.env.IMPORT_MAX_MB = '25';
process.env.TAX_ID_KEY ??= randomBytes(32).toString('base64');
const config = loadConfig();
const database = await openDatabase(config, silentLog);
const app = await buildApp({ config, database });
await app.ready();
const user = await upsertUserByIdentity(database.db, {
  issuer: 'https://memory-bench.example',
  subject: OPERATOR,
  email: OPERATOR,
});
const cookie = `session=${await createSessionService(database.db, config.session).start(user.id)}`;

const send = (payload: Buffer, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/operator/imports',
    headers: {
      cookie,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      'x-file-name': name,
    },
    payload,
  });

try {
  // A small import first, so that what the first one loads (code, caches) is not counted.
  // Large enough for the import thread, which the server starts once and keeps (decision 102):
  // what it costs is printed, not counted in the peak.
  const resident = status('VmRSS');
  await send(Buffer.from(errorHeavy999(IMPORT_THREAD_MIN_BYTES + 64 * 1024)), 'warm.x12');
  console.log(`warm-up import: +${mb(status('VmRSS') - resident)} MB resident`);

  if (args.via !== 'cli') await throughConsole();
  if (args.via !== 'console') await throughCommandLine();
} finally {
  await app.close();
  await database.close();
}

async function throughConsole() {
  const source = generated();
  const upload = readFileSync(source);
  unlinkSync(source);
  let statusCode = 0;
  const route = await peakOf(async () => {
    statusCode = (await send(upload, 'large.x12')).statusCode;
  });
  console.log(
    `console upload: ${mb(upload.byteLength)} MB file, answer ${statusCode}, peak +${mb(route)} MB (${(route / upload.byteLength).toFixed(2)}× the file)`,
  );
}

async function throughCommandLine() {
  const file = path.join(os.tmpdir(), `import-memory-${process.pid}.x12`);
  renameSync(generated(), file);
  const size = readFileSync(file).byteLength;
  let code = 0;
  const lines: string[] = [];
  const cli = await peakOf(async () => {
    code = await runAdmin(
      ['import', file],
      (line) => lines.push(line),
      (line) => lines.push(line),
    );
  });
  console.log(
    `command line: ${mb(size)} MB file, exit ${code}, peak +${mb(cli)} MB (${(cli / size).toFixed(2)}× the file)`,
  );
  if (code !== 0) console.log(lines.join('\n').slice(0, 400));
  unlinkSync(file);
}
