import { randomBytes } from 'node:crypto';
import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTaxIdCipher, loadTaxIdCipher } from './tax-id-cipher.ts';

const sealedWhole = (sealed: { size: number; pieces: Iterable<Buffer> }) => {
  const whole = Buffer.concat([...sealed.pieces]);
  expect(whole.byteLength).toBe(sealed.size);
  return whole;
};

describe('sealed bytes (a stored file)', () => {
  const key = randomBytes(32);
  const cipher = createTaxIdCipher(key);
  // Over one piece (a megabyte), every byte value, and the SSN a file may carry.
  const file = Buffer.concat([
    Buffer.from('ISA*00*REF*TJ*123456789~'),
    randomBytes(1024 * 1024 + 17),
    Buffer.from([...Array(256).keys()]),
  ]);

  it('round-trips a file of any bytes, its size known before the pieces', () => {
    const sealed = sealedWhole(cipher.sealBytes(file, 'file-1'));
    expect(sealed.includes(Buffer.from('123456789'))).toBe(false);
    expect(cipher.openBytes(sealed, 'file-1').equals(file)).toBe(true);
    expect(cipher.openBytes(sealedWhole(cipher.sealBytes(Buffer.alloc(0), 'e')), 'e')).toEqual(
      Buffer.alloc(0),
    );
  });

  it('does not open for another file, changed bytes, or clear bytes', () => {
    const sealed = sealedWhole(cipher.sealBytes(file, 'file-1'));
    expect(() => cipher.openBytes(sealed, 'file-2')).toThrow();
    const changed = Buffer.from(sealed);
    changed[100] = changed[100]! ^ 1;
    expect(() => cipher.openBytes(changed, 'file-1')).toThrow();
    expect(() => cipher.openBytes(file, 'file-1')).toThrow('Unrecognised sealed bytes');
  });

  it('opens with a previous key after rotation', () => {
    const sealed = sealedWhole(cipher.sealBytes(file, 'file-1'));
    const rotated = createTaxIdCipher(randomBytes(32), [key]);
    expect(rotated.openBytes(sealed, 'file-1').equals(file)).toBe(true);
  });
});

describe('tax ID cipher', () => {
  const key = randomBytes(32);
  const cipher = createTaxIdCipher(key);

  it('round-trips and never stores the plaintext', () => {
    const stored = cipher.encrypt('123-45-6789', 'user-1');
    expect(stored).not.toContain('123-45-6789');
    expect(stored).not.toContain('123456789');
    expect(cipher.decrypt(stored, 'user-1')).toBe('123-45-6789');
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt('123-45-6789', 'u')).not.toBe(cipher.encrypt('123-45-6789', 'u'));
  });

  it('fails loudly when the ciphertext is tampered with', () => {
    const stored = cipher.encrypt('123-45-6789', 'user-1');
    const parts = stored.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'), 'user-1')).toThrow();
  });

  it('fails when the value is moved to another row', () => {
    const stored = cipher.encrypt('123-45-6789', 'user-1');
    expect(() => cipher.decrypt(stored, 'user-2')).toThrow();
  });

  it('decrypts with a previous key after rotation', () => {
    const stored = cipher.encrypt('12-3456789', 'user-1');
    const rotated = createTaxIdCipher(randomBytes(32), [key]);
    expect(rotated.decrypt(stored, 'user-1')).toBe('12-3456789');
    expect(rotated.encrypt('x', 'u').split('.')[1]).not.toBe(stored.split('.')[1]);
  });

  it('creates a key file readable by its owner only when no key is configured', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'taxkey-'));
    const first = await loadTaxIdCipher({ dataDir, taxIdKey: undefined, taxIdPreviousKeys: [] });
    const second = await loadTaxIdCipher({ dataDir, taxIdKey: undefined, taxIdPreviousKeys: [] });
    expect(second.decrypt(first.encrypt('123-45-6789', 'u'), 'u')).toBe('123-45-6789');
    expect((await stat(path.join(dataDir, 'tax-id.key'))).mode & 0o777).toBe(0o600);
  });
});
