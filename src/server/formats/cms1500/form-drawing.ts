import { degrees, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { FIRST_SERVICE_LINE, formBoxes, SERVICE_LINES_PER_PAGE } from './boxes.ts';
import { dottedRules, type FormLabel, formCheckboxes, formLabels } from './form-labels.ts';
import {
  areaRect,
  baselineY,
  COLUMN_WIDTH,
  columnX,
  LINE_HEIGHT,
  lineTopY,
  type Offset,
  PAGE_WIDTH,
} from './grid.ts';

/**
 * Draws a blank CMS-1500 (02/12) in grey under the data, for records and portal uploads: the
 * box outlines and titles of boxes.ts, the words of form-labels.ts, check boxes, the shaded
 * halves of the service lines. It is a faithful-enough likeness on the same grid as the data, not
 * the official red OCR form: paper claims for a payer's scanner go on the printed red form,
 * in "data only" mode.
 */

const RULE = rgb(0.45, 0.45, 0.45);
const INK = rgb(0.35, 0.35, 0.35);
const SHADE = rgb(0.92, 0.92, 0.92);
const TITLE_SIZE = 5.2;

export interface FormFonts {
  regular: PDFFont;
  bold: PDFFont;
}

function labelBaseline(label: FormLabel, size: number, offset: Offset): number {
  const top = lineTopY(label.line, offset);
  switch (label.pos ?? 'top') {
    case 'top':
      return top - size;
    case 'bottom':
      return top - LINE_HEIGHT + 1.2;
    case 'middle':
      return top - LINE_HEIGHT / 2 - size * 0.35;
  }
}

function drawLabel(page: PDFPage, fonts: FormFonts, label: FormLabel, offset: Offset): void {
  const size = label.size ?? TITLE_SIZE;
  const font = label.bold ? fonts.bold : fonts.regular;
  const width = font.widthOfTextAtSize(label.text, size);
  const x =
    label.anchor === 'end'
      ? columnX(label.col, offset) - 1.5 - width
      : columnX(label.col, offset) + 1;
  page.drawText(label.text, { x, y: labelBaseline(label, size, offset), size, font, color: INK });
}

function drawServiceRows(page: PDFPage, fonts: FormFonts, offset: Offset): void {
  const left = columnX(1, offset);
  const right = columnX(80, offset);
  for (let row = 0; row < SERVICE_LINES_PER_PAGE; row += 1) {
    const shadedLine = FIRST_SERVICE_LINE + 2 * row;
    const top = lineTopY(shadedLine, offset);
    page.drawRectangle({
      x: left,
      y: top - LINE_HEIGHT,
      width: right - left,
      height: LINE_HEIGHT,
      color: SHADE,
    });
    page.drawLine({
      start: { x: left, y: top },
      end: { x: right, y: top },
      thickness: 0.6,
      color: RULE,
    });
    // Line numbers 1-6 sit in the margin, outside the form.
    page.drawText(String(row + 1), {
      x: left - 8,
      y: top - LINE_HEIGHT - 4,
      size: 7,
      font: fonts.bold,
      color: INK,
    });
  }
}

function drawCheckbox(page: PDFPage, line: number, col: number, offset: Offset): void {
  const base = baselineY(line, offset);
  page.drawRectangle({
    x: columnX(col, offset) - 0.2,
    y: base - 1.4,
    width: COLUMN_WIDTH + 0.4,
    height: 9.6,
    borderColor: RULE,
    borderWidth: 0.5,
  });
}

function drawDottedRule(
  page: PDFPage,
  col: number,
  lines: readonly [number, number],
  offset: Offset,
): void {
  const x = columnX(col, offset) + COLUMN_WIDTH / 2;
  page.drawLine({
    start: { x, y: lineTopY(lines[0], offset) },
    end: { x, y: lineTopY(lines[1] + 1, offset) },
    thickness: 0.5,
    color: RULE,
    dashArray: [1, 1.5],
  });
}

function drawSideLabel(
  page: PDFPage,
  fonts: FormFonts,
  text: string,
  lines: readonly [number, number],
  offset: Offset,
): void {
  const size = 5.5;
  const width = fonts.bold.widthOfTextAtSize(text, size);
  const middle = (lineTopY(lines[0], offset) + lineTopY(lines[1] + 1, offset)) / 2;
  page.drawText(text, {
    x: PAGE_WIDTH - 12 + offset.x,
    y: middle + width / 2,
    size,
    font: fonts.bold,
    color: INK,
    rotate: degrees(-90),
  });
}

export function drawForm(page: PDFPage, fonts: FormFonts, offset: Offset): void {
  drawServiceRows(page, fonts, offset);
  for (const [id, box] of Object.entries(formBoxes)) {
    if (id === 'carrier') continue;
    const rect = areaRect(box, offset);
    page.drawRectangle({ ...rect, borderColor: RULE, borderWidth: 0.6 });
    if (box.title) {
      page.drawText(box.title, {
        x: rect.x + 1.5,
        y: rect.y + rect.height - TITLE_SIZE - 0.3,
        size: TITLE_SIZE,
        font: fonts.regular,
        color: INK,
      });
    }
  }
  for (const [line, col] of formCheckboxes) drawCheckbox(page, line, col, offset);
  for (const rule of dottedRules) drawDottedRule(page, rule.col, rule.lines, offset);
  for (const label of formLabels) drawLabel(page, fonts, label, offset);
  drawSideLabel(page, fonts, 'CARRIER', [1, 5], offset);
  drawSideLabel(page, fonts, 'PATIENT AND INSURED INFORMATION', [7, 30], offset);
  drawSideLabel(page, fonts, 'PHYSICIAN OR SUPPLIER INFORMATION', [31, 61], offset);
}
