import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readOrCreateKeyFile } from './key-file.ts';

/**
 * Tax IDs (a doula's SSN or EIN) encrypted at rest with AES-256-GCM: a random 96-bit IV per
 * value, the authentication tag, the owning row's identity as associated data (a ciphertext
 * copied onto another row does not decrypt), and a key id so keys can be rotated.
 * Stored form: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export interface TaxIdCipher {
  encrypt(plaintext: string, associatedData: string): string;
  /** Throws on a wrong key, a changed ciphertext or a different row: never returns garbage. */
  decrypt(stored: string, associatedData: string): string;
  /**
   * A file's bytes sealed the same way, a piece at a time so a large file is never held twice:
   * the sealed size first (for a COPY row's length), then the pieces to send in order.
   */
  sealBytes(bytes: Buffer, associatedData: string): { size: number; pieces: Iterable<Buffer> };
  /** The bytes sealBytes sealed; throws as decrypt does. */
  openBytes(sealed: Buffer, associatedData: string): Buffer;
}

/**
 * Sealed bytes: `DBS1`, the key id (8 ASCII hex), the 96-bit IV, the ciphertext, then the tag
 * (GCM knows it only at the end; at the end it can be streamed).
 */
const SEALED_MAGIC = Buffer.from('DBS1', 'ascii');
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED_HEAD_BYTES = SEALED_MAGIC.length + KEY_ID_BYTES + IV_BYTES;
/** Encrypted a megabyte at a time: each piece is the only new copy in memory. */
const SEAL_PIECE_BYTES = 1024 * 1024;

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createTaxIdCipher(currentKey: Buffer, previousKeys: Buffer[] = []): TaxIdCipher {
  for (const key of [currentKey, ...previousKeys]) {
    if (key.length !== 32) throw new Error('Tax ID keys must be 32 bytes');
  }
  const currentId = keyIdOf(currentKey);
  const keys = new Map([currentKey, ...previousKeys].map((key) => [keyIdOf(key), key]));

  return {
    encrypt(plaintext, associatedData) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return ['v1', currentId, ...parts].join('.');
    },
    decrypt(stored, associatedData) {
      const [version, keyId, iv, tag, ciphertext] = stored.split('.');
      if (version !== 'v1' || !keyId || !iv || !tag || ciphertext === undefined) {
        throw new Error('Unrecognised tax ID ciphertext');
      }
      const key = keys.get(keyId);
      if (!key) throw new Error(`No tax ID key with id ${keyId}`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    sealBytes(bytes, associatedData) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      function* pieces() {
        yield Buffer.concat([SEALED_MAGIC, Buffer.from(currentId, 'ascii'), iv]);
        for (let at = 0; at < bytes.byteLength; at += SEAL_PIECE_BYTES) {
          yield cipher.update(bytes.subarray(at, at + SEAL_PIECE_BYTES));
        }
        yield Buffer.concat([cipher.final(), cipher.getAuthTag()]);
      }
      return { size: SEALED_HEAD_BYTES + bytes.byteLength + TAG_BYTES, pieces: pieces() };
    },
    openBytes(sealed, associatedData) {
      if (
        sealed.byteLength < SEALED_HEAD_BYTES + TAG_BYTES ||
        !sealed.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)
      ) {
        throw new Error('Unrecognised sealed bytes');
      }
      const keyId = sealed.toString(
        'ascii',
        SEALED_MAGIC.length,
        SEALED_MAGIC.length + KEY_ID_BYTES,
      );
      const key = keys.get(keyId);
      if (!key) throw new Error(`No tax ID key with id ${keyId}`);
      const iv = sealed.subarray(SEALED_MAGIC.length + KEY_ID_BYTES, SEALED_HEAD_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(sealed.subarray(sealed.byteLength - TAG_BYTES));
      return Buffer.concat([
        decipher.update(sealed.subarray(SEALED_HEAD_BYTES, sealed.byteLength - TAG_BYTES)),
        decipher.final(),
      ]);
    },
  };
}

export const taxIdKeyFileOf = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'tax-id.key');

/**
 * The key from TAX_ID_KEY, or (single-machine default) from DATA_DIR/tax-id.key, created on
 * first use readable by its owner only. With `create: false` a missing file gives undefined
 * (a restore checks the key it finds, it must not invent one).
 */
export async function loadTaxIdCipher(
  config: Pick<AppConfig, 'taxIdKey' | 'taxIdPreviousKeys' | 'dataDir'>,
): Promise<TaxIdCipher>;
export async function loadTaxIdCipher(
  config: Pick<AppConfig, 'taxIdKey' | 'taxIdPreviousKeys' | 'dataDir'>,
  options: { create: false },
): Promise<TaxIdCipher | undefined>;
export async function loadTaxIdCipher(
  config: Pick<AppConfig, 'taxIdKey' | 'taxIdPreviousKeys' | 'dataDir'>,
  { create = true }: { create?: boolean } = {},
): Promise<TaxIdCipher | undefined> {
  const previous = config.taxIdPreviousKeys.map((key) => Buffer.from(key, 'base64'));
  if (config.taxIdKey) return createTaxIdCipher(Buffer.from(config.taxIdKey, 'base64'), previous);
  if (!create && !existsSync(taxIdKeyFileOf(config))) return undefined;
  const key = await readOrCreateKeyFile(config.dataDir, 'tax-id.key');
  return createTaxIdCipher(key, previous);
}
