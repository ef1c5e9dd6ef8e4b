import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { createDoula, submitClaim } from '../testing/doulas.ts';
import { registeredUser } from '../testing/fixtures.ts';
import { createRecord, validPatient } from '../testing/record-fixtures.ts';
import { commandLineTestApp, runAdminCommand } from '../testing/admin-command.ts';
import { sendInBatch } from '../testing/sent-claims.ts';
import { overpaid835, paid835 } from '../testing/response-files.ts';

const cli = commandLineTestApp();

const admin = runAdminCommand;

describe('npm run admin', () => {
  it('prints usage and exits non-zero for unknown commands and bad arguments', async () => {
    for (const argv of [
      [],
      ['nope'],
      ['invite'],
      ['invite', 'add', 'not-an-email', 'X'],
      ['invite', 'add', 'a@b.co'],
      ['operator'],
      ['operator', 'grant'],
      ['operator', 'grant', 'not-an-email'],
      ['operator', 'revoke'],
      ['operator', 'grant', 'a@b.co', 'c@d.co'],
    ]) {
      const result = await admin(...argv);
      expect(result.code).not.toBe(0);
      expect(result.err).toContain('Usage: npm run admin');
    }
  });

  it('adds and lists invitations', async () => {
    expect(
      await admin('invite', 'add', 'Cli@Example.com', 'first-one', 'second-two'),
    ).toMatchObject({
      code: 0,
      out: 'Added an invitation for cli@example.com with codes FIRST-ONE, SECOND-TWO.\nSend the codes now: later lists show only the last characters.',
    });
    const list = await admin('invite', 'list', 'cli@example.com');
    expect(list.code).toBe(0);
    // Shown in full once, when added; listed afterwards by their last characters only.
    expect(list.out).toContain('cli@example.com\t…-ONE, …-TWO\tnot redeemed');
    expect(list.out).not.toContain('FIRST-ONE');
  });

  it("applies the console's rules: a typed code needs 8 characters, and nothing is added otherwise", async () => {
    const refused = await admin('invite', 'add', 'short-code@example.com', 'AB');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('A typed code needs at least 8 characters');
    expect((await admin('invite', 'list', 'short-code@example.com')).out).toBe('No invitations.');
    const badCharacters = await admin('invite', 'add', 'short-code@example.com', 'NO SPACES!');
    expect(badCharacters.code).toBe(2);
    expect(badCharacters.err).toContain('Use only letters, digits and dashes.');
  });

  it('trims the agreement version like the console, so a padded label is the same label', async () => {
    const file = path.join(os.tmpdir(), `baa-${randomUUID()}.txt`);
    await writeFile(file, 'The agreement text.');
    const version = `trim-${randomUUID().slice(0, 6)}`;
    const published = await admin('baa', 'publish', `  ${version}  `, file);
    expect(published.code).toBe(0);
    expect(published.out).toContain(`version ${version} (`);
    expect((await admin('baa', 'list')).out.split('\n')[0]).toContain(`* ${version}\t`);
    const again = await admin('baa', 'publish', version, file);
    expect(again.code).toBe(4);
    expect(again.err).toContain(`Version "${version}" is already published.`);
  });

  it('publishes agreement versions and lists them with the current one marked', async () => {
    const file = path.join(os.tmpdir(), `baa-${randomUUID()}.txt`);
    await writeFile(file, 'The agreement text.');
    const version = `v-${randomUUID().slice(0, 6)}`;
    expect((await admin('baa', 'publish', version, file)).code).toBe(0);
    expect((await admin('baa', 'publish', version, file)).code).not.toBe(0);
    const list = await admin('baa', 'list');
    expect(list.out.split('\n')[0]).toContain(`* ${version}`);
  });

  it('changes a claim status with a note, and refuses bad statuses and unknown claims', async () => {
    const doula = await createDoula(cli.t, 'cli-claims@example.com');
    const claimId = await submitClaim(cli.t, doula);
    const viewOf = async (id: string) =>
      (
        await cli.t.inject({
          method: 'GET',
          url: `/api/claims/${id}`,
          headers: { cookie: doula.cookie },
        })
      ).json() as ClaimView;
    const claim = await viewOf(claimId);

    const changed = await admin(
      'claim',
      'status',
      claim.id,
      'processing',
      '--note',
      'Sent to payer',
    );
    expect(changed).toMatchObject({
      code: 0,
      out: `Claim ${claim.formId} (${claim.id}) is now processing (was pending).`,
    });
    expect((await admin('claim', 'status', claim.formId, 'approved')).code).toBe(0);

    const invalid = await admin('claim', 'status', claim.id, 'paid');
    expect(invalid.code).not.toBe(0);
    expect(invalid.err).toContain('"paid" is not a claim status');
    const unknown = await admin('claim', 'status', randomUUID(), 'approved');
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain('No claim with id');

    const view = await viewOf(claim.id);
    expect(view.status).toBe('approved');
    expect(view.statusHistory.map((h) => `${h.to}:${h.note}`)).toEqual([
      'pending:Submitted',
      'processing:Sent to payer',
      'approved:',
    ]);
  });
});

