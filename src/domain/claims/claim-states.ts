import { claimStatusLabel, type ClaimStatus } from './status.ts';

/**
 * The claim state machine, as data: what moves a claim (an event, with its cause) and, for each
 * status it may be in, where that event takes it. One server command applies these transitions
 * (decision 037); every writer of a claim's status goes through it.
 *
 * Stored statuses stay few: the payer's words (pending, processing, approved, denied), rejected
 * (turned away unread), and voided, the one final status. Finer facts live beside the status, not
 * in it: "accepted by the clearinghouse" is a processing claim whose payer answer says accepted,
 * "partly paid" an approved claim whose answer says partly paid, and "corrected" a claim another
 * claim corrects (the correction link).
 */
export const claimEvents = [
  /** She submitted it (or a correction or void request of another claim): a new claim. */
  'submitted',
  /** An operator sent it to the clearinghouse in an 837P batch. */
  'sent',
  /**
   * An operator sent it again in a new batch after the clearinghouse could not read the file it
   * went in (Resend): the claim itself was never read, so nothing of hers changes.
   */
  'resent',
  /** A 277CA accepted it into adjudication. */
  'accepted',
  /** A 277CA said something that decides nothing (pending, information requested). */
  'answered',
  /** A 999 (the whole file) or a 277CA (this claim) turned it away before adjudication. */
  'rejected',
  /** An 835 paid it. */
  'paid',
  /** An 835 paid part of it (something beyond the contract lowered the payment). */
  'partly-paid',
  /** An 835 paid nothing. */
  'denied',
  /** An 835 reversed an earlier payment on it (CLP02 22): the payer decides it again. */
  'reversed',
  /** She asked the payer to void it: a void request (frequency 8) now names it. */
  'void-requested',
  /** The payer answered a void: the void request and the claim it voids are closed for good. */
  'voided',
  /** She corrected it: another claim (a replacement or a new original) supersedes it. */
  'corrected',
  /** An operator set its status by hand (console or command line). */
  'set-by-operator',
  /**
   * Her fix of her profile, a facility or a patient cleared the last thing that kept her pending
   * claim from being sent: it stays pending, now ready for the next batch.
   */
  'became-ready',
  /** A change to her profile, a facility or a patient keeps her pending claim from being sent. */
  'needs-attention',
  /** An operator asked her for the recommendation the claim relies on (it needs her now). */
  'recommendation-asked',
  /** She recorded a recommendation on the patient's pregnancy: the request is closed. */
  'recommendation-added',
] as const;
export type ClaimEvent = (typeof claimEvents)[number];

/** Statuses no event moves a claim out of. */
export const finalClaimStatuses: readonly ClaimStatus[] = ['voided'];

/**
 * What an operator may set by hand. Voided is not among them: only the payer's answer to a void
 * closes a claim, so the money reversed and the status agree.
 */
export const operatorClaimStatuses = [
  'pending',
  'processing',
  'approved',
  'denied',
  'rejected',
] as const satisfies readonly ClaimStatus[];
export type OperatorClaimStatus = (typeof operatorClaimStatuses)[number];

/** Where a claim not yet stored starts: `from` for the submitted event. */
export const NEW_CLAIM = 'new' as const;
export type ClaimState = ClaimStatus | typeof NEW_CLAIM;

type Moves = Partial<Record<ClaimState, ClaimStatus>>;

const open = (to: ClaimStatus): Moves => ({ pending: to, processing: to, rejected: to });
/** A decided claim keeps its status: the answer is recorded, the decision stands. */
const decidedStay: Moves = { approved: 'approved', denied: 'denied' };
const decidedTo = (to: ClaimStatus): Moves => ({ approved: to, denied: to });
/** These statuses stay as they are: the event is recorded, nothing moves. */
const same = (...statuses: ClaimStatus[]): Moves =>
  Object.fromEntries(statuses.map((status) => [status, status]));

/**
 * Every allowed transition: for each event, the statuses it applies to and where it takes the
 * claim. A status missing from an event's row is an illegal transition. A move to the same
 * status records the event (a history row, an audit row) without changing the status.
 *
 * The payer's events apply from pending too: whether an answer may match a claim at all (sent
 * in a batch, to that payer) is the import's matching, not the machine's.
 */
