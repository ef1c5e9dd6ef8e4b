/**
 * How her fees are paid, in the one set of words her Billing page, her statements and the Terms
 * share, with and without card payments set up. No zod: the public pages load it.
 */

/** A check: to whom, what to write on it, where to mail it. */
export function payByCheckWords(checkAddress: string): string {
  return `Pay by check made out to Doula Billing, writing the statement month on it, and mail it to ${checkAddress}. We record your payment when it arrives and send a receipt.`;
}

/** The whole of it: when fees are billed, and how they are paid on this server. */
export function howFeesArePaid(options: { cardPayments: boolean; checkAddress: string }): string {
  const billed =
    'Fees are billed monthly: each month has a statement of the claims accepted that month.';
  if (!options.cardPayments) {
    return `${billed} Card payments are not available yet. ${payByCheckWords(options.checkAddress)}`;
  }
  return `${billed} Early the next month, what is due is charged to the card you keep on file on your Billing page. Without a card on file, pay by check made out to Doula Billing, writing the statement month on it, mailed to ${options.checkAddress}.`;
}

/**
 * Why a claim's fee is charged and when it is given back (decision 071), for Billing, the
 * statements, Help and the Terms.
 */
export const whenAFeeIsCharged =
  'A claim is charged once, when the clearinghouse or payer accepts it for processing. The fee stays if the payer later denies the claim: it pays for preparing, checking and sending the claim, not for the payer’s decision. A claim turned away for a detail our claim check should have caught is never charged, or its fee is given back; corrections and voids are free.';
