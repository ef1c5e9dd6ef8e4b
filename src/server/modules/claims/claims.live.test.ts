import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postClaim, shortClaim } from '../../testing/doulas.ts';
import { openStream } from '../../testing/event-stream.ts';
import { registeredUser } from '../../testing/fixtures.ts';
import { createRecord } from '../../testing/record-fixtures.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const OPERATOR = 'live-claims-operator@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: OPERATOR }, { liveHeartbeatMs: 200 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('claims on the live stream', () => {
  it("tells the doula's open streams when a claim is submitted and when an operator changes its status", async () => {
    const { cookie } = await registeredUser(t, 'live-claims@example.com');
    const other = await registeredUser(t, 'live-claims-other@example.com');
    const mine = await openStream(t, cookie);
    const theirs = await openStream(t, other.cookie);

    const patientId = await createRecord(t, cookie, 'patients');
    const claim = (await postClaim(t, cookie, shortClaim(patientId))).json() as { id: string };
    const created = await mine.next((e) => (e.data as { entity?: string })?.entity === 'claim');
    expect(created.data).toEqual({ entity: 'claim', id: claim.id, action: 'created' });

    const { cookie: operator } = await t.signInAs(OPERATOR);
    const changed = await t.inject({
      method: 'POST',
      url: `/api/operator/claims/${claim.id}/status`,
      headers: { cookie: operator },
      payload: { status: 'approved' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const updated = await mine.next((e) => (e.data as { action?: string })?.action === 'updated');
    expect(updated.data).toEqual({ entity: 'claim', id: claim.id, action: 'updated' });

    // Another doula hears nothing of it (only the heartbeat comments reach her stream).
    await new Promise((done) => setTimeout(done, 300));
    expect(theirs.events.filter((e) => e.event === 'change')).toEqual([]);
    mine.close();
    theirs.close();
  });
});
