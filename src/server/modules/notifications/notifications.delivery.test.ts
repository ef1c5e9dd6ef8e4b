import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import type { OutboxPage } from '#domain/operations/outbox';
import { canary, canaryPatient } from '../../testing/canary.ts';
import {
  idempotencyKey,
  OPERATOR_EMAIL,
  operatorCookie,
  validClaim,
} from '../../testing/doulas.ts';
import { registeredUser } from '../../testing/fixtures.ts';
import { smtpSettingsFor, startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  CLAIM_STATUS_SUBJECT,
  createSmtpMailer,
  defaultDeliveryTiming,
  createOutboxDelivery,
  notifyClaimStatusChanged,
} from './index.ts';

/**
 * A claim's status change emails its doula through a real SMTP server (smtp-server in this
 * process), with nothing in the message about the patient or the claim.
 */
let inbox: SmtpInbox;
let t: TestApp;
let ops: string;
let doula: { userId: string; cookie: string; patientId: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp(
    // Changes to one doula's claims within 2 seconds go out as one email.
    { ADMIN_EMAILS: OPERATOR_EMAIL, ...smtpSettingsFor(inbox, 2) },
    // Poll often and retry soon, so the test sees each step within a second or two.
    { outboxTiming: { pollMs: 100, retry: { baseSeconds: 0.5, maxSeconds: 1, maxAttempts: 50 } } },
  );
  ops = await operatorCookie(t);
  const { userId, cookie } = await registeredUser(t, canary.email);
  const patient = await t.inject({
    method: 'POST',
    url: '/api/patients',
    headers: { cookie },
    payload: canaryPatient(),
  });
  expect(patient.statusCode, patient.body).toBe(201);
  doula = { userId, cookie, patientId: (patient.json() as { id: string }).id };
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

async function submitClaim(): Promise<ClaimView> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { cookie: doula.cookie, 'idempotency-key': idempotencyKey() },
    payload: validClaim(doula.patientId, { notes: canary.notes }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ClaimView;
}

const changeStatus = (claimId: string, status: string) =>
  t.inject({
    method: 'POST',
    url: `/api/operator/claims/${claimId}/status`,
    headers: { cookie: ops },
    payload: { status, note: canary.statusNote },
  });

async function outbox(): Promise<OutboxPage> {
  const response = await t.inject({
    method: 'GET',
    url: '/api/operator/outbox',
    headers: { cookie: ops },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OutboxPage;
}

async function waitForOutbox(check: (page: OutboxPage) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await outbox();
    if (check(page)) return page;
    if (Date.now() > deadline) throw new Error(`outbox never got there: ${JSON.stringify(page)}`);
    await pause(100);
  }
}

describe('a claim status change', () => {
  it('emails the doula exactly once, through SMTP, without any PHI', async () => {
    const claim = await submitClaim();
    await pause(400); // submitting is not a change of status: nothing is sent for it
    expect(inbox.messages).toHaveLength(0);

    const changed = await changeStatus(claim.id, 'processing');
    expect(changed.statusCode, changed.body).toBe(200);
    const [email] = await inbox.waitFor(1);
    await pause(600); // more polling rounds: still one email
    expect(inbox.messages).toHaveLength(1);

    expect(email!.to).toEqual([canary.email]);
    const raw = email!.raw;
    expect(decodedSubject(raw)).toBe(CLAIM_STATUS_SUBJECT);
    expect(raw).toContain('http://localhost:3999/claims');
    expect(raw).toContain('From: Doula Billing <billing@example.com>');
    const [year, month, day] = claim.serviceDateFrom.split('-');
    const [birthYear, birthMonth, birthDay] = canary.dateOfBirth.split('-');
    for (const secret of [
      canary.firstName,
      canary.middleName,
      canary.lastName,
      canary.dateOfBirth,
      `${birthMonth}/${birthDay}/${birthYear}`,
      canary.policyNumber,
      canary.insurer,
      canary.street,
      canary.notes.slice(0, 20),
      canary.statusNote.slice(0, 20),
      claim.formId,
      claim.id,
      claim.serviceDateFrom,
      `${month}/${day}/${year}`,
      (claim.totalChargeCents / 100).toFixed(2),
      'Maya', // the doula's own name from her profile
      'processing',
    ]) {
      expect(raw, secret).not.toContain(secret);
    }

    const page = await waitForOutbox((p) => p.counts.sent === 1);
    expect(page.delivery).toBe('smtp');
    expect(page.items[0]).toMatchObject({
      to: 'z***@example.com',
      subject: CLAIM_STATUS_SUBJECT,
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    // Logs say that an email went, never to whom or what it said.
    const logs = t.logs.join('\n');
    expect(logs).toContain('email sent');
    expect(logs).not.toContain(canary.email);
    expect(logs).not.toContain('sign in to see it');
  });

  it('sends nothing when the change is rolled back', async () => {
    const claim = await submitClaim();
    const before = inbox.messages.length;
    // The change's transaction fails at its last step (the audit row), after the outbox row
    // was written: the whole change, outbox row included, rolls back.
    await t.database.pool.query(`
      CREATE FUNCTION refuse_status_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = 'claim.status_change' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_status_audit BEFORE INSERT ON audit_events
        FOR EACH ROW EXECUTE FUNCTION refuse_status_audit();`);
    try {
      const failed = await changeStatus(claim.id, 'approved');
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.database.pool.query(`
        DROP TRIGGER refuse_status_audit ON audit_events;
        DROP FUNCTION refuse_status_audit();`);
    }
    const { rows } = await t.database.pool.query<{ status: string }>(
      'SELECT status FROM claims WHERE id = $1',
      [claim.id],
    );
    expect(rows[0]!.status).toBe('pending');
    await pause(600);
    expect(inbox.messages).toHaveLength(before);
    expect((await outbox()).counts.pending).toBe(0);
  });

  it('keeps the email while the SMTP server is down, retries, and delivers it once it is back', async () => {
    const claim = await submitClaim();
    const before = inbox.messages.length;
    await inbox.stop();
    try {
      expect((await changeStatus(claim.id, 'denied')).statusCode).toBe(200);
      // Tried, failed, tried again: waiting for the next attempt.
      const waiting = await waitForOutbox(
        (p) => p.items[0]!.attempts >= 2 && p.items[0]!.status === 'pending',
      );
      // Connection refused: nodemailer's code for a socket that never opened.
      expect(waiting.items[0]!.lastError).toMatch(/^(ESOCKET|ECONNECTION)$/);
      expect(waiting.items[0]!.nextAttemptAt).not.toBeNull();
    } finally {
      await inbox.start();
    }
    await inbox.waitFor(before + 1);
    await pause(600);
    expect(inbox.messages).toHaveLength(before + 1);
    expect(decodedSubject(inbox.messages.at(-1)!.raw)).toBe(CLAIM_STATUS_SUBJECT);
    const page = await waitForOutbox((p) => p.items[0]!.status === 'sent');
    expect(page.items[0]!.lastError).toBeNull();
    expect(t.logs.join('\n')).not.toContain(canary.email);
  });

  it('joins changes close together into one email that says how many', async () => {
    const claims = [await submitClaim(), await submitClaim(), await submitClaim()];
    const before = inbox.messages.length;
    for (const claim of claims) {
      expect((await changeStatus(claim.id, 'processing')).statusCode).toBe(200);
    }
    await inbox.waitFor(before + 1);
    await pause(600);
    expect(inbox.messages).toHaveLength(before + 1);
    expect(inbox.messages.at(-1)!.raw).toContain('3 changes to your claims');
    const page = await waitForOutbox((p) => p.items.slice(0, 3).every((i) => i.status === 'sent'));
    expect(page.items.slice(0, 3).map((item) => item.attempts)).toEqual([1, 1, 1]);
  });
});

describe('several app servers', () => {
  it('send each email once: rows one server is sending are skipped by the others', async () => {
    const before = inbox.messages.length;
    const people = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.signInAs(`racer-${i}@example.com`)),
    );
    // Three postmen on one database besides the test app's job: each runs rounds back to back
    // (20 ms apart), as unlucky servers whose rounds all fall at the same moment would.
    let racing = true;
    const postmen = [1, 2, 3].map(async () => {
      const postman = createOutboxDelivery({
        db: t.database.db,
        mailer: createSmtpMailer(t.config.smtp!),
        publicUrl: t.config.publicUrl,
        timing: { ...defaultDeliveryTiming, pollMs: 20, batchSeconds: 0 },
        log: t.app.log,
      });
      while (racing) {
        await postman.deliverDue();
        await pause(20);
      }
      postman.close();
    });
    try {
      for (const person of people) await notifyClaimStatusChanged(t.database.db, person.userId);
      await inbox.waitFor(before + people.length, 20_000);
      await pause(800);
    } finally {
      racing = false;
      await Promise.all(postmen);
    }
    const received = inbox.messages.slice(before).flatMap((message) => message.to);
    expect(received.sort()).toEqual(people.map((_, i) => `racer-${i}@example.com`).sort());
  });
});

/** The Subject header, decoded from its RFC 2047 encoded words. */
function decodedSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?(.*?)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
