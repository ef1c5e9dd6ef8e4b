import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAgreementService } from './agreements.service.ts';
import { TEMPLATE_AGREEMENT_TEXT, TEMPLATE_AGREEMENT_VERSION } from './template-agreement.ts';

/**
 * The agreement a new installation publishes is the product's complete one, never a template;
 * an installation that seeded the earlier template gets the complete text in its place.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const contentOf = async (version: string) =>
  (
    await t.database.pool.query<{ content: string }>(
      'SELECT content FROM agreements WHERE version = $1',
      [version],
    )
  ).rows[0]?.content;

describe('the default agreement', () => {
  it('is published on an empty database, complete, and says no TEMPLATE', async () => {
    await t.database.pool.query('DELETE FROM agreements');
    const agreements = createAgreementService(t.database.db);
    expect(await agreements.seedDefault()).toBe('published');
    const current = await agreements.current();
    expect(current.version).toBe('2025-10-13');
    expect(current.content).toBe(TEMPLATE_AGREEMENT_TEXT);
    expect(current.content).not.toMatch(/template/i);
    for (const part of [
      'What we may do with PHI.',
      'How we protect it.',
      'If something goes wrong.',
      'Our subcontractors.',
      "Your patients' rights.",
      "The government's review.",
      'Term and ending.',
    ])
      expect(current.content).toContain(part);
    expect(await agreements.seedDefault()).toBeNull();
  });

  it('takes the place of the template earlier versions seeded, and of nothing else', async () => {
    const agreements = createAgreementService(t.database.db);
    await t.database.pool.query('UPDATE agreements SET content = $1 WHERE version = $2', [
      'TEMPLATE BUSINESS ASSOCIATE AGREEMENT (version 2025-10-13) This is a template…',
      TEMPLATE_AGREEMENT_VERSION,
    ]);
    expect(await agreements.seedDefault()).toBe('replaced');
    expect(await contentOf(TEMPLATE_AGREEMENT_VERSION)).toBe(TEMPLATE_AGREEMENT_TEXT);

    const own = 'TEMPLATE BUSINESS ASSOCIATE AGREEMENT, as our counsel wrote it.';
    await agreements.publish({ version: '2026-01-01', content: own }, 'operator@example.com');
    expect(await agreements.seedDefault()).toBeNull();
    expect(await contentOf('2026-01-01')).toBe(own);
  });
});
