import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { BackupKey } from './backup-key.ts';
import { BackupFileError } from './backup-file-error.ts';

/**
 * A backup file's outer layers: gzip, then AES-256-GCM with the backup key.
 *
 *   "DBBK1k" + 8-character key id + 12-byte IV + AES-256-GCM(gzip(body)) + 16-byte tag
 *
 * The key id (see backup-key.ts) lets a restore name the key it needs. Files written before
 * decision 041 are read too: "DBBK1z" + gzip(body) (not encrypted) and "DBBK1e" (encrypted,
 * no key id). The write-ahead log archive (wal-archive-command.mjs) writes the same "k" form.
 *
 * The tag is checked when the last byte has been read; restores read the whole file once
 * before they change anything (verifyBackup), so a damaged file changes nothing.
 */
const MAGIC = 'DBBK1';
const HEADER_BYTES = MAGIC.length + 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const DAMAGED =
  'This backup file is damaged or incomplete (changed or cut short), so nothing was restored: use another backup.';

/** Body in, file bytes out; `level` trades size for speed (1 for base backups' data pages). */
export function sealBackup(key: BackupKey, level = 6): Transform[] {
  const gzip = createGzip({ level });
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  const encrypt = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, cipher.update(chunk));
    },
    flush(done) {
      this.push(cipher.final());
      this.push(cipher.getAuthTag());
      done();
    },
  });
  const head = Buffer.concat([Buffer.from(`${MAGIC}k${key.id}`, 'latin1'), iv]);
  return [gzip, encrypt, prefix(head)];
}

function prefix(bytes: Buffer): Transform {
  let sent = false;
  const send = (stream: Transform) => {
    if (!sent) stream.push(bytes);
    sent = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      send(this);
      done(null, chunk);
    },
    flush(done) {
      send(this);
      done();
    },
  });
}

/**
 * The body of a backup file, as a stream. `places` says where the key is looked for, so a
 * missing or different key is named in the one sentence a restore answers.
 */
export async function openBackup(
  file: string,
  key: BackupKey | undefined,
  places: string,
): Promise<Readable> {
  const head = Buffer.alloc(HEADER_BYTES + KEY_ID_BYTES + IV_BYTES);
  const handle = await fs.open(file, 'r');
  let read: number;
  try {
    ({ bytesRead: read } = await handle.read(head, 0, head.length, 0));
  } finally {
    await handle.close();
  }
  const magic = head.subarray(0, MAGIC.length).toString('latin1');
  const mode = head.subarray(MAGIC.length, HEADER_BYTES).toString('latin1');
  if (read < HEADER_BYTES || magic !== MAGIC || !['z', 'e', 'k'].includes(mode)) {
    throw new BackupFileError(`${file} is not a Doula Billing backup`);
  }
  if (mode === 'z') return chain(createReadStream(file, { start: HEADER_BYTES }), createGunzip());
  const keyId = mode === 'k' ? head.subarray(HEADER_BYTES, HEADER_BYTES + KEY_ID_BYTES) : null;
  const made = keyId ? `backup key ${keyId.toString('latin1')}` : 'a backup key';
  if (!key) {
    throw new BackupFileError(
      `This backup is encrypted with ${made}, and there is none here: put that key in ${places}, copied from the machine that made the backup.`,
    );
  }
  if (keyId && keyId.toString('latin1') !== key.id) {
    throw new BackupFileError(
      `This backup is encrypted with ${made}, but ${key.source} holds backup key ${key.id}: put the key it was made with in ${places}.`,
    );
  }
  const ivAt = keyId ? HEADER_BYTES + KEY_ID_BYTES : HEADER_BYTES;
  const decipher = createDecipheriv('aes-256-gcm', key.key, head.subarray(ivAt, ivAt + IV_BYTES));
  let held = Buffer.alloc(0); // the last 16 bytes seen may be the tag
  const decrypt = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held = Buffer.concat([held, chunk]);
      const ready = held.subarray(0, Math.max(0, held.length - TAG_BYTES));
      held = held.subarray(ready.length);
      done(null, decipher.update(ready));
    },
    flush(done) {
      if (held.length !== TAG_BYTES) return done(new BackupFileError(DAMAGED));
      decipher.setAuthTag(held);
      try {
        done(null, decipher.final());
      } catch {
        done(
          new BackupFileError(
            keyId
              ? DAMAGED
              : `This backup cannot be decrypted: ${key.source} is not the key it was made with, or the file was changed.`,
          ),
        );
      }
    },
  });
  return chain(createReadStream(file, { start: ivAt + IV_BYTES }), decrypt, createGunzip());
}

/**
 * Reads the whole file (decrypting, checking the tag, unzipping) without keeping it, so a
 * restore refuses a damaged file before it touches anything. Any failure is one sentence.
 */
export async function verifyBackup(
  file: string,
  key: BackupKey | undefined,
  places: string,
): Promise<void> {
  const body = await openBackup(file, key, places);
  try {
    for await (const chunk of body) void chunk;
  } catch (error) {
    throw error instanceof BackupFileError ? error : new BackupFileError(DAMAGED);
  }
}

/** The last stream of a pipeline, carrying any stage's error. */
function chain(source: Readable, ...stages: Transform[]): Readable {
  const last = stages.at(-1)!;
  pipeline([source, ...stages], (error) => {
    if (error) last.destroy(error);
  });
  return last;
}
