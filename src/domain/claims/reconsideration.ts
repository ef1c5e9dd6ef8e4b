import { z } from 'zod';
import { formatCents } from '#domain/billing/money';
import type { ReconsiderationLevel } from '#domain/billing/reconsideration-window';
import { writtenDate } from '#domain/common/dates';
import { type PayerAnswer, reasonsOf } from './payer-answer.ts';
import { nextStepOf } from './next-step.ts';
import type { ClaimStatus } from './status.ts';
import type { LinkedClaim } from './corrections.ts';

/**
 * A denied or underpaid claim, fixed one of two ways: a corrected claim when she billed something
 * wrong, a reconsideration when the payer decided wrongly. Plans send back the wrong one, so the
 * product decides from the payer's codes and the evidence it holds, and says why in one sentence.
 */

/** The states of a reconsideration, in order; won and lost close it. */
export const reconsiderationStates = ['drafted', 'sent', 'answered', 'won', 'lost'] as const;
export type ReconsiderationState = (typeof reconsiderationStates)[number];

const moves: Record<ReconsiderationState, readonly ReconsiderationState[]> = {
  drafted: ['sent'],
  // The payer's answer may come with its decision, or first as a letter saying it is reviewing.
  sent: ['answered', 'won', 'lost'],
  answered: ['won', 'lost'],
  won: [],
  lost: [],
};

export const canMoveReconsideration = (from: ReconsiderationState, to: ReconsiderationState) =>
  moves[from].includes(to);

export const nextReconsiderationStates = (from: ReconsiderationState) => moves[from];

export const isOpenReconsideration = (state: ReconsiderationState) => moves[state].length > 0;

export const reconsiderationStateWords: Record<ReconsiderationState, string> = {
  drafted: 'Drafted: print the packet and send it to the plan',
  sent: 'Sent to the plan: waiting for its answer',
  answered: 'The plan answered: record its decision',
  won: 'Won: the plan changed its decision',
  lost: 'Lost: the plan kept its decision',
};

/** What the product holds that speaks for her, each with where it comes from. */
export interface ReconsiderationEvidence {
  /** The limit the payer said was reached, as her tracker counts it without this claim. */
  limit: {
    /** As her tracker writes it: "Prenatal/postpartum visits 1 of 8". */
    words: string;
    used: number;
    max: number;
    source: string;
    verified: boolean;
  } | null;
  /** The rate in force on the date of service for the claim's lines. */
  rate: { expectedCents: number; source: string; verified: boolean } | null;
  /** A stored coverage answer saying she was covered in the month of service. */
  coverage: { month: string; checkedOn: string } | null;
  /** Proof of receipt: the day the payer's 277CA accepted the claim. */
  receivedOn: string | null;
  /**
   * The standing order or recommendation on file the claim relied on when it was submitted, in
   * words; null when none was needed or kept (the packet then says none is attached).
   */
  recommendation: { summary: string } | null;
}

export const NO_EVIDENCE: ReconsiderationEvidence = {
  limit: null,
  rate: null,
  coverage: null,
  receivedOn: null,
  recommendation: null,
};

export type FixKind = 'corrected-claim' | 'reconsideration';
export type Ground = 'limit' | 'rate' | 'coverage' | 'recommendation' | 'filing' | 'decision';

export interface FixDecision {
  kind: FixKind;
  /** The payer's rule a reconsideration disputes; null for a corrected claim. */
  ground: Ground | null;
  /** Why, in one sentence. */
  why: string;
}

export interface AnsweredClaim {
  status: ClaimStatus;
  payerAnswer: PayerAnswer | null;
  correctedBy: LinkedClaim | null;
  expectedCents: number;
  paidCents: number;
}

/** Reasons a reconsideration cannot start, one sentence each; nothing is stored. */
export const reconsiderationRefusals = {
  notAnswered:
    'The payer has not decided this claim yet, so there is nothing to ask it to reconsider.',
  paidInFull: 'This claim was paid in full, so there is nothing to ask the payer to reconsider.',
  alreadyOpen: 'This claim is already under reconsideration; follow that one instead.',
  corrected: 'This claim was replaced by a corrected claim, so there is nothing to reconsider.',
  correctInstead:
    'The payer’s answer points to a detail of the claim: correct the claim and send it again instead.',
} as const;

/** The payer's codes that each ground disputes (CARC unless noted). */
const limitCodes = ['119'];
const coverageCodes = ['26', '27', '31', '109', '204'];
const filingCodes = ['29'];
const recommendationCodes = ['50'];

/** The remittance that decided the claim (an 835), or null when the payer has not decided it. */
export function decidingAnswer(claim: AnsweredClaim): PayerAnswer | null {
  const answer = claim.payerAnswer;
  if (!answer || answer.source !== '835') return null;
  if (claim.status === 'denied') return answer;
  if (claim.status === 'approved' && claim.paidCents < claim.expectedCents) return answer;
  return null;
}

