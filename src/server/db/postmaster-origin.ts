import fs from 'node:fs/promises';
import path from 'node:path';
import { appRoot } from '../app-root.ts';

/**
 * Which checkout started a postmaster, and for which DATA_DIR, written into its environment:
 * its command line names only its cluster, which as root may be a copy under
 * /var/lib/doula-billing (run by binaries copied there too) and so says nothing of the
 * checkout or DATA_DIR it belongs to. A test run's leftover check reads it back (decision 087).
 */
const DATA_DIR_VARIABLE = 'DOULA_BILLING_DATA_DIR';
const APP_DIR_VARIABLE = 'DOULA_BILLING_APP_DIR';

/** This checkout (or installation): the directory holding src/. */
export const appDir = appRoot;

export const originEnv = (dataDir: string): Record<string, string> => ({
  [DATA_DIR_VARIABLE]: path.resolve(dataDir),
  [APP_DIR_VARIABLE]: appDir,
});

export interface PostmasterOrigin {
  dataDir: string;
  appDir: string;
}

/** What a running process's environment says of its origin (Linux /proc), when it says. */
export async function originOf(pid: number): Promise<PostmasterOrigin | undefined> {
  const environ = await fs.readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '');
  const value = (name: string) =>
    environ
      .split('\0')
      .find((entry) => entry.startsWith(`${name}=`))
      ?.slice(name.length + 1);
  const dataDir = value(DATA_DIR_VARIABLE);
  const app = value(APP_DIR_VARIABLE);
  return dataDir && app ? { dataDir, appDir: app } : undefined;
}
