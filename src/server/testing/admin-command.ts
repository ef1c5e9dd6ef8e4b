import { runAdmin } from '../cli/admin.ts';

/**
 * Runs `npm run admin -- …` in the test process and keeps what it printed: standard output,
 * standard error, and both in the order they were written (as a terminal would show them).
 */
export async function runAdminCommand(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const all: string[] = [];
  const code = await runAdmin(
    argv,
    (line) => {
      out.push(line);
      all.push(line);
    },
    (line) => {
      err.push(line);
      all.push(line);
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n'), all: all.join('\n') };
}
