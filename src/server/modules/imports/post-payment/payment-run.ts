import type { ClaimEvent } from '#domain/claims/claim-states';
import type { UnmatchedItem } from '#domain/claims/imports';
import type { ClaimPayment, Remittance } from '../../../formats/x12/index.ts';
import type { ClaimForMatching, VoidAnswered } from '../../claims/index.ts';
import type { ApplyContext, PendingAnswers } from '../apply-context.ts';
import type { FileLedger, ReportLines } from '../file-ledger.ts';
import type {
  AdjustmentInsert,
  LineInsert,
  PaymentIdentity,
  SentFacts,
} from '../ledger.repository.ts';

export const REVERSAL = '22';
/** Ledger rows the import writes itself: an original's payment offset by its replacement's. */
export const SUPERSEDED = 'superseded';

/** What applying one 835 keeps from its first slice to its last: small, whatever its size. */
export interface Run835 {
  ctx: ApplyContext;
  answers: PendingAnswers;
  already: ReportLines;
  held: ReportLines;
  notes: string[];
  now: Date;
  newId: () => string;
}

/** What one slice of claim payments works with: its claims, their facts and ledger rows. */
export interface Slice835 {
  claimsByFormId: Map<string, ClaimForMatching>;
  facts: Map<string, SentFacts>;
  originalFacts: Map<string, SentFacts>;
  ledger: FileLedger;
  /** Rows of this check on other claims, for a void's two claims (as one pass had them). */
  loadCheckRows: (identity: PaymentIdentity, claimIds: string[]) => Promise<void>;
  lines: LineInsert[];
  adjustmentRows: AdjustmentInsert[];
  touched: string[];
  answered: string[];
}

/** A claim payment of the file that names a claim of ours (the match step's answer). */
export interface MatchedPayment {
  remittance: Remittance;
  payment: ClaimPayment;
  claim: ClaimForMatching;
  fact: SentFacts | undefined;
  identity: PaymentIdentity;
  /** The payer as the history names it. */
  from: string;
  date: string;
  trace: string;
  /** What an unmatched item keeps of the payment, should a later step refuse it. */
  details: UnmatchedItem['details'];
}

/** A CAS of the payment: claim level is line 0. */
export interface PaymentAdjustment {
  group: string;
  reason: string;
  amountCents: number;
  procedureCode: string;
  line: number;
}

/** A matched payment the ledger does not know and the state machine allows (the guard's answer). */
export interface GuardedPayment extends MatchedPayment {
  event: ClaimEvent;
  reversal: boolean;
  partial: boolean;
  /** Her void this reversal answers: both claims close. */
  voided: VoidAnswered | undefined;
  /** The claim a void request or replacement corrects, when this slice read its facts. */
  original: string | undefined;
  adjustments: PaymentAdjustment[];
  remarkCodes: string[];
}
