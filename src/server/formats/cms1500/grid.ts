/**
 * The CMS-1500 (02/12) is laid out for a pica typewriter: 10 characters per inch across and
 * 6 lines per inch down an 8.5 × 11 in sheet. Every box on the form, and every value printed in
 * it, sits on that grid, so the whole module speaks in (line, column) cells and converts to PDF
 * points only here.
 *
 * Lines count from 1 at the top of the grid and columns from 1 at the form's left rule: line 8
 * holds box 1's check boxes and 1a, line 44 the first service line, column 50 starts the
 * right-hand boxes (1a, 4, 7, 11, 33). The form's printing specifications put the first print
 * column 0.3 in from the paper's left edge (X offset) and the top of the form body, box 1's top
 * rule at line 7, 1.33 in below the top edge (Y offset); so line 1 starts 1/3 in down and line N's
 * baseline sits about (N + 2)/6 in from the top. Established claim printers that overlay an image
 * of the form use the same origin (Courier 12 on 12-point leading, about 24 pt in from the top and
 * left). Printers feed paper a little differently, so a caller can nudge everything by a
 * calibration offset (see RenderOptions).
 */

export const POINTS_PER_INCH = 72;
export const PAGE_WIDTH = 8.5 * POINTS_PER_INCH;
export const PAGE_HEIGHT = 11 * POINTS_PER_INCH;

/** One character cell: 0.1 in wide, 1/6 in tall. */
export const COLUMN_WIDTH = POINTS_PER_INCH / 10;
export const LINE_HEIGHT = POINTS_PER_INCH / 6;

/** Courier advances 0.6 em, so 12-point Courier is exactly 10 characters per inch. */
export const DATA_FONT_SIZE = 12;

/** Left edge of column 1 and top edge of line 1, in points from the sheet's left and top. */
const GRID_LEFT = 0.3 * POINTS_PER_INCH;
const GRID_TOP = POINTS_PER_INCH / 3;

/** Caps sit this far above the bottom of their line, inside the cell. */
const BASELINE_LIFT = 2.5;

/** An area of the grid: lines and columns are 1-based and inclusive. */
export interface GridArea {
  lines: readonly [first: number, last: number];
  cols: readonly [first: number, last: number];
}

/** A rectangle in PDF user space (origin bottom-left, y up). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

export const NO_OFFSET: Offset = { x: 0, y: 0 };

/** x of the left edge of a column (1-based), or of the rule after column `col - 1`. */
export function columnX(col: number, offset: Offset = NO_OFFSET): number {
  return GRID_LEFT + (col - 1) * COLUMN_WIDTH + offset.x;
}

/** y of the top edge of a line (1-based), measured in PDF space (up from the bottom). */
export function lineTopY(line: number, offset: Offset = NO_OFFSET): number {
  return PAGE_HEIGHT - GRID_TOP - (line - 1) * LINE_HEIGHT - offset.y;
}

/** Where the baseline of data printed on a line sits. */
export function baselineY(line: number, offset: Offset = NO_OFFSET): number {
  return lineTopY(line + 1, offset) + BASELINE_LIFT;
}

export function areaRect(area: GridArea, offset: Offset = NO_OFFSET): Rect {
  const [firstLine, lastLine] = area.lines;
  const [firstCol, lastCol] = area.cols;
  const top = lineTopY(firstLine, offset);
  const bottom = lineTopY(lastLine + 1, offset);
  const left = columnX(firstCol, offset);
  return {
    x: left,
    y: bottom,
    width: columnX(lastCol + 1, offset) - left,
    height: top - bottom,
  };
}

export function contains(outer: Rect, inner: Rect, tolerance = 0.01): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
