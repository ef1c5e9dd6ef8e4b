import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

describe('service-date-not-future', () => {
  it.each(['2025-03-10', '2025-03-20'])('passes %s (today is 2025-03-20)', (date) => {
    expect(findingsOf('service-date-not-future', claimWith({ service: { date } }))).toEqual([]);
  });

  it('refuses tomorrow', () => {
    expect(
      findingsOf('service-date-not-future', claimWith({ service: { date: '2025-03-21' } })),
    ).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'service.date',
        message: expect.stringMatching(/in the future/),
      }),
    ]);
  });
});
