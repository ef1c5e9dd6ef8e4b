import type { ClaimPayment, Remittance } from '../../formats/x12/index.ts';
import { claimsForMatching, lockClaims, refreshPaid } from '../claims/index.ts';
import { leaveOpenBatches } from '../batches/index.ts';
import { PendingAnswers, type ApplyContext } from './apply-context.ts';
import { FileLedger, orderedIds, ReportLines, writeLedger } from './file-ledger.ts';
import {
  lockCheck,
  rowsOfCheck,
  rowsOfClaims,
  sentFactsOf,
  type LedgerRow,
} from './ledger.repository.ts';
import { payerKeyOf } from './payment-guards.ts';
import type { PaymentIdentities } from './payment-identities.ts';
import { postPayment, type Run835, type Slice835 } from './post-payment/index.ts';

export { REVERSAL } from './post-payment/index.ts';

/**
 * How many claim payments are matched and applied at once: a few statements per slice, and
 * what a slice holds (its payments, claims, ledger rows) stays small whatever the file's size.
 */
export const PAYMENTS_PER_SLICE = 300;

/** An 835 as the import applies it: read once already, its claim payments read again here. */
export interface Remittances835 {
  remittances: Remittance[];
  claimsOf: (remittance: Remittance) => Iterable<ClaimPayment>;
  identities?: PaymentIdentities;
}

/**
 * An 835, posted to the payment ledger. Each claim payment (CLP) must name a claim of ours that
 * was sent to this payer and whose billing provider is the file's payee; else it is unmatched,
 * with why. A payment the ledger already has (same payer, trace, CLP) is "already posted". A
 * payment above the charge, a second payment of one payer claim number, a negative amount that
 * reverses nothing, or a reversal of another amount is held for an operator. Everything else is
 * posted: a reversal (CLP02 22) as a row offsetting the payment it reverses (once: a payment
 * reversed already stays so), and a replacement's payment offsets its original's. The claim's
 * paid amount is then the sum of its posted rows, and it moves: paid → approved (partly paid
 * when something beyond the contract lowered it), nothing paid → denied, reversed → processing.
 * Two claim payments of one identity in the file refuse the whole file.
 *
 * The payments are applied a slice at a time, in file order, all in the file's one transaction:
 * each slice reads its claims and their ledger rows (with what earlier slices wrote), and writes
 * its rows, answers and unmatched items before the next is read from the file's bytes.
 */
export async function apply835(ctx: ApplyContext, file: Remittances835) {
  const { remittances, claimsOf } = file;
  file.identities?.refuseRepeats(remittances, claimsOf);
  for (const remittance of remittances) {
    await lockCheck(ctx.tx, payerKeyOf(remittance), remittance.payment.traceNumber);
  }
  const run = startRun(ctx);
  const closed: number[] = [];
  let slice: { remittance: Remittance; payment: ClaimPayment }[] = [];
  const applySlice = async () => {
    closed.push(...(await applyPayments(run, slice)));
    await ctx.unmatched.store(ctx.tx, ctx.importId);
    slice = [];
  };
  for (const remittance of remittances) {
    for (const payment of claimsOf(remittance)) {
      slice.push({ remittance, payment });
      if (slice.length === PAYMENTS_PER_SLICE) await applySlice();
    }
  }
  if (slice.length > 0 || remittances.length === 0) await applySlice();
  ctx.notes.push(...run.already.out(), ...run.held.out(), ...run.notes);
  ctx.heldCount = run.held.count;
  for (const number of closed) {
    ctx.notes.push(`Batch ${number} is closed: the payer has answered every claim in it.`);
  }
}

/** What one file's slices share, from its first to its last. */
export function startRun(ctx: ApplyContext): Run835 {
  const now = new Date();
  return {
    ctx,
    answers: new PendingAnswers(ctx),
    already: new ReportLines(
      (count) => `${count} more claim payments were already posted; nothing changed for them.`,
    ),
    held: new ReportLines(
      (count) => `${count} more claim payments are held for review in "Needs review".`,
    ),
    notes: [],
    now,
    newId: orderedIds(now),
  };
}

/** One slice: its claims and ledger rows read, each payment applied, everything written. */
async function applyPayments(
  run: Run835,
  payments: { remittance: Remittance; payment: ClaimPayment }[],
): Promise<number[]> {
  const { tx } = run.ctx;
  const slice = await loadSlice(run, payments);
  for (const { remittance, payment } of payments) {
    await postPayment(run, slice, remittance, payment);
  }
  await run.answers.flush();
  const changed = await writeLedger(tx, slice.ledger, slice.lines, slice.adjustmentRows, run.now);
  await refreshPaid(tx, [...slice.touched, ...changed]);
  return leaveOpenBatches(tx, slice.answered);
}

/**
 * A slice's claims (locked, with the originals its corrections name), what was sent of them,
 * and the ledger rows of those claims and of the slice's checks.
 */
export async function loadSlice(
  run: Run835,
  payments: { remittance: Remittance; payment: ClaimPayment }[],
): Promise<Slice835> {
  const { tx } = run.ctx;
  const claimsByFormId = await claimsForMatching(
    tx,
    payments.map(({ payment }) => payment.patientControlNumber),
  );
  const named = [...claimsByFormId.values()].map((claim) => claim.id);
  const facts = await sentFactsOf(tx, named);
  const originals = [...facts.values()]
    .map((fact) => fact.correctsClaimId)
    .filter((id): id is string => id !== null);
  await lockClaims(tx, originals);
  const originalFacts = await sentFactsOf(tx, originals);

  const ledger = new FileLedger();
  const load = (row: LedgerRow) => {
    if (!ledger.known(row)) ledger.add({ ...row, isNew: false });
  };
  for (const row of await rowsOfClaims(tx, [...named, ...originals])) load(row);
  // Rows of these checks on claims the slice does not name (or no longer names) still count:
  // those of the slice's own payments, by their identity.
  const checks = new Map<string, { payerKey: string; trace: string; pcns: string[] }>();
  for (const { remittance, payment } of payments) {
    const payerKey = payerKeyOf(remittance);
    const trace = remittance.payment.traceNumber;
    const key = `${payerKey}\u0000${trace}`;
    const check = checks.get(key) ?? { payerKey, trace, pcns: [] };
    check.pcns.push(payment.patientControlNumber.toUpperCase());
    checks.set(key, check);
  }
  for (const { payerKey, trace, pcns } of checks.values()) {
    for (const row of await rowsOfCheck(tx, payerKey, trace, { pcns })) load(row);
  }

  return {
    claimsByFormId,
    facts,
    originalFacts,
    ledger,
    async loadCheckRows(identity, claimIds) {
      const rows = await rowsOfCheck(tx, identity.payerKey, identity.traceNumber, { claimIds });
      for (const row of rows) load(row);
    },
    lines: [],
    adjustmentRows: [],
    touched: [],
    answered: [],
  };
}
