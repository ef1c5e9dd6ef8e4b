import {
  UNKNOWN_CODE_EXPLANATION,
  explainAdjustment,
  explainClaimAcknowledgement,
  explainRemark,
} from '#domain/billing-codes/remittance-reasons';

/**
 * The latest thing a payer (or clearinghouse) said about one claim, as imported from a 999,
 * 277CA or 835 file: only this claim's part of the file, so a file about several doulas'
 * claims never shows one doula another's data.
 */
export interface PayerAnswer {
  source: 'TA1' | '999' | '277CA' | '835';
  /** Who answered: the payer or clearinghouse as the file names it. */
  from: string;
  /** The answer's date (YYYY-MM-DD). */
  date: string;
  outcome: 'accepted' | 'rejected' | 'paid' | 'partially-paid' | 'denied' | 'reversed';
  /** For an 835: what this answer paid (negative for a reversal). */
  paidCents?: number;
  /** 277CA STC category and status codes. */
  statusCodes: { category: string; status: string }[];
  /** 835 CAS adjustments (claim and line level). */
  adjustments: { group: string; reason: string; amountCents: number }[];
  /** 835 remark codes (RARC). */
  remarkCodes: string[];
  /** 999 errors, as plain sentences (no values from the file). */
  notes: string[];
}

/** One reason in a doula's words: what it means and what happens next. */
export interface ReasonLine {
  code: string;
  plain: string;
  nextStep: string;
}

const unknown = (code: string): ReasonLine => ({
  code,
  plain: `Code ${code}.`,
  nextStep: UNKNOWN_CODE_EXPLANATION,
});

/**
 * The answer's reasons in plain words, most telling first: rejection categories, then
 * adjustment reasons (with who bears them), then remark codes. A code the table does not know
 * gets the "we will look it up" line, never silence.
 */
export function reasonsOf(answer: PayerAnswer): ReasonLine[] {
  const lines: ReasonLine[] = [];
  const seen = new Set<string>();
  const add = (line: ReasonLine) => {
    if (seen.has(line.code)) return;
    seen.add(line.code);
    lines.push(line);
  };
  for (const { category, status } of answer.statusCodes) {
    const known = explainClaimAcknowledgement(category);
    add(
      known
        ? { code: `${category}:${status}`, plain: known.plain, nextStep: known.nextStep }
        : unknown(`${category}:${status}`),
    );
  }
  for (const { group, reason } of answer.adjustments) {
    const known = explainAdjustment(group, reason);
    const code = `${group}-${reason}`;
    if (!known.reason) {
      add(unknown(code));
      continue;
    }
    add({
      code,
      plain: known.group ? `${known.reason.plain} ${known.group.plain}` : known.reason.plain,
      nextStep: known.reason.nextStep,
    });
  }
  for (const code of answer.remarkCodes) {
    const known = explainRemark(code);
    add(known ? { code, plain: known.plain, nextStep: known.nextStep } : unknown(code));
  }
  for (const note of answer.notes) add({ code: note, plain: note, nextStep: '' });
  return lines;
}

/** The one-line summary of the first reason, for a status history note. */
export function firstReason(answer: PayerAnswer): string {
  const [first] = reasonsOf(answer);
  return first ? first.plain : '';
}
