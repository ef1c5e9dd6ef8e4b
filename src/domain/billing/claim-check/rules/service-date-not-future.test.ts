import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('service-date-not-future');

describe('service-date-not-future', () => {
  it.each(['2025-03-10', '2025-03-20'])('passes %s (today is 2025-03-20)', (date) => {
    expect(findings({ service: { date } })).toEqual([]);
  });

  it('refuses tomorrow', () => {
    expect(findings({ service: { date: '2025-03-21' } })).toEqual([
      finding('error', 'service.date', /in the future/),
    ]);
  });
});
