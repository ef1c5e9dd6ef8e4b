import { describe, expect, it } from 'vitest';
import * as billing from '#domain/billing/index';

describe('the billing index', () => {
  it('serves the acceptance journey through its public API alone', () => {
    const resolved = billing.resolvePayerProfile({ payerType: 'Medicaid', payerId: '100000' });
    expect(resolved?.profile.name).toBe('Medi-Cal fee-for-service');
    const result = billing.buildServiceLines(resolved!.profile, {
      serviceType: 'Prenatal Visit',
      dateOfService: '2025-02-03',
      setting: 'home',
      diagnoses: ['Z33.1'],
    });
    expect(result.ok && result.lines[0]).toMatchObject({
      procedureCode: 'Z1034',
      modifiers: ['XP'],
      units: 1,
      chargeCents: 16211,
      placeOfService: '12',
    });
    expect(result.ok && billing.formatCents(result.totalCents)).toBe('$162.11');
  });
});
