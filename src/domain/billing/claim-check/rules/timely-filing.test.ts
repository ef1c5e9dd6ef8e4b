import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

// Medi-Cal: a 2024-05-15 visit is paid in full until 2024-11-30 and accepted until 2025-05-31.
const may15 = (today: string) =>
  claimWith({
    today,
    service: { date: '2024-05-15' },
    patient: { pregnancies: [{ id: 'p1', expectedDueDate: '2024-09-01' }] },
  });

describe('timely-filing', () => {
  it('passes a claim well inside the window', () => {
    expect(findingsOf('timely-filing', may15('2024-06-01'))).toEqual([]);
  });

  it('warns as the full-payment deadline nears', () => {
    expect(findingsOf('timely-filing', may15('2024-11-20'))).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: 'Only 10 days left to file this claim for full payment (until 2024-11-30).',
      }),
    ]);
  });

  it('warns that payment is reduced after six months', () => {
    expect(findingsOf('timely-filing', may15('2025-01-15'))).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(/after 2024-11-30, so the payer will pay less/),
      }),
    ]);
  });

  it('warns as the last day nears, on the last day too', () => {
    expect(findingsOf('timely-filing', may15('2025-05-31'))).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: 'Only 0 days left to file this claim (until 2025-05-31).',
      }),
    ]);
  });

  it('refuses a claim after the window closes', () => {
    expect(findingsOf('timely-filing', may15('2025-06-01'))).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'service.date',
        message: expect.stringMatching(/deadline to file this claim was 2025-05-31/),
      }),
    ]);
  });

  it('uses the commercial window: warning from day 90, error after day 180', () => {
    const commercial = (today: string) =>
      claimWith({
        today,
        patient: { payerType: 'Group Health' },
        service: { date: '2025-01-01', durationMinutes: 60 },
      });
    expect(findingsOf('timely-filing', commercial('2025-03-31'))).toEqual([]);
    expect(findingsOf('timely-filing', commercial('2025-04-01'))[0]?.severity).toBe('warning');
    expect(findingsOf('timely-filing', commercial('2025-07-01'))[0]?.severity).toBe('error');
  });
});
