import { expect, it } from 'vitest';
import { resolvePayerProfile } from '#domain/billing/index';
import { buildTestApp } from '../../testing/test-app.ts';
import { payerCatalogOf } from './payer-catalog.service.ts';

it('concurrent first uses of a fresh database all get the whole catalog, seeded once', async () => {
  const t = await buildTestApp();
  try {
    const catalogs = await Promise.all(
      Array.from({ length: 12 }, () => payerCatalogOf(t.database.db)),
    );
    for (const catalog of catalogs) {
      const resolved = resolvePayerProfile({ payerType: 'Medicaid', payerId: 'MCAL1' }, catalog);
      expect(resolved?.profile.versions.length).toBeGreaterThan(0);
    }
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payer_mappings',
    );
    expect(rows[0]!.n).toBe(1);
  } finally {
    await t.close();
  }
});

it('a database seeded before a state program shipped gets that program, and keeps its own edits', async () => {
  const t = await buildTestApp();
  try {
    const db = t.database.db;
    await payerCatalogOf(db);
    // As a database seeded before Oklahoma's program existed holds it.
    await t.database.pool.query(
      "DELETE FROM payer_profile_versions WHERE profile_id = 'soonercare-ffs'",
    );
    await t.database.pool.query("DELETE FROM payer_profiles WHERE id = 'soonercare-ffs'");
    await t.database.pool.query(
      "UPDATE payer_profiles SET name = 'Medi-Cal (edited)' WHERE id = 'medi-cal-ffs'",
    );
    const catalog = await payerCatalogOf(db);
    const oklahoma = resolvePayerProfile(
      { payerType: 'Medicaid', payerId: 'OK1', addressState: 'OK' },
      catalog,
    );
    expect(oklahoma?.profile.id).toBe('soonercare-ffs');
    expect(oklahoma?.profile.versions[0]?.source?.title).toMatch(/^OAC 317:30-5-1217/);
    expect(catalog.profiles.find((p) => p.id === 'medi-cal-ffs')?.name).toBe('Medi-Cal (edited)');
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payer_mappings',
    );
    expect(rows[0]!.n).toBe(1);
  } finally {
    await t.close();
  }
});
