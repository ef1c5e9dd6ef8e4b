import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { importHarness } from '../../testing/import-harness.ts';
import {
  acceptedAndRejected277ca,
  claimPayment,
  inNewEnvelope,
  remittance835,
  toPayee,
  type AnsweredClaim,
} from '../../testing/response-files.ts';

/**
 * For any sequence of payer files drawn from payments, the same payment again (same bytes, a
 * new envelope, a new check number), reversals (again, and before their payment), 277CAs after
 * the 835 and files for someone else (another payee, a claim never sent, another doula's
 * claim): each of her claims' paid amount is the payer's net payment counted once, and no
 * claim of another doula, or never sent, changes. A few dozen runs on one database.
 */
const { h, operator, claimOf, newClaim } = importHarness('ledger-property');

let run = 0;
const dollars = (cents: number) => (cents / 100).toFixed(2);

type Step =
  | { kind: 'payment' | 'same-bytes' | 'new-envelope' | 'new-check' | 'foreign-payee' }
  | { kind: 'reversal' | 'reversal-again' | 'reversal-new-trace' | '277ca' }
  | { kind: 'unsent' | 'other-doula' };

const step: fc.Arbitrary<Step> = fc.constantFrom(
  ...(
    [
      'payment',
      'same-bytes',
      'new-envelope',
      'new-check',
      'foreign-payee',
      'reversal',
      'reversal-again',
      'reversal-new-trace',
      '277ca',
      'unsent',
      'other-doula',
    ] as const
  ).map((kind) => ({ kind }) as Step),
);

let otherClaim: AnsweredClaim & { id: string };

beforeAll(async () => {
  // The other doula bills under her own NPI: an answer to our payee never matches her claims.
  otherClaim = await newClaim(h.other);
  await h.t.database.pool.query(
    "UPDATE profiles SET npi_number = '1558598797' WHERE user_id = $1",
    [h.other.userId],
  );
});

it('each claim is paid the payer’s net payment, once; nobody else’s claim changes', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 16211 }),
      fc.array(step, { minLength: 1, maxLength: 7 }),
      async (paidCents, steps) => {
        run += 1;
        const claim = await newClaim();
        const unsent = await newClaim(h.doula, { sent: false });
        const otherBefore = await claimOf(h.other, otherClaim.id);
        const paid = dollars(paidCents);
        const number = `PCN${run}`;
        const payment = remittance835(
          paid,
          claimPayment(claim, { paid, payerClaimNumber: number }),
        ).replace(/^TRN\*1\*[^*]+/m, `TRN*1*EFT-P-${run}`);
        const reversal = remittance835(
          '0',
          claimPayment(claim, {
            status: '22',
            charge: '-162.11',
            paid: `-${paid}`,
            payerClaimNumber: number,
          }),
        )
          .replace(/BPR\*I\*0\*C/, `BPR*I*${paid}*D`)
          .replace(/^TRN\*1\*[^*]+/m, `TRN*1*EFT-R-${run}`);

        let paymentSent = false;
        let reversalSent = false;
        let lastPayment: string | undefined;
        let lastReversal: string | undefined;
        const send = (text: string) =>
          h.imports.importResponse({ name: 'p.x12', bytes: Buffer.from(text) }, operator);
        for (const [n, { kind }] of steps.entries()) {
          if (kind === 'payment' || kind === 'same-bytes' || kind === 'new-envelope') {
            const text =
              kind === 'same-bytes' && lastPayment
                ? lastPayment
                : kind === 'new-envelope' || lastPayment
                  ? inNewEnvelope(payment)
                  : payment;
            lastPayment ??= text;
            await send(text);
            paymentSent = true;
          } else if (kind === 'new-check') {
            await send(inNewEnvelope(payment, `EFT-P-${run}-${n}`));
            paymentSent = true;
          } else if (kind === 'foreign-payee') {
            await send(toPayee(inNewEnvelope(payment), '1558598797'));
          } else if (kind === 'reversal' || kind === 'reversal-again') {
            const text =
              kind === 'reversal-again' && lastReversal ? inNewEnvelope(reversal) : reversal;
            await send(lastReversal && kind === 'reversal' ? lastReversal : text);
            lastReversal ??= text;
            reversalSent = true;
          } else if (kind === 'reversal-new-trace') {
            await send(inNewEnvelope(reversal, `EFT-R-${run}-${n}`));
            reversalSent = true;
          } else if (kind === '277ca') {
            await send(acceptedAndRejected277ca(claim, unsent));
          } else if (kind === 'unsent') {
            await send(
              remittance835(paid, claimPayment(unsent, { paid, payerClaimNumber: number })),
            );
          } else {
            await send(
              remittance835(paid, claimPayment(otherClaim, { paid, payerClaimNumber: number })),
            );
          }
        }

        const net = paymentSent && !reversalSent ? paidCents : 0;
        expect((await claimOf(h.doula, claim.id)).paidCents).toBe(net);
        const never = await claimOf(h.doula, unsent.id);
        expect(never).toMatchObject({ status: 'pending', paidCents: 0 });
        expect(await claimOf(h.other, otherClaim.id)).toEqual(otherBefore);
      },
    ),
    { numRuns: 15 },
  );
}, 300_000);
