import type { CodeExplanation, NextActor } from '#domain/billing-codes/code-explanation';
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
  /** Who this reason sends her to; null when it decides no step of its own. */
  actor: NextActor | null;
}

const unknown = (code: string, words = ''): ReasonLine => ({
  code,
  words,
  plain: `Code ${code}. ${UNKNOWN_CODE_EXPLANATION}`,
  nextStep: '',
  actor: null,
});

/** A clearinghouse that could not read our file (a 999 or TA1 rejection): the product's fault. */
export const isFileRejection = (answer: Pick<PayerAnswer, 'source' | 'outcome'>) =>
  (answer.source === '999' || answer.source === 'TA1') && answer.outcome === 'rejected';

/** What she reads of a file the clearinghouse could not read: no X12, nothing for her to do. */
export const FILE_REJECTED_REASON = 'Our file to the clearinghouse had a problem.';
export const FILE_REJECTED_STEP = 'We are sending it again; nothing for you to do.';

const STATUS_ONLY = {
  nextStep: 'Nothing to do for this answer; the payment notice gives the reasons.',
  actor: null,
};

/** An 835 that paid nothing: its words never speak of a lowered amount. */
export const paidNothing = (answer: Pick<PayerAnswer, 'source' | 'outcome' | 'paidCents'>) =>
  answer.outcome === 'denied' || (answer.source === '835' && (answer.paidCents ?? 0) === 0);

/** A code's words for this answer: its $0.00 words when the payer paid nothing. */
function wordsFor(entry: Omit<CodeExplanation, 'code'>, nothing: boolean) {
  return nothing && entry.nothingPaid ? entry.nothingPaid : entry;
}

/**
 * The answer's reasons in plain words, most telling first: rejection categories, then
 * adjustment reasons (with who bears them), then remark codes. A code the table does not know
 * is named and said to be unknown, never left out.
 */
export function reasonsOf(answer: PayerAnswer): ReasonLine[] {
  // The 999's notes name segments and loops: operators read them in the batch, never she.
  if (isFileRejection(answer)) {
    return [
      {
        code: FILE_REJECTED_REASON,
        words: '',
        plain: FILE_REJECTED_REASON,
        nextStep: FILE_REJECTED_STEP,
        actor: 'operators',
      },
    ];
  }
  const nothing = paidNothing(answer);
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
    const answered = codeWords('status-category', triple.category);
    if (!known && answered) {
      // A 277 answer's category (pending, finalized): the payment notice gives the reasons.
      add({ code, words, plain: `The payer’s status answer: ${answered}.`, ...STATUS_ONLY });
    } else if (!known) {
      add(unknown(code, words));
    } else if (fix) {
      const { sentence, ...field } = fix;
      add({
        code,
        words,
        plain: sentence,
        nextStep: `Change it in ${fixPlaceWords[fix.where]}, then correct this claim: the filing deadline keeps running.`,
        fix: field,
        actor: 'doula',
      });
    } else {
      add({ code, words, ...lineOf(known, nothing) });
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
    const line = lineOf(known.reason, nothing);
    const bearer = known.group && wordsFor(known.group, nothing).plain;
    add({ code, words, ...line, plain: bearer ? `${line.plain} ${bearer}` : line.plain });
  }
  for (const code of answer.remarkCodes) {
    const known = explainRemark(code);
    add(known ? { code, words: known.summary, ...lineOf(known, nothing) } : unknown(code));
  }
  for (const note of answer.notes) {
    add({ code: note, words: '', plain: note, nextStep: '', actor: null });
  }
  return lines;
}

/** A known code's words, advice, actor and field for this answer. */
function lineOf(known: Omit<CodeExplanation, 'code'>, nothing: boolean) {
  const { plain, nextStep } = wordsFor(known, nothing);
  return { plain, nextStep, actor: known.actor, ...(known.fix ? { fix: known.fix } : {}) };
}

/** The one-line summary of the first reason, for a status history note. */
export function firstReason(answer: PayerAnswer): string {
  const [first] = reasonsOf(answer);
  return first ? first.plain : '';
}
