import { describe, expect, it } from 'vitest';
import { findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('service-date-required');

describe('service-date-required', () => {
  it('passes a real date', () => {
    expect(findings({ service: { date: '2025-03-10' } })).toEqual([]);
  });

  it.each(['', '2025-02-30', '10/03/2025'])('refuses %j', (date) => {
    expect(findings({ service: { date } })).toEqual([
      expect.objectContaining({ severity: 'error', field: 'service.date' }),
    ]);
  });
});
