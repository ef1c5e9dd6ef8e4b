import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('timely-filing');

// Medi-Cal: a 2024-05-15 visit is paid in full until 2024-11-30 and accepted until 2025-05-31.
const may15 = (today: string) => ({
  today,
  service: { date: '2024-05-15' },
  patient: { pregnancies: [{ id: 'p1', expectedDueDate: '2024-09-01' }] },
});

describe('timely-filing', () => {
  it('passes a claim well inside the window', () => {
    expect(findings(may15('2024-06-01'))).toEqual([]);
  });

  it.each([
    [
      'warns as the full-payment deadline nears',
      '2024-11-20',
      'Only 10 days left to file this claim for full payment (until November 30, 2024).',
    ],
    [
      'warns that payment is reduced after six months',
      '2025-01-15',
      expect.stringMatching(/after November 30, 2024, so the payer will pay less/),
    ],
    [
      'warns as the last day nears, on the last day too',
      '2025-05-31',
      'Only 0 days left to file this claim (until May 31, 2025).',
    ],
  ])('%s', (_title, today, message) => {
    expect(findings(may15(today))).toEqual([
      expect.objectContaining({ severity: 'warning', message }),
    ]);
  });

  it('refuses a claim after the window closes', () => {
    expect(findings(may15('2025-06-01'))).toEqual([
      finding('error', 'service.date', /deadline to file this claim was May 31, 2025/),
    ]);
  });

  it('uses the commercial window: warning from day 90, error after day 180', () => {
    const commercial = (today: string) => ({
      today,
      patient: { payerType: 'Group Health' },
      service: { date: '2025-01-01', durationMinutes: 60 },
    });
    expect(findings(commercial('2025-03-31'))).toEqual([]);
    expect(findings(commercial('2025-04-01'))[0]?.severity).toBe('warning');
    expect(findings(commercial('2025-07-01'))[0]?.severity).toBe('error');
  });
});
