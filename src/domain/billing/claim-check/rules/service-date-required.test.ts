import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

describe('service-date-required', () => {
  it('passes a real date', () => {
    expect(
      findingsOf('service-date-required', claimWith({ service: { date: '2025-03-10' } })),
    ).toEqual([]);
  });

  it.each(['', '2025-02-30', '10/03/2025'])('refuses %j', (date) => {
    expect(findingsOf('service-date-required', claimWith({ service: { date } }))).toEqual([
      expect.objectContaining({ severity: 'error', field: 'service.date' }),
    ]);
  });
});
