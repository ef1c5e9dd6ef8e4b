import type { PDFFont } from 'pdf-lib';

/**
 * Text for the product's own PDFs (statements, letters, packets). The Standard 14 fonts write
 * WinAnsi only: curly quotes and dashes are spelled plainly, anything else prints as a question
 * mark.
 */
export const printable = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** A paragraph broken into rows no wider than `width` at this font and size. */
export function wrap(paragraph: string, font: PDFFont, size: number, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of printable(paragraph).split(/\s+/)) {
    const tried = row ? `${row} ${word}` : word;
    if (row && font.widthOfTextAtSize(tried, size) > width) {
      rows.push(row);
      row = word;
    } else row = tried;
  }
  if (row) rows.push(row);
  return rows;
}
