/**
 * The "Adding a field to a claim" walkthrough of docs/architecture.md, done for real: in a
 * throwaway git worktree of HEAD it makes the claim carry the patient's expected due date with
 * the edits the walkthrough names, generates the migration, and then lets the type checker and
 * the claim-row tests judge. It prints the files edited by hand and fails if the change does
 * not type-check, a test fails, or it took more edits than the walkthrough promises.
 *
 *   npm run walkthrough:add-a-field
 *
 * If an edit's anchor is gone, the walkthrough has drifted from the code: fix the walkthrough
 * and this script together.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PROMISED_EDITS = 3;

interface Edit {
  file: string;
  /** The text the new lines go after; it must occur exactly once. */
  after: string;
  insert: string;
}

const edits: Edit[] = [
  {
    file: 'src/domain/claims/snapshot.ts',
    after: "  'sex',\n",
    insert: "  'expectedDueDate',\n",
  },
  {
    file: 'src/server/modules/claims/claims.tables.ts',
    after: "    patientSex: text('patient_sex').notNull().default('U'),\n",
    insert:
      "    patientExpectedDueDate: text('patient_expected_due_date').notNull().default(''),\n",
  },
  {
    file: 'src/web/lib/claim-details.ts',
    after: "    { label: 'Payer type', value: patient.payerType },\n",
    insert: "    { label: 'Expected due date', value: patient.expectedDueDate },\n",
  },
];

const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const work = path.join(mkdtempSync(path.join(tmpdir(), 'add-a-field-')), 'repo');

function run(command: string, args: string[], options: ExecFileSyncOptions = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd: work, stdio: 'inherit', ...options });
}

function apply(edit: Edit) {
  const file = path.join(work, edit.file);
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(edit.after);
  if (at < 0 || text.indexOf(edit.after, at + 1) >= 0) {
    throw new Error(`${edit.file}: the walkthrough's anchor is not there once; it has drifted`);
  }
  const end = at + edit.after.length;
  writeFileSync(file, text.slice(0, end) + edit.insert + text.slice(end));
}

let failed = false;
execFileSync('git', ['worktree', 'add', '--detach', work, 'HEAD'], { cwd: repo, stdio: 'ignore' });
try {
  symlinkSync(path.join(repo, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  edits.forEach(apply);
  run('npx', ['drizzle-kit', 'generate', '--name', 'claim_patient_expected_due_date']);
  const changed = execFileSync('git', ['status', '--porcelain'], { cwd: work, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => file !== 'node_modules');
  const byHand = changed.filter((file) => !file.startsWith('src/server/db/migrations/'));
  console.log(`\nEdited by hand (${byHand.length}): ${byHand.join(', ')}`);
  console.log(`Generated: ${changed.filter((file) => !byHand.includes(file)).join(', ')}\n`);
  run('npx', ['tsc', '-p', '.', '--noEmit']);
  run('npx', [
    'vitest',
    'run',
    '--project',
    'server',
    'src/server/modules/claims/claim-row.test.ts',
  ]);
  if (byHand.length > PROMISED_EDITS) {
    console.error(`The walkthrough promises ${PROMISED_EDITS} edits; it took ${byHand.length}.`);
    failed = true;
  } else {
    console.log(`Done in ${byHand.length} edits, as the walkthrough says.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', work], { cwd: repo, stdio: 'ignore' });
  rmSync(path.dirname(work), { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
