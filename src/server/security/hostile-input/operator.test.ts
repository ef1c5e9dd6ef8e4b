import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { operatorClaimStatuses } from '#domain/claims/claim-states';
import { agreementLimits, type OperatorAgreement } from '#domain/account/agreements';
import { claimStatusNoteLimit, type OperatorClaimDetail } from '#domain/claims/queue';
import {
  typedCodeLimits,
  type CreatedInvitation,
  type OperatorInvitation,
} from '#domain/account/invitations';
import { API_BODY_LIMIT_BYTES } from '../../app.ts';
import { inviteEmail } from '../../testing/fixtures.ts';
import { expectStoredAsSent, json } from '../../testing/hostile-harness.ts';
import { describeHostileWrites } from '../../testing/hostile-send.ts';
import {
  acceptableText,
  applyTampering,
  encodableText,
  formatted,
  freeText,
  hostileText,
  padded,
  run,
  runsOf,
  type Mode,
} from '../../testing/hostile-text.ts';
import { OPERATOR_EMAIL, submitClaim, withdrawAgreement } from '../../testing/write-routes.ts';

/**
 * Hostile input on the operator console's writes, sent by an operator: invitations (typed codes
 * have a pattern, so hostile text there must be refused with 400, never a 500), agreements, and
 * status changes on my claims.
 * The properties every such file holds: describeHostileWrites.
 */
