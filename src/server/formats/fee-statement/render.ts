import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';
import { writtenDate } from '#domain/common/dates';
import type { SupportContact } from '#domain/account/contact';
import type { FeeClaimLine, FeePaymentView, FeeStatementView } from '#domain/fees/requests';
import { feeLineWords, receiptDetail, receiptTitle } from '#domain/fees/statement-words';
import { printable, wrap } from '../pdf-text.ts';

export interface FeeStatementPdfInput {
  business: { name: string; street: string; city: string; state: string; zip: string };
  statement: FeeStatementView;
  lines: readonly FeeClaimLine[];
  payments: readonly FeePaymentView[];
  /** The "how to pay" paragraph, when she has no card on file to be charged. */
  howToPay?: string | undefined;
  /** How to reach us, at the foot of the statement. */
  contact: SupportContact;
}

/** US Letter, as the claim forms. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;
const LINE = 16;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.75, 0.75, 0.78);
/** The metadata names no doula, claim or patient (it travels with the file). */
const PDF_TITLE = 'Doula Billing statement';

/** Table columns: form ID, service date, what happened, amount (right-aligned at its edge). */
const COLUMNS = { form: MARGIN, service: MARGIN + 150, what: MARGIN + 270, amountEdge: 558 };

interface Pen {
  page: PDFPage;
  y: number;
}

type Sheet = ReturnType<typeof createSheet>;

/** The pen and the few strokes every part of the statement draws with. */
function createSheet(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
  const pen: Pen = { page: pdf.addPage([PAGE.width, PAGE.height]), y: PAGE.height - MARGIN };
  const text = (
    value: string,
    x: number,
    { font = regular, size = 10, color = INK, right = false } = {},
  ) => {
    const safe = printable(value);
    const at = right ? x - font.widthOfTextAtSize(safe, size) : x;
    pen.page.drawText(safe, { x: at, y: pen.y, size, font, color });
  };
  const rule = () => {
    pen.page.drawLine({
      start: { x: MARGIN, y: pen.y + LINE - 5 },
      end: { x: PAGE.width - MARGIN, y: pen.y + LINE - 5 },
      thickness: 0.6,
      color: RULE,
    });
  };
  /** A new page when the next rows would not fit, with the table's heading again. */
  const room = (rows: number, heading?: () => void) => {
    if (pen.y - rows * LINE >= MARGIN) return;
    pen.page = pdf.addPage([PAGE.width, PAGE.height]);
    pen.y = PAGE.height - MARGIN;
    heading?.();
  };
  const next = (lines = 1) => {
    pen.y -= lines * LINE;
  };
  return { regular, bold, text, rule, room, next };
}

function drawLetterhead({ text, next, bold }: Sheet, input: FeeStatementPdfInput): void {
  const { statement, business } = input;
  text('Doula Billing', MARGIN, { font: bold, size: 18 });
  text(`Statement for ${monthLabel(statement.month)}`, PAGE.width - MARGIN, {
    font: bold,
    size: 12,
    right: true,
  });
  next(2);
  text(business.name, MARGIN, { font: bold, size: 11 });
  next();
  text(business.street, MARGIN);
  next();
  text(`${business.city}, ${business.state} ${business.zip}`, MARGIN);
  next(2);
}

function drawClaimLines(
  { text, next, rule, room, bold, regular }: Sheet,
  lines: FeeStatementPdfInput['lines'],
): void {
  text('Claims accepted for processing', MARGIN, { font: bold, size: 12 });
  next(1.5);
  const heading = () => {
    text('Form ID', COLUMNS.form, { font: bold, size: 9, color: MUTED });
    text('Service date', COLUMNS.service, { font: bold, size: 9, color: MUTED });
    text('Entry', COLUMNS.what, { font: bold, size: 9, color: MUTED });
    text('Amount', COLUMNS.amountEdge, { font: bold, size: 9, color: MUTED, right: true });
    next();
    rule();
  };
  heading();
  if (lines.length === 0) {
    text('No claims were charged this month.', COLUMNS.form, { color: MUTED });
    next();
  }
  for (const line of lines) {
    const words = wrap(feeLineWords(line), regular, 9, COLUMNS.amountEdge - COLUMNS.service - 60);
    room(1 + words.length, heading);
    text(line.formId, COLUMNS.form);
    text(writtenDate(line.serviceDate), COLUMNS.service);
    text(line.kind === 'charge' ? 'Claim fee' : 'Fee given back', COLUMNS.what);
    text(formatCents(line.cents), COLUMNS.amountEdge, { right: true });
    next();
    for (const row of words) {
      text(row, COLUMNS.service, { size: 9, color: MUTED });
      next(0.8);
    }
    next(0.3);
  }
}

function drawTotals(
  { text, next, rule, room, regular, bold }: Sheet,
  statement: FeeStatementView,
): void {
  next(0.5);
  room(8);
  rule();
  const total = (label: string, cents: number, font: PDFFont = regular) => {
    text(label, COLUMNS.what, { font });
    text(formatCents(cents), COLUMNS.amountEdge, { font, right: true });
    next();
  };
  total(`Claim fees (${statement.claimCount})`, statement.chargedCents);
  if (statement.creditedCents > 0) total('Fees given back', statement.creditedCents);
  total('Paid', statement.paidCents + statement.refundedCents);
  if (statement.refundedCents > 0) total('Refunded to you', statement.refundedCents);
  total('Amount due', Math.max(statement.dueCents, 0), bold);
  next();
}

function drawPayments(
  { text, next, room, bold }: Sheet,
  payments: FeeStatementPdfInput['payments'],
): void {
  room(3 + payments.length);
  text('Payments and refunds', MARGIN, { font: bold, size: 12 });
  next(1.5);
  if (payments.length === 0) {
    text('No payment received for this statement yet.', MARGIN, { color: MUTED });
    next();
  }
  for (const payment of payments) {
    room(2);
    text(receiptTitle(payment), MARGIN);
    text(formatCents(payment.cents), COLUMNS.amountEdge, { right: true });
    next(0.8);
    text(receiptDetail(payment), MARGIN, { size: 9, color: MUTED });
    next(1.2);
  }
}

function drawParagraph(
  { text, next, room, regular, bold }: Sheet,
  title: string,
  paragraph: string,
): void {
  next();
  room(4);
  text(title, MARGIN, { font: bold, size: 12 });
  next(1.5);
  for (const row of wrap(paragraph, regular, 10, PAGE.width - 2 * MARGIN)) {
    room(1);
    text(row, MARGIN);
    next();
  }
}

const questionsWords = ({ supportEmail, supportHours }: SupportContact) =>
  `Write to ${supportEmail} (${supportHours}), or open Help in the app's menu.`;

/**
 * The statement: the product's name and the month, her business, a row per charged or credited
 * claim (form ID and service date: never a patient) with what its fee is for, the month's
 * totals as amounts (nothing negative), each payment and refund in words, what is still due,
 * when she pays by check how to pay, and how to reach us.
 */
export async function renderFeeStatementPdf(input: FeeStatementPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(PDF_TITLE);
  pdf.setProducer('Doula billing');
  pdf.setCreator('Doula billing');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const sheet = createSheet(pdf, regular, bold);
  drawLetterhead(sheet, input);
  drawClaimLines(sheet, input.lines);
  drawTotals(sheet, input.statement);
  drawPayments(sheet, input.payments);
  if (input.howToPay && input.statement.dueCents > 0) {
    drawParagraph(sheet, 'How to pay', input.howToPay);
  }
  drawParagraph(sheet, 'Questions about this statement', questionsWords(input.contact));
  return pdf.save();
}
