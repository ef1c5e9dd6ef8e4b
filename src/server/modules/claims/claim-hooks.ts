import type { ClaimEvent } from '#domain/claims/claim-states';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { DbOrTx } from '../../db/database.ts';

/** One transition the state machine just applied, as the hooks are told of it. */
export interface TransitionFacts {
  claimId: string;
  userId: string;
  event: ClaimEvent;
  answer?: PayerAnswer | undefined;
  /** The claim history row written for it. */
  statusChangeId: number;
  note: string;
}

/**
 * What other modules do inside the transaction that moves claims (the fee ledger charges a
 * claim accepted for processing, decision 082). Handed in by whoever builds the claim services
 * (app.ts, the command line, the tests), so claims import nothing of those modules; every
 * writer of a transition requires it, so no path can move a claim without it.
 */
export interface ClaimHooks {
  afterTransitions(tx: DbOrTx, transitions: readonly TransitionFacts[]): Promise<void>;
}

/** What the claim services are built with. */
export interface ClaimServiceOptions {
  claimHooks: ClaimHooks;
  taxIds?: TaxIdCipher | undefined;
}
