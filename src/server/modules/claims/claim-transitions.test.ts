import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimEvents, claimTransition, type ClaimEvent } from '#domain/claims/claim-states';
import { claimStatuses, normalizeClaimStatus, type ClaimStatus } from '#domain/claims/status';
import type { ClaimView } from '#domain/claims/view';
import { claimHooks } from '../../app-claim-hooks.ts';
import { useConsoleAnswers } from '../../testing/console-answers.ts';
import { acceptedAndRejected277ca, paid835, reversal835 } from '../../testing/response-files.ts';
import { expectErrorShape, expectLastMove } from '../../testing/write-checks.ts';
import { transitionClaim } from './index.ts';

/**
 * The one transition command on a real PostgreSQL: a batch tells her like every other change,
 * an illegal transition is refused in one sentence at both doors, a payer's answer to a void
 * closes the void request and the original, and every applied transition leaves exactly one
 * history row, one audit row and (where she is told) one email.
 */
const c = useConsoleAnswers('transitions@example.com');
const { h, operator, claimOf, batchOf, answered } = c;

const count = async (sql: string, value: string) =>
  (await h.t.database.pool.query<{ n: number }>(sql, [value])).rows[0]!.n;
const emailsOf = (userId: string) =>
  count('SELECT count(*)::int AS n FROM outbox WHERE user_id = $1', userId);
const historyOf = (claimId: string) =>
  count('SELECT count(*)::int AS n FROM claim_status_changes WHERE claim_id = $1', claimId);
const auditOf = (claimId: string) =>
  count('SELECT count(*)::int AS n FROM audit_events WHERE entity_id = $1', claimId);

async function importText(text: string) {
  const result = await c.imports.importResponse(
    { name: 'answer.x12', bytes: Buffer.from(text) },
    operator,
  );
  expect(result.import.outcome, result.import.message).not.toBe('refused');
  return result;
}

/** The payer's reversal of the $162.11 payment, naming `claim`'s control number. */
const reversalOf = (claim: ClaimView) => reversal835(answered(claim));

