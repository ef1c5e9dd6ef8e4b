import { expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';
import { payerCatalogOf } from './payer-catalog.service.ts';

const nameOf = (catalog: Awaited<ReturnType<typeof payerCatalogOf>>, id: string) =>
  catalog.profiles.find((profile) => profile.id === id)?.name;

it('the server keeps the catalog it read until a write to its tables, however it is written', async () => {
  const t = await buildTestApp();
  try {
    const db = t.database.db;
    const first = await payerCatalogOf(db);
    expect(await payerCatalogOf(db)).toBe(first);
    // Every request shares it: nothing may change it in place.
    expect(Object.isFrozen(first.profiles[0]!.versions[0])).toBe(true);

    await t.database.pool.query(
      "UPDATE payer_profiles SET name = 'Medi-Cal (renamed)' WHERE id = 'medi-cal-ffs'",
    );
    const renamed = await payerCatalogOf(db);
    expect(renamed).not.toBe(first);
    expect(nameOf(renamed, 'medi-cal-ffs')).toBe('Medi-Cal (renamed)');

    await t.database.pool.query(
      "DELETE FROM payer_profile_versions WHERE profile_id = 'soonercare-ffs'",
    );
    const fewer = await payerCatalogOf(db);
    expect(fewer.profiles.find((p) => p.id === 'soonercare-ffs')?.versions).toEqual([]);
  } finally {
    await t.close();
  }
});

it('two databases cloned from one template, then changed apart, each read as it is', async () => {
  const [a, b] = await Promise.all([buildTestApp(), buildTestApp()]);
  try {
    await payerCatalogOf(a.database.db);
    await payerCatalogOf(b.database.db);
    await a.database.pool.query("UPDATE payer_profiles SET name = 'A' WHERE id = 'medi-cal-ffs'");
    await b.database.pool.query("UPDATE payer_profiles SET name = 'B' WHERE id = 'medi-cal-ffs'");
    expect(nameOf(await payerCatalogOf(a.database.db), 'medi-cal-ffs')).toBe('A');
    expect(nameOf(await payerCatalogOf(b.database.db), 'medi-cal-ffs')).toBe('B');
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
