import { afterAll, beforeAll, describe, expect, it } from 'vitest';
const API_BODY_LIMIT_BYTES = 64 * 1024;
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import {
  createDoula,
  currentAgreementVersion,
  expectErrorShape,
  OPERATOR_EMAIL,
  operatorCookie,
  operatorData,
  ownedData,
  registeredWriteRoutes,
  send,
  validCall,
  writeRoutes,
  type Doula,
  type WriteRoute,
} from '../testing/write-routes.ts';

/**
 * Issue 6 item 7, the deterministic half: write routes read JSON only (415 otherwise), bodies
 * over the limit answer 413, malformed JSON 400, unknown keys 400, each with the one error
 * shape, and a refused request changes nothing. (hostile-input.test.ts adds the random half.)
 */
let t: TestApp;
let doula: Doula;
let agreementVersion: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL });
  doula = await createDoula(t, 'input-limits@example.com');
  agreementVersion = await currentAgreementVersion(t, doula.cookie);
});
afterAll(() => t.close());

/** The doula's data and the operators' (invitations, agreements): what a refusal must not change. */
const state = async () => `${await ownedData(t, doula.userId)} || ${await operatorData(t)}`;

const successStatus: Record<WriteRoute, number> = {
  'POST /api/registration': 200,
  'PUT /api/profile': 200,
  'POST /api/invitations/check': 200,
  'POST /api/patients': 201,
  'PUT /api/patients/:id': 200,
  'POST /api/patients/:id/archive': 204,
  'POST /api/facilities': 201,
  'PUT /api/facilities/:id': 200,
  'POST /api/facilities/:id/archive': 204,
  'POST /api/claims': 201,
  'DELETE /api/session': 204,
  'POST /api/operator/invitations': 201,
  'POST /api/operator/invitations/:id/revoke': 200,
  'POST /api/operator/agreements': 201,
  'POST /api/operator/claims/:id/status': 200,
  'POST /api/operator/payer-profiles': 201,
  'POST /api/operator/payer-profiles/:profileId/versions': 201,
  'PUT /api/operator/payer-mapping': 200,
};

const routesWithBody = writeRoutes.filter(
  (route) =>
    !route.endsWith('/archive') && !route.endsWith('/revoke') && route !== 'DELETE /api/session',
);

describe('the write routes under test', () => {
  it('are exactly the write routes the app registers', () => {
    expect(registeredWriteRoutes(t)).toEqual([...writeRoutes].sort());
  });

  it.each(writeRoutes)(
    '%s accepts its valid call (so the refusals below mean something)',
    async (route) => {
      const call = await validCall(t, doula, route, agreementVersion);
      const response = await send(t, call);
      expect(response.statusCode, response.body).toBe(successStatus[route]);
    },
  );
});

