import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../app.ts';
import { writeRoutesApp } from '../testing/doulas-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  expectErrorShape,
  formUploadRoutes,
  routesWithBody,
  writeRoutes,
  type WriteRoute,
} from '../testing/write-routes.ts';

/**
 * The deterministic half of the input hardening: write routes read JSON only (415 otherwise),
 * bodies over the limit answer 413, malformed JSON 400, unknown keys 400, each with the one
 * error shape, and a refused request changes nothing. (unstorable-input.test.ts covers text,
 * dates and paths the database cannot hold; the hostile-input tests add the random half.)
 */
const { world, state, validCallOf, send } = writeRoutesApp('input-limits@example.com');

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
  // Answered from a check made within the last 24 hours (see validCall).
  'POST /api/patients/:id/coverage-checks': 200,
  'POST /api/patients/:id/recommendations': 201,
  'PUT /api/recommendations/:id': 200,
  'POST /api/claims': 201,
  'POST /api/claims/:id/correction': 201,
  'POST /api/claims/:id/void': 201,
  'POST /api/claims/:id/reconsiderations': 201,
  'POST /api/reconsiderations/:id/state': 200,
  'DELETE /api/session': 204,
  'POST /api/operator/invitations': 201,
  'POST /api/operator/invitations/:id/revoke': 200,
  'POST /api/operator/agreements': 201,
  'POST /api/operator/claims/:id/status': 200,
  'POST /api/operator/claims/:id/status-inquiries': 200,
  'POST /api/operator/claims/:id/recommendation-request': 200,
  'POST /api/operator/payer-profiles': 201,
  'PATCH /api/operator/payer-profiles/:profileId': 200,
  'POST /api/operator/payer-profiles/:profileId/versions': 201,
  'PUT /api/operator/payer-profiles/:profileId/prompt-pay': 200,
  'PUT /api/operator/payer-mapping': 200,
  'POST /api/operator/batches': 201,
  'POST /api/operator/batches/:id/resend': 201,
  'POST /api/operator/imports': 201,
  'POST /api/operator/payments/:id/review': 200,
  'POST /api/operator/clearinghouse-connections': 201,
  'PATCH /api/operator/clearinghouse-connections/:id': 200,
  'POST /api/operator/clearinghouse-connections/:id/test': 200,
  'PUT /api/operator/enrollments': 200,
  'PUT /api/operator/fees/price': 200,
  'POST /api/operator/fees/credits': 201,
  'POST /api/operator/fees/payments': 201,
  'POST /api/operator/fees/charges': 200,
  // No card payment to refund without Stripe settings: let in, then not found.
  'POST /api/operator/fees/refunds': 404,
  'POST /api/operator/clearinghouse-connections/:id/send-now': 200,
  'POST /api/operator/clearinghouse-connections/:id/poll-now': 200,
  // This app has no Stripe settings: card setup is let in and refused as "not configured"
  // (409), and no webhook can be verified (400); the limits below still come first.
  'POST /api/card/setup': 409,
  'POST /api/stripe/webhook': 400,
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The app's registered state-changing /api routes as `METHOD /path`, sorted. */
function registeredWriteRoutes(t: TestApp): string[] {
  return t.routes
    .filter((route) => WRITE_METHODS.has(route.method) && route.url.startsWith('/api/'))
    .map((route) => `${route.method} ${route.url}`)
    .sort();
}

describe('the write routes under test', () => {
  it('are exactly the write routes the app registers', () => {
    expect(registeredWriteRoutes(world.t)).toEqual([...writeRoutes].sort());
  });

  it.each(writeRoutes)(
    '%s accepts its valid call (so the refusals below mean something)',
    async (route) => {
      const call = await validCallOf(route);
      const response = await send(call);
      expect(response.statusCode, response.body).toBe(successStatus[route]);
    },
  );
});

