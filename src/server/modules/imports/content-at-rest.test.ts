import { describe, expect, it } from 'vitest';
import { importHarness } from '../../testing/import-harness.ts';
import { paid835 } from '../../testing/response-files.ts';
import { openImportContent, sealClearImportContents } from './index.ts';

/**
 * A payer's answer names the doula as payee with her tax ID (an 835's REF*TJ), which for a sole
 * proprietor is her SSN: every imported file, applied or refused, small or streamed, is kept
 * sealed with the tax ID key and opens as the exact bytes that arrived. Files an earlier
 * version stored in clear are sealed at start.
 */
const { h, newClaim, file, operator } = importHarness('sealed');

const stored = async (id: string) =>
  (
    await h.t.database.pool.query<{ sha256: string; content: Buffer; content_sealed: boolean }>(
      'SELECT sha256, content, content_sealed FROM response_imports WHERE id = $1',
      [id],
    )
  ).rows[0]!;

const opened = (row: Awaited<ReturnType<typeof stored>>) =>
  openImportContent(h.t.taxIds, {
    sha256: row.sha256,
    content: row.content,
    contentSealed: row.content_sealed,
  });

/** The payee tax ID an 835 carries. */
const payeeTaxIdIn = (text: string) => /REF\*TJ\*([^~]+)~/.exec(text)![1]!;

describe('imported files at rest', () => {
  it('an applied 835 is kept sealed, without the payee tax ID, and opens as it arrived', async () => {
    const text = paid835(await newClaim());
    const taxId = payeeTaxIdIn(text);
    const result = await h.imports.importResponse(file(text), operator);
    expect(result.import.outcome).toBe('accepted');
    const row = await stored(result.import.id);
    expect(row.content_sealed).toBe(true);
    expect(row.content.includes(Buffer.from(taxId))).toBe(false);
    expect(row.content.includes(Buffer.from('ISA*'))).toBe(false);
    expect(opened(row).toString('utf8')).toBe(text);
  });

  it('a refused file over the streaming size is sealed too, and refused again stays one row', async () => {
    const taxId = '918273645';
    const bytes = Buffer.concat([
      Buffer.from(`NOT X12 REF*TJ*${taxId}~`),
      Buffer.alloc(600 * 1024, 'A'),
      Buffer.from(`REF*TJ*${taxId}~`),
    ]);
    const first = await h.imports.importResponse({ name: 'big.x12', bytes }, operator);
    expect(first.import.outcome).toBe('refused');
    const again = await h.imports.importResponse({ name: 'big.x12', bytes }, operator);
    expect(again.import.id).toBe(first.import.id);
    const row = await stored(first.import.id);
    expect(row.content_sealed).toBe(true);
    expect(row.content.includes(Buffer.from(taxId))).toBe(false);
    expect(opened(row).equals(bytes)).toBe(true);
  });

  it('a file stored in clear by an earlier version is sealed at start, exactly', async () => {
    const text = paid835(await newClaim());
    const { import: applied } = await h.imports.importResponse(file(text), operator);
    await h.t.database.pool.query(
      'UPDATE response_imports SET content = $2, content_sealed = false WHERE id = $1',
      [applied.id, Buffer.from(text)],
    );
    expect(opened(await stored(applied.id)).toString('utf8')).toBe(text);
    expect(await sealClearImportContents(h.t.database.db, h.t.taxIds)).toBeGreaterThanOrEqual(1);
    const row = await stored(applied.id);
    expect(row.content_sealed).toBe(true);
    expect(row.content.includes(Buffer.from(payeeTaxIdIn(text)))).toBe(false);
    expect(opened(row).toString('utf8')).toBe(text);
    // Nothing left in clear: a second start seals nothing.
    expect(await sealClearImportContents(h.t.database.db, h.t.taxIds)).toBe(0);
  });
});
