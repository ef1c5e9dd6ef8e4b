import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await t.signInAs('csrf@example.com'));
});
afterAll(() => t.close());

describe('CSRF protection', () => {
  it('refuses a cross-site POST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/check',
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'x-requested-with': 'doula-billing' },
      payload: { code: 'X' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a POST from another origin when Sec-Fetch-Site is absent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/check',
      headers: { cookie, origin: 'https://evil.example', 'x-requested-with': 'doula-billing' },
      payload: { code: 'X' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a same-origin POST without the app header (a plain form post)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/check',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      payload: { code: 'X' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a same-origin request with the app header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/check',
      headers: {
        cookie,
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:3999',
        'x-requested-with': 'doula-billing',
      },
      payload: { code: 'X' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves GET requests alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
