import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatCents } from '#domain/billing/money';
import { writtenDate } from '#domain/common/dates';
import type { PromptPayView } from '#domain/claims/prompt-pay';
import { printable, wrap } from '../pdf-text.ts';

/**
 * The letter she sends a plan that paid late or not at all (decision 108): her business, the
 * claim's numbers the plan already holds (our form ID, its own claim number, the dates and the
 * amount billed), the dates of the clock, the statute and the calculation. No patient is named:
 * the plan finds the claim by its numbers.
 */
export interface PromptPayLetterInput {
  business: { name: string; street: string; city: string; state: string; zip: string; npi: string };
  payerName: string;
  claim: {
    formId: string;
    payerClaimNumber: string;
    serviceDateFrom: string;
    serviceDateTo: string;
    totalChargeCents: number;
  };
  clock: PromptPayView;
  /** The letter's date. */
  writtenOn: string;
}

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 64;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
/** The metadata names no doula, claim or patient (it travels with the file). */
const PDF_TITLE = 'Prompt payment interest';

/** The letter's paragraphs and facts, in reading order. */
function letterText(input: PromptPayLetterInput) {
  const { claim, clock } = input;
  const service =
    claim.serviceDateTo && claim.serviceDateTo !== claim.serviceDateFrom
      ? `${writtenDate(claim.serviceDateFrom)} to ${writtenDate(claim.serviceDateTo)}`
      : writtenDate(claim.serviceDateFrom);
  const facts: [string, string][] = [
    ['Our claim number (patient control number)', claim.formId],
    ['Your claim number', claim.payerClaimNumber || 'not given to us yet'],
    ['Date of service', service],
    ['Amount billed', formatCents(claim.totalChargeCents)],
    ['Received by you (277CA acceptance)', writtenDate(clock.receivedOn)],
    ['Last day to pay on time', writtenDate(clock.dueOn)],
    ['Paid', clock.paidOn ? writtenDate(clock.paidOn) : 'not yet paid'],
    ['Days late', String(clock.lateDays)],
    ['Interest', clock.interestInWords],
    ['Calculation', clock.calculation],
    ['Interest owed', formatCents(clock.interestOwedCents)],
    ['Interest paid', formatCents(clock.interestPaidCents)],
    ['Interest still owed', formatCents(clock.shortfallCents)],
  ];
  const opening =
    `Under ${clock.statute}, a claim must be paid within ${clock.days} ${clock.dayKind} days ` +
    `of receipt, and interest is owed on a claim paid later. You received the claim below on ` +
    `${writtenDate(clock.receivedOn)}; ${clock.paidOn ? `you paid it on ${writtenDate(clock.paidOn)}` : 'it is not paid'}, ` +
    `${clock.lateDays} days after the last day to pay.`;
  const request = `Please pay the interest still owed, ${formatCents(clock.shortfallCents)}, with the claim numbers above on the remittance.`;
  return { facts, opening, request };
}

/** The letter as PDF bytes: one page, US Letter. */
export async function renderPromptPayLetterPdf(input: PromptPayLetterInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(PDF_TITLE);
  pdf.setProducer('Doula billing');
  pdf.setCreator('Doula billing');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const line = (value: string, { font = regular, size = 10, color = INK, x = MARGIN } = {}) => {
    page.drawText(printable(value), { x, y, size, font, color });
    y -= size * 1.5;
  };
  const paragraph = (value: string) => {
    for (const row of wrap(value, regular, 10, WIDTH)) line(row);
    y -= 6;
  };
  const { business } = input;
  line(business.name, { font: bold, size: 13 });
  line(business.street);
  line(`${business.city}, ${business.state} ${business.zip}`);
  line(`NPI ${business.npi}`);
  y -= 10;
  line(writtenDate(input.writtenOn));
  line(`To: ${input.payerName}, claims department`);
  y -= 10;
  line(`Interest owed on a late claim under ${input.clock.statute}`, { font: bold, size: 12 });
  y -= 4;
  const { facts, opening, request } = letterText(input);
  paragraph(opening);
  for (const [label, value] of facts) {
    const rows = wrap(value, regular, 10, WIDTH - 220);
    line(label, { font: bold, size: 9, color: MUTED });
    y += 9 * 1.5;
    for (const row of rows) line(row, { x: MARGIN + 220 });
  }
  y -= 10;
  paragraph(request);
  paragraph(`Sincerely, ${business.name}`);
  return pdf.save();
}
