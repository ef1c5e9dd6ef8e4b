import { getDocumentProxy } from 'unpdf';
import type { Rect } from '../grid.ts';

/** A run of text as a PDF reader finds it, with the box its capitals occupy on the page. */
export interface TextItem {
  text: string;
  size: number;
  rect: Rect;
}

export interface ReadPdf {
  pages: TextItem[][];
  info: Record<string, unknown>;
}

/** Courier and Helvetica capitals reach about 0.57 and 0.72 of the font size above the baseline. */
const CAP_HEIGHT = 0.57;

/** Reads text back the way any PDF reader would (pdf.js), independent of how it was written. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const pages: TextItem[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const items: TextItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [size = 0, , , , x = 0, y = 0] = item.transform as number[];
      items.push({
        text: item.str,
        size,
        rect: { x, y, width: item.width, height: size * CAP_HEIGHT },
      });
    }
    pages.push(items);
  }
  const metadata = await document.getMetadata();
  await document.destroy();
  return { pages, info: metadata.info as Record<string, unknown> };
}

/** One printed character of data (12-point Courier), where the reader found it. */
export interface PrintedChar {
  char: string;
  rect: Rect;
}

/**
 * Readers merge and split runs of text as they like ("21 1994", "RIVERA," "ANA,"), so tests
 * look at single characters: Courier gives each the same advance, which lets a run be cut back
 * into characters. A run whose advance is not one grid column means the reader collapsed a gap,
 * and the test must fail rather than misplace characters.
 */
export function dataCharacters(
  items: readonly TextItem[],
  size: number,
  column: number,
): PrintedChar[] {
  const chars: PrintedChar[] = [];
  for (const item of items.filter((candidate) => candidate.size === size)) {
    const advance = item.rect.width / item.text.length;
    if (Math.abs(advance - column) > 0.01) {
      throw new Error(`Text run "${item.text}" does not advance one column per character`);
    }
    Array.from(item.text).forEach((char, index) => {
      if (char === ' ') return;
      chars.push({
        char,
        rect: { ...item.rect, x: item.rect.x + index * advance, width: advance },
      });
    });
  }
  return chars;
}

/** The characters inside a rectangle, one per grid column, blanks where nothing is printed. */
export function readArea(chars: readonly PrintedChar[], area: Rect, column: number): string {
  const cells: string[] = [];
  for (const printed of chars) {
    const centerX = printed.rect.x + printed.rect.width / 2;
    const centerY = printed.rect.y + printed.rect.height / 2;
    if (centerX < area.x || centerX > area.x + area.width) continue;
    if (centerY < area.y || centerY > area.y + area.height) continue;
    cells[Math.floor((centerX - area.x) / column)] = printed.char;
  }
  return Array.from(cells, (char) => char ?? ' ')
    .join('')
    .trim();
}
