import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await t.signInAs('csrf@example.com'));
});
afterAll(() => t.close());

/** A request the CSRF check must judge: a state-changing call of the API's. */
const post = { method: 'POST', url: '/api/invitations/check', payload: { code: 'X' } } as const;

describe('CSRF protection', () => {
  it.each([
    {
      title: 'refuses a cross-site POST',
      request: post,
      headers: { 'sec-fetch-site': 'cross-site', 'x-requested-with': 'doula-billing' },
      expected: 403,
    },
    {
      title: 'refuses a POST from another origin when Sec-Fetch-Site is absent',
      request: post,
      headers: { origin: 'https://evil.example', 'x-requested-with': 'doula-billing' },
      expected: 403,
    },
    {
      title: 'refuses a same-origin POST without the app header (a plain form post)',
      request: post,
      headers: { 'sec-fetch-site': 'same-origin' },
      expected: 403,
    },
    {
      title: 'accepts a same-origin request with the app header',
      request: post,
      headers: {
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:3999',
        'x-requested-with': 'doula-billing',
      },
      expected: 200,
    },
    {
      title: 'leaves GET requests alone',
      request: { method: 'GET', url: '/api/session' },
      headers: { 'sec-fetch-site': 'cross-site' },
      expected: 200,
    },
  ] as const)('$title', async ({ request, headers, expected }) => {
    const response = await t.app.inject({ ...request, headers: { cookie, ...headers } });
    expect(response.statusCode).toBe(expected);
  });
});
