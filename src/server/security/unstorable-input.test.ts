import { describe, expect, it } from 'vitest';
import { writeRoutesApp } from '../testing/doulas-app.ts';
import { expectErrorShape } from '../testing/write-checks.ts';
import { operatorCookie, routesWithBody, type WriteRoute } from '../testing/write-routes.ts';

/**
 * Input that passes for JSON of the right shape but that PostgreSQL cannot hold exactly (NUL,
 * lone surrogates, year 0) or paths it cannot look up (NUL, over-long ids, broken escapes) are
 * refused with 400 or 404 in the one error shape, never a 500, and change nothing.
 */
const { world, state, validCallOf, send } = writeRoutesApp('unstorable-input@example.com');

describe('text the database cannot store exactly', () => {
  /** Where each route carries free text that is stored. */
  const withText = (route: WriteRoute, body: Record<string, unknown>, text: string) => {
    switch (route) {
      case 'POST /api/registration':
        return { ...body, profile: { ...(body.profile as object), firstName: text } };
      case 'POST /api/facilities':
      case 'PUT /api/facilities/:id':
        return { ...body, name: text };
      case 'POST /api/claims':
        return { ...body, notes: text };
      case 'POST /api/operator/invitations':
        return { ...body, email: `${text}@example.com` };
      case 'POST /api/operator/agreements':
        return { ...body, content: text };
      case 'POST /api/operator/claims/:id/status':
      case 'POST /api/operator/claims/:id/recommendation-request':
        return { ...body, note: text };
      default:
        return { ...body, firstName: text };
    }
  };
  const storedTextRoutes = routesWithBody.filter(
    (route) => route !== 'POST /api/invitations/check',
  );

  it.each(storedTextRoutes)(
    '%s answers 400, not 500, to NUL and lone surrogates',
    async (route) => {
      for (const text of ['Ana\u0000', '\u0000', 'Ana\ud800', '\udfffAna']) {
        const call = await validCallOf(route);
        const before = await state();
        const response = await send({ ...call, body: withText(route, call.body!, text) });
        expectErrorShape(response, 400, 'validation_failed');
        expect(await state()).toBe(before);
      }
    },
  );

  it('an invitation code with NUL is simply not found', async () => {
    const call = await validCallOf('POST /api/invitations/check');
    const response = await send({ ...call, body: { code: 'A\u0000' } });
    expect(response.statusCode).toBe(200);
  });

  it.each(['patients', 'facilities'])('searching %s for NUL answers 400, not 500', async (list) => {
    const response = await world.t.inject({
      method: 'GET',
      url: `/api/${list}`,
      headers: { cookie: world.doula.cookie, 'x-search': 'ana%00' },
    });
    expectErrorShape(response, 400, 'validation_failed');
  });
});

describe('dates the database cannot store', () => {
  it('a claim dated in year 0 answers 400, not 500, and stores nothing', async () => {
    const before = await state();
    for (const serviceDateFrom of ['0000-01-01', '0000-02-29']) {
      const call = await validCallOf('POST /api/claims');
      const response = await send({
        ...call,
        body: { ...call.body, serviceDateFrom, serviceDateTo: '' },
      });
      expectErrorShape(response, 400, 'validation_failed');
    }
    expect(await state()).toBe(before);
  });
});

describe('malformed URLs', () => {
  it('a claim id or form ID with NUL answers 404, not 500, to an operator', async () => {
    const cookie = await operatorCookie(world.t);
    const status = await world.t.inject({
      method: 'POST',
      url: '/api/operator/claims/%00ABC/status',
      headers: { cookie },
      payload: { status: 'approved' },
    });
    expectErrorShape(status, 404, 'not_found');
    const detail = await world.t.inject({
      method: 'GET',
      url: '/api/operator/claims/ABC%00',
      headers: { cookie },
    });
    expectErrorShape(detail, 404, 'not_found');
  });

  const cases = [
    [
      'an id over 100 characters',
      'POST',
      `/api/patients/${'x'.repeat(101)}/archive`,
      404,
      'not_found',
    ],
    ['an id of 500 digits', 'PUT', `/api/facilities/${'9'.repeat(500)}`, 404, 'not_found'],
    ['broken UTF-8 escapes', 'POST', '/api/patients/%E0%A4%A/archive', 400, 'validation_failed'],
    ['an invalid escape', 'GET', '/api/patients/%ZZ', 400, 'validation_failed'],
  ] as const;

  it.each(cases)(
    '%s answers the one error shape, quoting nothing of the path',
    async (_label, method, url, status, code) => {
      const response = await world.t.inject({
        method,
        url,
        headers: { cookie: world.doula.cookie },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expectErrorShape(response, status, code);
      expect(response.body).not.toContain(url.split('/')[3]!.slice(0, 10));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});