export const claimTransitions: Record<ClaimEvent, Moves> = {
  submitted: { [NEW_CLAIM]: 'pending' },
  sent: { pending: 'processing' },
  resent: { rejected: 'processing' },
  accepted: { ...open('processing'), ...decidedStay },
  answered: { pending: 'pending', processing: 'processing', rejected: 'rejected', ...decidedStay },
  rejected: { ...open('rejected'), ...decidedStay },
  paid: { ...open('approved'), ...decidedTo('approved') },
  'partly-paid': { ...open('approved'), ...decidedTo('approved') },
  denied: { ...open('denied'), ...decidedTo('denied') },
  reversed: { processing: 'processing', ...decidedTo('processing') },
  'void-requested': { ...decidedStay },
  voided: { ...open('voided'), ...decidedTo('voided') },
  corrected: { rejected: 'rejected', denied: 'denied' },
  'became-ready': { pending: 'pending' },
  'needs-attention': { pending: 'pending' },
  // A request is a note in the history, never a move: asked of a claim not yet paid, closed on
  // any claim it is still open on but a voided one (final).
  'recommendation-asked': { ...same('pending', 'processing', 'rejected', 'denied') },
  'recommendation-added': { ...same('pending', 'processing', 'rejected', 'denied', 'approved') },
  // Filled in below: from any status that is not final, to any status an operator may set.
  'set-by-operator': {},
};

/**
 * Whether the doula gets her status email (decision 031) for an event that moved her claim: not
 * for what she did herself (submitted, corrected, asked for a void). An operator's change is
 * always told, even one that only adds a note.
 */
export const claimEventTellsDoula: Record<ClaimEvent, 'when-moved' | 'always' | 'never'> = {
  submitted: 'never',
  sent: 'when-moved',
  resent: 'when-moved',
  accepted: 'when-moved',
  answered: 'never',
  rejected: 'when-moved',
  paid: 'when-moved',
  'partly-paid': 'when-moved',
  denied: 'when-moved',
  reversed: 'when-moved',
  'void-requested': 'never',
  voided: 'when-moved',
  corrected: 'never',
  'set-by-operator': 'always',
  'became-ready': 'never',
  'needs-attention': 'never',
  // Her claims list and the count beside Claims say it; the status email would say a status
  // changed, which it did not.
  'recommendation-asked': 'never',
  'recommendation-added': 'never',
};

/** What each event does, in words that finish "… cannot …" in a refusal. */
const eventPhrase: Record<ClaimEvent, string> = {
  submitted: 'be submitted again',
  sent: 'be sent to the payer; only a pending claim can',
  resent: 'be sent again; only a claim whose file the clearinghouse could not read can',
  accepted: 'be accepted by the clearinghouse now',
  answered: 'take an answer from the payer now',
  rejected: 'be rejected now',
  paid: 'be paid now',
  'partly-paid': 'be paid now',
  denied: 'be denied now',
  reversed: 'have a payment reversed; only a claim the payer decided can',
  'void-requested': 'be voided; only a claim the payer decided (denied or paid) can',
  voided: 'be voided now',
  corrected: 'be corrected; only a rejected or denied claim can',
  'set-by-operator': 'be set to that status',
  'became-ready': 'wait to be sent; only a pending claim does',
  'needs-attention': 'wait to be sent; only a pending claim does',
  'recommendation-asked': 'be asked for a recommendation; a paid claim needs none',
  'recommendation-added': 'take a recommendation now',
};

export type ClaimTransition =
  | { allowed: true; from: ClaimState; to: ClaimStatus; moved: boolean; tellsDoula: boolean }
  | { allowed: false; reason: string };

const statusWord = (status: ClaimState) =>
  status === NEW_CLAIM ? 'not submitted yet' : claimStatusLabel[status].toLowerCase();

/**
 * The transition an event makes from a status, or why it may not: the refusal is one plain
 * sentence naming the claim. `requested` is the status an operator chose (set-by-operator only).
 */
export function claimTransition(
  from: ClaimState,
  event: ClaimEvent,
  options: { requested?: ClaimStatus; formId?: string } = {},
): ClaimTransition {
  const claim = options.formId ? `Claim ${options.formId}` : 'This claim';
  if (from !== NEW_CLAIM && finalClaimStatuses.includes(from)) {
    return {
      allowed: false,
      reason: `${claim} is ${statusWord(from)}, which is final: its status cannot change any more.`,
    };
  }
  let to: ClaimStatus | undefined;
  if (event === 'set-by-operator') {
    const requested = options.requested;
    to =
      from !== NEW_CLAIM &&
      requested &&
      (operatorClaimStatuses as readonly ClaimStatus[]).includes(requested)
        ? requested
        : undefined;
  } else {
    to = claimTransitions[event][from];
  }
  if (!to) {
    return {
      allowed: false,
      reason: `${claim} is ${statusWord(from)}, so it cannot ${eventPhrase[event]}.`,
    };
  }
  const moved = from !== to;
  const tells = claimEventTellsDoula[event];
  return {
    allowed: true,
    from,
    to,
    moved,
    tellsDoula: tells === 'always' || (tells === 'when-moved' && moved),
  };
}
