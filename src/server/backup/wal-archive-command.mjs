// PostgreSQL's archive_command and restore_command for the embedded cluster's write-ahead log
// archive (see wal-archive.ts and docs/decisions/041). PostgreSQL runs it, as its own user,
// with the backup key in DOULA_BACKUP_KEY (its environment, never a file it would need to
// reach):
//
//   node wal-archive-command.mjs archive <path %p> <name %f> <archive dir>
//   node wal-archive-command.mjs restore <name %f> <path %p> <archive dir>
//
// Each file is stored as the backup files are: "DBBK1k" + key id + IV + AES-256-GCM(gzip) +
// tag, so the archive is encrypted at rest like the backups. Plain JavaScript with no
// dependencies: it must start fast and run without the app's toolchain.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const HEAD = 'DBBK1k';

const key = Buffer.from(process.env.DOULA_BACKUP_KEY ?? '', 'base64');
const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);

function seal(plain) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(gzipSync(plain, { level: 1 })), cipher.final()]);
  return Buffer.concat([Buffer.from(HEAD + keyId, 'latin1'), iv, body, cipher.getAuthTag()]);
}

function open(sealed, name) {
  const head = sealed.subarray(0, HEAD.length + 8).toString('latin1');
  if (head !== HEAD + keyId) {
    throw new Error(`${name} is not encrypted with backup key ${keyId} (it begins ${head})`);
  }
  const iv = sealed.subarray(head.length, head.length + 12);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const body = sealed.subarray(head.length + 12, sealed.length - 16);
  return gunzipSync(Buffer.concat([decipher.update(body), decipher.final()]));
}

/** Written beside the target, flushed, then renamed: a crash never leaves half a file. */
function writeDurably(target, bytes) {
  const temporary = `${target}.tmp-${process.pid}`;
  const fd = fs.openSync(temporary, 'w', 0o600);
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, target);
  const dir = fs.openSync(path.dirname(target), 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}

function archive(source, name, dir) {
  const plain = fs.readFileSync(source);
  const target = path.join(dir, name);
  if (fs.existsSync(target)) {
    // Archived before (a retry after a crash): fine if it is the same, never overwritten.
    if (open(fs.readFileSync(target), name).equals(plain)) return 0;
    console.error(`${target} already exists with other contents: not overwritten`);
    return 1;
  }
  writeDurably(target, seal(plain));
  return 0;
}

function restore(name, destination, dir) {
  const source = path.join(dir, name);
  // PostgreSQL asks for files that may not exist (the next timeline's history): a plain "no".
  if (!fs.existsSync(source)) return 1;
  fs.writeFileSync(destination, open(fs.readFileSync(source), name), { mode: 0o600 });
  return 0;
}

const [mode, first, second, dir] = process.argv.slice(2);
let code = 2;
try {
  if (key.length !== 32) throw new Error('DOULA_BACKUP_KEY must hold the 32-byte backup key');
  if (mode === 'archive' && first && second && dir) code = archive(first, second, dir);
  else if (mode === 'restore' && first && second && dir) code = restore(first, second, dir);
  else console.error('usage: archive <path> <name> <dir> | restore <name> <path> <dir>');
} catch (error) {
  console.error(`write-ahead log ${mode}: ${error instanceof Error ? error.message : error}`);
  code = 1;
}
process.exit(code);
