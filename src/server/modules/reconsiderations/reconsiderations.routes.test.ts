import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/billing/calendar';
import {
  lateWords,
  reconsiderationRefusals,
  type ReconsiderationView,
  type StartedReconsideration,
} from '#domain/claims/reconsideration';
import type { ClaimView } from '#domain/claims/view';
import { useCorrections } from '../../testing/claim-corrections.ts';
import { type Doula, operatorCookie, submitClaim } from '../../testing/doulas.ts';
import { deniedClaim, forBenefitMaximum } from '../../testing/payer-decisions.ts';
import { createReconsiderationService } from './reconsiderations.service.ts';

/**
 * Reconsiderations through the API on a real PostgreSQL: started from her denied claim with its
 * deadline and evidence, refused in one sentence with nothing stored, hers alone, moved through
 * its states, printed, listed for operators, and reminded once before the deadline.
 */
const h = useCorrections('reconsiderations');

const start = (claimId: string, who?: Doula) =>
  h.t.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/reconsiderations`,
    headers: { cookie: (who ?? h.maya).cookie },
    payload: {},
  });
const get = (url: string, who?: Doula) =>
  h.t.inject({ method: 'GET', url, headers: { cookie: (who ?? h.maya).cookie } });
const stored = async () =>
  (await h.t.database.pool.query('SELECT count(*)::int AS n FROM reconsiderations')).rows[0].n;

describe('starting a reconsideration', () => {
  let claim: ClaimView;
  let started: StartedReconsideration;

  it('a benefit maximum her tracker shows not reached: drafted, 90 days from the remittance, unverified, with the limit as evidence', async () => {
    claim = await deniedClaim(h.t, h.maya, forBenefitMaximum);
    const response = await start(claim.id);
    expect(response.statusCode, response.body).toBe(201);
    started = response.json();
    const answerDate = claim.payerAnswer!.date;
    expect(started.reconsideration).toMatchObject({
      claimId: claim.id,
      formId: claim.formId,
      state: 'drafted',
      ground: 'limit',
      level: 1,
      remittanceDate: answerDate,
      deadline: addDays(answerDate, 90),
      windowVerified: false,
    });
    expect(started.reconsideration.why).toMatch(/^The payer said the benefit limit was reached/);
    expect(started.reconsideration.evidence.limit).toMatchObject({ used: 0, max: 8 });
    // A Medi-Cal visit relies on California's standing recommendation: the packet names it.
    expect(started.reconsideration.evidence.recommendation).toEqual({
      summary: expect.stringContaining('standing recommendation'),
    });
    const late = started.reconsideration.deadline < new Date().toISOString().slice(0, 10);
    expect(started.notice).toBe(late ? lateWords(started.reconsideration.deadline) : null);
  });

  it('refuses a second one, a claim never answered, and a denial hers to correct, one sentence each, nothing stored', async () => {
    const before = await stored();
    const twice = await start(claim.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(reconsiderationRefusals.alreadyOpen);
    const pending = await start(await submitClaim(h.t, h.maya));
    expect(pending.statusCode).toBe(422);
    expect(pending.json().error.message).toBe(reconsiderationRefusals.notAnswered);
    const modifier = await start((await deniedClaim(h.t, h.maya)).id);
    expect(modifier.statusCode).toBe(422);
    expect(modifier.json().error.message).toBe(reconsiderationRefusals.correctInstead);
    expect(await stored()).toBe(before);
  });

  it('is hers alone: another doula reads 404 for her claim and her reconsideration', async () => {
    const id = started.reconsideration.id;
    expect((await start(claim.id, h.other)).statusCode).toBe(404);
    expect((await get(`/api/reconsiderations/${id}`, h.other)).statusCode).toBe(404);
    expect((await get(`/api/reconsiderations/${id}/packet`, h.other)).statusCode).toBe(404);
    const theirs = (await get('/api/reconsiderations', h.other)).json();
    expect(theirs.items).toEqual([]);
    const mine = (await get('/api/reconsiderations')).json() as { items: ReconsiderationView[] };
    expect(mine.items.map((item) => item.id)).toContain(id);
  });

  it('prints a packet PDF, and moves drafted → sent → won, refusing a move backwards', async () => {
    const id = started.reconsideration.id;
    const packet = await get(`/api/reconsiderations/${id}/packet`);
    expect(packet.statusCode).toBe(200);
    expect(packet.headers['content-type']).toBe('application/pdf');
    expect(packet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const move = (state: string) =>
      h.t.inject({
        method: 'POST',
        url: `/api/reconsiderations/${id}/state`,
        headers: { cookie: h.maya.cookie },
        payload: { state },
      });
    expect((await move('won')).statusCode).toBe(422);
    expect((await move('sent')).json().state).toBe('sent');
    expect((await move('drafted')).statusCode).toBe(422);
    expect((await move('won')).json().state).toBe('won');
  });

  it('operators list the open ones by deadline; the reminder goes once, to her, without PHI', async () => {
    const open = await deniedClaim(h.t, h.maya, forBenefitMaximum);
    const { reconsideration } = (await start(open.id)).json() as StartedReconsideration;
    const cookie = await operatorCookie(h.t);
    const list = await h.t.inject({
      method: 'GET',
      url: '/api/operator/reconsiderations?limit=25',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; formId: string; deadline: string }[];
    expect(items.map((item) => item.id)).toContain(reconsideration.id);
    expect(items.map((item) => item.id)).not.toContain(started.reconsideration.id);
    const service = createReconsiderationService(h.t.database.db, { get: async () => undefined });
    const today = addDays(reconsideration.deadline, -3);
    expect(await service.remindDue(today)).toBe(1);
    expect(await service.remindDue(today)).toBe(0);
    const mail = await h.t.database.pool.query(
      `SELECT kind FROM outbox WHERE user_id = $1 AND kind = 'reconsideration_due'`,
      [h.maya.userId],
    );
    expect(mail.rowCount).toBe(1);
  });
});