describeHostileWrites('operator', (app) => {
  const { world, inject, get, expectSafeAnswer, sendTampered, expectOtherUntouched } = app;

  it('POST /api/operator/invitations', async () => {
    const { ops } = world;
    const route = 'POST /api/operator/invitations';
    const newEmail = () => `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const codeUnit = fc.constantFrom(...'ABCDEFGHJKMNPQRSTUVWXYZ0123456789-');
    const validCode = fc
      .tuple(
        fc.constantFrom(...'ABCZ019'),
        fc.string({ unit: codeUnit, minLength: typedCodeLimits.min - 1, maxLength: 20 }),
      )
      .map(([first, rest]) => `${first}${rest}`);
    const invitation = (mode: Mode) =>
      fc.record({
        email:
          mode !== 'anything'
            ? fc.constant(null).chain(() => padded(newEmail()))
            : fc.oneof(
                { weight: 2, arbitrary: fc.constant(null).chain(() => padded(newEmail())) },
                { weight: 2, arbitrary: hostileText(254) },
                // A hostile local part: whatever the email check lets through is stored exactly.
                { weight: 2, arbitrary: hostileText(64).map((text) => `${text}@example.com`) },
                { weight: 1, arbitrary: fc.constantFrom('no-at-sign', '@example.com', 'a@b') },
              ),
        code: fc.option(
          mode !== 'anything'
            ? fc.oneof(
                validCode.chain(padded),
                validCode.map((code) => code.toLowerCase()),
                fc.constantFrom('', '  '),
              )
            : fc.oneof(
                validCode,
                hostileText(typedCodeLimits.max),
                fc.constantFrom('SHORT1', 'HAS SPACE-1', 'ÄÖÜ-12345', '-LEADING-1', 'UNDER_SCORE'),
              ),
          { nil: undefined },
        ),
      });
    await run(
      fc.asyncProperty(runsOf(invitation, ['email', 'code']), async ({ mode, body, tamper }) => {
        const response = await sendTampered(route, ops, body, tamper);
        if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(201);
        if (response.statusCode === 201) {
          const created = json<CreatedInvitation>(response);
          const email = body.email.trim().toLowerCase();
          expect(created.invitation.email).toBe(email);
          const typed = body.code?.trim().toUpperCase();
          expect(created.generated).toBe(!typed);
          if (typed) expect(created.code).toBe(typed);
          const listed = json<{ items: OperatorInvitation[] }>(
            await get(`/api/operator/invitations?email=${encodeURIComponent(email)}`, ops),
          ).items;
          expect(listed.map((item) => item.id)).toContain(created.invitation.id);
        }
        await expectOtherUntouched();
      }),
    );
  });

  it('POST /api/operator/invitations/:id/revoke', async () => {
    const { t, other, ops } = world;
    const route = 'POST /api/operator/invitations/:id/revoke';
    const { rows } = await t.database.pool.query<{ id: string }>(
      'SELECT id FROM invitations WHERE redeemed_by_user_id = $1',
      [other.userId],
    );
    const redeemedId = rows[0]!.id;
    await run(
      fc.asyncProperty(
        fc.constantFrom('fresh', 'fresh', 'revoked', 'redeemed', 'unknown', 'hostile'),
        encodableText,
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        async (kind, text, body) => {
          const email = `revoke-${randomUUID().slice(0, 8)}@example.com`;
          let id: string;
          if (kind === 'fresh' || kind === 'revoked') {
            id = (await inviteEmail(t, email, ['REVOKE-CODE-1'])).id;
            if (kind === 'revoked') {
              await inject('POST', `/api/operator/invitations/${id}/revoke`, ops);
            }
          } else if (kind === 'redeemed') id = redeemedId;
          else if (kind === 'unknown') id = randomUUID();
          else id = encodeURIComponent(text);
          const response = await inject(
            'POST',
            `/api/operator/invitations/${id}/revoke`,
            ops,
            body,
          );
          expectSafeAnswer(route, response);
          if (kind === 'redeemed' || kind === 'unknown') {
            expect(response.statusCode).not.toBe(200);
          }
          if (response.statusCode === 200) {
            expect(json<OperatorInvitation>(response)).toMatchObject({ id, revoked: true });
            const listed = json<{ items: OperatorInvitation[] }>(
              await get(`/api/operator/invitations?email=${email}`, ops),
            ).items;
            expect(listed).toEqual([expect.objectContaining({ id, revoked: true })]);
          }
          await expectOtherUntouched();
        },
      ),
    );
    // The other doula's invitation, used to register, was not revoked.
    const redeemed = await t.database.pool.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM invitations WHERE id = $1',
      [redeemedId],
    );
    expect(redeemed.rows[0]!.revoked_at).toBeNull();
  });

  it('POST /api/operator/agreements', async () => {
    const { t, ops, agreementVersion } = world;
    const route = 'POST /api/operator/agreements';
    const newVersion = () => `v-${randomUUID().slice(0, 8)}`;
    /** Acceptable content must also fit in the body limit (50,000 emoji would not). */
    const acceptableContent = acceptableText(agreementLimits.content, true).filter(
      (text) => Buffer.byteLength(text) < API_BODY_LIMIT_BYTES - 1000,
    );
    const agreement = (mode: Mode) =>
      fc.record({
        version:
          mode === 'acceptable'
            ? fc.oneof(
                fc.constant(null).chain(() => padded(newVersion())),
                // Any storable label: each is withdrawn after its run, so none is a duplicate.
                acceptableText(agreementLimits.version, true).filter(
                  (text) => text.trim() !== agreementVersion,
                ),
              )
            : fc.oneof(
                { weight: 3, arbitrary: fc.constant(null).chain(() => padded(newVersion())) },
                { weight: 2, arbitrary: hostileText(agreementLimits.version) },
                { weight: 1, arbitrary: fc.constant(agreementVersion) },
              ),
        content:
          mode !== 'anything'
            ? fc.oneof(padded('The agreement, in full.'), acceptableContent)
            : freeText(mode, 'The agreement, in full.', agreementLimits.content),
      });
    await run(
      fc.asyncProperty(
        runsOf(agreement, ['version', 'content']),
        async ({ mode, body, tamper }) => {
          const response = await inject(
            'POST',
            '/api/operator/agreements',
            ops,
            applyTampering(body, tamper),
          );
          try {
            expectSafeAnswer(route, response, tamper);
            if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(201);
            if (body.version.trim() === agreementVersion) {
              expect(response.statusCode).not.toBe(201);
            }
            if (response.statusCode === 201) {
              const { id } = json<OperatorAgreement>(response);
              const listed = json<{ items: OperatorAgreement[] }>(
                await get('/api/operator/agreements', ops),
              ).items.find((item) => item.id === id);
              expect(listed?.current).toBe(true);
              expectStoredAsSent(listed as unknown as Record<string, unknown>, body);
            }
          } finally {
            if (response.statusCode === 201) {
              await withdrawAgreement(t, json<OperatorAgreement>(response).id);
            }
          }
          await expectOtherUntouched();
        },
      ),
    );
    // Every publication was withdrawn: the doulas' agreement is current again.
    expect(json<{ version: string }>(await get('/api/agreements/current')).version).toBe(
      agreementVersion,
    );
  });

  it('POST /api/operator/claims/:id/status', async () => {
    const { t, me, ops } = world;
    const route = 'POST /api/operator/claims/:id/status';
    const myClaimId = await submitClaim(t, me);
    const myFormId = json<ClaimView>(await get(`/api/claims/${myClaimId}`)).formId;
    const statusChange = (mode: Mode) =>
      fc.record({
        status: formatted(mode, operatorClaimStatuses, [
          'paid',
          'Pending',
          'submitted',
          '',
          'voided',
        ]),
        note: fc.option(freeText(mode, 'Sent to the payer.', claimStatusNoteLimit, false), {
          nil: undefined,
        }),
      });
    await run(
      fc.asyncProperty(
        fc.oneof(
          { weight: 4, arbitrary: fc.constant({ kind: 'mine', id: myClaimId }) },
          { weight: 1, arbitrary: fc.constant({ kind: 'mine', id: myFormId.toLowerCase() }) },
          { weight: 1, arbitrary: fc.uuid().map((id) => ({ kind: 'unknown', id })) },
          // Any text at all: the path also takes a form ID, which is looked up as text.
          {
            weight: 1,
            arbitrary: encodableText.map((text) => ({
              kind: 'hostile',
              id: encodeURIComponent(text),
            })),
          },
        ),
        runsOf(statusChange, ['status', 'note']),
        async (target, { mode, body, tamper }) => {
          const response = await sendTampered(route, ops, body, tamper, {
            url: `/api/operator/claims/${target.id}/status`,
            routed: target.kind !== 'hostile',
          });
          if (target.kind === 'unknown') expect([400, 404, 413]).toContain(response.statusCode);
          if (mode === 'acceptable' && target.kind === 'mine') {
            expect(response.statusCode, response.body).toBe(200);
          }
          if (response.statusCode === 200) {
            expect(target.kind).toBe('mine');
            const { claim } = json<OperatorClaimDetail>(
              await get(`/api/operator/claims/${myClaimId}`, ops),
            );
            expect(claim.status).toBe(body.status);
            expect(claim.statusHistory.at(-1)).toMatchObject({
              to: body.status,
              by: OPERATOR_EMAIL,
              note: body.note?.trim() ?? '',
            });
          }
          await expectOtherUntouched();
        },
      ),
    );
    expect((await get(`/api/claims/${myClaimId}`)).statusCode).toBe(200);
  });
});
