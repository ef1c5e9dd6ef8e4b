import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup file's outer layers: gzip, and optionally AES-256-GCM with BACKUP_KEY.
 *
 *   plain:     "DBBK1z" + gzip(body)
 *   encrypted: "DBBK1e" + 12-byte IV + AES-256-GCM(gzip(body)) + 16-byte tag
 *
 * The tag is checked when the last byte has been read: a restore runs in one transaction and
 * is rolled back if the file was changed or the key is wrong.
 */
const MAGIC = 'DBBK1';
const HEADER_BYTES = MAGIC.length + 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

export function parseBackupKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new BackupFileError('BACKUP_KEY must be 32 bytes, base64-encoded');
  return key;
}

/** Body in, file bytes out. */
export function sealBackup(key: Buffer | undefined): Transform[] {
  const gzip = createGzip({ level: 6 });
  if (!key) return [gzip, prefix(Buffer.from(`${MAGIC}z`))];
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
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
  return [gzip, encrypt, prefix(Buffer.concat([Buffer.from(`${MAGIC}e`), iv]))];
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
 * The body of a backup file, as a stream; `key` is asked for only when the file is encrypted.
 */
export async function openBackup(file: string, key: () => Buffer | undefined): Promise<Readable> {
  const head = Buffer.alloc(HEADER_BYTES + IV_BYTES);
  const handle = await fs.open(file, 'r');
  let read: number;
  try {
    ({ bytesRead: read } = await handle.read(head, 0, head.length, 0));
  } finally {
    await handle.close();
  }
  const magic = head.subarray(0, MAGIC.length).toString('latin1');
  const mode = head.subarray(MAGIC.length, HEADER_BYTES).toString('latin1');
  if (read < HEADER_BYTES || magic !== MAGIC || (mode !== 'z' && mode !== 'e')) {
    throw new BackupFileError(`${file} is not a Doula Billing backup`);
  }
  if (mode === 'z') return chain(createReadStream(file, { start: HEADER_BYTES }), createGunzip());
  const secret = key();
  if (!secret) {
    throw new BackupFileError(
      'This backup is encrypted: set BACKUP_KEY to the key it was made with',
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', secret, head.subarray(HEADER_BYTES));
  let held = Buffer.alloc(0); // the last 16 bytes seen may be the tag
  const decrypt = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held = Buffer.concat([held, chunk]);
      const ready = held.subarray(0, Math.max(0, held.length - TAG_BYTES));
      held = held.subarray(ready.length);
      done(null, decipher.update(ready));
    },
    flush(done) {
      if (held.length !== TAG_BYTES)
        return done(new BackupFileError('This backup file is truncated'));
      decipher.setAuthTag(held);
      try {
        done(null, decipher.final());
      } catch {
        done(
          new BackupFileError(
            'This backup cannot be decrypted: BACKUP_KEY is not the key it was made with, or the file was changed',
          ),
        );
      }
    },
  });
  return chain(createReadStream(file, { start: HEADER_BYTES + IV_BYTES }), decrypt, createGunzip());
}

/** The last stream of a pipeline, carrying any stage's error. */
function chain(source: Readable, ...stages: Transform[]): Readable {
  const last = stages.at(-1)!;
  pipeline([source, ...stages], (error) => {
    if (error) last.destroy(error);
  });
  return last;
}
