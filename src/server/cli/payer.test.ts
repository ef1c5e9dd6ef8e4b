import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMERCIAL_ID, MEDI_CAL_FFS_ID, type PayerProfile } from '#domain/billing/index';
import { commandLineTestApp, runAdminCommand } from '../testing/admin-command.ts';

/**
 * `npm run admin -- payer …`: the command line edits payer profiles and the mapping through the
 * console's billing service, with its rules, its exit codes and an audit event per change.
 */
const cli = commandLineTestApp();

const admin = runAdminCommand;

async function jsonFile(data: unknown): Promise<string> {
  const file = path.join(os.tmpdir(), `payer-${randomUUID()}.json`);
  await writeFile(file, JSON.stringify(data));
  return file;
}

const auditRows = async (action: string) =>
  (
    await cli.t.database.pool.query<{ entity_id: string | null; user_agent: string }>(
      'SELECT entity_id, user_agent FROM audit_events WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;

/** The commercial profile's newest version, as `payer show --json` prints it. */
async function commercialVersion() {
  const shown = await admin('payer', 'show', COMMERCIAL_ID, '--json');
  expect(shown.code, shown.err).toBe(0);
  return (JSON.parse(shown.out) as PayerProfile).versions.at(-1)!;
}

describe('npm run admin -- payer', () => {
  it('lists the profiles and the mapping, and shows one profile with its rates and who uses it', async () => {
    const list = await admin('payer', 'list');
    expect(list.code, list.err).toBe(0);
    expect(list.out).toContain(`${MEDI_CAL_FFS_ID}\tMedi-Cal fee-for-service\t2 versions`);
    expect(list.out).toContain(`Medicaid\tany payer ID\t→ ${MEDI_CAL_FFS_ID}`);
    expect(list.out).toContain(`every other payer\t\t→ ${COMMERCIAL_ID}`);

    const show = await admin('payer', 'show', MEDI_CAL_FFS_ID);
    expect(show.code, show.err).toBe(0);
    expect(show.out).toContain('Version 2024-01-01 to until further notice');
    expect(show.out).toMatch(
      /Prenatal Visit \(in-person, telehealth\)\tZ1034 XP\tper visit\t\$162\.11/,
    );
    expect(show.out).toContain('Used by:');

    // Each version names its source and what in it is not verified.
    const oklahoma = await admin('payer', 'show', 'soonercare-ffs');
    expect(oklahoma.code, oklahoma.err).toBe(0);
    expect(oklahoma.out).toContain('Medicaid program of OK');
    expect(oklahoma.out).toContain(
      '  Source: OAC 317:30-5-1217, Doula services: general coverage (Oklahoma Health Care Authority)',
    );
    expect(oklahoma.out).toContain('read December 2, 2026');
    expect(oklahoma.out).toContain(
      '  Limits: Prenatal/postpartum: 8 visits per pregnancy, Labor and delivery: 1 visit per pregnancy',
    );
    expect(oklahoma.out).toContain(
      '  Rules not verified: modifiers on every line, telehealth signal, filing window',
    );
    expect(oklahoma.out).toMatch(
      /Prenatal Visit \(in-person, telehealth\)\t59899 HD\tper visit \(visits of at least 60 minutes\)\t\$62\.11 \(estimate\)\n/,
    );
    expect(oklahoma.out).toContain(
      '    cesarean after an attempted VBAC\t59620\t$802.67 (estimate)',
    );
    expect(oklahoma.out).toMatch(
      /Cesarean Section \(in-person\)\t59514 HD.*not verified: procedure code/,
    );

    // Washington's program: units by the eight-minute rule, a unit and a dollar ceiling.
    const washington = await admin('payer', 'show', 'washington-apple-health-ffs');
    expect(washington.code, washington.err).toBe(0);
    expect(washington.out).toContain('Medicaid program of WA');
    expect(washington.out).toContain(
      '  Source: WAC 182-533-0650, Birth doula services: documentation requirements (prenatal intake)',
    );
    expect(washington.out).toContain(
      'Prenatal/postpartum: 80 units per pregnancy, Labor and delivery: 1 visit per pregnancy, All doula services: $3,500.00 per pregnancy',
    );
    expect(washington.out).toMatch(
      /Prenatal Visit \(in-person, telehealth\)\tT1032\tper 15 minutes \(a unit counts from half of it \(the eight-minute rule\)\)\t\$25\.00 \(estimate\).*not verified: procedure code, unit rule/,
    );

    expect(await admin('payer', 'show', 'no-such-profile')).toMatchObject({
      code: 3,
      err: 'No payer profile with id "no-such-profile".',
    });
  });

  it('adds a profile from a JSON file, renames it, adds a version and maps a payer ID to it, each audited', async () => {
    const version = { ...(await commercialVersion()), effectiveFrom: '2025-01-01' };
    const added = await admin('payer', 'add', 'Aetna Doula Plan', await jsonFile(version));
    expect(added.code, added.err).toBe(0);
    expect(added.out).toContain('Added payer profile Aetna Doula Plan (aetna-doula-plan)');

    const renamed = await admin('payer', 'rename', 'aetna-doula-plan', 'Aetna Better Health');
    expect(renamed).toMatchObject({
      code: 0,
      out: 'Aetna Doula Plan (aetna-doula-plan) is now called Aetna Better Health.',
    });

    const raise = {
      ...version,
      effectiveFrom: '2026-01-01',
      services: version.services.map((rule) => ({
        ...rule,
        allowedCents: rule.allowedCents + 100,
      })),
    };
    const versioned = await admin(
      'payer',
      'version',
      'add',
      'aetna-doula-plan',
      await jsonFile(raise),
    );
    expect(versioned.code, versioned.err).toBe(0);
    expect(versioned.out).toContain('2025-01-01 to 2025-12-31');
    expect(versioned.out).toContain('2026-01-01 to until further notice');

    const mapped = await admin(
      'payer',
      'map',
      'aetna-doula-plan',
      '--payer-type',
      'Group Health',
      '--payer-id',
      'aetna1',
    );
    expect(mapped.code, mapped.err).toBe(0);
    expect(mapped.out).toContain(
      'Group Health with payer ID AETNA1 is now billed with aetna-doula-plan.',
    );
    expect((await admin('payer', 'show', 'aetna-doula-plan')).out).toContain(
      'Group Health\tAETNA1\t→ aetna-doula-plan',
    );
    const unmapped = await admin(
      'payer',
      'unmap',
      '--payer-type',
      'Group Health',
      '--payer-id',
      'AETNA1',
    );
    expect(unmapped.code, unmapped.err).toBe(0);
    expect((await admin('payer', 'show', 'aetna-doula-plan')).out).toContain(
      'No payer is mapped to it.',
    );

    expect(await auditRows('payer_profile.create')).toEqual([
      { entity_id: 'aetna-doula-plan', user_agent: 'command line' },
    ]);
    expect(await auditRows('payer_profile.rename')).toHaveLength(1);
    expect(await auditRows('payer_profile.create_version')).toHaveLength(1);
    expect(await auditRows('payer_mapping.update')).toHaveLength(2);
  });

  it("applies the console's rules with the documented exit codes, and stores nothing refused", async () => {
    const version = await commercialVersion();
    // Overlapping the open version from before it starts: a field error naming the field.
    const overlap = await admin(
      'payer',
      'version',
      'add',
      COMMERCIAL_ID,
      await jsonFile({ ...version, effectiveFrom: '2020-01-01', effectiveTo: '2030-01-01' }),
    );
    expect(overlap.code).toBe(2);
    expect(overlap.err).toContain('effectiveFrom: These dates overlap');

    const badCode = await admin(
      'payer',
      'add',
      'Bad Codes',
      await jsonFile({
        ...version,
        services: [{ ...version.services[0]!, procedureCode: 'X9999' }],
      }),
    );
    expect(badCode.code).toBe(2);
    expect(badCode.err).toContain('versions.0.services.0.procedureCode:');
    expect((await admin('payer', 'show', 'bad-codes')).code).toBe(3);

    // A new version names its source, or nothing is stored.
    const { source: _source, ...unsourced } = { ...version, effectiveFrom: '2031-01-01' };
    const noSource = await admin(
      'payer',
      'version',
      'add',
      COMMERCIAL_ID,
      await jsonFile(unsourced),
    );
    expect(noSource.code).toBe(2);
    expect(noSource.err).toContain('source: Name this version’s source');

    // A dollar limit not in whole cents: refused naming the field, nothing stored.
    const badLimit = await admin(
      'payer',
      'version',
      'add',
      COMMERCIAL_ID,
      await jsonFile({
        ...version,
        effectiveFrom: '2031-01-01',
        limitsPerPregnancy: [
          {
            ...version.limitsPerPregnancy[0]!,
            counts: 'dollars',
            per: 'rolling-12-months',
            max: 80_000.5,
          },
        ],
      }),
    );
    expect(badLimit.code).toBe(2);
    expect(badLimit.err).toContain('A dollar limit’s maximum must be in whole cents.');
    expect((await commercialVersion()).effectiveFrom).toBe('2023-01-01');

    const notJson = path.join(os.tmpdir(), `payer-${randomUUID()}.json`);
    await writeFile(notJson, '{ nope');
    expect((await admin('payer', 'add', 'Broken', notJson)).code).toBe(2);

    expect((await admin('payer', 'rename', COMMERCIAL_ID, 'Medi-Cal fee-for-service')).code).toBe(
      4,
    );
    expect((await admin('payer', 'rename', 'nobody', 'Someone')).code).toBe(3);
    expect((await admin('payer', 'map', 'no-such-profile', '--payer-id', 'X1')).code).toBe(2);
    expect((await admin('payer', 'unmap', '--payer-id', 'NEVER-MAPPED')).code).toBe(3);

    for (const argv of [
      ['payer'],
      ['payer', 'nope'],
      ['payer', 'show'],
      ['payer', 'add', 'Only a name'],
      ['payer', 'version', 'remove', COMMERCIAL_ID, 'x.json'],
      ['payer', 'map', COMMERCIAL_ID],
      ['payer', 'map', COMMERCIAL_ID, '--payer-type', 'Platinum'],
    ]) {
      const result = await admin(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toContain('Usage: npm run admin');
    }
    const list = await admin('payer', 'list');
    expect(list.out).not.toContain('Broken');
    expect(list.out).toContain(`${COMMERCIAL_ID}\tCommercial / other`);
  });

  it('sets the days a profile waits before asking about a quiet claim, within its bounds', async () => {
    const days = async () =>
      (
        await cli.t.database.pool.query<{ d: number }>(
          'SELECT claim_status_after_days AS d FROM payer_profiles WHERE id = $1',
          [COMMERCIAL_ID],
        )
      ).rows[0]!.d;
    expect(await days()).toBe(30);
    const set = await admin('payer', 'ask-after', COMMERCIAL_ID, '45');
    expect(set.code, set.err).toBe(0);
    expect(set.out).toContain('asked about after 45 days without an 835');
    expect(await days()).toBe(45);
    const tooSoon = await admin('payer', 'ask-after', COMMERCIAL_ID, '3');
    expect(tooSoon.code).not.toBe(0);
    expect(tooSoon.err).toContain('Enter a whole number of days from 7 to 365.');
    expect(await days()).toBe(45);
    expect(await admin('payer', 'ask-after', COMMERCIAL_ID, '30')).toMatchObject({ code: 0 });
  });
});
