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