/** A claim of hers sent and paid in full by the payer, and her void request for it (not sent). */
async function paidAndVoidRequested(): Promise<{ original: ClaimView; request: ClaimView }> {
  const original = await c.doula.submit();
  // A payer's answer is matched only to a claim that was sent.
  await batchOf([original]);
  await importText(paid835(answered(original)));
  const response = await h.post(`/api/claims/${original.id}/void`, {}, c.doula.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return { original: await claimOf(original), request: response.json() as ClaimView };
}

describe('a batch', () => {
  it('moving claims to processing queues her status email like every other change', async () => {
    const claims = [await c.doula.submit(), await c.doula.submit()];
    const emails = await emailsOf(c.doula.userId);
    const sent = await batchOf(claims);
    expect(await emailsOf(c.doula.userId)).toBe(emails + 2);
    for (const claim of claims) {
      expectLastMove(await claimOf(claim), {
        from: 'pending',
        to: 'processing',
        note: `Sent in batch ${sent.number}`,
      });
    }
  });
});

describe('a void the payer answers', () => {
  it("with the void's own control number: the void request and the original are voided, the payment taken back once", async () => {
    const { original, request } = await paidAndVoidRequested();
    expect(original).toMatchObject({ status: 'approved', paidCents: 16211 });
    expect(original.statusHistory.at(-1)?.note).toBe(`Void requested: ${request.formId}`);
    await batchOf([request]);

    const result = await importText(reversalOf(request));
    expect(result.import.matched.map((line) => [line.formId, line.change])).toEqual([
      [original.formId, 'approved → voided, $162.11 reversed'],
      [request.formId, 'processing → voided'],
    ]);
    expect(await claimOf(original)).toMatchObject({ status: 'voided', paidCents: 0 });
    expect(await claimOf(request)).toMatchObject({ status: 'voided', paidCents: 0 });

    // The same reversal in a new envelope takes nothing back twice and moves nothing.
    const again = await importText(reversalOf(request));
    expect(again.import.matched).toEqual([]);
    expect(await claimOf(original)).toMatchObject({ status: 'voided', paidCents: 0 });

    // A late acknowledgement of a voided claim changes nothing: it is listed, with the reason.
    const other = await c.doula.submit();
    await batchOf([other]);
    const late = await importText(acceptedAndRejected277ca(answered(request), answered(other)));
    expect(late.unmatched).toContainEqual(
      expect.objectContaining({
        reference: request.formId,
        reason: `Claim ${request.formId} is voided, which is final: its status cannot change any more.`,
      }),
    );
    expect((await claimOf(request)).status).toBe('voided');
    expect((await claimOf(other)).status).toBe('rejected');
  });

  it("with the original's control number once the void was sent: the original never reopens", async () => {
    const { original, request } = await paidAndVoidRequested();
    await batchOf([request]);
    expect((await claimOf(request)).status).toBe('processing');

    await importText(reversalOf(original));
    const closed = await claimOf(original);
    expect(closed).toMatchObject({ status: 'voided', paidCents: 0 });
    // Sent (processing) and paid before; after the payment it never went back to processing.
    const history = closed.statusHistory.map((change) => change.to);
    expect(history.slice(history.indexOf('approved'))).not.toContain('processing');
    expect(await claimOf(request)).toMatchObject({ status: 'voided' });
  });

  it('a reversal of a claim with no void sent still reopens it for the payer to decide again', async () => {
    const claim = await c.doula.submit();
    await batchOf([claim]);
    await importText(paid835(answered(claim)));
    await importText(reversalOf(claim));
    expect(await claimOf(claim)).toMatchObject({ status: 'processing', paidCents: 0 });
  });
});

describe('an illegal transition', () => {
  it('is refused with one sentence: the console answers 422 in the one error shape, the command line exits 2', async () => {
    const { request } = await paidAndVoidRequested();
    await batchOf([request]);
    await importText(reversalOf(request));
    const before = await historyOf(request.id);
    const sentence = `Claim ${request.formId} is voided, which is final: its status cannot change any more.`;

    const console = await h.post(
      `/api/operator/claims/${request.id}/status`,
      { status: 'pending', note: 'Try again' },
      h.ops,
    );
    expectErrorShape(console, 422, 'validation_failed');
    expect(console.json().error.message).toBe(sentence);

    const cli = await h.admin('claim', 'status', request.formId, 'processing');
    expect(cli.code).toBe(2);
    expect(cli.out).toBe(sentence);

    expect(await historyOf(request.id)).toBe(before);
    expect((await claimOf(request)).status).toBe('voided');
  });
});

describe('every applied transition', () => {
  it('leaves one history row, one audit row and, where she is told, one email; a refused one leaves none', async () => {
    const events = claimEvents.filter((event) => event !== 'submitted');
    // One claim (her visit limits would refuse a claim per run), put back to pending each run.
    const claim = await c.doula.submit();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ event: fc.constantFrom(...events), to: fc.constantFrom(...claimStatuses) }),
          { minLength: 1, maxLength: 6 },
        ),
        async (steps) => {
          await h.t.database.pool.query("UPDATE claims SET status = 'pending' WHERE id = $1", [
            claim.id,
          ]);
          let status: ClaimStatus = 'pending';
          for (const { event, to } of steps as { event: ClaimEvent; to: ClaimStatus }[]) {
            const expected = claimTransition(status, event, {
              requested: to,
              formId: claim.formId,
            });
            const rows = [
              await historyOf(claim.id),
              await auditOf(claim.id),
              await emailsOf(c.doula.userId),
            ];
            const applied = h.t.database.db.transaction((tx) =>
              transitionClaim(
                tx,
                {
                  claimId: claim.id,
                  event,
                  to,
                  note: `property: ${event}`,
                  changedBy: 'property test',
                  actor: {},
                },
                claimHooks,
              ),
            );
            if (!expected.allowed) {
              await expect(applied).rejects.toThrow(expected.reason);
            } else {
              await expect(applied).resolves.toMatchObject({ from: status, to: expected.to });
              status = expected.to;
            }
            const told = expected.allowed && expected.tellsDoula ? 1 : 0;
            const one = expected.allowed ? 1 : 0;
            expect([
              await historyOf(claim.id),
              await auditOf(claim.id),
              await emailsOf(c.doula.userId),
            ]).toEqual([rows[0]! + one, rows[1]! + one, rows[2]! + told]);
            const { rows: stored } = await h.t.database.pool.query<{ status: string }>(
              'SELECT status FROM claims WHERE id = $1',
              [claim.id],
            );
            expect(normalizeClaimStatus(stored[0]!.status)).toBe(status);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
