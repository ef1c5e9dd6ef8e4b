import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { freePort, startServer, waitUntilReady } from '../testing/server-process.ts';

/**
 * `npm run bench:lighthouse [-- --runs N --path /tos]`: starts the built app (run `npm run build`
 * first) on a free port with its own data in `.lighthouse-data/`, and measures a page with
 * Lighthouse's mobile defaults (a mid-range phone on a slow 4G network, simulated) in Debian's
 * Chromium (or CHROME_PATH). Prints each run and the median run's figures. A measurement, not a
 * test: it asserts nothing. `--report-dir DIR` keeps each run's whole report (JSON). Lighthouse runs through npx, pinned, so `npm ci` stays small (it
 * needs Node 22 from version 13 on; 12.2.3 runs on Node 20).
 */
const LIGHTHOUSE = 'lighthouse@12.2.3';
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
    'data-dir': { type: 'string', default: '.lighthouse-data' },
    /**
     * Lighthouse slows the CPU 4× to stand for a mid-range phone, assuming a desktop-class host
     * (benchmark index around 1000 or more). A slower or busy host is slowed again on top: pass
     * a smaller factor then (Lighthouse's own advice), and say so with the figures.
     */
    'cpu-slowdown': { type: 'string' },
    /** Writes each run's full Lighthouse report (JSON) to this folder, to see what costs. */
    'report-dir': { type: 'string' },
  },
});
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(path.join(repoRoot, 'dist/web/index.html'))) {
  throw new Error('No built web app in dist/web: run `npm run build` first.');
}

interface Figures {
  /** How fast the host ran Lighthouse's CPU benchmark (higher is faster). */
  benchmarkIndex: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalKb: number;
}

interface Report {
  categories: { performance: { score: number } };
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue: number }>;
}

async function measure(url: string, run: number): Promise<Figures> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(args['cpu-slowdown']
        ? [`--throttling.cpuSlowdownMultiplier=${args['cpu-slowdown']}`]
        : []),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  if (args['report-dir']) {
    await mkdir(args['report-dir'], { recursive: true });
    await writeFile(path.join(args['report-dir'], `lighthouse-${run}.json`), stdout);
  }
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    totalKb: value('total-byte-weight') / 1024,
  };
}

const line = (f: Figures) =>
  `performance ${f.performance}, FCP ${(f.fcpMs / 1000).toFixed(2)} s, LCP ${(f.lcpMs / 1000).toFixed(2)} s, ` +
  `TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, Speed Index ${(f.speedIndexMs / 1000).toFixed(2)} s, ` +
  `${f.totalKb.toFixed(1)} KB transferred (host benchmark index ${f.benchmarkIndex})`;

const port = await freePort();
const app = startServer({
  PORT: String(port),
  DATA_DIR: path.resolve(args['data-dir']),
  NODE_ENV: 'development',
});
try {
  await waitUntilReady(app, port);
  const url = `http://127.0.0.1:${port}${args.path}`;
  const runs: Figures[] = [];
  for (let run = 1; run <= Number(args.runs); run++) {
    const figures = await measure(url, run);
    runs.push(figures);
    console.log(`run ${run}: ${line(figures)}`);
  }
  const median = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)[
    Math.floor(runs.length / 2)
  ]!;
  console.log(
    `median of ${runs.length} on ${args.path} (Lighthouse ${LIGHTHOUSE}, mobile, CPU slowdown ${args['cpu-slowdown'] ?? '4 (default)'}): ${line(median)}`,
  );
} finally {
  await app.stop();
}
