import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { formatCents } from '#domain/billing/money';
import { writtenDate } from '#domain/common/dates';
import type { ReasonLine } from '#domain/claims/payer-answer';
import type { PacketClaim } from '#domain/claims/reconsideration-packet';
import { wrap } from '../pdf-text.ts';

export interface PacketInput {
  /** Who asks: her name as the claim's billing provider. */
  from: string;
  /** The plan as its remittance names itself. */
  payer: string;
  level: 1 | 2;
  claim: PacketClaim & { memberId: string; memberName: string };
  remittanceDate: string;
  deadline: string;
  reasons: readonly ReasonLine[];
  paragraph: string;
  evidence: readonly { label: string; text: string }[];
}

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;
const LINE = 15;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
/** The metadata names no doula, claim or patient (it travels with the file). */
const PDF_TITLE = 'Request for reconsideration';

function createPen(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const width = PAGE.width - 2 * MARGIN;
  const room = (rows: number) => {
    if (y - rows * LINE >= MARGIN) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, { font = regular, size = 10, color = INK, indent = 0 } = {}) => {
    const rows = wrap(text, font, size, width - indent);
    room(rows.length);
    for (const row of rows) {
      page.drawText(row, { x: MARGIN + indent, y, size, font, color });
      y -= LINE;
    }
  };
  const heading = (text: string) => {
    y -= LINE / 2;
    write(text, { font: bold, size: 12 });
  };
  const gap = (lines = 0.5) => {
    y -= lines * LINE;
  };
  return { write, heading, gap };
}

/**
 * The packet: who asks and of which plan, the claim's numbers, the remittance's reason codes in
 * words, the paragraph tying the reason to the rule, and the evidence held, each with its
 * source. Page one is the letter; the evidence follows on as many pages as it needs.
 */
export async function renderReconsiderationPacket(input: PacketInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(PDF_TITLE);
  pdf.setCreator('Doula Billing');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { write, heading, gap } = createPen(pdf, regular, bold);
  const { claim } = input;
  write(input.level === 1 ? 'Request for reconsideration' : 'Second-level appeal', {
    font: bold,
    size: 18,
  });
  gap();
  write(`From: ${input.from}`);
  write(`To: ${input.payer}`);
  write(
    `Remittance of ${writtenDate(input.remittanceDate)}; to be received by ${writtenDate(input.deadline)}.`,
    { color: MUTED },
  );
  heading('The claim');
  write(`Our claim number (patient account): ${claim.formId}`);
  write(`Payer claim number: ${claim.payerClaimNumber || 'not given by the payer'}`);
  write(`Member: ${claim.memberName}, ID ${claim.memberId}`);
  write(`Service: ${claim.serviceType} on ${writtenDate(claim.serviceDate)}`);
  write(`Billed ${formatCents(claim.billedCents)}; paid ${formatCents(claim.paidCents)}`);
  heading('The payer’s reasons');
  for (const reason of input.reasons) {
    write(`${reason.code}${reason.words ? ` (${reason.words})` : ''}`, { font: bold });
    write(reason.plain, { indent: 12 });
  }
  heading('Why the decision should change');
  write(input.paragraph);
  heading('Evidence');
  for (const line of input.evidence) {
    write(line.label, { font: bold });
    write(line.text, { indent: 12 });
  }
  return pdf.save();
}
