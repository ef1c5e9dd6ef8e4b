import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readUpload } from './imports.routes.ts';

/**
 * The upload is held once: its chunks are copied into one buffer sized from Content-Length,
 * never gathered and joined. A structural check, no timing or memory figures (those are in
 * docs/performance.md); the X12 reader's streaming has its own (formats/x12/stream.test.ts).
 */
const chunksOf = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

describe('readUpload', () => {
  it('copies the chunks into one buffer of the declared length', async () => {
    const bytes = Buffer.from('ISA*'.repeat(10_000));
    const read = await readUpload(chunksOf(bytes, 1000), bytes.length, 1_000_000);
    expect(read.equals(bytes)).toBe(true);
    // One allocation of exactly the file's size: no list of chunks joined at the end.
    expect(read.buffer.byteLength).toBe(bytes.length);
  });

  it('grows when no length is declared, and refuses past the limit at once', async () => {
    const bytes = Buffer.alloc(300_000, 65);
    const read = await readUpload(chunksOf(bytes, 4096), Number.NaN, 1_000_000);
    expect(read.equals(bytes)).toBe(true);
    await expect(readUpload(chunksOf(bytes, 4096), Number.NaN, 100_000)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    await expect(readUpload(chunksOf(bytes, 4096), 300_000, 100_000)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
  });
});
