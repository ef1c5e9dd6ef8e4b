import type { ClaimPayment, Remittance } from '../../formats/x12/index.ts';
import { FileRefused } from './apply-context.ts';
import { identityKey, type PaymentIdentity } from './ledger.repository.ts';
import { payerKeyOf } from './payment-guards.ts';

/** A claim payment's identity in the ledger (payer, check, CLP01, CLP07, CLP02). */
export function identityOf(remittance: Remittance, payment: ClaimPayment): PaymentIdentity {
  return {
    payerKey: payerKeyOf(remittance),
    traceNumber: remittance.payment.traceNumber,
    patientControlNumber: payment.patientControlNumber.toUpperCase(),
    payerClaimNumber: payment.payerClaimNumber ?? null,
    claimStatusCode: payment.status,
  };
}

/** A 53-bit hash of a string (cyrb53): a number, 8 bytes, instead of the string itself. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** What of the identity a remittance does not share with the rest of its check. */
const ownPart = (payment: ClaimPayment) =>
  [payment.patientControlNumber.toUpperCase(), payment.payerClaimNumber ?? '', payment.status].join(
    '\u0000',
  );

/**
 * Two claim payments of one identity in a file refuse the whole file. Checked while the file is
 * read, without keeping its payments: each is kept as a hash (8 bytes), and only when two hashes
 * of one check agree is the file read again to compare the identities themselves (a hash may
 * agree by chance; the identity decides).
 */
export class PaymentIdentities {
  private readonly hashes = new Map<Remittance, number[]>();

  /** Sees one claim payment as the reader hands it over. */
  readonly see = (payment: ClaimPayment, remittance: Remittance): void => {
    let list = this.hashes.get(remittance);
    if (!list) this.hashes.set(remittance, (list = []));
    list.push(hash53(ownPart(payment)));
  };

  /** Throws FileRefused, naming the first payment (in file order) of an identity seen before. */
  refuseRepeats(
    remittances: Remittance[],
    claimsOf: (remittance: Remittance) => Iterable<ClaimPayment>,
  ): void {
    // Payer and check are known only once each remittance is read whole. A check's hashes are
    // copied once, into the typed array that sorts them: a large file's lists are megabytes.
    const checks = new Map<string, number[][]>();
    for (const remittance of remittances) {
      const check = `${payerKeyOf(remittance)}\u0000${remittance.payment.traceNumber}`;
      const lists = checks.get(check) ?? [];
      lists.push(this.hashes.get(remittance) ?? []);
      checks.set(check, lists);
    }
    // Not needed again, and not to be held while the file is applied.
    this.hashes.clear();
    const suspects = new Set<number>();
    for (const lists of checks.values()) {
      const sorted = new Float64Array(lists.reduce((total, list) => total + list.length, 0));
      let at = 0;
      for (const list of lists) {
        sorted.set(list, at);
        at += list.length;
      }
      sorted.sort();
      for (let i = 1; i < sorted.length; i += 1) {
        if (sorted[i] === sorted[i - 1]) suspects.add(sorted[i]!);
      }
    }
    if (suspects.size === 0) return;
    const seen = new Set<string>();
    for (const remittance of remittances) {
      for (const payment of claimsOf(remittance)) {
        if (!suspects.has(hash53(ownPart(payment)))) continue;
        const key = identityKey(identityOf(remittance, payment));
        if (seen.has(key)) {
          throw new FileRefused(
            `Claim payment ${payment.patientControlNumber} (payer claim number ${payment.payerClaimNumber ?? 'none'}, status ${payment.status}) appears twice in check ${remittance.payment.traceNumber}; the file is refused and nothing was applied.`,
          );
        }
        seen.add(key);
      }
    }
  }
}