describe('npm run admin -- operator', () => {
  it('grants, lists and revokes operator access, saying what it did', async () => {
    expect(await admin('operator', 'grant', 'New.Operator@Example.com')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Granted operator access to new.operator@example.com.'),
    });
    expect((await admin('operator', 'grant', 'new.operator@example.com')).out).toMatch(
      /^new\.operator@example\.com already has operator access \(granted .*\)\. Nothing changed\.$/,
    );
    expect((await admin('operator', 'list')).out).toMatch(
      /new\.operator@example\.com\tactive\tgranted .* by command line/,
    );
    expect(await admin('operator', 'revoke', 'new.operator@example.com')).toMatchObject({
      code: 0,
      out: 'Revoked operator access of new.operator@example.com. Their next request to the console is refused.',
    });
    expect((await admin('operator', 'revoke', 'new.operator@example.com')).out).toBe(
      'new.operator@example.com has no active operator grant. Nothing changed.',
    );
    expect((await admin('operator', 'list')).out).toMatch(
      /new\.operator@example\.com\trevoked\tgranted .*\trevoked .* by command line/,
    );
    expect((await admin()).err).toContain('operator grant <email>');
  });
});

describe('npm run admin -- audit', () => {
  it("prints a user's audit trail without PHI, and refuses a missing email", async () => {
    const { cookie } = await registeredUser(cli.t, 'audit-cli@example.com');
    await createRecord(cli.t, cookie, 'patients', validPatient({ lastName: 'Canaryname' }));
    const result = await admin('audit', 'audit-cli@example.com');
    expect(result.code).toBe(0);
    expect(result.out).toContain('patient.create\tsuccess');
    expect(result.out).toContain('profile.register\tsuccess');
    expect(result.out).not.toContain('Canaryname');
    expect((await admin('audit')).code).not.toBe(0);
    expect((await admin('audit', 'nobody@example.com')).out).toBe(
      'No user has signed in with nobody@example.com.',
    );
  });
});

/** A doula's claim sent in a batch: its id, and its form ID and service date as an 835 names them. */
async function sentClaim(email: string) {
  const doula = await createDoula(cli.t, email);
  const claimId = await submitClaim(cli.t, doula);
  await sendInBatch(cli.t, [claimId]);
  const { rows } = await cli.t.database.pool.query<{ form_id: string; service_date_from: string }>(
    "SELECT form_id, to_char(service_date_from, 'YYYY-MM-DD') AS service_date_from FROM claims WHERE id = $1",
    [claimId],
  );
  return { claimId, claim: { formId: rows[0]!.form_id, serviceDate: rows[0]!.service_date_from } };
}

describe('npm run admin -- import', () => {
  it('imports payer response files through the same service, says when a file repeats, and refuses bad ones', async () => {
    const { claimId, claim } = await sentClaim('cli-import@example.com');
    const dir = os.tmpdir();
    const paid = path.join(dir, `paid-${randomUUID()}.x12`);
    const broken = path.join(dir, `broken-${randomUUID()}.x12`);
    const text = paid835(claim);
    await writeFile(paid, text);
    await writeFile(broken, text.slice(0, text.indexOf('CLP*')));

    const first = await admin('import', paid);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('835 imported — 1 claim matched, 0 unmatched.');
    expect(first.out).toContain(`${claim.formId}: processing → approved, $162.11 paid`);

    const again = await admin('import', paid, broken);
    expect(again.code).toBe(2);
    expect(again.out).toMatch(/already imported on .*; nothing changed\./);
    expect(again.out).toContain(`${path.basename(broken)}: refused — `);
    expect(again.err).toContain('1 of 2 files were refused');
    const { rows: paidRows } = await cli.t.database.pool.query<{ paid_cents: number }>(
      'SELECT paid_cents FROM claims WHERE id = $1',
      [claimId],
    );
    expect(paidRows[0]!.paid_cents).toBe(16211);

    const missing = await admin('import', path.join(dir, 'no-such-file.x12'));
    expect(missing.code).toBe(3);
    expect((await admin('import')).code).toBe(2);
  });
});

describe('npm run admin -- payment', () => {
  it('refuses an out-of-range amount in plain words (exit 2), lists a held overpayment, and refuses it once', async () => {
    const { claimId, claim } = await sentClaim('cli-payment@example.com');
    const dir = os.tmpdir();
    const huge = path.join(dir, `huge-${randomUUID()}.x12`);
    await writeFile(huge, overpaid835(claim, '123456789012'));
    const refused = await admin('import', huge);
    expect(refused.code).toBe(2);
    expect(refused.out).toMatch(/refused — BPR02 \(segment \d+\) is an amount beyond the largest/);
    expect(`${refused.out}${refused.err}`).not.toMatch(/insert|select|params|integer/i);

    const over = path.join(dir, `over-${randomUUID()}.x12`);
    await writeFile(over, overpaid835(claim));
    expect((await admin('import', over)).out).toMatch(/held for review — Paid \$1,000,000\.00/);
    const held = await admin('payment', 'held');
    expect(held.code).toBe(0);
    const line = held.out.split('\n').find((text) => text.includes(claim.formId))!;
    const id = line.split(' ')[0]!;
    const first = await admin('payment', 'refuse', id);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('is refused; the claim is unchanged');
    const second = await admin('payment', 'approve', id);
    expect(second.code).toBe(4);
    expect(second.err).toContain('This payment was already refused by command line');
    const { rows: after } = await cli.t.database.pool.query<{ paid_cents: number }>(
      'SELECT paid_cents FROM claims WHERE id = $1',
      [claimId],
    );
    expect(after[0]!.paid_cents).toBe(0);
  });
});
