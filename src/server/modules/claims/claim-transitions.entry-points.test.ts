import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A claim's status has one writer: the transition command (decision 037). This test reads the
 * server's source and fails when any other code writes a status or a status history row, and
 * when an entry point stops going through the command.
 */
const serverRoot = join(import.meta.dirname, '..', '..');
const COMMAND = 'modules/claims/claim-transitions.ts';

/**
 * Fill a benchmark's fresh database with claims and their history in bulk SQL (the month-end
 * seed moves the seeded claims out of "ready"); they are no path of the app and run on no
 * database but the benchmark's own.
 */
const BENCH_SEEDS = new Set(['bench/seed-database.ts', 'bench/month-end-seed.ts']);

/** Ways code writes a claim's status or its history. */
const statusWrites: { name: string; pattern: RegExp }[] = [
  {
    name: 'Drizzle update of claims setting status',
    pattern: /\.update\(\s*claims\s*\)\s*\.set\(\s*\{[^}]*\bstatus\b/g,
  },
  {
    name: 'SQL UPDATE claims SET status',
    // An assignment (after SET or a comma), not a condition (`AND status = 'pending'`).
    pattern: /UPDATE\s+claims\b[^;`]*?(?:\bSET\s+|,\s*)status\s*=/gi,
  },
  {
    name: 'Drizzle insert into claim_status_changes',
    pattern: /\.insert\(\s*claimStatusChanges\s*\)/g,
  },
  {
    name: 'SQL INSERT INTO claim_status_changes',
    pattern: /INSERT\s+INTO\s+claim_status_changes\b/gi,
  },
  {
    name: 'SQL INSERT INTO claims naming a status',
    pattern: /INSERT\s+INTO\s+claims\s*\([^)]*\bstatus\b/gi,
  },
];

/** Where each writer of a status hands it to the command, by the call it must make. */
const entryPoints: { file: string; call: string; what: string }[] = [
  {
    file: 'modules/claims/claim-submission/transition.ts',
    call: 'transitionClaim(',
    what: 'submission and corrections',
  },
  { file: 'modules/claims/claim-corrections.ts', call: 'transitionClaim(', what: 'void requests' },
  {
    file: 'modules/claims/claims.service.ts',
    call: 'transitionClaim(',
    what: 'markSent and changeStatus',
  },
  {
    file: 'modules/claims/payer-answers.ts',
    call: 'transitionClaims(',
    what: 'every payer answer, one or a file’s at once',
  },
  {
    file: 'modules/imports/apply-context.ts',
    call: 'applyPayerAnswers(',
    what: 'a file’s collected answers',
  },
  { file: 'modules/batches/batches.service.ts', call: '.markSent(', what: 'batches' },
  { file: 'modules/imports/apply-999.ts', call: 'applyPayerAnswer(', what: '999 import' },
  { file: 'modules/imports/apply-277ca.ts', call: 'applyPayerAnswer(', what: '277CA import' },
  { file: 'modules/imports/post-payment/answer.ts', call: 'answers.add(', what: '835 import' },
  { file: 'modules/claims/claims-queue.routes.ts', call: '.changeStatus(', what: 'console' },
  { file: 'cli/claim.ts', call: '.changeStatus(', what: 'command line' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(serverRoot).map((path) => ({
  file: relative(serverRoot, path).replaceAll('\\', '/'),
  text: readFileSync(path, 'utf8'),
}));

function writesIn(text: string): string[] {
  return statusWrites.flatMap(({ name, pattern }) => (text.match(pattern) ?? []).map(() => name));
}

describe('claim status writers', () => {
  it('tells a status written from a status read', () => {
    const sqlWrite = statusWrites.find((write) => write.name === 'SQL UPDATE claims SET status')!;
    const matches = (text: string) => [...text.matchAll(sqlWrite.pattern)].length;
    expect(matches("UPDATE claims SET status = 'paid' WHERE id = $1")).toBe(1);
    expect(matches("UPDATE claims SET paid_cents = 1, status = 'paid' WHERE id = $1")).toBe(1);
    expect(matches("UPDATE claims SET covered_by_package = NULL WHERE status = 'pending'")).toBe(0);
  });

  it('only the transition command writes a status or a history row', () => {
    const offenders = files
      .filter(({ file }) => file !== COMMAND && !BENCH_SEEDS.has(file))
      .flatMap(({ file, text }) => writesIn(text).map((write) => `${file}: ${write}`));
    expect(offenders).toEqual([]);
  });

  it('the scan sees the command’s own writes (so its patterns still match real code)', () => {
    const command = files.find(({ file }) => file === COMMAND);
    expect(writesIn(command!.text)).toEqual(
      expect.arrayContaining([
        'SQL UPDATE claims SET status',
        'SQL INSERT INTO claim_status_changes',
      ]),
    );
  });

  it.each(entryPoints)('$what ($file) goes through the command', ({ file, call }) => {
    const source = files.find((each) => each.file === file);
    expect(source, `${file} is gone: update this list`).toBeDefined();
    expect(source!.text).toContain(call);
  });
});
