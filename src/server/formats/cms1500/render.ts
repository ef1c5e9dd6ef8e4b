import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawForm } from './form-drawing.ts';
import {
  baselineY,
  columnX,
  DATA_FONT_SIZE,
  NO_OFFSET,
  type Offset,
  PAGE_HEIGHT,
  PAGE_WIDTH,
} from './grid.ts';
import { type Cms1500Claim, parseCms1500Claim } from './input.ts';
import { layoutClaim, type PageLayout, type PageTotals } from './layout.ts';

/**
 * "data-only": just the values, in the boxes' places, to print on the official red OCR form.
 * "with-form": the same values over a grey drawing of the form, for records and portal uploads.
 */
export type Cms1500Mode = 'data-only' | 'with-form';

export interface RenderOptions {
  mode: Cms1500Mode;
  /** How box 28 is filled on claims longer than six lines (layout.ts). */
  pageTotals?: PageTotals;
  /**
   * Printer calibration in points (right and down are positive): moves every value, and the
   * drawn form with it, when a printer feeds the red form off the grid.
   */
  offset?: Offset;
}

/** Document title; the metadata names no patient, doula or claim (it travels with the file). */
export const PDF_TITLE = 'CMS-1500 claim';
const PRODUCER = 'Doula billing';

function drawValues(page: PDFPage, font: PDFFont, layout: PageLayout, offset: Offset): void {
  for (const value of layout.values) {
    const shift = value.spec.align === 'right' ? value.spec.width - value.text.length : 0;
    page.drawText(value.text, {
      x: columnX(value.spec.col + shift, offset),
      y: baselineY(value.spec.line, offset),
      size: DATA_FONT_SIZE,
      font,
      color: rgb(0, 0, 0),
    });
  }
}

/**
 * One PDF for any number of claims: a sheet per claim, more when a claim has more than six
 * service lines. Every claim is checked before anything is drawn, so a bad claim fails the whole
 * call with a Cms1500InputError naming the claim (by position) and the fields, never a value.
 */
export async function renderCms1500Pdf(
  claims: readonly Cms1500Claim[],
  options: RenderOptions,
): Promise<Uint8Array> {
  if (claims.length === 0) throw new RangeError('No claims to print');
  const offset = options.offset ?? NO_OFFSET;
  const pages = claims
    .map((claim, index) => parseCms1500Claim(claim, index))
    .flatMap((claim) => layoutClaim(claim, options.pageTotals));

  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(PDF_TITLE);
  document.setProducer(PRODUCER);
  document.setCreator(PRODUCER);
  const courier = await document.embedFont(StandardFonts.Courier);
  const formFonts =
    options.mode === 'with-form'
      ? {
          regular: await document.embedFont(StandardFonts.Helvetica),
          bold: await document.embedFont(StandardFonts.HelveticaBold),
        }
      : undefined;

  for (const layout of pages) {
    const page = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    if (formFonts) drawForm(page, formFonts, offset);
    drawValues(page, courier, layout, offset);
  }
  return document.save();
}
