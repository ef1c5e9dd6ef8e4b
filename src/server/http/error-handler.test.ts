import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../testing/fixtures.ts';
import { validPatient } from '../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

// A database of its own: this test takes the patients table away for a moment.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await registeredUser(t, 'unexpected@example.com'));
});
afterAll(() => t.close());

describe('an unexpected database error', () => {
  it('answers a generic 500 with the request id, and logs neither SQL nor the values sent', async () => {
    const before = t.logs.length;
    await t.database.pool.query('ALTER TABLE patients RENAME TO patients_gone');
    let response;
    try {
      response = await t.inject({
        method: 'POST',
        url: '/api/patients',
        headers: { cookie },
        payload: validPatient({ firstName: 'Xylocanary', policyNumber: 'POL-CANARY-31337' }),
      });
    } finally {
      await t.database.pool.query('ALTER TABLE patients_gone RENAME TO patients');
    }

    const requestId = response.headers['x-request-id'] as string;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'internal',
        message: `Something went wrong on our side. Please try again. (Reference: ${requestId})`,
      },
      requestId,
    });

    const logged = t.logs.slice(before).join('');
    const line = t.logs
      .slice(before)
      .map((raw) => JSON.parse(raw) as { msg: string; reqId: string; err?: unknown })
      .find((entry) => entry.msg === 'unexpected error');
    // What an operator needs: the request id, the error's type and SQLSTATE, and where it happened.
    expect(line).toMatchObject({
      reqId: requestId,
      err: {
        type: expect.any(String),
        cause: { type: 'DatabaseError', code: '42P01' },
        frames: expect.stringContaining('patients.repository.ts'),
      },
    });
    // What must never be logged: the submitted values and the statement that carried them.
    expect(logged).not.toContain('Xylocanary');
    expect(logged).not.toContain('POL-CANARY-31337');
    expect(logged).not.toMatch(/insert into/i);
    expect(logged).not.toContain('params:');
  });
});
