import { formatCents } from '#domain/billing/money';
import type { ClaimPayment, Remittance } from '../../formats/x12/index.ts';
import type { ClaimForMatching } from '../claims/index.ts';
import type { SentFacts } from './ledger.repository.ts';

/**
 * The guards that decide whether a payer's answer is about a claim of ours at all: it must
 * have been sent in a batch (to that payer, for an 835) and its billing provider must be the
 * file's payee. Every refusal is a sentence for the import report.
 */

/** Letters and digits only, upper case: "Medi-Cal" and "MEDI-CAL" are one payer name. */
const plain = (text: string | undefined) => (text ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** How the 835 names its payer in the ledger's identity: TRN03, else its id, else its name. */
export function payerKeyOf(remittance: Remittance): string {
  const key =
    remittance.payment.payerIdentifier ?? remittance.payer.id ?? remittance.payer.name ?? '';
  return key.trim().toUpperCase();
}

/** The batch payer the 835's payer is, by id (N1*PR N104, REF*2U, TRN03) or by name. */
function sentToThisPayer(remittance: Remittance, payers: SentFacts['batchPayers']): boolean {
  const ids = [remittance.payer.id, remittance.payment.payerIdentifier].map(plain).filter(Boolean);
  const name = plain(remittance.payer.name);
  return payers.some(
    (payer) => ids.includes(plain(payer.id)) || (name !== '' && plain(payer.name) === name),
  );
}

/** The last four digits of a tax ID as a file writes it (with or without dashes). */
const last4 = (taxId: string | undefined) => (taxId ?? '').replace(/\D/g, '').slice(-4);

/**
 * The payee of the file against the claim's billing provider: the NPI always, the tax ID where
 * the file names one (its last four digits: the full number is kept only encrypted).
 */
function payeeMismatch(
  formId: string,
  facts: SentFacts,
  payee: { npi?: string | undefined; taxId?: string | undefined },
): string | undefined {
  if (!payee.npi) {
    return `The file names no payee NPI, so it cannot be matched to claim ${formId}'s billing provider.`;
  }
  if (payee.npi !== facts.npi) {
    return `The file's payee (NPI ${payee.npi}) is not claim ${formId}'s billing provider.`;
  }
  if (payee.taxId && last4(payee.taxId) !== facts.taxIdLast4) {
    return `The file's payee tax ID is not the one of claim ${formId}'s billing provider.`;
  }
  return undefined;
}

/** Why an 835 claim payment is not about this claim of ours, or undefined when it is. */
export function remittanceMismatch(
  formId: string,
  facts: SentFacts | undefined,
  remittance: Remittance,
): string | undefined {
  if (!facts || facts.batchPayers.length === 0) {
    return `Claim ${formId} was never sent in a batch; a payer's answer is matched only to a claim we sent.`;
  }
  if (!sentToThisPayer(remittance, facts.batchPayers)) {
    const payer = remittance.payer.name ?? remittance.payer.id ?? 'this payer';
    return `Claim ${formId} was not sent to ${payer}; it was sent to ${facts.batchPayers.map((p) => p.name).join(', ')}.`;
  }
  return payeeMismatch(formId, facts, remittance.payee);
}

/** Why a 277CA claim status is not about this claim of ours (sent in a batch, same provider). */
export function acknowledgementMismatch(
  formId: string,
  facts: SentFacts | undefined,
  billingProviderNpi: string | undefined,
): string | undefined {
  if (!facts || facts.batchPayers.length === 0) {
    return `Claim ${formId} was never sent in a batch; a payer's answer is matched only to a claim we sent.`;
  }
  return payeeMismatch(formId, facts, { npi: billingProviderNpi });
}

/** The service dates the payer names for the claim: DTM*232/233, else its lines' DTM*472. */
export function datesOf(payment: ClaimPayment): string[] {
  return [
    payment.servicePeriod?.from,
    payment.servicePeriod?.to,
    ...payment.services.flatMap((service) =>
      service.serviceDates ? [service.serviceDates.from, service.serviceDates.to] : [],
    ),
  ].filter((date): date is string => Boolean(date));
}

/**
 * Why a payment is not about this claim although the control number says so: the charge or
 * the dates differ (an 835 must match by control number, charge and dates).
 */
export function mismatch(claim: ClaimForMatching, payment: ClaimPayment): string | undefined {
  if (Math.abs(payment.chargeCents) !== claim.totalChargeCents) {
    return `The charge (${formatCents(Math.abs(payment.chargeCents))}) differs from claim ${claim.formId}'s (${formatCents(claim.totalChargeCents)}).`;
  }
  const outside = datesOf(payment).find(
    (date) => date < claim.serviceDateFrom || date > claim.serviceDateTo,
  );
  if (outside) return `The service date ${outside} is outside claim ${claim.formId}'s dates.`;
  return undefined;
}
