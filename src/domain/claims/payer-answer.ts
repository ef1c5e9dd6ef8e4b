import {
  UNKNOWN_CODE_EXPLANATION,
  explainAdjustment,
  explainClaimAcknowledgement,
  explainRemark,
} from '#domain/billing-codes/remittance-reasons';
import {
  codeWords,
  explainStatusCode,
  fixPlaceWords,
  type FieldToFix,
} from '#domain/glossary/index';

/**
 * The latest thing a payer (or clearinghouse) said about one claim, as imported from a 999,
 * 277CA or 835 file: only this claim's part of the file, so a file about several doulas'
 * claims never shows one doula another's data.
 */
export interface PayerAnswer {
  source: 'TA1' | '999' | '277CA' | '277' | '835';
  /** Who answered: the payer or clearinghouse as the file names it. */
  from: string;
  /** The answer's date (YYYY-MM-DD). */
  date: string;
  outcome: 'accepted' | 'rejected' | 'paid' | 'partially-paid' | 'denied' | 'reversed';
  /** For an 835: what this answer paid (negative for a reversal). */
  paidCents?: number;
  /** 277CA STC category and status codes, and the entity each is about when the file names it. */
  statusCodes: { category: string; status: string; entity?: string }[];
  /** 835 CAS adjustments (claim and line level). */
  adjustments: { group: string; reason: string; amountCents: number }[];
  /** 835 remark codes (RARC). */
  remarkCodes: string[];
  /** 999 errors, as plain sentences (no values from the file). */
  notes: string[];
}

/** What each kind of file is, in her words (the file's code is shown beside them, small). */
export const answerSourceWords: Record<PayerAnswer['source'], string> = {
  TA1: 'the clearinghouse’s receipt for the file',
  '999': 'the clearinghouse’s check of the file',
  '277CA': 'the claim acknowledgment',
  '277': 'a claim status answer',
  '835': 'the payment notice',
};

/** One reason in a doula's words: what it means and what happens next. */
export interface ReasonLine {
  code: string;
  /** The code's parts in short words, shown beside it ('' for a 999 note, which has no code). */
  words: string;
  plain: string;
  nextStep: string;
  /** The detail she can change herself and where, when the reason names one. */
  fix?: FieldToFix;
}

const unknown = (code: string, words = ''): ReasonLine => ({
  code,
  words,
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
  for (const triple of answer.statusCodes) {
    const known = explainClaimAcknowledgement(triple.category);
    const { code, words, fix } = explainStatusCode(triple);
    if (!known) {
      add(unknown(code, words));
    } else if (fix) {
      const { sentence, ...field } = fix;
      add({
        code,
        words,
        plain: sentence,
        nextStep: `Change it in ${fixPlaceWords[fix.where]}, then correct this claim: the filing deadline keeps running.`,
        fix: field,
      });
    } else {
      add({ code, words, plain: known.plain, nextStep: known.nextStep });
    }
  }
  for (const { group, reason } of answer.adjustments) {
    const known = explainAdjustment(group, reason);
    const code = `${group}-${reason}`;
    const words = [codeWords('adjustment-group', group), codeWords('adjustment-reason', reason)]
      .filter(Boolean)
      .join('; ');
    if (!known.reason) {
      add(unknown(code, words));
      continue;
    }
    add({
      code,
      words,
      plain: known.group ? `${known.reason.plain} ${known.group.plain}` : known.reason.plain,
      nextStep: known.reason.nextStep,
    });
  }
  for (const code of answer.remarkCodes) {
    const known = explainRemark(code);
    add(
      known
        ? { code, words: known.summary, plain: known.plain, nextStep: known.nextStep }
        : unknown(code),
    );
  }
  for (const note of answer.notes) add({ code: note, words: '', plain: note, nextStep: '' });
  return lines;
}

/** The one-line summary of the first reason, for a status history note. */
export function firstReason(answer: PayerAnswer): string {
  const [first] = reasonsOf(answer);
  return first ? first.plain : '';
}
