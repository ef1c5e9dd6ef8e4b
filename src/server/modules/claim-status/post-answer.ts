import { claimTransition, type ClaimEvent } from '#domain/claims/claim-states';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import type { Db, Tx } from '../../db/database.ts';
import {
  X12ReadError,
  answerFor,
  readClaimStatusResponse,
  type ClaimStatusAnswer,
} from '../../formats/x12/index.ts';
import {
  applyPayerAnswer,
  type ClaimHooks,
  claimsForMatching,
  type PayerAnswerChange,
} from '../claims/index.ts';
import { answerNote } from './answer-words.ts';
import { type InquiryRow, lockInquiry, settleInquiry } from './claim-status.repository.ts';

/** What became of an answer: posted to the claim, refused (nothing changed), or seen before. */
export type PostResult =
  | { kind: 'answered'; outcome: string; message: string; from: string; to: string }
  | { kind: 'refused'; message: string }
  | { kind: 'already'; state: string };

/** The largest answer kept and read (a real-time 277 about one claim is a few kilobytes). */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

const today = () => new Date().toISOString().slice(0, 10);

/** The event a 277 answer makes: only a rejection moves a claim; anything else is recorded. */
const eventOf = (answer: ClaimStatusAnswer): ClaimEvent =>
  answer.outcome === 'rejected' ? 'rejected' : 'answered';

/**
 * Posts the 277 that answered one inquiry, in one transaction, as an imported 277CA is posted:
 * through the claim state machine (its history row, audit event and her live notice), never
 * moving a claim the payer decided, the raw answer kept on the inquiry, and only while the
 * inquiry still waits (`asked`): a second delivery of the same answer changes nothing. An answer
 * that does not read, answers another trace number or another claim, or that the state machine
 * refuses is kept with the reason and changes nothing on the claim.
 */
export async function postClaimStatusAnswer(
  db: Db,
  inquiryId: string,
  payload: string,
  by: { changedBy: string; actor?: PayerAnswerChange['actor'] },
  claimHooks: ClaimHooks,
): Promise<PostResult> {
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryId);
    if (!inquiry) throw new Error('a claim status inquiry vanished');
    if (inquiry.state !== 'asked') return { kind: 'already', state: inquiry.state };
    const refuse = async (message: string): Promise<PostResult> => {
      await settleInquiry(tx, inquiry.id, { state: 'refused', message, rawAnswer: payload });
      return { kind: 'refused', message };
    };
    let answer: ClaimStatusAnswer | undefined;
    let from = 'the payer';
    try {
      const response = readClaimStatusResponse(payload, { maxBytes: MAX_ANSWER_BYTES });
      answer = answerFor(response, inquiry.traceNumber);
      const report = response.reports.find((found) => found.answers.includes(answer!));
      from = report?.payer.name ?? report?.payer.id ?? from;
    } catch (error) {
      if (!(error instanceof X12ReadError)) throw error;
      // The reader names segments and elements, never the values in them.
      return refuse(`The payer's answer could not be read: ${error.message}`);
    }
    if (!answer) {
      return refuse(
        'The answer is not for this question: it names another trace number. Nothing was changed.',
      );
    }
    return post(tx, inquiry, answer, from, payload, by, refuse, claimHooks);
  });
}

async function post(
  tx: Tx,
  inquiry: InquiryRow,
  answer: ClaimStatusAnswer,
  from: string,
  payload: string,
  by: { changedBy: string; actor?: PayerAnswerChange['actor'] },
  refuse: (message: string) => Promise<PostResult>,
  claimHooks: ClaimHooks,
): Promise<PostResult> {
  const claim = (await claimsForMatching(tx, [inquiry.formId])).get(inquiry.formId.toUpperCase());
  if (!claim) return refuse('The claim this question was about is gone. Nothing was changed.');
  const named = answer.patientControlNumber?.trim().toUpperCase();
  if (named && named !== claim.formId.toUpperCase()) {
    return refuse('The answer names another claim than the one asked about. Nothing was changed.');
  }
  const event = eventOf(answer);
  const transition = claimTransition(claim.status, event, { formId: claim.formId });
  if (!transition.allowed) return refuse(transition.reason);
  const date = answer.statuses[0]?.date ?? today();
  const payerAnswer: PayerAnswer = {
    source: '277',
    from,
    date,
    outcome: event === 'rejected' ? 'rejected' : 'accepted',
    statusCodes: answer.statuses.flatMap((status) => [
      {
        category: status.category,
        status: status.status,
        ...(status.entity ? { entity: status.entity } : {}),
      },
      ...status.more,
    ]),
    adjustments: [],
    remarkCodes: [],
    notes: [],
  };
  // A pended claim's reasons for information live on its lines too: the claim shows them all.
  for (const line of answer.lines) {
    for (const status of line.statuses) {
      if (answer.outcome !== 'needs-information') break;
      payerAnswer.statusCodes.push({ category: status.category, status: status.status });
    }
  }
  const note = answerNote(answer, { from, date, traceNumber: inquiry.traceNumber });
  const moved = await applyPayerAnswer(
    tx,
    claim,
    {
      event,
      note,
      changedBy: by.changedBy,
      answer: payerAnswer,
      ...(answer.payerClaimNumber ? { payerClaimNumber: answer.payerClaimNumber } : {}),
      ...(by.actor ? { actor: by.actor } : {}),
    },
    claimHooks,
  );
  await settleInquiry(tx, inquiry.id, {
    state: 'answered',
    outcome: answer.outcome,
    message: note,
    rawAnswer: payload,
  });
  return { kind: 'answered', outcome: answer.outcome, message: note, ...moved };
}