describe('Content-Type', () => {
  it.each(writeRoutes)('%s answers 415 to a text/plain body and changes nothing', async (route) => {
    const call = await validCallOf(route);
    const before = await state();
    const response = await send(call, {
      payload: JSON.stringify(call.body ?? {}),
      contentType: 'text/plain',
    });
    expectErrorShape(response, 415, 'unsupported_media_type');
    expect(await state()).toBe(before);
  });

  it.each(writeRoutes)('%s answers 415 to form posts and XML', async (route) => {
    const call = await validCallOf(route);
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/html',
    ]) {
      const response = await send(call, { payload: 'firstName=Ana', contentType });
      expectErrorShape(response, 415, 'unsupported_media_type');
    }
  });

  it('a body without any Content-Type answers 415', async () => {
    const call = await validCallOf('POST /api/patients');
    const response = await send(call, { payload: JSON.stringify(call.body) });
    expectErrorShape(response, 415, 'unsupported_media_type');
  });

  it('application/json with a charset parameter is accepted', async () => {
    const call = await validCallOf('POST /api/patients');
    const response = await send(call, {
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

  it.each(writeRoutes.filter((route) => !formUploadRoutes.includes(route)))(
    '%s answers 413 to a body over 64 KiB and changes nothing',
    async (route) => {
      const call = await validCallOf(route);
      const before = await state();
      const response = await send(call, {
        payload: jsonOfSize(API_BODY_LIMIT_BYTES + 1),
        contentType: 'application/json',
      });
      expectErrorShape(response, 413, 'payload_too_large');
      expect(await state()).toBe(before);
    },
  );

  it('a body of exactly 64 KiB is read (and then judged by the schema)', async () => {
    const call = await validCallOf('POST /api/patients');
    const payload = jsonOfSize(API_BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(payload)).toBe(64 * 1024);
    const response = await send(call, { payload, contentType: 'application/json' });
    expectErrorShape(response, 400, 'validation_failed');
  });

  it('the limit counts bytes, not characters', async () => {
    const call = await validCallOf('POST /api/patients');
    // 22,000 three-byte characters: under the limit in characters, over it in bytes.
    const payload = JSON.stringify({ firstName: '€'.repeat(22_000) });
    expect(payload.length).toBeLessThan(API_BODY_LIMIT_BYTES);
    const response = await send(call, { payload, contentType: 'application/json' });
    expectErrorShape(response, 413, 'payload_too_large');
  });
});

describe('malformed and unknown input', () => {
  it.each(writeRoutes)('%s answers 400 to malformed JSON', async (route) => {
    const call = await validCallOf(route);
    for (const payload of ['{"firstName":', '{firstName: "Ana"}', "{'a':1}", '[1,2', '\u0000']) {
      const response = await send(call, { payload, contentType: 'application/json' });
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
      const call = await validCallOf(route);
      const before = await state();
      const response = await send({ ...call, body: { ...call.body, ...extra } });
      expectErrorShape(response, 400, 'validation_failed');
      expect(await state()).toBe(before);
    }
  });

  it('unknown keys nested in the registration profile are rejected too', async () => {
    const call = await validCallOf('POST /api/registration');
    const body = call.body as { profile: Record<string, unknown> };
    const response = await send({
      ...call,
      body: { ...body, profile: { ...body.profile, isVerified: true } },
    });
    expectErrorShape(response, 400, 'validation_failed');
  });

  it.each(routesWithBody)('%s answers 400 to a JSON body that is not an object', async (route) => {
    const call = await validCallOf(route);
    for (const payload of ['null', '[]', '"text"', '42', 'true']) {
      const response = await send(call, { payload, contentType: 'application/json' });
      expectErrorShape(response, 400, 'validation_failed');
    }
  });

  it('a __proto__ key is refused by the JSON parser', async () => {
    const call = await validCallOf('POST /api/patients');
    const payload = `{"__proto__":{"deleted":true},${JSON.stringify(call.body).slice(1)}`;
    const response = await send(call, { payload, contentType: 'application/json' });
    expectErrorShape(response, 400, 'validation_failed');
  });
});
