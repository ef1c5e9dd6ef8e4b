import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredUser } from '../../testing/fixtures.ts';
import { recordApi, validFacility, validPatient } from '../../testing/record-fixtures.ts';
import { openStream } from '../../testing/event-stream.ts';
import { buildSecondServer, buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createSessionService } from '../sessions/index.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp({}, { liveHeartbeatMs: 200 });
  b = await buildSecondServer(a, {}, { liveHeartbeatMs: 200 });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('GET /api/events', () => {
  it('a patient created through server A reaches a stream open on server B within a second', async () => {
    const { cookie } = await registeredUser(a, 'live-two-servers@example.com');
    const stream = await openStream(b, cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['content-security-policy']).toBeDefined();

    const started = Date.now();
    const created = await recordApi(a, 'patients', cookie).create(
      validPatient({ lastName: 'Streamed', policyNumber: 'PHI-POLICY-9' }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };

    const event = await stream.next((e) => e.event === 'change', 1_000);
    expect(event.at - started).toBeLessThan(1_000);
    // Which record changed, and nothing of its content.
    expect(event.data).toEqual({ entity: 'patient', id, action: 'created' });
    expect(stream.raw).not.toContain('Streamed');
    expect(stream.raw).not.toContain('PHI-POLICY-9');
    stream.close();
  });

  it('announces updates and archives of patients and facilities, on both servers', async () => {
    const { cookie } = await registeredUser(a, 'live-actions@example.com');
    const onA = await openStream(a, cookie);
    const onB = await openStream(b, cookie);

    const facilitiesOnB = recordApi(b, 'facilities', cookie);
    const facility = await facilitiesOnB.created(validFacility());
    await facilitiesOnB.update(facility.id, validFacility({ name: 'Renamed' }));
    await recordApi(a, 'facilities', cookie).archive(facility.id);

    for (const stream of [onA, onB]) {
      for (const action of ['created', 'updated', 'archived']) {
        const event = await stream.next(
          (e) => e.event === 'change' && (e.data as { action: string }).action === action,
        );
        expect(event.data).toEqual({ entity: 'facility', id: facility.id, action });
      }
      stream.close();
    }
  });

  it('does not tell one user about another user’s changes', async () => {
    const watcher = await registeredUser(a, 'live-watcher@example.com');
    const writer = await registeredUser(a, 'live-writer@example.com');
    const watching = await openStream(b, watcher.cookie);
    const writerStream = await openStream(b, writer.cookie);
    await recordApi(a, 'patients', writer.cookie).create(validPatient());
    await writerStream.next((e) => e.event === 'change');
    // The writer's own stream got it; give the watcher's the same chance, then check.
    await new Promise((done) => setTimeout(done, 100));
    expect(watching.events.filter((e) => e.event === 'change')).toEqual([]);
    watching.close();
    writerStream.close();
  });

  it('sends no event for a failed write', async () => {
    const { cookie } = await registeredUser(a, 'live-failed@example.com');
    const stream = await openStream(a, cookie);
    const response = await recordApi(a, 'patients', cookie).create(validPatient({ firstName: '' }));
    expect(response.statusCode).toBe(400);
    await new Promise((done) => setTimeout(done, 150));
    expect(stream.events.filter((e) => e.event === 'change')).toEqual([]);
    stream.close();
  });

  it('answers 401 signed out and 403 with an incomplete profile', async () => {
    expect((await openStream(a, undefined)).status).toBe(401);
    const { cookie } = await a.signInAs('live-incomplete@example.com');
    expect((await openStream(a, cookie)).status).toBe(403);
  });

  it('sends heartbeats, and closes with signed-out once the session ends', async () => {
    const { cookie } = await registeredUser(a, 'live-signout@example.com');
    const stream = await openStream(b, cookie);
    await new Promise((done) => setTimeout(done, 450));
    expect(stream.raw).toContain(': heartbeat');

    await a.as(cookie).delete('/api/session');
    await stream.next((e) => e.event === 'signed-out', 1_000);
    await stream.ended;
  });

  it('heartbeats do not keep an idle session alive', async () => {
    const { cookie } = await registeredUser(a, 'live-idle@example.com');
    const before = await a.database.pool.query(
      `UPDATE sessions SET last_seen_at = now() - interval '10 minutes'
       WHERE user_id = (SELECT id FROM users WHERE email = $1) RETURNING last_seen_at`,
      ['live-idle@example.com'],
    );
    const stream = await openStream(a, cookie);
    // Opening the stream is a use of the session (as any request is); heartbeats are not.
    const opened = await a.database.pool.query(
      `SELECT last_seen_at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      ['live-idle@example.com'],
    );
    expect(opened.rows[0].last_seen_at.getTime()).toBeGreaterThan(
      before.rows[0].last_seen_at.getTime(),
    );
    await a.database.pool.query(
      `UPDATE sessions SET last_seen_at = now() - interval '10 minutes'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      ['live-idle@example.com'],
    );
    await new Promise((done) => setTimeout(done, 650));
    const after = await a.database.pool.query(
      `SELECT last_seen_at > now() - interval '1 minute' AS touched FROM sessions
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      ['live-idle@example.com'],
    );
    expect(after.rows[0].touched).toBe(false);
    stream.close();
  });

  it('after losing its database listener, a server reconnects and tells streams to reload', async () => {
    const { cookie } = await registeredUser(a, 'live-reconnect@example.com');
    const stream = await openStream(b, cookie);
    const terminated = await a.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query = 'LISTEN live_changes'`,
    );
    expect(terminated.rowCount).toBe(2);
    await stream.next((e) => e.event === 'resync', 3_000);

    await recordApi(a, 'patients', cookie).create(validPatient());
    await stream.next((e) => e.event === 'change', 1_000);
    stream.close();
  });

  it('closing the app ends its open streams', async () => {
    const extra = await buildSecondServer(a);
    await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await registeredUser(a, 'live-close@example.com');
    const stream = await openStream(extra, cookie);
    expect(stream.status).toBe(200);
    await extra.close();
    await stream.ended;
  });

  it('signing out through another server closes that session’s open streams at once, not at the next heartbeat', async () => {
    // A server with the real 25-second heartbeat: only the notice of the sign-out can close
    // its stream within the second.
    const slow = await buildSecondServer(a);
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie } = await registeredUser(a, 'live-signout-now@example.com');
      const other = `session=${await createSessionService(a.database.db, a.config.session).start(
        (await a.as(cookie).get('/api/session')).json().user.id,
      )}`;
      const signedOut = await openStream(slow, cookie);
      const stillIn = await openStream(slow, other);
      expect([signedOut.status, stillIn.status]).toEqual([200, 200]);

      const started = Date.now();
      expect((await a.as(cookie).delete('/api/session')).statusCode).toBe(204);
      await signedOut.next((e) => e.event === 'signed-out', 1_000);
      await signedOut.ended;
      expect(Date.now() - started).toBeLessThan(1_000);

      // The same user's other session keeps its stream, and its updates.
      await recordApi(a, 'patients', other).create(validPatient());
      await stillIn.next((e) => e.event === 'change', 1_000);
      expect(stillIn.events.some((e) => e.event === 'signed-out')).toBe(false);
      stillIn.close();
    } finally {
      await slow.close();
    }
  });
});
