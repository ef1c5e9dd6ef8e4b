import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { answer277, claimStatusHarness } from '../../testing/claim-status.ts';
import { denied835, paid835 } from '../../testing/response-files.ts';
import { createImportService } from '../imports/index.ts';
import { insertInquiry, nextControlNumber } from './claim-status.repository.ts';
import { postClaimStatusAnswer } from './post-answer.ts';
import { claimHooks } from '../../app-claim-hooks.ts';

/**
 * Any sequence of 277 answers, each perhaps delivered twice, posts each answer once (one
 * history row per answer that reads and fits) and never moves a claim the payer decided (paid
 * or denied) backwards; only a rejection moves a claim at all.
 */
const { h, acceptedClaim, claimOf } = claimStatusHarness('claim-status-prop');

const claims: Record<'processing' | 'approved' | 'denied', ClaimView> = {} as never;

beforeAll(async () => {
  const imports = createImportService(h.t.database.db, { claimHooks, taxIds: h.t.taxIds });
  const decided = async (file: typeof paid835) => {
    const claim = await acceptedClaim(1);
    const answered = { formId: claim.formId, serviceDate: claim.serviceDateFrom };
    const result = await imports.importResponse(
      { name: '835.x12', bytes: Buffer.from(file(answered)) },
      { label: 'operator (test)' },
    );
    expect(result.import.outcome, result.import.message).toBe('accepted');
    return claimOf(claim.id);
  };
  claims.processing = await acceptedClaim(1);
  claims.approved = await decided(paid835);
  claims.denied = await decided(denied835);
  expect(claims.approved.status).toBe('approved');
  expect(claims.denied.status).toBe('denied');
}, 60_000);

/** STC01 and on: pended for information, pending, paid, denied, rejected, not found; or garbage. */
const answers = fc.constantFrom(
  'P3:123:85*20261226',
  'P1:20*20261226',
  'F1:65*20261218',
  'F2:88*20261218',
  'A3:21*20261218',
  'D0:35*20261218',
  'garbage',
);

const historyOf = async (id: string) => (await claimOf(id)).statusHistory;

describe('posting 277 answers', () => {
  it('posts each answer once and never moves a decided claim backwards', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('processing', 'approved', 'denied'),
        fc.array(fc.record({ stc: answers, twice: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (which, sequence) => {
          const claim = claims[which as keyof typeof claims];
          const before = await claimOf(claim.id);
          let posted = 0;
          for (const { stc, twice } of sequence) {
            const traceNumber = randomUUID().replaceAll('-', '').toUpperCase();
            const inquiryId = await insertInquiry(h.t.database.db, {
              claimId: claim.id,
              traceNumber,
              controlNumber: await nextControlNumber(h.t.database.db),
              askedBy: 'property test',
              connectionId: null,
            });
            const payload =
              stc === 'garbage'
                ? 'ISA*garbage~'
                : answer277('', { stc, trace: traceNumber, formId: claim.formId });
            const by = { changedBy: 'property test' };
            const first = await postClaimStatusAnswer(
              h.t.database.db,
              inquiryId,
              payload,
              by,
              claimHooks,
            );
            expect(first.kind).toBe(stc === 'garbage' ? 'refused' : 'answered');
            if (first.kind === 'answered') posted += 1;
            if (twice) {
              const again = await postClaimStatusAnswer(
                h.t.database.db,
                inquiryId,
                payload,
                by,
                claimHooks,
              );
              expect(again.kind).toBe('already');
            }
            const now = await claimOf(claim.id);
            if (before.status === 'approved' || before.status === 'denied') {
              expect(now.status).toBe(before.status);
            } else if (stc.startsWith('A3')) {
              expect(now.status).toBe('rejected');
            } else {
              expect(['processing', 'rejected']).toContain(now.status);
            }
            expect(now.paidCents).toBe(before.paidCents);
          }
          expect(await historyOf(claim.id)).toHaveLength(before.statusHistory.length + posted);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
