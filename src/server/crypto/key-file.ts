import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A 32-byte key kept in a file in DATA_DIR (the single-machine default when no key is given in
 * the environment): created on first use, readable by its owner only, never overwritten.
 */
export async function readOrCreateKeyFile(dataDir: string, fileName: string): Promise<Buffer> {
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) {
    await fs.mkdir(dataDir, { recursive: true, mode: 0o711 });
    // 'wx' fails if another process created it meanwhile; then we read theirs.
    await fs
      .writeFile(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
      .catch(() => {});
  }
  return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64');
}