/** Why a reconsideration of this claim cannot start, or null when it can. */
export function refusalOf(claim: AnsweredClaim, alreadyOpen: boolean): string | null {
  if (claim.correctedBy) return reconsiderationRefusals.corrected;
  if (claim.status === 'approved' && claim.paidCents >= claim.expectedCents)
    return reconsiderationRefusals.paidInFull;
  if (!decidingAnswer(claim)) return reconsiderationRefusals.notAnswered;
  if (alreadyOpen) return reconsiderationRefusals.alreadyOpen;
  return null;
}

const codesOf = (answer: PayerAnswer) => answer.adjustments.map((adjustment) => adjustment.reason);

/**
 * Corrected claim or reconsideration, and why. The evidence decides first: a limit her tracker
 * shows not reached, coverage a stored answer confirms for the month, a rate in force above what
 * was paid, proof of timely receipt. Without evidence against the payer, the codes' own next step
 * decides (next-step.ts): a detail of hers is a corrected claim, a decision is a reconsideration.
 */
export function decideFix(claim: AnsweredClaim, evidence: ReconsiderationEvidence): FixDecision {
  const answer = decidingAnswer(claim) ?? claim.payerAnswer;
  const codes = answer ? codesOf(answer) : [];
  const has = (list: readonly string[]) => codes.some((code) => list.includes(code));
  const { limit, coverage, rate, receivedOn } = evidence;
  if (has(limitCodes) && limit && limit.used < limit.max) {
    return reconsider(
      'limit',
      `The payer said the benefit limit was reached, but your tracker counts ${limit.words} without this claim, so the limit was not reached.`,
    );
  }
  if (has(coverageCodes) && coverage) {
    return reconsider(
      'coverage',
      `The payer said she was not covered, but its own coverage answer of ${writtenDate(coverage.checkedOn)} says she was covered for ${coverage.month}.`,
    );
  }
  if (has(filingCodes) && receivedOn) {
    return reconsider(
      'filing',
      `The payer said the claim came too late, but its acknowledgment shows it received the claim on ${writtenDate(receivedOn)}.`,
    );
  }
  if (claim.status === 'approved' && rate && claim.paidCents < rate.expectedCents) {
    return reconsider(
      'rate',
      `The payer paid ${formatCents(claim.paidCents)}, less than the ${formatCents(rate.expectedCents)} of the rate in force for this service.`,
    );
  }
  if (has(recommendationCodes) && evidence.recommendation) {
    return reconsider(
      'recommendation',
      `The payer said the care was not shown to be needed, but the claim relied on ${evidence.recommendation.summary}, so ask the plan to reconsider with it.`,
    );
  }
  return byTheCodes(claim, answer);
}

function reconsider(ground: Ground, why: string): FixDecision {
  return { kind: 'reconsideration', ground, why };
}

function byTheCodes(claim: AnsweredClaim, answer: PayerAnswer | null): FixDecision {
  const step = nextStepOf({
    ...claim,
    status: claim.status === 'approved' ? 'denied' : claim.status,
  });
  const first = answer ? reasonsOf(answer).find((line) => line.actor !== null) : undefined;
  const said = first?.plain ?? 'The payer decided not to pay this claim.';
  if (step?.actor === 'payer' || (!step && claim.status === 'approved')) {
    return reconsider(
      'decision',
      `${said} Nothing on the claim was wrong, so ask the plan to reconsider.`,
    );
  }
  return {
    kind: 'corrected-claim',
    ground: null,
    why: `${said} That is a detail of the claim, so correct the claim.`,
  };
}

/** A reconsideration as her screens and the packet read it. */
export interface ReconsiderationView {
  id: string;
  claimId: string;
  formId: string;
  level: ReconsiderationLevel;
  state: ReconsiderationState;
  ground: Ground;
  why: string;
  remittanceDate: string;
  deadline: string;
  windowSource: string;
  windowVerified: boolean;
  /** Said plainly when she started it after the deadline. */
  latePassed: boolean;
  evidence: ReconsiderationEvidence;
  createdAt: string;
  updatedAt: string;
}

export const lateWords = (deadline: string) =>
  `The deadline to ask for a reconsideration passed on ${writtenDate(deadline)}. You can still send it, but the plan may refuse it as late.`;

/** POST /api/reconsiderations/:id/state: where she moves it. */
export const reconsiderationMoveSchema = z
  .object({ state: z.enum(reconsiderationStates) })
  .strict();

/** What starting one answers: the record, and the late deadline said plainly when it passed. */
export interface StartedReconsideration {
  reconsideration: ReconsiderationView;
  notice: string | null;
}

/** An open reconsideration as operators list it: identifiers and dates, no patient. */
export interface OperatorReconsiderationView {
  id: string;
  formId: string;
  payerName: string;
  level: ReconsiderationLevel;
  state: ReconsiderationState;
  ground: Ground;
  deadline: string;
  windowVerified: boolean;
  createdAt: string;
}

export const groundWords: Record<Ground, string> = {
  limit: 'a benefit limit not reached',
  rate: 'the rate in force',
  coverage: 'coverage confirmed for the month',
  recommendation: 'the recommendation on file',
  filing: 'proof of timely filing',
  decision: 'the payer’s decision',
};