describe('Content-Type', () => {
  it.each(writeRoutes)('%s answers 415 to a text/plain body and changes nothing', async (route) => {
    const call = await validCall(t, doula, route, agreementVersion);
    const before = await state();
    const response = await send(t, call, {
      payload: JSON.stringify(call.body ?? {}),
      contentType: 'text/plain',
    });
    expectErrorShape(response, 415, 'unsupported_media_type');
    expect(await state()).toBe(before);
  });

  it.each(writeRoutes)('%s answers 415 to form posts and XML', async (route) => {
    const call = await validCall(t, doula, route, agreementVersion);
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/html',
    ]) {
      const response = await send(t, call, { payload: 'firstName=Ana', contentType });
      expectErrorShape(response, 415, 'unsupported_media_type');
    }
  });

  it('a body without any Content-Type answers 415', async () => {
    const call = await validCall(t, doula, 'POST /api/patients', agreementVersion);
    const response = await send(t, call, { payload: JSON.stringify(call.body) });
    expectErrorShape(response, 415, 'unsupported_media_type');
  });

  it('application/json with a charset parameter is accepted', async () => {
    const call = await validCall(t, doula, 'POST /api/patients', agreementVersion);
    const response = await send(t, call, {
      payload: JSON.stringify(call.body),
      contentType: 'application/json; charset=utf-8',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('body size', () => {
  /** A JSON object of exactly `bytes` bytes: {"firstName":"xxx…"}. */
  const jsonOfSize = (bytes: number) => {
    const shell = JSON.stringify({ firstName: '' });
    return JSON.stringify({ firstName: 'x'.repeat(bytes - shell.length) });
  };

  it.each(writeRoutes)(
    '%s answers 413 to a body over 64 KiB and changes nothing',
    async (route) => {
      const call = await validCall(t, doula, route, agreementVersion);
      const before = await state();
      const response = await send(t, call, {
        payload: jsonOfSize(API_BODY_LIMIT_BYTES + 1),
        contentType: 'application/json',
      });
      expectErrorShape(response, 413, 'payload_too_large');
      expect(await state()).toBe(before);
    },
  );

  it('a body of exactly 64 KiB is read (and then judged by the schema)', async () => {
    const call = await validCall(t, doula, 'POST /api/patients', agreementVersion);
    const payload = jsonOfSize(API_BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(payload)).toBe(64 * 1024);
    const response = await send(t, call, { payload, contentType: 'application/json' });
    expectErrorShape(response, 400, 'validation_failed');
  });

  it('the limit counts bytes, not characters', async () => {
    const call = await validCall(t, doula, 'POST /api/patients', agreementVersion);
    // 22,000 three-byte characters: under the limit in characters, over it in bytes.
    const payload = JSON.stringify({ firstName: '€'.repeat(22_000) });
    expect(payload.length).toBeLessThan(API_BODY_LIMIT_BYTES);
    const response = await send(t, call, { payload, contentType: 'application/json' });
    expectErrorShape(response, 413, 'payload_too_large');
  });
});

describe('malformed and unknown input', () => {
  it.each(writeRoutes)('%s answers 400 to malformed JSON', async (route) => {
    const call = await validCall(t, doula, route, agreementVersion);
    for (const payload of ['{"firstName":', '{firstName: "Ana"}', "{'a':1}", '[1,2', '\u0000']) {
      const response = await send(t, call, { payload, contentType: 'application/json' });
      expectErrorShape(response, 400, 'validation_failed');
    }
  });

  it.each(routesWithBody)('%s answers 400 to an unknown key and changes nothing', async (route) => {
    for (const extra of [
      { userId: '00000000-0000-4000-8000-000000000000' },
      { id: '00000000-0000-4000-8000-000000000000' },
      { deleted: true },
      { createdAt: '2020-01-01T00:00:00Z' },
      { status: 'paid' },
      { 'first name': 'Ana' },
    ]) {
      const call = await validCall(t, doula, route, agreementVersion);
      const before = await state();
      const response = await send(t, { ...call, body: { ...call.body, ...extra } });
      expectErrorShape(response, 400, 'validation_failed');
      expect(await state()).toBe(before);
    }
  });

  it('unknown keys nested in the registration profile are rejected too', async () => {
    const call = await validCall(t, doula, 'POST /api/registration', agreementVersion);
    const body = call.body as { profile: Record<string, unknown> };
    const response = await send(t, {
      ...call,
      body: { ...body, profile: { ...body.profile, isVerified: true } },
    });
    expectErrorShape(response, 400, 'validation_failed');
  });

  it.each(routesWithBody)('%s answers 400 to a JSON body that is not an object', async (route) => {
    const call = await validCall(t, doula, route, agreementVersion);
    for (const payload of ['null', '[]', '"text"', '42', 'true']) {
      const response = await send(t, call, { payload, contentType: 'application/json' });
      expectErrorShape(response, 400, 'validation_failed');
    }
  });

  it('a __proto__ key is refused by the JSON parser', async () => {
    const call = await validCall(t, doula, 'POST /api/patients', agreementVersion);
    const payload = `{"__proto__":{"deleted":true},${JSON.stringify(call.body).slice(1)}`;
    const response = await send(t, call, { payload, contentType: 'application/json' });
    expectErrorShape(response, 400, 'validation_failed');
  });
});

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
        const call = await validCall(t, doula, route, agreementVersion);
        const before = await state();
        const response = await send(t, { ...call, body: withText(route, call.body!, text) });
        expectErrorShape(response, 400, 'validation_failed');
        expect(await state()).toBe(before);
      }
    },
  );

  it('an invitation code with NUL is simply not found', async () => {
    const call = await validCall(t, doula, 'POST /api/invitations/check', agreementVersion);
    const response = await send(t, { ...call, body: { code: 'A\u0000' } });
    expect(response.statusCode).toBe(200);
  });

  it.each(['patients', 'facilities'])('searching %s for NUL answers 400, not 500', async (list) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${list}`,
      headers: { cookie: doula.cookie, 'x-search': 'ana%00' },
    });
    expectErrorShape(response, 400, 'validation_failed');
  });
});

describe('dates the database cannot store', () => {
  it('a claim dated in year 0 answers 400, not 500, and stores nothing', async () => {
    const before = await state();
    for (const serviceDateFrom of ['0000-01-01', '0000-02-29']) {
      const call = await validCall(t, doula, 'POST /api/claims', agreementVersion);
      const response = await send(t, {
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
    const cookie = await operatorCookie(t);
    const status = await t.inject({
      method: 'POST',
      url: '/api/operator/claims/%00ABC/status',
      headers: { cookie },
      payload: { status: 'approved' },
    });
    expectErrorShape(status, 404, 'not_found');
    const detail = await t.inject({
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
      const response = await t.inject({
        method,
        url,
        headers: { cookie: doula.cookie },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expectErrorShape(response, status, code);
      expect(response.body).not.toContain(url.split('/')[3]!.slice(0, 10));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});
